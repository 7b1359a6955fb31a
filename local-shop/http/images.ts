// GET /images/products/<handle>-<index>.svg and <handle>-<index>-v<variantId>.svg: the
// catalogue's drawings, rendered once per process and cached by browsers for a year
// (the URL changes if the product does: new handle, new variant id). Also
// /images/blog/<article handle>.svg, the articles' illustrations.

import type {ServerResponse} from 'node:http';
import {renderArticleIllustration} from '../content/illustrations.ts';
import {ARTICLE_IMAGE_PATH, articleByHandle} from '../graphql/content.ts';
import type {AppState} from '../graphql/context.ts';
import type {RouteContext} from './router.ts';
import {sendJson} from './util.ts';

export const IMAGE_PATH = /^\/images\/products\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{1,3})(?:-v(\d{1,15}))?\.svg$/;
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
export function handleImage({request, response, app, url, params}: RouteContext): void {
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
  if (!product || !seedProduct || !knownImage || (variantText && !seedVariant)) {
    sendJson(response, 404, {error: 'Image introuvable'});
    return;
  }
  sendSvg(request.method, response, app, url.pathname, () => app.source.renderDrawing(seedProduct, index, seedVariant));
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
  let svg = app.imageCache.get(key);
  if (svg === undefined) {
    svg = render();
    if (app.imageCache.size >= MAX_CACHED) app.imageCache.clear();
    app.imageCache.set(key, svg);
  }
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
