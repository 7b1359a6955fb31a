/** Headers every response gets; the CSP itself is set per document in entry.server. */
export function applySecurityHeaders(request: Request, response: Response): Response {
  const headers = response.headers;
  // Redirects and some Hydrogen responses are immutable: copy them when needed.
  try {
    setHeaders(request, headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    setHeaders(request, copy.headers);
    return copy;
  }
}

function setHeaders(request: Request, headers: Headers) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (new URL(request.url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
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
