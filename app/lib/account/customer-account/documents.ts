// The Customer Account API's documents of the account pages (decision 028), typed by
// codegen against @shopify/hydrogen's customer-account.schema.json
// (customer-accountapi.generated.d.ts; the `customer` project of .graphqlrc.ts). The
// signed-in customer is the one whose token Hydrogen's client sends: no token argument.

const ADDRESS_FIELDS = `#graphql
  fragment AccountAddress on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    zip
    city
    territoryCode
    country
    phoneNumber
  }
` as const;

const USER_ERROR_FIELDS = `#graphql
  fragment AccountAddressUserError on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

export const CA_CUSTOMER_QUERY = `#graphql
  query CustomerAccountCustomer {
    customer {
      id
      firstName
      lastName
      emailAddress {
        emailAddress
      }
      phoneNumber {
        phoneNumber
      }
    }
  }
` as const;

export const CA_ORDERS_QUERY = `#graphql
  fragment AccountDiscountAllocation on DiscountAllocation {
    allocatedAmount {
      amount
      currencyCode
    }
    discountApplication {
      __typename
      ... on DiscountCodeApplication {
        code
      }
      ... on AutomaticDiscountApplication {
        title
      }
      ... on ManualDiscountApplication {
        title
      }
      ... on ScriptDiscountApplication {
        title
      }
    }
  }
  fragment AccountOrderLine on LineItem {
    title
    quantity
    variantTitle
    variantId
    productId
    price {
      amount
      currencyCode
    }
    totalPriceBeforeDiscounts {
      amount
      currencyCode
    }
    totalPriceWithDiscounts {
      amount
      currencyCode
    }
    discountAllocations {
      ...AccountDiscountAllocation
    }
    image {
      url
      altText
    }
  }
  fragment AccountOrder on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    statusPageUrl
    totalPrice {
      amount
      currencyCode
    }
    subtotal {
      amount
      currencyCode
    }
    totalDiscountedShipping {
      amount
      currencyCode
    }
    customAttributes {
      key
      value
    }
    shippingDiscountAllocations {
      ...AccountDiscountAllocation
    }
    shippingAddress {
      name
      address1
      address2
      zip
      city
      country
    }
    lineItems(first: 50) {
      nodes {
        ...AccountOrderLine
      }
    }
  }
  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {
    customer {
      orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrder
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
` as const;

/** « Commander à nouveau »: every line of one of the customer's orders. */
export const CA_REORDER_QUERY = `#graphql
  query CustomerAccountReorder($orderId: ID!) {
    order(id: $orderId) {
      id
      lineItems(first: 100) {
        nodes {
          title
          variantTitle
          quantity
          variantId
        }
      }
    }
  }
` as const;

/** The products of the latest orders (« Achat vérifié » on reviews). */
export const CA_ORDERED_PRODUCTS_QUERY = `#graphql
  query CustomerAccountOrderedProducts {
    customer {
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          lineItems(first: 50) {
            nodes {
              productId
            }
          }
        }
      }
    }
  }
` as const;

export const CA_PROFILE_QUERY = `#graphql
  query CustomerAccountProfile {
    customer {
      id
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
      phoneNumber {
        phoneNumber
      }
      defaultAddress {
        id
      }
      addresses(first: 50) {
        nodes {
          ...AccountAddress
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
` as const;

/** What /checkout starts with for a signed-in customer. */
export const CA_CHECKOUT_QUERY = `#graphql
  query CustomerAccountCheckout {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
      }
      phoneNumber {
        phoneNumber
      }
      defaultAddress {
        firstName
        lastName
        address1
        city
        zip
        territoryCode
        phoneNumber
      }
    }
  }
` as const;

export const CA_PROFILE_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountProfileUpdate($customer: CustomerUpdateInput!) {
    customerUpdate(input: $customer) {
      customer {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CA_MARKETING_SUBSCRIBE_MUTATION = `#graphql
  mutation CustomerAccountMarketingSubscribe {
    customerEmailMarketingSubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CA_MARKETING_UNSUBSCRIBE_MUTATION = `#graphql
  mutation CustomerAccountMarketingUnsubscribe {
    customerEmailMarketingUnsubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CA_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountAddressUserError
      }
    }
  }
  ${USER_ERROR_FIELDS}
` as const;

export const CA_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountAddressUserError
      }
    }
  }
  ${USER_ERROR_FIELDS}
` as const;

export const CA_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...AccountAddressUserError
      }
    }
  }
  ${USER_ERROR_FIELDS}
` as const;

/** The company of a professional buyer: customer metafields (app/lib/company, decision 060). */
export const CA_COMPANY_QUERY = `#graphql
  query CustomerAccountCompany($identifiers: [HasMetafieldsIdentifier!]!) {
    customer {
      id
      metafields(identifiers: $identifiers) {
        namespace
        key
        value
      }
    }
  }
` as const;

export const CA_COMPANY_SET_MUTATION = `#graphql
  mutation CustomerAccountCompanySet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        key
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CA_COMPANY_DELETE_MUTATION = `#graphql
  mutation CustomerAccountCompanyDelete($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) {
      deletedMetafields {
        key
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;
