// Orders: placed from a cart in one transaction (stock re-checked and decremented, the
// price checked against what the buyer confirmed, the payment taken, gift cards debited,
// order and lines written with their discounts, cart completed), numbered from 1001,
// read back by number and secret key, or by their customer.

import crypto from 'node:crypto';
import {safeEqual} from '../crypto.ts';
import type {Cents} from '../money.ts';
import type {Catalogue} from './catalogue.ts';
import type {CartRecord, CartStore} from './carts.ts';
import type {Row, Store} from './db.ts';
import {isoNow} from './seed.ts';

export const FIRST_ORDER_NUMBER = 1001;

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  zip: string;
  city: string;
  countryCode: string;
  country: string;
  phone: string | null;
}

/** A discount applied to an order; lines and shipping refer to it by index. */
export interface DiscountApplicationRecord {
  type: 'automatic' | 'code';
  /** The code for a code discount, the title for an automatic one */
  code: string | null;
  title: string;
  targetType: 'LINE_ITEM' | 'SHIPPING_LINE';
  allocationMethod: 'ACROSS' | 'EACH';
  targetSelection: 'ALL' | 'ENTITLED';
  value: {percentage: number} | {amountCents: number};
}

export interface AllocationRecord {
  application: number;
  amountCents: Cents;
}

export interface OrderGiftCard {
  id: number;
  lastCharacters: string;
  amountCents: Cents;
}

export type PaymentMethod = 'card' | 'bank-transfer' | 'invoice-30-days';

/** What is kept of the card that paid: brand and last four digits, never the number. */
export interface OrderCard {
  brand: string;
  last4: string;
}

export interface OrderRecord {
  id: number;
  number: number;
  key: string;
  cartId: number | null;
  customerId: number | null;
  email: string;
  phone: string | null;
  shippingAddress: ShippingAddress;
  deliveryHandle: string;
  deliveryTitle: string;
  /** The delivery promise shown with the option chosen (« 24 à 48 h ») */
  deliveryDescription: string;
  paymentMethod: PaymentMethod;
  card: OrderCard | null;
  company: string | null;
  siret: string | null;
  vatNumber: string | null;
  /** The merchandise after every discount */
  subtotalCents: Cents;
  /** Shipping charged, after a free-shipping code */
  shippingCents: Cents;
  shippingDiscountCents: Cents;
  /** Code discounts on the merchandise (the volume discount is on the lines) */
  discountCents: Cents;
  taxCents: Cents;
  /** Merchandise + shipping, VAT included; gift cards pay part of it */
  totalCents: Cents;
  giftCardCents: Cents;
  giftCards: OrderGiftCard[];
  discountCodes: string[];
  discountApplications: DiscountApplicationRecord[];
  currency: string;
  financialStatus: string;
  fulfillmentStatus: string;
  processedAt: string;
  canceledAt: string | null;
  attributes: {key: string; value: string | null}[];
  lines: OrderLineRecord[];
}

export interface OrderLineRecord {
  position: number;
  title: string;
  variantTitle: string;
  sku: string | null;
  quantity: number;
  unitPriceCents: Cents;
  imagePath: string | null;
  variantId: number | null;
  productId: number | null;
  productHandle: string | null;
  discountAllocations: AllocationRecord[];
}

/** An order as the merchant's list shows it. */
export interface OrderSummary {
  number: number;
  key: string;
  processedAt: string;
  email: string;
  totalCents: Cents;
  financialStatus: string;
  fulfillmentStatus: string;
  canceled: boolean;
}

export interface OrderDetails {
  email: string;
  phone: string | null;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  /** The card that pays what the gift cards leave, for a card payment */
  card: OrderCard | null;
  company: string | null;
  siret: string | null;
  vatNumber: string | null;
  /** The signed-in customer of the cart, else the customer with this e-mail, if any */
  customerId: number | null;
}

