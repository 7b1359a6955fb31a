// The local shop's merchant inbox and outbox, read the way the merchant reads them, with
// the admin password the suite sets (LOCAL_SHOP_ADMIN_PASSWORD in playwright.config.ts),
// and its forms endpoint, called the way the storefront's server calls it, with the token
// the local shop generated in the suite's data folder. Kept in one place: the admin API
// belongs to the local shop and may still change.

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const ADMIN_USER = 'admin';
const ADMIN_PASSWORD = 'e2e-admin';
const LOCAL_SHOP = `http://127.0.0.1:${process.env.E2E_LOCAL_SHOP_PORT ?? 4100}`;

export const ADMIN_HEADERS = {Authorization: `Basic ${Buffer.from(`${ADMIN_USER}:${ADMIN_PASSWORD}`).toString('base64')}`};

/** The Bearer header of the forms endpoint (FORMS_TOKEN, as `npm start` gives it to the storefront). */
export function formsHeaders(): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return {Authorization: `Bearer ${readFileSync(join(dataDir, 'forms-token'), 'utf8').trim()}`};
}

/** What the local shop "sent" to an address (password-reset links…), newest first. */
export async function readOutbox(email: string): Promise<{subject: string; body: string; link: string}[]> {
  const response = await fetch(`${LOCAL_SHOP}/outbox.json?to=${encodeURIComponent(email)}`, {headers: ADMIN_HEADERS});
  if (!response.ok) throw new Error(`Outbox answered ${response.status}`);
  return ((await response.json()) as {messages: {subject: string; body: string; link: string}[]}).messages;
}

/** Every submission of a kind ('quote', 'contact'...), as the admin API returns them. */
export async function readInbox(kind: string): Promise<unknown[]> {
  const response = await fetch(`${LOCAL_SHOP}/admin/api/submissions?kind=${encodeURIComponent(kind)}`, {
    headers: {...ADMIN_HEADERS, Accept: 'application/json'},
  });
  if (!response.ok) throw new Error(`Inbox answered ${response.status}`);
  const body: unknown = await response.json();
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && 'submissions' in body && Array.isArray(body.submissions)) return body.submissions;
  throw new Error(`Unexpected inbox answer: ${JSON.stringify(body).slice(0, 200)}`);
}
