// Numbers as buyers write them, put into digits and metric units before anything is read:
// French number words, Belgian and Swiss ones included (« nonante kilos », « septante »,
// « huitante », « cent quatre-vingts »), and imperial units (« 90 lbs », « 10 inch »), a
// pound-force being a force and a pound of weight a mass. Pure functions on normalised
// text (lower case, no accents).

const UNITS: Record<string, number> = {
  zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30,
  quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
};
const MULTIPLIERS: Record<string, number> = {cent: 100, cents: 100, mille: 1000};

const WORD = Object.keys({...UNITS, ...MULTIPLIERS}).sort((a, b) => b.length - a.length).join('|');
/** A run of number words: « cent quatre-vingts », « vingt et un », « quatre vingt dix ». */
const RUN = new RegExp(String.raw`(?<![a-z0-9\u00c0-\u024f])(?:${WORD})(?:(?:[\s-]+et)?[\s-]+(?:${WORD}))*(?![a-z0-9\u00c0-\u024f])`, 'g');
/** What a small number must be followed by to be read as a figure (« neuf kilos », not « un vérin neuf »). */
const UNIT_AFTER = /^\s*(?:kg|kgs|kilos?|kilogrammes?|n|newtons?|dan|kgf|mm|cm|m|metres?|millimetres?|centimetres?|bars?|degres|°)(?![a-z])/;

/** The value of a run of French number words; null when it is not one number. */
export function numberFromWords(run: string): number | null {
  const tokens = run.split(/[\s-]+/).filter((token) => token !== 'et');
  let total = 0;
  let current = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    // « quatre-vingt(s) »: eighty, as in France.
    if (token === 'quatre' && (tokens[i + 1] === 'vingt' || tokens[i + 1] === 'vingts')) {
      current += 80;
      i++;
      continue;
    }
    if (token in MULTIPLIERS) {
      if (MULTIPLIERS[token] === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else {
        current = (current || 1) * 100;
      }
      continue;
    }
    const value = UNITS[token];
    if (value === undefined) return null;
    current += value;
  }
  return total + current;
}

/**
 * Number words in digits where they are figures: from ten up, or followed by a unit. « un
 * vérin », « deux vérins », « trois semaines » stay words (counts are read as such).
 */
export function digitsForNumberWords(text: string): string {
  return text.replace(RUN, (run: string, offset: number) => {
    const value = numberFromWords(run);
    if (value === null) return run;
    const after = text.slice(offset + run.length);
    if (value < 10 && !UNIT_AFTER.test(after)) return run;
    return String(value);
  });
}

const NEWTONS_PER_POUND_FORCE = 4.44822;
const KG_PER_POUND = 0.45359237;
const MM_PER_INCH = 25.4;

const POUNDS = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:lbs?|pounds?|lbf)(?![a-z])/g;
const INCHES = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:inch(?:es)?|in\.)(?![a-z])|(?<![\d.,])(\d+(?:[.,]\d+)?)\s*in(?=\s+(?:stroke|long|length|extended|compressed|travel))/g;
/** Said of a weight: the pounds are a mass, not a spring's rating. */
const WEIGHT_BEFORE = /(?:weigh\w*|weight(?: of)?|heavy|mass(?: of)?|pese\w*|poids(?: de)?)\s*(?:about|around|approx\w*|roughly|environ)?\s*$/;

function decimal(text: string): number {
  return Number(text.replace(',', '.'));
}

function rounded(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** True when the message gives sizes in inches: they are nominal. */
export function hasInches(text: string): boolean {
  INCHES.lastIndex = 0;
  const found = INCHES.test(text);
  INCHES.lastIndex = 0;
  return found;
}

/** True when the message gives a force in pounds: nominal, met by the next metric force up. */
export function hasPounds(text: string): boolean {
  POUNDS.lastIndex = 0;
  const found = [...text.matchAll(POUNDS)].some((match) => !WEIGHT_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0)));
  POUNDS.lastIndex = 0;
  return found;
}

/** Pounds and inches in newtons (or kilograms of weight) and millimetres. */
export function metricForImperial(text: string): string {
  return text
    .replace(POUNDS, (whole: string, amount: string, offset: number) => {
      const weight = WEIGHT_BEFORE.test(text.slice(Math.max(0, offset - 30), offset));
      return weight ? `${rounded(decimal(amount) * KG_PER_POUND)} kg` : `${Math.round(decimal(amount) * NEWTONS_PER_POUND_FORCE)} n`;
    })
    .replace(INCHES, (_whole: string, amount?: string, bare?: string) => `${rounded(decimal(amount ?? bare ?? '0') * MM_PER_INCH)} mm`);
}
