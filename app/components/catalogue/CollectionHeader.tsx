import {Image} from '@shopify/hydrogen';
import {COLLECTION_BANNER_ASPECT_RATIO, COLLECTION_BANNER_SIZES, COLLECTION_BANNER_WIDTHS} from '~/lib/media/images';

interface CollectionImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A collection page's title, description and the collection's own photo beside them. */
export function CollectionHeader({title, description, image}: {title: string; description: string; image?: CollectionImage | null}) {
  return (
    <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {description ? <p className="mt-2 max-w-3xl text-slate-700">{description}</p> : null}
      </div>
      {image ? (
        // The Image fills its box (its own style sets width: 100%): the box sets the width.
        <div className="w-full shrink-0 lg:w-[30rem]">
          <Image
            data={image}
            alt={image.altText ?? title}
            aspectRatio={COLLECTION_BANNER_ASPECT_RATIO}
            sizes={COLLECTION_BANNER_SIZES}
            srcSetOptions={COLLECTION_BANNER_WIDTHS}
            loading="eager"
            // The page's largest picture (Lighthouse's LCP element on a phone): fetched first.
            // React 18 passes the lowercase attribute through (fetchPriority is React 19).
            {...{fetchpriority: 'high'}}
            className="rounded-lg bg-slate-50 object-cover"
            data-testid="collection-image"
          />
        </div>
      ) : null}
    </header>
  );
}
