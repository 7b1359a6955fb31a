// User-facing API messages (userErrors, warnings) in the request's language, taken
// from @inContext(language:). French is the shop's language; other languages get
// Shopify's English wording. Customer messages live in messages-customers.ts.

import {customerMessages} from './messages-customers.ts';

export type Language = 'FR' | 'EN';

export function languageOf(code: unknown): Language {
  return typeof code === 'string' && code.toUpperCase() !== 'FR' ? 'EN' : 'FR';
}

export function messages(language: Language) {
  const fr = language === 'FR';
  return {
    cartNotFound: () => (fr ? "Le panier indiqué n’existe pas." : 'The specified cart does not exist.'),
    merchandiseNotFound: (id: string) =>
      fr ? `La marchandise avec l’identifiant ${id} n’existe pas.` : `The merchandise with id ${id} does not exist.`,
    parentLineNotFound: () =>
      fr ? "La ligne parente indiquée n’est pas dans le panier." : 'The specified parent line does not exist in the cart.',
    parentLineInvalidReference: () =>
      fr ? 'Indiquez la ligne parente par son identifiant de ligne ou par sa marchandise, pas les deux.' : 'Specify the parent line by either lineId or merchandiseId, not both.',
    parentLineBlocked: () =>
      fr
        ? "Cette boutique ne propose pas d’articles rattachés à une autre ligne (garanties, options) : ajoutez-le comme une ligne à part."
        : 'This shop does not offer lines nested under another line (warranties, add-ons): add it as a line of its own.',
    lineNotFound: (id: string) =>
      fr ? `La ligne de panier avec l’identifiant ${id} n’existe pas.` : `The merchandise line with id ${id} does not exist.`,
    quantityInvalid: () =>
      fr ? 'La quantité doit être un nombre entier positif ou nul.' : 'The quantity must be a positive integer or zero.',
    quantityTooLarge: (max: number) =>
      fr ? `La quantité ne peut pas dépasser ${max}.` : `The quantity must be at most ${max}.`,
    notEnoughStock: (added: number, title: string) =>
      fr
        ? `Seulement ${added} ${added > 1 ? 'articles' : 'article'} « ${title} » ${added > 1 ? 'ont pu être ajoutés' : 'a pu être ajouté'} au panier en raison du stock disponible.`
        : `Only ${added} items were added to your cart due to availability.`,
    outOfStock: (title: string) =>
      fr ? `Le produit « ${title} » est en rupture de stock.` : `The product '${title}' is already sold out.`,
    noteTooLong: (max: number) =>
      fr ? `La note ne peut pas dépasser ${max} caractères.` : `The note must be at most ${max} characters long.`,
    attributeInvalid: () =>
      fr ? "Chaque attribut doit avoir une clé d’au plus 255 caractères." : 'Each attribute needs a key of at most 255 characters.',
    cartTooLarge: (maxKb: number) =>
      fr
        ? `Le panier est trop volumineux pour être enregistré (${maxKb} Ko de notes et d’attributs au plus).`
        : 'The cart is too large to save.',
    cartCreateThrottled: (minutes: number) =>
      fr
        ? `Trop de paniers créés depuis cette adresse : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`
        : 'Throttled',
    tooManyLines: (max: number) =>
      fr ? `Le panier ne peut pas contenir plus de ${max} lignes.` : `The cart cannot hold more than ${max} lines.`,
    emailInvalid: () => (fr ? "L’adresse e-mail n’est pas valide." : 'Email is invalid.'),
    phoneInvalid: () => (fr ? "Le numéro de téléphone n’est pas valide." : 'Phone is invalid.'),
    discountNotFound: (code: string) =>
      fr ? `Le code de réduction « ${code} » n’existe pas.` : `The discount code ${code} does not exist.`,
    discountInactive: (code: string) =>
      fr ? `Le code de réduction « ${code} » n’est plus valable.` : `The discount code ${code} is not active.`,
    discountMinimum: (code: string, minimum: string) =>
      fr ? `Le code « ${code} » s’applique à partir de ${minimum} d’achats.` : `The discount code ${code} needs a purchase of at least ${minimum}.`,
    discountUsed: (code: string) =>
      fr ? `Vous avez déjà utilisé le code « ${code} ».` : `The discount code ${code} has already been used.`,
    discountNoLines: (code: string) =>
      fr ? `Le code « ${code} » ne s’applique à aucun article du panier.` : `The discount code ${code} applies to no item in the cart.`,
    discountNotCombined: (code: string) =>
      fr ? `Le code « ${code} » ne se cumule pas avec un autre code de réduction.` : `The discount code ${code} cannot be combined with another code.`,
    giftCardEmpty: (code: string) =>
      fr ? `La carte cadeau « ${code} » n’a plus de solde.` : `The gift card ${code} has no balance left.`,
    customerTokenInvalid: () =>
      fr ? "Le jeton d’accès client est invalide ou a expiré." : 'The customer access token is invalid.',
    deliveryOptionNotFound: (handle: string) =>
      fr ? `Le mode de livraison « ${handle} » n’est pas proposé pour ce panier.` : `The delivery option ${handle} is not available for this cart.`,
    giftCardNotFound: (code: string) =>
      fr ? `La carte cadeau « ${code} » n’existe pas.` : `The gift card code ${code} does not exist.`,
    giftCardNotApplied: (id: string) =>
      fr ? `Aucune carte cadeau ${id} n’est appliquée à ce panier.` : `The gift card ${id} is not applied to this cart.`,
    deliveryGroupNotFound: (id: string) =>
      fr ? `Le groupe de livraison ${id} n’existe pas.` : `The delivery group ${id} does not exist.`,
    deliveryAddressNotFound: (id: string) =>
      fr ? `L’adresse de livraison ${id} n’existe pas.` : `The delivery address ${id} does not exist.`,
    deliveryAddressCountryRequired: () =>
      fr ? 'Le pays de livraison est obligatoire.' : 'The country code is required.',
    deliveryAddressTooLong: () => (fr ? "Un champ de l’adresse est trop long." : 'An address field is too long.'),
    deliveryAddressOneKind: () =>
      fr ? "Donnez soit une adresse de livraison, soit l’adresse du client à copier, pas les deux." : 'Provide exactly one kind of delivery address.',
    deliveryAddressNeedsCustomer: () =>
      fr ? "Copier une adresse du client demande un client identifié sur le panier (customerAccessToken)." : 'A customer access token is required to copy a customer address.',
    customerAddressNotFound: (id: string) =>
      fr ? `L’adresse ${id} n’est pas une adresse de ce client.` : `The customer address ${id} does not exist.`,
    tooManyDeliveryAddresses: (max: number) =>
      fr ? `Un panier ne peut pas avoir plus de ${max} adresses de livraison.` : `A cart cannot have more than ${max} delivery addresses.`,
    onlyOneSelectedAddress: () =>
      fr ? 'Une seule adresse de livraison peut être sélectionnée.' : 'Only one delivery address can be selected.',
    metafieldOwnerInvalid: () => (fr ? 'Le propriétaire du métachamp est invalide.' : 'The metafield owner is invalid.'),
    metafieldTooLong: () => (fr ? 'La valeur du métachamp est trop longue.' : 'The metafield value is too long.'),
    metafieldKeyInvalid: () => (fr ? 'La clé du métachamp est invalide.' : 'The metafield key is invalid.'),
    metafieldNotFound: () => (fr ? "Le métachamp n’existe pas." : 'Metafield does not exist.'),
    ...customerMessages(fr),
  };
}

export type Messages = ReturnType<typeof messages>;
