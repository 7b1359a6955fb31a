// Country names as people type them in an address ('France', 'Allemagne', 'Germany',
// 'FR'), for the customer address book: any ISO 3166 country, named by Intl.

import {countryByCode} from './shared-rules.ts';

/** Reserved, private-use, grouping and withdrawn codes (East Germany, USSR...) that Intl still names. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN|DD|FX|CS|YU|SU|ZR|TP|BU|NT|AN|DG|EA|IC|CP|AC|TA|CQ)$/;

let regionNames: Map<string, string> | null = null;

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every ISO 3166 country by its code and its French and English names, from Intl. */
function regions(): Map<string, string> {
  if (regionNames) return regionNames;
  const names = new Map<string, string>();
  const french = new Intl.DisplayNames(['fr'], {type: 'region'});
  const english = new Intl.DisplayNames(['en'], {type: 'region'});
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const fr = french.of(code);
      // Unknown codes come back unchanged; 'ZZ' and the like are not countries.
      if (!fr || fr === code || NOT_COUNTRIES.test(code)) continue;
      // First come, first kept: 'France' is FR, not FX (metropolitan France).
      for (const name of [code, fr, english.of(code) ?? '']) {
        const key = comparable(name);
        if (key !== '' && !names.has(key)) names.set(key, code);
      }
    }
  }
  regionNames = names;
  return names;
}

/** 'France', 'france', 'FR', 'Allemagne', 'Germany' → the ISO code; null when it is no country. */
export function countryCodeFromName(name: string): string | null {
  const key = comparable(name);
  return key === '' ? null : (regions().get(key) ?? null);
}

/** The country's French name ('DE' → 'Allemagne'). */
export function frenchCountryName(code: string): string {
  return countryByCode(code)?.name ?? new Intl.DisplayNames(['fr'], {type: 'region'}).of(code) ?? code;
}
