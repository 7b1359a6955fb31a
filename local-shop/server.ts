// The local shop: a small commerce backend that answers the Shopify Storefront API
// from SQLite, serves the product drawings, hosts the checkout and the order status
// pages. `npm run local-shop` starts it; tests call startLocalShop(). What it answers
// on which address is the route table in routes.ts.

import {MediaService} from './media/service.ts';
import crypto from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {GraphQLSchema} from 'graphql';
import type {ThrottleRules} from './shared-rules.ts';
import {displayHost, envConfig, imageCacheDir, trimSlash} from './config.ts';
import {customerByAccountToken, initCustomerAccount} from './customer-account/index.ts';
import {formsFor, formsTokenFor, initForms} from './forms/index.ts';
import {CatalogueViews} from './graphql/catalogue.ts';
import type {AppState} from './graphql/context.ts';
import {loadStorefrontSchema} from './graphql/execute.ts';
import {answerOversizedRequests} from './http/oversized.ts';
import {dispatch} from './http/router.ts';
import {MAX_BODY_BYTES} from './http/util.ts';
import {createLimits} from './limits.ts';
import {ROUTES} from './routes.ts';
import {CatalogueCache, type Catalogue} from './store/catalogue.ts';
import {CartStore} from './store/carts.ts';
import {CustomerStore} from './store/customers.ts';
import {openStore} from './store/db.ts';
import {DiscountStore} from './store/discounts.ts';
import {OrderStore} from './store/orders.ts';
import {Outbox} from './store/outbox.ts';
import {StorefrontSignal} from './storefront-signal.ts';
import {type CatalogSource, type SeedReport, loadCatalogSource, syncCatalog} from './store/seed.ts';

export interface LocalShopOptions {
  /** 0 picks a free port */
  port?: number;
  /** Address to listen on: HOST, 127.0.0.1 by default */
  host?: string;
  dataDir?: string;
  /** Storefront origin, for the redirect after an order */
  storefrontUrl?: string;
  /**
   * Tell the storefront when reviews or the catalogue change (its page cache): by default
   * when STOREFRONT_URL names it (`npm start`), never for a storefront merely assumed.
   */
  signalStorefront?: boolean;
  /** Origin browsers use to reach the local shop; defaults to http://127.0.0.1:<port> */
  publicUrl?: string;
  /** Required value of the storefront token header; any non-empty value when null */
  storefrontToken?: string | null;
  /** The seed catalogue; the modules in local-shop/catalog by default */
  catalog?: CatalogSource;
  /** Where to write the start-up report; silent when omitted */
  log?: (message: string) => void;
  /** Sign-in throttling (docs/decisions/030); tests shorten the delays */
  throttle?: Partial<ThrottleRules>;
}

export interface LocalShop {
  url: string;
  app: AppState;
  seed: SeedReport;
  /** Bearer token of the forms endpoint (the storefront's FORMS_TOKEN) */
  formsToken: string;
  close(): Promise<void>;
}

let schemaCache: GraphQLSchema | null = null;

function storefrontSchema(): GraphQLSchema {
  schemaCache ??= loadStorefrontSchema();
  return schemaCache;
}

function serverSecret(store: ReturnType<typeof openStore>): Buffer {
  let secret = store.getMeta('server_secret');
  if (!secret) {
    secret = crypto.randomBytes(32).toString('hex');
    store.setMeta('server_secret', secret);
  }
  return Buffer.from(secret, 'hex');
}

