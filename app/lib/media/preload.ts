// The page's largest picture asked for from the <head>, before the parser reaches its <img>
// (docs/decisions/084-largest-picture-preloaded.md). The link must name exactly the URLs that
// Hydrogen's Image writes in the <img> (its srcset and src), or the browser would fetch the
// picture twice: `imageSrcSet` rebuilds them the way Image does (its widths from
// `srcSetOptions`, the height from the aspect ratio, none wider or taller than the original,
// `?width=&height=&crop=center` on the URL), and a unit test compares the two.
import type {SrcSetWidths} from './images';

export interface PreloadedImage {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** What Hydrogen's Image adds to a picture's URL for one width (its shopifyLoader). */
function sizedUrl(src: string, width: number, height: number | undefined): string {
  const url = new URL(src, 'https://placeholder.invalid');
  url.searchParams.append('width', String(Math.round(width)));
  if (height) url.searchParams.append('height', String(Math.round(height)));
  url.searchParams.append('crop', 'center');
  return src.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}

/** Height ÷ width of a CSS aspect ratio such as `1/1` or `2/1`. */
function heightPerWidth(aspectRatio: string): number {
  const [width, height] = aspectRatio.split('/').map(Number);
  return width && height ? height / width : 1;
}

/** The srcset and src Hydrogen's Image writes for `image` shown with `widths` at `aspectRatio`. */
export function imageSources(image: PreloadedImage, widths: SrcSetWidths, aspectRatio: string) {
  const ratio = heightPerWidth(aspectRatio);
  const candidates = Array.from({length: widths.intervals}, (_, i) => widths.startingWidth + i * widths.incrementSize)
    .map((width) => ({width, height: width * ratio}))
    .filter(({width, height}) => !(image.width && width > image.width) && !(image.height && height > image.height));
  const srcSet = candidates.map(({width, height}) => `${sizedUrl(image.url, width, height)} ${width}w`).join(', ');
  const src = sizedUrl(image.url, widths.placeholderWidth, widths.placeholderWidth * ratio);
  return {src, srcSet: candidates.length > 0 ? srcSet : image.url};
}

/**
 * A route `meta` entry: `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">`
 * for the picture a page shows largest on its first screen.
 */
export function imagePreloadMeta(image: PreloadedImage, options: {widths: SrcSetWidths; sizes: string; aspectRatio: string}) {
  const {src, srcSet} = imageSources(image, options.widths, options.aspectRatio);
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    href: src,
    imageSrcSet: srcSet,
    imageSizes: options.sizes,
    // React 18 writes unknown attributes as given: the lowercase name is the HTML one.
    fetchpriority: 'high',
  } as const;
}
