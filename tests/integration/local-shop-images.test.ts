// The local shop's images as Shopify gives them: `Image.url(transform:)` (sizes, scale,
// crop, content type, arguments out of range), the image CDN behind it (resized, never
// enlarged, cropped, JPEG / PNG / WebP, Accept negotiation, caching headers, 304, bad
// parameters), photographed products and collections with their own photo.

import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type LocalShop} from '../../local-shop/server.ts';
import {MAX_DIMENSION, plan, transformRequest} from '../../local-shop/media/transform.ts';
import {data, gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;
let photoUrl: string;
let collectionUrl: string;

// A photo is rendered once (about a second of work for the renderer and the encoder),
// then every request is served from the shop's image folder.
const RENDER_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  shop = await startTestShop();
  const result = await data(shop, '{ product(handle: "verin-pneumatique-iso-32") { featuredImage { url } } collection(handle: "industrie") { image { url } } }');
  photoUrl = result.product.featuredImage.url;
  collectionUrl = result.collection.image.url;
  // Renders both originals before the tests look at them.
  await Promise.all([fetch(photoUrl).then((r) => r.arrayBuffer()), fetch(collectionUrl).then((r) => r.arrayBuffer())]);
}, RENDER_TIMEOUT_MS);

afterAll(async () => {
  await shop.close();
});

async function picture(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {headers});
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(body).metadata() : null;
  return {response, body, format: meta?.format, width: meta?.width, height: meta?.height};
}

describe('Image.url(transform:)', () => {
  const query = `query($t: ImageTransformInput) { product(handle: "verin-pneumatique-iso-32") {
    featuredImage { url plain: url(transform: $t) width height altText }
  } }`;
  const urlFor = async (t: Record<string, unknown> | null) => (await data(shop, query, {t})).product.featuredImage.plain as string;

  it('gives the original without a transform, a photo first and the drawings after it', async () => {
    const {product} = await data(shop, '{ product(handle: "verin-pneumatique-iso-32") { featuredImage { url width height altText } images(first: 5) { nodes { url width height } } } }');
    expect(product.featuredImage).toMatchObject({width: 2000, height: 2000, altText: 'Vérin pneumatique ISO 15552 Ø32'});
    expect(product.featuredImage.url).toMatch(new RegExp(`^${shop.url}/images/products/verin-pneumatique-iso-32-0\\.jpg\\?v=\\d+$`));
    expect(product.images.nodes.map((n: {url: string}) => n.url.replace(shop.url, ''))).toEqual([
      expect.stringMatching(/-0\.jpg\?v=\d+$/),
      '/images/products/verin-pneumatique-iso-32-1.svg',
      '/images/products/verin-pneumatique-iso-32-2.svg',
    ]);
    expect(product.images.nodes[1]).toMatchObject({width: 800, height: 800});
    expect(await urlFor(null)).toBe(product.featuredImage.url);
    expect(await urlFor({})).toBe(product.featuredImage.url);
  });

  it('adds the CDN parameters: sizes times scale, crop with both sizes only, the content type', async () => {
    expect(await urlFor({maxWidth: 400})).toMatch(/\?v=\d+&width=400$/);
    expect(await urlFor({maxHeight: 300, scale: 2})).toMatch(/&height=600$/);
    expect(await urlFor({maxWidth: 200, maxHeight: 100, crop: 'LEFT', scale: 3})).toMatch(/&width=600&height=300&crop=left$/);
    // A crop needs both sizes: with one, it changes nothing and is left out.
    expect(await urlFor({maxWidth: 200, crop: 'CENTER'})).toMatch(/&width=200$/);
    expect(await urlFor({preferredContentType: 'WEBP'})).toMatch(/&format=webp$/);
    expect(await urlFor({maxWidth: 5760, preferredContentType: 'PNG'})).toMatch(/&width=5760&format=png$/);
    const {product} = await data(shop, '{ product(handle: "verin-pneumatique-iso-32") { featuredImage { transformedSrc(maxWidth: 100, crop: TOP, maxHeight: 50) } } }');
    expect(product.featuredImage.transformedSrc).toMatch(/&width=100&height=50&crop=top$/);
  });

  it('refuses sizes outside 1..5760 and a scale outside 1..3 with an error on the field', async () => {
    for (const [t, name, message] of [
      [{maxWidth: 0}, 'maxWidth', 'Invalid value for maxWidth: must be between 1 and 5760'],
      [{maxHeight: 5761}, 'maxHeight', 'Invalid value for maxHeight: must be between 1 and 5760'],
      [{maxWidth: 100, scale: 4}, 'scale', 'Invalid value for scale: must be within 1..3'],
      [{scale: 0}, 'scale', 'Invalid value for scale: must be within 1..3'],
    ] as const) {
      const {body} = await gql(shop, query, {t});
      expect(body.errors).toEqual([expect.objectContaining({message, path: ['product', 'featuredImage', 'plain'], extensions: {code: 'INVALID_ARGUMENT', argumentName: name}})]);
      // url is non-null: the image is null, the rest of the answer stands.
      expect(body.data).toEqual({product: {featuredImage: null}});
    }
    // A value of the wrong type is a validation error, as for any argument.
    const {body: wrongType} = await gql(shop, '{ product(handle: "verin-pneumatique-iso-32") { featuredImage { url(transform: {preferredContentType: GIF}) } } }');
    expect(wrongType.errors?.[0]?.message).toMatch(/GIF/);
  });

  it('plans sizes like the CDN: never enlarged, proportions kept, the crop on the side named', () => {
    const original = {width: 2000, height: 1000};
    expect(plan(original, transformRequest({maxWidth: 500}))).toEqual({width: 500, height: 250});
    expect(plan(original, transformRequest({maxWidth: 500, maxHeight: 100}))).toEqual({width: 200, height: 100});
    expect(plan(original, transformRequest({maxWidth: MAX_DIMENSION}))).toEqual({width: 2000, height: 1000});
    expect(plan(original, transformRequest({maxWidth: 100, maxHeight: 100, crop: 'RIGHT'}))).toEqual({
      width: 100,
      height: 100,
      extract: {left: 1000, top: 0, width: 1000, height: 1000},
    });
    // Asked larger than the original: the crop's proportions, at the original's size.
    expect(plan(original, transformRequest({maxWidth: 3000, maxHeight: 3000, crop: 'CENTER'}))).toMatchObject({width: 1000, height: 1000});
  });
});

