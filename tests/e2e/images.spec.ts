import {expect, test, type Locator, type Page} from '@playwright/test';

// Every product and collection picture is offered at the widths it is shown at (srcset +
// sizes), reserves its space (width/height or an aspect ratio: no layout shift), and the
// local shop's image CDN answers the widths the browser picks.

const PHOTOGRAPHED_COLLECTION = '/collections/verins-inox';
const PHOTOGRAPHED_PRODUCT = '/products/verin-pneumatique-iso-15552-d32';

interface Picture {
  srcset: string;
  sizes: string;
  width: string;
  height: string;
  aspectRatio: string;
  currentSrc: string;
}

async function pictureOf(image: Locator): Promise<Picture> {
  return image.evaluate((img: HTMLImageElement) => ({
    srcset: img.getAttribute('srcset') ?? '',
    sizes: img.getAttribute('sizes') ?? '',
    width: img.getAttribute('width') ?? '',
    height: img.getAttribute('height') ?? '',
    aspectRatio: img.style.aspectRatio,
    currentSrc: img.currentSrc,
  }));
}

/** A srcset's widths, e.g. [400, 800, 1200], each an address with the CDN's width parameter. */
function srcsetWidths(srcset: string): number[] {
  return srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(descriptor.replace(/w$/, ''));
    expect(new URL(url).searchParams.get('width'), candidate).toBe(String(width));
    return width;
  });
}

async function expectResponsive(image: Locator, label: string) {
  const picture = await pictureOf(image);
  expect(picture.sizes, label).not.toBe('');
  // Hydrogen offers no width above the original's: an 800 px drawing gets 400 and 800.
  expect(srcsetWidths(picture.srcset).length, label).toBeGreaterThanOrEqual(2);
  // The space is reserved before the picture arrives.
  expect(picture.width, label).toMatch(/^\d+$/);
  expect(picture.aspectRatio || picture.height, label).not.toBe('');
}

async function fetchedType(page: Page, url: string): Promise<string | null> {
  const response = await page.request.get(url, {headers: {Accept: 'image/avif,image/webp,*/*'}});
  expect(response.status(), url).toBe(200);
  return response.headers()['content-type'] ?? null;
}

test('collection page: the collection’s own photo and every card offered at their shown widths', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(PHOTOGRAPHED_COLLECTION);
  const banner = page.getByTestId('collection-image');
  await expect(banner).toBeVisible();
  await expectResponsive(banner, 'collection photo');
  // The page's largest picture on a phone: fetched before the others (docs/decisions/079-first-paint.md).
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect((await pictureOf(banner)).srcset).toContain('/images/collections/verins-inox.jpg');
  // The browser picked a width from the srcset and the CDN answered it as WebP.
  await expect.poll(async () => (await pictureOf(banner)).currentSrc).toMatch(/width=\d+/);
  expect(await fetchedType(page, (await pictureOf(banner)).currentSrc)).toBe('image/webp');

  const cards = page.getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    await expectResponsive(cards.nth(i).locator('img').first(), `card ${i + 1}`);
  }
  // Cards in this collection show photographs (JPEG originals), not drawings.
  expect((await pictureOf(cards.first().locator('img').first())).srcset).toMatch(/-0\.jpg\?v=\d+&width=400/);
});

test('product page: the gallery and its thumbnails offered at their shown widths, at 375 px too', async ({page}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({width, height: 900});
    await page.goto(PHOTOGRAPHED_PRODUCT);
    const main = page.getByTestId('gallery-zoom').locator('img');
    await expectResponsive(main, `gallery at ${width}`);
    await expect.poll(async () => (await pictureOf(main)).currentSrc).toMatch(/-0\.jpg\?v=\d+&width=\d+/);
    // A 375 px screen (device scale 1) takes a smaller picture than the 2,000 px original.
    const chosen = Number(new URL((await pictureOf(main)).currentSrc).searchParams.get('width'));
    expect(chosen).toBeLessThan(2000);
    const thumbs = page.getByRole('list', {name: 'Miniatures'}).locator('img');
    expect(await thumbs.count()).toBeGreaterThan(1);
    // Fixed-size thumbnails: 1×, 2× and 3× densities.
    expect((await pictureOf(thumbs.first())).srcset).toMatch(/ 1x, .* 2x, .* 3x$/);
  }
});

test('collections page: each collection shows its own photo', async ({page}) => {
  await page.goto('/collections');
  const images = page.getByRole('main').getByRole('listitem').locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const picture = await pictureOf(images.nth(i));
    expect(picture.srcset, `collection ${i + 1}`).toMatch(/\/images\/collections\/[a-z0-9-]+\.jpg\?v=\d+&width=400/);
    await expectResponsive(images.nth(i), `collection ${i + 1}`);
  }
});

// Decision 084: the page's largest picture is asked for from the <head>, with the very URLs
// of its <img>, so that the browser starts it early and downloads it once.
for (const [label, path, picture] of [
  ['product page: the gallery’s first picture', PHOTOGRAPHED_PRODUCT, 'section[aria-label="Images du produit"] img'],
  ['collection page: the banner', PHOTOGRAPHED_COLLECTION, '[data-testid="collection-image"]'],
] as const) {
  test(`${label} is preloaded from the head and fetched once`, async ({page}) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(request.url());
    });
    await page.goto(path);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const image = page.locator(picture).first();
    await expect(image).toBeVisible();
    const [preloadSet, preloadSizes, imageSet, imageSizes] = await Promise.all([
      preload.getAttribute('imagesrcset'),
      preload.getAttribute('imagesizes'),
      image.getAttribute('srcset'),
      image.getAttribute('sizes'),
    ]);
    expect(preloadSet).toBe(imageSet);
    expect(preloadSizes).toBe(imageSizes);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(imageRequests.filter((url) => url === shown)).toHaveLength(1);
  });
}
