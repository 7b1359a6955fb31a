import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/context';
import {applySecurityHeaders} from '~/lib/security';

/** Worker entry: Oxygen in production, MiniOxygen (workerd) locally and in CI. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
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
      return new Response(
        '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Erreur</title><h1>Une erreur inattendue est survenue</h1><p>Veuillez réessayer dans quelques instants.</p><p><a href="/">Retour à l’accueil</a></p></html>',
        {status: 500, headers: {'Content-Type': 'text/html; charset=utf-8'}},
      );
    }
  },
};
