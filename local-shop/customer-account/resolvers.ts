// Root fields of the Customer Account API that the local shop answers, for the customer
// whose access token came with the request: customer, order, shop; customerUpdate, the
// address book, e-mail marketing, metafieldsSet and metafieldsDelete. Codes and fields of
// the userErrors are the schema's; the messages are French (see messages.ts).

import type {AppState} from '../graphql/context.ts';
import type {RequestContext} from '../graphql/context.ts';
import {InputErrors} from '../graphql/customer-input.ts';
import {ApiError} from '../graphql/errors.ts';
import type {CustomerRecord} from '../store/customers.ts';
import {AddressInput, sameAddress} from './address-input.ts';
import type {CustomerAccountState} from './index.ts';
import {accountMessages} from './messages.ts';
import {setMetafields, deleteMetafields} from './metafield-mutations.ts';
import {orderNumberOf, orderView} from './order-views.ts';
import {addressGid, addressIdOf, addressView, customerView, shopView} from './views.ts';

type Args = Record<string, any>;

const MAX_ADDRESSES = 100;

/** The app as the GraphQL endpoint hands it to resolvers: with the signed-in customer. */
export interface AccountRequestApp extends AppState {
  viewer: {customerId: number; state: CustomerAccountState};
}

export interface Viewer {
  customer: CustomerRecord;
  state: CustomerAccountState;
  m: ReturnType<typeof accountMessages>;
}

export function viewerOf(ctx: RequestContext): Viewer {
  const {customerId, state} = (ctx.app as AccountRequestApp).viewer;
  const customer = ctx.app.customers.byId(customerId);
  // The account was deleted while its token lived.
  if (!customer) throw new ApiError('Customer not found', 'UNAUTHORIZED');
  return {customer, state, m: accountMessages(ctx.language === 'FR')};
}

function me(ctx: RequestContext): Record<string, unknown> {
  const {customer, state} = viewerOf(ctx);
  return customerView(customer, ctx, state.metafields);
}

export const accountQueries = {
  customer: (_args: Args, ctx: RequestContext) => me(ctx),
  order: ({id}: Args, ctx: RequestContext) => {
    const {customer} = viewerOf(ctx);
    const number = orderNumberOf(id);
    const order = number === null ? undefined : ctx.app.orders.forCustomer(customer.id).find((candidate) => candidate.number === number);
    return order ? orderView(order, ctx, () => me(ctx)) : null;
  },
  shop: (_args: Args, ctx: RequestContext) => shopView(ctx),
};

function addressPayload(ctx: RequestContext, customer: CustomerRecord, addressId: number) {
  const address = ctx.app.customers.address(customer.id, addressId);
  return {customerAddress: address ? addressView(addressGid(address.id), address) : null, userErrors: []};
}

