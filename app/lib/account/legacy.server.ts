import {getPaginationVariables} from '@shopify/hydrogen';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {AccountData} from './account-data.server.ts';
import {COMPANY_MESSAGES, COMPANY_METAFIELD_IDENTIFIERS, companyFromMetafields} from '../company/company.ts';
import {customerToken, firstUserError, signIn, signOut} from './customer.server.ts';
import type {AccountAddress, AddressFields, Outcome, OrderLineToReorder, ProfileFields} from './types.ts';
import type {LegacyReorderLinesQuery} from 'storefrontapi.generated';
import {countryByCode} from '~/lib/countries';
import {CUSTOMER_USER_ERROR_FRAGMENT, MONEY_FRAGMENT} from '~/lib/fragments';
import {ORDER_RECEIPT_FRAGMENT} from '~/lib/checkout/receipt';

// Legacy customer accounts (e-mail and password), through the Storefront API's customer
// queries and mutations with the customer access token kept in the session
// (customer.server.ts). Stores that still have legacy accounts use it (decision 028).

type Context = Pick<HydrogenRouterContextProvider, 'storefront' | 'appSession'>;

/** The shop's answer to a write: done, or its first message (null: the screen's own). */
const refused = (errors: {message: string}[] | null | undefined): Outcome => {
  const message = firstUserError(errors, '');
  return message === null ? {ok: true} : {ok: false, message: message || null};
};

function addressOf(node: {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  countryCodeV2?: string | null;
  phone?: string | null;
}): AccountAddress {
  return {
    id: node.id,
    firstName: node.firstName ?? null,
    lastName: node.lastName ?? null,
    company: node.company ?? null,
    address1: node.address1 ?? null,
    address2: node.address2 ?? null,
    zip: node.zip ?? null,
    city: node.city ?? null,
    country: countryByCode(node.countryCodeV2)?.name ?? node.country ?? null,
    phone: node.phone ?? null,
  };
}

function addressInput(fields: AddressFields) {
  const {countryCode, ...rest} = fields;
  return {...rest, country: countryByCode(countryCode)?.name ?? 'France'};
}

export function legacyAccount(context: Context): AccountData {
  const {storefront, appSession} = context;
  const token = () => customerToken(appSession);
  const noCache = storefront.CacheNone();

  /** The customer of the session's token; a token the shop no longer accepts ends the session. */
  async function withCustomer<T>(read: (token: string) => Promise<T | null | undefined>): Promise<T | null> {
    const current = token();
    if (!current) return null;
    const found = await read(current);
    if (!found) signOut(appSession);
    return found ?? null;
  }

  async function setDefault(current: string, addressId: string): Promise<Outcome> {
    const {customerDefaultAddressUpdate} = await storefront.mutate(ADDRESS_DEFAULT_MUTATION, {variables: {token: current, addressId}});
    return refused(customerDefaultAddressUpdate?.customerUserErrors);
  }

  const signedOut: Outcome = {ok: false, message: 'Votre session a expiré. Veuillez vous reconnecter.'};

  return {
    mode: 'legacy',
    isSignedIn: async () => token() !== null,
    cartBuyerToken: () => token() ?? undefined,

    customer: () =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(CUSTOMER_QUERY, {variables: {token: current}, cache: noCache});
        return customer ? {firstName: customer.firstName ?? null, lastName: customer.lastName ?? null, email: customer.email ?? null, phone: customer.phone ?? null} : null;
      }),

    orders: (request) =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(ORDERS_QUERY, {
          variables: {token: current, ...getPaginationVariables(request, {pageBy: 10})},
          cache: noCache,
        });
        return customer?.orders;
      }),

    orderLines: async (orderId) => {
      const current = token();
      if (!current) return null;
      // The Storefront API reads a customer's orders only as a list: the order is looked
      // for page by page (10 orders of up to 100 lines each), newest first.
      let after: string | null = null;
      for (let page = 0; page < 25; page += 1) {
        const {customer}: LegacyReorderLinesQuery = await storefront.query(REORDER_QUERY, {variables: {token: current, after}, cache: noCache});
        if (!customer) return null;
        const order = customer.orders.nodes.find((node) => node.id === orderId);
        if (order) {
          return order.lineItems.nodes.map<OrderLineToReorder>((line) => ({
            title: line.variant && line.variant.title !== 'Default Title' ? `${line.title} — ${line.variant.title}` : line.title,
            variantId: line.variant?.id ?? null,
            quantity: line.quantity,
          }));
        }
        if (!customer.orders.pageInfo.hasNextPage) return null;
        after = customer.orders.pageInfo.endCursor ?? null;
      }
      return null;
    },

    orderedProductIds: () =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(ORDERED_PRODUCTS_QUERY, {variables: {token: current}, cache: noCache});
        return customer?.orders.nodes.flatMap((order) => order.lineItems.nodes.flatMap((line) => (line.variant ? [line.variant.product.id] : [])));
      }),

    profile: () =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(PROFILE_QUERY, {variables: {token: current}, cache: noCache});
        if (!customer) return null;
        return {
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          email: customer.email ?? null,
          phone: customer.phone ?? null,
          acceptsMarketing: customer.acceptsMarketing,
          defaultAddressId: customer.defaultAddress?.id ?? null,
          addresses: customer.addresses.nodes.map(addressOf),
          contactEditable: true,
        };
      }),

    checkoutContact: () =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(CHECKOUT_CUSTOMER_QUERY, {variables: {token: current}, cache: noCache});
        if (!customer) return null;
        const saved = customer.defaultAddress;
        return {
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          email: customer.email ?? null,
          phone: customer.phone ?? null,
          defaultAddress: saved
            ? {
                firstName: saved.firstName ?? null,
                lastName: saved.lastName ?? null,
                address1: saved.address1 ?? null,
                city: saved.city ?? null,
                zip: saved.zip ?? null,
                countryCode: saved.countryCodeV2 ?? null,
                phone: saved.phone ?? null,
              }
            : null,
        };
      }),

    updateProfile: async (fields: ProfileFields) => {
      const current = token();
      if (!current) return signedOut;
      const {customerUpdate} = await storefront.mutate(PROFILE_UPDATE_MUTATION, {
        variables: {token: current, customer: {...fields, phone: fields.phone || null}},
      });
      const outcome = refused(customerUpdate?.customerUserErrors);
      if (!outcome.ok || !customerUpdate) return outcome.ok ? {ok: false, message: null} : outcome;
      // Shopify issues a new token when the e-mail changes.
      if (customerUpdate.customerAccessToken) signIn(appSession, customerUpdate.customerAccessToken);
      return outcome;
    },

    setMarketing: async (acceptsMarketing) => {
      const current = token();
      if (!current) return signedOut;
      const {customerUpdate} = await storefront.mutate(PROFILE_UPDATE_MUTATION, {variables: {token: current, customer: {acceptsMarketing}}});
      return customerUpdate ? refused(customerUpdate.customerUserErrors) : {ok: false, message: null};
    },

    createAddress: async (fields, makeDefault) => {
      const current = token();
      if (!current) return signedOut;
      const {customerAddressCreate} = await storefront.mutate(ADDRESS_CREATE_MUTATION, {variables: {token: current, address: addressInput(fields)}});
      const outcome = refused(customerAddressCreate?.customerUserErrors);
      const id = customerAddressCreate?.customerAddress?.id;
      if (!outcome.ok || !id) return outcome.ok ? {ok: false, message: null} : outcome;
      return makeDefault ? setDefault(current, id) : outcome;
    },

    updateAddress: async (addressId, fields, makeDefault) => {
      const current = token();
      if (!current) return signedOut;
      const {customerAddressUpdate} = await storefront.mutate(ADDRESS_UPDATE_MUTATION, {
        variables: {token: current, id: addressId, address: addressInput(fields)},
      });
      const outcome = refused(customerAddressUpdate?.customerUserErrors);
      const id = customerAddressUpdate?.customerAddress?.id;
      if (!outcome.ok || !id) return outcome.ok ? {ok: false, message: null} : outcome;
      return makeDefault ? setDefault(current, id) : outcome;
    },

    deleteAddress: async (addressId) => {
      const current = token();
      if (!current) return signedOut;
      const {customerAddressDelete} = await storefront.mutate(ADDRESS_DELETE_MUTATION, {variables: {token: current, id: addressId}});
      return customerAddressDelete ? refused(customerAddressDelete.customerUserErrors) : {ok: false, message: null};
    },

    setDefaultAddress: async (addressId) => {
      const current = token();
      return current ? setDefault(current, addressId) : signedOut;
    },

    // The Storefront API reads customer metafields the merchant exposes to it, and has no
    // mutation that writes them (decision 060): the company is set in the Shopify admin.
    companyEditable: false,

    company: () =>
      withCustomer(async (current) => {
        const {customer} = await storefront.query(COMPANY_QUERY, {variables: {token: current, identifiers: COMPANY_METAFIELD_IDENTIFIERS}, cache: noCache});
        return customer ? companyFromMetafields(customer.metafields) : null;
      }),

    saveCompany: async () => (token() ? {ok: false, message: COMPANY_MESSAGES.notStored} : signedOut),
  };
}

