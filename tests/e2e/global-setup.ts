// Before the end-to-end tests: every photograph rendered into the shared image cache
// (local-shop/media/prerender.ts; those already there are skipped), so that no test
// waits for a first render behind a page's pictures.
import {prerenderPhotos} from '../../local-shop/media/prerender.ts';
import {MediaService} from '../../local-shop/media/service.ts';
import {imageCacheDir} from '../../local-shop/config.ts';
import {loadCatalogSource} from '../../local-shop/store/seed.ts';

export default async function globalSetup(): Promise<void> {
  await prerenderPhotos(await loadCatalogSource(), new MediaService(imageCacheDir()));
}
