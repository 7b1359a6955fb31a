// The merchant inbox, plugged into the local shop's router with one dispatch for
// /forms/* (the storefront's FORMS_ENDPOINT) and one for /admin*. Its state (the table,
// the admin password) hangs off the shop's AppState, created on start by initForms.

import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type {AppState} from '../graphql/context.ts';
import {ADMIN_PATH, handleAdmin, requireAdmin} from './admin.ts';
import {FORM_ERRORS, FORMS_PATH, handleForms} from './endpoint.ts';
import {sendJson} from '../http/util.ts';
import {type AdminPassword, passwordNotice, resolveAdminPassword, resolveFormsToken} from './password.ts';
import {FormStore} from './store.ts';

export {ADMIN_PATH, FORMS_PATH};

interface FormsState {
  forms: FormStore;
  admin: AdminPassword;
  /** Bearer token the endpoint requires (FORMS_TOKEN on the storefront's side) */
  token: string;
}

const states = new WeakMap<AppState, FormsState>();

function state(app: AppState): FormsState {
  let result = states.get(app);
  if (!result) {
    const dataDir = path.dirname(app.store.file);
    result = {forms: new FormStore(app.store), admin: resolveAdminPassword(dataDir), token: resolveFormsToken(dataDir)};
    states.set(app, result);
  }
  return result;
}

/**
 * Creates the inbox table and settles the admin password. A freshly generated password
 * is the one thing the merchant must see, so it goes to the console even without a log.
 */
export function initForms(app: AppState, log?: (message: string) => void): FormsState {
  const result = state(app);
  const notice = passwordNotice(result.admin, `${app.publicUrl}/admin`);
  if (result.admin.source === 'generated') (log ?? ((line: string) => console.log(`[magasin local] ${line}`)))(notice);
  else log?.(notice);
  return result;
}

export function formsFor(app: AppState): FormStore {
  return state(app).forms;
}

/** Always answers JSON, a 500 included: the storefront reads every answer as JSON. */
export async function dispatchForms(request: IncomingMessage, response: ServerResponse, app: AppState, url: URL): Promise<void> {
  const kind = FORMS_PATH.exec(url.pathname)?.[1] ?? '';
  try {
    const {forms, token} = state(app);
    await handleForms(request, response, app, forms, token, kind, url);
  } catch (error) {
    console.error('[magasin local] Erreur du point de réception des formulaires :', error);
    if (response.headersSent) response.destroy();
    else sendJson(response, 500, {ok: false, error: FORM_ERRORS.internal}, {Connection: 'close'});
  }
}

export function dispatchAdmin(request: IncomingMessage, response: ServerResponse, app: AppState, url: URL): Promise<void> {
  const {forms, admin} = state(app);
  return handleAdmin(request, response, app, forms, admin, url);
}

/** The merchant's credentials, for pages outside /admin that are theirs (the outbox). */
export function requireMerchant(request: IncomingMessage, response: ServerResponse, app: AppState, json: boolean): Promise<boolean> {
  return requireAdmin(request, response, app, state(app).admin, json);
}
