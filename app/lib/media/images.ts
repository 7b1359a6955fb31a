// How wide each product and collection picture is shown, for Hydrogen's Image: its
// `sizes` (the layout's widths, from the Tailwind breakpoints and the page container of
// max-w-7xl) and the widths its srcset offers. The local shop's image CDN, like Shopify's,
// answers each width (?width=&height=&crop=), never larger than the original.

/** Widths a srcset offers (Hydrogen's srcSetOptions): `intervals` widths from `startingWidth` by `incrementSize`; few of them, for the HTML's weight. */
export interface SrcSetWidths {
  intervals: number;
  startingWidth: number;
  incrementSize: number;
  placeholderWidth: number;
}

/** Product cards in a grid: one column on a phone, two from sm, three or four from lg/xl. */
export const CARD_SIZES = '(min-width: 1280px) 340px, (min-width: 640px) 50vw, 100vw';
/** Product cards in the list layout: a 14rem picture from sm. */
export const CARD_LIST_SIZES = '(min-width: 640px) 224px, 100vw';
/** Cards are at most ~400 CSS px wide: 400, 800 and 1,200 px cover 1× to 3× screens in few bytes of HTML. */
export const CARD_WIDTHS: SrcSetWidths = {intervals: 3, startingWidth: 400, incrementSize: 400, placeholderWidth: 400};

/** The product page's main picture: half the page from lg, the whole width below. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
export const GALLERY_WIDTHS: SrcSetWidths = {intervals: 5, startingWidth: 400, incrementSize: 400, placeholderWidth: 800};
export const GALLERY_ASPECT_RATIO = '1/1';

/** A collection's banner in its page's header: 30rem beside the title from lg, the whole width below. */
export const COLLECTION_BANNER_SIZES = '(min-width: 1024px) 480px, 100vw';
export const COLLECTION_BANNER_WIDTHS: SrcSetWidths = {intervals: 4, startingWidth: 480, incrementSize: 480, placeholderWidth: 960};
export const COLLECTION_BANNER_ASPECT_RATIO = '2/1';

/** Collection tiles on the collections page: three columns from lg, two from sm. */
export const COLLECTION_TILE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
export const COLLECTION_TILE_WIDTHS: SrcSetWidths = {intervals: 3, startingWidth: 400, incrementSize: 400, placeholderWidth: 800};
