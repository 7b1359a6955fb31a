// Why a discount code or a gift card was not taken, in French, from what the Storefront
// API answers (issue 16 follow-up, point 2; docs/decisions/057-code-messages.md). As on
// Shopify, cartDiscountCodesUpdate keeps a code that does not apply on the cart with
// `applicable: false` and says why in a CartWarning whose `code` is a CartWarningCode
// (DISCOUNT_NOT_FOUND, DISCOUNT_PURCHASE_NOT_IN_RANGE, …): the storefront words the
// message from that code and the code's conditions (discount-codes.ts), never from the
// warning's text. Only an unknown code is « Code invalide ».

import {formatDateFr} from '~/lib/dates';
import {formatMoney} from '~/lib/money';
import {shopDiscountCode} from '~/lib/cart/discount-codes';

export const UNKNOWN_CODE_TITLE = 'Code invalide';

export interface CodeMessage {
  title: string;
  description: string;
}

/** Shopify's CartWarningCode values about discount codes (storefront schema 2026-04). */
export const DISCOUNT_WARNING_CODES = [
  'DISCOUNT_CODE_NOT_HONOURED',
  'DISCOUNT_CURRENTLY_INACTIVE',
  'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
  'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED',
  'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING',
  'DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE',
  'DISCOUNT_NOT_FOUND',
  'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
  'DISCOUNT_NO_ENTITLED_SHIPPING_LINES',
  'DISCOUNT_PURCHASE_NOT_IN_RANGE',
  'DISCOUNT_QUANTITY_NOT_IN_RANGE',
  'DISCOUNT_USAGE_LIMIT_REACHED',
] as const;

export function isDiscountWarning(code: string): boolean {
  return (DISCOUNT_WARNING_CODES as readonly string[]).includes(code);
}

/** The message for a code the shop refused with this CartWarningCode (null: no reason given). */
export function discountCodeMessage(typed: string, warning: string | null, now: Date = new Date()): CodeMessage {
  const code = `« ${typed} »`;
  const terms = shopDiscountCode(typed);
  switch (warning) {
    case 'DISCOUNT_NOT_FOUND':
      return {
        title: UNKNOWN_CODE_TITLE,
        description: `Le code ${code} n’existe pas. Vérifiez sa saisie.`,
      };
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return {
        title: 'Minimum d’achat non atteint',
        description: terms?.minimumTtc
          ? `Le code ${code} s’applique à partir de ${formatMoney(terms.minimumTtc)} TTC d’achats (après remises quantité).`
          : `Votre panier n’atteint pas le montant d’achat que demande le code ${code}.`,
      };
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return {
        title: 'Code déjà utilisé',
        description: `Le code ${code} a déjà été utilisé avec votre adresse e-mail : il ne sert qu’une fois par client.`,
      };
    case 'DISCOUNT_USAGE_LIMIT_REACHED':
      return {
        title: 'Code épuisé',
        description: `Le code ${code} a atteint son nombre maximal d’utilisations.`,
      };
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return terms?.endsAt && Date.parse(terms.endsAt) <= now.getTime()
        ? {
            title: 'Code expiré',
            description: `Le code ${code} n’est plus valable depuis le ${formatDateFr(terms.endsAt)}.`,
          }
        : {
            title: 'Code pas encore valable',
            description: `Le code ${code} n’est pas valable en ce moment.`,
          };
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return {
        title: 'Code non cumulable',
        description: `Le code ${code} ne se cumule pas avec le code déjà appliqué à votre panier.`,
      };
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
    case 'DISCOUNT_NO_ENTITLED_SHIPPING_LINES':
      return {
        title: 'Code non applicable',
        description: `Le code ${code} ne porte sur aucun article de votre panier.`,
      };
    case 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE':
    case 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING':
      return {
        title: 'Code réservé',
        description: `Le code ${code} est réservé à certains clients : connectez-vous avec le compte concerné.`,
      };
    case 'DISCOUNT_QUANTITY_NOT_IN_RANGE':
      return {
        title: 'Quantité non atteinte',
        description: `Le code ${code} demande une autre quantité d’articles.`,
      };
    default:
      return {
        title: 'Code non applicable',
        description: `Le code ${code} ne s’applique pas à ce panier.`,
      };
  }
}

/**
 * Why a code kept on the cart does not apply, for its line in the list, deduced from the
 * code's own conditions (discount-codes.ts) and the cart: the cart query carries no
 * warning (those come with the mutation, when the code is entered), so only what the
 * data shows is said; otherwise « ne s’applique pas à ce panier ».
 */
export function keptCodeStatus(
  typed: string,
  cart: {merchandiseTtc: number; email: string | null; appliedCodes: readonly string[]},
  now: Date = new Date(),
): string {
  const terms = shopDiscountCode(typed);
  if (!terms) return 'ne s’applique pas à ce panier';
  if (terms.endsAt && Date.parse(terms.endsAt) <= now.getTime()) return `expiré depuis le ${formatDateFr(terms.endsAt)}`;
  if (terms.minimumTtc > cart.merchandiseTtc) return `à partir de ${formatMoney(terms.minimumTtc)} TTC d’achats`;
  const otherDiscount = cart.appliedCodes.some((code) => shopDiscountCode(code)?.kind !== 'free_shipping');
  if (terms.kind !== 'free_shipping' && otherDiscount) return 'ne se cumule pas avec le code appliqué';
  if (terms.oncePerCustomer && cart.email) return `déjà utilisé avec l’adresse e-mail ${cart.email}`;
  return 'ne s’applique pas à ce panier';
}

/** keptCodeStatus for a cart from the Storefront API. */
export function keptCodeStatusInCart(
  typed: string,
  cart: {cost: {subtotalAmount: {amount: string}}; buyerIdentity: {email?: string | null}; discountCodes: readonly {code: string; applicable: boolean}[]},
): string {
  return keptCodeStatus(typed, {
    merchandiseTtc: Number(cart.cost.subtotalAmount.amount),
    email: cart.buyerIdentity.email ?? null,
    appliedCodes: cart.discountCodes.filter((code) => code.applicable).map((code) => code.code),
  });
}

/**
 * Which warning explains the typed code: the shop lists one warning per code that does
 * not apply, in the cart's order of codes; when the counts do not match, a lone discount
 * warning is the typed code's, else no reason is known.
 */
export function warningForCode(typed: string, codes: readonly {code: string; applicable: boolean}[], warnings: readonly {code: string}[]): string | null {
  const discountWarnings = warnings.filter((warning) => isDiscountWarning(warning.code));
  const refused = codes.filter((code) => !code.applicable);
  const index = refused.findIndex((code) => code.code.toLowerCase() === typed.toLowerCase());
  if (index >= 0 && refused.length === discountWarnings.length) return discountWarnings[index].code;
  return discountWarnings.length === 1 ? discountWarnings[0].code : null;
}

/** A gift card the shop refused: Shopify gives no specific code (INVALID), its message says why. */
export function giftCardMessage(typed: string, userErrors: readonly {message: string}[]): CodeMessage {
  const reason = userErrors.find((error) => error.message.trim() !== '')?.message.trim();
  return {
    title: 'Carte cadeau refusée',
    description: reason ? typographic(reason) : `La carte cadeau « ${typed} » ne peut pas être utilisée.`,
  };
}

/** French typography for a message written with a straight apostrophe. */
function typographic(text: string): string {
  return text.replace(/'/g, '’');
}
