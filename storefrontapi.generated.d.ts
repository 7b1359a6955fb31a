/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type LegacyAccountCompanyQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type LegacyAccountCompanyQuery = {
  customer?: StorefrontAPI.Maybe<{
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'value'>
      >
    >;
  }>;
};

export type LegacyAccountCustomerQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type LegacyAccountCustomerQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Customer,
      'id' | 'firstName' | 'lastName' | 'email' | 'phone'
    >
  >;
};

export type CustomerOrderFragment = Pick<
  StorefrontAPI.Order,
  | 'id'
  | 'name'
  | 'processedAt'
  | 'financialStatus'
  | 'fulfillmentStatus'
  | 'statusUrl'
> & {
  totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  shippingAddress?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.MailingAddress,
      'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
    >
  >;
  subtotalPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  shippingDiscountAllocations: Array<{
    allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    discountApplication:
      | ({__typename: 'AutomaticDiscountApplication'} & Pick<
          StorefrontAPI.AutomaticDiscountApplication,
          'title'
        >)
      | ({__typename: 'DiscountCodeApplication'} & Pick<
          StorefrontAPI.DiscountCodeApplication,
          'code'
        >)
      | ({__typename: 'ManualDiscountApplication'} & Pick<
          StorefrontAPI.ManualDiscountApplication,
          'title'
        >)
      | ({__typename: 'ScriptDiscountApplication'} & Pick<
          StorefrontAPI.ScriptDiscountApplication,
          'title'
        >);
  }>;
  lineItems: {
    nodes: Array<
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
        originalTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountedTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountAllocations: Array<{
          allocatedAmount: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          discountApplication:
            | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                StorefrontAPI.AutomaticDiscountApplication,
                'title'
              >)
            | ({__typename: 'DiscountCodeApplication'} & Pick<
                StorefrontAPI.DiscountCodeApplication,
                'code'
              >)
            | ({__typename: 'ManualDiscountApplication'} & Pick<
                StorefrontAPI.ManualDiscountApplication,
                'title'
              >)
            | ({__typename: 'ScriptDiscountApplication'} & Pick<
                StorefrontAPI.ScriptDiscountApplication,
                'title'
              >);
        }>;
        variant?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText'>
            >;
            product: Pick<StorefrontAPI.Product, 'id' | 'handle'>;
          }
        >;
      }
    >;
  };
};

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerOrdersQuery = {
  customer?: StorefrontAPI.Maybe<{
    orders: {
      nodes: Array<
        Pick<
          StorefrontAPI.Order,
          | 'id'
          | 'name'
          | 'processedAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
          | 'statusUrl'
        > & {
          totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          shippingAddress?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.MailingAddress,
              'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
            >
          >;
          subtotalPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
          >;
          totalShippingPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          customAttributes: Array<
            Pick<StorefrontAPI.Attribute, 'key' | 'value'>
          >;
          shippingDiscountAllocations: Array<{
            allocatedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
            discountApplication:
              | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                  StorefrontAPI.AutomaticDiscountApplication,
                  'title'
                >)
              | ({__typename: 'DiscountCodeApplication'} & Pick<
                  StorefrontAPI.DiscountCodeApplication,
                  'code'
                >)
              | ({__typename: 'ManualDiscountApplication'} & Pick<
                  StorefrontAPI.ManualDiscountApplication,
                  'title'
                >)
              | ({__typename: 'ScriptDiscountApplication'} & Pick<
                  StorefrontAPI.ScriptDiscountApplication,
                  'title'
                >);
          }>;
          lineItems: {
            nodes: Array<
              Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
                originalTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                discountedTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                discountAllocations: Array<{
                  allocatedAmount: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  discountApplication:
                    | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                        StorefrontAPI.AutomaticDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'DiscountCodeApplication'} & Pick<
                        StorefrontAPI.DiscountCodeApplication,
                        'code'
                      >)
                    | ({__typename: 'ManualDiscountApplication'} & Pick<
                        StorefrontAPI.ManualDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'ScriptDiscountApplication'} & Pick<
                        StorefrontAPI.ScriptDiscountApplication,
                        'title'
                      >);
                }>;
                variant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
                    image?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Image, 'url' | 'altText'>
                    >;
                    product: Pick<StorefrontAPI.Product, 'id' | 'handle'>;
                  }
                >;
              }
            >;
          };
        }
      >;
      pageInfo: Pick<
        StorefrontAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  }>;
};

export type LegacyReorderLinesQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type LegacyReorderLinesQuery = {
  customer?: StorefrontAPI.Maybe<{
    orders: {
      nodes: Array<
        Pick<StorefrontAPI.Order, 'id'> & {
          lineItems: {
            nodes: Array<
              Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
                variant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
                >;
              }
            >;
          };
        }
      >;
      pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
    };
  }>;
};

export type LegacyOrderedProductsQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
}>;

export type LegacyOrderedProductsQuery = {
  customer?: StorefrontAPI.Maybe<{
    orders: {
      nodes: Array<{
        lineItems: {
          nodes: Array<{
            variant?: StorefrontAPI.Maybe<{
              product: Pick<StorefrontAPI.Product, 'id'>;
            }>;
          }>;
        };
      }>;
    };
  }>;
};

export type ProfileAddressFragment = Pick<
  StorefrontAPI.MailingAddress,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'zip'
  | 'city'
  | 'country'
  | 'countryCodeV2'
  | 'phone'
>;

export type CustomerProfileQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerProfileQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Customer,
      'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'
    > & {
      defaultAddress?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.MailingAddress, 'id'>
      >;
      addresses: {
        nodes: Array<
          Pick<
            StorefrontAPI.MailingAddress,
            | 'id'
            | 'firstName'
            | 'lastName'
            | 'company'
            | 'address1'
            | 'address2'
            | 'zip'
            | 'city'
            | 'country'
            | 'countryCodeV2'
            | 'phone'
          >
        >;
      };
    }
  >;
};

export type CheckoutCustomerQueryVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CheckoutCustomerQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Customer,
      'email' | 'firstName' | 'lastName' | 'phone'
    > & {
      defaultAddress?: StorefrontAPI.Maybe<
        Pick<
          StorefrontAPI.MailingAddress,
          | 'firstName'
          | 'lastName'
          | 'address1'
          | 'city'
          | 'zip'
          | 'countryCodeV2'
          | 'phone'
        >
      >;
    }
  >;
};

export type CustomerProfileUpdateMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
}>;

