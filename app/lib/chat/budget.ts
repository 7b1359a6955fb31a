// A budget is a price, not a size: « budget 20 € max par pièce », « moins de 200 euros
// pour les 10 », « under €30 each ». Among the springs that fit equally well, those within
// the budget come first (ranking.ts); the reply says plainly whether the first choice is
// within it. The fit is never dropped to meet a price.
// Pure functions on the normalised text.

import {formatMoney} from '../money.ts';
import {htFromTtc} from '../vat.ts';
import type {Language} from './language.ts';
import {hasAnyPhrase, parseNumber} from './text.ts';

export interface Budget {
  /** The most the buyer will pay for one spring, in euros. */
  perUnit: number;
  /** The amount was given without VAT (« HT »). */
  ht: boolean;
}

const AMOUNT = String.raw`(\d+(?:[.,]\d{1,2})?)`;
const EURO = String.raw`(?:€|euros?|eur)(?![a-z])`;
const HT = String.raw`(\s*(?:ht|hors taxes?|excl\.? vat|excluding vat|before vat))?`;
/** « budget 20 € », « moins de 20 euros », « under 30 € » … */
const LIMIT_BEFORE = new RegExp(
  String.raw`\b(?:budget(?: de| d environ| max(?:imum)?| maxi)?|moins de|pas plus de|au plus|maximum|max|maxi|jusqu a|ne depassant pas|under|less than|below|no more than|at most|up to)\s*:?\s*(?:€\s*)?${AMOUNT}\s*${EURO}?${HT}`,
);
/** … or « 20 € max », « 20 euros maximum », « €30 max ». */
const LIMIT_AFTER = new RegExp(String.raw`(?:€\s*)?${AMOUNT}\s*${EURO}${HT}\s*(?:max|maxi|maximum|au plus|grand maximum|tops?)\b`);
/** « €30 » written before the figure needs the sign. */
const HAS_CURRENCY = new RegExp(String.raw`€|\beuros?\b|\beur\b|\bbudget\b`);
const PER_UNIT = ['par piece', 'la piece', 'par verin', 'l unite', 'a l unite', 'chacun', 'chaque', 'each', 'per unit', 'per piece', 'apiece', 'unitaire'];

/** The budget per spring, when the buyer gives one; a total for several is shared out. */
export function readBudget(text: string, quantity: number | undefined): Budget | undefined {
  if (!HAS_CURRENCY.test(text)) return undefined;
  const match = LIMIT_BEFORE.exec(text) ?? LIMIT_AFTER.exec(text);
  if (!match) return undefined;
  const amount = parseNumber(match[1]);
  // « budget 20 » without a currency after a force (« max 20 N ») is not a price.
  if (!new RegExp(`${EURO}|€`).test(match[0]) && !/budget/.test(match[0])) return undefined;
  if (!(amount > 0)) return undefined;
  const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 25);
  const perUnit = hasAnyPhrase(after, PER_UNIT) || hasAnyPhrase(match[0], PER_UNIT);
  const shared = !perUnit && quantity !== undefined && quantity > 1;
  return {perUnit: shared ? amount / quantity : amount, ht: Boolean(match[2])};
}

/** Whether the first choice is within the budget, said with both figures. */
export function budgetSentence(budget: Budget, priceTtc: number, language: Language): string {
  const price = budget.ht ? htFromTtc(priceTtc) : priceTtc;
  const money = (amount: number) => (language === 'en' ? `€${amount.toFixed(2)}` : formatMoney(amount));
  const tax = budget.ht ? (language === 'en' ? ' excl. VAT' : ' HT') : language === 'en' ? ' incl. VAT' : ' TTC';
  const limit = `${money(budget.perUnit)}${tax}`;
  if (price <= budget.perUnit + 0.005) {
    return language === 'en'
      ? `The first choice, at ${money(price)}${tax}, is within your budget (${limit} per spring).`
      : `Le premier choix, à ${money(price)}${tax}, tient dans votre budget (${limit} par vérin).`;
  }
  return language === 'en'
    ? `None of the springs that fit is within ${limit} per spring: the first choice costs ${money(price)}${tax}. I would not suggest a spring that does not fit just to meet the price.`
    : `Aucun des vérins qui conviennent ne tient dans ${limit} par pièce : le premier choix coûte ${money(price)}${tax}. Je ne vous propose pas un vérin inadapté pour tenir le prix.`;
}
