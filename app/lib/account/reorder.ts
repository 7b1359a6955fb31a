import {MAX_LINE_QUANTITY} from '~/lib/cart/optimistic';
import type {OrderLineToReorder} from './types.ts';

// « Commander à nouveau » (issue 23): an order's lines back in the cart, the ones still on
// sale; the others are named in a French note. Pure: the shop's answers come in.

/** A variant as the Storefront API describes it now (null: it no longer exists). */
export interface VariantNow {
  id: string;
  availableForSale: boolean;
  /** Units in stock when the shop says; null when it does not track or tell. */
  quantityAvailable: number | null;
}

export interface ReorderPlan {
  lines: {merchandiseId: string; quantity: number}[];
  /** The titles of the lines put back, as the order names them. */
  added: string[];
  /** The titles of the lines left out: no longer sold, or out of stock. */
  unavailable: string[];
}

/** The lines to add: same variant and quantity, capped to the stock the shop tells; the same variant twice is added once. */
export function planReorder(lines: OrderLineToReorder[], variants: Map<string, VariantNow | null>): ReorderPlan {
  const plan: ReorderPlan = {lines: [], added: [], unavailable: []};
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const variant = line.variantId ? variants.get(line.variantId) : null;
    const stock = variant?.quantityAvailable;
    if (!variant || !variant.availableForSale || (stock !== null && stock !== undefined && stock <= 0) || line.quantity <= 0) {
      if (!plan.unavailable.includes(line.title)) plan.unavailable.push(line.title);
      continue;
    }
    quantities.set(variant.id, (quantities.get(variant.id) ?? 0) + line.quantity);
    if (!plan.added.includes(line.title)) plan.added.push(line.title);
  }
  for (const [merchandiseId, wanted] of quantities) {
    const stock = variants.get(merchandiseId)?.quantityAvailable;
    const cap = typeof stock === 'number' && stock > 0 ? Math.min(stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
    plan.lines.push({merchandiseId, quantity: Math.min(wanted, cap)});
  }
  return plan;
}

const list = (titles: string[]) => titles.map((title) => `« ${title} »`).join(', ');

/** The French note the page shows after « Commander à nouveau ». */
export function reorderNote(plan: Pick<ReorderPlan, 'added' | 'unavailable'>): {title: string; description?: string; variant: 'success' | 'error' | 'info'} {
  if (plan.added.length === 0) {
    return {
      title: 'Aucun article de cette commande n’est disponible aujourd’hui.',
      description: plan.unavailable.length ? `Plus disponible : ${list(plan.unavailable)}.` : undefined,
      variant: 'error',
    };
  }
  const count = plan.added.length;
  const title = `${count} article${count > 1 ? 's' : ''} de la commande ajouté${count > 1 ? 's' : ''} au panier`;
  if (plan.unavailable.length === 0) return {title, variant: 'success'};
  return {
    title,
    description: `Non ajouté${plan.unavailable.length > 1 ? 's' : ''}, car plus disponible${plan.unavailable.length > 1 ? 's' : ''} : ${list(plan.unavailable)}.`,
    variant: 'info',
  };
}
