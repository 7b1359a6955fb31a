// Where the local shop keeps its data and which URLs it answers on, from the environment.

import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The project root (local-shop's parent folder). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PORT = 4000;
export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, 'data', 'local-shop');
export const DATABASE_FILE = 'shop.sqlite';

/**
 * Where rendered photos and transformed pictures are kept (LOCAL_SHOP_IMAGE_CACHE, else
 * data/image-cache): shared by every data folder of the checkout, each file named by a
 * hash of what it shows, so the shops tests start render a photo once, not once each.
 */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOCAL_SHOP_IMAGE_CACHE ? path.resolve(env.LOCAL_SHOP_IMAGE_CACHE) : path.join(PROJECT_ROOT, 'data', 'image-cache');
}

export interface LocalShopEnv {
  port: number;
  /** Address to listen on (HOST): 127.0.0.1 unless configured otherwise. */
  host: string;
  dataDir: string;
  storefrontUrl: string;
  /** When set, the storefront token header must carry exactly this value. */
  storefrontToken: string | null;
  /** Public origin of the local shop if it is reached through another name (proxy). */
  publicUrl: string | null;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Port invalide : « ${value} » (attendu : un entier entre 0 et 65535).`);
  }
  return port;
}

export function envConfig(env: NodeJS.ProcessEnv = process.env): LocalShopEnv {
  const storefrontPort = parsePort(env.PORT, 3000);
  return {
    port: parsePort(env.LOCAL_SHOP_PORT, DEFAULT_PORT),
    host: listenHost(env),
    dataDir: env.LOCAL_SHOP_DATA ? path.resolve(env.LOCAL_SHOP_DATA) : DEFAULT_DATA_DIR,
    storefrontUrl: trimSlash(env.STOREFRONT_URL || `http://${displayHost(listenHost(env))}:${storefrontPort}`),
    storefrontToken: env.LOCAL_SHOP_STOREFRONT_TOKEN ? env.LOCAL_SHOP_STOREFRONT_TOKEN : null,
    publicUrl: env.LOCAL_SHOP_PUBLIC_URL ? trimSlash(env.LOCAL_SHOP_PUBLIC_URL) : null,
  };
}

/** Where the project's servers listen: HOST, or this machine only. */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}

/** The host to put in a URL for a listening address: a wildcard address is reached on 127.0.0.1. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The shop's bank account for transfers. Placeholders until the merchant sets
 * LOCAL_SHOP_IBAN and LOCAL_SHOP_BIC.
 */
/** Said wherever placeholder bank details are shown: the buyer must not take them for real ones. */
export const PLACEHOLDER_BANK_NOTICE = 'Coordonnées bancaires d’exemple (magasin local de démonstration) : ce compte ne reçoit aucun virement.';

export function bankAccount(env: NodeJS.ProcessEnv = process.env): {holder: string; iban: string; bic: string; placeholder: boolean} {
  const iban = env.LOCAL_SHOP_IBAN?.trim();
  const bic = env.LOCAL_SHOP_BIC?.trim();
  return {
    holder: 'Vérins Pro SAS',
    iban: iban || 'FR76 0000 0000 0000 0000 0000 000',
    bic: bic || 'XXXXFRPPXXX',
    placeholder: !iban || !bic,
  };
}
