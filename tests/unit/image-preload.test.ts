import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Image} from '@shopify/hydrogen';
import {imagePreloadMeta, imageSources} from '~/lib/media/preload';
import {
  COLLECTION_BANNER_ASPECT_RATIO,
  COLLECTION_BANNER_SIZES,
  COLLECTION_BANNER_WIDTHS,
  GALLERY_ASPECT_RATIO,
  GALLERY_SIZES,
  GALLERY_WIDTHS,
  type SrcSetWidths,
} from '~/lib/media/images';

/** The src and srcset Hydrogen's Image writes for the same picture and options. */
function written(image: {url: string; width?: number; height?: number}, widths: SrcSetWidths, sizes: string, aspectRatio: string) {
  const html = renderToStaticMarkup(createElement(Image, {data: image, alt: '', aspectRatio, sizes, srcSetOptions: widths}));
  const attribute = (name: string) => (new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
  return {src: attribute('src'), srcSet: attribute('srcSet')};
}

const CASES = [
  {label: 'gallery, large original', image: {url: 'https://cdn.shopify.com/s/files/1/0/products/verin.jpg?v=17', width: 2000, height: 2000}, widths: GALLERY_WIDTHS, sizes: GALLERY_SIZES, ratio: GALLERY_ASPECT_RATIO},
  {label: 'gallery, small original', image: {url: 'http://127.0.0.1:4000/images/products/a-0.svg', width: 800, height: 800}, widths: GALLERY_WIDTHS, sizes: GALLERY_SIZES, ratio: GALLERY_ASPECT_RATIO},
  {label: 'gallery, no dimensions', image: {url: 'http://127.0.0.1:4000/images/products/b.jpg'}, widths: GALLERY_WIDTHS, sizes: GALLERY_SIZES, ratio: GALLERY_ASPECT_RATIO},
  {label: 'collection banner', image: {url: 'https://cdn.shopify.com/collections/gaz.jpg', width: 1600, height: 800}, widths: COLLECTION_BANNER_WIDTHS, sizes: COLLECTION_BANNER_SIZES, ratio: COLLECTION_BANNER_ASPECT_RATIO},
  {label: 'banner taller than wide', image: {url: 'https://cdn.shopify.com/collections/portrait.jpg', width: 3000, height: 700}, widths: COLLECTION_BANNER_WIDTHS, sizes: COLLECTION_BANNER_SIZES, ratio: COLLECTION_BANNER_ASPECT_RATIO},
];

describe('the largest picture preloaded from the head', () => {
  for (const c of CASES) {
    it(`names the very URLs Hydrogen's Image writes (${c.label})`, () => {
      const expected = written(c.image, c.widths, c.sizes, c.ratio);
      expect(expected.srcSet).not.toBe('');
      expect(imageSources(c.image, c.widths, c.ratio)).toEqual(expected);
    });
  }

  it('is a high-priority image preload with the sizes of the <img>', () => {
    const link = imagePreloadMeta(CASES[0].image, {widths: GALLERY_WIDTHS, sizes: GALLERY_SIZES, aspectRatio: GALLERY_ASPECT_RATIO});
    expect(link).toMatchObject({tagName: 'link', rel: 'preload', as: 'image', imageSizes: GALLERY_SIZES, fetchpriority: 'high'});
    expect(link.imageSrcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1600w', '2000w']);
  });

  it('offers no width larger than the original', () => {
    const {srcSet} = imageSources({url: 'https://cdn.shopify.com/p.jpg', width: 1000, height: 1000}, GALLERY_WIDTHS, GALLERY_ASPECT_RATIO);
    expect(srcSet).not.toMatch(/1200w|1600w|2000w/);
    expect(srcSet).toMatch(/800w$/);
  });
});
