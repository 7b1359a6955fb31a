// Loads the seed catalogue (local-shop/catalog) into SQLite. Runs at every start but
// only writes when the seed changed (its hash is kept in `meta`), so a second start
// duplicates nothing. Rows are matched by handle (products, collections) and SKU
// (variants): ids stay stable, carts and orders are kept, and stock keeps the sales
// made since (a changed seed stock is applied as a difference).

import crypto from 'node:crypto';
import {isCylinderProductType} from '../shared-rules.ts';
import type {SeedCollection, SeedProduct, SeedVariant} from '../catalog/types.ts';
import {toCents} from '../money.ts';
import {hasPhoto} from '../media/photos.ts';
import type {Row, Store} from './db.ts';

export interface CatalogSource {
  products: readonly SeedProduct[];
  collections: readonly SeedCollection[];
  renderDrawing(product: SeedProduct, index: number, variant?: SeedVariant): string;
  drawingCount(product: SeedProduct): number;
}

/** The real seed modules, imported lazily so that a missing file gives a clear message. */
export async function loadCatalogSource(): Promise<CatalogSource> {
  try {
    const [productsModule, collectionsModule, drawingsModule] = await Promise.all([
      import('../catalog/products.ts'),
      import('../catalog/collections.ts'),
      import('../catalog/drawings.ts'),
    ]);
    return {
      products: productsModule.products,
      collections: collectionsModule.collections,
      renderDrawing: drawingsModule.renderDrawing,
      drawingCount: drawingsModule.drawingCount,
    };
  } catch (error) {
    throw new Error(
      `Impossible de charger le catalogue (local-shop/catalog/products.ts, collections.ts, drawings.ts) : ${
        (error as Error).message
      }`,
      {cause: error},
    );
  }
}

/** Handle and rule of the automatic collection of cylinders (DESIGN: 'verins'). */
export const CYLINDERS_COLLECTION = {
  handle: 'verins',
  title: 'Vérins',
  description: 'Tous nos vérins : vérins à gaz, hydrauliques et pneumatiques.',
  rule: 'cylinders',
} as const;

export function isoNow(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function hash(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** 'Force / Course' values → '100 N / 50 mm'; no options → 'Default Title' (Shopify). */
export function variantTitle(product: SeedProduct, variant: SeedVariant): string {
  const values = optionValuesOf(product, variant);
  return values.length === 0 ? 'Default Title' : values.join(' / ');
}

function optionValuesOf(product: SeedProduct, variant: SeedVariant): string[] {
  return product.options.map((option) => {
    const value = variant.options[option.name];
    if (value === undefined) {
      throw new Error(`Catalogue : la variante ${variant.sku} de ${product.handle} n'a pas de valeur pour « ${option.name} ».`);
    }
    return value;
  });
}

function checkSeed(source: CatalogSource): void {
  const handles = new Set<string>();
  const skus = new Set<string>();
  for (const product of source.products) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.handle)) {
      throw new Error(`Catalogue : handle invalide « ${product.handle} ».`);
    }
    if (handles.has(product.handle)) throw new Error(`Catalogue : handle en double « ${product.handle} ».`);
    handles.add(product.handle);
    if (product.variants.length === 0) throw new Error(`Catalogue : ${product.handle} n'a aucune variante.`);
    for (const variant of product.variants) {
      if (skus.has(variant.sku)) throw new Error(`Catalogue : SKU en double « ${variant.sku} ».`);
      skus.add(variant.sku);
      if (!Number.isInteger(variant.stock) || variant.stock < 0) {
        throw new Error(`Catalogue : stock invalide pour ${variant.sku}.`);
      }
      toCents(variant.price);
      if (variant.compareAtPrice) toCents(variant.compareAtPrice);
      optionValuesOf(product, variant);
    }
  }
}

export interface SeedReport {
  changed: boolean;
  products: number;
  variants: number;
  collections: number;
  inserted: number;
  updated: number;
  unpublished: number;
}

