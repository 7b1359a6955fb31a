// Order status badges of SPEC.md section 4 (/mes-commandes): French labels and colours
// of Shopify's financial and fulfilment statuses.

export type BadgeTone = 'green' | 'yellow' | 'red' | 'grey';

/** Paid or fulfilled green; pending or unfulfilled yellow; cancelled or refunded red; else grey. */
export function statusTone(status: string | null | undefined): BadgeTone {
  const value = (status ?? '').toLowerCase();
  if (value === 'paid' || value === 'fulfilled') return 'green';
  if (value === 'pending' || value === 'unfulfilled') return 'yellow';
  if (value === 'cancelled' || value === 'canceled' || value === 'refunded') return 'red';
  return 'grey';
}

const STATUS_LABELS: Record<string, string> = {
  PENDING: 'En attente de paiement',
  AUTHORIZED: 'Paiement autorisé',
  PAID: 'Payée',
  PARTIALLY_PAID: 'Partiellement payée',
  PARTIALLY_REFUNDED: 'Partiellement remboursée',
  REFUNDED: 'Remboursée',
  VOIDED: 'Annulée',
  UNFULFILLED: 'Non expédiée',
  PARTIALLY_FULFILLED: 'Partiellement expédiée',
  FULFILLED: 'Expédiée',
  IN_PROGRESS: 'En préparation',
  ON_HOLD: 'En attente',
  OPEN: 'Ouverte',
  PENDING_FULFILLMENT: 'En cours de préparation',
  RESTOCKED: 'Réintégrée au stock',
  SCHEDULED: 'Planifiée',
  CANCELLED: 'Annulée',
};

/** French label of an OrderFinancialStatus or OrderFulfillmentStatus value. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Inconnu';
  return STATUS_LABELS[status.toUpperCase()] ?? status;
}

export const TONE_CLASSES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-900',
  grey: 'bg-slate-100 text-slate-800',
};
