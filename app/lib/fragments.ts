// GraphQL fragments shared by several features. Each one carries the fragments it
// spreads (Money), so `${PRODUCT_CARD_FRAGMENT}` is all an operation adds; a document
// holds a fragment once, so an operation that needs two of them spreads Money itself.

import {ORDER_RECEIPT_FRAGMENT} from './checkout/receipt.ts';

// An amount and its currency, as every price of the Storefront API comes.
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

// What a customer mutation (sign-in, sign-up, profile, addresses, password) refuses,
// in the shop's words: SPEC.md shows the first message.
export const CUSTOMER_USER_ERROR_FRAGMENT = `#graphql
  fragment CustomerUserErrorFields on CustomerUserError {
    code
    field
    message
  }
` as const;

// What the other mutations refuse (customerAccessTokenDelete).
export const USER_ERROR_FRAGMENT = `#graphql
  fragment UserErrorFields on UserError {
    field
    message
  }
` as const;

// Cart fragment shared by the cart handler (context.cart) and the cart screens.
export const CART_QUERY_FRAGMENT = `#graphql
  fragment DiscountAllocation on CartDiscountAllocation {
    discountedAmount {
      ...Money
    }
    targetType
    ... on CartAutomaticDiscountAllocation {
      title
    }
    ... on CartCodeDiscountAllocation {
      code
    }
    ... on CartCustomDiscountAllocation {
      title
    }
  }
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    discountAllocations {
      ...DiscountAllocation
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        compareAtPrice {
          ...Money
        }
        price {
          ...Money
        }
        requiresShipping
        title
        image {
          id
          url
          altText
          width
          height
        }
        product {
          handle
          title
          id
          vendor
          productType
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      email
      phone
    }
    delivery {
      addresses {
        id
        selected
        address {
          ... on CartDeliveryAddress {
            firstName
            lastName
            company
            address1
            address2
            city
            zip
            countryCode
            phone
          }
        }
      }
    }
    deliveryGroups(first: 10) {
      nodes {
        id
        deliveryOptions {
          handle
          title
          description
          estimatedCost {
            ...Money
          }
        }
        selectedDeliveryOption {
          handle
          title
          estimatedCost {
            ...Money
          }
        }
      }
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      checkoutChargeAmount {
        ...Money
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...DiscountAllocation
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...Money
      }
      balance {
        ...Money
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

// What a product card needs; used by every product list.
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    description(truncateAt: 140)
    tags
    # Only what a card renders: the page sends it all again as loader data (decision 067).
    featuredImage {
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    firstVariant: variants(first: 1) {
      nodes {
        id
        availableForSale
        quantityAvailable
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
      }
    }
    # Shopify's standard review metafields (app/lib/reviews/reviews.ts).
    reviewRating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    reviewCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
  }
  ${MONEY_FRAGMENT}
` as const;

// A list's filters as Search & Discovery exposes them (collection `products.filters`,
// search `productFilters`): facets.ts builds the panel, its counts and its inputs from them.
export const FACET_FILTER_FRAGMENT = `#graphql
  fragment FacetFilter on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const;

// The variants of a card in a list narrowed by price or technical facets (an operation
// with $narrowed): matching-variants.ts picks the ones the filters found. Spread beside
// ...ProductCard, whose document brings the Money fragment. Keys: facets.ts FACET_PANEL.
export const VARIANT_CHOICES_FRAGMENT = `#graphql
  fragment VariantChoices on Product {
    choices: variants(first: 25) @include(if: $narrowed) {
      nodes {
        id
        availableForSale
        quantityAvailable
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        selectedOptions {
          name
          value
        }
        specs: metafields(
          identifiers: [
            {namespace: "specs", key: "kind"}
            {namespace: "specs", key: "force_range"}
            {namespace: "specs", key: "force_n"}
            {namespace: "specs", key: "stroke_mm"}
            {namespace: "specs", key: "length_range"}
            {namespace: "specs", key: "size"}
            {namespace: "specs", key: "body_diameter_mm"}
            {namespace: "specs", key: "rod_diameter_mm"}
            {namespace: "specs", key: "fitting_type"}
            {namespace: "specs", key: "thread"}
            {namespace: "specs", key: "material"}
          ]
        ) {
          key
          value
        }
      }
    }
  }
` as const;

// An order as the confirmation and thank-you pages show it (read with its secret key).
export const ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment OrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    email
    statusUrl
    financialStatus
    totalTax {
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
  ${MONEY_FRAGMENT}
  ${ORDER_RECEIPT_FRAGMENT}
` as const;

// A page of a product list and what its filter panel needs (decision 083): the cards, the API's
// facets, the cursors. Two shapes, one per connection type of the Storefront API: a collection's
// products (collections, /verins without words) and a search's results (/recherche, /verins with
// words). Spread in an operation with $narrowed; the document brings the card, choices and facet
// fragments, each once.
export const PRODUCT_LIST_PAGE_FRAGMENT = `#graphql
  fragment ProductListPage on ProductConnection {
    nodes {
      ...ProductCard
      ...VariantChoices
    }
    filters {
      ...FacetFilter
    }
    pageInfo {
      hasPreviousPage
      hasNextPage
      startCursor
      endCursor
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${VARIANT_CHOICES_FRAGMENT}
  ${FACET_FILTER_FRAGMENT}
` as const;

export const SEARCH_LIST_PAGE_FRAGMENT = `#graphql
  fragment SearchListPage on SearchResultItemConnection {
    totalCount
    nodes {
      __typename
      ... on Product {
        ...ProductCard
        ...VariantChoices
      }
    }
    productFilters {
      ...FacetFilter
    }
    pageInfo {
      hasPreviousPage
      hasNextPage
      startCursor
      endCursor
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${VARIANT_CHOICES_FRAGMENT}
  ${FACET_FILTER_FRAGMENT}
` as const;
