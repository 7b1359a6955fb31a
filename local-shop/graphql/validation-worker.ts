// The worker thread behind validation.ts: the official schema, loaded once, and
// documents checked one after another; only their errors go back.

import {parentPort} from 'node:worker_threads';
import {loadStorefrontSchema} from './schema.ts';
import {checkDocument} from './validation.ts';

const schema = loadStorefrontSchema();

parentPort?.on('message', ({id, query}: {id: number; query: string}) => {
  const result = checkDocument(schema, query);
  parentPort?.postMessage({id, errors: 'errors' in result ? result.errors : null});
});