/** Brings the database in line with the seed; returns what it did. */
export function syncCatalog(store: Store, source: CatalogSource, now = isoNow()): SeedReport {
  checkSeed(source);
  // A photographed product's photo comes first, its drawings after it.
  const imageCounts = source.products.map((product) => Math.max(1, source.drawingCount(product)) + (hasPhoto(product) ? 1 : 0));
  const seedHash = hash({products: source.products, collections: source.collections, imageCounts, v: 2});
  const report: SeedReport = {
    changed: false,
    products: source.products.length,
    variants: source.products.reduce((sum, product) => sum + product.variants.length, 0),
    collections: 0,
    inserted: 0,
    updated: 0,
    unpublished: 0,
  };
  if (store.getMeta('seed_hash') === seedHash) {
    report.collections = Number(store.get('SELECT COUNT(*) AS n FROM collections WHERE published = 1')?.n ?? 0);
    return report;
  }
  report.changed = true;
  store.transaction(() => {
    const productIds = new Map<string, number>();
    source.products.forEach((product, position) => {
      const id = upsertProduct(store, product, position, imageCounts[position], now, report);
      productIds.set(product.handle, id);
    });
    // Products that left the seed are unpublished, not deleted: orders and carts point at them.
    for (const row of store.all('SELECT id, handle FROM products WHERE published = 1')) {
      if (!productIds.has(String(row.handle))) {
        store.run('UPDATE products SET published = 0, updated_at = ? WHERE id = ?', now, Number(row.id));
        store.run('UPDATE variants SET published = 0 WHERE product_id = ?', Number(row.id));
        report.unpublished++;
      }
    }
    report.collections = syncCollections(store, source, productIds, now);
    store.setMeta('seed_hash', seedHash);
    store.setMeta('seeded_at', now);
  });
  store.catalogueVersion++;
  return report;
}

function upsertProduct(
  store: Store,
  product: SeedProduct,
  position: number,
  imageCount: number,
  now: string,
  report: SeedReport,
): number {
  const productHash = hash({product, imageCount});
  const existing = store.get('SELECT id, seed_hash FROM products WHERE handle = ?', product.handle);
  const fields = [
    product.title,
    product.descriptionHtml,
    product.productType,
    product.vendor,
    JSON.stringify(product.tags),
    JSON.stringify(product.specs ?? {}),
    product.drawing,
    product.seo?.title ?? null,
    product.seo?.description ?? null,
    position,
    product.createdAt,
  ] as const;
  let productId: number;
  if (!existing) {
    productId = store.run(
      `INSERT INTO products (title, description_html, product_type, vendor, tags, specs, drawing, seo_title,
         seo_description, position, created_at, handle, sold, published, updated_at, published_at, seed_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
      ...fields,
      product.handle,
      product.sold,
      maxIso(product.createdAt, now),
      product.createdAt,
      productHash,
    ).lastInsertRowid;
    report.inserted++;
  } else {
    productId = Number(existing.id);
    const changed = existing.seed_hash !== productHash;
    const soldSince = Number(
      store.get('SELECT IFNULL(SUM(quantity), 0) AS n FROM order_lines WHERE product_id = ?', productId)?.n ?? 0,
    );
    store.run(
      `UPDATE products SET title = ?, description_html = ?, product_type = ?, vendor = ?, tags = ?, specs = ?,
         drawing = ?, seo_title = ?, seo_description = ?, position = ?, created_at = ?, published_at = ?,
         sold = ?, published = 1, seed_hash = ?, updated_at = CASE WHEN ? THEN ? ELSE updated_at END
       WHERE id = ?`,
      ...fields,
      product.createdAt,
      product.sold + soldSince,
      productHash,
      changed ? 1 : 0,
      now,
      productId,
    );
    if (changed) report.updated++;
  }
  syncOptions(store, productId, product);
  syncVariants(store, productId, product, now);
  syncImages(store, productId, imageCount);
  return productId;
}

function maxIso(a: string, b: string): string {
  return new Date(a).getTime() > new Date(b).getTime() ? a : b;
}

function syncOptions(store: Store, productId: number, product: SeedProduct): void {
  const current = store.all(
    `SELECT o.name AS option, v.name AS value FROM product_options o
     LEFT JOIN product_option_values v ON v.option_id = o.id
     WHERE o.product_id = ? ORDER BY o.position, v.position`,
    productId,
  );
  const wanted = product.options.flatMap((option) => option.values.map((value) => ({option: option.name, value})));
  const same =
    current.length === wanted.length &&
    current.every((row, i) => row.option === wanted[i].option && row.value === wanted[i].value);
  if (same) return;
  store.run('DELETE FROM product_options WHERE product_id = ?', productId);
  product.options.forEach((option, optionPosition) => {
    const optionId = store.run(
      'INSERT INTO product_options (product_id, position, name) VALUES (?, ?, ?)',
      productId,
      optionPosition,
      option.name,
    ).lastInsertRowid;
    option.values.forEach((value, valuePosition) => {
      store.run(
        'INSERT INTO product_option_values (option_id, position, name) VALUES (?, ?, ?)',
        optionId,
        valuePosition,
        value,
      );
    });
  });
}

function syncVariants(store: Store, productId: number, product: SeedProduct, now: string): void {
  const seen = new Set<string>();
  product.variants.forEach((variant, position) => {
    seen.add(variant.sku);
    const values = [
      productId,
      position,
      variantTitle(product, variant),
      JSON.stringify(optionValuesOf(product, variant)),
      toCents(variant.price),
      variant.compareAtPrice ? toCents(variant.compareAtPrice) : null,
      variant.weightGrams,
      JSON.stringify(variant.specs ?? {}),
    ] as const;
    const existing = store.get('SELECT id, stock, seed_stock FROM variants WHERE sku = ?', variant.sku);
    if (!existing) {
      store.run(
        `INSERT INTO variants (product_id, position, title, option_values, price_cents, compare_at_cents,
           weight_grams, specs, sku, stock, seed_stock, published, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        ...values,
        variant.sku,
        variant.stock,
        variant.stock,
        now,
        now,
      );
    } else {
      // Sales since the last seed are kept: only the seed's own change is applied.
      const stock = Math.max(0, Number(existing.stock) + variant.stock - Number(existing.seed_stock));
      store.run(
        `UPDATE variants SET product_id = ?, position = ?, title = ?, option_values = ?, price_cents = ?,
           compare_at_cents = ?, weight_grams = ?, specs = ?, stock = ?, seed_stock = ?, published = 1, updated_at = ?
         WHERE id = ?`,
        ...values,
        stock,
        variant.stock,
        now,
        Number(existing.id),
      );
    }
  });
  for (const row of store.all('SELECT id, sku FROM variants WHERE product_id = ? AND published = 1', productId)) {
    if (!seen.has(String(row.sku))) store.run('UPDATE variants SET published = 0 WHERE id = ?', Number(row.id));
  }
}

