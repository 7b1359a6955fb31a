// The local shop's merchant inbox, read the way the merchant's admin page reads it.
// Kept in one place: the admin API belongs to the local shop and may still change.

const ADMIN_USER = 'admin';
const ADMIN_PASSWORD = 'e2e-admin';

/** Every submission of a kind ('quote', 'contact'...), as the admin API returns them. */
export async function readInbox(kind: string): Promise<unknown[]> {
  const port = process.env.E2E_LOCAL_SHOP_PORT ?? 4100;
  const response = await fetch(`http://127.0.0.1:${port}/admin/api/submissions?kind=${encodeURIComponent(kind)}`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${ADMIN_USER}:${ADMIN_PASSWORD}`).toString('base64')}`,
      Accept: 'application/json',
    },
  });
  if (!response.ok) throw new Error(`Inbox answered ${response.status}`);
  const body: unknown = await response.json();
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && 'submissions' in body && Array.isArray(body.submissions)) return body.submissions;
  throw new Error(`Unexpected inbox answer: ${JSON.stringify(body).slice(0, 200)}`);
}
