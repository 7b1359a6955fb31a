// Carts in SQLite, with Shopify's cart rules: lines of the same variant and the same
// attributes merge, quantity 0 removes a line, a line is never raised above the
// variant's stock (what fits is added, with a warning; a sold-out line stays, with a
// MERCHANDISE_OUT_OF_STOCK warning on each line change), and a mutation with an invalid
// input changes nothing. Every mutation runs inside one transaction.

import crypto from 'node:crypto';
import type {Messages} from '../messages.ts';
import type {Catalogue, VariantRecord} from './catalogue.ts';
import type {Row, Store} from './db.ts';
import {isoNow} from './seed.ts';

export interface Attribute {
  key: string;
  value: string | null;
}

export interface DeliveryAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

export interface SelectableAddress {
  id: string;
  selected: boolean;
  oneTimeUse: boolean;
  address: DeliveryAddress;
}

export interface BuyerIdentity {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
}

export interface BuyerIdentityInput extends BuyerIdentity {
  customerAccessToken?: string | null;
}

/** The customer a valid access token designates. */
export interface TokenCustomer {
  id: number;
  email: string;
  phone: string | null;
}

export interface CartMetafield {
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export interface CartRecord {
  id: number;
  token: string;
  secret: string;
  note: string | null;
  attributes: Attribute[];
  buyerIdentity: BuyerIdentity;
  discountCodes: string[];
  /** Ids of the applied gift cards, in the order they were applied */
  giftCards: number[];
  /** Handle of the delivery option chosen with cartSelectedDeliveryOptionsUpdate */
  deliveryOption: string | null;
  /** The signed-in customer the cart belongs to (buyerIdentity.customerAccessToken) */
  customerId: number | null;
  deliveryAddresses: SelectableAddress[];
  metafields: CartMetafield[];
  /** What the hosted checkout saved between its steps */
  checkout: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  orderId: number | null;
}

export interface CartLineRecord {
  id: string;
  cartId: number;
  variantId: number;
  quantity: number;
  attributes: Attribute[];
  seq: number;
}

export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export interface CartOutcome {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
  parent?: unknown;
}

export interface LineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export const MAX_CART_LINES = 250;
export const MAX_LINE_QUANTITY = 1_000_000;
export const MAX_NOTE_LENGTH = 5000;
/**
 * Text one cart may hold (note, attributes, line attributes, metafields, addresses), in
 * bytes: far more than a shopper types, and what keeps a script from storing megabytes.
 * Past it: CART_TOO_LARGE, Shopify's code for a cart too large to save.
 */
export const MAX_CART_TEXT_BYTES = 32 * 1024;
/** Shopify keeps an abandoned cart about ten days; so do we, counted from its last change. */
export const CART_EXPIRY_DAYS = 10;
/** Carts one client may create per minute: a shopper makes one; a script, thousands. */
export const CART_CREATES_PER_MINUTE = 30;
const MAX_ATTRIBUTES = 250;
const MAX_DELIVERY_ADDRESSES = 20;

export const cartGid = (cart: {token: string; secret: string}) => `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;
export const lineGid = (line: {id: string}, cart: {token: string}) => `gid://shopify/CartLine/${line.id}?cart=${cart.token}`;
export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;

function json<T>(text: unknown, fallback: T): T {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function toCart(row: Row): CartRecord {
  return {
    id: Number(row.id),
    token: String(row.token),
    secret: String(row.secret),
    note: row.note === '' || row.note === null ? null : String(row.note),
    attributes: json(row.attributes, []),
    buyerIdentity: json(row.buyer_identity, {}),
    discountCodes: json(row.discount_codes, []),
    giftCards: json(row.gift_cards, []),
    deliveryOption: row.delivery_option === null || row.delivery_option === undefined ? null : String(row.delivery_option),
    customerId: row.customer_id === null || row.customer_id === undefined ? null : Number(row.customer_id),
    deliveryAddresses: json(row.delivery_addresses, []),
    metafields: json(row.metafields, []),
    checkout: json(row.checkout, {}),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    completedAt: row.completed_at === null ? null : String(row.completed_at),
    orderId: row.order_id === null ? null : Number(row.order_id),
  };
}

function toLine(row: Row): CartLineRecord {
  return {
    id: String(row.id),
    cartId: Number(row.cart_id),
    variantId: Number(row.variant_id),
    quantity: Number(row.quantity),
    attributes: json(row.attributes, []),
    seq: Number(row.seq),
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Attributes as a comparable key: two lines with the same variant and this key merge. */
function attributesKey(attributes: readonly Attribute[]): string {
  return JSON.stringify([...attributes].map(({key, value}) => [key, value ?? null]).sort());
}

function cleanAttributes(attributes: readonly Attribute[] | null | undefined): Attribute[] | null {
  const list = (attributes ?? []).map(({key, value}) => ({key: String(key), value: value === undefined ? null : value}));
  if (list.length > MAX_ATTRIBUTES) return null;
  if (list.some(({key, value}) => key.trim() === '' || key.length > 255 || (value !== null && value.length > 5000))) return null;
  return list;
}

export class CartStore {
  readonly store: Store;
  readonly #customerByToken: (token: string) => TokenCustomer | null;

  constructor(store: Store, customerByToken: (token: string) => TokenCustomer | null = () => null) {
    this.store = store;
    this.#customerByToken = customerByToken;
  }

  /** The cart a Cart gid designates, if its key matches and it has not expired; completed carts included. */
  findByGid(cartId: unknown): CartRecord | null {
    if (typeof cartId !== 'string' || cartId.length > 300) return null;
    const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]{1,100})\?key=([A-Za-z0-9_-]{1,100})$/.exec(cartId);
    if (!match) return null;
    return this.findByToken(match[1], match[2]);
  }

  findByToken(token: string, secret: string): CartRecord | null {
    const row = this.store.get('SELECT * FROM carts WHERE token = ?', token);
    if (!row || !safeEqual(String(row.secret), secret)) return null;
    const cart = toCart(row);
    // Expired is gone, as on Shopify, even before deleteExpired takes it away.
    return !cart.completedAt && cart.updatedAt <= expiryCutoff() ? null : cart;
  }

  /** Deletes the open carts left unchanged for CART_EXPIRY_DAYS; how many went. */
  deleteExpired(now = Date.now()): number {
    return this.store.run(
      'DELETE FROM carts WHERE completed_at IS NULL AND updated_at <= ? AND id NOT IN (SELECT cart_id FROM orders WHERE cart_id IS NOT NULL)',
      expiryCutoff(now),
    ).changes;
  }

  /**
   * Runs a change and undoes it when the cart ends up holding more than
   * MAX_CART_TEXT_BYTES of text (CART_TOO_LARGE on `field`).
   */
  withinSize(cart: CartRecord, field: string[], t: Messages, change: () => CartOutcome): CartOutcome {
    return atomically(this.store, () => {
      const outcome = change();
      if (outcome.cart && this.#textBytes(cart.id) > MAX_CART_TEXT_BYTES) throw new RollbackWith(tooLarge(field, t));
      return outcome;
    });
  }

  isTooLarge(cart: CartRecord): boolean {
    return this.#textBytes(cart.id) > MAX_CART_TEXT_BYTES;
  }

  #textBytes(cartId: number): number {
    const row = this.store.get(
      `SELECT coalesce(length(CAST(note AS BLOB)), 0) + length(CAST(attributes AS BLOB)) + length(CAST(metafields AS BLOB))
         + length(CAST(delivery_addresses AS BLOB)) + length(CAST(buyer_identity AS BLOB))
         + (SELECT coalesce(sum(length(CAST(attributes AS BLOB))), 0) FROM cart_lines WHERE cart_id = carts.id) AS n
       FROM carts WHERE id = ?`,
      cartId,
    );
    return Number(row?.n ?? 0);
  }

  reload(cart: CartRecord): CartRecord {
    return toCart(this.store.get('SELECT * FROM carts WHERE id = ?', cart.id) as Row);
  }

  lines(cart: CartRecord): CartLineRecord[] {
    return this.store.all('SELECT * FROM cart_lines WHERE cart_id = ? ORDER BY seq', cart.id).map(toLine);
  }

  /** Open (not checked out) cart or a 'cart does not exist' error, like Shopify. */
  open(cartId: unknown, t: Messages): {cart: CartRecord} | {error: CartOutcome} {
    const cart = this.findByGid(cartId);
    if (!cart || cart.completedAt) {
      return {error: {cart: null, userErrors: [{field: ['cartId'], message: t.cartNotFound(), code: 'INVALID'}], warnings: []}};
    }
    return {cart};
  }

  /**
   * Lines added earlier whose variant has sold out since (another buyer's order): a line
   * change reports each with MERCHANDISE_OUT_OF_STOCK on the line, which stays in the cart
   * (Shopify's cart warnings guide: « an item that was previously added to the cart becomes
   * out of stock during the addition of another product »). `touched`: the variants the
   * change itself reported on.
   */
  #soldOutElsewhere(cart: CartRecord, touched: ReadonlySet<number>, catalogue: Catalogue, t: Messages): CartWarning[] {
    return this.lines(cart)
      .filter((line) => !touched.has(line.variantId))
      .flatMap((line) => {
        const variant = catalogue.variantsById.get(line.variantId);
        if (!variant || variant.stock > 0) return [];
        return [{code: 'MERCHANDISE_OUT_OF_STOCK', message: t.outOfStock(productTitle(variant, catalogue)), target: lineGid(line, cart)}];
      });
  }

  #touch(cart: CartRecord, now: string): void {
    this.store.run('UPDATE carts SET updated_at = ? WHERE id = ?', now, cart.id);
  }

