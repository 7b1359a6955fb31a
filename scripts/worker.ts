// Runs the production build (dist/server) in MiniOxygen (workerd), as Oxygen runs it:
// the Oxygen routing worker, the static assets, the worker's console on ours. Unlike
// `shopify hydrogen preview`, no per-request log hook (which posts every request to a
// Node process and halves what the worker can serve) and no dev-tools middleware:
// docs/decisions/013-worker-runner-and-request-handler.md.
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {ROOT, readDotEnv} from './shop-env.ts';

export interface RunningWorker {
  url: string;
  close(): Promise<void>;
}

/** A port nothing listens on now, for the static assets server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startWorker(options: {port: number; envFile: string}): Promise<RunningWorker> {
  const serverDir = join(ROOT, 'dist/server');
  const entry = join(serverDir, 'index.js');
  const miniOxygen = createMiniOxygen({
    port: options.port,
    host: '127.0.0.1',
    // No request log: nothing reads it, and it costs a Node round trip per request.
    requestHook: null,
    assets: {port: await freePort(), directory: join(ROOT, 'dist/client')},
    workers: [
      {
        name: 'hydrogen',
        modulesRoot: serverDir,
        modules: [{type: 'ESModule', path: entry, contents: readFileSync(entry, 'utf8')}],
        bindings: readDotEnv(options.envFile),
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {url: workerUrl.origin, close: () => miniOxygen.dispose()};
}
