// Text helpers of the expert: buyers write with or without accents, in any case.

/** Lower case, accents removed, ligatures expanded: 'Vérin Œillet' → 'verin oeillet'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

// Word characters of normalised text are matched with plain Latin classes
// (a-z, U+00C0-U+024F) rather than Unicode properties (\p{L}), which cost V8 hundreds of
// milliseconds to compile for each new pattern.

/** Normalised words (letters and digits). */
export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9\u00c0-\u024f]+/)
    .filter(Boolean);
}

let lastText = '';
let lastCanonical = ' ';

/** ' word word ' with every separator as one space (a hyphen stays in its word). */
function canonical(normalized: string): string {
  if (normalized !== lastText) {
    lastText = normalized;
    lastCanonical = ` ${normalized.replace(/[^a-z0-9\u00c0-\u024f-]+/g, ' ').trim()} `;
  }
  return lastCanonical;
}

/** '12,5' or '12.5' → 12.5; thin and no-break spaces inside numbers are tolerated. */
export function parseNumber(text: string): number {
  const compact = text.replace(/[\s\u00A0\u202F]/g, '');
  // « 1.200 » with three figures after the dot groups thousands, as French often writes them:
  // nobody asks a 1,2 N spring or a 1,2 mm stroke.
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(compact)) return Number(compact.replace('.', ''));
  return Number(compact.replace(',', '.'));
}

/**
 * Whole-word (or whole-phrase) test on normalised text; a hyphen belongs to the word, so
 * 'outil' is not found in 'machine-outil'.
 */
export function hasPhrase(normalized: string, phrase: string): boolean {
  return canonical(normalized).includes(` ${phrase} `);
}

/** Where a phrase first occurs as whole words (in the canonical text), or -1. */
export function phraseIndex(normalized: string, phrase: string): number {
  return canonical(normalized).indexOf(` ${phrase} `);
}

export function hasAnyPhrase(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => hasPhrase(normalized, phrase));
}

/** Formats newtons the French way: 1200 → '1 200 N'. */
export function formatNewtons(n: number): string {
  return `${new Intl.NumberFormat('fr-FR', {maximumFractionDigits: 0}).format(n).replace(/\u202F/g, ' ')} N`;
}

export function formatMm(n: number): string {
  return `${new Intl.NumberFormat('fr-FR', {maximumFractionDigits: 1}).format(n).replace(/\u202F/g, ' ')} mm`;
}
