/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type AccountAddressFragment = Pick<
  CustomerAccountAPI.CustomerAddress,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'zip'
  | 'city'
  | 'territoryCode'
  | 'country'
  | 'phoneNumber'
>;

export type AccountAddressUserErrorFragment = Pick<
  CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
  'code' | 'field' | 'message'
>;

export type CustomerAccountCustomerQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountCustomerQuery = {
  customer: Pick<
    CustomerAccountAPI.Customer,
    'id' | 'firstName' | 'lastName'
  > & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>
    >;
    phoneNumber?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>
    >;
  };
};

export type AccountDiscountAllocationFragment = {
  allocatedAmount: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
  discountApplication:
    | ({__typename: 'AutomaticDiscountApplication'} & Pick<
        CustomerAccountAPI.AutomaticDiscountApplication,
        'title'
      >)
    | ({__typename: 'DiscountCodeApplication'} & Pick<
        CustomerAccountAPI.DiscountCodeApplication,
        'code'
      >)
    | ({__typename: 'ManualDiscountApplication'} & Pick<
        CustomerAccountAPI.ManualDiscountApplication,
        'title'
      >)
    | ({__typename: 'ScriptDiscountApplication'} & Pick<
        CustomerAccountAPI.ScriptDiscountApplication,
        'title'
      >);
};

export type AccountOrderLineFragment = Pick<
  CustomerAccountAPI.LineItem,
  'title' | 'quantity' | 'variantTitle' | 'variantId' | 'productId'
> & {
  price?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalPriceBeforeDiscounts?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalPriceWithDiscounts?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  discountAllocations: Array<{
    allocatedAmount: Pick<
      CustomerAccountAPI.MoneyV2,
      'amount' | 'currencyCode'
    >;
    discountApplication:
      | ({__typename: 'AutomaticDiscountApplication'} & Pick<
          CustomerAccountAPI.AutomaticDiscountApplication,
          'title'
        >)
      | ({__typename: 'DiscountCodeApplication'} & Pick<
          CustomerAccountAPI.DiscountCodeApplication,
          'code'
        >)
      | ({__typename: 'ManualDiscountApplication'} & Pick<
          CustomerAccountAPI.ManualDiscountApplication,
          'title'
        >)
      | ({__typename: 'ScriptDiscountApplication'} & Pick<
          CustomerAccountAPI.ScriptDiscountApplication,
          'title'
        >);
  }>;
  image?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.Image, 'url' | 'altText'>
  >;
};

export type AccountOrderFragment = Pick<
  CustomerAccountAPI.Order,
  | 'id'
  | 'name'
  | 'processedAt'
  | 'financialStatus'
  | 'fulfillmentStatus'
  | 'statusPageUrl'
> & {
  totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
  subtotal?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalDiscountedShipping: Pick<
    CustomerAccountAPI.MoneyV2,
    'amount' | 'currencyCode'
  >;
  customAttributes: Array<Pick<CustomerAccountAPI.Attribute, 'key' | 'value'>>;
  shippingDiscountAllocations: Array<{
    allocatedAmount: Pick<
      CustomerAccountAPI.MoneyV2,
      'amount' | 'currencyCode'
    >;
    discountApplication:
      | ({__typename: 'AutomaticDiscountApplication'} & Pick<
          CustomerAccountAPI.AutomaticDiscountApplication,
          'title'
        >)
      | ({__typename: 'DiscountCodeApplication'} & Pick<
          CustomerAccountAPI.DiscountCodeApplication,
          'code'
        >)
      | ({__typename: 'ManualDiscountApplication'} & Pick<
          CustomerAccountAPI.ManualDiscountApplication,
          'title'
        >)
      | ({__typename: 'ScriptDiscountApplication'} & Pick<
          CustomerAccountAPI.ScriptDiscountApplication,
          'title'
        >);
  }>;
  shippingAddress?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.CustomerAddress,
      'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
    >
  >;
  lineItems: {
    nodes: Array<
      Pick<
        CustomerAccountAPI.LineItem,
        'title' | 'quantity' | 'variantTitle' | 'variantId' | 'productId'
      > & {
        price?: CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        totalPriceBeforeDiscounts?: CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        totalPriceWithDiscounts?: CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        discountAllocations: Array<{
          allocatedAmount: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          discountApplication:
            | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                CustomerAccountAPI.AutomaticDiscountApplication,
                'title'
              >)
            | ({__typename: 'DiscountCodeApplication'} & Pick<
                CustomerAccountAPI.DiscountCodeApplication,
                'code'
              >)
            | ({__typename: 'ManualDiscountApplication'} & Pick<
                CustomerAccountAPI.ManualDiscountApplication,
                'title'
              >)
            | ({__typename: 'ScriptDiscountApplication'} & Pick<
                CustomerAccountAPI.ScriptDiscountApplication,
                'title'
              >);
        }>;
        image?: CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.Image, 'url' | 'altText'>
        >;
      }
    >;
  };
};

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  last?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  startCursor?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
  endCursor?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
}>;

