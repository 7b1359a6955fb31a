// The Customer object: profile, address book and orders (Customer.orders with
// Shopify's sort keys, reverse and paging; the same Order objects as node(Order)).

import type {AddressRecord, CustomerRecord} from '../store/customers.ts';
import type {OrderRecord} from '../store/orders.ts';
import {metafieldView} from '../customer-account/metafields.ts';
import {MetafieldStore} from '../store/customer-metafields.ts';
import {mailingAddressView} from './address.ts';
import {type PageArgs, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';
import {orderView} from './orders.ts';
import {compareDates, evaluate, parseSearchQuery, textMatches, valueMatches, words} from './search-query.ts';

export function customerGid(id: number): string {
  return `gid://shopify/Customer/${id}`;
}

export function addressGid(id: number): string {
  return `gid://shopify/MailingAddress/${id}?model_name=CustomerAddress`;
}

/** The address id in 'gid://shopify/MailingAddress/<id>[?...]'; null otherwise. */
export function addressIdOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/MailingAddress\/(\d{1,12})(?:\?[^#\s]*)?$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

export function customerAddressView(address: AddressRecord): Record<string, unknown> {
  return mailingAddressView(addressGid(address.id), address);
}

export function orderMatches(order: OrderRecord, query: string | null | undefined): boolean {
  return evaluate(parseSearchQuery(query), (term) => {
    switch (term.field) {
      case null:
        return textMatches(words(`#${order.number} ${order.number} ${order.lines.map((line) => line.title).join(' ')}`), term);
      case 'name':
      case 'order_number':
        return valueMatches(String(order.number), {...term, value: term.value.replace(/^#/, '')});
      case 'financial_status':
        return valueMatches(order.financialStatus, term);
      case 'fulfillment_status':
        return valueMatches(order.fulfillmentStatus, term);
      case 'processed_at':
      case 'created_at':
        return compareDates(order.processedAt, term);
      case 'email':
        return valueMatches(order.email, term);
      default:
        return false;
    }
  });
}

export function sortOrders(orders: OrderRecord[], sortKey: string | null | undefined): {list: OrderRecord[]; value: (order: OrderRecord) => unknown} {
  switch (sortKey) {
    case 'PROCESSED_AT':
      return {list: [...orders].sort((a, b) => Date.parse(a.processedAt) - Date.parse(b.processedAt) || a.id - b.id), value: (order) => order.processedAt};
    case 'TOTAL_PRICE':
      return {list: [...orders].sort((a, b) => a.totalCents - b.totalCents || a.id - b.id), value: (order) => order.totalCents / 100};
    default:
      return {list: [...orders].sort((a, b) => a.id - b.id), value: (order) => String(order.id)};
  }
}

function storefrontMetafield(customerId: number, namespace: string, key: string, ctx: RequestContext): Record<string, unknown> | null {
  const record = new MetafieldStore(ctx.app.store).get(customerId, namespace, key);
  return record ? {...metafieldView(record), parentResource: null, reference: null, references: null} : null;
}

export function customerView(customer: CustomerRecord, ctx: RequestContext): Record<string, unknown> {
  const store = ctx.app.customers;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const defaultAddress = customer.defaultAddressId === null ? null : store.address(customer.id, customer.defaultAddressId);
  const orders = () => ctx.app.orders.forCustomer(customer.id);
  return {
    __typename: 'Customer',
    id: customerGid(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: name || customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    avatarUrl: null,
    socialLoginProvider: null,
    tags: [],
    defaultAddress: defaultAddress ? customerAddressView(defaultAddress) : null,
    addresses: (args: PageArgs & {reverse?: boolean | null}) => {
      let list = store.addresses(customer.id);
      if (args.reverse) list = list.reverse();
      return paginate(list, args, (address) => ({id: address.id}), customerAddressView);
    },
    numberOfOrders: String(orders().length),
    orders: (args: PageArgs & {reverse?: boolean | null; sortKey?: string | null; query?: string | null}) => {
      const {list, value} = sortOrders(
        orders().filter((order) => orderMatches(order, args.query)),
        args.sortKey,
      );
      if (args.reverse) list.reverse();
      return {
        ...paginate(list, args, (order) => ({id: order.id, value: value(order)}), (order) => orderView(order, ctx)),
        totalCount: String(list.length),
      };
    },
    // The same customer metafields the Customer Account API writes (a company's details,
    // decision 060): the Storefront API reads them, and writes none.
    metafield: ({namespace, key}: {namespace: string; key: string}) => storefrontMetafield(customer.id, namespace, key, ctx),
    metafields: ({identifiers}: {identifiers: {namespace: string; key: string}[]}) =>
      identifiers.map(({namespace, key}) => storefrontMetafield(customer.id, namespace, key, ctx)),
  };
}
