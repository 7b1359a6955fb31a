// Runs the production build (dist/server) in MiniOxygen (workerd), as Oxygen runs it:
// the Oxygen routing worker, the static assets, the worker's console on ours. Unlike
// `shopify hydrogen preview`, no per-request log hook (which posts every request to a
// Node process and halves what the worker can serve) and no dev-tools middleware:
// docs/decisions/010-page-cache.md.
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

export async function startWorker(options: {
  port: number;
  envFile?: string;
  /** Worker variables given directly (the bench's other builds); added to the env file's */
  bindings?: Record<string, string>;
  /** The build to run: this project's `dist/` by default (the bench also runs Hydrogen's skeleton) */
  distDir?: string;
  /** Opens workerd's inspector on this port (the bench's CPU profile) */
  inspectorPort?: number;
}): Promise<RunningWorker & {inspectorUrl?: string}> {
  const distDir = options.distDir ?? join(ROOT, 'dist');
  const serverDir = join(distDir, 'server');
  const entry = join(serverDir, 'index.js');
  const miniOxygen = createMiniOxygen({
    port: options.port,
    host: '127.0.0.1',
    // No request log: nothing reads it, and it costs a Node round trip per request.
    requestHook: null,
    assets: {port: await freePort(), directory: join(distDir, 'client')},
    ...(options.inspectorPort ? {debug: true, inspectorPort: options.inspectorPort} : {}),
    workers: [
      {
        name: 'hydrogen',
        modulesRoot: serverDir,
        modules: [{type: 'ESModule', path: entry, contents: readFileSync(entry, 'utf8')}],
        bindings: {...(options.envFile ? readDotEnv(options.envFile) : {}), ...options.bindings},
      },
    ],
  });
  const {workerUrl, inspectorUrl} = await miniOxygen.ready;
  return {url: workerUrl.origin, inspectorUrl: inspectorUrl?.href, close: () => miniOxygen.dispose()};
}
