// The custom-cylinder request's four-step form (/verin-sur-mesure): what the server
// answers to a step or a submission, and the progress kept in this tab's sessionStorage
// so that a reload loses nothing.

import type {FieldErrors} from '../validation.ts';
import {clampStep, LAST_STEP, quoteValuesFrom, stepOfField, type QuoteField, type QuoteValues} from './quote-request.ts';

/** Followed by the shop's phone number (a link) and a full stop. */
export const QUOTE_FAILURE_MESSAGE = "Votre demande n'a pas pu être envoyée. Veuillez réessayer ou nous contacter au";

export type QuoteActionResult =
  | {status: 'step'; step: number; values: QuoteValues}
  | {status: 'invalid'; step: number; values: QuoteValues; errors: FieldErrors<QuoteField>}
  | {status: 'failed'; step: number; values: QuoteValues}
  | {status: 'sent'; id: string | null; name: string};

/** The step holding the first field in error, where the shopper is taken back to. */
export function firstErrorStep(errors: FieldErrors<QuoteField>): number {
  const steps = (Object.keys(errors) as QuoteField[]).map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : LAST_STEP;
}

export const QUOTE_STORAGE_KEY = 'verins-pro:verin-sur-mesure';

export interface SavedProgress {
  /** The link the request was started from: a new prefill link starts a new request. */
  key: string;
  step: number;
  values: QuoteValues;
}

/**
 * The request in progress in this tab. A prefill link (from the configurator) starts a
 * new request unless it is the one this request started from; the bare page always
 * takes the request back.
 */
export function readProgress(key: string): SavedProgress | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(QUOTE_STORAGE_KEY) ?? 'null') as Partial<SavedProgress> | null;
    if (!saved || typeof saved.values !== 'object' || saved.values === null) return null;
    if (key !== '' && saved.key !== key) return null;
    return {key: saved.key ?? key, step: clampStep(saved.step), values: quoteValuesFrom(saved.values as Record<string, unknown>)};
  } catch {
    return null;
  }
}

export function writeProgress(progress: SavedProgress | null) {
  try {
    if (progress) sessionStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(progress));
    else sessionStorage.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // Private browsing or a full storage: the form still works, only without reload safety.
  }
}
