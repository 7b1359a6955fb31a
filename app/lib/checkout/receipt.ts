// An order's figures as the buyer reads them (issue 16, point 3), on /commande-confirmee
// and /mes-commandes, from the Storefront API's Order: each line at its original total,
// its own discounts (the volume discount) and its total; the subtotal of those totals;
// the code discounts; the delivery chosen, with its promise from DELIVERY_OPTIONS; the
// total TTC with « dont TVA » and HT by the one rule (vat.ts orderAmounts, never lowered
// by a gift card); the gift cards and what is left to pay. Everything in whole cents, so
// every subtraction shown adds up: the order's own totals are the reference, the lines
// and discounts are what make them.

import {DELIVERY_OPTIONS} from '../constants.ts';
import {parseAmount} from '../money.ts';
import {orderAmounts} from '../vat.ts';

interface Money {
  amount: string;
}

interface Application {
  __typename?: string;
  title?: string | null;
  code?: string | null;
}

interface Allocation {
  allocatedAmount: Money;
  discountApplication: Application;
}

/** The fields of an Order the receipt reads (ORDER_RECEIPT_FRAGMENT). */
export interface ReceiptOrder {
  totalPrice: Money;
  subtotalPrice?: Money | null;
  totalShippingPrice: Money;
  customAttributes: readonly {key: string; value?: string | null}[];
  shippingDiscountAllocations?: readonly Allocation[] | null;
  lineItems: {
    nodes: readonly {
      title: string;
      quantity: number;
      originalTotalPrice: Money;
      discountedTotalPrice?: Money | null;
      discountAllocations?: readonly Allocation[] | null;
      variant?: {title: string; image?: {url: string; altText?: string | null} | null} | null;
    }[];
  };
}

export interface ReceiptAmount {
  label: string;
  cents: number;
}

export interface ReceiptLine {
  title: string;
  /** The variant's title, null for a product without options */
  variantTitle: string | null;
  imageUrl: string | null;
  quantity: number;
  unitCents: number;
  /** quantity × unit price */
  originalCents: number;
  /** The line's own discounts (the volume discount) */
  discounts: ReceiptAmount[];
  /** original − its own discounts */
  totalCents: number;
}

export interface Receipt {
  lines: ReceiptLine[];
  /** The lines' totals */
  subtotalCents: number;
  /** Code discounts on the merchandise, one line per code */
  discounts: ReceiptAmount[];
  delivery: {
    title: string;
    /** The promise of the option chosen, from DELIVERY_OPTIONS; null when unknown */
    description: string | null;
    /** What was charged for it */
    cents: number;
    /** A free-delivery code that paid it, with what it paid */
    discount: ReceiptAmount | null;
  };
  /** subtotal − discounts + delivery = the order's total */
  totalCents: number;
  vatCents: number;
  htCents: number;
  giftCards: ReceiptAmount[];
  /** What the gift cards leave to pay */
  dueCents: number;
}

const cents = (money: Money | null | undefined): number => {
  const value = money ? parseAmount(money.amount) : 0;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/** « Remise quantité −15 % », « Code BIENVENUE10 », else « Remise ». */
export function applicationLabel(application: Application): string {
  if (application.code) return `Code ${application.code}`;
  if (application.title) return application.title;
  return 'Remise';
}

/** An automatic discount belongs to its line (the volume discount); a code's share is shown once, for the order. */
const isLineDiscount = (application: Application) => !application.code;

function sumByLabel(entries: ReceiptAmount[]): ReceiptAmount[] {
  const byLabel = new Map<string, number>();
  for (const entry of entries) byLabel.set(entry.label, (byLabel.get(entry.label) ?? 0) + entry.cents);
  return [...byLabel].map(([label, total]) => ({label, cents: total}));
}

function attribute(order: ReceiptOrder, key: string): string | null {
  return order.customAttributes.find((entry) => entry.key === key)?.value ?? null;
}

/** The option chosen: its title as the order records it, its promise from the shop's constant. */
export function deliveryOf(title: string | null, recordedDescription: string | null): {title: string; description: string | null} {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate.title === title);
  if (option) return {title: option.title, description: option.description};
  return {title: title ?? 'Livraison', description: recordedDescription};
}

