// The token endpoint (RFC 6749 sections 4.1.3 and 6, RFC 7636 section 4.6), as Hydrogen
// calls it: a public client identified by client_id and its Origin, authorization_code
// with code_verifier, then refresh_token. Codes are single-use (a second use revokes what
// the first gave); refresh tokens rotate (an old one presented again, after a short grace
// for concurrent requests, revokes the grant).

import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {sendJson} from '../http/util.ts';
import {isoNow} from '../store/seed.ts';
import {LIMITS, allowedOrigins} from './config.ts';
import {header} from '../http/util.ts';
import {formOf, sendOAuthError, single} from './http.ts';
import type {CustomerAccountState} from './index.ts';
import {safeEqual} from '../crypto.ts';
import type {GrantRecord} from '../store/customer-accounts.ts';
import {pkceMatches} from './secrets.ts';
import {customerGid} from '../graphql/customer-view.ts';

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** The ID token: who signed in, for whom, with the nonce the client sent to authorize. */
function idToken(app: AppState, state: CustomerAccountState, grant: GrantRecord, now: number): string {
  const customer = app.customers.byId(grant.customerId);
  const seconds = Math.floor(now / 1000);
  return state.key.sign({
    iss: `${app.publicUrl}/authentication/${state.shopId}`,
    sub: customerGid(grant.customerId),
    aud: state.clientId,
    iat: seconds,
    exp: seconds + LIMITS.accessTokenTtlMs / 1000,
    auth_time: seconds,
    ...(grant.nonce ? {nonce: grant.nonce} : {}),
    sid: grant.sid,
    ...(customer ? {email: customer.email, email_verified: true} : {}),
  });
}

function sendTokens(response: ServerResponse, tokens: {accessToken: string; refreshToken: string; expiresInSeconds: number}, scope: string, id: string | null): void {
  sendJson(
    response,
    200,
    {
      access_token: tokens.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.expiresInSeconds,
      refresh_token: tokens.refreshToken,
      scope,
      ...(id ? {id_token: id} : {}),
    },
    {Pragma: 'no-cache'},
  );
}

function authorizationCode(response: ServerResponse, app: AppState, state: CustomerAccountState, form: URLSearchParams): void {
  const code = single(form, 'code');
  const redirectUri = single(form, 'redirect_uri');
  const verifier = single(form, 'code_verifier');
  if (!code || code === 'repeated' || !redirectUri || redirectUri === 'repeated' || !verifier || verifier === 'repeated') {
    return sendOAuthError(response, 'invalid_request', 'code, redirect_uri et code_verifier sont obligatoires, une fois chacun.');
  }
  const now = state.now();
  const grant = state.accounts.grantByCode(code);
  if (!grant || grant.clientId !== state.clientId) return sendOAuthError(response, 'invalid_grant', "Code d’autorisation inconnu.");
  if (grant.codeUsedAt) {
    // RFC 6749 section 4.1.2: a code used twice may have been stolen; what it gave ends.
    state.accounts.revokeGrant(grant.id, now);
    return sendOAuthError(response, 'invalid_grant', "Ce code d’autorisation a déjà servi.");
  }
  if (grant.codeExpiresAt <= isoNow(new Date(now))) return sendOAuthError(response, 'invalid_grant', "Ce code d’autorisation a expiré.");
  if (!safeEqual(redirectUri, grant.redirectUri)) return sendOAuthError(response, 'invalid_grant', "redirect_uri n’est pas celle de la demande d’autorisation.");
  if (!pkceMatches(verifier, grant.codeChallenge)) return sendOAuthError(response, 'invalid_grant', 'code_verifier ne correspond pas au code_challenge (PKCE).');
  if (!state.accounts.grantLive(grant.id, now)) return sendOAuthError(response, 'invalid_grant', 'La session de ce code est terminée.');
  if (!state.accounts.useCode(grant, now)) {
    state.accounts.revokeGrant(grant.id, now);
    return sendOAuthError(response, 'invalid_grant', "Ce code d’autorisation a déjà servi.");
  }
  sendTokens(response, state.accounts.issueTokens(grant, now), grant.scope, idToken(app, state, grant, now));
}

function refresh(response: ServerResponse, state: CustomerAccountState, form: URLSearchParams): void {
  const value = single(form, 'refresh_token');
  if (!value || value === 'repeated') return sendOAuthError(response, 'invalid_request', 'refresh_token est obligatoire, une fois.');
  const now = state.now();
  const token = state.accounts.token(value, 'refresh');
  const grant = token ? state.accounts.grant(token.grantId) : null;
  if (!token || !grant || grant.clientId !== state.clientId) return sendOAuthError(response, 'invalid_grant', 'Jeton de renouvellement inconnu.');
  if (token.expiresAt <= isoNow(new Date(now))) return sendOAuthError(response, 'invalid_grant', 'Jeton de renouvellement expiré : reconnectez-vous.');
  if (!state.accounts.grantLive(grant.id, now)) return sendOAuthError(response, 'invalid_grant', 'Session terminée : reconnectez-vous.');
  const rotated = token.rotatedAt !== null || !state.accounts.rotate(value, now);
  if (rotated) {
    const rotatedAt = token.rotatedAt ? Date.parse(token.rotatedAt) : now;
    if (now - rotatedAt > LIMITS.refreshReuseGraceMs) {
      state.accounts.revokeGrant(grant.id, now);
      return sendOAuthError(response, 'invalid_grant', 'Ce jeton de renouvellement a déjà servi : la session est fermée par sécurité.');
    }
  }
  sendTokens(response, state.accounts.issueTokens(grant, now), grant.scope, null);
}

export async function handleToken(request: IncomingMessage, response: ServerResponse, app: AppState, state: CustomerAccountState): Promise<void> {
  const form = await formOf(request);
  if (!form) return sendOAuthError(response, 'invalid_request', 'Corps attendu : application/x-www-form-urlencoded (16 Kio au plus).');
  // A public client is recognised by its id and the origin of its pages (Shopify's
  // « JavaScript origins »): the storefront's.
  const origin = header(request, 'origin');
  if (single(form, 'client_id') !== state.clientId || !allowedOrigins(app.storefrontUrl).origins.has(origin)) {
    return sendOAuthError(response, 'invalid_client', 'Client inconnu ou origine non autorisée.');
  }
  switch (single(form, 'grant_type')) {
    case 'authorization_code':
      return authorizationCode(response, app, state, form);
    case 'refresh_token':
      return refresh(response, state, form);
    case TOKEN_EXCHANGE:
      // Hydrogen takes this step only without SHOP_ID, and is then never signed in.
      return sendOAuthError(response, 'unsupported_grant_type', 'Échange de jeton non pris en charge : renseignez SHOP_ID, le client de Hydrogen s’en passe alors.');
    default:
      return sendOAuthError(response, 'unsupported_grant_type', 'grant_type attendu : authorization_code ou refresh_token.');
  }
}
