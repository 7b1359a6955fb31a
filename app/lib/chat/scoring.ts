// How well a variant fits a request, criterion by criterion (force, size, end fitting,
// material, function, temperature, application), SPEC.md section 9's score that orders
// candidates that fit alike (available +100, unavailable +10, application +50, force
// within 0.8-1.2 × +75, size within 0.9-1.1 × +60, urgent and available +30), whether the
// force and sizes are the ones asked or only near them (fit.ts), and the confidence shown
// to the buyer, which says how well the product fits and nothing about its stock.

import {
  CONFIDENCE_ALL_MET,
  CONFIDENCE_MISS_CEILING,
  CONFIDENCE_NEAR,
  CONFIDENCE_NO_FORCE,
  CONFIDENCE_NO_SIZE,
  FORCE_RANGE,
  SCORE_APPLICATION,
  SCORE_AVAILABLE,
  SCORE_FORCE,
  SCORE_SIZE,
  SCORE_UNAVAILABLE,
  SCORE_URGENT_AVAILABLE,
  SIZE_RANGE,
  STANDARD_TEMPERATURE_C,
} from './constants.ts';
import type {Application, ChatEntities, Fitting} from './entities.ts';
import {forceIsExact, sizeIsExact} from './fit.ts';
import type {Bound} from './measures.ts';
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

/** Each criterion: true met, false missed, null not asked. */
export interface MatchResult {
  available: boolean;
  application: boolean;
  /** Within SPEC.md's range (0.8–1.2 ×): scored. */
  force: boolean;
  /** Within SPEC.md's range (0.9–1.1 ×) and the bounds: scored. */
  size: boolean;
  /** The force asked, exactly (see fit.ts). */
  forceExact: boolean;
  /** The stroke and lengths asked, exactly (see fit.ts). */
  sizeExact: boolean;
  fitting?: boolean | null;
  material?: boolean | null;
  function?: boolean | null;
  temperature?: boolean | null;
  /** Needs no catalogue product meets (ATEX, electric). */
  special?: boolean | null;
}

export function withinRange(value: number | undefined, target: number, range: {min: number; max: number}): boolean {
  return value !== undefined && Number.isFinite(value) && value >= target * range.min && value <= target * range.max;
}

export function withinBound(value: number | undefined, bound: Bound | undefined): boolean {
  if (!bound) return true;
  if (value === undefined || !Number.isFinite(value)) return false;
  return (bound.min === undefined || value >= bound.min) && (bound.max === undefined || value <= bound.max);
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

/** Every size the buyer gave fits the variant within 0.9-1.1 ×, and every bound holds. */
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
  if (entities.bounds.strokeMm) checks.push(withinBound(specs.strokeMm, entities.bounds.strokeMm));
  if (entities.bounds.extendedLengthMm) checks.push(withinBound(specs.extendedLengthMm, entities.bounds.extendedLengthMm));
  return checks.length > 0 && checks.every(Boolean);
}

/**
 * The stroke and lengths are the ones asked (a couple of millimetres), the diameters within
 * 10 % (a 23 mm tube takes the place of a 22), the bounds held.
 */
export function matchesSizeExactly(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): boolean {
  if (!matchesSize(product, variant, entities)) return false;
  const specs = variant.specs;
  const inches = entities.inches === true;
  if (entities.strokeMm !== undefined && !sizeIsExact(specs.strokeMm, entities.strokeMm, inches)) return false;
  if (entities.extendedLengthMm !== undefined && !sizeIsExact(specs.extendedLengthMm, entities.extendedLengthMm, inches)) return false;
  if (
    entities.lengthMm !== undefined &&
    !sizeIsExact(specs.extendedLengthMm, entities.lengthMm, inches) &&
    !sizeIsExact(specs.strokeMm, entities.lengthMm, inches)
  ) {
    return false;
  }
  return true;
}

const FITTING_WORDS: Record<Fitting, string> = {oeillet: 'oeil', rotule: 'rotule', chape: 'chape'};
const ANY_THREAD = /(?<![a-z\u00c0-\u024f\d])m\d{1,2}(?!\d)/;

