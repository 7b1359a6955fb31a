// The published catalogue, read from SQLite into plain records. Reads are cached; the
// cache is dropped when this process writes catalogue data (an order changes stock)
// or when another process commits to the database file (PRAGMA data_version).

import {isCylinderProductType} from '../shared-rules.ts';
import type {SeedSpecs} from '../catalog/types.ts';
import type {Cents} from '../money.ts';
import type {Store} from './db.ts';
import {CYLINDERS_COLLECTION} from './seed.ts';

export interface OptionRecord {
  id: number;
  name: string;
  values: {id: number; name: string}[];
}

export interface ImageRecord {
  id: number;
  productId: number;
  variantId: number | null;
  position: number;
  altText: string | null;
}

export interface VariantRecord {
  id: number;
  productId: number;
  position: number;
  sku: string;
  title: string;
  /** Values in the product's option order */
  optionValues: string[];
  priceCents: Cents;
  compareAtCents: Cents | null;
  stock: number;
  weightGrams: number;
  specs: SeedSpecs;
  image: ImageRecord | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  /** Plain text of descriptionHtml */
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  specs: SeedSpecs;
  drawing: string;
  seoTitle: string | null;
  seoDescription: string | null;
  sold: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  /** Never empty: a product without options has Shopify's 'Title' / 'Default Title'. */
  options: OptionRecord[];
  hasOnlyDefaultVariant: boolean;
  variants: VariantRecord[];
  images: ImageRecord[];
}

export interface CollectionRecord {
  id: number;
  handle: string;
  title: string;
  description: string;
  imageProductHandle: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  position: number;
  updatedAt: string;
  /** Members in the collection's own (manual) order */
  productIds: number[];
}

export interface Catalogue {
  products: ProductRecord[];
  productsById: Map<number, ProductRecord>;
  productsByHandle: Map<string, ProductRecord>;
  variantsById: Map<number, VariantRecord>;
  collections: CollectionRecord[];
  collectionsById: Map<number, CollectionRecord>;
  collectionsByHandle: Map<string, CollectionRecord>;
  imagesById: Map<number, ImageRecord>;
  /** Identity of this snapshot, for caches built on top of it */
  version: string;
}

