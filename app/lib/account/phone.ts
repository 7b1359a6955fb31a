// Phone numbers as a French reader expects them (issue 25.8): the shop stores E.164
// (+33472112233), the pages show 04 72 11 22 33. Numbers of other countries are
// grouped after their prefix; anything not in E.164 is shown as stored.

/** +33472112233 → « 04 72 11 22 33 »; other countries: the prefix, then pairs (+32 23 45 67 89). */
export function formatPhone(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  if (!value) return '';
  const french = /^\+33([1-9]\d{8})$/.exec(value);
  if (french) return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ');
  const monaco = /^\+377(\d{8})$/.exec(value);
  if (monaco) return `+377 ${monaco[1].replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  const international = /^\+(\d{2})(\d{6,13})$/.exec(value);
  if (international) {
    const [, country, rest] = international;
    const head = rest.length % 2 === 1 ? `${rest[0]} ` : '';
    const tail = rest.length % 2 === 1 ? rest.slice(1) : rest;
    return `+${country} ${head}${tail.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  }
  return value;
}

/** The E.164 form of a number typed in France (06 12 34 56 78 → +33612345678); other input as typed. */
export function toE164(typed: string): string {
  const compact = typed.replace(/[\s.()-]/g, '');
  if (/^0[1-9]\d{8}$/.test(compact)) return `+33${compact.slice(1)}`;
  if (/^0033[1-9]\d{8}$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}
