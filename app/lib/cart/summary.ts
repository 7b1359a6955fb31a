import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {isCylinderProductType} from '~/lib/constants';
import {displayedQuantity, volumeDiscountTitle, type CartEstimate, type QuantityOverrides} from '~/lib/cart/optimistic';
import {roundMoney} from '~/lib/money';
import {htColumn, orderAmounts, type HtColumn, type OrderAmounts} from '~/lib/vat';

// What the cart page's summary shows, from the shop's cart and the changes on their way.

type Allocation = CartApiQueryFragment['discountAllocations'][number];

/** 'Code BIENVENUE10', the automatic discount's title, else 'Remise'. */
export function discountTitle(allocation: Allocation): string {
  if ('code' in allocation && allocation.code) return `Code ${allocation.code}`;
  if ('title' in allocation && allocation.title) return allocation.title;
  return 'Remise';
}

/** Cylinders in the cart as shown (for the free-delivery rule). */
export function cylinderCount(cart: CartApiQueryFragment, overrides: QuantityOverrides): number {
  return cart.lines.nodes.reduce(
    (count, line) => count + (isCylinderProductType(line.merchandise.product.productType) ? displayedQuantity(line, overrides) : 0),
    0,
  );
}

/** The discount lines: pending lines show their estimated volume discount, the others the shop's, then the cart's. */
export function discountLines(cart: CartApiQueryFragment, estimate: CartEstimate): {title: string; amount: number}[] {
  const lineDiscounts = cart.lines.nodes.flatMap((line) => {
    const lineEstimate = estimate.lines[line.id];
    if (!lineEstimate) return line.discountAllocations.map((allocation) => ({title: discountTitle(allocation), amount: Number(allocation.discountedAmount.amount)}));
    return lineEstimate.volumePercent > 0 ? [{title: volumeDiscountTitle(lineEstimate.volumePercent), amount: lineEstimate.volumeAmount}] : [];
  });
  return [...lineDiscounts, ...cart.discountAllocations.map((allocation) => ({title: discountTitle(allocation), amount: Number(allocation.discountedAmount.amount)}))];
}

/**
 * The cart's totals by the shared rule (vat.ts orderAmounts, issue 16 point 4). As on
 * Shopify, a cart's `totalAmount` leaves delivery out and is what its gift cards leave
 * to pay of the goods: the goods are worth that plus what the cards pay; the delivery
 * chosen is added to them; « dont TVA » is on goods and delivery, never lowered by a
 * gift card, which pays after it.
 */
export function cartAmounts({toPay, giftCardsUsed, delivery}: {toPay: number; giftCardsUsed: readonly number[]; delivery: number | null}): OrderAmounts {
  const cards = roundMoney(giftCardsUsed.reduce((sum, amount) => sum + (Number.isFinite(amount) ? Math.max(0, amount) : 0), 0));
  const goods = roundMoney(Math.max(0, toPay) + cards);
  const shipping = delivery !== null && Number.isFinite(delivery) ? Math.max(0, delivery) : 0;
  return orderAmounts({goods, delivery: shipping, giftCardBalance: cards});
}

/**
 * The cart's recap in HT mode by the one HT rule (vat.ts htColumn): each line at its
 * quantity as shown, the discount rows in discountLines' order (lines' volume discounts,
 * then the cart's codes) and the delivery, all HT, adding up to the total HT.
 */
export function cartHtColumn(
  cart: CartApiQueryFragment,
  estimate: CartEstimate,
  overrides: QuantityOverrides,
  deliveryTtc: number | null,
): {column: HtColumn; lineIds: string[]; discounts: {title: string; amount: number}[]} {
  const shown = cart.lines.nodes.filter((line) => displayedQuantity(line, overrides) > 0);
  const column = htColumn({
    lines: shown.map((line) => ({
      unitTtc: Number(line.cost.amountPerQuantity.amount),
      quantity: displayedQuantity(line, overrides),
      totalTtc: estimate.lines[line.id]?.total ?? Number(line.cost.totalAmount.amount),
    })),
    discountsTtc: cart.discountAllocations.map((allocation) => Number(allocation.discountedAmount.amount)),
    deliveryTtc,
  });
  const lineDiscounts = shown.flatMap((line, index) => {
    const lineEstimate = estimate.lines[line.id];
    const title = lineEstimate
      ? lineEstimate.volumePercent > 0
        ? volumeDiscountTitle(lineEstimate.volumePercent)
        : null
      : line.discountAllocations.length > 0
        ? line.discountAllocations.map(discountTitle).join(', ')
        : null;
    return title && column.lines[index].discountHt > 0 ? [{title, amount: column.lines[index].discountHt}] : [];
  });
  const codeDiscounts = cart.discountAllocations.map((allocation, index) => ({title: discountTitle(allocation), amount: column.discountsHt[index]}));
  return {column, lineIds: shown.map((line) => line.id), discounts: [...lineDiscounts, ...codeDiscounts]};
}
