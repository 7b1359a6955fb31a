// Cart query and mutations: the Storefront API shapes over store/carts.ts, priced by
// pricing/ (volume discount, codes, gift cards, delivery options).

import {moneyV2} from '../money.ts';
import {type CartLineView, type PricedLine, priceCartForApi} from '../pricing/index.ts';
import {
  type Attribute,
  type CartOutcome,
  type CartRecord,
  type CartUserError,
  type DeliveryAddress,
  cartGid,
  lineGid,
} from '../store/carts.ts';
import {checkoutPath} from '../urls.ts';
import {formatAddressLines} from './address.ts';
import type {RequestContext} from './context.ts';
import {type PageArgs, paginate} from './connection.ts';
import {addressIdOf, customerView} from './customer-view.ts';
import {deliveryGroups} from './delivery.ts';
import {
  appliedGiftCards,
  cartDiscountAllocations,
  discountCodeWarnings,
  lineDiscountAllocations,
  resolveGiftCardCodes,
} from './discount-views.ts';
import {minutesFrom} from '../shared-rules.ts';
import {ApiError} from './errors.ts';

function attributeLookup(attributes: Attribute[]) {
  return ({key}: {key: string}) => attributes.find((attribute) => attribute.key === key) ?? null;
}

export function cartView(cart: CartRecord, ctx: RequestContext): Record<string, unknown> {
  // Shopify's cart totals leave shipping out: it is added at checkout.
  const {lines, priced} = priceCartForApi(ctx.app, ctx.catalogue, cart);
  const pricedLines = new Map(priced.lines.map((line) => [line.key, line]));
  const lineView = ({line, variant}: CartLineView) => {
    const pricedLine = pricedLines.get(line.id) as PricedLine;
    const unit = moneyV2(variant.priceCents);
    const subtotal = moneyV2(pricedLine.subtotalCents);
    const total = moneyV2(pricedLine.totalCents);
    const compareAt = variant.compareAtCents === null ? null : moneyV2(variant.compareAtCents);
    return {
      __typename: 'CartLine',
      id: lineGid(line, cart),
      quantity: line.quantity,
      merchandise: ctx.views.variant(variant),
      attributes: line.attributes,
      attribute: attributeLookup(line.attributes),
      cost: {amountPerQuantity: unit, compareAtAmountPerQuantity: compareAt, subtotalAmount: subtotal, totalAmount: total},
      estimatedCost: {amount: unit, compareAtAmount: compareAt, subtotalAmount: subtotal, totalAmount: total},
      discountAllocations: lineDiscountAllocations(pricedLine),
      sellingPlanAllocation: null,
      instructions: {canRemove: true, canUpdateQuantity: true},
      parentRelationship: null,
    };
  };
  const pageLines = (args: PageArgs & {reverse?: boolean | null}) => {
    const list = args.reverse ? [...lines].reverse() : lines;
    return paginate(list, args, ({line}) => ({id: line.id, value: line.seq}), lineView);
  };
  const subtotal = moneyV2(priced.subtotalCents);
  const total = moneyV2(priced.totalCents);
  // Since 2025-01 Shopify leaves tax and duty amounts out of the cart (computed at
  // checkout): the deprecated fields answer null. The storefront computes VAT itself.
  const customer = cart.customerId === null ? null : ctx.app.customers.byId(cart.customerId);
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: `${ctx.app.publicUrl}${checkoutPath(cart)}`,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    attribute: attributeLookup(cart.attributes),
    totalQuantity: lines.reduce((sum, {line}) => sum + line.quantity, 0),
    buyerIdentity: {
      email: cart.buyerIdentity.email ?? null,
      phone: cart.buyerIdentity.phone ?? null,
      countryCode: cart.buyerIdentity.countryCode ?? null,
      customer: customer ? customerView(customer, ctx) : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    lines: pageLines,
    cost: {
      subtotalAmount: subtotal,
      totalAmount: total,
      // Shopify: before taxes and discounts; equal to the subtotal without deferred payments.
      checkoutChargeAmount: subtotal,
      totalTaxAmount: null,
      totalDutyAmount: null,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmountEstimated: false,
      totalDutyAmountEstimated: false,
    },
    estimatedCost: {subtotalAmount: subtotal, totalAmount: total, checkoutChargeAmount: subtotal, totalTaxAmount: null, totalDutyAmount: null},
    discountCodes: priced.codes.map(({code, applicable}) => ({code, applicable})),
    discountAllocations: cartDiscountAllocations(priced),
    appliedGiftCards: appliedGiftCards(priced),
    deliveryGroups: deliveryGroups(cart, priced, pageLines),
    delivery: {
      addresses: ({selected}: {selected?: boolean | null}) =>
        cart.deliveryAddresses
          .filter((entry) => !selected || entry.selected)
          .map((entry) => ({
            id: entry.id,
            selected: entry.selected,
            oneTimeUse: entry.oneTimeUse,
            address: {
              __typename: 'CartDeliveryAddress',
              ...Object.fromEntries(
                ['address1', 'address2', 'city', 'company', 'countryCode', 'firstName', 'lastName', 'phone', 'provinceCode', 'zip'].map(
                  (field) => [field, entry.address[field as keyof DeliveryAddress] ?? null],
                ),
              ),
              name: [entry.address.firstName, entry.address.lastName].filter(Boolean).join(' ') || null,
              formatted: ({withName, withCompany}: {withName?: boolean | null; withCompany?: boolean | null}) =>
                // The country as its code on a cart address, where the other addresses give its name.
                formatAddressLines({...entry.address, country: entry.address.countryCode}, withName ?? false, withCompany ?? true),
              formattedArea: [entry.address.zip, entry.address.city].filter(Boolean).join(' ') || null,
              latitude: null,
              longitude: null,
            },
          })),
    },
    metafield: ({key, namespace}: {key: string; namespace?: string | null}) => {
      const metafield = cart.metafields.find((entry) => entry.key === key && !namespace);
      return metafield ? cartMetafieldView(cart, metafield) : null;
    },
    metafields: ({identifiers}: {identifiers: {key: string; namespace?: string | null}[]}) =>
      identifiers.map(({key, namespace}) => {
        const metafield = cart.metafields.find((entry) => entry.key === key && !namespace);
        return metafield ? cartMetafieldView(cart, metafield) : null;
      }),
  };
}

