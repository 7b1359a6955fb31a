// Orders: placed from a cart in one transaction (stock re-checked and decremented,
// order and lines written, cart completed), numbered from 1001, read back by number
// and secret key.

import crypto from 'node:crypto';
import {type Cents, htFromTtcCents} from '../money.ts';
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

export interface OrderRecord {
  id: number;
  number: number;
  key: string;
  cartId: number | null;
  email: string;
  phone: string | null;
  shippingAddress: ShippingAddress;
  deliveryHandle: string;
  deliveryTitle: string;
  paymentMethod: 'bank-transfer' | 'invoice-30-days';
  company: string | null;
  siret: string | null;
  subtotalCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
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
}

export interface OrderDetails {
  email: string;
  phone: string | null;
  shippingAddress: ShippingAddress;
  paymentMethod: OrderRecord['paymentMethod'];
  company: string | null;
  siret: string | null;
}

export interface QuoteLine {
  variantId: number;
  productType: string;
  quantity: number;
  unitPriceCents: Cents;
}

/** Delivery for the lines as they are at the moment of ordering. */
export type ShippingQuote = (lines: QuoteLine[], subtotalCents: Cents) => {handle: string; title: string; priceCents: Cents} | null;

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
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    shippingAddress: JSON.parse(String(row.shipping_address)) as ShippingAddress,
    deliveryHandle: String(row.delivery_handle),
    deliveryTitle: String(row.delivery_title),
    paymentMethod: String(row.payment_method) as OrderRecord['paymentMethod'],
    company: row.company === null ? null : String(row.company),
    siret: row.siret === null ? null : String(row.siret),
    subtotalCents: Number(row.subtotal_cents),
    shippingCents: Number(row.shipping_cents),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    currency: String(row.currency),
    financialStatus: String(row.financial_status),
    fulfillmentStatus: String(row.fulfillment_status),
    processedAt: String(row.processed_at),
    canceledAt: row.canceled_at === null ? null : String(row.canceled_at),
    attributes: JSON.parse(String(row.attributes)) as OrderRecord['attributes'],
    lines,
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
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
    }));
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

  /**
   * Places the order of a cart. Idempotent: a completed cart answers its order.
   * Nothing is written unless everything is: stock, order, lines, cart.
   */
  place(
    cart: CartRecord,
    carts: CartStore,
    catalogue: Catalogue,
    details: OrderDetails,
    quote: ShippingQuote,
    imagePath: (variantId: number) => string | null,
    extraAttributes: (order: {number: number}) => OrderRecord['attributes'],
  ): PlaceOrderResult {
    const result = this.store.transaction((): PlaceOrderResult => {
      const fresh = carts.reload(cart);
      if (fresh.completedAt && fresh.orderId !== null) {
        const existing = this.byId(fresh.orderId);
        if (existing) return {ok: true, order: existing, created: false};
      }
      const lines = carts.lines(fresh).filter((line) => catalogue.variantsById.has(line.variantId));
      if (lines.length === 0) return {ok: false, reason: 'empty'};

      // Stock is read from the database inside the transaction, not from the cache.
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

      const quoteLines: QuoteLine[] = lines.map((line) => {
        const variant = catalogue.variantsById.get(line.variantId);
        const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
        return {
          variantId: line.variantId,
          productType: product?.productType ?? '',
          quantity: line.quantity,
          unitPriceCents: prices.get(line.variantId) ?? 0,
        };
      });
      const subtotal = quoteLines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
      const delivery = quote(quoteLines, subtotal);
      if (!delivery) return {ok: false, reason: 'delivery'};
      const total = subtotal + delivery.priceCents;
      const tax = total - htFromTtcCents(total);

      for (const [variantId, quantity] of wanted) {
        const changed = this.store.run('UPDATE variants SET stock = stock - ? WHERE id = ? AND stock >= ?', quantity, variantId, quantity);
        if (changed.changes !== 1) throw new Error(`Stock concurrent modifié pour la variante ${variantId}`);
      }
      const number = Math.max(
        FIRST_ORDER_NUMBER,
        Number(this.store.get('SELECT IFNULL(MAX(number), 0) + 1 AS next FROM orders')?.next ?? FIRST_ORDER_NUMBER),
      );
      const now = isoNow();
      const attributes = [...fresh.attributes.map(({key, value}) => ({key, value})), ...extraAttributes({number})];
      const orderId = this.store.run(
        `INSERT INTO orders (number, key, cart_id, email, phone, shipping_address, delivery_handle, delivery_title,
           payment_method, company, siret, subtotal_cents, shipping_cents, tax_cents, total_cents, currency,
           financial_status, fulfillment_status, attributes, processed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', 'PENDING', 'UNFULFILLED', ?, ?)`,
        number,
        crypto.randomBytes(16).toString('hex'),
        fresh.id,
        details.email,
        details.phone,
        JSON.stringify(details.shippingAddress),
        delivery.handle,
        delivery.title,
        details.paymentMethod,
        details.company,
        details.siret,
        subtotal,
        delivery.priceCents,
        tax,
        total,
        JSON.stringify(attributes),
        now,
      ).lastInsertRowid;
      lines.forEach((line, position) => {
        const variant = catalogue.variantsById.get(line.variantId);
        const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
        this.store.run(
          `INSERT INTO order_lines (order_id, position, title, variant_title, sku, quantity, unit_price_cents, image_path,
             variant_id, product_id, product_handle) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
