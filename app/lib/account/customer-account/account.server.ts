import {getPaginationVariables} from '@shopify/hydrogen';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {AccountData} from '../account-data.server.ts';
import type {AccountAddress, AccountOrder, AddressFields, Outcome} from '../types.ts';
import {
  CA_ADDRESS_CREATE_MUTATION,
  CA_ADDRESS_DELETE_MUTATION,
  CA_ADDRESS_UPDATE_MUTATION,
  CA_CHECKOUT_QUERY,
  CA_COMPANY_DELETE_MUTATION,
  CA_COMPANY_QUERY,
  CA_COMPANY_SET_MUTATION,
  CA_CUSTOMER_QUERY,
  CA_MARKETING_SUBSCRIBE_MUTATION,
  CA_MARKETING_UNSUBSCRIBE_MUTATION,
  CA_ORDERED_PRODUCTS_QUERY,
  CA_ORDERS_QUERY,
  CA_PROFILE_QUERY,
  CA_PROFILE_UPDATE_MUTATION,
  CA_REORDER_QUERY,
} from './documents.ts';
import type {AccountAddressFragment, AccountOrderFragment} from 'customer-accountapi.generated';
import {countryByCode} from '~/lib/countries';
import {
  COMPANY_FIELDS,
  COMPANY_METAFIELD_IDENTIFIERS,
  COMPANY_METAFIELD_KEYS,
  COMPANY_METAFIELD_NAMESPACE,
  COMPANY_METAFIELD_TYPE,
  type CompanyDetails,
  companyFromMetafields,
} from '~/lib/company/company';

// Customer accounts, through Hydrogen's `customerAccount` client (the Customer Account
// API; its tokens live in the encrypted session cookie, refreshed by Hydrogen before they
// expire). A session the shop refuses (401) is cleared by the client, which sends the
// shopper to /login (loginPath, context.server.ts).

type Context = Pick<HydrogenRouterContextProvider, 'customerAccount'>;