function cartMetafieldView(cart: CartRecord, metafield: CartRecord['metafields'][number]) {
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${cart.token}-${metafield.key}`,
    namespace: '$app',
    key: metafield.key,
    type: metafield.type,
    value: metafield.value,
    description: null,
    createdAt: metafield.createdAt,
    updatedAt: metafield.updatedAt,
    parentResource: null,
    reference: null,
    references: () => null,
  };
}

/** The payload of a cart mutation: the cart after the change (or as it was on a user error). */
export function payload(outcome: CartOutcome, ctx: RequestContext, fallback: CartRecord | null) {
  const cart = outcome.cart ?? (outcome.userErrors.some((error) => error.field?.[0] === 'cartId') ? null : fallback);
  return {
    cart: cart ? cartView(ctx.app.carts.reload(cart), ctx) : null,
    userErrors: outcome.userErrors,
    warnings: outcome.warnings,
  };
}

type Args = Record<string, any>;

/**
 * Opens the cart a mutation names, then applies `change` to it, undone with
 * CART_TOO_LARGE on `field` when the cart would hold too much text.
 */
export function onCart(ctx: RequestContext, cartId: unknown, change: (cart: CartRecord) => CartOutcome, field: string[] = ['cartId']) {
  const opened = ctx.app.carts.open(cartId, ctx.t);
  if ('error' in opened) return payload(opened.error, ctx, null);
  return payload(ctx.app.carts.withinSize(opened.cart, field, ctx.t, () => change(opened.cart)), ctx, opened.cart);
}

export function checkArraySize(list: unknown[] | null | undefined, name: string): void {
  if (list && list.length > 250) {
    throw new ApiError(`The input array size of ${list.length} is greater than the maximum allowed of 250.`, 'MAX_INPUT_SIZE_EXCEEDED', {argumentName: name});
  }
}

/**
 * CartLineInput.parent (nested lines: warranties, add-ons): this shop offers none, so a
 * line given a parent is refused with Shopify's codes: PARENT_LINE_INVALID_REFERENCE
 * (both or neither of lineId and merchandiseId), PARENT_LINE_NOT_FOUND (no such line or
 * merchandise in the cart or the request), PARENT_LINE_OPERATION_BLOCKED otherwise.
 */
export function parentLineErrors(lines: Args[] | null | undefined, cart: CartRecord | null, ctx: RequestContext, field: string[]): CartUserError[] {
  const errors: CartUserError[] = [];
  const inCart = cart ? ctx.app.carts.lines(cart) : [];
  (lines ?? []).forEach((line, i) => {
    const parent = line.parent as {lineId?: string | null; merchandiseId?: string | null} | null | undefined;
    if (!parent) return;
    const at = [...field, String(i), 'parent'];
    const byLine = typeof parent.lineId === 'string';
    const byMerchandise = typeof parent.merchandiseId === 'string';
    if (byLine === byMerchandise) {
      errors.push({field: at, message: ctx.t.parentLineInvalidReference(), code: 'PARENT_LINE_INVALID_REFERENCE'});
      return;
    }
    const found = byLine
      ? cart !== null && inCart.some((entry) => lineGid(entry, cart) === parent.lineId)
      : (lines ?? []).some((other) => other !== line && other.merchandiseId === parent.merchandiseId) ||
        inCart.some((entry) => `gid://shopify/ProductVariant/${entry.variantId}` === parent.merchandiseId);
    errors.push(
      found
        ? {field: at, message: ctx.t.parentLineBlocked(), code: 'PARENT_LINE_OPERATION_BLOCKED'}
        : {field: at, message: ctx.t.parentLineNotFound(), code: 'PARENT_LINE_NOT_FOUND'},
    );
  });
  return errors;
}

