// GET /outbox.json?to=<email>: the messages the local shop "sent" to an address, newest
// first (password-reset links...). A development and test aid: the local shop sends
// no e-mail, and anyone who can reach it can read these.

import type {Method, RouteContext} from './router.ts';
import {sendJson} from './util.ts';

export const OUTBOX_PATH = '/outbox.json';

export function outboxMethodNotAllowed({response}: RouteContext, allowed: readonly Method[]): void {
  sendJson(response, 405, {error: 'Méthode non autorisée : utilisez GET.'}, {Allow: allowed.join(', ')});
}

export function handleOutbox({response, app, url}: RouteContext): void {
  const to = (url.searchParams.get('to') ?? '').trim();
  if (to === '' || to.length > 320) {
    sendJson(response, 400, {error: 'Paramètre « to » manquant : /outbox.json?to=<adresse e-mail>.'});
    return;
  }
  sendJson(response, 200, {to, messages: app.outbox.to(to)});
}