/** GraphQL errors are failures of the shop, as the Storefront client throws them. */
function checked<R extends {data?: unknown; errors?: {message: string}[]}>(result: R): NonNullable<R['data']> {
  if (result.errors?.length || !result.data) {
    throw new Error(`Customer Account API: ${result.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  }
  return result.data as NonNullable<R['data']>;
}

const outcomeOf = (errors: {message: string}[] | null | undefined): Outcome =>
  errors && errors.length > 0 ? {ok: false, message: errors[0].message || null} : {ok: true};

function addressOf(node: AccountAddressFragment): AccountAddress {
  return {
    id: node.id,
    firstName: node.firstName ?? null,
    lastName: node.lastName ?? null,
    company: node.company ?? null,
    address1: node.address1 ?? null,
    address2: node.address2 ?? null,
    zip: node.zip ?? null,
    city: node.city ?? null,
    country: countryByCode(node.territoryCode)?.name ?? node.country ?? null,
    phone: node.phoneNumber ?? null,
  };
}

function addressInput(fields: AddressFields) {
  const {phone, countryCode, ...rest} = fields;
  return {...rest, territoryCode: countryCode, phoneNumber: phone || null};
}

type Allocation = AccountOrderFragment['shippingDiscountAllocations'][number];

/** A discount allocation in the Storefront API's shape (the receipt reads both). */
function allocationOf(allocation: Allocation) {
  const application = allocation.discountApplication;
  return {
    allocatedAmount: allocation.allocatedAmount as AccountOrder['totalPrice'],
    discountApplication: {
      __typename: application.__typename,
      ...('code' in application ? {code: application.code} : {}),
      ...('title' in application ? {title: application.title} : {}),
    },
  } as AccountOrder['shippingDiscountAllocations'][number];
}

/** An order in the shape the order card reads (the legacy API's). */
export function orderOf(order: AccountOrderFragment): AccountOrder {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus as AccountOrder['financialStatus'],
    fulfillmentStatus: order.fulfillmentStatus as AccountOrder['fulfillmentStatus'],
    statusUrl: order.statusPageUrl,
    totalPrice: order.totalPrice as AccountOrder['totalPrice'],
    subtotalPrice: order.subtotal ? (order.subtotal as AccountOrder['totalPrice']) : null,
    // The receipt reads what was charged for delivery: after its discounts.
    totalShippingPrice: order.totalDiscountedShipping as AccountOrder['totalPrice'],
    customAttributes: order.customAttributes.map((entry) => ({key: entry.key, value: entry.value ?? null})),
    shippingDiscountAllocations: order.shippingDiscountAllocations.map(allocationOf),
    shippingAddress: order.shippingAddress ?? null,
    lineItems: {
      nodes: order.lineItems.nodes.map((line) => ({
        title: line.title,
        quantity: line.quantity,
        originalTotalPrice: line.totalPriceBeforeDiscounts as AccountOrder['totalPrice'],
        discountedTotalPrice: line.totalPriceWithDiscounts as AccountOrder['totalPrice'],
        discountAllocations: line.discountAllocations.map(allocationOf),
        variant:
          line.variantId && line.productId
            ? {
                id: line.variantId,
                title: line.variantTitle ?? 'Default Title',
                image: line.image ? {url: line.image.url, altText: line.image.altText ?? null} : null,
                // The Customer Account API names the product by id only; the card links no product page.
                product: {id: line.productId, handle: ''},
              }
            : null,
      })),
    },
  };
}

export function customerAccountData(context: Context): AccountData {
  const client = context.customerAccount;

  /** Reads for the signed-in customer only: nobody signed in answers null without asking the shop. */
  async function signedIn<T>(read: () => Promise<T>): Promise<T | null> {
    return (await client.isLoggedIn()) ? read() : null;
  }

  const signedOut: Outcome = {ok: false, message: 'Votre session a expiré. Veuillez vous reconnecter.'};
  async function write(run: () => Promise<Outcome>): Promise<Outcome> {
    return (await client.isLoggedIn()) ? run() : signedOut;
  }

  return {
    mode: 'customer-account',
    isSignedIn: () => client.isLoggedIn(),
    cartBuyerToken: () => undefined,

    customer: () =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_CUSTOMER_QUERY));
        return {
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          email: customer.emailAddress?.emailAddress ?? null,
          phone: customer.phoneNumber?.phoneNumber ?? null,
        };
      }),

    orders: (request) =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_ORDERS_QUERY, {variables: getPaginationVariables(request, {pageBy: 10})}));
        return {nodes: customer.orders.nodes.map(orderOf), pageInfo: customer.orders.pageInfo};
      }),

    orderLines: (orderId) =>
      signedIn(async () => {
        const {order} = checked(await client.query(CA_REORDER_QUERY, {variables: {orderId}}));
        return order
          ? order.lineItems.nodes.map((line) => ({
              title: line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title,
              variantId: line.variantId ?? null,
              quantity: line.quantity,
            }))
          : null;
      }).then((lines) => lines ?? null),

    orderedProductIds: () =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_ORDERED_PRODUCTS_QUERY));
        return customer.orders.nodes.flatMap((order) => order.lineItems.nodes.flatMap((line) => (line.productId ? [line.productId] : [])));
      }),

    profile: () =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_PROFILE_QUERY));
        return {
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          email: customer.emailAddress?.emailAddress ?? null,
          phone: customer.phoneNumber?.phoneNumber ?? null,
          acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
          defaultAddressId: customer.defaultAddress?.id ?? null,
          addresses: customer.addresses.nodes.map(addressOf),
          contactEditable: false,
        };
      }),

    companyEditable: true,

    company: () =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_COMPANY_QUERY, {variables: {identifiers: COMPANY_METAFIELD_IDENTIFIERS}}));
        return companyFromMetafields(customer.metafields);
      }),

    saveCompany: (details: CompanyDetails) =>
      write(async () => {
        const {customer} = checked(await client.query(CA_COMPANY_QUERY, {variables: {identifiers: COMPANY_METAFIELD_IDENTIFIERS}}));
        const identifier = (field: (typeof COMPANY_FIELDS)[number]) => ({ownerId: customer.id, namespace: COMPANY_METAFIELD_NAMESPACE, key: COMPANY_METAFIELD_KEYS[field]});
        // Shopify refuses a blank value: a field emptied is deleted instead.
        const set = COMPANY_FIELDS.filter((field) => details[field]).map((field) => ({...identifier(field), type: COMPANY_METAFIELD_TYPE, value: details[field]}));
        const removed = COMPANY_FIELDS.filter((field) => !details[field]).map(identifier);
        if (set.length > 0) {
          const {metafieldsSet} = checked(await client.mutate(CA_COMPANY_SET_MUTATION, {variables: {metafields: set}}));
          const outcome = outcomeOf(metafieldsSet?.userErrors);
          if (!outcome.ok) return outcome;
        }
        if (removed.length > 0) {
          const {metafieldsDelete} = checked(await client.mutate(CA_COMPANY_DELETE_MUTATION, {variables: {metafields: removed}}));
          return outcomeOf(metafieldsDelete?.userErrors);
        }
        return {ok: true};
      }),

    checkoutContact: () =>
      signedIn(async () => {
        const {customer} = checked(await client.query(CA_CHECKOUT_QUERY));
        const saved = customer.defaultAddress;
        return {
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          email: customer.emailAddress?.emailAddress ?? null,
          phone: customer.phoneNumber?.phoneNumber ?? null,
          defaultAddress: saved
            ? {
                firstName: saved.firstName ?? null,
                lastName: saved.lastName ?? null,
                address1: saved.address1 ?? null,
                city: saved.city ?? null,
                zip: saved.zip ?? null,
                countryCode: saved.territoryCode ?? null,
                phone: saved.phoneNumber ?? null,
              }
            : null,
        };
      }),

    // The e-mail and phone are the sign-in identity, changed on Shopify's pages: the names only.
    updateProfile: (fields) =>
      write(async () => {
        const {customerUpdate} = checked(
          await client.mutate(CA_PROFILE_UPDATE_MUTATION, {variables: {customer: {firstName: fields.firstName, lastName: fields.lastName}}}),
        );
        return customerUpdate ? outcomeOf(customerUpdate.userErrors) : {ok: false, message: null};
      }),

    setMarketing: (acceptsMarketing) =>
      write(async () => {
        if (acceptsMarketing) {
          const {customerEmailMarketingSubscribe} = checked(await client.mutate(CA_MARKETING_SUBSCRIBE_MUTATION));
          return customerEmailMarketingSubscribe ? outcomeOf(customerEmailMarketingSubscribe.userErrors) : {ok: false, message: null};
        }
        const {customerEmailMarketingUnsubscribe} = checked(await client.mutate(CA_MARKETING_UNSUBSCRIBE_MUTATION));
        return customerEmailMarketingUnsubscribe ? outcomeOf(customerEmailMarketingUnsubscribe.userErrors) : {ok: false, message: null};
      }),

    createAddress: (fields, makeDefault) =>
      write(async () => {
        const {customerAddressCreate} = checked(
          await client.mutate(CA_ADDRESS_CREATE_MUTATION, {variables: {address: addressInput(fields), defaultAddress: makeDefault}}),
        );
        return customerAddressCreate ? outcomeOf(customerAddressCreate.userErrors) : {ok: false, message: null};
      }),

    updateAddress: (addressId, fields, makeDefault) =>
      write(async () => {
        const {customerAddressUpdate} = checked(
          await client.mutate(CA_ADDRESS_UPDATE_MUTATION, {
            // Unchecked leaves the default as it is (a default address cannot be demoted here).
            variables: {addressId, address: addressInput(fields), ...(makeDefault ? {defaultAddress: true} : {})},
          }),
        );
        return customerAddressUpdate ? outcomeOf(customerAddressUpdate.userErrors) : {ok: false, message: null};
      }),

    deleteAddress: (addressId) =>
      write(async () => {
        const {customerAddressDelete} = checked(await client.mutate(CA_ADDRESS_DELETE_MUTATION, {variables: {addressId}}));
        return customerAddressDelete ? outcomeOf(customerAddressDelete.userErrors) : {ok: false, message: null};
      }),

    setDefaultAddress: (addressId) =>
      write(async () => {
        const {customerAddressUpdate} = checked(await client.mutate(CA_ADDRESS_UPDATE_MUTATION, {variables: {addressId, defaultAddress: true}}));
        return customerAddressUpdate ? outcomeOf(customerAddressUpdate.userErrors) : {ok: false, message: null};
      }),
  };
}
