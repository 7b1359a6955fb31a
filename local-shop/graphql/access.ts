// Tokenless access (docs/decisions/022-throttling.md): Shopify answers Storefront API
// requests that carry no token for the catalogue, search, content and the cart, with a
// query cost limit of 1,000. Product tags, metafields and metaobjects, menus and
// customers need a token; such a field answers null with an ACCESS_DENIED error.

import {ApiError} from './errors.ts';

const PRODUCT_TAGS = '`unauthenticated_read_product_tags` access scope';
const METAOBJECTS = '`unauthenticated_read_metaobjects` access scope';
const CONTENT = '`unauthenticated_read_content` access scope';
const CUSTOMERS = '`unauthenticated_read_customers` access scope';
const WRITE_CUSTOMERS = '`unauthenticated_write_customers` access scope';

/** The access a field needs beyond what tokenless requests have; null when tokenless may read it. */
export function tokenlessDenial(parentType: string, field: string, isMutation: boolean): string | null {
  if ((field === 'metafield' || field === 'metafields') && parentType !== 'Cart') return METAOBJECTS;
  if (parentType === 'Product' && field === 'tags') return PRODUCT_TAGS;
  if (isMutation) return field.startsWith('customer') ? WRITE_CUSTOMERS : null;
  if (parentType !== 'QueryRoot') return null;
  switch (field) {
    case 'productTags':
      return PRODUCT_TAGS;
    case 'metaobject':
    case 'metaobjects':
      return METAOBJECTS;
    case 'menu':
      return CONTENT;
    case 'customer':
      return CUSTOMERS;
    default:
      return null;
  }
}

export function accessDenied(field: string, requiredAccess: string): ApiError {
  return new ApiError(`Access denied for ${field} field. Required access: ${requiredAccess}.`, 'ACCESS_DENIED', {
    documentation: 'https://shopify.dev/api/usage/access-scopes',
    requiredAccess: `${requiredAccess}.`,
  });
}
