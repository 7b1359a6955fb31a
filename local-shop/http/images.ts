// The local shop's image CDN. GET /images/products/<handle>-<index>.svg and
// <handle>-<index>-v<variantId>.svg: the catalogue's drawings, rendered once per process
// and cached by browsers for a year (the URL changes if the product does: new handle, new
// variant id). /images/products/<handle>-0.jpg: a photographed product's photo;
// /images/collections/<handle>.jpg: a collection's own photo. Both read Shopify's CDN
// parameters (width, height, crop, format; media/transform.ts); a drawing asked in a
// raster format is rasterised. Also /images/blog/<article handle>.svg, the articles'
// illustrations.

import crypto from 'node:crypto';
import type {ServerResponse} from 'node:http';
import {MediaUnavailable, type Served} from '../media/service.ts';
import {COLLECTION_PHOTO_SIZE, PHOTO_SIZE, collectionPhoto, isPhotographed, productPhoto} from '../media/photos.ts';
import {type TransformRequest, parseTransformQuery} from '../media/transform.ts';
import {IMAGE_SIZE} from '../graphql/catalogue.ts';
import {renderArticleIllustration} from '../content/illustrations.ts';
import {ARTICLE_IMAGE_PATH, articleByHandle} from '../graphql/content.ts';
import type {AppState} from '../graphql/context.ts';
import type {RouteContext} from './router.ts';
import {sendJson} from './util.ts';

