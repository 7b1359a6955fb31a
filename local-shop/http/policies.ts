// GET /policies/<handle>: the shop policies (ShopPolicy.url) as French pages.

import type {IncomingMessage, ServerResponse} from 'node:http';
import {messagePage, sendPage} from '../checkout/pages.ts';
import {POLICIES} from '../content/policies.ts';
import type {AppState} from '../graphql/context.ts';
import {html, raw} from './util.ts';

export const POLICY_PATH = /^\/policies\/([a-z-]{1,40})$/;

export function handlePolicy(request: IncomingMessage, response: ServerResponse, app: AppState, handle: string): void {
  request.resume();
  const policy = Object.values(POLICIES).find((candidate) => candidate.handle === handle);
  if (!policy) {
    messagePage(response, app, 404, 'Page introuvable', "Cette politique n'existe pas.", [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}]);
    return;
  }
  // The body is the shop's own HTML (local-shop/content/policies.ts), not user input.
  sendPage(response, app, {title: policy.title, body: html`<article class="card"><h1>${policy.title}</h1>${raw(policy.bodyHtml)}</article>`});
}