const COMPANY_QUERY = `#graphql
  query LegacyAccountCompany($token: String!, $identifiers: [HasMetafieldsIdentifier!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      metafields(identifiers: $identifiers) {
        namespace
        key
        value
      }
    }
  }
` as const;

const CUSTOMER_QUERY = `#graphql
  query LegacyAccountCustomer($token: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      id
      firstName
      lastName
      email
      phone
    }
  }
` as const;

const ORDERS_QUERY = `#graphql
  fragment CustomerOrder on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    statusUrl
    totalPrice {
      ...Money
    }
    shippingAddress {
      name
      address1
      address2
      zip
      city
      country
    }
    ...OrderReceipt
  }
  query CustomerOrders(
    $token: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerOrder
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${ORDER_RECEIPT_FRAGMENT}
` as const;

const REORDER_QUERY = `#graphql
  query LegacyReorderLines($token: String!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      orders(first: 10, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          lineItems(first: 100) {
            nodes {
              title
              quantity
              variant {
                id
                title
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
` as const;

const ORDERED_PRODUCTS_QUERY = `#graphql
  query LegacyOrderedProducts($token: String!) {
    customer(customerAccessToken: $token) {
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          lineItems(first: 50) {
            nodes {
              variant {
                product {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
` as const;

const PROFILE_QUERY = `#graphql
  fragment ProfileAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    zip
    city
    country
    countryCodeV2
    phone
  }
  query CustomerProfile($token: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      id
      firstName
      lastName
      email
      phone
      acceptsMarketing
      defaultAddress {
        id
      }
      addresses(first: 50) {
        nodes {
          ...ProfileAddress
        }
      }
    }
  }
` as const;

const CHECKOUT_CUSTOMER_QUERY = `#graphql
  query CheckoutCustomer($token: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      email
      firstName
      lastName
      phone
      defaultAddress {
        firstName
        lastName
        address1
        city
        zip
        countryCodeV2
        phone
      }
    }
  }
` as const;

const PROFILE_UPDATE_MUTATION = `#graphql
  mutation CustomerProfileUpdate($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DEFAULT_MUTATION = `#graphql
  mutation CustomerDefaultAddress($token: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;