export const accountMutations = {
  customerUpdate: ({input}: Args, ctx: RequestContext) => {
    const {customer, state, m} = viewerOf(ctx);
    // A name given as null or blank is cleared.
    const given = (['firstName', 'lastName'] as const).filter((field) => input?.[field] !== undefined);
    if (given.length === 0) return {customer: null, userErrors: [{code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: m.customerInputEmpty()}]};
    const errors = new InputErrors(ctx.t, ['input']);
    const changes: {firstName?: string | null; lastName?: string | null} = {};
    for (const field of given) {
      const name = errors.name(field, input[field]);
      if (name !== undefined) changes[field] = name;
    }
    if (!errors.empty) return {customer: null, userErrors: errors.list};
    const updated = ctx.app.customers.update(customer.id, changes);
    return {customer: customerView(updated, ctx, state.metafields), userErrors: []};
  },

  customerAddressCreate: ({address, defaultAddress}: Args, ctx: RequestContext) => {
    const {customer, m} = viewerOf(ctx);
    const input = new AddressInput(ctx.t, m);
    const values = input.values(address, null);
    const book = ctx.app.customers.addresses(customer.id);
    if (input.errors.length === 0 && book.some((existing) => sameAddress(existing, values))) {
      input.errors.push({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: m.addressExists()});
    }
    if (input.errors.length === 0 && book.length >= MAX_ADDRESSES) {
      input.errors.push({code: 'INVALID', field: ['address'], message: ctx.t.tooManyAddresses(MAX_ADDRESSES)});
    }
    if (input.errors.length) return {customerAddress: null, userErrors: input.errors};
    const created = ctx.app.store.transaction(() => {
      const record = ctx.app.customers.addAddress(customer.id, values);
      if (defaultAddress) ctx.app.customers.setDefaultAddress(customer.id, record.id);
      return record;
    });
    return addressPayload(ctx, customer, created.id);
  },

  customerAddressUpdate: ({address, addressId, defaultAddress}: Args, ctx: RequestContext) => {
    const {customer, m} = viewerOf(ctx);
    const id = addressIdOf(addressId);
    const current = id === null ? null : ctx.app.customers.address(customer.id, id);
    if (!current) return {customerAddress: null, userErrors: [{code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: m.addressMissing()}]};
    if ((address === null || address === undefined) && (defaultAddress === null || defaultAddress === undefined)) {
      return {customerAddress: null, userErrors: [{code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: m.addressEmpty()}]};
    }
    if (defaultAddress === false && customer.defaultAddressId === current.id) {
      return {customerAddress: null, userErrors: [{code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['defaultAddress'], message: m.demoteDefault()}]};
    }
    const input = new AddressInput(ctx.t, m);
    const values = address ? input.values(address, current) : {};
    if (input.errors.length === 0 && address) {
      const next = {...current, ...values};
      const others = ctx.app.customers.addresses(customer.id).filter((existing) => existing.id !== current.id);
      if (others.some((existing) => sameAddress(existing, next))) input.errors.push({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: m.addressExists()});
    }
    if (input.errors.length) return {customerAddress: null, userErrors: input.errors};
    ctx.app.store.transaction(() => {
      ctx.app.customers.updateAddress(customer.id, current.id, values);
      if (defaultAddress) ctx.app.customers.setDefaultAddress(customer.id, current.id);
    });
    return addressPayload(ctx, customer, current.id);
  },

  customerAddressDelete: ({addressId}: Args, ctx: RequestContext) => {
    const {customer, m} = viewerOf(ctx);
    const id = addressIdOf(addressId);
    const current = id === null ? null : ctx.app.customers.address(customer.id, id);
    if (!current) return {deletedAddressId: null, userErrors: [{code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: m.addressMissing()}]};
    // The schema's rule: another address must become the default one first; the last
    // address of the book may go.
    if (customer.defaultAddressId === current.id && ctx.app.customers.addresses(customer.id).length > 1) {
      return {deletedAddressId: null, userErrors: [{code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['addressId'], message: m.deleteDefault()}]};
    }
    ctx.app.customers.deleteAddress(customer.id, current.id);
    return {deletedAddressId: addressGid(current.id), userErrors: []};
  },

  customerEmailMarketingSubscribe: (_args: Args, ctx: RequestContext) => {
    const {customer} = viewerOf(ctx);
    const updated = ctx.app.customers.update(customer.id, {acceptsMarketing: true});
    return {emailAddress: {emailAddress: updated.email, marketingState: 'SUBSCRIBED'}, userErrors: []};
  },

  customerEmailMarketingUnsubscribe: (_args: Args, ctx: RequestContext) => {
    const {customer} = viewerOf(ctx);
    const updated = ctx.app.customers.update(customer.id, {acceptsMarketing: false});
    return {emailAddress: {emailAddress: updated.email, marketingState: 'UNSUBSCRIBED'}, userErrors: []};
  },

  metafieldsSet: ({metafields}: Args, ctx: RequestContext) => setMetafields(viewerOf(ctx), metafields),
  metafieldsDelete: ({metafields}: Args, ctx: RequestContext) => deleteMetafields(viewerOf(ctx), metafields),
};
