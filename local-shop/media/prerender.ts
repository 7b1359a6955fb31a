// Renders every photograph the catalogue has (products and collections) into the image
// cache, skipping those already there: `npm run local-shop:photos`, and the end-to-end
// tests' global setup, so that no page waits for a first render. Seeding never calls it.

import {pathToFileURL} from 'node:url';
import {imageCacheDir} from '../config.ts';
import {loadCatalogSource, CYLINDERS_COLLECTION, type CatalogSource} from '../store/seed.ts';
import {collectionPhoto, productPhoto} from './photos.ts';
import {MediaService} from './service.ts';

export async function prerenderPhotos(source: CatalogSource, media: MediaService): Promise<number> {
  const collections = [...source.collections, {handle: CYLINDERS_COLLECTION.handle, imageProduct: undefined}];
  const photos = [
    ...source.products.map((product) => productPhoto(product)),
    ...collections.map((collection) => collectionPhoto(collection, source.products)),
  ].filter((photo) => photo !== null);
  // One at a time: the render worker is one thread, and the machine is shared.
  for (const photo of photos) await media.original(photo);
  return photos.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const dir = imageCacheDir();
  prerenderPhotos(await loadCatalogSource(), new MediaService(dir)).then(
    (count) => {
      console.log(`[magasin local] ${count} photos prêtes dans ${dir} (${Math.round((Date.now() - started) / 1000)} s).`);
      // The render worker and sharp's threads would keep the process waiting.
      process.exit(0);
    },
    (error: unknown) => {
      console.error('[magasin local] Rendu des photos impossible :', error);
      process.exit(1);
    },
  );
}