export type CustomerAccountOrdersQuery = {
  customer: {
    orders: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.Order,
          | 'id'
          | 'name'
          | 'processedAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
          | 'statusPageUrl'
        > & {
          totalPrice: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          subtotal?: CustomerAccountAPI.Maybe<
            Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
          >;
          totalDiscountedShipping: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          customAttributes: Array<
            Pick<CustomerAccountAPI.Attribute, 'key' | 'value'>
          >;
          shippingDiscountAllocations: Array<{
            allocatedAmount: Pick<
              CustomerAccountAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
            discountApplication:
              | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                  CustomerAccountAPI.AutomaticDiscountApplication,
                  'title'
                >)
              | ({__typename: 'DiscountCodeApplication'} & Pick<
                  CustomerAccountAPI.DiscountCodeApplication,
                  'code'
                >)
              | ({__typename: 'ManualDiscountApplication'} & Pick<
                  CustomerAccountAPI.ManualDiscountApplication,
                  'title'
                >)
              | ({__typename: 'ScriptDiscountApplication'} & Pick<
                  CustomerAccountAPI.ScriptDiscountApplication,
                  'title'
                >);
          }>;
          shippingAddress?: CustomerAccountAPI.Maybe<
            Pick<
              CustomerAccountAPI.CustomerAddress,
              'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
            >
          >;
          lineItems: {
            nodes: Array<
              Pick<
                CustomerAccountAPI.LineItem,
                | 'title'
                | 'quantity'
                | 'variantTitle'
                | 'variantId'
                | 'productId'
              > & {
                price?: CustomerAccountAPI.Maybe<
                  Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
                totalPriceBeforeDiscounts?: CustomerAccountAPI.Maybe<
                  Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
                totalPriceWithDiscounts?: CustomerAccountAPI.Maybe<
                  Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
                discountAllocations: Array<{
                  allocatedAmount: Pick<
                    CustomerAccountAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  discountApplication:
                    | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                        CustomerAccountAPI.AutomaticDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'DiscountCodeApplication'} & Pick<
                        CustomerAccountAPI.DiscountCodeApplication,
                        'code'
                      >)
                    | ({__typename: 'ManualDiscountApplication'} & Pick<
                        CustomerAccountAPI.ManualDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'ScriptDiscountApplication'} & Pick<
                        CustomerAccountAPI.ScriptDiscountApplication,
                        'title'
                      >);
                }>;
                image?: CustomerAccountAPI.Maybe<
                  Pick<CustomerAccountAPI.Image, 'url' | 'altText'>
                >;
              }
            >;
          };
        }
      >;
      pageInfo: Pick<
        CustomerAccountAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  };
};

export type CustomerAccountReorderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
}>;

export type CustomerAccountReorderQuery = {
  order?: CustomerAccountAPI.Maybe<
    Pick<CustomerAccountAPI.Order, 'id'> & {
      lineItems: {
        nodes: Array<
          Pick<
            CustomerAccountAPI.LineItem,
            'title' | 'variantTitle' | 'quantity' | 'variantId'
          >
        >;
      };
    }
  >;
};

export type CustomerAccountOrderedProductsQueryVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type CustomerAccountOrderedProductsQuery = {
  customer: {
    orders: {
      nodes: Array<{
        lineItems: {
          nodes: Array<Pick<CustomerAccountAPI.LineItem, 'productId'>>;
        };
      }>;
    };
  };
};

export type CustomerAccountProfileQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountProfileQuery = {
  customer: Pick<
    CustomerAccountAPI.Customer,
    'id' | 'firstName' | 'lastName'
  > & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerEmailAddress,
        'emailAddress' | 'marketingState'
      >
    >;
    phoneNumber?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>
    >;
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    addresses: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.CustomerAddress,
          | 'id'
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'zip'
          | 'city'
          | 'territoryCode'
          | 'country'
          | 'phoneNumber'
        >
      >;
    };
  };
};

export type CustomerAccountCheckoutQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type CustomerAccountCheckoutQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName'> & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>
    >;
    phoneNumber?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>
    >;
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerAddress,
        | 'firstName'
        | 'lastName'
        | 'address1'
        | 'city'
        | 'zip'
        | 'territoryCode'
        | 'phoneNumber'
      >
    >;
  };
};

export type CustomerAccountProfileUpdateMutationVariables =
  CustomerAccountAPI.Exact<{
    customer: CustomerAccountAPI.CustomerUpdateInput;
  }>;

export type CustomerAccountProfileUpdateMutation = {
  customerUpdate?: CustomerAccountAPI.Maybe<{
    customer?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.Customer, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountMarketingSubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type CustomerAccountMarketingSubscribeMutation = {
  customerEmailMarketingSubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountMarketingUnsubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type CustomerAccountMarketingUnsubscribeMutation = {
  customerEmailMarketingUnsubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressCreateMutationVariables =
  CustomerAccountAPI.Exact<{
    address: CustomerAccountAPI.CustomerAddressInput;
    defaultAddress?: CustomerAccountAPI.InputMaybe<
      CustomerAccountAPI.Scalars['Boolean']['input']
    >;
  }>;

export type CustomerAccountAddressCreateMutation = {
  customerAddressCreate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressUpdateMutationVariables =
  CustomerAccountAPI.Exact<{
    addressId: CustomerAccountAPI.Scalars['ID']['input'];
    address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
    defaultAddress?: CustomerAccountAPI.InputMaybe<
      CustomerAccountAPI.Scalars['Boolean']['input']
    >;
  }>;

export type CustomerAccountAddressUpdateMutation = {
  customerAddressUpdate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountAddressDeleteMutationVariables =
  CustomerAccountAPI.Exact<{
    addressId: CustomerAccountAPI.Scalars['ID']['input'];
  }>;

export type CustomerAccountAddressDeleteMutation = {
  customerAddressDelete?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.CustomerAddressDeletePayload,
      'deletedAddressId'
    > & {
      userErrors: Array<
        Pick<
          CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
          'code' | 'field' | 'message'
        >
      >;
    }
  >;
};

export type CustomerAccountCompanyQueryVariables = CustomerAccountAPI.Exact<{
  identifiers:
    | Array<CustomerAccountAPI.HasMetafieldsIdentifier>
    | CustomerAccountAPI.HasMetafieldsIdentifier;
}>;

export type CustomerAccountCompanyQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'id'> & {
    metafields: Array<
      CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.Metafield, 'namespace' | 'key' | 'value'>
      >
    >;
  };
};

export type CustomerAccountCompanySetMutationVariables =
  CustomerAccountAPI.Exact<{
    metafields:
      | Array<CustomerAccountAPI.MetafieldsSetInput>
      | CustomerAccountAPI.MetafieldsSetInput;
  }>;

export type CustomerAccountCompanySetMutation = {
  metafieldsSet?: CustomerAccountAPI.Maybe<{
    metafields?: CustomerAccountAPI.Maybe<
      Array<Pick<CustomerAccountAPI.Metafield, 'key'>>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.MetafieldsSetUserError,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type CustomerAccountCompanyDeleteMutationVariables =
  CustomerAccountAPI.Exact<{
    metafields:
      | Array<CustomerAccountAPI.MetafieldIdentifierInput>
      | CustomerAccountAPI.MetafieldIdentifierInput;
  }>;

export type CustomerAccountCompanyDeleteMutation = {
  metafieldsDelete?: CustomerAccountAPI.Maybe<{
    deletedMetafields?: CustomerAccountAPI.Maybe<
      Array<
        CustomerAccountAPI.Maybe<
          Pick<CustomerAccountAPI.MetafieldIdentifier, 'key'>
        >
      >
    >;
    userErrors: Array<
      Pick<CustomerAccountAPI.MetafieldsDeleteUserError, 'field' | 'message'>
    >;
  }>;
};

interface GeneratedQueryTypes {
  '#graphql\n  query CustomerAccountCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n      }\n      phoneNumber {\n        phoneNumber\n      }\n    }\n  }\n': {
    return: CustomerAccountCustomerQuery;
    variables: CustomerAccountCustomerQueryVariables;
  };
  '#graphql\n  fragment AccountDiscountAllocation on DiscountAllocation {\n    allocatedAmount {\n      amount\n      currencyCode\n    }\n    discountApplication {\n      __typename\n      ... on DiscountCodeApplication {\n        code\n      }\n      ... on AutomaticDiscountApplication {\n        title\n      }\n      ... on ManualDiscountApplication {\n        title\n      }\n      ... on ScriptDiscountApplication {\n        title\n      }\n    }\n  }\n  fragment AccountOrderLine on LineItem {\n    title\n    quantity\n    variantTitle\n    variantId\n    productId\n    price {\n      amount\n      currencyCode\n    }\n    totalPriceBeforeDiscounts {\n      amount\n      currencyCode\n    }\n    totalPriceWithDiscounts {\n      amount\n      currencyCode\n    }\n    discountAllocations {\n      ...AccountDiscountAllocation\n    }\n    image {\n      url\n      altText\n    }\n  }\n  fragment AccountOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    statusPageUrl\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    totalDiscountedShipping {\n      amount\n      currencyCode\n    }\n    customAttributes {\n      key\n      value\n    }\n    shippingDiscountAllocations {\n      ...AccountDiscountAllocation\n    }\n    shippingAddress {\n      name\n      address1\n      address2\n      zip\n      city\n      country\n    }\n    lineItems(first: 50) {\n      nodes {\n        ...AccountOrderLine\n      }\n    }\n  }\n  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {\n    customer {\n      orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...AccountOrder\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n': {
    return: CustomerAccountOrdersQuery;
    variables: CustomerAccountOrdersQueryVariables;
  };
  '#graphql\n  query CustomerAccountReorder($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      lineItems(first: 100) {\n        nodes {\n          title\n          variantTitle\n          quantity\n          variantId\n        }\n      }\n    }\n  }\n': {
    return: CustomerAccountReorderQuery;
    variables: CustomerAccountReorderQueryVariables;
  };
  '#graphql\n  query CustomerAccountOrderedProducts {\n    customer {\n      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          lineItems(first: 50) {\n            nodes {\n              productId\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: CustomerAccountOrderedProductsQuery;
    variables: CustomerAccountOrderedProductsQueryVariables;
  };
  '#graphql\n  query CustomerAccountProfile {\n    customer {\n      id\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n      }\n      defaultAddress {\n        id\n      }\n      addresses(first: 50) {\n        nodes {\n          ...AccountAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddress on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    zip\n    city\n    territoryCode\n    country\n    phoneNumber\n  }\n\n': {
    return: CustomerAccountProfileQuery;
    variables: CustomerAccountProfileQueryVariables;
  };
  '#graphql\n  query CustomerAccountCheckout {\n    customer {\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n      }\n      phoneNumber {\n        phoneNumber\n      }\n      defaultAddress {\n        firstName\n        lastName\n        address1\n        city\n        zip\n        territoryCode\n        phoneNumber\n      }\n    }\n  }\n': {
    return: CustomerAccountCheckoutQuery;
    variables: CustomerAccountCheckoutQueryVariables;
  };
  '#graphql\n  query CustomerAccountCompany($identifiers: [HasMetafieldsIdentifier!]!) {\n    customer {\n      id\n      metafields(identifiers: $identifiers) {\n        namespace\n        key\n        value\n      }\n    }\n  }\n': {
    return: CustomerAccountCompanyQuery;
    variables: CustomerAccountCompanyQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation CustomerAccountProfileUpdate($customer: CustomerUpdateInput!) {\n    customerUpdate(input: $customer) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountProfileUpdateMutation;
    variables: CustomerAccountProfileUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountMarketingSubscribe {\n    customerEmailMarketingSubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountMarketingSubscribeMutation;
    variables: CustomerAccountMarketingSubscribeMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountMarketingUnsubscribe {\n    customerEmailMarketingUnsubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountMarketingUnsubscribeMutation;
    variables: CustomerAccountMarketingUnsubscribeMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountAddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressCreateMutation;
    variables: CustomerAccountAddressCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountAddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressUpdateMutation;
    variables: CustomerAccountAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...AccountAddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccountAddressDeleteMutation;
    variables: CustomerAccountAddressDeleteMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountCompanySet($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields {\n        key\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountCompanySetMutation;
    variables: CustomerAccountCompanySetMutationVariables;
  };
  '#graphql\n  mutation CustomerAccountCompanyDelete($metafields: [MetafieldIdentifierInput!]!) {\n    metafieldsDelete(metafields: $metafields) {\n      deletedMetafields {\n        key\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccountCompanyDeleteMutation;
    variables: CustomerAccountCompanyDeleteMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
