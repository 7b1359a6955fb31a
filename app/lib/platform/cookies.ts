import {PRICE_MODE_COOKIE, parsePriceMode, type PriceMode} from '~/lib/vat';

/** Value of one cookie from a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The HT/TTC mode the visitor chose (its cookie), TTC by default (DESIGN.md section 4). */
export function priceModeOf(request: Request): PriceMode {
  return parsePriceMode(readCookie(request.headers.get('Cookie'), PRICE_MODE_COOKIE));
}
