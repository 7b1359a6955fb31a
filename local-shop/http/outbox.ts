// GET /outbox.json?to=<email>: the messages the local shop "sent" to an address, newest
// first (password-reset links...). The local shop sends no e-mail: the outbox is the
// merchant's, behind the admin's credentials (a reset link read by anyone else is an
// account taken over).

import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {requireMerchant} from '../forms/index.ts';
import {sendJson} from './util.ts';

export const OUTBOX_PATH = '/outbox.json';

export async function handleOutbox(request: IncomingMessage, response: ServerResponse, app: AppState, url: URL): Promise<void> {
  if (!(await requireMerchant(request, response, app, true))) return;
  request.resume();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, {error: 'Méthode non autorisée : utilisez GET.'}, {Allow: 'GET, HEAD'});
    return;
  }
  const to = (url.searchParams.get('to') ?? '').trim();
  if (to === '' || to.length > 320) {
    sendJson(response, 400, {error: 'Paramètre « to » manquant : /outbox.json?to=<adresse e-mail>.'});
    return;
  }
  sendJson(response, 200, {to, messages: app.outbox.to(to)});
}
