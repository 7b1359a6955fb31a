// A change in the shop (a review approved or voted 'Utile', a product, a price or a stock
// edited) reaches the next visitor at once: the backend signals it, the worker forgets its
// page copies and starts a new sub-request cache, so that the next render reads the shop
// again. docs/decisions/052-shop-changes.md.

/** Where the backend signals a change: POST, `Authorization: Bearer <FORMS_TOKEN>`. */
export const SHOP_CHANGES_PATH = '/api/changements-boutique';

/** Name prefix of Hydrogen's sub-request cache; the generation follows it. */
const SUBREQUEST_CACHE = 'hydrogen';

let generation = 0;

/** The sub-request cache the isolate reads now (a new name after each change). */
export function subrequestCacheName(): string {
  return generation === 0 ? SUBREQUEST_CACHE : `${SUBREQUEST_CACHE}-${generation}`;
}

/** Whether the request is the backend's signal (path and method only; the token is checked after). */
export function isShopChangeSignal(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === SHOP_CHANGES_PATH;
}

/** Constant-time comparison of the Bearer token with the expected one; false when either is missing. */
export async function signalAuthorized(request: Request, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!sent) return false;
  const digest = async (value: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(sent), digest(token)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

/**
 * Answers the backend's signal: 204 once the page copies are forgotten and the next
 * renders read a fresh sub-request cache; 401 without the right token (in French).
 */
export async function acceptShopChange(request: Request, token: string | undefined, purgePages: () => void, waitUntil: (promise: Promise<unknown>) => void): Promise<Response> {
  if (!(await signalAuthorized(request, token))) {
    return Response.json({error: 'Signal refusé : jeton absent ou invalide.'}, {status: 401, headers: {'Cache-Control': 'no-store'}});
  }
  const previous = subrequestCacheName();
  generation += 1;
  purgePages();
  // The old copies are unreachable now; where the runtime can drop a cache, it goes
  // (workerd cannot: its entries then age out with their own max-age).
  try {
    waitUntil(caches.delete(previous).catch(() => false));
  } catch {
    // Not implemented here.
  }
  return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store'}});
}