/** What the order costs, computed inside the order transaction from the prices of that moment. */
export interface OrderPricing {
  delivery: {handle: string; title: string; description: string};
  applications: DiscountApplicationRecord[];
  /** By cart line id */
  lineAllocations: ReadonlyMap<string, AllocationRecord[]>;
  subtotalCents: Cents;
  shippingCents: Cents;
  shippingDiscountCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  giftCards: OrderGiftCard[];
  discountCodes: string[];
}

/**
 * Prices the order from the unit prices read in the transaction; null when the delivery
 * is no longer offered. It may throw to refuse the order (the price changed since the
 * buyer confirmed it): nothing is written.
 */
export type OrderPricer = (prices: ReadonlyMap<number, Cents>) => OrderPricing | null;

/** What placing an order needs besides the cart. */
export interface PlaceOrderRequest {
  details: OrderDetails;
  price: OrderPricer;
  /**
   * Takes the payment of what the gift cards leave (`dueCents`, maybe 0), inside the
   * transaction, once the price is known and before anything is written; throws to
   * refuse the order (card declined): nothing is written.
   */
  pay(dueCents: Cents): void;
  imagePath(variantId: number): string | null;
  /** The order's custom attributes: what its confirmation lists about delivery and payment */
  attributes(order: {number: number; pricing: OrderPricing}): OrderRecord['attributes'];
}

/** PAID once nothing is left to pay or a card paid it; otherwise what gift cards paid decides. */
export function financialStatus(method: PaymentMethod, totalCents: Cents, giftCardCents: Cents): string {
  if (giftCardCents >= totalCents || method === 'card') return 'PAID';
  return giftCardCents > 0 ? 'PARTIALLY_PAID' : 'PENDING';
}

export type PlaceOrderResult =
  | {ok: true; order: OrderRecord; created: boolean}
  | {ok: false; reason: 'empty' | 'delivery'}
  | {ok: false; reason: 'stock'; shortages: {title: string; wanted: number; available: number}[]};

