import {SHOP} from '~/lib/constants';
import type {SpecRow} from '~/lib/specs';

export function canonicalMeta(href: string) {
  return {tagName: 'link', rel: 'canonical', href} as const;
}

interface ProductForJsonLd {
  title: string;
  description: string;
  vendor: string;
  handle: string;
  featuredImage?: {url: string} | null;
  variants: {
    nodes: {sku?: string | null; availableForSale: boolean; price: {amount: string; currencyCode: string}}[];
  };
}

/**
 * schema.org Product with one Offer per variant (sku, price, currency, availability). What each
 * offer repeated is gone (decision 081): its page is the product's `url`, and the seller, the
 * shop on every offer, is not one of the fields Google's Product results read.
 */
export function productJsonLd(
  product: ProductForJsonLd,
  url: string,
  rating: {average: number; count: number} | null = null,
  /** The datasheet (additionalProperties below) */
  properties: readonly object[] = [],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    brand: {'@type': 'Brand', name: product.vendor},
    url,
    ...(product.featuredImage ? {image: product.featuredImage.url} : {}),
    ...(properties.length > 0 ? {additionalProperty: properties} : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: product.variants.nodes.map((variant) => ({
      '@type': 'Offer',
      ...(variant.sku ? {sku: variant.sku} : {}),
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  };
}

export function breadcrumbJsonLd(origin: string, items: {name: string; path: string}[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: SHOP.email,
    telephone: SHOP.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.address.street,
      postalCode: SHOP.address.postalCode,
      addressLocality: SHOP.address.city,
      addressCountry: 'FR',
    },
  };
}

/** schema.org `PropertyValue`s of the datasheet's rows (Product.additionalProperty). */
export function additionalProperties(rows: readonly Pick<SpecRow, 'label' | 'value' | 'number' | 'unitCode'>[]) {
  return rows.map((spec) => ({
    '@type': 'PropertyValue',
    name: spec.label,
    value: spec.number ?? spec.value,
    ...(spec.unitCode ? {unitCode: spec.unitCode} : {}),
  }));
}
