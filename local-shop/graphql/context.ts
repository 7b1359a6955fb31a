// What every resolver receives: the application state and this request's snapshot.

import type {GraphQLSchema} from 'graphql';
import type {Language, Messages} from '../messages.ts';
import type {Catalogue, CatalogueCache} from '../store/catalogue.ts';
import type {CartStore} from '../store/carts.ts';
import type {CustomerStore} from '../store/customers.ts';
import type {Store} from '../store/db.ts';
import type {DiscountStore} from '../store/discounts.ts';
import type {OrderStore} from '../store/orders.ts';
import type {Outbox} from '../store/outbox.ts';
import type {CatalogSource} from '../store/seed.ts';
import type {ShopLimits} from '../limits.ts';
import type {MediaService} from '../media/service.ts';
import type {CatalogueViews} from './catalogue.ts';
import type {Execution} from './scheduler.ts';
import type {StorefrontSignal} from '../storefront-signal.ts';

export interface AppState {
  store: Store;
  catalogueCache: CatalogueCache;
  carts: CartStore;
  orders: OrderStore;
  customers: CustomerStore;
  discounts: DiscountStore;
  outbox: Outbox;
  source: CatalogSource;
  schema: GraphQLSchema;
  /** Origin of the local shop as browsers reach it (images, checkout, order pages) */
  publicUrl: string;
  /** Origin of the storefront (redirect after an order) */
  storefrontUrl: string;
  /** Tells the storefront that reviews or the catalogue changed (its page cache) */
  storefrontSignal: StorefrontSignal;
  /** Server secret for CSRF tokens, kept in the database */
  secret: Buffer;
  storefrontToken: string | null;
  /** Per-buyer limits: sign-in throttling, carts created (docs/decisions/030) */
  limits: ShopLimits;
  /** Rendered drawings by URL path */
  imageCache: Map<string, string>;
  /** Photos and transformed pictures (the image CDN), kept under the data folder */
  media: MediaService;
  views(catalogue: Catalogue): CatalogueViews;
}

export interface RequestContext {
  app: AppState;
  catalogue: Catalogue;
  views: CatalogueViews;
  language: Language;
  /** From @inContext(country:), when given */
  country: string | null;
  t: Messages;
  /** The request came without a token: Shopify's tokenless access (graphql/access.ts) */
  tokenless: boolean;
  /** The buyer's address (Shopify-Storefront-Buyer-IP, else the connection's), for per-buyer limits */
  buyer: string;
  /** This request's time slices and budget (graphql/scheduler.ts) */
  execution: Execution;
}
