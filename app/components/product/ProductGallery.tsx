import {useCallback, useEffect, useRef, useState} from 'react';
import {Image} from '@shopify/hydrogen';
import {GALLERY_ASPECT_RATIO, GALLERY_SIZES, GALLERY_WIDTHS} from '~/lib/media/images';

const THUMBNAIL_PX = 80;
const THUMBNAIL_DENSITIES = [1, 2, 3];

/** Stands for the origin of a relative address while its parameters are set, then removed. */
const NO_ORIGIN = 'https://relative.invalid';

/** The thumbnail at a screen density, square-cropped by the image CDN as Hydrogen's loader asks (?width=&height=&crop=). */
function thumbnailUrl(src: string, density: number): string {
  const url = new URL(src, NO_ORIGIN);
  const size = String(THUMBNAIL_PX * density);
  url.searchParams.append('width', size);
  url.searchParams.append('height', size);
  url.searchParams.append('crop', 'center');
  return url.origin === NO_ORIGIN ? url.href.slice(NO_ORIGIN.length) : url.href;
}

export interface GalleryImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** Product images: arrows, counter, thumbnails, click-to-zoom dialog, arrow keys. */
export function ProductGallery({images, title}: {images: GalleryImage[]; title: string}) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const zoomRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  // Closed (Échap, « Fermer »): the lightbox leaves the page and the focus goes back to the picture's button.
  const closed = useCallback(() => {
    setZoomed(false);
    zoomRef.current?.focus();
  }, []);

  if (!image) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-600">
        Image indisponible
      </div>
    );
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    // Arrow keys anywhere in the gallery, the zoom dialog included, change the image; every control inside is a button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label="Images du produit" aria-roledescription="carrousel" onKeyDown={onKeyDown}>
      <div className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <button
          ref={zoomRef}
          type="button"
          className="block h-full w-full cursor-zoom-in"
          onClick={() => setZoomed(true)}
          aria-label={`Agrandir l’image ${index + 1} : ${image.altText ?? title}`}
          data-testid="gallery-zoom"
        >
          <Image
            data={image}
            alt={image.altText ?? title}
            aspectRatio={GALLERY_ASPECT_RATIO}
            sizes={GALLERY_SIZES}
            srcSetOptions={GALLERY_WIDTHS}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            className="h-full w-full object-contain p-6"
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute left-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl shadow"
              aria-label="Image précédente"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute right-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl shadow"
              aria-label="Image suivante"
            >
              ›
            </button>
            <p className="absolute bottom-2 right-2 rounded bg-slate-900/80 px-2 py-0.5 text-xs text-white" aria-live="polite" data-testid="gallery-counter">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Miniatures">
          {images.map((thumb, i) => (
            <li key={thumb.id ?? thumb.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Afficher l’image ${i + 1} sur ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className={`h-20 w-20 overflow-hidden rounded border-2 bg-slate-50 ${i === index ? 'border-brand-700' : 'border-slate-200'}`}
              >
                {/* A plain img (decision 081): the button names the picture, the box is fixed, so Hydrogen's alt text and style are not needed. */}
                <img
                  src={thumbnailUrl(thumb.url, 1)}
                  srcSet={THUMBNAIL_DENSITIES.map((density) => `${thumbnailUrl(thumb.url, density)} ${density}x`).join(', ')}
                  alt=""
                  width={THUMBNAIL_PX}
                  height={THUMBNAIL_PX}
                  loading="lazy"
                  className="h-full w-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Drawn when opened (decision 081): a closed lightbox is not in the page's HTML. */}
      {zoomed ? <Lightbox image={image} title={title} index={index} count={count} onMove={go} onClosed={closed} /> : null}
    </section>
  );
}

/**
 * The zoomed picture in a modal dialog, opened as it is drawn; arrow keys reach the gallery's handler,
 * and two buttons change the picture with a mouse or a finger.
 */
function Lightbox({
  image,
  title,
  index,
  count,
  onMove,
  onClosed,
}: {
  image: GalleryImage;
  title: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onClosed: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      onClose={onClosed}
      aria-label={`Image agrandie : ${image.altText ?? title}`}
      className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg p-0 backdrop:bg-slate-900/80"
      data-testid="gallery-dialog"
    >
      <div className="relative bg-white p-4">
        {/* The zoom shows the picture at the screen's size. */}
        <Image
          data={image}
          alt={image.altText ?? title}
          aspectRatio="1/1"
          sizes="95vmin"
          srcSetOptions={GALLERY_WIDTHS}
          style={{width: 'min(85vh, 90vw)'}}
          className="object-contain"
        />
        <button type="button" onClick={() => dialogRef.current?.close()} className="btn-secondary absolute right-2 top-2">
          Fermer
        </button>
        {count > 1 ? (
          <div className="mt-2 flex items-center justify-between gap-3 text-sm">
            <button type="button" onClick={() => onMove(-1)} className="btn-secondary" aria-label="Image précédente">
              ‹ Précédente
            </button>
            <p className="whitespace-nowrap text-center" aria-live="polite">
              {index + 1} / {count}
              <span className="max-sm:hidden"> — flèches gauche et droite pour changer d’image</span>
            </p>
            <button type="button" onClick={() => onMove(1)} className="btn-secondary" aria-label="Image suivante">
              Suivante ›
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
