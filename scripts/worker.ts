// Runs the production build (dist/server) in MiniOxygen (workerd), as Oxygen runs it:
// the Oxygen routing worker, the static files (scripts/assets.ts) and the worker's
// console on ours, behind scripts/front.ts, which answers on PORT. Unlike `shopify hydrogen preview`,
// no per-request log hook (which posts every request to a Node process and halves what
// the worker can serve) and no dev-tools middleware:
// docs/decisions/013-worker-runner-and-request-handler.md.
//
// `npm start` runs this file as its own process (scripts/start.ts): it says when it is
// ready, exits when workerd dies (the launcher starts it again) and stops when the
// launcher is gone, whatever killed it.
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Readable} from 'node:stream';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {displayHost, listenHost} from '../local-shop/config.ts';
import {startAssetsServer} from './assets.ts';
import {startFront} from './front.ts';
import {ROOT, readDotEnv} from './shop-env.ts';

export interface RunningWorker {
  url: string;
  /** Resolves with a French reason if workerd stops on its own. */
  crashed: Promise<string>;
  close(): Promise<void>;
}

export async function startWorker(options: {
  port: number;
  host?: string;
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
  let closing = false;
  let reportCrash: (reason: string) => void = () => {};
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));
  const assets = await startAssetsServer(join(distDir, 'client'));
  const miniOxygen = createMiniOxygen({
    // Internal: only the front talks to it.
    port: 0,
    host: '127.0.0.1',
    // No request log: nothing reads it, and it costs a Node round trip per request.
    requestHook: null,
    assets: {origin: assets.origin},
    ...(options.inspectorPort ? {debug: true, inspectorPort: options.inspectorPort} : {}),
    workers: [
      {
        name: 'hydrogen',
        modulesRoot: serverDir,
        modules: [{type: 'ESModule', path: entry, contents: readFileSync(entry, 'utf8')}],
        // MiniOxygen has no full-page cache in front of the worker: it keeps shared pages itself.
        bindings: {PAGE_CACHE_STORE: 'memory', ...(options.envFile ? readDotEnv(options.envFile) : {}), ...options.bindings},
      },
    ],
    // workerd's output is not read (MiniOxygen's own choice); its end says it died.
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.resume();
      stderr.resume();
      stdout.once('close', () => {
        if (!closing) reportCrash('workerd s’est arrêté');
      });
    },
  });
  const {workerUrl, inspectorUrl} = await miniOxygen.ready;
  const front = await startFront({port: options.port, host: options.host ?? listenHost(), upstreamPort: Number(workerUrl.port)}).catch(async (error: unknown) => {
    closing = true;
    await Promise.allSettled([miniOxygen.dispose(), assets.close()]);
    throw error;
  });
  return {
    url: `http://${displayHost(options.host ?? listenHost())}:${new URL(front.url).port}`,
    inspectorUrl: inspectorUrl?.href,
    crashed,
    async close() {
      closing = true;
      await Promise.allSettled([front.close(), miniOxygen.dispose(), assets.close()]);
    },
  };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  const envFile = process.env.WORKER_ENV_FILE;
  const port = Number(process.env.PORT ?? 3000);
  if (!envFile) {
    console.error('[vitrine] WORKER_ENV_FILE manquant : lancez la boutique avec npm start.');
    process.exit(1);
  }
  startWorker({port, envFile})
    .then((worker) => {
      let stopping = false;
      const stop = (code: number) => {
        if (stopping) return;
        stopping = true;
        void worker.close().then(() => process.exit(code));
      };
      void worker.crashed.then((reason) => {
        console.error(`[vitrine] ${reason}.`);
        stop(1);
      });
      process.once('SIGINT', () => stop(0));
      process.once('SIGTERM', () => stop(0));
      // The launcher is gone (even killed with -9): nothing must stay behind.
      process.once('disconnect', () => stop(0));
      process.send?.({ready: worker.url});
    })
    .catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      console.error(
        code === 'EADDRINUSE'
          ? `[vitrine] Le port ${port} est déjà utilisé par un autre programme. Choisissez-en un autre avec PORT.`
          : `[vitrine] Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    });
}
