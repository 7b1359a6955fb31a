// The merchant inbox: the storefront's FORMS_ENDPOINT (/forms, endpoint.ts) and the
// merchant's /admin page (admin.ts), routed by local-shop/routes.ts. Its state (the
// table, the admin password, the endpoint's token) hangs off the shop's AppState,
// created on start by initForms.

import path from 'node:path';
import type {AppState} from '../graphql/context.ts';
import {FormStore} from '../store/forms.ts';
import {type AdminPassword, passwordNotice, resolveAdminPassword, resolveFormsToken} from './password.ts';

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

export function adminPasswordFor(app: AppState): AdminPassword {
  return state(app).admin;
}

export function formsTokenFor(app: AppState): string {
  return state(app).token;
}
