// After the sale: a spring bought here that leaks or fails while under warranty goes to a
// person (with the warranty's terms), and a question about what a return costs is answered
// with who pays its shipping. Pure functions on normalised text (see text.ts), read both
// before and after the English glossary (language.ts) turns 'return' into 'retourner'.

import {WARRANTY_YEARS, WARRANTY_YEARS_FRENCH_MADE} from '../constants.ts';

/** A spring that leaks, loses its oil, no longer holds or is faulty. */
const DEFECT =
  /\b(?:fuit|fuient|fuite|fuites|fuyait|suinte\w*|huile (?:partout|qui coule|coule|sur la tige|sur le corps)|leak\w*|losing (?:its )?oil|lost (?:its )?oil|oil leak\w*|ne tient plus|ne tiennent plus|ne fonctionne plus|ne fonctionnent plus|defectueu\w*|faulty|defective|stopped working|no longer holds?)\b|\bperd\w*\s+(?:(?:deja|encore|un peu|beaucoup)\s+)?(?:(?:de|de l|l|son|leur|toute son|toute leur|tout son)\s+)?huile\b/;

/** The spring came from the shop, not long ago, or the buyer calls on the warranty. */
const OURS =
  /\b(?:chez vous|vous m (?:avez|aviez) (?:vendu|envoye|livre|expedie)|que vous (?:m )?(?:avez|aviez) (?:vendu|envoye|livre)|achete(?:s|e|es)?|recu(?:s|e|es)?|livre(?:s|e|es)?|bought|purchased|ordered|received|from you|garanti\w*|warranty|guarantee|prise en charge|echange\w*|exchange|le mois dernier|la semaine derniere|last (?:month|week)|moins d (?:un|1) an|less than (?:a|one|1) year|(?:ma|notre|la|votre|de ma|de notre|dans ma|dans notre) commande|(?:j ai|nous avons|on a|j avais|nous avions) commande)\b|\b(?:il y a|depuis|apres|after)\s+(?:\d+|un|une|deux|trois|quatre|cinq|six|quelques)\s+(?:jours?|semaines?|mois|days?|weeks?|months?)\b|\b\d+\s+(?:days?|weeks?|months?)\s+ago\b/;

/** « il a 8 ans », « depuis 10 ans », « 12 years old »: the age the buyer gives, in years. */
const AGE = /\b(?:a|ont|de|depuis|il y a|fait)\s+(\d{1,2})\s+ans\b|\b(\d{1,2})\s+years?\s+(?:old|ago)\b/;

/** The longest warranty the shop gives: a spring older than this is worn, not a claim. */
const LONGEST_WARRANTY_YEARS = Math.max(WARRANTY_YEARS, WARRANTY_YEARS_FRENCH_MADE);

/** A faulty spring bought here and under warranty: a person handles the claim. */
export function isWarrantyClaim(...texts: string[]): boolean {
  const defect = texts.some((text) => DEFECT.test(text));
  const ours = texts.some((text) => OURS.test(text));
  if (!defect || !ours) return false;
  const age = texts.map((text) => text.match(AGE)).find(Boolean);
  const years = age ? Number(age[1] ?? age[2]) : 0;
  return years <= LONGEST_WARRANTY_YEARS;
}

/** Words of a cost: « frais », « gratuit », « à ma charge », « pour moi ou pour vous ». */
const COST = String.raw`frais|cout\w*|coute\w*|payer|paie|paye|payant\w*|gratuit\w*|a (?:la |ma |mes |votre |vos |notre |nos |leur )?charge|pour moi ou pour vous|pour vous ou pour moi`;

/** What a return costs, who pays its shipping, whether it is free. */
const RETURN_COST = new RegExp(
  [
    String.raw`\b(?:${COST})\b.{0,60}\b(?:retour\w*|renvo\w*)\b`,
    String.raw`\b(?:retour\w*|renvo\w*)\b.{0,60}\b(?:${COST})\b`,
    String.raw`\breturn (?:shipping|postage|label|costs?|fees?)\b|\bpays? (?:for )?(?:the )?(?:return|sending (?:it|them) back)\b|\bfree returns?\b|\breturns? (?:is |are )?free\b`,
  ].join('|'),
);

export function asksReturnCost(...texts: string[]): boolean {
  return texts.some((text) => RETURN_COST.test(text));
}
