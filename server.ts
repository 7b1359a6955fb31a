import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/platform/context.server';
import {applySecurityHeaders} from '~/lib/platform/security';
import {errorPage, guardRequest, refuse} from '~/lib/platform/request-guard.server';
import {PageCache, pageCacheSettings, type RenderedPage} from '~/lib/platform/page-cache.server';

const METHOD_NOT_ALLOWED = 'Cette page ne reçoit pas de formulaire.';

/** One per isolate: pages rendered for anonymous visitors, shared by the requests it serves. */
let pageCache: PageCache | null | undefined;

function pageCacheFor(env: Env): PageCache | null {
  if (pageCache === undefined) {
    const settings = pageCacheSettings(env.PAGE_CACHE_SECONDS);
    pageCache = settings ? new PageCache(settings) : null;
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

/** Renders one request: the app, its session cookie, and the store's redirects on a 404. */
async function render(request: Request, env: Env, executionContext: ExecutionContext): Promise<RenderedPage> {
  const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext);
  const health = hydrogenContext.renderHealth;

  contexts.set(request, hydrogenContext);
  let response = await handleRequest(request);

  if (hydrogenContext.session.isPending) {
    response.headers.append('Set-Cookie', await hydrogenContext.session.commit());
  }

  if (response.status === 405 && request.method !== 'GET' && response.headers.get('Content-Type')?.includes('text/html')) {
    // A form posted to a page that takes none: React Router's page would carry its
    // English internal message in the hydration data; ours says it in French.
    const refusal = refuse(request, 405, METHOD_NOT_ALLOWED);
    refusal.headers.set('Allow', 'GET, HEAD');
    return {response: refusal, healthy: () => false};
  }

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
      // Cross-site, oversized, unreadable or wrongly typed mutations stop here (4xx, French).
      const request = await guardRequest(incoming);
      if (request instanceof Response) return applySecurityHeaders(incoming, request);

      const renderOne = (one: Request) => render(one, env, executionContext);
      const cache = pageCacheFor(env);
      const response = cache
        ? await cache.serve(request, renderOne, executionContext.waitUntil.bind(executionContext))
        : (await renderOne(request)).response;

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
