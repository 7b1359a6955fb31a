// Environment shared by `npm start`, `npm run dev`, the tests and the bench: where the
// local shop listens and the storefront settings that point the worker at it.
import {randomBytes} from 'node:crypto';
import {chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {displayHost, listenHost} from '../local-shop/config.ts';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../local-shop/customer-account/config.ts';
import {resolveFormsToken} from '../local-shop/forms/password.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ShopEnv {
  port: number;
  localShopPort: number;
  /** Where the servers listen (HOST): 127.0.0.1 unless configured otherwise. */
  host: string;
  dataDir: string;
  storefrontUrl: string;
  localShopUrl: string;
}

export function readShopEnv(env: NodeJS.ProcessEnv = process.env): ShopEnv {
  const port = Number(env.PORT ?? 3000);
  const localShopPort = Number(env.LOCAL_SHOP_PORT ?? 4000);
  const dataDir = resolve(ROOT, env.LOCAL_SHOP_DATA ?? 'data/local-shop');
  const host = listenHost(env);
  return {
    port,
    localShopPort,
    host,
    dataDir,
    storefrontUrl: `http://${displayHost(host)}:${port}`,
    localShopUrl: `http://${displayHost(host)}:${localShopPort}`,
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
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, {recursive: true, mode: 0o700});
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, {mode: 0o600});
  return secret;
}

/**
 * The public Storefront API token `npm start` gives the storefront: LOCAL_SHOP_STOREFRONT_TOKEN
 * when set, else one made on the first start and kept with the local shop's data, in the
 * shape of Shopify's public tokens (32 hexadecimal characters), so that Hydrogen's
 * privacy component does not take it for a private token.
 */
export function publicStorefrontToken(dataDir: string): string {
  if (process.env.LOCAL_SHOP_STOREFRONT_TOKEN) return process.env.LOCAL_SHOP_STOREFRONT_TOKEN;
  const file = join(dataDir, 'storefront-token');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{32}$/.test(saved)) return saved;
  }
  mkdirSync(dataDir, {recursive: true});
  const token = randomBytes(16).toString('hex');
  writeFileSync(file, token, {mode: 0o600});
  return token;
}

/** Optional worker settings passed through from the environment when set (see README). */
const WORKER_PASSTHROUGH = ['CHAT_API_URL', 'CHAT_API_KEY', 'CHAT_MODEL', 'STOREFRONT_TIMEOUT_MS', 'PAGE_CACHE_SECONDS'] as const;

/**
 * Which customer accounts the storefront uses with the local shop: the Customer Account
 * API (Hydrogen's variables, plus LOCAL_SHOP_ORIGIN for app/lib/platform/customer-account-local.server.ts)
 * unless LOCAL_SHOP_ACCOUNTS=legacy asks for the legacy e-mail and password accounts.
 * docs/decisions/028-customer-account-modes.md.
 */
export function localAccountSettings(shop: ShopEnv, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const mode = (env.LOCAL_SHOP_ACCOUNTS ?? '').trim();
  if (mode === 'legacy') return {};
  if (mode !== '' && mode !== 'customer-account') {
    throw new Error(`LOCAL_SHOP_ACCOUNTS invalide : « ${mode} » (attendu : customer-account ou legacy).`);
  }
  return {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: LOCAL_CLIENT_ID, SHOP_ID: LOCAL_SHOP_ID, LOCAL_SHOP_ORIGIN: shop.localShopUrl};
}

/**
 * Writes the worker's environment file for the local shop and returns its path. The
 * forms token is the local shop's (LOCAL_SHOP_FORMS_TOKEN, or the one generated on its
 * first start), so that the storefront's forms always reach its inbox.
 */
export function writeWorkerEnvFile(shop: ShopEnv): string {
  const dir = join(ROOT, '.cache');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `local-shop-${shop.port}.env`);
  const lines = [
    `PUBLIC_STORE_DOMAIN=${shop.localShopUrl}`,
    `PUBLIC_STOREFRONT_API_TOKEN=${publicStorefrontToken(shop.dataDir)}`,
    `PUBLIC_CHECKOUT_DOMAIN=${new URL(shop.localShopUrl).host}`,
    `PUBLIC_STOREFRONT_ID=local`,
    `SESSION_SECRET=${sessionSecret(shop.dataDir)}`,
    `FORMS_ENDPOINT=${shop.localShopUrl}/forms`,
    `FORMS_TOKEN=${resolveFormsToken(shop.dataDir)}`,
    ...Object.entries(localAccountSettings(shop)).map(([name, value]) => `${name}=${value}`),
    ...WORKER_PASSTHROUGH.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`),
  ];
  writeFileSync(file, lines.join('\n') + '\n', {mode: 0o600});
  return file;
}

/** The worker settings of a real store (README 'Connecting a real Shopify store'). */
const STORE_VARIABLES = [
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_CHECKOUT_DOMAIN',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
  'SHOP_ID',
  'SESSION_SECRET',
  'FORMS_ENDPOINT',
  'FORMS_TOKEN',
  ...WORKER_PASSTHROUGH,
] as const;

/** KEY=value lines of a .env file (comments, blank lines and quotes handled); {} when absent. */
export function readDotEnv(file = join(ROOT, '.env')): Record<string, string> {
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (!match) continue;
    const raw = match[2];
    const quoted = raw.match(/^(["'])(.*)\1$/);
    values[match[1]] = quoted ? quoted[2] : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * A real store's worker settings: `.env`, overridden by the environment. The Hydrogen CLI
 * gives the worker only an env file, never the process environment, so `npm start`
 * writes this into one (writeStoreEnvFile) and `PUBLIC_STORE_DOMAIN=… npm start` works.
 */
export function realStoreSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const settings = readDotEnv();
  for (const name of STORE_VARIABLES) {
    const value = env[name];
    if (value) settings[name] = value;
  }
  return settings;
}

/** Writes the worker's environment file for a real store and returns its path. */
export function writeStoreEnvFile(shop: ShopEnv, settings: Record<string, string>): string {
  const dir = join(ROOT, '.cache');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, `store-${shop.port}.env`);
  // Without a secret every page would fail: a local one, kept with the local data.
  const values = {...settings, SESSION_SECRET: settings.SESSION_SECRET || sessionSecret(shop.dataDir)};
  const lines = Object.entries(values).map(([name, value]) => `${name}=${value.replace(/[\r\n]/g, '')}`);
  writeFileSync(file, lines.join('\n') + '\n', {mode: 0o600});
  return file;
}
