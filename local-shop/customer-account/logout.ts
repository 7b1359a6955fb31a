// The end-session endpoint (OpenID Connect RP-initiated logout), as Hydrogen's logout()
// calls it: id_token_hint names the session, which ends with every token given in it;
// the browser's shop-side session cookie goes too; then back to post_logout_redirect_uri
// when it is on the storefront, else a French page.

import type {IncomingMessage, ServerResponse} from 'node:http';
import {messagePage} from '../http/pages.ts';
import type {AppState} from '../graphql/context.ts';
import {redirect} from '../http/util.ts';
import {servedUri, uriAllowed} from './config.ts';
import {cookie, readCookie, single, withQuery} from './http.ts';
import type {CustomerAccountState} from './index.ts';
import {SIGN_IN_TEXT} from './messages.ts';
import {SESSION_COOKIE} from './sign-in.ts';

export function handleLogout(request: IncomingMessage, response: ServerResponse, app: AppState, state: CustomerAccountState, url: URL): void {
  const now = state.now();
  const hint = state.key.verify(single(url.searchParams, 'id_token_hint'));
  // An expired ID token still names its session (OpenID Connect allows it as a hint).
  if (hint && hint.aud === state.clientId && typeof hint.sid === 'string') state.accounts.endSession({sid: hint.sid}, now);
  const secret = readCookie(request, SESSION_COOKIE);
  if (secret) {
    state.accounts.endSession({secret}, now);
    response.setHeader('Set-Cookie', cookie(SESSION_COOKIE, '', {secure: app.publicUrl.startsWith('https:'), maxAgeSeconds: 0}));
  }
  const target = single(url.searchParams, 'post_logout_redirect_uri');
  const back = [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}];
  if (target === null) {
    messagePage(response, app, 200, 'Vous êtes déconnecté', 'Votre session est fermée sur la boutique.', back);
    return;
  }
  if (target === 'repeated' || !uriAllowed(target, app.storefrontUrl)) {
    messagePage(response, app, 400, 'Vous êtes déconnecté', `${SIGN_IN_TEXT.redirectRefused} Votre session est fermée malgré tout.`, back);
    return;
  }
  const stateParam = single(url.searchParams, 'state');
  redirect(response, 302, withQuery(servedUri(target, app.storefrontUrl), {state: stateParam === 'repeated' ? null : stateParam}));
}
