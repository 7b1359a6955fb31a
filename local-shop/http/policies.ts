// GET /policies/<handle>: the shop policies (ShopPolicy.url) as French pages.

import {POLICIES} from '../content/policies.ts';
import {messagePage, sendPage} from './pages.ts';
import type {RouteContext} from './router.ts';
import {html, raw} from './util.ts';

export const POLICY_PATH = /^\/policies\/([a-z-]{1,40})$/;

export function handlePolicy({response, app, params: [handle]}: RouteContext): void {
  const policy = Object.values(POLICIES).find((candidate) => candidate.handle === handle);
  if (!policy) {
    messagePage(response, app, 404, 'Page introuvable', "Cette politique n’existe pas.", [{href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true}]);
    return;
  }
  // The body is the shop's own HTML (local-shop/content/policies.ts), not user input.
  sendPage(response, app, {title: policy.title, body: html`<article class="card"><h1>${policy.title}</h1>${raw(policy.bodyHtml)}</article>`});
}
