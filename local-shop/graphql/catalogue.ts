// Catalogue objects shaped like the Storefront API types: Product, ProductVariant,
// Collection, Image, MediaImage, Metafield. Plain objects; fields that take arguments
// are functions (graphql-js calls them with the arguments). Built once per catalogue
// snapshot and reused across requests.

import {COLLECTION_PHOTO_SIZE, PHOTO_SIZE, isPhotographed} from '../media/photos.ts';
import {RENDER_VERSION} from '../media/service.ts';
import {type TransformInput, transformedUrl} from '../media/transform.ts';
import type {SeedSpecs} from '../catalog/types.ts';
import {moneyV2} from '../money.ts';
import {
  type Catalogue,
  type CollectionRecord,
  type ImageRecord,
  type ProductRecord,
  type VariantRecord,
  maxPrice,
  minPrice,
  productAvailable,
  variantSpecs,
} from '../store/catalogue.ts';
import {type PageArgs, emptyConnection, paginate} from './connection.ts';
import {ApiError} from './errors.ts';
import {type ProductFilterInput, collectionFacets, filterProducts} from './filters.ts';
import {type ProductSortKey, sortProducts} from './product-query.ts';
import {REVIEW_METAFIELD_NAMESPACE, SPEC_NAMESPACE, metafieldList, ratingMetafieldValue} from '../shared-rules.ts';
import {type MetafieldEntry, SPEC_KEY_INDEX, specMetafields} from './specs.ts';
import {encodeVariantTuples} from './variant-encoding.ts';

export const IMAGE_SIZE = 800;

/** `?v=` of a picture's address, as Shopify's CDN gives it: changes when the picture may have. */
function imageVersion(updatedAt: string | undefined): string {
  const seconds = updatedAt ? Math.floor(Date.parse(updatedAt) / 1000) : 0;
  return `${seconds}${RENDER_VERSION}`;
}

/** An Image: \`url(transform:)\` and the deprecated \`transformedSrc\` give the CDN's parameters (media/transform.ts). */
function imageView(image: {id: string; url: string; altText: string | null; width: number; height: number}): Record<string, unknown> {
  return {
    id: image.id,
    url: ({transform}: {transform?: TransformInput | null}) => transformedUrl(image.url, transform),
    src: image.url,
    originalSrc: image.url,
    transformedSrc: (args: TransformInput) => transformedUrl(image.url, args),
    altText: image.altText,
    width: image.width,
    height: image.height,
    thumbhash: null,
  };
}

export const gid = {
  product: (id: number) => `gid://shopify/Product/${id}`,
  variant: (id: number) => `gid://shopify/ProductVariant/${id}`,
  collection: (id: number) => `gid://shopify/Collection/${id}`,
  image: (id: number) => `gid://shopify/ProductImage/${id}`,
  collectionImage: (id: number) => `gid://shopify/CollectionImage/${id}`,
  mediaImage: (id: number) => `gid://shopify/MediaImage/${id}`,
  option: (id: number) => `gid://shopify/ProductOption/${id}`,
  optionValue: (id: number) => `gid://shopify/ProductOptionValue/${id}`,
  metafield: (id: number) => `gid://shopify/Metafield/${id}`,
};

/** Parses 'gid://shopify/<Type>/<id>[?query]'; null when it is not one. */
export function parseGid(value: unknown): {type: string; id: string; params: URLSearchParams} | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/#\s]+)(?:\?([^#\s]*))?$/.exec(value);
  if (!match) return null;
  return {type: match[1], id: match[2], params: new URLSearchParams(match[3] ?? '')};
}