/** One row per image of the product (its photo, if any, then its drawings), and one per variant (its own drawing). */
function syncImages(store: Store, productId: number, imageCount: number): void {
  store.run('DELETE FROM product_images WHERE product_id = ? AND variant_id IS NULL AND position >= ?', productId, imageCount);
  for (let position = 0; position < imageCount; position++) {
    store.run(
      `INSERT INTO product_images (product_id, variant_id, position) VALUES (?, NULL, ?)
       ON CONFLICT DO NOTHING`,
      productId,
      position,
    );
  }
  for (const variant of store.all('SELECT id FROM variants WHERE product_id = ?', productId)) {
    store.run(
      'INSERT INTO product_images (product_id, variant_id, position) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
      productId,
      Number(variant.id),
    );
  }
}

function syncCollections(store: Store, source: CatalogSource, productIds: Map<string, number>, now: string): number {
  const seeded: (SeedCollection & {rule?: string})[] = [...source.collections];
  if (!seeded.some((collection) => collection.handle === CYLINDERS_COLLECTION.handle)) {
    seeded.push({
      handle: CYLINDERS_COLLECTION.handle,
      title: CYLINDERS_COLLECTION.title,
      description: CYLINDERS_COLLECTION.description,
      imageProduct: source.products.find((product) => isCylinderProductType(product.productType))?.handle,
    });
  }
  const handles = new Set<string>();
  seeded.forEach((collection, position) => {
    handles.add(collection.handle);
    const rule = collection.handle === CYLINDERS_COLLECTION.handle ? CYLINDERS_COLLECTION.rule : null;
    const values = [
      collection.title,
      collection.description,
      collection.imageProduct ?? null,
      collection.seo?.title ?? null,
      collection.seo?.description ?? null,
      rule,
      position,
    ] as const;
    const existing = store.get(
      'SELECT id, title, description, image_product_handle, seo_title, seo_description, rule, position, updated_at FROM collections WHERE handle = ?',
      collection.handle,
    );
    let collectionId: number;
    if (!existing) {
      collectionId = store.run(
        `INSERT INTO collections (title, description, image_product_handle, seo_title, seo_description, rule,
           position, handle, published, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
        ...values,
        collection.handle,
        now,
      ).lastInsertRowid;
    } else {
      collectionId = Number(existing.id);
      store.run(
        `UPDATE collections SET title = ?, description = ?, image_product_handle = ?, seo_title = ?,
           seo_description = ?, rule = ?, position = ?, published = 1, updated_at = ? WHERE id = ?`,
        ...values,
        sameCollection(existing, values) ? String(existing.updated_at) : now,
        collectionId,
      );
    }
    // Manual membership, in catalogue order, from the products' `collections` lists.
    store.run('DELETE FROM collection_products WHERE collection_id = ?', collectionId);
    let memberPosition = 0;
    for (const product of source.products) {
      if (!product.collections.includes(collection.handle)) continue;
      const productId = productIds.get(product.handle);
      if (productId === undefined) continue;
      store.run(
        'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
        collectionId,
        productId,
        memberPosition++,
      );
    }
  });
  for (const row of store.all('SELECT id, handle FROM collections WHERE published = 1')) {
    if (!handles.has(String(row.handle))) store.run('UPDATE collections SET published = 0, updated_at = ? WHERE id = ?', now, Number(row.id));
  }
  return seeded.length;
}

function sameCollection(row: Row, values: readonly unknown[]): boolean {
  const current = [row.title, row.description, row.image_product_handle, row.seo_title, row.seo_description, row.rule, row.position];
  return current.every((value, i) => (value ?? null) === (values[i] ?? null));
}
