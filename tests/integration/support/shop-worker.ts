// A second local shop on the same data folder, in a worker thread: its own SQLite
// connection and its own event loop, so that two orders really run their transactions at
// the same time (tests/integration/checkout-price-confirmed.test.ts).

import {parentPort, workerData} from 'node:worker_threads';
import {startLocalShop} from '../../../local-shop/server.ts';
import {fixtureCatalog} from '../fixtures/catalog.ts';

const {dataDir, storefrontUrl} = workerData as {dataDir: string; storefrontUrl: string};
const shop = await startLocalShop({port: 0, dataDir, storefrontUrl, catalog: fixtureCatalog});
parentPort?.postMessage({url: shop.url});
parentPort?.on('message', (message: unknown) => {
  if (message === 'close') void shop.close().then(() => parentPort?.postMessage('closed'));
});
