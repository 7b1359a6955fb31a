// Countries the shop delivers to (checkout) and offers in Localization: France first,
// then a few euro-area neighbours. Names are French, as the shopper reads them.

export interface CountryInfo {
  isoCode: string;
  name: string;
  /** Postal code shape, to check what a shopper types */
  zip: RegExp;
}

export const COUNTRIES: readonly CountryInfo[] = [
  {isoCode: 'FR', name: 'France', zip: /^\d{5}$/},
  {isoCode: 'BE', name: 'Belgique', zip: /^\d{4}$/},
  {isoCode: 'LU', name: 'Luxembourg', zip: /^(L-?)?\d{4}$/i},
  {isoCode: 'DE', name: 'Allemagne', zip: /^\d{5}$/},
  {isoCode: 'ES', name: 'Espagne', zip: /^\d{5}$/},
  {isoCode: 'IT', name: 'Italie', zip: /^\d{5}$/},
  {isoCode: 'NL', name: 'Pays-Bas', zip: /^\d{4}\s?[A-Z]{2}$/i},
  {isoCode: 'PT', name: 'Portugal', zip: /^\d{4}-?\d{3}$/},
  {isoCode: 'AT', name: 'Autriche', zip: /^\d{4}$/},
  {isoCode: 'MC', name: 'Monaco', zip: /^980\d{2}$/},
];

export function countryByCode(code: unknown): CountryInfo | null {
  return typeof code === 'string' ? (COUNTRIES.find((country) => country.isoCode === code.toUpperCase()) ?? null) : null;
}
