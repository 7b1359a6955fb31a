// The Customer Account API's objects over the local shop's records: Customer (profile,
// address book, orders, metafields), CustomerAddress, Shop (Order: order-views.ts). Fields
// follow @shopify/hydrogen's customer-account.schema.json; the ones the local shop has
// nothing for answer as a shop without them would (null, empty lists and connections).

import {shopPolicies} from '../graphql/content.ts';
import {SHOP} from '../shared-rules.ts';
import {type PageArgs, emptyConnection, paginate} from '../graphql/connection.ts';
import type {RequestContext} from '../graphql/context.ts';
import {customerGid, orderMatches, sortOrders} from '../graphql/customer-view.ts';
import {formatAddressLines} from '../graphql/address.ts';
import type {AddressRecord, CustomerRecord} from '../store/customers.ts';
import {orderView} from './order-views.ts';
import type {MetafieldStore} from '../store/customer-metafields.ts';
import {metafieldView} from './metafields.ts';

export type ConnectionArgs = PageArgs & {reverse?: boolean | null};

export function addressGid(id: number): string {
  return `gid://shopify/CustomerAddress/${id}`;
}

/** The address id in 'gid://shopify/CustomerAddress/<id>'; null otherwise. */
export function addressIdOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/CustomerAddress\/(\d{1,12})$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

type AddressLike = Partial<Pick<AddressRecord, 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCode' | 'phone'>>;

export function addressView(id: string, address: AddressLike): Record<string, unknown> {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'CustomerAddress',
    id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    name: name || null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    zoneCode: address.province ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    territoryCode: address.countryCode ?? null,
    phoneNumber: address.phone ?? null,
    formatted: ({withName, withCompany}: {withName?: boolean | null; withCompany?: boolean | null}) =>
      formatAddressLines(address, withName ?? false, withCompany ?? true),
    formattedArea: [address.city, address.province, address.country].filter(Boolean).join(', ') || null,
  };
}

export function customerView(customer: CustomerRecord, ctx: RequestContext, metafields: MetafieldStore): Record<string, unknown> {
  const store = ctx.app.customers;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const defaultAddress = customer.defaultAddressId === null ? null : store.address(customer.id, customer.defaultAddressId);
  const self: Record<string, unknown> = {
    __typename: 'Customer',
    id: customerGid(customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: name || customer.email || customer.phone || '',
    emailAddress: {emailAddress: customer.email, marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED'},
    phoneNumber: customer.phone ? {phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED'} : null,
    createdAt: customer.createdAt,
    creationDate: customer.createdAt,
    tags: [],
    taxExemptionsDetails: [],
    lastIncompleteCheckout: null,
    defaultAddress: defaultAddress ? addressView(addressGid(defaultAddress.id), defaultAddress) : null,
    addresses: (args: ConnectionArgs & {skipDefault?: boolean | null}) => {
      let list = store.addresses(customer.id);
      if (args.skipDefault) list = list.filter((address) => address.id !== customer.defaultAddressId);
      if (args.reverse) list = list.reverse();
      return paginate(list, args, (address) => ({id: address.id}), (address) => addressView(addressGid(address.id), address));
    },
    orders: (args: ConnectionArgs & {sortKey?: string | null; query?: string | null}) => {
      const mine = ctx.app.orders.forCustomer(customer.id).filter((order) => orderMatches(order, args.query));
      const {list, value} = sortOrders(mine, args.sortKey === 'CREATED_AT' || args.sortKey === 'UPDATED_AT' ? 'PROCESSED_AT' : args.sortKey);
      if (args.reverse) list.reverse();
      return paginate(list, args, (order) => ({id: order.id, value: value(order)}), (order) => orderView(order, ctx, () => self));
    },
    metafield: ({namespace, key}: {namespace: string; key: string}) => {
      const record = metafields.get(customer.id, namespace, key);
      return record ? metafieldView(record) : null;
    },
    metafields: ({identifiers}: {identifiers: {namespace: string; key: string}[]}) =>
      identifiers.map(({namespace, key}) => {
        const record = metafields.get(customer.id, namespace, key);
        return record ? metafieldView(record) : null;
      }),
    // What the local shop does not have: store credit, B2B, drafts, subscriptions, saved cards.
    storeCreditAccounts: (args: ConnectionArgs) => emptyConnection(args),
    companyContacts: (args: ConnectionArgs) => emptyConnection(args),
    draftOrders: (args: ConnectionArgs) => emptyConnection(args),
    subscriptionContracts: (args: ConnectionArgs) => emptyConnection(args),
    creditCards: (args: ConnectionArgs) => emptyConnection(args),
    paymentInstruments: (args: ConnectionArgs) => emptyConnection(args),
    availablePaymentMethods: [],
    availableWalletPaymentConfigs: [],
    paypalBillingAgreement: null,
    creditCard: () => null,
    paymentInstrument: () => null,
    subscriptionContract: () => null,
    return: () => null,
  };
  return self;
}

export function shopView(ctx: RequestContext): Record<string, unknown> {
  const policies = Object.values(shopPolicies(ctx)).filter(Boolean);
  return {
    __typename: 'Shop',
    id: 'gid://shopify/Shop/1',
    name: SHOP.name,
    email: SHOP.email,
    myshopifyDomain: new URL(ctx.app.publicUrl).host,
    url: new URL(ctx.app.storefrontUrl).origin,
    shopPolicies: policies,
    metafield: () => null,
    metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  };
}

