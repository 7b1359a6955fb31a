// The Customer Account API's area of the route table (local-shop/routes.ts), on the same
// paths as on shopify.com: a shop id other than the local shop's is unknown (404). The
// token endpoint and the GraphQL API answer JSON; the sign-in pages answer French HTML.

import {messagePage, notFoundPage, serverErrorPage} from '../http/pages.ts';
import {type Area, type Handler, type RouteContext, route} from '../http/router.ts';
import {methodNotAllowedJson, sendJson} from '../http/util.ts';
import {handleDiscovery, handleJwks} from './discovery.ts';
import {handleGraphql} from './graphql.ts';
import {type CustomerAccountState, customerAccountFor} from './index.ts';
import {handleLogout} from './logout.ts';
import {SIGN_IN_TEXT} from './messages.ts';
import {handleAuthorize, handleSignIn} from './sign-in.ts';
import {handleToken} from './token.ts';

const READ = ['GET', 'HEAD'] as const;
const SHOP_ID = String.raw`(\d{1,20})`;
const auth = (rest: string) => new RegExp(`^/authentication/${SHOP_ID}/${rest}$`);

type ShopHandler = (ctx: RouteContext, state: CustomerAccountState) => void | Promise<void>;

/** The handler, for the local shop's id only. */
function forShop(handle: ShopHandler, answers: 'page' | 'json'): Handler {
  return (ctx) => {
    const state = customerAccountFor(ctx.app);
    if (ctx.params[0] === state.shopId) return handle(ctx, state);
    if (answers === 'json') return sendJson(ctx.response, 404, {errors: [{message: `Unknown shop: ${ctx.params[0]}.`, extensions: {code: 'NOT_FOUND'}}]});
    return messagePage(ctx.response, ctx.app, 404, 'Boutique introuvable', SIGN_IN_TEXT.shopNotFound);
  };
}

function pageNotAllowed({response, app}: RouteContext, allowed: readonly string[]): void {
  response.setHeader('Allow', allowed.join(', '));
  messagePage(response, app, 405, 'Méthode non autorisée', 'Cette adresse s’ouvre dans le navigateur.');
}

function tokenNotAllowed({response}: RouteContext, allowed: readonly string[]): void {
  sendJson(response, 405, {error: 'invalid_request', error_description: 'Utilisez POST.'}, {Allow: allowed.join(', ')});
}

/** An unexpected error: JSON where a client reads JSON, the error page elsewhere. */
function failed(ctx: RouteContext): void {
  if (/\/(?:oauth\/token|graphql|[^/]+\.json)$/.test(ctx.url.pathname) || ctx.url.pathname.startsWith('/.well-known/')) {
    sendJson(ctx.response, 500, {errors: [{message: 'Internal error. Looks like something went wrong on our end.', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]}, {Connection: 'close'});
  } else {
    serverErrorPage(ctx);
  }
}

export const CUSTOMER_ACCOUNT_AREA: Area = {
  name: 'Customer Account API',
  path: /^\/(?:authentication\/|\d{1,20}\/account\/customer\/|\.well-known\/)/,
  routes: [
    route(READ, auth('oauth/authorize'), forShop(({response, app, url, request}, state) => handleAuthorize(request, response, app, state, url), 'page'), {notAllowed: pageNotAllowed}),
    route(['GET', 'HEAD', 'POST'], auth('connexion'), forShop(({request, response, app, url}, state) => handleSignIn(request, response, app, state, url), 'page'), {
      readsBody: true,
      notAllowed: pageNotAllowed,
    }),
    route(['POST'], auth('oauth/token'), forShop(({request, response, app}, state) => handleToken(request, response, app, state), 'json'), {readsBody: true, notAllowed: tokenNotAllowed}),
    route(['GET', 'HEAD', 'POST'], auth('logout'), forShop(({request, response, app, url}, state) => handleLogout(request, response, app, state, url), 'page'), {notAllowed: pageNotAllowed}),
    route(READ, auth(String.raw`\.well-known/jwks\.json`), forShop(({response}, state) => handleJwks(response, state), 'json')),
    // The GraphQL endpoint answers OPTIONS (CORS) and 405 itself.
    route('ANY', new RegExp(String.raw`^/${SHOP_ID}/account/customer/api/(?:\d{4}-\d{2}|unstable)/graphql$`), forShop(({request, response, app}, state) => handleGraphql(request, response, app, state), 'json'), {
      readsBody: true,
    }),
    route(READ, /^\/\.well-known\/(openid-configuration|customer-account-api)$/, ({response, app, params}) => handleDiscovery(response, app, customerAccountFor(app), params[0])),
  ],
  notFound: notFoundPage,
  notAllowed: methodNotAllowedJson,
  errorLabel: 'Erreur inattendue (API Customer Account) :',
  failed,
};
