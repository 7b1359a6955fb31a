/**
 * What a response that is not a rendered page (JSON, redirects, refusals, the crash page)
 * may do: nothing. Documents get their nonce-based CSP in entry.server.
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year, as the HSTS preload list asks; only sent over HTTPS (RFC 6797). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every response gets; the CSP itself is set per document in entry.server. */
export function applySecurityHeaders(request: Request, response: Response): Response {
  return editHeaders(response, (headers) => setHeaders(request, headers));
}

/** Changes a response's headers, on a copy when they are immutable (redirects, some of Hydrogen's). */
export function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}

function setHeaders(request: Request, headers: Headers) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', FALLBACK_CSP);
  if (isHttps(request)) headers.set('Strict-Transport-Security', HSTS);
}

/** Production (Oxygen) is always HTTPS; the local preview is plain HTTP on 127.0.0.1. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** Origin of the Storefront API host, with or without a scheme in the setting. */
export function storeOrigin(storeDomain: string | undefined): string | undefined {
  if (!storeDomain) return undefined;
  const withScheme = storeDomain.includes('://') ? storeDomain : `https://${storeDomain}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    return undefined;
  }
}