export type CustomerProfileUpdateMutation = {
  customerUpdate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>;
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;

export type CustomerAddressCreateMutation = {
  customerAddressCreate?: StorefrontAPI.Maybe<{
    customerAddress?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MailingAddress, 'id'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;

export type CustomerAddressUpdateMutation = {
  customerAddressUpdate?: StorefrontAPI.Maybe<{
    customerAddress?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MailingAddress, 'id'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
}>;

export type CustomerAddressDeleteMutation = {
  customerAddressDelete?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.CustomerAddressDeletePayload,
      'deletedCustomerAddressId'
    > & {
      customerUserErrors: Array<
        Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
      >;
    }
  >;
};

export type CustomerDefaultAddressMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
}>;

export type CustomerDefaultAddressMutation = {
  customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type ReorderVariantsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ReorderVariantsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'availableForSale' | 'quantityAvailable'
      >
    >
  >;
};

export type IndexCollectionsQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type IndexCollectionsQuery = {
  collections: {
    nodes: Array<
      Pick<StorefrontAPI.Collection, 'handle' | 'title' | 'updatedAt'>
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type IndexProductsQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type IndexProductsQuery = {
  products: {
    nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'title' | 'updatedAt'>>;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type CollectionPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  narrowed: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionPageQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Collection,
      'id' | 'handle' | 'title' | 'description'
    > & {
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
      >;
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'description' | 'tags'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            };
            firstVariant: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                }
              >;
            };
            reviewRating?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            reviewCount?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            choices?: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  specs: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          }
        >;
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
            values: Array<
              Pick<
                StorefrontAPI.FilterValue,
                'id' | 'label' | 'count' | 'input'
              >
            >;
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
        >;
      };
    }
  >;
};

export type CylinderCollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  narrowed: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CylinderCollectionQuery = {
  collection?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'description' | 'tags'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          };
          firstVariant: {
            nodes: Array<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'availableForSale' | 'quantityAvailable'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
              }
            >;
          };
          reviewRating?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reviewCount?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          choices?: {
            nodes: Array<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'availableForSale' | 'quantityAvailable'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                specs: Array<
                  StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                  >
                >;
              }
            >;
          };
        }
      >;
      filters: Array<
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
          values: Array<
            Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
          >;
        }
      >;
      pageInfo: Pick<
        StorefrontAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  }>;
};

export type CylinderSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  narrowed: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CylinderSearchQuery = {
  search: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'description' | 'tags'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            };
            firstVariant: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                }
              >;
            };
            reviewRating?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            reviewCount?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            choices?: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  specs: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
        values: Array<
          Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
        >;
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
};

export type ProductIdsQueryVariables = StorefrontAPI.Exact<{
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductIdsQuery = {
  products: {
    nodes: Array<Pick<StorefrontAPI.Product, 'id'>>;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type SearchResultsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  productFilters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  narrowed: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SearchResultsQuery = {
  search: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'description' | 'tags'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            };
            firstVariant: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                }
              >;
            };
            reviewRating?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            reviewCount?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            choices?: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  specs: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
        values: Array<
          Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
        >;
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
};

export type ChatCandidateFragment = Pick<
  StorefrontAPI.Product,
  | 'id'
  | 'handle'
  | 'title'
  | 'description'
  | 'productType'
  | 'tags'
  | 'availableForSale'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  metafields: Array<
    StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
  >;
  variants: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount'>
        >;
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
      }
    >;
  };
};

export type ChatProductSearchQueryVariables = StorefrontAPI.Exact<{
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  q0?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  q1?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  q2?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  q3?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  first0: StorefrontAPI.Scalars['Int']['input'];
  first1: StorefrontAPI.Scalars['Int']['input'];
  first2: StorefrontAPI.Scalars['Int']['input'];
  first3: StorefrontAPI.Scalars['Int']['input'];
  sort0?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  sort1?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  sort2?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  sort3?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  has0: StorefrontAPI.Scalars['Boolean']['input'];
  has1: StorefrontAPI.Scalars['Boolean']['input'];
  has2: StorefrontAPI.Scalars['Boolean']['input'];
  has3: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatProductSearchQuery = {
  s0?: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'description'
        | 'productType'
        | 'tags'
        | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount'>
              >;
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                >
              >;
            }
          >;
        };
      }
    >;
  };
  s1?: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'description'
        | 'productType'
        | 'tags'
        | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount'>
              >;
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                >
              >;
            }
          >;
        };
      }
    >;
  };
  s2?: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'description'
        | 'productType'
        | 'tags'
        | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount'>
              >;
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                >
              >;
            }
          >;
        };
      }
    >;
  };
  s3?: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'description'
        | 'productType'
        | 'tags'
        | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount'>
              >;
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                >
              >;
            }
          >;
        };
      }
    >;
  };
};

export type ChatFilteredSearchQueryVariables = StorefrontAPI.Exact<{
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  q0: StorefrontAPI.Scalars['String']['input'];
  q1: StorefrontAPI.Scalars['String']['input'];
  q2: StorefrontAPI.Scalars['String']['input'];
  q3: StorefrontAPI.Scalars['String']['input'];
  f0?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  f1?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  f2?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  f3?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  first0: StorefrontAPI.Scalars['Int']['input'];
  first1: StorefrontAPI.Scalars['Int']['input'];
  first2: StorefrontAPI.Scalars['Int']['input'];
  first3: StorefrontAPI.Scalars['Int']['input'];
  has0: StorefrontAPI.Scalars['Boolean']['input'];
  has1: StorefrontAPI.Scalars['Boolean']['input'];
  has2: StorefrontAPI.Scalars['Boolean']['input'];
  has3: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatFilteredSearchQuery = {
  s0?: {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          | 'id'
          | 'handle'
          | 'title'
          | 'description'
          | 'productType'
          | 'tags'
          | 'availableForSale'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  | 'id'
                  | 'title'
                  | 'sku'
                  | 'availableForSale'
                  | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
  };
  s1?: {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          | 'id'
          | 'handle'
          | 'title'
          | 'description'
          | 'productType'
          | 'tags'
          | 'availableForSale'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  | 'id'
                  | 'title'
                  | 'sku'
                  | 'availableForSale'
                  | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
  };
  s2?: {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          | 'id'
          | 'handle'
          | 'title'
          | 'description'
          | 'productType'
          | 'tags'
          | 'availableForSale'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  | 'id'
                  | 'title'
                  | 'sku'
                  | 'availableForSale'
                  | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
  };
  s3?: {
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          | 'id'
          | 'handle'
          | 'title'
          | 'description'
          | 'productType'
          | 'tags'
          | 'availableForSale'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  | 'id'
                  | 'title'
                  | 'sku'
                  | 'availableForSale'
                  | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                    >
                  >;
                }
              >;
            };
          })
    >;
  };
};

export type ChatProductByIdQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ChatProductByIdQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'description'
      | 'productType'
      | 'tags'
      | 'availableForSale'
    > & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      metafields: Array<
        StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
      >;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
          }
        >;
      };
    }
  >;
};

