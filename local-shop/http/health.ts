// GET /health: whether the local shop answers, and how big its catalogue is.

import type {RouteContext} from './router.ts';
import {sendJson} from './util.ts';

export function handleHealth({response, app}: RouteContext): void {
  const catalogue = app.catalogueCache.get();
  sendJson(response, 200, {status: 'ok', products: catalogue.products.length, collections: catalogue.collections.length});
}
