// SPEC.md section 9's scoring of a candidate and the confidence shown to the buyer:
// available +100 (unavailable +10), application +50, force within 0.8-1.2 × +75, size
// within 0.9-1.1 × +60, urgent and available +30; confidence from 0.7 up to 0.95 as
// the asked criteria are met, +0.1 when available, capped at 1.

import {
  CONFIDENCE_AVAILABLE_BONUS,
  CONFIDENCE_BASE,
  CONFIDENCE_MATCH_CEILING,
  FORCE_RANGE,
  SCORE_APPLICATION,
  SCORE_AVAILABLE,
  SCORE_FORCE,
  SCORE_SIZE,
  SCORE_UNAVAILABLE,
  SCORE_URGENT_AVAILABLE,
  SIZE_RANGE,
} from './constants.ts';
import type {Application, ChatEntities} from './entities.ts';
import {normalizeText} from './text.ts';
import type {CandidateProduct, CandidateVariant} from './types.ts';

/** Product tags that mean an application (the seed's and Shopify-usual ones). */
export const APPLICATION_TAGS: Record<Application, readonly string[]> = {
  mobilier: ['mobilier', 'meuble', 'furniture', 'lit-coffre'],
  marine: ['marine', 'bateau', 'nautisme'],
  medical: ['medical', 'médical'],
  industrie: ['industrie', 'industriel', 'industrial'],
  automobile: ['automobile', 'auto'],
  'camping-car': ['camping-car'],
  agricole: ['agricole'],
  agroalimentaire: ['agroalimentaire', 'alimentaire'],
  cuisine: ['cuisine'],
  batiment: ['batiment', 'bâtiment'],
  aeronautique: ['aeronautique', 'aéronautique', 'aerospace'],
};

export interface MatchResult {
  available: boolean;
  application: boolean;
  force: boolean;
  size: boolean;
}

export function withinRange(value: number | undefined, target: number, range: {min: number; max: number}): boolean {
  return value !== undefined && Number.isFinite(value) && value >= target * range.min && value <= target * range.max;
}

export function matchesApplication(product: Pick<CandidateProduct, 'tags'>, applications: readonly Application[]): boolean {
  const tags = product.tags.map((tag) => tag.trim().toLowerCase());
  return applications.some((application) => APPLICATION_TAGS[application].some((tag) => tags.includes(tag)));
}

/**
 * The diameter a title names: 'Ø 32 mm' (the bore of a pneumatic cylinder), '50/28' (bore
 * and rod of a hydraulic one), '15/6' (tube and rod of a gas spring). Buyers quote these,
 * not the outside diameter of the body.
 */
export function titleDiameters(title: string): {body: number; rod?: number} | null {
  const text = normalizeText(title);
  const pair = /(?<![\d/.,-])(\d{1,3})\s*\/\s*(\d{1,3})(?![\d/])/.exec(text);
  if (pair && Number(pair[1]) > Number(pair[2])) return {body: Number(pair[1]), rod: Number(pair[2])};
  const bore = /ø\s*(\d{1,3})(?!\d)/.exec(text);
  return bore ? {body: Number(bore[1])} : null;
}

/** Every size the buyer gave fits the variant within 0.9-1.1 ×. */
export function matchesSize(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): boolean {
  const specs = variant.specs;
  const checks: boolean[] = [];
  if (entities.strokeMm !== undefined) checks.push(withinRange(specs.strokeMm, entities.strokeMm, SIZE_RANGE));
  if (entities.extendedLengthMm !== undefined) {
    checks.push(withinRange(specs.extendedLengthMm, entities.extendedLengthMm, SIZE_RANGE));
  }
  if (entities.lengthMm !== undefined) {
    checks.push(
      withinRange(specs.extendedLengthMm, entities.lengthMm, SIZE_RANGE) || withinRange(specs.strokeMm, entities.lengthMm, SIZE_RANGE),
    );
  }
  const named = titleDiameters(product.title);
  if (entities.bodyDiameterMm !== undefined) {
    checks.push(withinRange(named?.body ?? specs.bodyDiameterMm, entities.bodyDiameterMm, SIZE_RANGE));
  }
  if (entities.rodDiameterMm !== undefined) {
    checks.push(withinRange(named?.rod ?? specs.rodDiameterMm, entities.rodDiameterMm, SIZE_RANGE));
  }
  return checks.length > 0 && checks.every(Boolean);
}

export function matchVariant(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): MatchResult {
  return {
    available: variant.availableForSale,
    application: entities.applications.length > 0 && matchesApplication(product, entities.applications),
    force: entities.forceN !== undefined && withinRange(variant.specs.forceN, entities.forceN, FORCE_RANGE),
    size: matchesSize(product, variant, entities),
  };
}

/** SPEC.md's score. */
export function scoreMatch(match: MatchResult, urgent: boolean): number {
  let score = match.available ? SCORE_AVAILABLE : SCORE_UNAVAILABLE;
  if (match.application) score += SCORE_APPLICATION;
  if (match.force) score += SCORE_FORCE;
  if (match.size) score += SCORE_SIZE;
  if (urgent && match.available) score += SCORE_URGENT_AVAILABLE;
  return score;
}

/** Criteria the buyer gave, among those the score rewards. */
export function askedCriteria(entities: ChatEntities): {application: boolean; force: boolean; size: boolean} {
  return {
    application: entities.applications.length > 0,
    force: entities.forceN !== undefined,
    size:
      entities.strokeMm !== undefined ||
      entities.extendedLengthMm !== undefined ||
      entities.lengthMm !== undefined ||
      entities.bodyDiameterMm !== undefined ||
      entities.rodDiameterMm !== undefined,
  };
}

/**
 * 0.7 when nothing asked is met, rising to 0.95 when everything asked is; +0.1 when the
 * product can be bought now; never above 1. Rounded to 2 decimals for display.
 */
export function confidenceFor(match: MatchResult, entities: ChatEntities): number {
  const asked = askedCriteria(entities);
  const keys = (Object.keys(asked) as (keyof typeof asked)[]).filter((key) => asked[key]);
  const met = keys.filter((key) => match[key]).length;
  const share = keys.length === 0 ? 0 : met / keys.length;
  const base = Math.min(CONFIDENCE_MATCH_CEILING, CONFIDENCE_BASE + (CONFIDENCE_MATCH_CEILING - CONFIDENCE_BASE) * share);
  const confidence = Math.min(1, base + (match.available ? CONFIDENCE_AVAILABLE_BONUS : 0));
  return Math.round(confidence * 100) / 100;
}
