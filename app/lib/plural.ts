// French plurals: unlike English, 0 takes the singular ('0 produit trouvé'), as does
// anything below 2 ('1,5 litre'). Intl.PluralRules('fr-FR') knows this.

import {LOCALE} from './constants.ts';
import {formatNumber} from './money.ts';

const rules = new Intl.PluralRules(LOCALE);

export function isFrenchSingular(n: number): boolean {
  return rules.select(n) === 'one';
}

/** The word form for n; the plural defaults to singular + 's'. */
export function plural(n: number, singular: string, pluralForm: string = `${singular}s`): string {
  return isFrenchSingular(n) ? singular : pluralForm;
}

/** '0 produit trouvé', '1 produit trouvé', '1 234 produits trouvés'. */
export function countLabel(n: number, singular: string, pluralForm?: string): string {
  return `${formatNumber(n)} ${plural(n, singular, pluralForm)}`;
}