/** 'M8' in 'rotule m8' or 'm8x1,25', not in 'm80'. */
function hasThread(text: string, thread: string): boolean {
  const wanted = thread.toLowerCase();
  for (const match of text.matchAll(/(?<![a-z\u00c0-\u024f\d])m\d{1,2}(?!\d)/g)) if (match[0] === wanted) return true;
  return false;
}

/** The end fittings of a variant, from its own words first ('Œillet / 1 200 N'). */
export function fittingText(product: CandidateProduct, variant: CandidateVariant): string {
  const variantText = normalizeText(`${variant.specs.fitting ?? ''} ${variant.specs.thread ?? ''} ${variant.title}`);
  const named = /rotule|chape|oeil|boule/.test(variantText);
  return named ? variantText : normalizeText(`${variantText} ${product.title} ${product.tags.join(' ')}`);
}

function hasFitting(text: string, fitting: Fitting): boolean {
  return text.includes(FITTING_WORDS[fitting]) || (fitting === 'rotule' && text.includes('boule'));
}

/** The fitting (and thread) asked, none of those refused. */
export function fittingMatches(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): boolean {
  if (entities.fittings.length === 0 && !entities.thread && entities.excluded.fittings.length === 0) return false;
  const text = fittingText(product, variant);
  const fittingOk = entities.fittings.length === 0 || entities.fittings.some((fitting) => hasFitting(text, fitting));
  const refused = entities.excluded.fittings.some((fitting) => hasFitting(text, fitting) && !entities.fittings.some((wanted) => hasFitting(text, wanted)));
  // 'M8' is checked on the variant when variants differ by thread ('M6', 'M8', 'M10').
  const productText = normalizeText(`${product.title} ${product.tags.join(' ')}`);
  const ownThread = normalizeText(`${variant.title} ${variant.specs.thread ?? ''}`);
  const threadText = ANY_THREAD.test(ownThread) ? text : `${text} ${productText}`;
  // An adapter joins two threads: its own variant names both (« M8 vers M10 »).
  const adapterText = ANY_THREAD.test(ownThread) ? ownThread : threadText;
  const threadOk = entities.threadTo
    ? [entities.thread, entities.threadTo].every((thread) => !thread || hasThread(adapterText, thread))
    : !entities.thread || hasThread(threadText, entities.thread);
  return fittingOk && threadOk && !refused;
}

export function materialText(product: CandidateProduct, variant?: CandidateVariant): string {
  return normalizeText(`${variant?.specs.material ?? product.specs.material ?? ''} ${product.tags.join(' ')} ${product.title}`);
}

export function materialMatches(product: CandidateProduct, variant: CandidateVariant, material: ChatEntities['material']): boolean {
  const text = materialText(product, variant);
  const stainless = text.includes('inox');
  switch (material) {
    case undefined:
      return true;
    case 'acier':
      return !stainless;
    case 'aluminium':
      return text.includes('alumin');
    case 'inox-316':
      return stainless && text.includes('316');
    case 'inox-304':
    case 'inox':
      return stainless;
  }
}

export function hasTag(product: CandidateProduct, tag: string): boolean {
  return product.tags.some((t) => t.trim().toLowerCase() === tag);
}

/** Bellows or protective tube on the spring itself. */
export function isProtected(product: CandidateProduct): boolean {
  return /soufflet|tube de protection|tube-protection/.test(normalizeText(`${product.title} ${product.handle} ${product.specs.material ?? ''}`));
}

/** A protected spring (bellows or tube) asked for, not a bellows sold alone. */
export function wantsProtection(entities: ChatEntities): boolean {
  return entities.subjects.some((subject) => subject.id === 'tube-protection') && !entities.kinds.includes('accessory');
}

function functionMatches(product: CandidateProduct, entities: ChatEntities): boolean | null {
  const protection = wantsProtection(entities);
  const asked = protection || entities.locking || entities.traction || entities.excluded.features.some((feature) => feature !== 'kit');
  if (!asked) return null;
  if (protection && !isProtected(product)) return false;
  if (entities.locking && !hasTag(product, 'blocable')) return false;
  if (entities.traction && !hasTag(product, 'traction')) return false;
  if (entities.excluded.features.includes('blocable') && hasTag(product, 'blocable')) return false;
  if (entities.excluded.features.includes('traction') && hasTag(product, 'traction')) return false;
  if (entities.excluded.features.includes('protection') && isProtected(product)) return false;
  return true;
}

