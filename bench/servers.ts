// Starts what `npm start` starts (build if needed, the local shop on a throw-away
// database, the production build in MiniOxygen), on 127.0.0.1 and the bench's own
// ports, by running scripts/start.ts: the bench measures exactly what a shopper gets.
// It runs in its own process group, apart from the load generator, and is stopped whole.
import {spawn, type ChildProcess} from 'node:child_process';
import {createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export interface Servers {
  storefrontUrl: string;
  localShopUrl: string;
  /** Whether scripts/start.ts rebuilt the app (false: the existing dist/ was fresh) */
  built: boolean;
  startSeconds: number;
  logFile: string;
  /** Bytes of the local shop's database now (file and journal): what the load left in it. */
  databaseBytes(): number;
  stop(): Promise<void>;
}

/** Resolves when nothing listens on 127.0.0.1:port, rejects with a French message otherwise. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`Le port ${port} est déjà utilisé : choisissez-en un autre (voir README, « npm run bench »).`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s’est arrêté au démarrage (code ${child.exitCode}).`);
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s.`);
}

export async function startServers(options: {root: string; port: number; localShopPort: number; logDir: string}): Promise<Servers> {
  await assertPortFree(options.port);
  await assertPortFree(options.localShopPort);
  mkdirSync(options.logDir, {recursive: true});
  const logFile = join(options.logDir, 'servers.log');
  const log = createWriteStream(logFile);
  const dataDir = mkdtempSync(join(tmpdir(), 'verins-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: options.root,
    // Own process group: stop() ends MiniOxygen's workerd with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      LOCAL_SHOP_PORT: String(options.localShopPort),
      LOCAL_SHOP_DATA: dataDir,
      USE_LOCAL_SHOP: '1',
      SHOPIFY_CLI_NO_ANALYTICS: '1',
    },
  });
  // Whatever ends the bench (an error, Ctrl-C), the servers and the throw-away data end with it.
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, {recursive: true, force: true});
  };
  process.once('exit', killOnExit);
  let built = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Construction de la boutique')) built = true;
    log.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    const signal = (name: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    // start.ts waits for nothing once it exits: end any straggler of its group too.
    signal('SIGKILL');
    log.end();
    rmSync(dataDir, {recursive: true, force: true});
    process.off('exit', killOnExit);
  };

  const storefrontUrl = `http://127.0.0.1:${options.port}`;
  const localShopUrl = `http://127.0.0.1:${options.localShopPort}`;
  try {
    // A build on this machine takes about a minute; the first start seeds the database.
    await waitForUrl(`${storefrontUrl}/`, child, 300_000);
    await waitForUrl(`${localShopUrl}/health`, child, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} Journal : ${logFile}`);
  }
  const databaseBytes = () =>
    readdirSync(dataDir)
      .filter((name) => name.startsWith('shop.sqlite'))
      .reduce((total, name) => total + statSync(join(dataDir, name)).size, 0);
  return {storefrontUrl, localShopUrl, built, startSeconds: (performance.now() - started) / 1000, logFile, databaseBytes, stop};
}
