// An order's figures as the buyer reads them, in one place for the order status page and
// the confirmation e-mail, so that both add up to the cent exactly as the order record
// does: each line at its price less its volume discount, the subtotal, the code
// discounts, the delivery, the total with its VAT, what gift cards paid, what is left.

import type {Cents} from '../money.ts';
import type {OrderRecord} from '../store/orders.ts';

export interface ReceiptLine {
  title: string;
  /** Null for a product without variants */
  variantTitle: string | null;
  quantity: number;
  unitCents: Cents;
  imagePath: string | null;
  /** unit × quantity */
  originalCents: Cents;
  /** The automatic volume discount of the line */
  volume: {title: string; cents: Cents} | null;
  /** originalCents − the volume discount */
  totalCents: Cents;
}

export interface Receipt {
  lines: ReceiptLine[];
  /** The lines' totals */
  subtotalCents: Cents;
  /** Code discounts on the merchandise */
  codeDiscounts: {label: string; cents: Cents}[];
  delivery: {title: string; description: string; cents: Cents; label: string};
  /** subtotal − codes + delivery, VAT included */
  totalCents: Cents;
  vatCents: Cents;
  htCents: Cents;
  giftCards: {label: string; cents: Cents}[];
  /** What is left after gift cards */
  dueCents: Cents;
}

export function receiptOf(order: OrderRecord): Receipt {
  const automatic = (index: number) => order.discountApplications[index]?.type === 'automatic';
  const lines = order.lines.map((line): ReceiptLine => {
    const volumeAllocations = line.discountAllocations.filter((entry) => automatic(entry.application));
    const volumeCents = volumeAllocations.reduce((sum, entry) => sum + entry.amountCents, 0);
    const originalCents = line.unitPriceCents * line.quantity;
    return {
      title: line.title,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      quantity: line.quantity,
      unitCents: line.unitPriceCents,
      imagePath: line.imagePath,
      originalCents,
      volume: volumeCents > 0 ? {title: order.discountApplications[volumeAllocations[0].application].title, cents: volumeCents} : null,
      totalCents: originalCents - volumeCents,
    };
  });
  const codeDiscounts = order.discountApplications
    .map((application, index) => ({application, index}))
    .filter(({application}) => application.type === 'code' && application.targetType === 'LINE_ITEM')
    .map(({application, index}) => ({
      label: `Code ${application.code}`,
      cents: order.lines.reduce((sum, line) => sum + line.discountAllocations.filter((entry) => entry.application === index).reduce((total, entry) => total + entry.amountCents, 0), 0),
    }))
    .filter((discount) => discount.cents > 0);
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    codeDiscounts,
    delivery: {
      title: order.deliveryTitle,
      description: order.deliveryDescription,
      cents: order.shippingCents,
      label: order.shippingCents === 0 ? (order.shippingDiscountCents > 0 ? 'Offerte' : 'Gratuite') : '',
    },
    totalCents: order.totalCents,
    vatCents: order.taxCents,
    htCents: order.totalCents - order.taxCents,
    giftCards: order.giftCards.map((card) => ({label: `Carte cadeau •••• ${card.lastCharacters}`, cents: card.amountCents})),
    dueCents: order.totalCents - order.giftCardCents,
  };
}
