// What the sign-in pages and the Customer Account API's userErrors say. French, like the
// rest of the local shop (the storefront shows userErrors as they come); the API's
// messages have Shopify's English wording for @inContext(language: EN).

import {MESSAGES} from '../shared-rules.ts';

export const SIGN_IN_TEXT = {
  emailRequired: MESSAGES.emailAddressRequired,
  emailInvalid: "L’adresse e-mail n’est pas valide.",
  codeRequired: 'Saisissez le code à 6 chiffres reçu par e-mail.',
  codeWrong: (left: number) => `Code incorrect. Il vous reste ${left} ${left > 1 ? 'essais' : 'essai'}.`,
  codeSpent: "Ce code n’est plus valable après trop d’essais. Demandez un nouveau code.",
  codeExpired: 'Ce code a expiré. Demandez un nouveau code.',
  codeResent: 'Un nouveau code vient de vous être envoyé ; les précédents ne servent plus.',
  sendsThrottled: 'Trop de codes ont été demandés. Réessayez dans une heure.',
  failuresThrottled: "Trop de codes incorrects. Réessayez dans quelques minutes ou demandez un nouveau code plus tard.",
  expired: "Cette demande de connexion a expiré ou a été ouverte dans un autre navigateur. Recommencez depuis la boutique.",
  unreadable: 'Ce formulaire est illisible. Recommencez depuis la boutique.',
  unknownClient: "Cette application n’est pas autorisée à se connecter à la boutique.",
  redirectRefused: "L’adresse de retour demandée n’appartient pas à la boutique.",
  shopNotFound: "Cette boutique n’existe pas.",
} as const;

export function accountMessages(fr: boolean) {
  return {
    customerInputEmpty: () => (fr ? 'Indiquez au moins une information à modifier.' : 'The personal information input argument is empty.'),
    addressEmpty: () => (fr ? "L’adresse est vide." : 'The provided address argument is empty.'),
    address1Missing: () => (fr ? MESSAGES.addressRequired : 'The Address1 field is missing.'),
    territoryMissing: () => (fr ? MESSAGES.countryRequired : 'The Territory Code field is missing.'),
    territoryInvalid: () => (fr ? "Ce pays n’existe pas." : "The provided Territory Code isn't valid."),
    addressExists: () => (fr ? 'Cette adresse figure déjà dans votre carnet.' : 'The provided customer address already exists.'),
    addressMissing: () => (fr ? "Cette adresse n’existe pas." : "The provided address ID doesn't exist."),
    deleteDefault: () =>
      fr
        ? "Choisissez d’abord une autre adresse par défaut avant de supprimer celle-ci."
        : "The default address of the customer can't be deleted before setting another one as default.",
    demoteDefault: () =>
      fr ? 'Choisissez une autre adresse par défaut plutôt que de retirer celle-ci.' : "Demoting the default address of the customer isn't allowed.",
    phoneInvalid: () => (fr ? "Le numéro de téléphone n’est pas valide." : "The provided phone number isn't valid."),
    tooManyMetafields: (max: number) => (fr ? `Au plus ${max} champs personnalisés par envoi.` : `Exceeded the maximum metafields input limit of ${max}.`),
    ownerNotAllowed: () =>
      fr ? 'Seuls les champs personnalisés de votre compte client peuvent être modifiés.' : "Owner type can't be used in this mutation.",
    ownerNotYou: () => (fr ? "Ce compte client n’est pas le vôtre." : 'The owner is not the authenticated customer.'),
    namespaceInvalid: () =>
      fr
        ? "L’espace de noms doit compter de 3 à 255 caractères : lettres, chiffres, tirets ou soulignés."
        : 'Namespace must be 3-255 characters long and contain only alphanumeric, hyphen and underscore characters.',
    namespaceReserved: () => (fr ? "Cet espace de noms est réservé à Shopify." : 'Namespace is reserved.'),
    keyInvalid: () =>
      fr
        ? 'La clé doit compter de 2 à 64 caractères : lettres, chiffres, tirets ou soulignés.'
        : 'Key must be 2-64 characters long and contain only alphanumeric, hyphen and underscore characters.',
    typeMissing: () => (fr ? 'Le type est obligatoire pour un nouveau champ personnalisé.' : "Type can't be blank."),
    typeInvalid: (type: string) => (fr ? `Le type « ${type} » n’est pas pris en charge.` : `Type '${type}' is not a valid type.`),
    typeChanged: (type: string) =>
      fr ? `Ce champ personnalisé est de type « ${type} » : son type ne change pas.` : `Type must be the existing metafield type: ${type}.`,
    valueInvalid: (type: string) => (fr ? `La valeur ne convient pas au type « ${type} ».` : `Value is invalid for type ${type}.`),
    valueTooLong: (max: number) => (fr ? `La valeur est trop longue (${max} caractères au plus).` : `Value is too long (maximum is ${max} characters).`),
    stale: () =>
      fr ? 'Ce champ personnalisé a été modifié entre-temps : relisez-le avant de le changer.' : 'The metafield has been modified since it was loaded.',
  };
}

export type AccountMessages = ReturnType<typeof accountMessages>;
