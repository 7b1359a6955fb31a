import {describe, expect, it, vi} from 'vitest';
import {
  actionErrorMessage,
  attempt,
  classifyStorefrontFailure,
  failureFromHttp,
  failureFromThrown,
  graphqlErrorMessage,
  logError,
  operationAction,
  STOREFRONT_MESSAGES,
  StorefrontError,
  storefrontFailureMessage,
  StorefrontTransportError,
  withFallback,
} from '../../app/lib/platform/storefront-errors.ts';

const ACTION = 'la requête CatalogueProducts';

describe('SPEC.md section 8 messages', () => {
  it('are the exact texts of the shared handler', () => {
    expect(STOREFRONT_MESSAGES.auth).toBe(
      "Token d'accès Shopify invalide. Vérifiez que votre Storefront Access Token est correct et a les bonnes permissions.",
    );
    expect(STOREFRONT_MESSAGES.shopNotFound).toBe('Boutique Shopify introuvable. Vérifiez que le domaine de votre boutique est correct.');
    expect(STOREFRONT_MESSAGES.rateLimited).toBe('Limite de requêtes atteinte. Veuillez réessayer dans quelques instants.');
    expect(graphqlErrorMessage('Field x is missing')).toBe('Shopify API Error: Field x is missing');
    expect(actionErrorMessage('la requête X', 'HTTP 500')).toBe('Erreur lors de la requête X: HTTP 500');
  });
});

describe('storefrontFailureMessage', () => {
  const message = (failure: Parameters<typeof storefrontFailureMessage>[0]) => storefrontFailureMessage(failure, ACTION);

  it('names an authentication failure by status, code or text', () => {
    expect(message({status: 401})).toBe(STOREFRONT_MESSAGES.auth);
    expect(message({status: 403})).toBe(STOREFRONT_MESSAGES.auth);
    expect(message({errors: [{message: 'Access denied for products field.', extensions: {code: 'ACCESS_DENIED'}}]})).toBe(
      STOREFRONT_MESSAGES.auth,
    );
    expect(message({errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]})).toBe(STOREFRONT_MESSAGES.auth);
    expect(message({detail: '[API] Invalid API key or access token (unrecognized login or wrong password)'})).toBe(
      STOREFRONT_MESSAGES.auth,
    );
    expect(message({detail: 'Invalid token'})).toBe(STOREFRONT_MESSAGES.auth);
  });

  it('names an unknown shop by status, SHOP_NOT_FOUND or a domain that does not resolve', () => {
    expect(message({status: 404})).toBe(STOREFRONT_MESSAGES.shopNotFound);
    expect(message({errors: [{message: 'Shop not found', extensions: {code: 'SHOP_NOT_FOUND'}}]})).toBe(STOREFRONT_MESSAGES.shopNotFound);
    expect(message({detail: 'SHOP_NOT_FOUND'})).toBe(STOREFRONT_MESSAGES.shopNotFound);
    expect(message({transport: 'network', detail: 'ENOTFOUND'})).toBe(STOREFRONT_MESSAGES.shopNotFound);
  });

  it('names a rate limit by status 429, RATE_LIMITED or THROTTLED', () => {
    expect(message({status: 429})).toBe(STOREFRONT_MESSAGES.rateLimited);
    expect(message({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]})).toBe(STOREFRONT_MESSAGES.rateLimited);
    expect(message({errors: [{message: 'Trop de tentatives', extensions: {code: 'RATE_LIMITED'}}]})).toBe(STOREFRONT_MESSAGES.rateLimited);
  });

  it('gives other GraphQL errors as Shopify API Error with their messages', () => {
    expect(message({errors: [{message: 'Internal error'}, {message: 'Second'}]})).toBe('Shopify API Error: Internal error, Second');
    expect(message({status: 400, errors: [{message: "Field 'x' doesn't exist on type 'Shop'"}]})).toBe(
      "Shopify API Error: Field 'x' doesn't exist on type 'Shop'",
    );
    expect(message({errors: [{message: '', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]})).toBe('Shopify API Error: INTERNAL_SERVER_ERROR');
    // Hydrogen's GraphQLError decorates the message: the merchant reads Shopify's own.
    expect(message({errors: [{message: '[h2:error:storefront.query] Internal error - Request ID: abc-123'}]})).toBe(
      'Shopify API Error: Internal error',
    );
  });

  it('gives everything else as Erreur lors de {action}: {message}, in French', () => {
    expect(message({status: 500, statusText: 'Internal Server Error'})).toBe(
      'Erreur lors de la requête CatalogueProducts: HTTP 500 Internal Server Error',
    );
    expect(message({status: 502, detail: 'upstream down'})).toBe('Erreur lors de la requête CatalogueProducts: HTTP 502, upstream down');
    expect(message({transport: 'timeout', timeoutMs: 1500})).toBe('Erreur lors de la requête CatalogueProducts: pas de réponse en 1,5 s');
    expect(message({transport: 'timeout'})).toBe('Erreur lors de la requête CatalogueProducts: pas de réponse dans le délai imparti');
    expect(message({transport: 'network', detail: 'ECONNREFUSED'})).toBe(
      'Erreur lors de la requête CatalogueProducts: connexion impossible (ECONNREFUSED)',
    );
    expect(message({status: 200, transport: 'invalid-response'})).toBe(
      'Erreur lors de la requête CatalogueProducts: réponse illisible (ce n’est pas du JSON)',
    );
    expect(message({})).toBe('Erreur lors de la requête CatalogueProducts: erreur inconnue');
  });

  it('puts the most specific reason first (a 401 with GraphQL errors is an auth failure)', () => {
    expect(classifyStorefrontFailure({status: 401, errors: [{message: 'whatever'}]})).toBe('auth');
    expect(classifyStorefrontFailure({status: 500, errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]})).toBe('rate-limited');
    expect(classifyStorefrontFailure({status: 503})).toBe('http');
  });
});

