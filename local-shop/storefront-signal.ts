// Tells the storefront that the shop changed (a review approved or rejected, a vote 'Utile',
// a product, a price or a stock edited), so that its page cache shows the change to the
// next visitor: POST <storefront>/api/changements-boutique with the forms token, the
// secret both sides already share. docs/decisions/052-shop-changes.md.
import type {Store} from './store/db.ts';

/** The storefront's path for the signal (app/lib/platform/shop-changes.server.ts). */
export const SHOP_CHANGES_PATH = '/api/changements-boutique';
/** An answer is a few milliseconds; a storefront that is down must not hold the merchant. */
const SIGNAL_TIMEOUT_MS = 2_000;
/** How often changes made by another process (a script editing the database) are looked for. */
const WATCH_INTERVAL_MS = 1_000;

export class StorefrontSignal {
  readonly #url: string;
  readonly #token: () => string;
  #failing = false;

  /** `storefrontUrl` null: no storefront to tell (the integration tests' shops). */
  constructor(storefrontUrl: string | null, token: () => string) {
    this.#url = storefrontUrl ? `${storefrontUrl}${SHOP_CHANGES_PATH}` : '';
    this.#token = token;
  }

  /** Resolves once the storefront has forgotten its copies (true), or could not be told (false, logged once). */
  async send(): Promise<boolean> {
    if (!this.#url) return false;
    try {
      const response = await fetch(this.#url, {
        method: 'POST',
        headers: {Authorization: `Bearer ${this.#token()}`},
        signal: AbortSignal.timeout(SIGNAL_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`réponse ${response.status}`);
      this.#failing = false;
      return true;
    } catch (error) {
      if (!this.#failing) console.error(`[magasin local] La vitrine n’a pas pu être prévenue d’un changement (${this.#url}) :`, error instanceof Error ? error.message : error);
      this.#failing = true;
      return false;
    }
  }

  /**
   * Watches the catalogue: a write through this shop (an order's stock) or by another
   * process on the database file (data_version). Returns the function that stops it.
   */
  watch(store: Store): () => void {
    if (!this.#url) return () => {};
    const version = () => `${store.catalogueVersion}:${store.dataVersion()}`;
    let last = version();
    const timer = setInterval(() => {
      if (!store.db.isOpen) return;
      const now = version();
      if (now === last) return;
      last = now;
      void this.send();
    }, WATCH_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