  create(
    input: {
      lines?: LineInput[] | null;
      note?: string | null;
      attributes?: Attribute[] | null;
      buyerIdentity?: BuyerIdentityInput | null;
      discountCodes?: string[] | null;
      giftCardIds?: number[] | null;
      delivery?: {addresses?: {address: {deliveryAddress?: DeliveryAddress | null}; selected?: boolean | null; oneTimeUse?: boolean | null}[] | null} | null;
    },
    catalogue: Catalogue,
    t: Messages,
  ): CartOutcome {
    return atomically(this.store, () => {
      const now = isoNow();
      const token = crypto.randomBytes(18).toString('base64url');
      const secret = crypto.randomBytes(16).toString('hex');
      const id = this.store.run(
        'INSERT INTO carts (token, secret, created_at, updated_at) VALUES (?, ?, ?, ?)',
        token,
        secret,
        now,
        now,
      ).lastInsertRowid;
      let cart = toCart(this.store.get('SELECT * FROM carts WHERE id = ?', id) as Row);
      const errors: CartUserError[] = [];
      const warnings: CartWarning[] = [];
      const prefix = (outcome: CartOutcome) => {
        errors.push(...outcome.userErrors.map((error) => ({...error, field: error.field ? ['input', ...error.field] : null})));
        warnings.push(...outcome.warnings);
      };
      if (input.note !== undefined && input.note !== null) prefix(this.updateNote(cart, input.note, t));
      if (input.attributes) prefix(this.updateAttributes(cart, input.attributes, t));
      if (input.buyerIdentity) prefix(this.updateBuyerIdentity(cart, input.buyerIdentity, t));
      if (input.discountCodes) prefix(this.updateDiscountCodes(cart, input.discountCodes));
      if (input.giftCardIds) prefix(this.setGiftCards(cart, input.giftCardIds));
      if (input.delivery?.addresses) {
        prefix(
          this.addDeliveryAddresses(
            cart,
            input.delivery.addresses.map((entry) => ({
              address: entry.address?.deliveryAddress ?? {},
              selected: entry.selected ?? false,
              oneTimeUse: entry.oneTimeUse ?? false,
            })),
            t,
            ['delivery', 'addresses'],
          ),
        );
      }
      if (input.lines && input.lines.length > 0) prefix(this.addLines(cart, input.lines, catalogue, t));
      if (errors.length > 0) {
        // Shopify creates no cart from an invalid input.
        throw new RollbackWith({cart: null, userErrors: errors, warnings: []});
      }
      if (this.#textBytes(cart.id) > MAX_CART_TEXT_BYTES) throw new RollbackWith(tooLarge(['input'], t));
      cart = this.reload(cart);
      return {cart, userErrors: [], warnings};
    });
  }

  addLines(cart: CartRecord, inputs: LineInput[], catalogue: Catalogue, t: Messages): CartOutcome {
    return atomically(this.store, () => {
      const errors: CartUserError[] = [];
      const prepared: {variant: VariantRecord; quantity: number; attributes: Attribute[]}[] = [];
      inputs.forEach((input, i) => {
        const variant = variantFor(input.merchandiseId, catalogue);
        if (!variant) {
          errors.push({field: ['lines', String(i), 'merchandiseId'], message: t.merchandiseNotFound(String(input.merchandiseId)), code: 'INVALID'});
          return;
        }
        const quantity = input.quantity ?? 1;
        if (!Number.isInteger(quantity) || quantity < 0) {
          errors.push({field: ['lines', String(i), 'quantity'], message: t.quantityInvalid(), code: 'INVALID'});
          return;
        }
        if (quantity > MAX_LINE_QUANTITY) {
          errors.push({field: ['lines', String(i), 'quantity'], message: t.quantityTooLarge(MAX_LINE_QUANTITY), code: 'MAXIMUM_EXCEEDED'});
          return;
        }
        const attributes = cleanAttributes(input.attributes);
        if (!attributes) {
          errors.push({field: ['lines', String(i), 'attributes'], message: t.attributeInvalid(), code: 'INVALID'});
          return;
        }
        if (quantity > 0) prepared.push({variant, quantity, attributes});
      });
      if (errors.length > 0) throw new RollbackWith({cart: null, userErrors: errors, warnings: []});

      const now = isoNow();
      const warnings: CartWarning[] = [];
      let lines = this.lines(cart);
      for (const {variant, quantity, attributes} of prepared) {
        const key = attributesKey(attributes);
        const existing = lines.find((line) => line.variantId === variant.id && attributesKey(line.attributes) === key);
        const elsewhere = lines
          .filter((line) => line.variantId === variant.id && line !== existing)
          .reduce((sum, line) => sum + line.quantity, 0);
        const available = Math.max(0, variant.stock - elsewhere);
        const current = existing?.quantity ?? 0;
        const wanted = current + quantity;
        const granted = Math.min(wanted, available);
        const title = productTitle(variant, catalogue);
        if (granted <= current) {
          // Nothing more fits: the line (if any) stays as it is.
          warnings.push(
            available === 0 && !existing
              ? {code: 'MERCHANDISE_OUT_OF_STOCK', message: t.outOfStock(title), target: variantGid(variant.id)}
              : {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: t.notEnoughStock(0, title), target: existing ? lineGid(existing, cart) : variantGid(variant.id)},
          );
          continue;
        }
        let lineId: string;
        if (existing) {
          this.store.run('UPDATE cart_lines SET quantity = ?, updated_at = ? WHERE id = ?', granted, now, existing.id);
          lineId = existing.id;
        } else {
          if (lines.length >= MAX_CART_LINES) {
            throw new RollbackWith({cart: null, userErrors: [{field: ['lines'], message: t.tooManyLines(MAX_CART_LINES), code: 'CART_TOO_LARGE'}], warnings: []});
          }
          lineId = crypto.randomUUID();
          const seq = Number(this.store.get('UPDATE carts SET line_seq = line_seq + 1 WHERE id = ? RETURNING line_seq', cart.id)?.line_seq);
          this.store.run(
            `INSERT INTO cart_lines (id, cart_id, variant_id, quantity, attributes, seq, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            lineId,
            cart.id,
            variant.id,
            granted,
            JSON.stringify(attributes),
            seq,
            now,
            now,
          );
        }
        if (granted < wanted) {
          warnings.push({code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: t.notEnoughStock(granted - current, title), target: lineGid({id: lineId}, cart)});
        }
        lines = this.lines(cart);
      }
      warnings.push(...this.#soldOutElsewhere(cart, new Set(prepared.map(({variant}) => variant.id)), catalogue, t));
      this.#touch(cart, now);
      return {cart: this.reload(cart), userErrors: [], warnings};
    });
  }

  updateLines(cart: CartRecord, inputs: LineUpdateInput[], catalogue: Catalogue, t: Messages): CartOutcome {
    return atomically(this.store, () => {
      const lines = this.lines(cart);
      const errors: CartUserError[] = [];
      const prepared: {line: CartLineRecord; quantity: number | null; variant: VariantRecord | null; attributes: Attribute[] | null}[] = [];
      inputs.forEach((input, i) => {
        const line = findLine(lines, input.id, cart);
        if (!line) {
          errors.push({field: ['lines', String(i), 'id'], message: t.lineNotFound(String(input.id)), code: 'INVALID_MERCHANDISE_LINE'});
          return;
        }
        let variant: VariantRecord | null = null;
        if (input.merchandiseId !== undefined && input.merchandiseId !== null) {
          variant = variantFor(input.merchandiseId, catalogue);
          if (!variant) {
            errors.push({field: ['lines', String(i), 'merchandiseId'], message: t.merchandiseNotFound(input.merchandiseId), code: 'INVALID'});
            return;
          }
        }
        const quantity = input.quantity ?? null;
        if (quantity !== null && (!Number.isInteger(quantity) || quantity < 0)) {
          errors.push({field: ['lines', String(i), 'quantity'], message: t.quantityInvalid(), code: 'INVALID'});
          return;
        }
        if (quantity !== null && quantity > MAX_LINE_QUANTITY) {
          errors.push({field: ['lines', String(i), 'quantity'], message: t.quantityTooLarge(MAX_LINE_QUANTITY), code: 'MAXIMUM_EXCEEDED'});
          return;
        }
        let attributes: Attribute[] | null = null;
        if (input.attributes !== undefined && input.attributes !== null) {
          attributes = cleanAttributes(input.attributes);
          if (!attributes) {
            errors.push({field: ['lines', String(i), 'attributes'], message: t.attributeInvalid(), code: 'INVALID'});
            return;
          }
        }
        prepared.push({line, quantity, variant, attributes});
      });
      if (errors.length > 0) throw new RollbackWith({cart: null, userErrors: errors, warnings: []});

      const now = isoNow();
      const warnings: CartWarning[] = [];
      for (const {line, quantity, variant, attributes} of prepared) {
        if (quantity === 0) {
          this.store.run('DELETE FROM cart_lines WHERE id = ?', line.id);
          continue;
        }
        const variantId = variant?.id ?? line.variantId;
        const record = catalogue.variantsById.get(variantId);
        const wanted = quantity ?? line.quantity;
        const elsewhere = this.lines(cart)
          .filter((other) => other.variantId === variantId && other.id !== line.id)
          .reduce((sum, other) => sum + other.quantity, 0);
        const available = record ? Math.max(0, record.stock - elsewhere) : 0;
        const title = record ? productTitle(record, catalogue) : '';
        if (available === 0) {
          // The variant cannot be bought any more: the line stays as it was, with the warning
          // whose target is the line (Shopify's changelog 2024-10: the client removes it with
          // cartLinesRemove if it wants to).
          warnings.push({code: 'MERCHANDISE_OUT_OF_STOCK', message: t.outOfStock(title), target: lineGid(line, cart)});
          continue;
        }
        const granted = Math.min(wanted, available);
        if (granted < wanted) {
          warnings.push({code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: t.notEnoughStock(granted, title), target: lineGid(line, cart)});
        }
        this.store.run(
          'UPDATE cart_lines SET quantity = ?, variant_id = ?, attributes = ?, updated_at = ? WHERE id = ?',
          granted,
          variantId,
          JSON.stringify(attributes ?? line.attributes),
          now,
          line.id,
        );
      }
      const touched = new Set(prepared.map(({line, variant}) => variant?.id ?? line.variantId));
      warnings.push(...this.#soldOutElsewhere(cart, touched, catalogue, t));
      this.#touch(cart, now);
      return {cart: this.reload(cart), userErrors: [], warnings};
    });
  }

  removeLines(cart: CartRecord, lineIds: string[], t: Messages): CartOutcome {
    return atomically(this.store, () => {
      const lines = this.lines(cart);
      const errors: CartUserError[] = [];
      const found: CartLineRecord[] = [];
      lineIds.forEach((id, i) => {
        const line = findLine(lines, id, cart);
        if (!line) errors.push({field: ['lineIds', String(i)], message: t.lineNotFound(String(id)), code: 'INVALID_MERCHANDISE_LINE'});
        else found.push(line);
      });
      if (errors.length > 0) throw new RollbackWith({cart: null, userErrors: errors, warnings: []});
      for (const line of found) this.store.run('DELETE FROM cart_lines WHERE id = ?', line.id);
      this.#touch(cart, isoNow());
      return {cart: this.reload(cart), userErrors: [], warnings: []};
    });
  }

  updateNote(cart: CartRecord, note: string, t: Messages): CartOutcome {
    if (note.length > MAX_NOTE_LENGTH) {
      return {cart: null, userErrors: [{field: ['note'], message: t.noteTooLong(MAX_NOTE_LENGTH), code: 'NOTE_TOO_LONG'}], warnings: []};
    }
    return this.#write(cart, 'note', note);
  }

  updateAttributes(cart: CartRecord, attributes: Attribute[], t: Messages): CartOutcome {
    const clean = cleanAttributes(attributes);
    if (!clean) return {cart: null, userErrors: [{field: ['attributes'], message: t.attributeInvalid(), code: 'INVALID'}], warnings: []};
    // Shopify replaces the cart's attributes with the given list.
    return this.#write(cart, 'attributes', JSON.stringify(clean));
  }

  updateBuyerIdentity(cart: CartRecord, input: BuyerIdentityInput, t: Messages): CartOutcome {
    const errors: CartUserError[] = [];
    const next: BuyerIdentity = {...this.reload(cart).buyerIdentity};
    let customer: TokenCustomer | null = null;
    if (typeof input.customerAccessToken === 'string') {
      customer = this.#customerByToken(input.customerAccessToken);
      if (!customer) {
        errors.push({field: ['buyerIdentity', 'customerAccessToken'], message: t.customerTokenInvalid(), code: 'INVALID'});
      } else {
        // The signed-in customer's e-mail and phone, unless given with the token.
        next.email = customer.email;
        next.phone = customer.phone ?? next.phone ?? null;
      }
    }
    if (input.email !== undefined) {
      const email = input.email === null ? null : String(input.email).trim();
      if (email && (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
        errors.push({field: ['buyerIdentity', 'email'], message: t.emailInvalid(), code: 'INVALID'});
      } else next.email = email || null;
    }
    if (input.phone !== undefined) {
      const phone = input.phone === null ? null : String(input.phone).trim();
      const digits = (phone ?? '').replace(/\D/g, '').length;
      if (phone && (!/^\+?[\d\s.()-]+$/.test(phone) || digits < 6 || digits > 15)) {
        errors.push({field: ['buyerIdentity', 'phone'], message: t.phoneInvalid(), code: 'INVALID'});
      } else next.phone = phone || null;
    }
    if (input.countryCode !== undefined) next.countryCode = input.countryCode ?? null;
    if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
    return atomically(this.store, () => {
      if (customer) this.store.run('UPDATE carts SET customer_id = ? WHERE id = ?', customer.id, cart.id);
      return this.#write(cart, 'buyer_identity', JSON.stringify(next));
    });
  }

  /** Replaces the codes (kept as entered, duplicates dropped); whether they apply is the pricing's business. */
  updateDiscountCodes(cart: CartRecord, codes: string[]): CartOutcome {
    const seen = new Set<string>();
    const clean: string[] = [];
    for (const code of codes.map((value) => value.trim()).filter(Boolean)) {
      if (seen.has(code.toUpperCase())) continue;
      seen.add(code.toUpperCase());
      clean.push(code.slice(0, 255));
    }
    return this.#write(cart, 'discount_codes', JSON.stringify(clean.slice(0, 250)));
  }

  setGiftCards(cart: CartRecord, ids: number[]): CartOutcome {
    return this.#write(cart, 'gift_cards', JSON.stringify([...new Set(ids)]));
  }

  setDeliveryOption(cart: CartRecord, handle: string | null): CartOutcome {
    return this.#write(cart, 'delivery_option', handle);
  }

  addDeliveryAddresses(
    cart: CartRecord,
    entries: {address: DeliveryAddress; selected: boolean; oneTimeUse: boolean}[],
    t: Messages,
    field: string[] = ['addresses'],
  ): CartOutcome {
    const current = this.reload(cart).deliveryAddresses;
    const problem = checkAddresses(entries, current.length, t, field);
    if (problem) return problem;
    let list = current;
    if (entries.some((entry) => entry.selected)) list = list.map((entry) => ({...entry, selected: false}));
    list = [
      ...list,
      ...entries.map((entry) => ({
        id: `gid://shopify/CartSelectableAddress/${crypto.randomUUID()}`,
        selected: entry.selected,
        oneTimeUse: entry.oneTimeUse,
        address: cleanAddress(entry.address),
      })),
    ];
    return this.#write(cart, 'delivery_addresses', JSON.stringify(list));
  }

  updateDeliveryAddresses(
    cart: CartRecord,
    entries: {id: string; address?: DeliveryAddress | null; selected?: boolean | null; oneTimeUse?: boolean | null}[],
    t: Messages,
  ): CartOutcome {
    let list = this.reload(cart).deliveryAddresses;
    const errors: CartUserError[] = [];
    entries.forEach((entry, i) => {
      if (!list.some((existing) => existing.id === entry.id)) {
        errors.push({field: ['addresses', String(i), 'id'], message: t.deliveryAddressNotFound(entry.id), code: 'INVALID_DELIVERY_ADDRESS_ID'});
      }
    });
    if (entries.filter((entry) => entry.selected).length > 1) {
      errors.push({field: ['addresses'], message: t.onlyOneSelectedAddress(), code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'});
    }
    const withAddress = entries.filter((entry) => entry.address).map((entry) => ({address: entry.address as DeliveryAddress, selected: false, oneTimeUse: false}));
    const problem = checkAddresses(withAddress, 0, t, ['addresses']);
    if (problem) errors.push(...problem.userErrors);
    if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
    for (const entry of entries) {
      if (entry.selected) list = list.map((existing) => ({...existing, selected: false}));
      list = list.map((existing) =>
        existing.id !== entry.id
          ? existing
          : {
              ...existing,
              address: entry.address ? cleanAddress(entry.address) : existing.address,
              selected: entry.selected ?? existing.selected,
              oneTimeUse: entry.oneTimeUse ?? existing.oneTimeUse,
            },
      );
    }
    return this.#write(cart, 'delivery_addresses', JSON.stringify(list));
  }

  removeDeliveryAddresses(cart: CartRecord, ids: string[], t: Messages): CartOutcome {
    const list = this.reload(cart).deliveryAddresses;
    const errors: CartUserError[] = [];
    ids.forEach((id, i) => {
      if (!list.some((entry) => entry.id === id)) {
        errors.push({field: ['addressIds', String(i)], message: t.deliveryAddressNotFound(id), code: 'INVALID_DELIVERY_ADDRESS_ID'});
      }
    });
    if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
    return this.#write(cart, 'delivery_addresses', JSON.stringify(list.filter((entry) => !ids.includes(entry.id))));
  }

  replaceDeliveryAddresses(
    cart: CartRecord,
    entries: {address: DeliveryAddress; selected: boolean; oneTimeUse: boolean}[],
    t: Messages,
  ): CartOutcome {
    return atomically(this.store, () => {
      this.store.run("UPDATE carts SET delivery_addresses = '[]' WHERE id = ?", cart.id);
      const outcome = this.addDeliveryAddresses(cart, entries, t);
      if (outcome.userErrors.length > 0) throw new RollbackWith(outcome);
      return outcome;
    });
  }

  setMetafield(cart: CartRecord, entry: {key: string; type: string; value: string}): CartMetafield {
    const now = isoNow();
    const list = this.reload(cart).metafields.filter((metafield) => metafield.key !== entry.key);
    const existing = cart.metafields.find((metafield) => metafield.key === entry.key);
    const metafield = {key: entry.key, type: entry.type, value: entry.value, createdAt: existing?.createdAt ?? now, updatedAt: now};
    this.#write(cart, 'metafields', JSON.stringify([...list, metafield]));
    return metafield;
  }

  /** Sets metafields on one or more carts, all or none (cartMetafieldsSet). */
  setMetafields(entries: readonly {cart: CartRecord; key: string; type: string; value: string}[]): {cart: CartRecord; metafield: CartMetafield}[] {
    return this.store.transaction(() => entries.map(({cart, key, type, value}) => ({cart, metafield: this.setMetafield(cart, {key, type, value})})));
  }

  deleteMetafield(cart: CartRecord, key: string): boolean {
    const list = this.reload(cart).metafields;
    if (!list.some((metafield) => metafield.key === key)) return false;
    this.#write(cart, 'metafields', JSON.stringify(list.filter((metafield) => metafield.key !== key)));
    return true;
  }

  saveCheckoutDraft(cart: CartRecord, draft: Record<string, string>): void {
    this.store.run('UPDATE carts SET checkout = ? WHERE id = ?', JSON.stringify(draft), cart.id);
  }

  #write(
    cart: CartRecord,
    column: 'note' | 'attributes' | 'buyer_identity' | 'discount_codes' | 'gift_cards' | 'delivery_option' | 'delivery_addresses' | 'metafields',
    value: string | null,
  ): CartOutcome {
    this.store.run(`UPDATE carts SET ${column} = ?, updated_at = ? WHERE id = ?`, value, isoNow(), cart.id);
    return {cart: this.reload(cart), userErrors: [], warnings: []};
  }
}

function expiryCutoff(now = Date.now()): string {
  return isoNow(new Date(now - CART_EXPIRY_DAYS * 24 * 3600 * 1000));
}

function tooLarge(field: string[], t: Messages): CartOutcome {
  return {cart: null, userErrors: [{field, message: t.cartTooLarge(MAX_CART_TEXT_BYTES / 1024), code: 'CART_TOO_LARGE'}], warnings: []};
}

/** Runs a cart change in a transaction; a RollbackWith undoes it and answers its outcome. */
function atomically(store: Store, fn: () => CartOutcome): CartOutcome {
  try {
    return store.transaction(fn);
  } catch (error) {
    if (error instanceof RollbackWith) return error.outcome;
    throw error;
  }
}

/** Thrown inside a transaction to roll it back and still answer with userErrors. */
export class RollbackWith extends Error {
  readonly outcome: CartOutcome;

  constructor(outcome: CartOutcome) {
    super('rollback');
    this.outcome = outcome;
  }
}

function findLine(lines: readonly CartLineRecord[], id: unknown, cart: CartRecord): CartLineRecord | null {
  if (typeof id !== 'string') return null;
  const match = /^gid:\/\/shopify\/CartLine\/([0-9a-f-]{36})(?:\?cart=([A-Za-z0-9_-]+))?$/.exec(id);
  if (!match || (match[2] !== undefined && match[2] !== cart.token)) return null;
  return lines.find((line) => line.id === match[1]) ?? null;
}

function variantFor(merchandiseId: unknown, catalogue: Catalogue): VariantRecord | null {
  if (typeof merchandiseId !== 'string') return null;
  const match = /^gid:\/\/shopify\/ProductVariant\/(\d{1,15})$/.exec(merchandiseId);
  return match ? (catalogue.variantsById.get(Number(match[1])) ?? null) : null;
}

function productTitle(variant: VariantRecord, catalogue: Catalogue): string {
  const product = catalogue.productsById.get(variant.productId);
  if (!product) return variant.title;
  return product.hasOnlyDefaultVariant ? product.title : `${product.title} (${variant.title})`;
}

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'company', 'countryCode', 'firstName', 'lastName', 'phone', 'provinceCode', 'zip'] as const;

function cleanAddress(address: DeliveryAddress): DeliveryAddress {
  const clean: DeliveryAddress = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value.trim() !== '') clean[field] = value.trim();
  }
  return clean;
}