export type OrderLookupQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type OrderLookupQuery = {
  node?: StorefrontAPI.Maybe<
    | {
        __typename:
          | 'AppliedGiftCard'
          | 'Article'
          | 'Blog'
          | 'Cart'
          | 'CartLine'
          | 'Collection'
          | 'Comment'
          | 'Company'
          | 'CompanyContact'
          | 'CompanyLocation'
          | 'ComponentizableCartLine'
          | 'ExternalVideo'
          | 'GenericFile'
          | 'Location'
          | 'MailingAddress'
          | 'Market'
          | 'MediaImage'
          | 'MediaPresentation'
          | 'Menu'
          | 'MenuItem';
      }
    | {
        __typename:
          | 'Metafield'
          | 'Metaobject'
          | 'Model3d'
          | 'Page'
          | 'Product'
          | 'ProductOption'
          | 'ProductOptionValue'
          | 'ProductVariant'
          | 'Shop'
          | 'ShopPayInstallmentsFinancingPlan'
          | 'ShopPayInstallmentsFinancingPlanTerm'
          | 'ShopPayInstallmentsProductVariantPricing'
          | 'ShopPolicy'
          | 'TaxonomyCategory'
          | 'UrlRedirect'
          | 'Video';
      }
    | ({__typename: 'Order'} & Pick<
        StorefrontAPI.Order,
        | 'id'
        | 'name'
        | 'orderNumber'
        | 'processedAt'
        | 'email'
        | 'statusUrl'
        | 'financialStatus'
      > & {
          totalTax?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
          >;
          shippingAddress?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.MailingAddress,
              'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
            >
          >;
          totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          subtotalPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
          >;
          totalShippingPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          customAttributes: Array<
            Pick<StorefrontAPI.Attribute, 'key' | 'value'>
          >;
          shippingDiscountAllocations: Array<{
            allocatedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
            discountApplication:
              | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                  StorefrontAPI.AutomaticDiscountApplication,
                  'title'
                >)
              | ({__typename: 'DiscountCodeApplication'} & Pick<
                  StorefrontAPI.DiscountCodeApplication,
                  'code'
                >)
              | ({__typename: 'ManualDiscountApplication'} & Pick<
                  StorefrontAPI.ManualDiscountApplication,
                  'title'
                >)
              | ({__typename: 'ScriptDiscountApplication'} & Pick<
                  StorefrontAPI.ScriptDiscountApplication,
                  'title'
                >);
          }>;
          lineItems: {
            nodes: Array<
              Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
                originalTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                discountedTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                discountAllocations: Array<{
                  allocatedAmount: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  discountApplication:
                    | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                        StorefrontAPI.AutomaticDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'DiscountCodeApplication'} & Pick<
                        StorefrontAPI.DiscountCodeApplication,
                        'code'
                      >)
                    | ({__typename: 'ManualDiscountApplication'} & Pick<
                        StorefrontAPI.ManualDiscountApplication,
                        'title'
                      >)
                    | ({__typename: 'ScriptDiscountApplication'} & Pick<
                        StorefrontAPI.ScriptDiscountApplication,
                        'title'
                      >);
                }>;
                variant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
                    image?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Image, 'url' | 'altText'>
                    >;
                    product: Pick<StorefrontAPI.Product, 'id' | 'handle'>;
                  }
                >;
              }
            >;
          };
        })
  >;
};

export type OrderReceiptFragment = {
  totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  subtotalPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  shippingDiscountAllocations: Array<{
    allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    discountApplication:
      | ({__typename: 'AutomaticDiscountApplication'} & Pick<
          StorefrontAPI.AutomaticDiscountApplication,
          'title'
        >)
      | ({__typename: 'DiscountCodeApplication'} & Pick<
          StorefrontAPI.DiscountCodeApplication,
          'code'
        >)
      | ({__typename: 'ManualDiscountApplication'} & Pick<
          StorefrontAPI.ManualDiscountApplication,
          'title'
        >)
      | ({__typename: 'ScriptDiscountApplication'} & Pick<
          StorefrontAPI.ScriptDiscountApplication,
          'title'
        >);
  }>;
  lineItems: {
    nodes: Array<
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
        originalTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountedTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountAllocations: Array<{
          allocatedAmount: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          discountApplication:
            | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                StorefrontAPI.AutomaticDiscountApplication,
                'title'
              >)
            | ({__typename: 'DiscountCodeApplication'} & Pick<
                StorefrontAPI.DiscountCodeApplication,
                'code'
              >)
            | ({__typename: 'ManualDiscountApplication'} & Pick<
                StorefrontAPI.ManualDiscountApplication,
                'title'
              >)
            | ({__typename: 'ScriptDiscountApplication'} & Pick<
                StorefrontAPI.ScriptDiscountApplication,
                'title'
              >);
        }>;
        variant?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText'>
            >;
            product: Pick<StorefrontAPI.Product, 'id' | 'handle'>;
          }
        >;
      }
    >;
  };
};

export type ShopPoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ShopPoliciesQuery = {
  shop: {
    legalNotice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body'>>;
    privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body'>>;
    termsOfService?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'body'>
    >;
    refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body'>>;
    shippingPolicy?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'body'>
    >;
  };
};

export type DatasheetQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type DatasheetQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'vendor' | 'productType'
    > & {
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku'> & {
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'type' | 'value'>
              >
            >;
          }
        >;
      };
    }
  >;
};

export type MoneyFragment = Pick<
  StorefrontAPI.MoneyV2,
  'currencyCode' | 'amount'
>;

export type CustomerUserErrorFieldsFragment = Pick<
  StorefrontAPI.CustomerUserError,
  'code' | 'field' | 'message'
>;

export type UserErrorFieldsFragment = Pick<
  StorefrontAPI.UserError,
  'field' | 'message'
>;

type DiscountAllocation_CartAutomaticDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartAutomaticDiscountAllocation,
  'title' | 'targetType'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

type DiscountAllocation_CartCodeDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartCodeDiscountAllocation,
  'code' | 'targetType'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

type DiscountAllocation_CartCustomDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartCustomDiscountAllocation,
  'title' | 'targetType'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

export type DiscountAllocationFragment =
  | DiscountAllocation_CartAutomaticDiscountAllocation_Fragment
  | DiscountAllocation_CartCodeDiscountAllocation_Fragment
  | DiscountAllocation_CartCustomDiscountAllocation_Fragment;

export type CartLineFragment = Pick<
  StorefrontAPI.CartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
  };
  discountAllocations: Array<
    | (Pick<
        StorefrontAPI.CartAutomaticDiscountAllocation,
        'title' | 'targetType'
      > & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code' | 'targetType'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<
        StorefrontAPI.CartCustomDiscountAllocation,
        'title' | 'targetType'
      > & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    | 'id'
    | 'availableForSale'
    | 'quantityAvailable'
    | 'requiresShipping'
    | 'title'
  > & {
    compareAtPrice?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
    price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    image?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
    >;
    product: Pick<
      StorefrontAPI.Product,
      'handle' | 'title' | 'id' | 'vendor' | 'productType'
    >;
    selectedOptions: Array<
      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
    >;
  };
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'
> & {
  buyerIdentity: Pick<
    StorefrontAPI.CartBuyerIdentity,
    'countryCode' | 'email' | 'phone'
  >;
  delivery: {
    addresses: Array<
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'> & {
        address: Pick<
          StorefrontAPI.CartDeliveryAddress,
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'zip'
          | 'countryCode'
          | 'phone'
        >;
      }
    >;
  };
  deliveryGroups: {
    nodes: Array<
      Pick<StorefrontAPI.CartDeliveryGroup, 'id'> & {
        deliveryOptions: Array<
          Pick<
            StorefrontAPI.CartDeliveryOption,
            'handle' | 'title' | 'description'
          > & {
            estimatedCost: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          }
        >;
        selectedDeliveryOption?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.CartDeliveryOption, 'handle' | 'title'> & {
            estimatedCost: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          }
        >;
      }
    >;
  };
  lines: {
    nodes: Array<
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
        attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
        cost: {
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          subtotalAmount: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
          amountPerQuantity: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
          compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
          >;
        };
        discountAllocations: Array<
          | (Pick<
              StorefrontAPI.CartAutomaticDiscountAllocation,
              'title' | 'targetType'
            > & {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            })
          | (Pick<
              StorefrontAPI.CartCodeDiscountAllocation,
              'code' | 'targetType'
            > & {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            })
          | (Pick<
              StorefrontAPI.CartCustomDiscountAllocation,
              'title' | 'targetType'
            > & {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'currencyCode' | 'amount'
              >;
            })
        >;
        merchandise: Pick<
          StorefrontAPI.ProductVariant,
          | 'id'
          | 'availableForSale'
          | 'quantityAvailable'
          | 'requiresShipping'
          | 'title'
        > & {
          compareAtPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
          >;
          price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          product: Pick<
            StorefrontAPI.Product,
            'handle' | 'title' | 'id' | 'vendor' | 'productType'
          >;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
        };
      }
    >;
  };
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    checkoutChargeAmount: Pick<
      StorefrontAPI.MoneyV2,
      'currencyCode' | 'amount'
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  discountAllocations: Array<
    | (Pick<
        StorefrontAPI.CartAutomaticDiscountAllocation,
        'title' | 'targetType'
      > & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code' | 'targetType'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<
        StorefrontAPI.CartCustomDiscountAllocation,
        'title' | 'targetType'
      > & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
  appliedGiftCards: Array<
    Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
      amountUsed: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      balance: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    }
  >;
};