export const IMAGE_PATH = /^\/images\/products\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{1,3})(?:-v(\d{1,15}))?\.svg$/;
export const PHOTO_PATH = /^\/images\/products\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{1,3})\.jpg$/;
export const COLLECTION_IMAGE_PATH = /^\/images\/collections\/([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/;

/** Photos and transformed pictures: the address carries ?v=, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
export {ARTICLE_IMAGE_PATH};

const MAX_CACHED = 5000;

/** Seed products by handle, built once per seed list (an image request must not scan the catalogue). */
const seedIndex = new WeakMap<AppState['source']['products'], Map<string, AppState['source']['products'][number]>>();

function seedProductByHandle(app: AppState, handle: string) {
  let index = seedIndex.get(app.source.products);
  if (!index) {
    index = new Map(app.source.products.map((product) => [product.handle, product]));
    seedIndex.set(app.source.products, index);
  }
  return index.get(handle);
}

/** GET /images/products/…: a product's drawing (params: handle, index, variant id or ''). */
export function handleImage({request, response, app, url, params}: RouteContext): Promise<void> | void {
  const [handle, indexText, variantText] = params;
  const index = Number(indexText);
  const catalogue = app.catalogueCache.get();
  const product = catalogue.productsByHandle.get(handle);
  const seedProduct = seedProductByHandle(app, handle);
  const variant = variantText ? catalogue.variantsById.get(Number(variantText)) : undefined;
  const knownImage =
    product &&
    (variantText
      ? variant?.productId === product.id && variant.image?.position === index
      : product.images.some((image) => image.position === index));
  const seedVariant = variant ? seedProduct?.variants.find((candidate) => candidate.sku === variant.sku) : undefined;
  // A photographed product's first image is its photo: its drawings come after it.
  const photographed = isPhotographed(seedProduct?.drawing ?? '') && !variantText;
  if (!product || !seedProduct || !knownImage || (variantText && !seedVariant) || (photographed && index === 0)) {
    sendJson(response, 404, {error: 'Image introuvable'});
    return;
  }
  const drawingIndex = photographed ? index - 1 : index;
  const render = () => app.source.renderDrawing(seedProduct, drawingIndex, seedVariant);
  const transform = parseTransformQuery(url.searchParams);
  if ('error' in transform) return sendJson(response, 400, {error: transform.error});
  if (transform.format) {
    const format = transform.format;
    return sendServed(request, response, () =>
      app.media.svg({size: {width: IMAGE_SIZE, height: IMAGE_SIZE}, svg: cachedSvg(app, url.pathname, render)}, {...transform, format}),
    );
  }
  sendSvg(request.method, response, app, url.pathname, render);
}

/** GET /images/products/<handle>-0.jpg: a photographed product's photo, transformed as asked. */
export function handlePhoto({request, response, app, url, params}: RouteContext): Promise<void> | void {
  const [handle, indexText] = params;
  const product = app.catalogueCache.get().productsByHandle.get(handle);
  const seedProduct = seedProductByHandle(app, handle);
  const photo = seedProduct && product && indexText === '0' ? productPhoto(seedProduct) : null;
  if (!photo) return sendJson(response, 404, {error: 'Image introuvable'});
  return sendPhoto(request, response, app, url, app.media.photoKey(photo), PHOTO_SIZE, () => app.media.original(photo));
}

/** GET /images/collections/<handle>.jpg: a collection's own photo, transformed as asked. */
export function handleCollectionImage({request, response, app, url, params}: RouteContext): Promise<void> | void {
  const collection = app.catalogueCache.get().collectionsByHandle.get(params[0]);
  const photo = collection
    ? collectionPhoto({handle: collection.handle, imageProduct: collection.imageProductHandle ?? undefined}, app.source.products)
    : null;
  if (!photo) return sendJson(response, 404, {error: 'Image introuvable'});
  return sendPhoto(request, response, app, url, app.media.photoKey(photo), COLLECTION_PHOTO_SIZE, () => app.media.original(photo));
}

function sendPhoto(
  request: RouteContext['request'],
  response: ServerResponse,
  app: AppState,
  url: URL,
  key: string,
  size: {width: number; height: number},
  load: () => Promise<Buffer>,
): Promise<void> | void {
  const transform: TransformRequest | {error: string} = parseTransformQuery(url.searchParams);
  if ('error' in transform) return sendJson(response, 400, {error: transform.error});
  return sendServed(request, response, () => app.media.raster({key, size, load}, transform, String(request.headers.accept ?? '')));
}

async function sendServed(request: RouteContext['request'], response: ServerResponse, make: () => Promise<Served>): Promise<void> {
  let served: Served;
  try {
    served = await make();
  } catch (error) {
    if (error instanceof MediaUnavailable) {
      console.error('[magasin local]', error.message);
      return sendJson(response, 503, {error: 'Les photos ne peuvent pas être produites ici : le module sharp manque (npm ci).'});
    }
    throw error;
  }
  const etag = `"${crypto.createHash('sha256').update(served.body).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': served.contentType,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Timing-Allow-Origin': '*',
  };
  // The same address answers WebP or JPEG by the browser's Accept: caches must keep both.
  if (served.negotiated) headers.Vary = 'Accept';
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  headers['Content-Length'] = served.body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : served.body);
}

/** GET /images/blog/<article handle>.svg: the article's illustration. */
export function handleArticleImage({request, response, app, url, params}: RouteContext): void {
  const article = articleByHandle(params[0]);
  if (!article) {
    sendJson(response, 404, {error: 'Image introuvable'});
    return;
  }
  // Articles can be edited under the same address: cached for a day, not for ever.
  sendSvg(request.method, response, app, url.pathname, () => renderArticleIllustration(article), 'public, max-age=86400');
}

function sendSvg(
  method: string | undefined,
  response: ServerResponse,
  app: AppState,
  key: string,
  render: () => string,
  cacheControl = 'public, max-age=31536000, immutable',
): void {
  const svg = cachedSvg(app, key, render);
  response.writeHead(200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened on its own must not run anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Content-Length': Buffer.byteLength(svg),
  });
  response.end(method === 'HEAD' ? undefined : svg);
}

/** A drawing's SVG, rendered once per process. */
function cachedSvg(app: AppState, key: string, render: () => string): string {
  let svg = app.imageCache.get(key);
  if (svg === undefined) {
    svg = render();
    if (app.imageCache.size >= MAX_CACHED) app.imageCache.clear();
    app.imageCache.set(key, svg);
  }
  return svg;
}