function checkAddresses(
  entries: {address: DeliveryAddress; selected: boolean}[],
  existing: number,
  t: Messages,
  field: string[],
): CartOutcome | null {
  const errors: CartUserError[] = [];
  if (existing + entries.length > MAX_DELIVERY_ADDRESSES) {
    errors.push({field, message: t.tooManyDeliveryAddresses(MAX_DELIVERY_ADDRESSES), code: 'TOO_MANY_DELIVERY_ADDRESSES'});
  }
  if (entries.filter((entry) => entry.selected).length > 1) {
    errors.push({field, message: t.onlyOneSelectedAddress(), code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'});
  }
  entries.forEach((entry, i) => {
    const address = entry.address ?? {};
    if (!address.countryCode) {
      errors.push({field: [...field, String(i), 'address', 'deliveryAddress', 'countryCode'], message: t.deliveryAddressCountryRequired(), code: 'ADDRESS_FIELD_IS_REQUIRED'});
    }
    for (const name of ADDRESS_FIELDS) {
      const value = address[name];
      if (typeof value === 'string' && value.length > 255) {
        errors.push({field: [...field, String(i), 'address', 'deliveryAddress', name], message: t.deliveryAddressTooLong(), code: 'ADDRESS_FIELD_IS_TOO_LONG'});
      }
    }
  });
  return errors.length > 0 ? {cart: null, userErrors: errors, warnings: []} : null;
}
