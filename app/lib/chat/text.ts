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

/** Normalised words (letters and digits). */
export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** '12,5' or '12.5' → 12.5; thin and no-break spaces inside numbers are tolerated. */
export function parseNumber(text: string): number {
  return Number(text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.'));
}

/**
 * Whole-word (or whole-phrase) test on normalised text; a hyphen belongs to the word, so
 * 'outil' is not found in 'machine-outil'.
 */
export function hasPhrase(normalized: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}-])${escaped}($|[^\\p{L}\\p{N}-])`, 'u').test(normalized);
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
