// Orders through the Storefront API: node(id: "gid://shopify/Order/<number>?key=<key>")
// answers the order only when the key matches, for the storefront's confirmation page.

import {moneyV2} from '../money.ts';
import type {OrderRecord, ShippingAddress} from '../store/orders.ts';
import {type PageArgs, emptyConnection, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';

export function orderGid(order: {number: number; key: string}): string {
  return `gid://shopify/Order/${order.number}?key=${order.key}`;
}

export function orderStatusUrl(publicUrl: string, order: {number: number; key: string}): string {
  return `${publicUrl}/orders/${order.number}?key=${order.key}`;
}

/** Address lines as Shopify's MailingAddress.formatted gives them. */
export function formatAddress(address: ShippingAddress, withName: boolean, withCompany: boolean): string[] {
  const lines: string[] = [];
  const name = `${address.firstName} ${address.lastName}`.trim();
  if (withName && name) lines.push(name);
  if (withCompany && address.company) lines.push(address.company);
  lines.push(address.address1);
  if (address.address2) lines.push(address.address2);
  lines.push(`${address.zip} ${address.city}`.trim());
  lines.push(address.country);
  return lines;
}

function mailingAddress(order: OrderRecord) {
  const address = order.shippingAddress;
  return {
    __typename: 'MailingAddress',
    id: `gid://shopify/MailingAddress/${order.number}?model_name=Address&key=${order.key}`,
    firstName: address.firstName,
    lastName: address.lastName,
    name: `${address.firstName} ${address.lastName}`.trim(),
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: null,
    provinceCode: null,
    zip: address.zip,
    country: address.country,
    countryCodeV2: address.countryCode,
    countryCode: address.countryCode,
    phone: address.phone,
    latitude: null,
    longitude: null,
    formatted: ({withName, withCompany}: {withName?: boolean | null; withCompany?: boolean | null}) =>
      formatAddress(address, withName ?? false, withCompany ?? true),
    formattedArea: `${address.zip} ${address.city}, ${address.country}`,
  };
}

export function orderView(order: OrderRecord, ctx: RequestContext): Record<string, unknown> {
  const money = (cents: number) => moneyV2(cents, order.currency);
  const subtotal = money(order.subtotalCents);
  const total = money(order.totalCents);
  const shipping = money(order.shippingCents);
  const tax = money(order.taxCents);
  const zero = money(0);
  const lineItems = order.lines.map((line) => {
    const variant = line.variantId === null ? undefined : ctx.catalogue.variantsById.get(line.variantId);
    const lineTotal = money(line.unitPriceCents * line.quantity);
    return {
      title: line.title,
      quantity: line.quantity,
      currentQuantity: line.quantity,
      customAttributes: [],
      discountAllocations: [],
      originalTotalPrice: lineTotal,
      discountedTotalPrice: lineTotal,
      variant: variant ? ctx.views.variant(variant) : null,
      position: line.position,
    };
  });
  return {
    __typename: 'Order',
    id: orderGid(order),
    name: `#${order.number}`,
    orderNumber: order.number,
    processedAt: order.processedAt,
    email: order.email,
    phone: order.phone,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    currencyCode: order.currency,
    customerLocale: 'fr',
    customerUrl: null,
    edited: false,
    cancelReason: null,
    canceledAt: order.canceledAt,
    statusUrl: orderStatusUrl(ctx.app.publicUrl, order),
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: subtotal,
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    totalTax: tax,
    totalTaxV2: tax,
    currentTotalTax: tax,
    totalShippingPrice: shipping,
    totalShippingPriceV2: shipping,
    currentTotalShippingPrice: shipping,
    totalRefunded: zero,
    totalRefundedV2: zero,
    currentTotalDuties: null,
    originalTotalDuties: null,
    shippingAddress: mailingAddress(order),
    billingAddress: null,
    customAttributes: order.attributes,
    shippingDiscountAllocations: [],
    discountApplications: (args: PageArgs) => emptyConnection(args),
    successfulFulfillments: () => [],
    lineItems: (args: PageArgs & {reverse?: boolean | null}) => {
      const list = args.reverse ? [...lineItems].reverse() : lineItems;
      return paginate(list, args, (item) => ({id: item.position}), (item) => item);
    },
    metafield: () => null,
    metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  };
}