function temperatureMatches(variant: CandidateVariant, temperature: number | undefined): boolean | null {
  if (temperature === undefined) return null;
  const min = variant.specs.tempMinC ?? STANDARD_TEMPERATURE_C.min;
  const max = variant.specs.tempMaxC ?? STANDARD_TEMPERATURE_C.max;
  return temperature >= min && temperature <= max;
}

export function matchVariant(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): MatchResult {
  const forceAsked = entities.forceN !== undefined || entities.bounds.forceN !== undefined;
  const force =
    forceAsked &&
    (entities.forceN === undefined || withinRange(variant.specs.forceN, entities.forceN, FORCE_RANGE)) &&
    withinBound(variant.specs.forceN, entities.bounds.forceN);
  const size = matchesSize(product, variant, entities);
  return {
    available: variant.availableForSale,
    application: entities.applications.length > 0 && matchesApplication(product, entities.applications),
    force,
    size,
    forceExact:
      force &&
      (entities.forceN === undefined ||
        forceIsExact(variant.specs.forceN, entities.forceN, entities.massKg !== undefined || entities.forceTotalN !== undefined || entities.pounds === true)),
    sizeExact: size && matchesSizeExactly(product, variant, entities),
    fitting: entities.fittings.length > 0 || entities.thread || entities.excluded.fittings.length > 0 ? fittingMatches(product, variant, entities) : null,
    material: entities.material ? materialMatches(product, variant, entities.material) : null,
    function: functionMatches(product, entities),
    temperature: temperatureMatches(variant, entities.temperatureC),
    special: entities.atex || entities.electric ? false : null,
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
    force: entities.forceN !== undefined || entities.bounds.forceN !== undefined,
    size:
      entities.strokeMm !== undefined ||
      entities.extendedLengthMm !== undefined ||
      entities.lengthMm !== undefined ||
      entities.bodyDiameterMm !== undefined ||
      entities.rodDiameterMm !== undefined ||
      entities.bounds.strokeMm !== undefined ||
      entities.bounds.extendedLengthMm !== undefined,
  };
}

export type Criterion = 'force' | 'size' | 'fitting' | 'material' | 'function' | 'temperature' | 'special';

/** The criteria the buyer asked that this variant misses. */
export function missedCriteria(match: MatchResult, entities: ChatEntities): Criterion[] {
  const asked = askedCriteria(entities);
  const missed: Criterion[] = [];
  if (asked.force && !match.force) missed.push('force');
  if (asked.size && !match.size) missed.push('size');
  for (const criterion of ['fitting', 'material', 'function', 'temperature', 'special'] as const) {
    if (match[criterion] === false) missed.push(criterion);
  }
  return missed;
}

/** Criteria met within the score's ranges but not exactly: the product is the closest, not the one. */
export function inexactCriteria(match: MatchResult, entities: ChatEntities): Criterion[] {
  const asked = askedCriteria(entities);
  const inexact: Criterion[] = [];
  if (asked.force && match.force && !match.forceExact) inexact.push('force');
  if (asked.size && match.size && !match.sizeExact) inexact.push('size');
  return inexact;
}

/**
 * How well the product fits, never how available it is: everything asked met gives
 * 'Excellent choix' when the force and the size were both given (a spring is chosen by
 * them); without them the fit is not known and stays 'Bon choix'; any miss gives
 * 'Choix possible'. `needsForceAndSize` is false for spare parts, chosen by their fitting.
 */
export function confidenceFor(match: MatchResult, entities: ChatEntities, needsForceAndSize = true): number {
  const asked = askedCriteria(entities);
  if (missedCriteria(match, entities).length > 0) return CONFIDENCE_MISS_CEILING;
  if (inexactCriteria(match, entities).length > 0) return CONFIDENCE_NEAR;
  if (needsForceAndSize && !asked.force) return CONFIDENCE_NO_FORCE;
  if (needsForceAndSize && !asked.size) return CONFIDENCE_NO_SIZE;
  const given = [asked.force, asked.size, asked.application, match.fitting, match.material, match.function].filter((value) => value === true).length;
  if (given === 0) return CONFIDENCE_NO_SIZE;
  return given >= 3 ? 1 : CONFIDENCE_ALL_MET;
}
