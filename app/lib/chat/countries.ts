// « Livrez-vous en Irlande ? », « do you ship to Belgium? »: the country a buyer names, and
// whether the shop delivers there, decided by the shop's own list (COUNTRIES), never by
// hand. The table below only says how buyers name countries, in French and in English.

import {COUNTRIES} from '../countries.ts';
import type {Language} from './language.ts';

interface CountryName {
  isoCode: string;
  /** Normalised words that name it (French and English). */
  words: RegExp;
  /** « en Irlande », « au Royaume-Uni » */
  fr: string;
  en: string;
}

const COUNTRY_NAMES: readonly CountryName[] = [
  {isoCode: 'FR', words: /\b(?:france|french)\b/, fr: 'en France', en: 'France'},
  {isoCode: 'BE', words: /\b(?:belgique|belgium|belge)\b/, fr: 'en Belgique', en: 'Belgium'},
  {isoCode: 'LU', words: /\bluxembourg\b/, fr: 'au Luxembourg', en: 'Luxembourg'},
  {isoCode: 'DE', words: /\b(?:allemagne|germany)\b/, fr: 'en Allemagne', en: 'Germany'},
  {isoCode: 'ES', words: /\b(?:espagne|spain)\b/, fr: 'en Espagne', en: 'Spain'},
  {isoCode: 'IT', words: /\b(?:italie|italy)\b/, fr: 'en Italie', en: 'Italy'},
  {isoCode: 'NL', words: /\b(?:pays-bas|pays bas|hollande|netherlands|holland)\b/, fr: 'aux Pays-Bas', en: 'the Netherlands'},
  {isoCode: 'PT', words: /\bportugal\b/, fr: 'au Portugal', en: 'Portugal'},
  {isoCode: 'AT', words: /\b(?:autriche|austria)\b/, fr: 'en Autriche', en: 'Austria'},
  {isoCode: 'MC', words: /\bmonaco\b/, fr: 'à Monaco', en: 'Monaco'},
  {isoCode: 'CH', words: /\b(?:suisse|switzerland)\b/, fr: 'en Suisse', en: 'Switzerland'},
  {isoCode: 'GB', words: /\b(?:royaume-uni|royaume uni|angleterre|ecosse|pays de galles|grande-bretagne|uk|united kingdom|england|scotland|wales|great britain|britain)\b/, fr: 'au Royaume-Uni', en: 'the United Kingdom'},
  {isoCode: 'IE', words: /\b(?:irlande|ireland|eire)\b/, fr: 'en Irlande', en: 'Ireland'},
  {isoCode: 'DK', words: /\b(?:danemark|denmark)\b/, fr: 'au Danemark', en: 'Denmark'},
  {isoCode: 'SE', words: /\b(?:suede|sweden)\b/, fr: 'en Suède', en: 'Sweden'},
  {isoCode: 'NO', words: /\b(?:norvege|norway)\b/, fr: 'en Norvège', en: 'Norway'},
  {isoCode: 'FI', words: /\b(?:finlande|finland)\b/, fr: 'en Finlande', en: 'Finland'},
  {isoCode: 'PL', words: /\b(?:pologne|poland)\b/, fr: 'en Pologne', en: 'Poland'},
  {isoCode: 'CZ', words: /\b(?:republique tcheque|tchequie|czech republic|czechia)\b/, fr: 'en Tchéquie', en: 'Czechia'},
  {isoCode: 'GR', words: /\b(?:grece|greece)\b/, fr: 'en Grèce', en: 'Greece'},
  {isoCode: 'HU', words: /\b(?:hongrie|hungary)\b/, fr: 'en Hongrie', en: 'Hungary'},
  {isoCode: 'RO', words: /\b(?:roumanie|romania)\b/, fr: 'en Roumanie', en: 'Romania'},
  {isoCode: 'US', words: /\b(?:etats-unis|etats unis|usa|united states|america)\b/, fr: 'aux États-Unis', en: 'the United States'},
  {isoCode: 'CA', words: /\bcanada\b/, fr: 'au Canada', en: 'Canada'},
  {isoCode: 'MA', words: /\b(?:maroc|morocco)\b/, fr: 'au Maroc', en: 'Morocco'},
  {isoCode: 'DZ', words: /\b(?:algerie|algeria)\b/, fr: 'en Algérie', en: 'Algeria'},
  {isoCode: 'TN', words: /\b(?:tunisie|tunisia)\b/, fr: 'en Tunisie', en: 'Tunisia'},
  {isoCode: 'RE', words: /\b(?:la reunion|reunion island|dom-tom|dom tom|outre-mer|guadeloupe|martinique|guyane)\b/, fr: 'en outre-mer', en: 'the French overseas territories'},
];

export interface AskedCountry {
  isoCode: string;
  fr: string;
  en: string;
  /** From the shop's list of delivery countries. */
  delivered: boolean;
}

/** The first country other than France the message names (France is the default), if any. */
export function askedCountry(normalized: string): AskedCountry | null {
  const named = COUNTRY_NAMES.filter((country) => country.isoCode !== 'FR' && country.words.test(normalized));
  const country = named[0];
  if (!country) return null;
  return {...country, delivered: COUNTRIES.some((candidate) => candidate.isoCode === country.isoCode)};
}

/** « Oui, nous livrons en Belgique. » / « No, we do not deliver to Ireland for now. » */
export function countrySentence(country: AskedCountry, language: Language): string {
  if (language === 'en') {
    return country.delivered ? `Yes, we deliver to ${country.en}.` : `No, unfortunately we do not deliver to ${country.en} for now.`;
  }
  return country.delivered ? `Oui, nous livrons ${country.fr}.` : `Non, nous ne livrons pas ${country.fr} pour le moment.`;
}