export type ProductCardFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'description' | 'tags'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  priceRange: {
    minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  };
  firstVariant: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'availableForSale' | 'quantityAvailable'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
        >;
      }
    >;
  };
  reviewRating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  reviewCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type FacetFilterFragment = Pick<
  StorefrontAPI.Filter,
  'id' | 'label' | 'type'
> & {
  values: Array<
    Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
  >;
};

export type VariantChoicesFragment = {
  choices?: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'availableForSale' | 'quantityAvailable'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
        >;
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
        specs: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
      }
    >;
  };
};

export type OrderSummaryFragment = Pick<
  StorefrontAPI.Order,
  | 'id'
  | 'name'
  | 'orderNumber'
  | 'processedAt'
  | 'email'
  | 'statusUrl'
  | 'financialStatus'
> & {
  totalTax?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
  >;
  shippingAddress?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.MailingAddress,
      'name' | 'address1' | 'address2' | 'zip' | 'city' | 'country'
    >
  >;
  totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  subtotalPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  shippingDiscountAllocations: Array<{
    allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    discountApplication:
      | ({__typename: 'AutomaticDiscountApplication'} & Pick<
          StorefrontAPI.AutomaticDiscountApplication,
          'title'
        >)
      | ({__typename: 'DiscountCodeApplication'} & Pick<
          StorefrontAPI.DiscountCodeApplication,
          'code'
        >)
      | ({__typename: 'ManualDiscountApplication'} & Pick<
          StorefrontAPI.ManualDiscountApplication,
          'title'
        >)
      | ({__typename: 'ScriptDiscountApplication'} & Pick<
          StorefrontAPI.ScriptDiscountApplication,
          'title'
        >);
  }>;
  lineItems: {
    nodes: Array<
      Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
        originalTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountedTotalPrice: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
        discountAllocations: Array<{
          allocatedAmount: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          discountApplication:
            | ({__typename: 'AutomaticDiscountApplication'} & Pick<
                StorefrontAPI.AutomaticDiscountApplication,
                'title'
              >)
            | ({__typename: 'DiscountCodeApplication'} & Pick<
                StorefrontAPI.DiscountCodeApplication,
                'code'
              >)
            | ({__typename: 'ManualDiscountApplication'} & Pick<
                StorefrontAPI.ManualDiscountApplication,
                'title'
              >)
            | ({__typename: 'ScriptDiscountApplication'} & Pick<
                StorefrontAPI.ScriptDiscountApplication,
                'title'
              >);
        }>;
        variant?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText'>
            >;
            product: Pick<StorefrontAPI.Product, 'id' | 'handle'>;
          }
        >;
      }
    >;
  };
};

export type ProductListPageFragment = {
  nodes: Array<
    Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'description' | 'tags'
    > & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      priceRange: {
        minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      };
      firstVariant: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
          }
        >;
      };
      reviewRating?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      reviewCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      choices?: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            specs: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
          }
        >;
      };
    }
  >;
  filters: Array<
    Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
      values: Array<
        Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
      >;
    }
  >;
  pageInfo: Pick<
    StorefrontAPI.PageInfo,
    'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
  >;
};

export type SearchListPageFragment = Pick<
  StorefrontAPI.SearchResultItemConnection,
  'totalCount'
> & {
  nodes: Array<
    | {__typename: 'Article' | 'Page'}
    | ({__typename: 'Product'} & Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
          priceRange: {
            minVariantPrice: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          };
          firstVariant: {
            nodes: Array<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'availableForSale' | 'quantityAvailable'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
              }
            >;
          };
          reviewRating?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          reviewCount?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          choices?: {
            nodes: Array<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'availableForSale' | 'quantityAvailable'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                specs: Array<
                  StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                  >
                >;
              }
            >;
          };
        })
  >;
  productFilters: Array<
    Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
      values: Array<
        Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
      >;
    }
  >;
  pageInfo: Pick<
    StorefrontAPI.PageInfo,
    'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
  >;
};

export type RelatedProductsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type RelatedProductsQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'handle' | 'title'>
  >;
  productRecommendations?: StorefrontAPI.Maybe<
    Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        firstVariant: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
              >;
            }
          >;
        };
        reviewRating?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reviewCount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >
  >;
};

export type ProductReviewTargetQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductReviewTargetQuery = {
  product?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'id'>>;
};

export type ToolRangeProductsQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  first: StorefrontAPI.Scalars['Int']['input'];
  query: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ToolRangeProductsQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'tags'> & {
        metafields: Array<
          StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'availableForSale'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'key' | 'value'>
                >
              >;
            }
          >;
        };
      }
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type MenuItemFieldsFragment = Pick<
  StorefrontAPI.MenuItem,
  'title' | 'url'
>;

export type HeaderNavigationQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HeaderNavigationQuery = {
  menu?: StorefrontAPI.Maybe<{
    items: Array<
      Pick<StorefrontAPI.MenuItem, 'title' | 'url'> & {
        items: Array<Pick<StorefrontAPI.MenuItem, 'title' | 'url'>>;
      }
    >;
  }>;
  collections: {
    nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>>;
  };
};

export type FeaturedProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type FeaturedProductsQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        firstVariant: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
              >;
            }
          >;
        };
        reviewRating?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reviewCount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >;
  };
};

export type HomeLatestArticlesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HomeLatestArticlesQuery = {
  articles: {
    nodes: Array<
      Pick<
        StorefrontAPI.Article,
        'handle' | 'title' | 'publishedAt' | 'excerpt'
      > & {blog: Pick<StorefrontAPI.Blog, 'handle'>}
    >;
  };
};

export type HeaderPredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HeaderPredictiveSearchQuery = {
  predictiveSearch?: StorefrontAPI.Maybe<{
    products: Array<
      Pick<StorefrontAPI.Product, 'handle' | 'title'> & {
        featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
      }
    >;
    collections: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>>;
    articles: Array<
      Pick<StorefrontAPI.Article, 'handle' | 'title'> & {
        blog: Pick<StorefrontAPI.Blog, 'handle'>;
      }
    >;
  }>;
};