describe('the image CDN', () => {
  it('serves the photo original as a 2,000 px JPEG with immutable caching', async () => {
    const {response, format, width, height} = await picture(photoUrl);
    expect(response.status).toBe(200);
    expect([format, width, height]).toEqual(['jpeg', 2000, 2000]);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('resizes, crops and converts as asked, and never enlarges', async () => {
    expect(await picture(`${photoUrl}&width=400`)).toMatchObject({format: 'jpeg', width: 400, height: 400});
    expect(await picture(`${photoUrl}&width=300&height=150&crop=bottom&format=webp`)).toMatchObject({format: 'webp', width: 300, height: 150});
    expect(await picture(`${photoUrl}&width=120&format=png`)).toMatchObject({format: 'png', width: 120, height: 120});
    expect(await picture(`${photoUrl}&width=5000`)).toMatchObject({width: 2000, height: 2000});
    const png = await picture(`${photoUrl}&width=120&format=png`);
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.response.headers.get('vary')).toBeNull();
  });

  it('crops the side it is told: the kept part differs with the crop', async () => {
    const top = await picture(`${photoUrl}&width=200&height=50&crop=top&format=png`);
    const bottom = await picture(`${photoUrl}&width=200&height=50&crop=bottom&format=png`);
    expect([top.width, top.height, bottom.width, bottom.height]).toEqual([200, 50, 200, 50]);
    expect(top.body.equals(bottom.body)).toBe(false);
  });

  it('answers WebP to a browser that accepts it, JPEG otherwise, the last of repeated parameters counting', async () => {
    // Hydrogen's loader appends width/height to an address that may already have them.
    const url = `${photoUrl}&width=999&width=240&height=240&crop=center`;
    const webp = await picture(url, {Accept: 'image/avif,image/webp,*/*'});
    expect(webp).toMatchObject({format: 'webp', width: 240, height: 240});
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    expect(await picture(url, {Accept: 'image/*'})).toMatchObject({format: 'jpeg', width: 240});
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetch(`${photoUrl}&width=200`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(`${photoUrl}&width=200`, {headers: {'If-None-Match': etag}});
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const head = await fetch(`${photoUrl}&width=200`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('refuses parameters out of range in French, and unknown images with 404', async () => {
    for (const query of ['width=0', 'width=5761', 'height=-3', 'width=abc', 'crop=middle', 'format=gif']) {
      const response = await fetch(`${photoUrl}&${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as {error: string}).error).toMatch(/^Paramètre « (width|height|crop|format) » invalide/);
    }
    for (const path of ['products/verin-gaz-acier-8-18-0.jpg', 'products/verin-pneumatique-iso-32-1.jpg', 'products/inconnu-0.jpg', 'collections/inconnue.jpg', 'products/verin-pneumatique-iso-32-0.svg']) {
      expect((await fetch(`${shop.url}/images/${path}`)).status, path).toBe(404);
    }
  });

  it('rasterises a drawing when a raster format is asked, and keeps it vector otherwise', async () => {
    const drawing = `${shop.url}/images/products/verin-gaz-acier-8-18-0.svg`;
    expect(await picture(`${drawing}?width=300&format=png`)).toMatchObject({format: 'png', width: 300, height: 300});
    expect(await picture(`${drawing}?width=200&height=100&crop=center&format=webp`)).toMatchObject({format: 'webp', width: 200, height: 100});
    const vector = await fetch(`${drawing}?width=300`);
    expect(vector.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('collections', () => {
  it('have their own photo, a 2,400 × 1,200 banner, transformed like any image', async () => {
    const {collections} = await data(shop, '{ collections(first: 10) { nodes { handle image { url width height altText } } } }');
    for (const collection of collections.nodes) {
      expect(collection.image).toMatchObject({width: 2400, height: 1200});
      expect(collection.image.url).toMatch(new RegExp(`/images/collections/${collection.handle}\\.jpg\\?v=\\d+$`));
    }
    expect(await picture(collectionUrl)).toMatchObject({format: 'jpeg', width: 2400, height: 1200});
    expect(await picture(`${collectionUrl}&width=600`)).toMatchObject({width: 600, height: 300});
  });
});