function json<T>(text: unknown, fallback: T): T {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Plain text from the seed's simple HTML: tags dropped, entities decoded, blanks collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/(p|li|ul|ol|h\d|div|tr)>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '’', laquo: '«', raquo: '»', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç', deg: '°', times: '×', hellip: '…'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

export function loadCatalogue(store: Store): Catalogue {
  const images = store
    .all('SELECT i.* FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.published = 1 ORDER BY i.product_id, i.position, i.id')
    .map(
      (row): ImageRecord => ({
        id: Number(row.id),
        productId: Number(row.product_id),
        variantId: row.variant_id === null ? null : Number(row.variant_id),
        position: Number(row.position),
        altText: row.alt_text === null ? null : String(row.alt_text),
      }),
    );
  const imagesById = new Map(images.map((image) => [image.id, image]));
  const variantImage = new Map<number, ImageRecord>();
  const productImages = new Map<number, ImageRecord[]>();
  for (const image of images) {
    if (image.variantId !== null) variantImage.set(image.variantId, image);
    else productImages.set(image.productId, [...(productImages.get(image.productId) ?? []), image]);
  }

  const options = new Map<number, OptionRecord[]>();
  for (const row of store.all(
    `SELECT o.id AS option_id, o.product_id, o.name AS option_name, v.id AS value_id, v.name AS value_name
     FROM product_options o LEFT JOIN product_option_values v ON v.option_id = o.id
     ORDER BY o.product_id, o.position, v.position`,
  )) {
    const productId = Number(row.product_id);
    const list = options.get(productId) ?? [];
    let option = list.find((candidate) => candidate.id === Number(row.option_id));
    if (!option) {
      option = {id: Number(row.option_id), name: String(row.option_name), values: []};
      list.push(option);
      options.set(productId, list);
    }
    if (row.value_id !== null) option.values.push({id: Number(row.value_id), name: String(row.value_name)});
  }

  const variants = new Map<number, VariantRecord[]>();
  const variantsById = new Map<number, VariantRecord>();
  for (const row of store.all('SELECT * FROM variants WHERE published = 1 ORDER BY product_id, position, id')) {
    const variant: VariantRecord = {
      id: Number(row.id),
      productId: Number(row.product_id),
      position: Number(row.position),
      sku: String(row.sku),
      title: String(row.title),
      optionValues: json<string[]>(row.option_values, []),
      priceCents: Number(row.price_cents),
      compareAtCents: row.compare_at_cents === null ? null : Number(row.compare_at_cents),
      stock: Number(row.stock),
      weightGrams: Number(row.weight_grams),
      specs: json<SeedSpecs>(row.specs, {}),
      image: variantImage.get(Number(row.id)) ?? null,
      createdAt: String(row.created_at),
      updatedAt: String(row.updated_at),
    };
    variants.set(variant.productId, [...(variants.get(variant.productId) ?? []), variant]);
    variantsById.set(variant.id, variant);
  }

  const products: ProductRecord[] = [];
  for (const row of store.all('SELECT * FROM products WHERE published = 1 ORDER BY position, id')) {
    const id = Number(row.id);
    const productVariants = variants.get(id) ?? [];
    if (productVariants.length === 0) continue;
    let productOptions = options.get(id) ?? [];
    const hasOnlyDefaultVariant = productOptions.length === 0;
    if (hasOnlyDefaultVariant) {
      // Shopify's shape for a product without options. Negative ids never collide with rows.
      productOptions = [{id: -id, name: 'Title', values: [{id: -id, name: 'Default Title'}]}];
      for (const variant of productVariants) variant.optionValues = ['Default Title'];
    }
    const descriptionHtml = String(row.description_html);
    products.push({
      id,
      handle: String(row.handle),
      title: String(row.title),
      descriptionHtml,
      description: htmlToText(descriptionHtml),
      productType: String(row.product_type),
      vendor: String(row.vendor),
      tags: json<string[]>(row.tags, []),
      specs: json<SeedSpecs>(row.specs, {}),
      drawing: String(row.drawing),
      seoTitle: row.seo_title === null ? null : String(row.seo_title),
      seoDescription: row.seo_description === null ? null : String(row.seo_description),
      sold: Number(row.sold),
      position: Number(row.position),
      createdAt: String(row.created_at),
      updatedAt: String(row.updated_at),
      publishedAt: String(row.published_at),
      options: productOptions,
      hasOnlyDefaultVariant,
      variants: productVariants,
      images: productImages.get(id) ?? [],
    });
  }
  const productsById = new Map(products.map((product) => [product.id, product]));
  // A variant is sold only with its product: one whose product is unpublished (or has no
  // variant left) is out of the catalogue, as in Shopify, so a cart drops it, cannot add it,
  // and an order's line keeps its own title with no variant.
  for (const [id, variant] of variantsById) {
    if (!productsById.has(variant.productId)) variantsById.delete(id);
  }

  const members = new Map<number, number[]>();
  for (const row of store.all('SELECT collection_id, product_id FROM collection_products ORDER BY collection_id, position')) {
    const collectionId = Number(row.collection_id);
    if (!productsById.has(Number(row.product_id))) continue;
    members.set(collectionId, [...(members.get(collectionId) ?? []), Number(row.product_id)]);
  }
  const collections: CollectionRecord[] = store
    .all('SELECT * FROM collections WHERE published = 1 ORDER BY position, id')
    .map((row) => {
      const id = Number(row.id);
      let productIds = members.get(id) ?? [];
      if (row.rule === CYLINDERS_COLLECTION.rule) {
        // Automatic: every cylinder, plus any product the seed put there by hand.
        const included = new Set(productIds);
        productIds = products
          .filter((product) => included.has(product.id) || isCylinderProductType(product.productType))
          .map((product) => product.id);
      }
      return {
        id,
        handle: String(row.handle),
        title: String(row.title),
        description: String(row.description),
        imageProductHandle: row.image_product_handle === null ? null : String(row.image_product_handle),
        seoTitle: row.seo_title === null ? null : String(row.seo_title),
        seoDescription: row.seo_description === null ? null : String(row.seo_description),
        position: Number(row.position),
        updatedAt: String(row.updated_at),
        productIds,
      };
    });

  return {
    products,
    productsById,
    productsByHandle: new Map(products.map((product) => [product.handle, product])),
    variantsById,
    collections,
    collectionsById: new Map(collections.map((collection) => [collection.id, collection])),
    collectionsByHandle: new Map(collections.map((collection) => [collection.handle, collection])),
    imagesById,
    version: `${Date.now()}-${Math.random()}`,
  };
}

/** Keeps one catalogue snapshot and knows when it is stale. */
export class CatalogueCache {
  readonly store: Store;
  #snapshot: Catalogue | null = null;
  #storeVersion = -1;
  #dataVersion = -1;

  constructor(store: Store) {
    this.store = store;
  }

  get(): Catalogue {
    const dataVersion = this.store.dataVersion();
    if (!this.#snapshot || this.#storeVersion !== this.store.catalogueVersion || this.#dataVersion !== dataVersion) {
      this.#snapshot = loadCatalogue(this.store);
      this.#storeVersion = this.store.catalogueVersion;
      this.#dataVersion = dataVersion;
    }
    return this.#snapshot;
  }
}

/**
 * The whole datasheet of the article a variant sells: the product's specs with the
 * variant's own values over them (decision 024: every variant carries every key).
 */
export function variantSpecs(product: ProductRecord, variant: VariantRecord): SeedSpecs {
  return {...product.specs, ...variant.specs};
}

/** Product availability: any variant in stock. */
export function productAvailable(product: ProductRecord): boolean {
  return product.variants.some((variant) => variant.stock > 0);
}

export function minPrice(product: ProductRecord): Cents {
  return Math.min(...product.variants.map((variant) => variant.priceCents));
}

export function maxPrice(product: ProductRecord): Cents {
  return Math.max(...product.variants.map((variant) => variant.priceCents));
}