export const cartQuery = {
  cart: ({id}: {id: string}, ctx: RequestContext) => {
    const cart = ctx.app.carts.findByGid(id);
    // A checked-out cart is gone for the API, as on Shopify.
    return cart && !cart.completedAt ? cartView(cart, ctx) : null;
  },
};

export const cartMutations = {
  cartCreate: ({input}: Args, ctx: RequestContext) => {
    const limit = ctx.app.limits.cartCreates;
    if (!limit.take(ctx.buyer)) throw new ApiError(ctx.t.cartCreateThrottled(minutesFrom(limit.retryAfterMs(ctx.buyer))), 'THROTTLED');
    const value = input ?? {};
    checkArraySize(value.lines, 'lines');
    checkArraySize(value.discountCodes, 'discountCodes');
    checkArraySize(value.giftCardCodes, 'giftCardCodes');
    const nested = parentLineErrors(value.lines, null, ctx, ['input', 'lines']);
    if (nested.length > 0) return {cart: null, userErrors: nested, warnings: []};
    const cards = resolveGiftCardCodes(value.giftCardCodes ?? [], ctx, ['input', 'giftCardCodes']);
    if (cards.errors.length > 0) return {cart: null, userErrors: cards.errors, warnings: []};
    const token = value.buyerIdentity?.customerAccessToken;
    const owner = typeof token === 'string' ? (ctx.app.customers.byToken(token)?.id ?? null) : null;
    const addresses = value.delivery?.addresses ? deliveryAddressInputs(value.delivery.addresses, owner, ctx, ['input', 'delivery', 'addresses']) : null;
    if (addresses && 'errors' in addresses) return {cart: null, userErrors: addresses.errors, warnings: []};
    const delivery = addresses ? {addresses: addresses.entries.map((entry) => ({...entry, address: {deliveryAddress: entry.address}}))} : value.delivery;
    const outcome = ctx.app.carts.create({...value, delivery, giftCardIds: cards.ids}, ctx.catalogue, ctx.t);
    const result = payload(outcome, ctx, null);
    if (outcome.cart && value.discountCodes?.length) result.warnings = [...result.warnings, ...discountCodeWarnings(outcome.cart, ctx)];
    return result;
  },
  cartLinesAdd: ({cartId, lines}: Args, ctx: RequestContext) => {
    checkArraySize(lines, 'lines');
    return onCart(ctx, cartId, (cart) => {
      const nested = parentLineErrors(lines, cart, ctx, ['lines']);
      if (nested.length > 0) return {cart: null, userErrors: nested, warnings: []};
      return ctx.app.carts.addLines(cart, lines, ctx.catalogue, ctx.t);
    }, ['lines']);
  },
  cartLinesUpdate: ({cartId, lines}: Args, ctx: RequestContext) => {
    checkArraySize(lines, 'lines');
    return onCart(ctx, cartId, (cart) => ctx.app.carts.updateLines(cart, lines, ctx.catalogue, ctx.t), ['lines']);
  },
  cartLinesRemove: ({cartId, lineIds}: Args, ctx: RequestContext) => {
    checkArraySize(lineIds, 'lineIds');
    return onCart(ctx, cartId, (cart) => ctx.app.carts.removeLines(cart, lineIds, ctx.t));
  },
  cartNoteUpdate: ({cartId, note}: Args, ctx: RequestContext) =>
    onCart(ctx, cartId, (cart) => ctx.app.carts.updateNote(cart, note ?? '', ctx.t), ['note']),
  cartAttributesUpdate: ({cartId, attributes}: Args, ctx: RequestContext) => {
    checkArraySize(attributes, 'attributes');
    return onCart(ctx, cartId, (cart) => ctx.app.carts.updateAttributes(cart, attributes, ctx.t), ['attributes']);
  },
  cartBuyerIdentityUpdate: ({cartId, buyerIdentity}: Args, ctx: RequestContext) =>
    onCart(ctx, cartId, (cart) => ctx.app.carts.updateBuyerIdentity(cart, buyerIdentity ?? {}, ctx.t), ['buyerIdentity']),
  cartDeliveryAddressesAdd: ({cartId, addresses}: Args, ctx: RequestContext) => {
    checkArraySize(addresses, 'addresses');
    return onCart(ctx, cartId, (cart) => {
      const inputs = deliveryAddressInputs(addresses, cart.customerId, ctx, ['addresses']);
      return 'errors' in inputs ? {cart: null, userErrors: inputs.errors, warnings: []} : ctx.app.carts.addDeliveryAddresses(cart, inputs.entries, ctx.t);
    }, ['addresses']);
  },
  cartDeliveryAddressesUpdate: ({cartId, addresses}: Args, ctx: RequestContext) => {
    checkArraySize(addresses, 'addresses');
    return onCart(ctx, cartId, (cart) => {
      const withAddress = (addresses as Args[]).filter((entry) => entry.address);
      const inputs = deliveryAddressInputs(withAddress, cart.customerId, ctx, ['addresses']);
      if ('errors' in inputs) return {cart: null, userErrors: inputs.errors, warnings: []};
      const resolved = new Map(withAddress.map((entry, i) => [entry, inputs.entries[i].address]));
      return ctx.app.carts.updateDeliveryAddresses(
        cart,
        (addresses as Args[]).map((entry) => ({
          id: entry.id,
          address: resolved.get(entry) ?? null,
          selected: entry.selected,
          oneTimeUse: entry.oneTimeUse,
        })),
        ctx.t,
      );
    }, ['addresses']);
  },
  cartDeliveryAddressesRemove: ({cartId, addressIds}: Args, ctx: RequestContext) => {
    checkArraySize(addressIds, 'addressIds');
    return onCart(ctx, cartId, (cart) => ctx.app.carts.removeDeliveryAddresses(cart, addressIds, ctx.t));
  },
  cartDeliveryAddressesReplace: ({cartId, addresses}: Args, ctx: RequestContext) => {
    checkArraySize(addresses, 'addresses');
    return onCart(ctx, cartId, (cart) => {
      const inputs = deliveryAddressInputs(addresses, cart.customerId, ctx, ['addresses']);
      return 'errors' in inputs ? {cart: null, userErrors: inputs.errors, warnings: []} : ctx.app.carts.replaceDeliveryAddresses(cart, inputs.entries, ctx.t);
    }, ['addresses']);
  },
  cartMetafieldsSet: ({metafields}: Args, ctx: RequestContext) => {
    checkArraySize(metafields, 'metafields');
    const userErrors: Record<string, unknown>[] = [];
    const valid: {cart: CartRecord; key: string; type: string; value: string}[] = [];
    (metafields as Args[]).forEach((entry, i) => {
      const cart = ctx.app.carts.findByGid(entry.ownerId);
      if (!cart || cart.completedAt) {
        userErrors.push({code: 'INVALID_OWNER', elementIndex: i, field: ['metafields', String(i), 'ownerId'], message: ctx.t.metafieldOwnerInvalid()});
      } else if (!/^[A-Za-z0-9_.-]{1,64}$/.test(entry.key)) {
        userErrors.push({code: 'INVALID_VALUE', elementIndex: i, field: ['metafields', String(i), 'key'], message: ctx.t.metafieldKeyInvalid()});
      } else if (String(entry.value).length > 10_000) {
        userErrors.push({code: 'TOO_LONG', elementIndex: i, field: ['metafields', String(i), 'value'], message: ctx.t.metafieldTooLong()});
      } else {
        valid.push({cart, key: entry.key, type: entry.type, value: String(entry.value)});
      }
    });
    if (userErrors.length > 0) return {metafields: null, userErrors};
    // All or nothing, and no cart past its size: TOO_LONG on the first entry whose cart crosses it.
    let crossing = -1;
    try {
      const saved = ctx.app.store.transaction(() => {
        const written = ctx.app.carts.setMetafields(valid);
        crossing = valid.findIndex(({cart}) => ctx.app.carts.isTooLarge(cart));
        if (crossing !== -1) throw new Error('cart too large');
        return written;
      });
      return {metafields: saved.map(({cart, metafield}) => cartMetafieldView(cart, metafield)), userErrors};
    } catch (error) {
      if (crossing === -1) throw error;
      return {metafields: null, userErrors: [{code: 'TOO_LONG', elementIndex: crossing, field: ['metafields', String(crossing), 'value'], message: ctx.t.metafieldTooLong()}]};
    }
  },
  cartMetafieldDelete: ({input}: Args, ctx: RequestContext) => {
    const cart = ctx.app.carts.findByGid(input?.ownerId);
    if (!cart || cart.completedAt) {
      return {deletedId: null, userErrors: [{code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: ctx.t.metafieldOwnerInvalid()}]};
    }
    if (!ctx.app.carts.deleteMetafield(cart, String(input.key))) {
      return {deletedId: null, userErrors: [{code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: ctx.t.metafieldNotFound()}]};
    }
    return {deletedId: `gid://shopify/Metafield/${cart.token}-${input.key}`, userErrors: []};
  },
};

