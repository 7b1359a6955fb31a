// Environment shared by `npm start`, `npm run dev`, the tests and the bench: where the
// local shop listens and the storefront settings that point the worker at it.
import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ShopEnv {
  port: number;
  localShopPort: number;
  dataDir: string;
  storefrontUrl: string;
  localShopUrl: string;
}

export function readShopEnv(env: NodeJS.ProcessEnv = process.env): ShopEnv {
  const port = Number(env.PORT ?? 3000);
  const localShopPort = Number(env.LOCAL_SHOP_PORT ?? 4000);
  const dataDir = resolve(ROOT, env.LOCAL_SHOP_DATA ?? 'data/local-shop');
  return {
    port,
    localShopPort,
    dataDir,
    storefrontUrl: `http://127.0.0.1:${port}`,
    localShopUrl: `http://127.0.0.1:${localShopPort}`,
  };
}

/** A real store is configured when PUBLIC_STORE_DOMAIN is set in the environment or .env. */
export function realStoreDomain(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.USE_LOCAL_SHOP === '1') return null;
  if (env.PUBLIC_STORE_DOMAIN) return env.PUBLIC_STORE_DOMAIN;
  const file = join(ROOT, '.env');
  if (!existsSync(file)) return null;
  const match = readFileSync(file, 'utf8').match(/^\s*PUBLIC_STORE_DOMAIN\s*=\s*"?([^"\n]+)"?/m);
  return match ? match[1].trim() : null;
}

/** Session secret kept with the local shop's data, so sessions survive a restart. */
function sessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, {recursive: true});
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, {mode: 0o600});
  return secret;
}

/** Writes the worker's environment file for the local shop and returns its path. */
/** Optional worker settings passed through from the environment when set (see README). */
const WORKER_PASSTHROUGH = ['CHAT_API_URL', 'CHAT_API_KEY', 'CHAT_MODEL'] as const;

export function writeWorkerEnvFile(shop: ShopEnv): string {
  const dir = join(ROOT, '.cache');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `local-shop-${shop.port}.env`);
  const lines = [
    `PUBLIC_STORE_DOMAIN=${shop.localShopUrl}`,
    `PUBLIC_STOREFRONT_API_TOKEN=${process.env.LOCAL_SHOP_STOREFRONT_TOKEN ?? 'local-shop-token'}`,
    `PUBLIC_CHECKOUT_DOMAIN=127.0.0.1:${shop.localShopPort}`,
    `PUBLIC_STOREFRONT_ID=local`,
    `SESSION_SECRET=${sessionSecret(shop.dataDir)}`,
    `FORMS_ENDPOINT=${shop.localShopUrl}/forms`,
    ...WORKER_PASSTHROUGH.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`),
  ];
  writeFileSync(file, lines.join('\n') + '\n', {mode: 0o600});
  return file;
}