function toOrder(row: Row, lines: OrderLineRecord[]): OrderRecord {
  return {
    id: Number(row.id),
    number: Number(row.number),
    key: String(row.key),
    cartId: row.cart_id === null ? null : Number(row.cart_id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    shippingAddress: JSON.parse(String(row.shipping_address)) as ShippingAddress,
    deliveryHandle: String(row.delivery_handle),
    deliveryTitle: String(row.delivery_title),
    deliveryDescription: String(row.delivery_description ?? ''),
    paymentMethod: String(row.payment_method) as PaymentMethod,
    card: row.card_brand === null || row.card_brand === undefined ? null : {brand: String(row.card_brand), last4: String(row.card_last4)},
    company: row.company === null ? null : String(row.company),
    siret: row.siret === null ? null : String(row.siret),
    vatNumber: row.vat_number === null || row.vat_number === undefined ? null : String(row.vat_number),
    subtotalCents: Number(row.subtotal_cents),
    shippingCents: Number(row.shipping_cents),
    shippingDiscountCents: Number(row.shipping_discount_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    giftCardCents: Number(row.gift_card_cents),
    giftCards: JSON.parse(String(row.gift_cards)) as OrderGiftCard[],
    discountCodes: JSON.parse(String(row.discount_codes)) as string[],
    discountApplications: JSON.parse(String(row.discount_applications)) as DiscountApplicationRecord[],
    currency: String(row.currency),
    financialStatus: String(row.financial_status),
    fulfillmentStatus: String(row.fulfillment_status),
    processedAt: String(row.processed_at),
    canceledAt: row.canceled_at === null ? null : String(row.canceled_at),
    attributes: JSON.parse(String(row.attributes)) as OrderRecord['attributes'],
    lines,
  };
}

export class OrderStore {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  #lines(orderId: number): OrderLineRecord[] {
    return this.store.all('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position', orderId).map((row) => ({
      position: Number(row.position),
      title: String(row.title),
      variantTitle: String(row.variant_title),
      sku: row.sku === null ? null : String(row.sku),
      quantity: Number(row.quantity),
      unitPriceCents: Number(row.unit_price_cents),
      imagePath: row.image_path === null ? null : String(row.image_path),
      variantId: row.variant_id === null ? null : Number(row.variant_id),
      productId: row.product_id === null ? null : Number(row.product_id),
      productHandle: row.product_handle === null ? null : String(row.product_handle),
      discountAllocations: JSON.parse(String(row.discount_allocations)) as AllocationRecord[],
    }));
  }

  /** A customer's orders, oldest first. */
  forCustomer(customerId: number): OrderRecord[] {
    return this.store
      .all('SELECT * FROM orders WHERE customer_id = ? ORDER BY id', customerId)
      .map((row) => toOrder(row, this.#lines(Number(row.id))));
  }

  byId(id: number): OrderRecord | null {
    const row = this.store.get('SELECT * FROM orders WHERE id = ?', id);
    return row ? toOrder(row, this.#lines(Number(row.id))) : null;
  }

  /** The order with this number, only when the secret key matches. */
  byNumberAndKey(number: number, key: string): OrderRecord | null {
    if (!Number.isSafeInteger(number)) return null;
    const row = this.store.get('SELECT * FROM orders WHERE number = ?', number);
    if (!row || !safeEqual(String(row.key), key)) return null;
    return toOrder(row, this.#lines(Number(row.id)));
  }

  count(): number {
    return Number(this.store.get('SELECT COUNT(*) AS n FROM orders')?.n ?? 0);
  }

  /** The latest orders, newest first, as the merchant's list shows them. */
  recent(limit: number): OrderSummary[] {
    return this.store
      .all(
        'SELECT number, key, processed_at, email, total_cents, financial_status, fulfillment_status, canceled_at FROM orders ORDER BY number DESC LIMIT ?',
        limit,
      )
      .map((row) => ({
        number: Number(row.number),
        key: String(row.key),
        processedAt: String(row.processed_at),
        email: String(row.email),
        totalCents: Number(row.total_cents),
        financialStatus: String(row.financial_status),
        fulfillmentStatus: String(row.fulfillment_status),
        canceled: row.canceled_at !== null,
      }));
  }

  /**
   * Places the order of a cart. Idempotent: a completed cart answers its order.
   * Nothing is written unless everything is: stock, order, lines, cart.
   */
  place(cart: CartRecord, carts: CartStore, catalogue: Catalogue, request: PlaceOrderRequest): PlaceOrderResult {
    const {details, price, imagePath} = request;
    const result = this.store.transaction((): PlaceOrderResult => {
      const fresh = carts.reload(cart);
      if (fresh.completedAt && fresh.orderId !== null) {
        const existing = this.byId(fresh.orderId);
        if (existing) return {ok: true, order: existing, created: false};
      }
      const lines = carts.lines(fresh).filter((line) => catalogue.variantsById.has(line.variantId));
      if (lines.length === 0) return {ok: false, reason: 'empty'};

      // Stock and prices are read from the database inside the transaction, not from the cache.
      const wanted = new Map<number, number>();
      for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
      const shortages: {title: string; wanted: number; available: number}[] = [];
      const prices = new Map<number, Cents>();
      for (const [variantId, quantity] of wanted) {
        const row = this.store.get('SELECT stock, price_cents, published FROM variants WHERE id = ?', variantId);
        const available = row && Number(row.published) === 1 ? Number(row.stock) : 0;
        prices.set(variantId, row ? Number(row.price_cents) : 0);
        if (available < quantity) {
          const variant = catalogue.variantsById.get(variantId);
          const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
          const title = product ? (product.hasOnlyDefaultVariant ? product.title : `${product.title} (${variant?.title})`) : `#${variantId}`;
          shortages.push({title, wanted: quantity, available});
        }
      }
      if (shortages.length > 0) return {ok: false, reason: 'stock', shortages};

      const pricing = price(prices);
      if (!pricing) return {ok: false, reason: 'delivery'};
      const giftCardCents = pricing.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
      request.pay(pricing.totalCents - giftCardCents);

      for (const [variantId, quantity] of wanted) {
        const changed = this.store.run('UPDATE variants SET stock = stock - ? WHERE id = ? AND stock >= ?', quantity, variantId, quantity);
        if (changed.changes !== 1) throw new Error(`Stock concurrent modifié pour la variante ${variantId}`);
      }
      for (const card of pricing.giftCards) {
        const debited = this.store.run(
          'UPDATE gift_cards SET balance_cents = balance_cents - ?, updated_at = ? WHERE id = ? AND balance_cents >= ?',
          card.amountCents,
          isoNow(),
          card.id,
          card.amountCents,
        );
        if (debited.changes !== 1) throw new Error(`Solde de la carte cadeau ${card.id} modifié pendant la commande`);
      }
      const number = Math.max(
        FIRST_ORDER_NUMBER,
        Number(this.store.get('SELECT IFNULL(MAX(number), 0) + 1 AS next FROM orders')?.next ?? FIRST_ORDER_NUMBER),
      );
      const now = isoNow();
      const attributes = [...fresh.attributes.map(({key, value}) => ({key, value})), ...request.attributes({number, pricing})];
      const orderId = this.store.run(
        `INSERT INTO orders (number, key, cart_id, customer_id, email, phone, shipping_address, delivery_handle, delivery_title,
           payment_method, company, siret, subtotal_cents, shipping_cents, shipping_discount_cents, discount_cents, tax_cents,
           total_cents, gift_card_cents, gift_cards, discount_codes, discount_applications, currency,
           financial_status, fulfillment_status, attributes, processed_at, delivery_description, card_brand, card_last4, vat_number)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', ?, 'UNFULFILLED', ?, ?, ?, ?, ?, ?)`,
        number,
        crypto.randomBytes(16).toString('hex'),
        fresh.id,
        details.customerId,
        details.email,
        details.phone,
        JSON.stringify(details.shippingAddress),
        pricing.delivery.handle,
        pricing.delivery.title,
        details.paymentMethod,
        details.company,
        details.siret,
        pricing.subtotalCents,
        pricing.shippingCents,
        pricing.shippingDiscountCents,
        pricing.discountCents,
        pricing.taxCents,
        pricing.totalCents,
        giftCardCents,
        JSON.stringify(pricing.giftCards),
        JSON.stringify(pricing.discountCodes),
        JSON.stringify(pricing.applications),
        financialStatus(details.paymentMethod, pricing.totalCents, giftCardCents),
        JSON.stringify(attributes),
        now,
        pricing.delivery.description,
        details.card?.brand ?? null,
        details.card?.last4 ?? null,
        details.vatNumber,
      ).lastInsertRowid;
      lines.forEach((line, position) => {
        const variant = catalogue.variantsById.get(line.variantId);
        const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
        this.store.run(
          `INSERT INTO order_lines (order_id, position, title, variant_title, sku, quantity, unit_price_cents, image_path,
             variant_id, product_id, product_handle, discount_allocations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          orderId,
          position,
          product?.title ?? '',
          variant?.title ?? '',
          variant?.sku ?? null,
          line.quantity,
          prices.get(line.variantId) ?? 0,
          imagePath(line.variantId),
          line.variantId,
          product?.id ?? null,
          product?.handle ?? null,
          JSON.stringify(pricing.lineAllocations.get(line.id) ?? []),
        );
        if (product) this.store.run('UPDATE products SET sold = sold + ? WHERE id = ?', line.quantity, product.id);
      });
      this.store.run('UPDATE carts SET completed_at = ?, order_id = ?, updated_at = ? WHERE id = ?', now, orderId, now, fresh.id);
      return {ok: true, order: this.byId(orderId) as OrderRecord, created: true};
    });
    if (result.ok && result.created) this.store.catalogueVersion++;
    return result;
  }
}
