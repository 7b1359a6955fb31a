// Discounts and gift cards on a cart, in the Storefront API's shapes: the volume
// discount on each line (CartAutomaticDiscountAllocation), code discounts on the cart
// (CartCodeDiscountAllocation), applied gift cards, and the warnings for codes that
// do not apply.

import type {Messages} from '../messages.ts';
import {formatEuros, moneyV2} from '../money.ts';
import {type AppliedCode, type CodeStatus, type Priced, type PricedLine, priceCartForApi} from '../pricing/index.ts';
import {type CartRecord, type CartUserError, cartGid} from '../store/carts.ts';
import {lastCharacters} from '../store/discounts.ts';
import type {RequestContext} from './context.ts';

function percentage(percent: number) {
  return {__typename: 'PricingPercentageValue', percentage: percent};
}

function codeValue(applied: AppliedCode) {
  switch (applied.rule.kind) {
    case 'percentage':
      return percentage(applied.rule.value);
    case 'free_shipping':
      return percentage(100);
    case 'quote':
      return {__typename: 'MoneyV2', ...moneyV2(applied.amountCents)};
    default:
      return {__typename: 'MoneyV2', ...moneyV2(applied.rule.value)};
  }
}

/** The volume discount of a line, if any. */
export function lineDiscountAllocations(line: PricedLine): Record<string, unknown>[] {
  if (!line.volume) return [];
  return [
    {
      __typename: 'CartAutomaticDiscountAllocation',
      title: line.volume.title,
      discountedAmount: moneyV2(line.volume.amountCents),
      targetType: 'LINE_ITEM',
      discountApplication: {
        allocationMethod: 'EACH',
        targetSelection: 'ENTITLED',
        targetType: 'LINE_ITEM',
        value: percentage(line.volume.percent),
      },
    },
  ];
}

/** Code discounts applied to the whole cart (merchandise or shipping). */
export function cartDiscountAllocations(priced: Priced): Record<string, unknown>[] {
  return priced.applied
    .filter((applied) => applied.amountCents > 0)
    .map((applied) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: applied.code,
      discountedAmount: moneyV2(applied.amountCents),
      targetType: applied.targetType,
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: applied.targetType,
        value: codeValue(applied),
      },
    }));
}

export function appliedGiftCards(priced: Priced): Record<string, unknown>[] {
  return priced.giftCards.map(({card, amountUsedCents}) => {
    const used = moneyV2(amountUsedCents);
    const balance = moneyV2(card.balanceCents);
    return {
      __typename: 'AppliedGiftCard',
      id: `gid://shopify/AppliedGiftCard/${card.id}`,
      lastCharacters: lastCharacters(card.code),
      amountUsed: used,
      amountUsedV2: used,
      presentmentAmountUsed: used,
      balance,
      balanceV2: balance,
    };
  });
}

export function codeRefusalMessage(status: CodeStatus, t: Messages): string {
  switch (status.refusal) {
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return t.discountInactive(status.code);
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return t.discountMinimum(status.code, formatEuros(status.rule?.minSubtotalCents ?? 0));
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return t.discountUsed(status.code);
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
      return t.discountNoLines(status.code);
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return t.discountNotCombined(status.code);
    default:
      return t.discountNotFound(status.code);
  }
}

/** CartWarnings for the codes that do not apply. */
export function codeWarnings(priced: Priced, t: Messages, target: string) {
  return priced.codes
    .filter((status) => !status.applicable)
    .map((status) => ({code: status.refusal ?? 'DISCOUNT_NOT_FOUND', message: codeRefusalMessage(status, t), target}));
}

/** Warnings for the codes of a stored cart that do not apply. */
export function discountCodeWarnings(cart: CartRecord, ctx: RequestContext) {
  const {priced} = priceCartForApi(ctx.app, ctx.catalogue, cart);
  return codeWarnings(priced, ctx.t, cartGid(cart));
}

/** Gift card ids for codes; unknown or empty cards are user errors (nothing is applied then). */
export function resolveGiftCardCodes(codes: readonly string[], ctx: RequestContext, field: string[]): {ids: number[]; errors: CartUserError[]} {
  const ids: number[] = [];
  const errors: CartUserError[] = [];
  codes.forEach((code, i) => {
    const card = ctx.app.discounts.giftCardByCode(String(code));
    if (!card) errors.push({field: [...field, String(i)], message: ctx.t.giftCardNotFound(String(code).slice(0, 100)), code: 'INVALID'});
    else if (card.balanceCents <= 0) errors.push({field: [...field, String(i)], message: ctx.t.giftCardEmpty(String(code).slice(0, 100)), code: 'INVALID'});
    else ids.push(card.id);
  });
  return {ids, errors};
}