export function numericGid(value: unknown, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d{1,15}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/** Shopify truncates descriptions with an ellipsis counted in the length. */
export function truncate(text: string, truncateAt: number | null | undefined): string {
  if (truncateAt === null || truncateAt === undefined || truncateAt < 0 || text.length <= truncateAt) return text;
  if (truncateAt <= 3) return text.slice(0, truncateAt);
  const cut = text.slice(0, truncateAt - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > truncateAt / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// ---------------------------------------------------------------- metafields (specs)

export const SPECS_NAMESPACE = SPEC_NAMESPACE;

/** Metafield ids are stable and collision-free: owner kind, owner id, the key's position. */
const REVIEW_KEY_INDEX: Record<string, number> = {rating: 98, rating_count: 97};

// ---------------------------------------------------------------- option matching

export interface SelectedOptionInput {
  name: string;
  value: string;
}

interface MatchOptions {
  ignoreUnknownOptions: boolean;
  caseInsensitiveMatch: boolean;
}

/** Variants matching the known selected options; `complete` when every option was given. */
function matchVariants(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[],
  {ignoreUnknownOptions, caseInsensitiveMatch}: MatchOptions,
): {variants: VariantRecord[]; complete: boolean} | null {
  const same = (a: string, b: string) => (caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const wanted = new Map<number, string>();
  for (const {name, value} of selected) {
    const index = product.options.findIndex((option) => same(option.name, name));
    if (index < 0) {
      if (ignoreUnknownOptions) continue;
      return null;
    }
    wanted.set(index, value);
  }
  const variants = product.variants.filter((variant) =>
    [...wanted].every(([index, value]) => same(variant.optionValues[index] ?? '', value)),
  );
  return {variants, complete: wanted.size === product.options.length};
}

function firstAvailable(variants: readonly VariantRecord[]): VariantRecord | null {
  return variants.find((variant) => variant.stock > 0) ?? variants[0] ?? null;
}

export function selectedOrFirstAvailable(
  product: ProductRecord,
  selected: readonly SelectedOptionInput[] | null | undefined,
  options: MatchOptions,
): VariantRecord | null {
  if (selected && selected.length > 0) {
    const match = matchVariants(product, selected, options);
    if (match && match.variants.length > 0) {
      return match.complete ? match.variants[0] : firstAvailable(match.variants);
    }
  }
  return firstAvailable(product.variants);
}

function valueIndexTuple(product: ProductRecord, variant: VariantRecord): number[] {
  return product.options.map((option, i) => option.values.findIndex((value) => value.name === variant.optionValues[i]));
}

// ---------------------------------------------------------------- views

export interface ProductConnectionArgs extends PageArgs {
  sortKey?: string | null;
  reverse?: boolean | null;
  filters?: ProductFilterInput[] | null;
  query?: string | null;
}

/** Views of one catalogue snapshot, for one public URL (image addresses). */
export class CatalogueViews {
  readonly catalogue: Catalogue;
  readonly publicUrl: string;
  #products = new Map<number, Record<string, unknown>>();
  #variants = new Map<number, Record<string, unknown>>();
  #collections = new Map<number, Record<string, unknown>>();

  /** Published reviews of a product (the merchant inbox), read live for `reviews.*` metafields. */
  readonly ratings: (productGid: string) => {average: number; count: number} | null;

  constructor(catalogue: Catalogue, publicUrl: string, ratings: CatalogueViews['ratings'] = () => null) {
    this.catalogue = catalogue;
    this.publicUrl = publicUrl;
    this.ratings = ratings;
  }

  /** A photographed product's first image is its photo (JPEG, versioned); the others are drawings (SVG). */
  isPhoto(image: ImageRecord): boolean {
    const product = this.catalogue.productsById.get(image.productId);
    return image.variantId === null && image.position === 0 && product !== undefined && isPhotographed(product.drawing);
  }

  imagePath(image: ImageRecord): string {
    const product = this.catalogue.productsById.get(image.productId);
    const handle = product?.handle ?? 'produit';
    if (this.isPhoto(image)) return `/images/products/${handle}-0.jpg?v=${imageVersion(product?.updatedAt)}`;
    return image.variantId === null
      ? `/images/products/${handle}-${image.position}.svg`
      : `/images/products/${handle}-${image.position}-v${image.variantId}.svg`;
  }

  image(image: ImageRecord, altText?: string | null): Record<string, unknown> {
    const product = this.catalogue.productsById.get(image.productId);
    const size = this.isPhoto(image) ? PHOTO_SIZE : {width: IMAGE_SIZE, height: IMAGE_SIZE};
    return imageView({
      id: gid.image(image.id),
      url: `${this.publicUrl}${this.imagePath(image)}`,
      altText: altText ?? image.altText ?? product?.title ?? null,
      ...size,
    });
  }

  /** A collection's own photo. */
  collectionImage(collection: CollectionRecord): Record<string, unknown> {
    return imageView({
      id: gid.collectionImage(collection.id),
      url: `${this.publicUrl}/images/collections/${collection.handle}.jpg?v=${imageVersion(collection.updatedAt)}`,
      altText: collection.title,
      ...COLLECTION_PHOTO_SIZE,
    });
  }

  mediaImage(image: ImageRecord): Record<string, unknown> {
    const view = this.image(image);
    return {
      __typename: 'MediaImage',
      id: gid.mediaImage(image.id),
      alt: view.altText,
      image: view,
      previewImage: view,
      mediaContentType: 'IMAGE',
      presentation: null,
    };
  }

  /** gid of a published product, by handle (product reference metafields) */
  productGid = (handle: string): string | null => {
    const product = this.catalogue.productsByHandle.get(handle);
    return product ? gid.product(product.id) : null;
  };

  /**
   * `metafield` and `metafields(identifiers:)` of a product or variant: the 'specs'
   * namespace from its specs (serialised once, on first use), Shopify's review metafields
   * on products; null for any other identifier.
   */
  metafields(
    ownerKind: 'product' | 'variant',
    ownerId: number,
    specs: SeedSpecs,
    owner: () => Record<string, unknown>,
    dates: {createdAt: string; updatedAt: string},
  ) {
    const views = this;
    let entries: Map<string, MetafieldEntry> | null = null;
    const specEntry = (key: string) => {
      entries ??= new Map(specMetafields(specs, this.productGid).map((entry) => [entry.key, entry]));
      return entries.get(key) ?? null;
    };
    const view = (entry: MetafieldEntry, namespace: string, index: number) => ({
      __typename: 'Metafield',
      id: gid.metafield((ownerKind === 'product' ? 1 : 2) * 10 ** 12 + ownerId * 100 + index),
      namespace,
      key: entry.key,
      type: entry.type,
      value: entry.value,
      description: null,
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt,
      get parentResource() {
        return owner();
      },
      // Only single-reference types have a `reference`; this namespace has none.
      reference: null,
      references: (args: PageArgs) => {
        if (entry.type !== 'list.product_reference') return null;
        const products = metafieldList(entry.value)
          .map((id) => numericGid(id, 'Product'))
          .map((id) => (id === null ? undefined : views.catalogue.productsById.get(id)))
          .filter((product): product is ProductRecord => product !== undefined);
        return paginate(products, args, (product) => ({id: product.id}), (product) => views.product(product));
      },
    });
    const find = (namespace: string | null | undefined, key: string) => {
      if (namespace === SPECS_NAMESPACE) {
        const entry = specEntry(key);
        return entry ? view(entry, SPECS_NAMESPACE, SPEC_KEY_INDEX.get(key) ?? 99) : null;
      }
      if (namespace === REVIEW_METAFIELD_NAMESPACE && ownerKind === 'product') {
        const entry = this.reviewMetafield(ownerId, key);
        return entry ? view(entry, REVIEW_METAFIELD_NAMESPACE, REVIEW_KEY_INDEX[key]) : null;
      }
      return null;
    };
    return {
      metafield: ({namespace, key}: {namespace?: string | null; key: string}) => find(namespace, key),
      metafields: ({identifiers}: {identifiers: {namespace?: string | null; key: string}[]}) => {
        if (identifiers.length > 250) throw new ApiError('The input array size of 251 is greater than the maximum allowed of 250.', 'MAX_INPUT_SIZE_EXCEEDED');
        return identifiers.map(({namespace, key}) => find(namespace, key));
      },
    };
  }

  /** Shopify's standard review metafields, as review apps write them. */
  reviewMetafield(productId: number, key: string): MetafieldEntry | null {
    if (key !== 'rating' && key !== 'rating_count') return null;
    const summary = this.ratings(`gid://shopify/Product/${productId}`);
    if (!summary) return null;
    return key === 'rating'
      ? {key, type: 'rating', value: ratingMetafieldValue(summary.average)}
      : {key, type: 'number_integer', value: String(summary.count)};
  }

  variant(variant: VariantRecord): Record<string, unknown> {
    const cached = this.#variants.get(variant.id);
    if (cached) return cached;
    const product = this.catalogue.productsById.get(variant.productId) as ProductRecord;
    const views = this;
    const effectiveSpecs = variantSpecs(product, variant);
    const price = moneyV2(variant.priceCents);
    const compareAt = variant.compareAtCents === null ? null : moneyV2(variant.compareAtCents);
    const view: Record<string, unknown> = {
      __typename: 'ProductVariant',
      id: gid.variant(variant.id),
      title: variant.title,
      sku: variant.sku,
      barcode: null,
      availableForSale: variant.stock > 0,
      // Shopify: true only for a variant sold while out of stock (backorders). We never do that.
      currentlyNotInStock: false,
      quantityAvailable: variant.stock,
      price,
      priceV2: price,
      compareAtPrice: compareAt,
      compareAtPriceV2: compareAt,
      unitPrice: null,
      unitPriceMeasurement: null,
      weight: variant.weightGrams,
      weightUnit: 'GRAMS',
      requiresShipping: true,
      requiresComponents: false,
      taxable: true,
      selectedOptions: product.options.map((option, i) => ({name: option.name, value: variant.optionValues[i] ?? ''})),
      image: variant.image ? this.image(variant.image, product.title) : product.images[0] ? this.image(product.images[0]) : null,
      get product() {
        return views.product(product);
      },
      quantityRule: {minimum: 1, maximum: null, increment: 1},
      quantityPriceBreaks: (args: PageArgs) => emptyConnection(args),
      components: (args: PageArgs) => emptyConnection(args),
      groupedBy: (args: PageArgs) => emptyConnection(args),
      sellingPlanAllocations: (args: PageArgs) => emptyConnection(args),
      storeAvailability: (args: PageArgs) => emptyConnection(args),
      shopPayInstallmentsPricing: null,
      ...this.metafields('variant', variant.id, effectiveSpecs, () => view, {
        createdAt: variant.createdAt,
        updatedAt: variant.updatedAt,
      }),
    };
    this.#variants.set(variant.id, view);
    return view;
  }

  product(product: ProductRecord): Record<string, unknown> {
    const cached = this.#products.get(product.id);
    if (cached) return cached;
    const views = this;
    const variantView = (variant: VariantRecord | null) => (variant ? views.variant(variant) : null);
    const tuples = product.variants.map((variant) => valueIndexTuple(product, variant));
    const compareAts = product.variants.map((variant) => variant.compareAtCents ?? 0);
    const matchArgs = (args: {ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null}, ignoreDefault: boolean) => ({
      ignoreUnknownOptions: args.ignoreUnknownOptions ?? ignoreDefault,
      caseInsensitiveMatch: args.caseInsensitiveMatch ?? false,
    });
    type SelectArgs = {selectedOptions?: SelectedOptionInput[] | null; ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null};
    const view: Record<string, unknown> = {
      __typename: 'Product',
      id: gid.product(product.id),
      handle: product.handle,
      title: product.title,
      description: ({truncateAt}: {truncateAt?: number | null}) => truncate(product.description, truncateAt),
      descriptionHtml: product.descriptionHtml,
      tags: product.tags,
      vendor: product.vendor,
      productType: product.productType,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
      publishedAt: product.publishedAt,
      availableForSale: productAvailable(product),
      totalInventory: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
      isGiftCard: false,
      onlineStoreUrl: null,
      trackingParameters: null,
      category: null,
      requiresSellingPlan: false,
      seo: {title: product.seoTitle, description: product.seoDescription},
      featuredImage: product.images[0] ? this.image(product.images[0]) : null,
      images: (args: PageArgs & {reverse?: boolean | null; sortKey?: string | null}) => {
        const list = args.reverse ? [...product.images].reverse() : product.images;
        return paginate(list, args, (image) => ({id: image.id, value: image.position}), (image) => views.image(image));
      },
      media: (args: PageArgs & {reverse?: boolean | null}) => {
        const list = args.reverse ? [...product.images].reverse() : product.images;
        return paginate(list, args, (image) => ({id: image.id, value: image.position}), (image) => views.mediaImage(image));
      },
      options: ({first}: {first?: number | null}) => {
        const list = first === null || first === undefined ? product.options : product.options.slice(0, Math.max(0, first));
        return list.map((option, optionIndex) => ({
          __typename: 'ProductOption',
          id: gid.option(option.id),
          name: option.name,
          values: option.values.map((value) => value.name),
          optionValues: option.values.map((value, valueIndex) => ({
            __typename: 'ProductOptionValue',
            id: gid.optionValue(value.id),
            name: value.name,
            swatch: null,
            get firstSelectableVariant() {
              let best: VariantRecord | null = null;
              let bestTuple: number[] | null = null;
              product.variants.forEach((variant, i) => {
                if (tuples[i][optionIndex] !== valueIndex) return;
                if (!bestTuple || compareTuples(tuples[i], bestTuple) < 0) {
                  best = variant;
                  bestTuple = tuples[i];
                }
              });
              return variantView(best);
            },
          })),
        }));
      },
      priceRange: {minVariantPrice: moneyV2(minPrice(product)), maxVariantPrice: moneyV2(maxPrice(product))},
      compareAtPriceRange: {
        minVariantPrice: moneyV2(Math.min(...compareAts)),
        maxVariantPrice: moneyV2(Math.max(...compareAts)),
      },
      variants: (args: PageArgs & {reverse?: boolean | null; sortKey?: string | null}) => {
        let list = [...product.variants];
        if (args.sortKey === 'TITLE') list.sort((a, b) => a.title.localeCompare(b.title, 'fr', {numeric: true}));
        else if (args.sortKey === 'SKU') list.sort((a, b) => a.sku.localeCompare(b.sku, 'fr', {numeric: true}));
        else if (args.sortKey === 'ID') list.sort((a, b) => a.id - b.id);
        if (args.reverse) list = list.reverse();
        return paginate(list, args, (variant) => ({id: variant.id, value: variant.position}), (variant) => views.variant(variant));
      },
      variantsCount: {count: product.variants.length, precision: 'EXACT'},
      selectedOrFirstAvailableVariant: (args: SelectArgs) =>
        variantView(selectedOrFirstAvailable(product, args.selectedOptions, matchArgs(args, true))),
      variantBySelectedOptions: (args: SelectArgs) => {
        const match = matchVariants(product, args.selectedOptions ?? [], matchArgs(args, false));
        return match && match.complete ? variantView(match.variants[0] ?? null) : null;
      },
      adjacentVariants: (args: SelectArgs) => {
        const base = selectedOrFirstAvailable(product, args.selectedOptions, matchArgs(args, true));
        if (!base) return [];
        const baseTuple = tuples[product.variants.indexOf(base)];
        return product.variants
          .filter((variant, i) => tuples[i].filter((value, k) => value !== baseTuple[k]).length === 1)
          .sort((a, b) => a.id - b.id)
          .map((variant) => views.variant(variant));
      },
      encodedVariantExistence: encodeVariantTuples(tuples),
      encodedVariantAvailability: encodeVariantTuples(tuples.filter((tuple, i) => product.variants[i].stock > 0)),
      sellingPlanGroups: (args: PageArgs) => emptyConnection(args),
      collections: (args: PageArgs & {reverse?: boolean | null}) => {
        let list = this.catalogue.collections.filter((collection) => collection.productIds.includes(product.id));
        if (args.reverse) list = list.reverse();
        return paginate(list, args, (collection) => ({id: collection.id}), (collection) => views.collection(collection));
      },
      ...this.metafields('product', product.id, product.specs, () => view, product),
    };
    this.#products.set(product.id, view);
    return view;
  }

  collection(collection: CollectionRecord): Record<string, unknown> {
    const cached = this.#collections.get(collection.id);
    if (cached) return cached;
    const views = this;
    const members = collection.productIds
      .map((id) => this.catalogue.productsById.get(id))
      .filter((product): product is ProductRecord => product !== undefined);
    const view: Record<string, unknown> = {
      __typename: 'Collection',
      id: gid.collection(collection.id),
      handle: collection.handle,
      title: collection.title,
      description: ({truncateAt}: {truncateAt?: number | null}) => truncate(collection.description, truncateAt),
      descriptionHtml: collection.description
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
        .join(''),
      image: this.collectionImage(collection),
      seo: {title: collection.seoTitle, description: collection.seoDescription},
      updatedAt: collection.updatedAt,
      onlineStoreUrl: null,
      trackingParameters: null,
      metafield: () => null,
      metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
      products: (args: ProductConnectionArgs) => {
        const filters = args.filters ?? [];
        const filtered = filterProducts(members, filters);
        const sortKey = collectionSortKey(args.sortKey);
        const sorted = sortProducts(filtered, sortKey, Boolean(args.reverse));
        return {
          ...paginate(sorted.items, args, sorted.key, (product) => views.product(product)),
          // Computed only when the query asks for them.
          filters: () => collectionFacets(members, filters),
        };
      },
    };
    this.#collections.set(collection.id, view);
    return view;
  }
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** ProductCollectionSortKeys → the product sort used for it. */
function collectionSortKey(sortKey: string | null | undefined): ProductSortKey {
  switch (sortKey) {
    case 'BEST_SELLING':
      return 'BEST_SELLING';
    case 'CREATED':
      return 'CREATED_AT';
    case 'ID':
      return 'ID';
    case 'PRICE':
      return 'PRICE';
    case 'TITLE':
      return 'TITLE';
    // RELEVANCE without a search, MANUAL and COLLECTION_DEFAULT: the collection's own order.
    default:
      return 'COLLECTION_DEFAULT';
  }
}
