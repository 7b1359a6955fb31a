import {cartSetIdDefault, createHydrogenContext} from '@shopify/hydrogen';
import {localCustomerAccount} from '~/lib/platform/customer-account-local.server';
import {isHttps} from '~/lib/platform/security';
import {AppSession} from '~/lib/platform/session.server';
import {subrequestCacheName} from '~/lib/platform/shop-changes.server';
import {MemoryFirstCache, memoryFor} from '~/lib/platform/memory-first-cache.server';
import {CART_QUERY_FRAGMENT} from '~/lib/fragments';
import {guardStorefront, installStorefrontFetch, storefrontTimeout} from '~/lib/platform/storefront-client.server';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

declare global {
  interface HydrogenAdditionalContext {
    /** The same session as `session`, with our flash helpers typed. */
    appSession: AppSession;
    /** Whether every call to the shop and the inbox succeeded while rendering (page-cache.server.ts). */
    renderHealth: RenderHealth;
    /**
     * Rendered the same for every visitor in its price mode (page-cache.server.ts): the
     * request carries no session and no cart, and the personal parts come from /api/visiteur.
     */
    sharedPage: boolean;
  }
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

/** Set when a page is rendered from a failed call: such a page is shown, never cached. */
export class RenderHealth {
  failed = false;
  fail = () => {
    this.failed = true;
  };
}

export async function createHydrogenRouterContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  sharedPage = false,
) {
  if (!env?.SESSION_SECRET) {
    throw new Error('SESSION_SECRET environment variable is not set');
  }

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const cacheName = subrequestCacheName();
  const [runtimeCache, session] = await Promise.all([
    caches.open(cacheName),
    AppSession.init(request, [env.SESSION_SECRET]),
  ]);
  // Storefront results from the isolate's memory first (memory-first-cache.server.ts).
  const cache = new MemoryFirstCache(memoryFor(cacheName), runtimeCache) as unknown as Cache;

  // Storefront API calls get a deadline and SPEC.md's error handling (storefront-client.server.ts).
  installStorefrontFetch(storefrontTimeout(env.STOREFRONT_TIMEOUT_MS));
  // The Customer Account API on the local shop when it is the backend; null in production.
  const localAccounts = localCustomerAccount(env);
  const context = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      // Our handler logs failed calls, once, with SPEC.md's message.
      logErrors: false,
      i18n: {language: 'FR', country: 'FR'},
      customerAccount: localAccounts?.clientOptions,
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        // The cart id carries the cart's secret key (whoever has it reads the buyer's
        // e-mail and address): out of JavaScript's reach, not sent cross-site, HTTPS only
        // in production. Hydrogen's default cookie has none of these.
        setId: cartSetIdDefault({httponly: true, samesite: 'Lax', secure: isHttps(request), path: '/'}),
      },
    },
    {appSession: session, renderHealth: new RenderHealth(), sharedPage},
  );
  // Where, for the merchant: the page (never its query string, which may hold a token)
  // and Oxygen's request id, which ties the lines of one request together.
  const requestId = request.headers.get('request-id')?.replace(/[^\w-]/g, '').slice(0, 64);
  const where = `${request.method} ${new URL(request.url).pathname}${requestId ? `, request-id ${requestId}` : ''}`;
  guardStorefront(context.storefront, where, context.renderHealth.fail);
  localAccounts?.attach(context.customerAccount);
  return context;
}