export function orderReceipt(order: ReceiptOrder): Receipt {
  const lines = order.lineItems.nodes.map((line): ReceiptLine => {
    const originalCents = cents(line.originalTotalPrice);
    const allocations = line.discountAllocations ?? [];
    const discounts = sumByLabel(
      allocations
        .filter((allocation) => isLineDiscount(allocation.discountApplication))
        .map((allocation) => ({label: applicationLabel(allocation.discountApplication), cents: cents(allocation.allocatedAmount)})),
    );
    const variantTitle = line.variant && line.variant.title !== 'Default Title' ? line.variant.title : null;
    return {
      title: line.title,
      variantTitle,
      imageUrl: line.variant?.image?.url ?? null,
      quantity: line.quantity,
      unitCents: line.quantity > 0 ? Math.round(originalCents / line.quantity) : originalCents,
      originalCents,
      discounts,
      totalCents: originalCents - discounts.reduce((sum, discount) => sum + discount.cents, 0),
    };
  });
  const codeShares = order.lineItems.nodes.flatMap((line) =>
    (line.discountAllocations ?? [])
      .filter((allocation) => !isLineDiscount(allocation.discountApplication))
      .map((allocation) => ({label: applicationLabel(allocation.discountApplication), cents: cents(allocation.allocatedAmount)})),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discounts = sumByLabel(codeShares);
  const goodsCents = order.subtotalPrice ? cents(order.subtotalPrice) : subtotalCents - discounts.reduce((sum, discount) => sum + discount.cents, 0);
  const shippingCents = cents(order.totalShippingPrice);
  const shippingDiscount = (order.shippingDiscountAllocations ?? [])[0];
  const giftCards = order.customAttributes
    .filter((entry) => entry.key.startsWith('Carte cadeau ') && entry.value)
    .map((entry) => ({label: entry.key, cents: cents({amount: entry.value ?? '0'})}));
  const giftCardCents = giftCards.reduce((sum, card) => sum + card.cents, 0);
  const amounts = orderAmounts({goods: goodsCents / 100, delivery: shippingCents / 100, giftCardBalance: giftCardCents / 100});
  const totalCents = cents(order.totalPrice);
  return {
    lines,
    subtotalCents,
    discounts,
    delivery: {
      ...deliveryOf(attribute(order, 'Livraison'), attribute(order, 'Délai de livraison')),
      cents: shippingCents,
      discount: shippingDiscount ? {label: applicationLabel(shippingDiscount.discountApplication), cents: cents(shippingDiscount.allocatedAmount)} : null,
    },
    totalCents,
    vatCents: Math.round(amounts.vat * 100),
    htCents: Math.round(amounts.totalHt * 100),
    giftCards,
    dueCents: totalCents - Math.min(giftCardCents, totalCents),
  };
}

/** True when every figure shown is the sum of the ones above it (the receipt's own check). */
export function receiptAddsUp(receipt: Receipt): boolean {
  const codes = receipt.discounts.reduce((sum, discount) => sum + discount.cents, 0);
  return (
    receipt.lines.every((line) => line.originalCents - line.discounts.reduce((sum, d) => sum + d.cents, 0) === line.totalCents) &&
    receipt.subtotalCents - codes + receipt.delivery.cents === receipt.totalCents &&
    receipt.htCents + receipt.vatCents === receipt.totalCents
  );
}

/** The Order fields the receipt reads (confirmation and the customer's orders). */
export const ORDER_RECEIPT_FRAGMENT = `#graphql
  fragment OrderReceipt on Order {
    totalPrice {
      amount
      currencyCode
    }
    subtotalPrice {
      amount
      currencyCode
    }
    totalShippingPrice {
      amount
      currencyCode
    }
    customAttributes {
      key
      value
    }
    shippingDiscountAllocations {
      allocatedAmount {
        amount
        currencyCode
      }
      discountApplication {
        __typename
        ... on DiscountCodeApplication {
          code
        }
        ... on AutomaticDiscountApplication {
          title
        }
        ... on ManualDiscountApplication {
          title
        }
        ... on ScriptDiscountApplication {
          title
        }
      }
    }
    lineItems(first: 50) {
      nodes {
        title
        quantity
        originalTotalPrice {
          amount
          currencyCode
        }
        discountedTotalPrice {
          amount
          currencyCode
        }
        discountAllocations {
          allocatedAmount {
            amount
            currencyCode
          }
          discountApplication {
            __typename
            ... on DiscountCodeApplication {
              code
            }
            ... on AutomaticDiscountApplication {
              title
            }
            ... on ManualDiscountApplication {
              title
            }
            ... on ScriptDiscountApplication {
              title
            }
          }
        }
        variant {
          id
          title
          image {
            url
            altText
          }
          product {
            id
            handle
          }
        }
      }
    }
  }
` as const;