export type BlogArticleQueryVariables = StorefrontAPI.Exact<{
  blogHandle: StorefrontAPI.Scalars['String']['input'];
  articleHandle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BlogArticleQuery = {
  blog?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Blog, 'handle' | 'title'> & {
      articleByHandle?: StorefrontAPI.Maybe<
        Pick<
          StorefrontAPI.Article,
          | 'id'
          | 'handle'
          | 'title'
          | 'tags'
          | 'publishedAt'
          | 'excerpt'
          | 'contentHtml'
        > & {
          seo?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Seo, 'title' | 'description'>
          >;
          image?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
          authorV2?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.ArticleAuthor,
              'name' | 'firstName' | 'lastName' | 'bio'
            >
          >;
        }
      >;
    }
  >;
};

export type BlogArticleCardFragment = Pick<
  StorefrontAPI.Article,
  'id' | 'handle' | 'title' | 'tags' | 'publishedAt' | 'excerpt' | 'content'
> & {
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  authorV2?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.ArticleAuthor, 'name' | 'firstName' | 'lastName'>
  >;
};

export type BlogListQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BlogListQuery = {
  blog?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Blog, 'handle' | 'title'> & {
      allTags: {nodes: Array<Pick<StorefrontAPI.Article, 'tags'>>};
      articles: {
        nodes: Array<
          Pick<
            StorefrontAPI.Article,
            | 'id'
            | 'handle'
            | 'title'
            | 'tags'
            | 'publishedAt'
            | 'excerpt'
            | 'content'
          > & {
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            authorV2?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.ArticleAuthor,
                'name' | 'firstName' | 'lastName'
              >
            >;
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
        >;
      };
    }
  >;
};

export type CollectionsListQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionsListQuery = {
  collections: {
    nodes: Array<
      Pick<
        StorefrontAPI.Collection,
        'id' | 'handle' | 'title' | 'description'
      > & {
        image?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
        productIds: {nodes: Array<Pick<StorefrontAPI.Product, 'id'>>};
      }
    >;
  };
};

export type CustomerLogoutMutationVariables = StorefrontAPI.Exact<{
  token: StorefrontAPI.Scalars['String']['input'];
}>;

export type CustomerLogoutMutation = {
  customerAccessTokenDelete?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.CustomerAccessTokenDeletePayload,
      'deletedAccessToken'
    > & {userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>>}
  >;
};

export type WishlistProductFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'tags'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText'>
  >;
  firstVariant: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'availableForSale' | 'quantityAvailable'
      > & {price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>}
    >;
  };
};

export type WishlistProductsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type WishlistProductsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      | {
          __typename:
            | 'AppliedGiftCard'
            | 'Article'
            | 'Blog'
            | 'Cart'
            | 'CartLine'
            | 'Collection'
            | 'Comment'
            | 'Company'
            | 'CompanyContact'
            | 'CompanyLocation'
            | 'ComponentizableCartLine'
            | 'ExternalVideo'
            | 'GenericFile'
            | 'Location'
            | 'MailingAddress'
            | 'Market'
            | 'MediaImage'
            | 'MediaPresentation'
            | 'Menu'
            | 'MenuItem';
        }
      | {
          __typename:
            | 'Metafield'
            | 'Metaobject'
            | 'Model3d'
            | 'Order'
            | 'Page'
            | 'ProductOption'
            | 'ProductOptionValue'
            | 'ProductVariant'
            | 'Shop'
            | 'ShopPayInstallmentsFinancingPlan'
            | 'ShopPayInstallmentsFinancingPlanTerm'
            | 'ShopPayInstallmentsProductVariantPricing'
            | 'ShopPolicy'
            | 'TaxonomyCategory'
            | 'UrlRedirect'
            | 'Video';
        }
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'tags'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText'>
            >;
            firstVariant: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'quantityAvailable'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                }
              >;
            };
          })
    >
  >;
};

export type CustomerLoginMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerLoginMutation = {
  customerAccessTokenCreate?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type ThankYouRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ThankYouRecommendationsQuery = {
  productRecommendations?: StorefrontAPI.Maybe<
    Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        firstVariant: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
              >;
            }
          >;
        };
        reviewRating?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reviewCount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >
  >;
};

export type ThankYouBestsellersQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ThankYouBestsellersQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        firstVariant: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
              >;
            }
          >;
        };
        reviewRating?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reviewCount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >;
  };
};

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerRecoverMutation = {
  customerRecover?: StorefrontAPI.Maybe<{
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type ProductPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  identifiers:
    | Array<StorefrontAPI.HasMetafieldsIdentifier>
    | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductPageQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'vendor' | 'descriptionHtml' | 'tags'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      reviewRating?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      reviewCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
      >;
      images: {
        nodes: Array<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
      };
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      metafields: Array<
        StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>
      >;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'key' | 'value'>
              >
            >;
          }
        >;
      };
    }
  >;
};

export type CatalogueProductsQueryVariables = StorefrontAPI.Exact<{
  query?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CatalogueProductsQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'description' | 'tags'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'currencyCode' | 'amount'
          >;
        };
        firstVariant: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'availableForSale' | 'quantityAvailable'
            > & {
              price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
              >;
            }
          >;
        };
        reviewRating?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        reviewCount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
  productTags: Pick<StorefrontAPI.StringConnection, 'nodes'>;
};

