// Discovery documents, as Shopify serves them on a shop's domain: OpenID Connect's
// provider configuration, the Customer Account API's address, and the keys that sign
// the ID tokens. Hydrogen's client does not read them (it builds shopify.com's fixed
// URLs); other clients and tests do.

import type {ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {sendJson} from '../http/util.ts';
import {CUSTOMER_API_VERSION, SUPPORTED_SCOPES} from './config.ts';
import type {CustomerAccountState} from './index.ts';

const CACHE = {'Cache-Control': 'public, max-age=300'};

/** `document`: 'openid-configuration' or 'customer-account-api'. */
export function handleDiscovery(response: ServerResponse, app: AppState, state: CustomerAccountState, document: string): void {
  const auth = `${app.publicUrl}/authentication/${state.shopId}`;
  if (document === 'customer-account-api') {
    sendJson(response, 200, {graphql_api: `${app.publicUrl}/${state.shopId}/account/customer/api/${CUSTOMER_API_VERSION}/graphql`}, CACHE);
    return;
  }
  sendJson(
    response,
    200,
    {
      issuer: auth,
      authorization_endpoint: `${auth}/oauth/authorize`,
      token_endpoint: `${auth}/oauth/token`,
      end_session_endpoint: `${auth}/logout`,
      jwks_uri: `${auth}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SUPPORTED_SCOPES],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'email', 'email_verified'],
    },
    CACHE,
  );
}

export function handleJwks(response: ServerResponse, state: CustomerAccountState): void {
  sendJson(response, 200, state.key.jwks(), CACHE);
}
