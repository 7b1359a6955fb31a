// Starts what `npm start` starts (build if needed, the local shop on a throw-away
// database, the production build in MiniOxygen), on 127.0.0.1 and the bench's own
// ports, by running scripts/start.ts: the bench measures exactly what a shopper gets.
// It runs in its own process group, apart from the load generator, and is stopped whole.
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {DATABASE_FILE} from '../local-shop/config.ts';
import {ADMIN_USER} from '../local-shop/forms/password.ts';
import {STOREFRONT_TOKEN} from './fixtures.ts';
import type {AdminCredentials} from './sign-in.ts';

export interface Servers {
  storefrontUrl: string;
  localShopUrl: string;
  /** Whether scripts/start.ts rebuilt the app (false: the existing dist/ was fresh) */
  built: boolean;
  startSeconds: number;
  logFile: string;
  /** The local shop's database files (SQLite and its WAL), in bytes, now */
  databaseBytes(): DatabaseSize;
  /** The throw-away local shop's merchant credentials (its outbox holds the sign-in codes) */
  admin: AdminCredentials;
  /** The worker settings file `npm start` wrote for this storefront (bench/workers.ts reuses it) */
  workerEnvFile: string;
  stop(): Promise<void>;
}

export interface DatabaseSize {
  /** The database file itself */
  file: number;
  /** Its write-ahead log and shared-memory index, not yet checkpointed into the file */
  wal: number;
  total: number;
}

/** Sizes of the local shop's SQLite files in a folder (the main file, -wal, -shm). */
export function databaseSize(dataDir: string, name = DATABASE_FILE): DatabaseSize {
  const size = (file: string) => (existsSync(join(dataDir, file)) ? statSync(join(dataDir, file)).size : 0);
  const file = size(name);
  const wal = existsSync(dataDir) ? readdirSync(dataDir).filter((entry) => entry.startsWith(`${name}-`)).reduce((sum, entry) => sum + size(entry), 0) : 0;
  return {file, wal, total: file + wal};
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
  // The throw-away shop's admin password, known to the bench: it reads the sign-in codes from the outbox.
  const admin: AdminCredentials = {user: ADMIN_USER, password: process.env.LOCAL_SHOP_ADMIN_PASSWORD || randomBytes(18).toString('base64url')};
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
      LOCAL_SHOP_ADMIN_PASSWORD: admin.password,
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
  return {
    storefrontUrl,
    localShopUrl,
    built,
    startSeconds: (performance.now() - started) / 1000,
    logFile,
    databaseBytes: () => databaseSize(dataDir),
    admin,
    workerEnvFile: join(options.root, '.cache', `local-shop-${options.port}.env`),
    stop,
  };
}

/**
 * CPU time (user + system, in ms) used so far by every process of a process group, from
 * /proc: what workerd really spent, whatever else the machine runs. Null off Linux.
 */
export function groupCpuMs(pgid: number): number | null {
  if (!existsSync('/proc')) return null;
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return total;
}

/** A port nothing listens on now (the bench's extra storefronts use the system's free ports). */
export function freePort(): Promise<number> {
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

/**
 * Worker settings that point Hydrogen's skeleton at the local shop, with the public token
 * our storefront uses (no Customer Account API: left aside, decision 020).
 */
export function skeletonBindings(localShopUrl: string, token = STOREFRONT_TOKEN): Record<string, string> {
  return {
    PUBLIC_STORE_DOMAIN: localShopUrl,
    PUBLIC_STOREFRONT_API_TOKEN: token,
    PUBLIC_CHECKOUT_DOMAIN: new URL(localShopUrl).host,
    PUBLIC_STOREFRONT_ID: 'local',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
}

/** A storefront bench/workers.ts runs: a build, its port and its worker settings. */
export interface WorkerSpec {
  name: string;
  port: number;
  /** The build folder (default: ours, `dist/`) */
  distDir?: string;
  envFile?: string;
  bindings?: Record<string, string>;
  inspectorPort?: number;
}

export interface ReadyWorker {
  name: string;
  url: string;
  inspectorUrl?: string;
}

/** The line bench/workers.ts prints when every worker listens. */
export const READY_PREFIX = 'READY ';

export interface Companions {
  /** Process group of the workers process and its workerd children */
  pid: number;
  workers: ReadyWorker[];
  url(name: string): string | null;
  stop(): Promise<void>;
}

/** The workers process's « READY [...] » line in what it printed so far, or null. */
export function readyLine(output: string): ReadyWorker[] | null {
  const line = output.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
  return line ? (JSON.parse(line.slice(READY_PREFIX.length)) as ReadyWorker[]) : null;
}

/**
 * Starts more storefronts in MiniOxygen (bench/workers.ts) in a process group of their own,
 * on free ports: the skeleton, our build with the page cache off. Stopped whole.
 */
export async function startCompanions(options: {root: string; specs: Omit<WorkerSpec, 'port'>[]; logFile: string; timeoutMs?: number}): Promise<Companions> {
  const specs: WorkerSpec[] = [];
  for (const spec of options.specs) specs.push({...spec, port: await freePort()});
  const timeoutMs = options.timeoutMs ?? 120_000;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['bench/workers.ts', JSON.stringify(specs)], {
    cwd: options.root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    signal('SIGKILL');
    log.end();
    process.off('exit', killOnExit);
  };
  child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    output += chunk.toString();
  });
  try {
    const workers = await new Promise<ReadyWorker[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Les vitrines de comparaison ne sont pas prêtes après ${timeoutMs / 1000} s.`)), timeoutMs);
      const check = () => {
        const ready = readyLine(output);
        if (!ready) return;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(ready);
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Les vitrines de comparaison se sont arrêtées au démarrage (code ${code}).`));
      });
    });
    return {pid: child.pid!, workers, url: (name) => workers.find((worker) => worker.name === name)?.url ?? null, stop};
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} Journal : ${options.logFile}`);
  }
}
