// Discount codes and gift cards kept by the local shop. A few are seeded on first start
// (never overwritten afterwards, so balances and a merchant's changes are kept);
// `npm run local-shop:reset` brings the seeded ones back.

import type {Cents} from '../money.ts';
import {SHOP_DISCOUNT_CODES} from '../shared-rules.ts';
import type {Row, Store} from './db.ts';
import {quoteByCode} from './quotes.ts';
import {isoNow} from './seed.ts';

/** 'quote': a devis's number, which holds its prices (store/quotes.ts); never stored in discount_codes. */
export type DiscountKind = 'percentage' | 'fixed_amount' | 'free_shipping' | 'quote';

export interface DiscountRule {
  code: string;
  /** What the shopper reads, e.g. 'Bienvenue : −10 %' */
  title: string;
  kind: DiscountKind;
  /** Percent for 'percentage', cents for 'fixed_amount', unused for 'free_shipping' */
  value: number;
  /** Merchandise (after the volume discount) needed, TTC */
  minSubtotalCents: number;
  oncePerCustomer: boolean;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  /**
   * kind 'quote': the quoted unit price (TTC, cents), quantity and share of the quote's
   * discount codes (TTC, cents, for the whole quantity) of each variant, by numeric variant id
   */
  quotedLines?: ReadonlyMap<number, {unitPriceCents: Cents; quantity: number; codeDiscountCents?: Cents}>;
}

export interface GiftCardRecord {
  id: number;
  code: string;
  initialCents: Cents;
  balanceCents: Cents;
  expiresAt: string | null;
}

/** The shop's codes (app/lib/cart/discount-codes.ts), in cents. */
export const SEEDED_DISCOUNTS: readonly DiscountRule[] = SHOP_DISCOUNT_CODES.map((code) => ({
  code: code.code,
  title: code.title,
  kind: code.kind,
  value: code.kind === 'fixed_amount' ? Math.round(code.value * 100) : code.value,
  minSubtotalCents: Math.round(code.minimumTtc * 100),
  oncePerCustomer: code.oncePerCustomer,
  startsAt: null,
  endsAt: code.endsAt,
  active: true,
}));

/** Two usable cards (to try two cards on one order), one with a small balance (a partial payment), one spent. */
export const SEEDED_GIFT_CARDS: readonly {code: string; cents: number}[] = [
  {code: 'CADEAU-50-EUR', cents: 5000},
  {code: 'CADEAU-100-EUR', cents: 10000},
  {code: 'CADEAU-5-EUR', cents: 500},
  {code: 'CADEAU-EPUISE', cents: 0},
];

/** Codes compare without case, spaces or dashes: 'cadeau 50 eur' is 'CADEAU-50-EUR'. */
export function giftCardKey(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

function toRule(row: Row): DiscountRule {
  return {
    code: String(row.code),
    title: String(row.title),
    kind: String(row.kind) as DiscountRule['kind'],
    value: Number(row.value),
    minSubtotalCents: Number(row.min_subtotal_cents),
    oncePerCustomer: Number(row.once_per_customer) === 1,
    startsAt: row.starts_at === null ? null : String(row.starts_at),
    endsAt: row.ends_at === null ? null : String(row.ends_at),
    active: Number(row.active) === 1,
  };
}

function toGiftCard(row: Row): GiftCardRecord {
  return {
    id: Number(row.id),
    code: String(row.code),
    initialCents: Number(row.initial_cents),
    balanceCents: Number(row.balance_cents),
    expiresAt: row.expires_at === null ? null : String(row.expires_at),
  };
}

export class DiscountStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  /** Inserts the seeded codes and cards that are missing. */
  seed(): void {
    const now = isoNow();
    this.store.transaction(() => {
      for (const rule of SEEDED_DISCOUNTS) {
        this.store.run(
          `INSERT INTO discount_codes (code, title, kind, value, min_subtotal_cents, once_per_customer, starts_at, ends_at, active)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
          rule.code,
          rule.title,
          rule.kind,
          rule.value,
          rule.minSubtotalCents,
          rule.oncePerCustomer ? 1 : 0,
          rule.startsAt,
          rule.endsAt,
          rule.active ? 1 : 0,
        );
      }
      for (const card of SEEDED_GIFT_CARDS) {
        this.store.run(
          `INSERT INTO gift_cards (code, initial_cents, balance_cents, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
          giftCardKey(card.code),
          card.cents,
          card.cents,
          now,
          now,
        );
      }
    });
  }

  rule(code: string): DiscountRule | null {
    if (code.length > 255) return null;
    const row = this.store.get('SELECT * FROM discount_codes WHERE code = ?', code.trim());
    return row ? toRule(row) : quoteRule(this.store, code);
  }

  /** Whether an order with this e-mail (or by this customer) already used the code. */
  usedBy(code: string, email: string | null, customerId: number | null): boolean {
    if (!email && customerId === null) return false;
    const row = this.store.get(
      `SELECT 1 AS used FROM orders
       WHERE (email = ? COLLATE NOCASE OR customer_id = ?)
         AND EXISTS (SELECT 1 FROM json_each(orders.discount_codes) WHERE value = ? COLLATE NOCASE)
       LIMIT 1`,
      email ?? '',
      customerId ?? -1,
      code,
    );
    return row !== undefined;
  }

  giftCardByCode(code: string): GiftCardRecord | null {
    const key = giftCardKey(code);
    if (key === '' || key.length > 100) return null;
    const row = this.store.get('SELECT * FROM gift_cards WHERE code = ?', key);
    return row ? toGiftCard(row) : null;
  }

  giftCardsByIds(ids: readonly number[]): GiftCardRecord[] {
    return ids.flatMap((id) => {
      const row = this.store.get('SELECT * FROM gift_cards WHERE id = ?', id);
      return row ? [toGiftCard(row)] : [];
    });
  }
}

/**
 * A devis's number as a code: it brings the cart back to the quoted unit prices while the
 * quote is valid (docs/decisions/048-devis-back-to-cart.md).
 */
function quoteRule(store: Store, code: string): DiscountRule | null {
  const quote = quoteByCode(store, code);
  if (!quote) return null;
  const quotedLines = new Map<number, {unitPriceCents: Cents; quantity: number; codeDiscountCents: Cents}>();
  for (const line of quote.lines) {
    const id = Number(/\/(\d+)$/.exec(line.variantId)?.[1] ?? NaN);
    if (Number.isSafeInteger(id)) {
      quotedLines.set(id, {unitPriceCents: Math.round(line.unitPriceTtc * 100), quantity: line.quantity, codeDiscountCents: Math.round((line.codeDiscountTtc ?? 0) * 100)});
    }
  }
  return {
    code: quote.number,
    title: `Devis ${quote.number} : prix garantis`,
    kind: 'quote',
    value: 0,
    minSubtotalCents: 0,
    oncePerCustomer: false,
    startsAt: quote.createdAt,
    endsAt: quote.validUntil,
    active: true,
    quotedLines,
  };
}

/**
 * Shopify's AppliedGiftCard.lastCharacters: the last four characters of the code, which
 * Shopify keeps as letters and digits only (spaces and dashes typed are not part of it),
 * in capitals: 'CADEAU-50-EUR' → '0EUR'.
 */
export function lastCharacters(code: string): string {
  return giftCardKey(code).slice(-4);
}
