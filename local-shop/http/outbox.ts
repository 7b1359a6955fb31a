// GET /outbox.json?to=<email>: the messages the local shop "sent" to an address, newest
// first (password-reset links...). A development and test aid: the local shop sends
// no e-mail, and anyone who can reach it can read these.

import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {sendJson} from './util.ts';

export const OUTBOX_PATH = '/outbox.json';

export function handleOutbox(request: IncomingMessage, response: ServerResponse, app: AppState, url: URL): void {
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
