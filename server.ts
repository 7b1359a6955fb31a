import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/context';
import {applySecurityHeaders} from '~/lib/security';
import {errorPage, guardRequest, refuse} from '~/lib/request-guard';

const METHOD_NOT_ALLOWED = 'Cette page ne reçoit pas de formulaire.';

/** Worker entry: Oxygen in production, MiniOxygen (workerd) locally and in CI. */
export default {
  async fetch(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      // Cross-site, oversized, unreadable or wrongly typed mutations stop here (4xx, French).
      const request = await guardRequest(incoming);
      if (request instanceof Response) return applySecurityHeaders(incoming, request);

      const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext);

      const handleRequest = createRequestHandler({
        build: serverBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => hydrogenContext,
      });

      let response = await handleRequest(request);

      if (hydrogenContext.session.isPending) {
        response.headers.append('Set-Cookie', await hydrogenContext.session.commit());
      }

      if (response.status === 405 && request.method !== 'GET' && response.headers.get('Content-Type')?.includes('text/html')) {
        // A form posted to a page that takes none: React Router's page would carry its
        // English internal message in the hydration data; ours says it in French.
        const refusal = refuse(request, 405, METHOD_NOT_ALLOWED);
        refusal.headers.set('Allow', 'GET, HEAD');
        return applySecurityHeaders(request, refusal);
      }

      if (response.status === 404) {
        // Only a 404 from the app looks up the store's URL redirects.
        response = await storefrontRedirect({
          request,
          response,
          storefront: hydrogenContext.storefront,
        });
      }

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
