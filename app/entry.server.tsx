import {ServerRouter} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy, type HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {EntryContext, HandleErrorFunction} from 'react-router';
import {storeOrigin} from '~/lib/platform/security';
import {logError} from '~/lib/platform/storefront-errors';
import {lowPriorityModulePreloads} from '~/lib/platform/module-preload-priority.server';

/** Errors thrown by loaders and actions: logged once (a failed shop call already is). */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  if (request.signal.aborted) return;
  // The page shows an error state: never cached (platform/page-cache.server.ts).
  (context as Partial<HydrogenRouterContextProvider> | undefined)?.renderHealth?.fail();
  logError(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const shopOrigin = storeOrigin(context.env.PUBLIC_STORE_DOMAIN);
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    shop: {
      checkoutDomain: context.env.PUBLIC_CHECKOUT_DOMAIN,
      storeDomain: context.env.PUBLIC_STORE_DOMAIN?.replace(/^https?:\/\//, ''),
    },
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', ...(shopOrigin ? [shopOrigin] : [])],
    // Scripts run only with this response's nonce (Hydrogen adds it here), and what those
    // scripts load; no host is trusted on its own ('self' included): an injected
    // <script src> finds nothing to run.
    scriptSrc: ["'strict-dynamic'"],
    // Hydrogen's defaults already give base-uri 'self'; no plugins, never in a frame.
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  });

  const body = await renderToReadableStream(
    <NonceProvider>
      <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        context.renderHealth.fail();
        responseStatusCode = 500;
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  // The scripts after what the first paint needs (docs/decisions/079-first-paint.md).
  return new Response(lowPriorityModulePreloads(body), {headers: responseHeaders, status: responseStatusCode});
}