export async function startLocalShop(options: LocalShopOptions = {}): Promise<LocalShop> {
  const env = envConfig();
  const dataDir = path.resolve(options.dataDir ?? env.dataDir);
  const schema = storefrontSchema();
  const source = options.catalog ?? (await loadCatalogSource());
  const store = openStore(dataDir);
  let seed: SeedReport;
  const customers = new CustomerStore(store);
  const discounts = new DiscountStore(store);
  try {
    seed = syncCatalog(store, source);
    discounts.seed();
  } catch (error) {
    store.close();
    throw error;
  }
  const views = new WeakMap<Catalogue, CatalogueViews>();
  const app: AppState = {
    store,
    catalogueCache: new CatalogueCache(store),
    // A cart's buyer: a legacy customer access token or a Customer Account API one.
    carts: new CartStore(store, (token) => customers.byToken(token) ?? customerByAccountToken(app, token)),
    orders: new OrderStore(store),
    customers,
    discounts,
    outbox: new Outbox(store),
    source,
    schema,
    publicUrl: '',
    storefrontUrl: trimSlash(options.storefrontUrl ?? env.storefrontUrl),
    storefrontSignal: new StorefrontSignal(
      (options.signalStorefront ?? Boolean(process.env.STOREFRONT_URL)) ? trimSlash(options.storefrontUrl ?? env.storefrontUrl) : null,
      () => formsTokenFor(app),
    ),
    secret: serverSecret(store),
    storefrontToken: options.storefrontToken === undefined ? env.storefrontToken : options.storefrontToken,
    limits: createLimits(options.throttle),
    imageCache: new Map(),
    media: new MediaService(imageCacheDir()),
    views(catalogue) {
      let result = views.get(catalogue);
      if (!result) {
        result = new CatalogueViews(catalogue, app.publicUrl, (productId) => formsFor(app).ratingSummary(productId));
        views.set(catalogue, result);
      }
      return result;
    },
  };

  const server = http.createServer((request, response) => {
    dispatch(ROUTES, request, response, app).catch((error: unknown) => {
      // Only when answering an error failed too.
      console.error('[magasin local] Erreur inattendue :', error);
      response.destroy();
    });
  });
  answerOversizedRequests(server, MAX_BODY_BYTES);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? env.port, options.host ?? env.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    store.close();
    throw error;
  });
  const {port} = server.address() as AddressInfo;
  const url = `http://${displayHost(options.host ?? env.host)}:${port}`;
  app.publicUrl = trimSlash(options.publicUrl ?? env.publicUrl ?? url);
  const forms = initForms(app, options.log);
  initCustomerAccount(app);
  // Abandoned carts go after CART_EXPIRY_DAYS: at start, then every hour.
  app.carts.deleteExpired();
  const sweep = setInterval(() => app.carts.deleteExpired(), 3600_000);
  sweep.unref();
  const stopWatching = app.storefrontSignal.watch(store);

  options.log?.(
    seed.changed
      ? `Catalogue chargé : ${seed.products} produits, ${seed.variants} variantes, ${seed.collections} collections (${seed.inserted} ajoutés, ${seed.updated} mis à jour).`
      : `Catalogue à jour : ${seed.products} produits, ${seed.collections} collections.`,
  );

  let closing: Promise<void> | null = null;
  return {
    url,
    app,
    seed,
    formsToken: forms.token,
    close() {
      clearInterval(sweep);
      stopWatching();
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      return closing;
    },
  };
}

function isMain(): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isMain()) {
  const env = envConfig();
  // Under `npm start` (scripts/start.ts, an IPC channel): quiet, says when it is ready,
  // and stops when the launcher is gone, whatever killed it.
  const supervised = typeof process.send === 'function';
  const log = (message: string) => console.log(`[magasin local] ${message}`);
  startLocalShop({log: supervised ? undefined : log})
    .then((shop) => {
      if (!supervised) {
        log(`Données : ${path.resolve(env.dataDir)}`);
        log(`Prêt sur ${shop.url} (API Storefront : ${shop.url}/api/2026-04/graphql.json)`);
      }
      let stopping = false;
      const stop = (reason: string) => {
        if (stopping) return;
        stopping = true;
        if (!supervised) log(`${reason} : arrêt en cours…`);
        shop.close().then(() => {
          if (!supervised) log('Arrêté proprement.');
          process.exit(0);
        });
      };
      process.once('SIGINT', () => stop('SIGINT reçu'));
      process.once('SIGTERM', () => stop('SIGTERM reçu'));
      if (supervised) {
        process.once('disconnect', () => stop('Le lanceur s’est arrêté'));
        process.send?.({ready: shop.url});
      }
    })
    .catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        console.error(`[magasin local] Le port ${env.port} est déjà utilisé par un autre programme. Choisissez-en un autre avec LOCAL_SHOP_PORT.`);
      } else {
        console.error('[magasin local] Démarrage impossible :', error instanceof Error ? error.message : error);
      }
      process.exit(1);
    });
}
