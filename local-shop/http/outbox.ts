// GET /outbox.json?to=<email>: the messages the local shop "sent" to an address, newest
// first (sign-in codes, password-reset links, order confirmations). The local shop sends
// no e-mail: the outbox is the merchant's, behind the admin's credentials (a reset link
// or a sign-in code read by anyone else is an account taken over).

import {requireAdmin} from '../forms/admin.ts';
import type {Method, RouteContext} from './router.ts';
import {sendJson} from './util.ts';

export const OUTBOX_PATH = '/outbox.json';

export function outboxMethodNotAllowed({response}: RouteContext, allowed: readonly Method[]): void {
  sendJson(response, 405, {error: 'Méthode non autorisée : utilisez GET.'}, {Allow: allowed.join(', ')});
}

export async function handleOutbox({request, response, app, url}: RouteContext): Promise<void> {
  if (!(await requireAdmin(request, response, app, true))) return;
  const to = (url.searchParams.get('to') ?? '').trim();
  if (to === '' || to.length > 320) {
    sendJson(response, 400, {error: 'Paramètre « to » manquant : /outbox.json?to=<adresse e-mail>.'});
    return;
  }
  sendJson(response, 200, {to, messages: app.outbox.to(to)});
}