/**
 * CartSelectableAddressInput → the address to store: `deliveryAddress` as given, or a
 * copy of the cart's customer's address (`copyFromCustomerAddressId`, Shopify's
 * MISSING_CUSTOMER_ACCESS_TOKEN without a customer on the cart, INVALID_DELIVERY_ADDRESS_ID
 * for an address that is not theirs); exactly one of the two.
 */
function deliveryAddressInputs(
  addresses: Args[],
  customerId: number | null,
  ctx: RequestContext,
  field: string[],
): {entries: {address: DeliveryAddress; selected: boolean; oneTimeUse: boolean}[]} | {errors: CartUserError[]} {
  const errors: CartUserError[] = [];
  const entries = addresses.map((entry, i) => {
    const at = [...field, String(i), 'address'];
    const given = entry.address?.deliveryAddress;
    const copyFrom = entry.address?.copyFromCustomerAddressId;
    let address: DeliveryAddress = given ?? {};
    if (given && copyFrom) errors.push({field: at, message: ctx.t.deliveryAddressOneKind(), code: 'INVALID'});
    else if (copyFrom) {
      const saved = customerId === null ? null : ctx.app.customers.address(customerId, addressIdOf(copyFrom) ?? -1);
      if (customerId === null) errors.push({field: [...at, 'copyFromCustomerAddressId'], message: ctx.t.deliveryAddressNeedsCustomer(), code: 'MISSING_CUSTOMER_ACCESS_TOKEN'});
      else if (!saved) errors.push({field: [...at, 'copyFromCustomerAddressId'], message: ctx.t.customerAddressNotFound(String(copyFrom)), code: 'INVALID_DELIVERY_ADDRESS_ID'});
      else {
        const {firstName, lastName, company, address1, address2, city, zip, phone, countryCode} = saved;
        address = {firstName, lastName, company, address1, address2, city, zip, phone, countryCode};
      }
    }
    return {address, selected: entry.selected ?? false, oneTimeUse: entry.oneTimeUse ?? false};
  });
  return errors.length > 0 ? {errors} : {entries};
}
