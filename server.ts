import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/platform/context.server';
import {applySecurityHeaders} from '~/lib/platform/security';
import {errorPage, guardRequest, refuse} from '~/lib/platform/request-guard.server';
import {PageCache, flashMarker, pageCacheKey, pageCacheSettings, sharedRequest, type RenderedPage} from '~/lib/platform/page-cache.server';
import {forOxygenCache, pageCacheStore} from '~/lib/platform/oxygen-cache.server';
import {acceptShopChange, isShopChangeSignal} from '~/lib/platform/shop-changes.server';
import {isHttps} from '~/lib/platform/security';
import {markPersonal} from '~/lib/platform/personal-pages';

const METHOD_NOT_ALLOWED = 'Cette page ne reçoit pas de formulaire.';

/** One per isolate in MiniOxygen: shared pages, served to the requests it answers. */
let pageCache: PageCache | null | undefined;

/** The in-memory cache where it runs (PAGE_CACHE_STORE=memory, MiniOxygen), else null. */
function pageCacheFor(env: Env): PageCache | null {
  if (pageCache === undefined) {
    const settings = pageCacheSettings(env.PAGE_CACHE_SECONDS);
    pageCache = settings && pageCacheStore(env.PAGE_CACHE_STORE) === 'memory' ? new PageCache(settings) : null;
  }
  return pageCache;
}

type HydrogenRouterContext = Awaited<ReturnType<typeof createHydrogenRouterContext>>;

/** Each request's context, for the one request handler (keyed by the request object). */
const contexts = new WeakMap<Request, HydrogenRouterContext>();

// One handler for the isolate: React Router derives its route tree on a handler's first
// request, so a handler per request (the Hydrogen template's way) redoes it every time.
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request: Request) => {
    const context = contexts.get(request);
    if (!context) throw new Error('Contexte de requête absent');
    return context;
  },
});

/**
 * Renders one request: the app, its session cookie, and the store's redirects on a 404. A
 * shared page is rendered from the request without its cookies but the price mode's.
 */
async function render(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<RenderedPage> {
  const shared = pageCacheKey(incoming) !== null;
  const request = shared ? sharedRequest(incoming) : incoming;
  const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext, shared);
  const health = hydrogenContext.renderHealth;
  const session = hydrogenContext.appSession;

  contexts.set(request, hydrogenContext);
  let response = await handleRequest(request);

  if (session.isPending) {
    response.headers.append('Set-Cookie', await session.commit());
  }
  if (!shared) {
    // A message waiting in the session keeps the next page rendered for this visitor.
    const marker = flashMarker(incoming, session.hasFlash(), isHttps(incoming));
    if (marker) response.headers.append('Set-Cookie', marker);
  }

  if (response.status === 405 && request.method !== 'GET' && response.headers.get('Content-Type')?.includes('text/html')) {
    // A form posted to a page that takes none: React Router's page would carry its
    // English internal message in the hydration data; ours says it in French.
    const refusal = refuse(request, 405, METHOD_NOT_ALLOWED);
    refusal.headers.set('Allow', 'GET, HEAD');
    return {response: refusal, healthy: () => false};
  }

  // An account, order or cart page is never stored: « Précédent » after signing out asks again.
  markPersonal(new URL(request.url).pathname, response.headers);

  if (response.status === 404) {
    // Only a 404 from the app looks up the store's URL redirects.
    response = await storefrontRedirect({
      request,
      response,
      storefront: hydrogenContext.storefront,
    });
  }

  return {response, healthy: () => !health.failed};
}

/** Worker entry: Oxygen in production, MiniOxygen (workerd) locally and in CI. */
export default {
  async fetch(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const cache = pageCacheFor(env);
      // The backend's signal that the shop changed (docs/decisions/052-shop-changes.md).
      if (isShopChangeSignal(incoming)) {
        return applySecurityHeaders(incoming, await acceptShopChange(incoming, env.FORMS_TOKEN, () => cache?.purge(), executionContext.waitUntil.bind(executionContext)));
      }
      // Cross-site, oversized, unreadable or wrongly typed mutations stop here (4xx, French).
      const request = await guardRequest(incoming);
      if (request instanceof Response) return applySecurityHeaders(incoming, request);

      const renderOne = (one: Request) => render(one, env, executionContext);
      const settings = pageCacheSettings(env.PAGE_CACHE_SECONDS);
      let response: Response;
      if (cache) response = await cache.serve(request, renderOne, executionContext.waitUntil.bind(executionContext));
      else if (settings && pageCacheKey(request)) response = await forOxygenCache(await renderOne(request), settings);
      else response = (await renderOne(request)).response;

      return applySecurityHeaders(request, response);
    } catch (error) {
      console.error(error);
      return applySecurityHeaders(
        incoming,
        new Response(errorPage(500, 'Veuillez réessayer dans quelques instants.'), {
          status: 500,
          headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
        }),
      );
    }
  },
};