export type CustomerRegisterMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerRegisterMutation = {
  customerCreate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerRegisterLoginMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerRegisterLoginMutation = {
  customerAccessTokenCreate?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerResetMutation = {
  customerReset?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

interface GeneratedQueryTypes {
  '#graphql\n  query LegacyAccountCompany($token: String!, $identifiers: [HasMetafieldsIdentifier!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      metafields(identifiers: $identifiers) {\n        namespace\n        key\n        value\n      }\n    }\n  }\n': {
    return: LegacyAccountCompanyQuery;
    variables: LegacyAccountCompanyQueryVariables;
  };
  '#graphql\n  query LegacyAccountCustomer($token: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n': {
    return: LegacyAccountCustomerQuery;
    variables: LegacyAccountCustomerQueryVariables;
  };
  '#graphql\n  fragment CustomerOrder on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    statusUrl\n    totalPrice {\n      ...Money\n    }\n    shippingAddress {\n      name\n      address1\n      address2\n      zip\n      city\n      country\n    }\n    ...OrderReceipt\n  }\n  query CustomerOrders(\n    $token: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...CustomerOrder\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment OrderReceipt on Order {\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotalPrice {\n      amount\n      currencyCode\n    }\n    totalShippingPrice {\n      amount\n      currencyCode\n    }\n    customAttributes {\n      key\n      value\n    }\n    shippingDiscountAllocations {\n      allocatedAmount {\n        amount\n        currencyCode\n      }\n      discountApplication {\n        __typename\n        ... on DiscountCodeApplication {\n          code\n        }\n        ... on AutomaticDiscountApplication {\n          title\n        }\n        ... on ManualDiscountApplication {\n          title\n        }\n        ... on ScriptDiscountApplication {\n          title\n        }\n      }\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        quantity\n        originalTotalPrice {\n          amount\n          currencyCode\n        }\n        discountedTotalPrice {\n          amount\n          currencyCode\n        }\n        discountAllocations {\n          allocatedAmount {\n            amount\n            currencyCode\n          }\n          discountApplication {\n            __typename\n            ... on DiscountCodeApplication {\n              code\n            }\n            ... on AutomaticDiscountApplication {\n              title\n            }\n            ... on ManualDiscountApplication {\n              title\n            }\n            ... on ScriptDiscountApplication {\n              title\n            }\n          }\n        }\n        variant {\n          id\n          title\n          image {\n            url\n            altText\n          }\n          product {\n            id\n            handle\n          }\n        }\n      }\n    }\n  }\n\n': {
    return: CustomerOrdersQuery;
    variables: CustomerOrdersQueryVariables;
  };
  '#graphql\n  query LegacyReorderLines($token: String!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      orders(first: 10, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          lineItems(first: 100) {\n            nodes {\n              title\n              quantity\n              variant {\n                id\n                title\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n': {
    return: LegacyReorderLinesQuery;
    variables: LegacyReorderLinesQueryVariables;
  };
  '#graphql\n  query LegacyOrderedProducts($token: String!) {\n    customer(customerAccessToken: $token) {\n      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          lineItems(first: 50) {\n            nodes {\n              variant {\n                product {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: LegacyOrderedProductsQuery;
    variables: LegacyOrderedProductsQueryVariables;
  };
  '#graphql\n  fragment ProfileAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    zip\n    city\n    country\n    countryCodeV2\n    phone\n  }\n  query CustomerProfile($token: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      acceptsMarketing\n      defaultAddress {\n        id\n      }\n      addresses(first: 50) {\n        nodes {\n          ...ProfileAddress\n        }\n      }\n    }\n  }\n': {
    return: CustomerProfileQuery;
    variables: CustomerProfileQueryVariables;
  };
  '#graphql\n  query CheckoutCustomer($token: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $token) {\n      email\n      firstName\n      lastName\n      phone\n      defaultAddress {\n        firstName\n        lastName\n        address1\n        city\n        zip\n        countryCodeV2\n        phone\n      }\n    }\n  }\n': {
    return: CheckoutCustomerQuery;
    variables: CheckoutCustomerQueryVariables;
  };
  '#graphql\n  query ReorderVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n      }\n    }\n  }\n': {
    return: ReorderVariantsQuery;
    variables: ReorderVariantsQueryVariables;
  };
  '#graphql\n  query IndexCollections($after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: 250, after: $after, sortKey: TITLE) {\n      nodes {\n        handle\n        title\n        updatedAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: IndexCollectionsQuery;
    variables: IndexCollectionsQueryVariables;
  };
  '#graphql\n  query IndexProducts($after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 250, after: $after, sortKey: TITLE) {\n      nodes {\n        handle\n        title\n        updatedAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: IndexProductsQuery;
    variables: IndexProductsQueryVariables;
  };
  '#graphql\n  query CollectionPage(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $narrowed: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      image {\n        id\n        url\n        altText\n        width\n        height\n      }\n      seo {\n        title\n        description\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: $sortKey\n        reverse: $reverse\n        filters: $filters\n      ) {\n        ...ProductListPage\n      }\n    }\n  }\n  #graphql\n  fragment ProductListPage on ProductConnection {\n    nodes {\n      ...ProductCard\n      ...VariantChoices\n    }\n    filters {\n      ...FacetFilter\n    }\n    pageInfo {\n      hasPreviousPage\n      hasNextPage\n      startCursor\n      endCursor\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n  #graphql\n  fragment VariantChoices on Product {\n    choices: variants(first: 25) @include(if: $narrowed) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n        specs: metafields(\n          identifiers: [\n            {namespace: "specs", key: "kind"}\n            {namespace: "specs", key: "force_range"}\n            {namespace: "specs", key: "force_n"}\n            {namespace: "specs", key: "stroke_mm"}\n            {namespace: "specs", key: "length_range"}\n            {namespace: "specs", key: "size"}\n            {namespace: "specs", key: "body_diameter_mm"}\n            {namespace: "specs", key: "rod_diameter_mm"}\n            {namespace: "specs", key: "fitting_type"}\n            {namespace: "specs", key: "thread"}\n            {namespace: "specs", key: "material"}\n          ]\n        ) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment FacetFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n\n': {
    return: CollectionPageQuery;
    variables: CollectionPageQueryVariables;
  };
  '#graphql\n  query CylinderCollection(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $narrowed: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n        ...ProductListPage\n      }\n    }\n  }\n  #graphql\n  fragment ProductListPage on ProductConnection {\n    nodes {\n      ...ProductCard\n      ...VariantChoices\n    }\n    filters {\n      ...FacetFilter\n    }\n    pageInfo {\n      hasPreviousPage\n      hasNextPage\n      startCursor\n      endCursor\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n  #graphql\n  fragment VariantChoices on Product {\n    choices: variants(first: 25) @include(if: $narrowed) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n        specs: metafields(\n          identifiers: [\n            {namespace: "specs", key: "kind"}\n            {namespace: "specs", key: "force_range"}\n            {namespace: "specs", key: "force_n"}\n            {namespace: "specs", key: "stroke_mm"}\n            {namespace: "specs", key: "length_range"}\n            {namespace: "specs", key: "size"}\n            {namespace: "specs", key: "body_diameter_mm"}\n            {namespace: "specs", key: "rod_diameter_mm"}\n            {namespace: "specs", key: "fitting_type"}\n            {namespace: "specs", key: "thread"}\n            {namespace: "specs", key: "material"}\n          ]\n        ) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment FacetFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n\n': {
    return: CylinderCollectionQuery;
    variables: CylinderCollectionQueryVariables;
  };
  '#graphql\n  query CylinderSearch(\n    $query: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $narrowed: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $query\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      types: [PRODUCT]\n      sortKey: $sortKey\n      reverse: $reverse\n      productFilters: $filters\n      unavailableProducts: LAST\n    ) {\n      ...SearchListPage\n    }\n  }\n  #graphql\n  fragment SearchListPage on SearchResultItemConnection {\n    totalCount\n    nodes {\n      __typename\n      ... on Product {\n        ...ProductCard\n        ...VariantChoices\n      }\n    }\n    productFilters {\n      ...FacetFilter\n    }\n    pageInfo {\n      hasPreviousPage\n      hasNextPage\n      startCursor\n      endCursor\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n  #graphql\n  fragment VariantChoices on Product {\n    choices: variants(first: 25) @include(if: $narrowed) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n        specs: metafields(\n          identifiers: [\n            {namespace: "specs", key: "kind"}\n            {namespace: "specs", key: "force_range"}\n            {namespace: "specs", key: "force_n"}\n            {namespace: "specs", key: "stroke_mm"}\n            {namespace: "specs", key: "length_range"}\n            {namespace: "specs", key: "size"}\n            {namespace: "specs", key: "body_diameter_mm"}\n            {namespace: "specs", key: "rod_diameter_mm"}\n            {namespace: "specs", key: "fitting_type"}\n            {namespace: "specs", key: "thread"}\n            {namespace: "specs", key: "material"}\n          ]\n        ) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment FacetFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n\n': {
    return: CylinderSearchQuery;
    variables: CylinderSearchQueryVariables;
  };
  '#graphql\n  query ProductIds($query: String, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 250, after: $after, query: $query) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: ProductIdsQuery;
    variables: ProductIdsQueryVariables;
  };
  '#graphql\n  query SearchResults(\n    $query: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $productFilters: [ProductFilter!]\n    $narrowed: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $query\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n      types: [PRODUCT]\n      productFilters: $productFilters\n      sortKey: RELEVANCE\n      unavailableProducts: LAST\n    ) {\n      ...SearchListPage\n    }\n  }\n  #graphql\n  fragment SearchListPage on SearchResultItemConnection {\n    totalCount\n    nodes {\n      __typename\n      ... on Product {\n        ...ProductCard\n        ...VariantChoices\n      }\n    }\n    productFilters {\n      ...FacetFilter\n    }\n    pageInfo {\n      hasPreviousPage\n      hasNextPage\n      startCursor\n      endCursor\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n  #graphql\n  fragment VariantChoices on Product {\n    choices: variants(first: 25) @include(if: $narrowed) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n        specs: metafields(\n          identifiers: [\n            {namespace: "specs", key: "kind"}\n            {namespace: "specs", key: "force_range"}\n            {namespace: "specs", key: "force_n"}\n            {namespace: "specs", key: "stroke_mm"}\n            {namespace: "specs", key: "length_range"}\n            {namespace: "specs", key: "size"}\n            {namespace: "specs", key: "body_diameter_mm"}\n            {namespace: "specs", key: "rod_diameter_mm"}\n            {namespace: "specs", key: "fitting_type"}\n            {namespace: "specs", key: "thread"}\n            {namespace: "specs", key: "material"}\n          ]\n        ) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment FacetFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n\n': {
    return: SearchResultsQuery;
    variables: SearchResultsQueryVariables;
  };
  '#graphql\n  query ChatProductSearch(\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $q0: String\n    $q1: String\n    $q2: String\n    $q3: String\n    $first0: Int!\n    $first1: Int!\n    $first2: Int!\n    $first3: Int!\n    $sort0: ProductSortKeys\n    $sort1: ProductSortKeys\n    $sort2: ProductSortKeys\n    $sort3: ProductSortKeys\n    $has0: Boolean!\n    $has1: Boolean!\n    $has2: Boolean!\n    $has3: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    s0: products(first: $first0, query: $q0, sortKey: $sort0) @include(if: $has0) {\n      nodes {\n        ...ChatCandidate\n      }\n    }\n    s1: products(first: $first1, query: $q1, sortKey: $sort1) @include(if: $has1) {\n      nodes {\n        ...ChatCandidate\n      }\n    }\n    s2: products(first: $first2, query: $q2, sortKey: $sort2) @include(if: $has2) {\n      nodes {\n        ...ChatCandidate\n      }\n    }\n    s3: products(first: $first3, query: $q3, sortKey: $sort3) @include(if: $has3) {\n      nodes {\n        ...ChatCandidate\n      }\n    }\n  }\n  #graphql\n  fragment ChatCandidate on Product {\n    id\n    handle\n    title\n    description(truncateAt: 300)\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    metafields(identifiers: $identifiers) {\n      key\n      value\n    }\n    variants(first: 50) {\n      nodes {\n        id\n        title\n        sku\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        metafields(identifiers: $identifiers) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: ChatProductSearchQuery;
    variables: ChatProductSearchQueryVariables;
  };
  '#graphql\n  query ChatFilteredSearch(\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $q0: String!\n    $q1: String!\n    $q2: String!\n    $q3: String!\n    $f0: [ProductFilter!]\n    $f1: [ProductFilter!]\n    $f2: [ProductFilter!]\n    $f3: [ProductFilter!]\n    $first0: Int!\n    $first1: Int!\n    $first2: Int!\n    $first3: Int!\n    $has0: Boolean!\n    $has1: Boolean!\n    $has2: Boolean!\n    $has3: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    s0: search(query: $q0, first: $first0, types: [PRODUCT], productFilters: $f0, unavailableProducts: LAST) @include(if: $has0) {\n      nodes {\n        __typename\n        ...ChatCandidate\n      }\n    }\n    s1: search(query: $q1, first: $first1, types: [PRODUCT], productFilters: $f1, unavailableProducts: LAST) @include(if: $has1) {\n      nodes {\n        __typename\n        ...ChatCandidate\n      }\n    }\n    s2: search(query: $q2, first: $first2, types: [PRODUCT], productFilters: $f2, unavailableProducts: LAST) @include(if: $has2) {\n      nodes {\n        __typename\n        ...ChatCandidate\n      }\n    }\n    s3: search(query: $q3, first: $first3, types: [PRODUCT], productFilters: $f3, unavailableProducts: LAST) @include(if: $has3) {\n      nodes {\n        __typename\n        ...ChatCandidate\n      }\n    }\n  }\n  #graphql\n  fragment ChatCandidate on Product {\n    id\n    handle\n    title\n    description(truncateAt: 300)\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    metafields(identifiers: $identifiers) {\n      key\n      value\n    }\n    variants(first: 50) {\n      nodes {\n        id\n        title\n        sku\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        metafields(identifiers: $identifiers) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: ChatFilteredSearchQuery;
    variables: ChatFilteredSearchQueryVariables;
  };
  '#graphql\n  query ChatProductById(\n    $id: ID!\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(id: $id) {\n      ...ChatCandidate\n    }\n  }\n  #graphql\n  fragment ChatCandidate on Product {\n    id\n    handle\n    title\n    description(truncateAt: 300)\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    metafields(identifiers: $identifiers) {\n      key\n      value\n    }\n    variants(first: 50) {\n      nodes {\n        id\n        title\n        sku\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n        }\n        compareAtPrice {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n        metafields(identifiers: $identifiers) {\n          key\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: ChatProductByIdQuery;
    variables: ChatProductByIdQueryVariables;
  };
  '#graphql\n  query OrderLookup($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      __typename\n      ...OrderSummary\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    email\n    statusUrl\n    financialStatus\n    totalTax {\n      ...Money\n    }\n    shippingAddress {\n      name\n      address1\n      address2\n      zip\n      city\n      country\n    }\n    ...OrderReceipt\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment OrderReceipt on Order {\n    totalPrice {\n      amount\n      currencyCode\n    }\n    subtotalPrice {\n      amount\n      currencyCode\n    }\n    totalShippingPrice {\n      amount\n      currencyCode\n    }\n    customAttributes {\n      key\n      value\n    }\n    shippingDiscountAllocations {\n      allocatedAmount {\n        amount\n        currencyCode\n      }\n      discountApplication {\n        __typename\n        ... on DiscountCodeApplication {\n          code\n        }\n        ... on AutomaticDiscountApplication {\n          title\n        }\n        ... on ManualDiscountApplication {\n          title\n        }\n        ... on ScriptDiscountApplication {\n          title\n        }\n      }\n    }\n    lineItems(first: 50) {\n      nodes {\n        title\n        quantity\n        originalTotalPrice {\n          amount\n          currencyCode\n        }\n        discountedTotalPrice {\n          amount\n          currencyCode\n        }\n        discountAllocations {\n          allocatedAmount {\n            amount\n            currencyCode\n          }\n          discountApplication {\n            __typename\n            ... on DiscountCodeApplication {\n              code\n            }\n            ... on AutomaticDiscountApplication {\n              title\n            }\n            ... on ManualDiscountApplication {\n              title\n            }\n            ... on ScriptDiscountApplication {\n              title\n            }\n          }\n        }\n        variant {\n          id\n          title\n          image {\n            url\n            altText\n          }\n          product {\n            id\n            handle\n          }\n        }\n      }\n    }\n  }\n\n\n': {
    return: OrderLookupQuery;
    variables: OrderLookupQueryVariables;
  };
  '#graphql\n  query ShopPolicies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n    shop {\n      legalNotice {\n        body\n      }\n      privacyPolicy {\n        body\n      }\n      termsOfService {\n        body\n      }\n      refundPolicy {\n        body\n      }\n      shippingPolicy {\n        body\n      }\n    }\n  }\n': {
    return: ShopPoliciesQuery;
    variables: ShopPoliciesQueryVariables;
  };
  '#graphql\n  query Datasheet($handle: String!, $identifiers: [HasMetafieldsIdentifier!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      variants(first: 100) {\n        nodes {\n          id\n          title\n          sku\n          metafields(identifiers: $identifiers) {\n            key\n            type\n            value\n          }\n        }\n      }\n    }\n  }\n': {
    return: DatasheetQuery;
    variables: DatasheetQueryVariables;
  };
  '#graphql\n  query RelatedProducts($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      handle\n      title\n    }\n    productRecommendations(productHandle: $handle) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n': {
    return: RelatedProductsQuery;
    variables: RelatedProductsQueryVariables;
  };
  '#graphql\n  query ProductReviewTarget($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n    }\n  }\n': {
    return: ProductReviewTargetQuery;
    variables: ProductReviewTargetQueryVariables;
  };
  '#graphql\n  query ToolRangeProducts(\n    $after: String\n    $first: Int!\n    $query: String!\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products(first: $first, after: $after, query: $query, sortKey: ID) {\n      nodes {\n        id\n        handle\n        title\n        tags\n        metafields(identifiers: $identifiers) {\n          key\n          value\n        }\n        variants(first: 20) {\n          nodes {\n            id\n            title\n            availableForSale\n            price {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n            metafields(identifiers: $identifiers) {\n              key\n              value\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: ToolRangeProductsQuery;
    variables: ToolRangeProductsQueryVariables;
  };
  '#graphql\n  fragment MenuItemFields on MenuItem {\n    title\n    url\n  }\n  query HeaderNavigation($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    menu(handle: "main-menu") {\n      items {\n        ...MenuItemFields\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n    collections(first: 20, sortKey: TITLE) {\n      nodes {\n        handle\n        title\n      }\n    }\n  }\n': {
    return: HeaderNavigationQuery;
    variables: HeaderNavigationQueryVariables;
  };
  '#graphql\n  query FeaturedProducts($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 8, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n': {
    return: FeaturedProductsQuery;
    variables: FeaturedProductsQueryVariables;
  };
  '#graphql\n  query HomeLatestArticles($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {\n      nodes {\n        handle\n        title\n        publishedAt\n        excerpt(truncateAt: 160)\n        blog {\n          handle\n        }\n      }\n    }\n  }\n': {
    return: HomeLatestArticlesQuery;
    variables: HomeLatestArticlesQueryVariables;
  };
  '#graphql\n  query HeaderPredictiveSearch($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $query, limit: 5, types: [PRODUCT, COLLECTION, ARTICLE]) {\n      products {\n        handle\n        title\n        featuredImage {\n          url\n        }\n      }\n      collections {\n        handle\n        title\n      }\n      articles {\n        handle\n        title\n        blog {\n          handle\n        }\n      }\n    }\n  }\n': {
    return: HeaderPredictiveSearchQuery;
    variables: HeaderPredictiveSearchQueryVariables;
  };
  '#graphql\n  query BlogArticle($blogHandle: String!, $articleHandle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blog(handle: $blogHandle) {\n      handle\n      title\n      articleByHandle(handle: $articleHandle) {\n        id\n        handle\n        title\n        tags\n        publishedAt\n        excerpt\n        contentHtml\n        seo {\n          title\n          description\n        }\n        image {\n          url\n          altText\n          width\n          height\n        }\n        authorV2 {\n          name\n          firstName\n          lastName\n          bio\n        }\n      }\n    }\n  }\n': {
    return: BlogArticleQuery;
    variables: BlogArticleQueryVariables;
  };
  '#graphql\n  fragment BlogArticleCard on Article {\n    id\n    handle\n    title\n    tags\n    publishedAt\n    excerpt(truncateAt: 220)\n    content\n    image {\n      url\n      altText\n      width\n      height\n    }\n    authorV2 {\n      name\n      firstName\n      lastName\n    }\n  }\n  query BlogList(\n    $handle: String!\n    $query: String\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    blog(handle: $handle) {\n      handle\n      title\n      allTags: articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          tags\n        }\n      }\n      articles(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        query: $query\n        sortKey: PUBLISHED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...BlogArticleCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n': {
    return: BlogListQuery;
    variables: BlogListQueryVariables;
  };
  '#graphql\n  query CollectionsList($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: 50, sortKey: TITLE) {\n      nodes {\n        id\n        handle\n        title\n        description\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        productIds: products(first: 250) {\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n': {
    return: CollectionsListQuery;
    variables: CollectionsListQueryVariables;
  };
  '#graphql\n  fragment WishlistProduct on Product {\n    id\n    handle\n    title\n    tags\n    featuredImage {\n      url\n      altText\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n      }\n    }\n  }\n  query WishlistProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      __typename\n      ... on Product {\n        ...WishlistProduct\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n': {
    return: WishlistProductsQuery;
    variables: WishlistProductsQueryVariables;
  };
  '#graphql\n  query ThankYouRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n': {
    return: ThankYouRecommendationsQuery;
    variables: ThankYouRecommendationsQueryVariables;
  };
  '#graphql\n  query ThankYouBestsellers($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 6, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n': {
    return: ThankYouBestsellersQuery;
    variables: ThankYouBestsellersQueryVariables;
  };
  '#graphql\n  query ProductPage(\n    $handle: String!\n    $identifiers: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      descriptionHtml\n      tags\n      seo {\n        title\n        description\n      }\n      reviewRating: metafield(namespace: "reviews", key: "rating") {\n        value\n      }\n      reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n        value\n      }\n      featuredImage {\n        id\n        url\n        altText\n        width\n        height\n      }\n      images(first: 10) {\n        nodes {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      metafields(identifiers: $identifiers) {\n        key\n        value\n      }\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          quantityAvailable\n          price {\n            ...Money\n          }\n          compareAtPrice {\n            ...Money\n          }\n          selectedOptions {\n            name\n            value\n          }\n          metafields(identifiers: $identifiers) {\n            key\n            value\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n': {
    return: ProductPageQuery;
    variables: ProductPageQueryVariables;
  };
  '#graphql\n  query CatalogueProducts(\n    $query: String\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products(first: $first, last: $last, before: $startCursor, after: $endCursor, query: $query, sortKey: $sortKey, reverse: $reverse) {\n      nodes {\n        ...ProductCard\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n    productTags(first: 250) {\n      nodes\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    description(truncateAt: 140)\n    tags\n    # Only what a card renders: the page sends it all again as loader data (decision 067).\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    firstVariant: variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n      }\n    }\n    # Shopify\'s standard review metafields (app/lib/reviews/reviews.ts).\n    reviewRating: metafield(namespace: "reviews", key: "rating") {\n      value\n    }\n    reviewCount: metafield(namespace: "reviews", key: "rating_count") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n\n': {
    return: CatalogueProductsQuery;
    variables: CatalogueProductsQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation CustomerProfileUpdate($token: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $token, customer: $customer) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerProfileUpdateMutation;
    variables: CustomerProfileUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressCreate($token: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $token, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressCreateMutation;
    variables: CustomerAddressCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressUpdateMutation;
    variables: CustomerAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressDelete($token: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $token, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressDeleteMutation;
    variables: CustomerAddressDeleteMutationVariables;
  };
  '#graphql\n  mutation CustomerDefaultAddress($token: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerDefaultAddressMutation;
    variables: CustomerDefaultAddressMutationVariables;
  };
  '#graphql\n  mutation CustomerLogout($token: String!) {\n    customerAccessTokenDelete(customerAccessToken: $token) {\n      deletedAccessToken\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment UserErrorFields on UserError {\n    field\n    message\n  }\n\n': {
    return: CustomerLogoutMutation;
    variables: CustomerLogoutMutationVariables;
  };
  '#graphql\n  mutation CustomerLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerLoginMutation;
    variables: CustomerLoginMutationVariables;
  };
  '#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerRecoverMutation;
    variables: CustomerRecoverMutationVariables;
  };
  '#graphql\n  mutation CustomerRegister($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerRegisterMutation;
    variables: CustomerRegisterMutationVariables;
  };
  '#graphql\n  mutation CustomerRegisterLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerRegisterLoginMutation;
    variables: CustomerRegisterLoginMutationVariables;
  };
  '#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerResetMutation;
    variables: CustomerResetMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