describe('failureFromHttp', () => {
  it('reads Shopify error bodies: an errors array, an errors string, an array', () => {
    expect(failureFromHttp(400, 'Bad Request', '{"errors":[{"message":"Syntax error"}]}').errors).toEqual([{message: 'Syntax error'}]);
    expect(failureFromHttp(401, 'Unauthorized', '{"errors":"[API] Invalid API key"}').detail).toBe('[API] Invalid API key');
    expect(failureFromHttp(429, '', '[{"message":"Throttled"}]').errors).toEqual([{message: 'Throttled'}]);
  });

  it('keeps short plain text, never an HTML page', () => {
    expect(failureFromHttp(502, 'Bad Gateway', 'upstream connect error').detail).toBe('upstream connect error');
    expect(failureFromHttp(500, '', '<!DOCTYPE html><h1>Oops</h1>').detail).toBeUndefined();
    expect(failureFromHttp(404, 'Not Found', '<html>Sorry, this shop is currently unavailable.</html>')).toEqual({
      status: 404,
      statusText: 'Not Found',
    });
  });
});

describe('failureFromThrown', () => {
  it('takes the failure carried by the storefront fetch', () => {
    const failure = {status: 401, detail: 'x'};
    expect(failureFromThrown(new StorefrontTransportError(failure))).toBe(failure);
  });

  it('reads what Hydrogen 2026.4 throws: status in the message, errors in the JSON cause', () => {
    const statusOnly = new Error('[h2:error:storefront.query] URL: https://x/api/2026-04/graphql.json\nAPI response error: 401', {
      cause: '{"errors":{"errors":"[API] Invalid API key or access token"},"requestId":null}',
    });
    expect(failureFromThrown(statusOnly)).toEqual({status: 401, detail: '[API] Invalid API key or access token'});

    const withErrors = new Error('[h2:error:storefront.query] Throttled', {
      cause: '{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED"}}],"requestId":null}',
    });
    expect(storefrontFailureMessage(failureFromThrown(withErrors), ACTION)).toBe(STOREFRONT_MESSAGES.rateLimited);
  });

  it('reads a timeout, a network failure and anything else', () => {
    const timeout = new Error('The operation was aborted due to timeout');
    timeout.name = 'TimeoutError';
    expect(failureFromThrown(timeout)).toEqual({transport: 'timeout'});
    expect(failureFromThrown(new TypeError('fetch failed'))).toEqual({detail: 'fetch failed', transport: 'network'});
    expect(failureFromThrown('boom')).toEqual({detail: 'boom'});
  });

  it('does not log an HTML body as a message', () => {
    expect(failureFromThrown(new Error('<!DOCTYPE html><html><body>Error</body></html>'))).toEqual({detail: undefined});
  });
});

