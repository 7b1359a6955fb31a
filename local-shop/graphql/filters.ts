// ProductFilter inputs (collection.products(filters:), search(productFilters:)) and
// the facets returned with them (Filter / FilterValue, French labels). As on Shopify,
// values of the same filter are OR-ed, different filters AND-ed, and a facet's counts
// apply every other active filter.

import {euros} from '../money.ts';
import {type ProductRecord, maxPrice, productAvailable} from '../store/catalogue.ts';
import {normalize} from './search-query.ts';
import {specMetafields} from './specs.ts';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

type Predicate = (product: ProductRecord) => boolean;

const same = (a: string, b: string) => normalize(a).trim() === normalize(b).trim();

function metafieldValue(specs: ProductRecord['specs'], namespace: string, key: string): string | null {
  if (namespace !== 'specs') return null;
  return specMetafields(specs).find((entry) => entry.key === key)?.value ?? null;
}

/** The group a filter belongs to, and its test. */
function compile(filter: ProductFilterInput): {group: string; test: Predicate} | null {
  if (filter.available !== undefined && filter.available !== null) {
    const wanted = filter.available;
    return {group: 'available', test: (product) => productAvailable(product) === wanted};
  }
  if (filter.price) {
    const min = filter.price.min ?? 0;
    const max = filter.price.max ?? Number.POSITIVE_INFINITY;
    return {
      group: 'price',
      test: (product) => product.variants.some((variant) => euros(variant.priceCents) >= min && euros(variant.priceCents) <= max),
    };
  }
  if (typeof filter.productType === 'string') {
    const wanted = filter.productType;
    return {group: 'productType', test: (product) => same(product.productType, wanted)};
  }
  if (typeof filter.productVendor === 'string') {
    const wanted = filter.productVendor;
    return {group: 'productVendor', test: (product) => same(product.vendor, wanted)};
  }
  if (typeof filter.tag === 'string') {
    const wanted = filter.tag;
    return {group: 'tag', test: (product) => product.tags.some((tag) => same(tag, wanted))};
  }
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return {
      group: `variantOption:${normalize(name)}`,
      test: (product) => {
        const index = product.options.findIndex((option) => same(option.name, name));
        return index >= 0 && product.variants.some((variant) => same(variant.optionValues[index] ?? '', value));
      },
    };
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    return {
      group: `productMetafield:${namespace}.${key}`,
      test: (product) => {
        const actual = metafieldValue(product.specs, namespace, key);
        return actual !== null && same(actual, value);
      },
    };
  }
  if (filter.variantMetafield) {
    const {namespace, key, value} = filter.variantMetafield;
    return {
      group: `variantMetafield:${namespace}.${key}`,
      test: (product) =>
        product.variants.some((variant) => {
          const actual = metafieldValue({...product.specs, ...variant.specs}, namespace, key);
          return actual !== null && same(actual, value);
        }),
    };
  }
  if (filter.category !== undefined || filter.taxonomyMetafield !== undefined) {
    // The local shop has no taxonomy: nothing belongs to a category.
    return {group: 'taxonomy', test: () => false};
  }
  return null;
}

function groups(filters: readonly ProductFilterInput[]): Map<string, Predicate[]> {
  const map = new Map<string, Predicate[]>();
  for (const filter of filters) {
    const compiled = compile(filter);
    if (!compiled) continue;
    map.set(compiled.group, [...(map.get(compiled.group) ?? []), compiled.test]);
  }
  return map;
}

function matchesGroups(product: ProductRecord, map: Map<string, Predicate[]>, except?: string): boolean {
  for (const [group, tests] of map) {
    if (group === except) continue;
    if (!tests.some((test) => test(product))) return false;
  }
  return true;
}

export function filterProducts(products: readonly ProductRecord[], filters: readonly ProductFilterInput[]): ProductRecord[] {
  if (filters.length === 0) return [...products];
  const map = groups(filters);
  return products.filter((product) => matchesGroups(product, map));
}

function handleize(text: string): string {
  return normalize(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface FacetValue {
  label: string;
  input: ProductFilterInput;
  test: Predicate;
}

const collator = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});

/** Facets for a set of products (a collection, or search results before filtering). */
export function collectionFacets(products: readonly ProductRecord[], filters: readonly ProductFilterInput[]) {
  const active = groups(filters);
  const facet = (id: string, label: string, group: string, values: FacetValue[]) => {
    const base = products.filter((product) => matchesGroups(product, active, group));
    return {
      id,
      label,
      type: 'LIST',
      presentation: 'TEXT',
      values: values.map((value) => ({
        id: `${id}.${handleize(value.label) || '0'}`,
        label: value.label,
        count: base.filter(value.test).length,
        input: JSON.stringify(value.input),
        image: null,
        swatch: null,
      })),
    };
  };
  const result: Record<string, unknown>[] = [];

  result.push(
    facet('filter.v.availability', 'Disponibilité', 'available', [
      {label: 'En stock', input: {available: true}, test: (product) => productAvailable(product)},
      {label: 'Rupture de stock', input: {available: false}, test: (product) => !productAvailable(product)},
    ]),
  );

  const highest = products.length > 0 ? Math.max(...products.map(maxPrice)) : 0;
  result.push({
    id: 'filter.v.price',
    label: 'Prix',
    type: 'PRICE_RANGE',
    presentation: 'TEXT',
    values: [
      {
        id: 'filter.v.price',
        label: 'Prix',
        count: 0,
        input: JSON.stringify({price: {min: 0, max: Math.ceil(euros(highest))}}),
        image: null,
        swatch: null,
      },
    ],
  });

  const distinct = (values: string[]) => [...new Set(values)].sort(collator.compare);
  result.push(
    facet(
      'filter.p.product_type',
      'Type de produit',
      'productType',
      distinct(products.map((product) => product.productType)).map((type) => ({
        label: type,
        input: {productType: type},
        test: (product) => product.productType === type,
      })),
    ),
  );
  result.push(
    facet(
      'filter.p.vendor',
      'Marque',
      'productVendor',
      distinct(products.map((product) => product.vendor)).map((vendor) => ({
        label: vendor,
        input: {productVendor: vendor},
        test: (product) => product.vendor === vendor,
      })),
    ),
  );

  result.push(
    facet(
      'filter.p.tag',
      'Étiquettes',
      'tag',
      distinct(products.flatMap((product) => product.tags)).map((tag) => ({
        label: tag,
        input: {tag},
        test: (product) => product.tags.includes(tag),
      })),
    ),
  );

  // One facet per option name (products without options have none to offer).
  const optionValues = new Map<string, {name: string; values: string[]}>();
  for (const product of products) {
    if (product.hasOnlyDefaultVariant) continue;
    product.options.forEach((option) => {
      const key = normalize(option.name);
      const entry = optionValues.get(key) ?? {name: option.name, values: []};
      for (const value of option.values) if (!entry.values.includes(value.name)) entry.values.push(value.name);
      optionValues.set(key, entry);
    });
  }
  for (const [key, {name, values}] of optionValues) {
    result.push(
      facet(
        `filter.v.option.${handleize(name)}`,
        name,
        `variantOption:${key}`,
        [...values].sort(collator.compare).map((value) => ({
          label: value,
          input: {variantOption: {name, value}},
          test: (product) => {
            const index = product.options.findIndex((option) => normalize(option.name) === key);
            return index >= 0 && product.variants.some((variant) => variant.optionValues[index] === value);
          },
        })),
      ),
    );
  }
  return result;
}