describe('StorefrontError', () => {
  it('carries the SPEC.md message, its kind and status', () => {
    const error = new StorefrontError({status: 404}, ACTION);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(STOREFRONT_MESSAGES.shopNotFound);
    expect(error.kind).toBe('shop-not-found');
    expect(error.status).toBe(404);
    expect(error.action).toBe(ACTION);
  });

  it('is transient for dropped connections, 5xx and garbled answers only', () => {
    expect(new StorefrontError({transport: 'network'}, ACTION).transient).toBe(true);
    expect(new StorefrontError({status: 503}, ACTION).transient).toBe(true);
    expect(new StorefrontError({transport: 'invalid-response'}, ACTION).transient).toBe(true);
    expect(new StorefrontError({transport: 'timeout'}, ACTION).transient).toBe(false);
    expect(new StorefrontError({status: 429}, ACTION).transient).toBe(false);
    expect(new StorefrontError({status: 401}, ACTION).transient).toBe(false);
    expect(new StorefrontError({errors: [{message: 'bad'}]}, ACTION).transient).toBe(false);
  });
});

describe('operationAction', () => {
  it('names the operation of a document', () => {
    expect(operationAction('query ProductPage($handle: String!) { product { id } }')).toBe('la requête ProductPage');
    expect(operationAction('#graphql\n  mutation CustomerLogin($input: X!) { a }')).toBe('la mutation CustomerLogin');
    expect(operationAction('{ shop { name } }')).toBe('l’appel à l’API Storefront');
  });
});

describe('logError', () => {
  it('logs what the shared handler has not logged yet, once', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = new StorefrontError({status: 500}, ACTION);
    reported.reported = true;
    logError(reported);
    expect(spy).not.toHaveBeenCalled();
    const other = new Error('bug');
    logError(other);
    expect(spy).toHaveBeenCalledWith(other);
    spy.mockRestore();
  });
});

describe('attempt and withFallback: how pages meet a failed call', () => {
  it('give the value of a call that succeeds, logging nothing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await attempt(Promise.resolve(3))).toEqual({ok: true, value: 3});
    expect(await attempt(async () => 'a')).toEqual({ok: true, value: 'a'});
    expect(await withFallback(Promise.resolve([1]), [])).toEqual([1]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('turn a failure into the page state, logging only what the shared handler has not', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = new StorefrontError({status: 503}, ACTION);
    reported.reported = true;
    expect(await attempt(Promise.reject(reported))).toEqual({ok: false, error: reported});
    expect(await withFallback(Promise.reject(reported), 'vide')).toBe('vide');
    expect(spy).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    expect(await attempt(() => Promise.reject(bug))).toEqual({ok: false, error: bug});
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(bug);
    spy.mockRestore();
  });

  it('let a response thrown on purpose (a redirect) go through', async () => {
    const redirect = new Response(null, {status: 302, headers: {Location: '/'}});
    await expect(attempt(() => Promise.reject(redirect))).rejects.toBe(redirect);
  });
});
