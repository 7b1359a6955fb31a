// Ranks retrieved products for a request: explicit requirements first filter (a buyer who
// says 'inox' or 'hydraulique' gets nothing else, unless nothing fits), then SPEC.md's
// score orders them; ties, frequent with a score this coarse, go to the product that
// fits the request's words best (use, end fitting, family), then the closest force and
// size, then the lower price, then the order the catalogue search returned.

import {CONFIDENCE_MISS_CEILING, FORCE_RANGE} from './constants.ts';
import {hasSize, isPart, type ChatEntities, type Fitting, type ProductKind} from './entities.ts';
import type {Superlative} from './preferences.ts';
import type {Budget} from './budget.ts';
import {htFromTtc} from '../vat.ts';
import {
  confidenceFor,
  fittingMatches,
  inexactCriteria,
  hasTag,
  isProtected,
  materialMatches,
  materialText,
  matchVariant,
  missedCriteria,
  scoreMatch,
  withinBound,
  type Criterion,
  type MatchResult,
} from './scoring.ts';
import {normalizeText} from './text.ts';
import type {CandidateProduct, CandidateVariant} from './types.ts';

export interface RankedCandidate {
  product: CandidateProduct;
  /** The variant that fits the request best. */
  variant: CandidateVariant;
  match: MatchResult;
  score: number;
  relevance: number;
  confidence: number;
  fittingMatch: boolean;
  /** What the buyer asked that this variant misses (empty: it fits). */
  missed: Criterion[];
  /** What it meets only nearly: force or size within the score's ranges, not the ones asked. */
  inexact: Criterion[];
  /** How far its force and sizes are from those asked (0 = exact; sum of log ratios). */
  distance: number;
}

export type RelaxedFilter = 'kind' | 'material' | 'fitting' | 'locking' | 'traction' | 'function' | 'size';

export interface Ranking {
  ranked: RankedCandidate[];
  /** Requirements no product met, dropped so that something can be proposed. */
  relaxed: RelaxedFilter[];
}

export function productKind(productType: string): ProductKind | null {
  const type = normalizeText(productType);
  if (type.includes('gaz')) return 'gas';
  if (type.includes('hydraulique')) return 'hydraulic';
  if (type.includes('pneumatique')) return 'pneumatic';
  if (type.includes('amortisseur')) return 'damper';
  if (type.includes('support') || type.includes('compas')) return 'lifting-support';
  if (type.includes('kit')) return 'kit';
  if (type.includes('accessoire')) return 'accessory';
  return null;
}

/**
 * The buyer wants a spare part: a spare-part word, or an end fitting named before any
 * cylinder ('une rotule M8 pour mes vérins 15/6') and no force asked.
 */
export function wantsAccessory(entities: ChatEntities): boolean {
  if (entities.kinds.includes('accessory')) return true;
  return (
    (entities.kinds.length === 0 || (entities.fittingFirst && entities.kinds.every((kind) => kind === 'gas'))) &&
    (!entities.mentionsCylinder || entities.fittingFirst) &&
    entities.fittings.length > 0 &&
    entities.forceN === undefined &&
    entities.lidMassKg === undefined
  );
}

/** Families acceptable for the request; null when any family would do. */
function acceptedKinds(entities: ChatEntities): Set<ProductKind | null> | null {
  if (wantsAccessory(entities)) return new Set<ProductKind | null>(['accessory', 'kit']);
  let kinds: Set<ProductKind | null>;
  if (entities.kinds.length === 0 && entities.superlative) {
    // « le plus costaud » with no family named: the shop's range of gas springs.
    kinds = new Set<ProductKind | null>(['gas', 'kit', 'lifting-support']);
  } else if (entities.kinds.length === 0) {
    // A cylinder, whatever its family: not a spare part.
    kinds = new Set<ProductKind | null>(['gas', 'hydraulic', 'pneumatic', 'damper', 'lifting-support', 'kit', null]);
  } else {
    kinds = new Set<ProductKind | null>(entities.kinds);
    // Kits and lifting supports are gas springs sold with their mounting.
    if (kinds.has('gas')) {
      kinds.add('kit');
      kinds.add('lifting-support');
    }
  }
  for (const kind of entities.excluded.kinds) kinds.delete(kind);
  if (entities.excluded.features.includes('kit')) {
    kinds.delete('kit');
    kinds.delete('lifting-support');
  }
  return kinds;
}

/** Bounds, refused fittings and the temperature are met by a variant, not a product. */
function variantAllowed(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): boolean {
  const specs = variant.specs;
  if (!withinBound(specs.strokeMm, entities.bounds.strokeMm)) return false;
  if (!withinBound(specs.extendedLengthMm, entities.bounds.extendedLengthMm)) return false;
  if (entities.bounds.forceN && !withinBound(specs.forceN, entities.bounds.forceN)) return false;
  // A refused end fitting is refused on every suggestion, unless it is also the one asked.
  const refused = entities.excluded.fittings.filter((fitting) => !entities.fittings.includes(fitting));
  if (refused.length > 0) {
    const text = normalizeText(`${specs.fitting ?? ''} ${variant.title}`);
    if (refused.some((fitting) => text.includes(fitting === 'oeillet' ? 'oeil' : fitting))) return false;
  }
  return true;
}

type Filter = {name: RelaxedFilter; keep: (product: CandidateProduct) => boolean};

function filtersFor(entities: ChatEntities): Filter[] {
  const filters: Filter[] = [];
  const kinds = acceptedKinds(entities);
  if (kinds) filters.push({name: 'kind', keep: (product) => kinds.has(productKind(product.productType))});
  if (entities.material) {
    const material = entities.material;
    filters.push({name: 'material', keep: (product) => product.variants.some((variant) => materialMatches(product, variant, material))});
  }
  if (entities.excluded.features.includes('protection')) filters.push({name: 'function', keep: (product) => !isProtected(product)});
  // A refused function (« sans blocage », « pas pour tirer », « pas de force réglable ») goes from every suggestion.
  for (const feature of ['blocable', 'traction', 'reglable'] as const) {
    if (entities.excluded.features.includes(feature)) filters.push({name: 'function', keep: (product) => !hasTag(product, feature)});
  }
  if (entities.subjects.some((subject) => subject.id === 'force-reglable') && !entities.excluded.features.includes('reglable')) {
    filters.push({name: 'function', keep: (product) => hasTag(product, 'reglable')});
  }
  // Bounds ('au plus 150 mm') and refused fittings: some variant must meet them.
  filters.push({name: 'size', keep: (product) => product.variants.some((variant) => variantAllowed(product, variant, entities))});
  // A spare part is its end fitting and thread. On a cylinder they weigh in the ranking
  // only: a spring that fits in force and size takes other ends by swapping them.
  if (wantsAccessory(entities) && (entities.fittings.length > 0 || entities.thread)) {
    filters.push({
      name: 'fitting',
      keep: (product) => product.variants.some((variant) => fittingMatches(product, variant, entities)),
    });
  }
  // The spare part named: other parts are not what was asked (unless none is found).
  const part = entities.part;
  if (wantsAccessory(entities) && part) filters.push({name: 'fitting', keep: (product) => isPart(product.title, part)});
  if (entities.locking) filters.push({name: 'locking', keep: (product) => hasTag(product, 'blocable')});
  if (entities.traction) filters.push({name: 'traction', keep: (product) => hasTag(product, 'traction')});
  // Locking and traction springs do another job: only when asked, or made for the use named.
  filters.push({
    name: 'function',
    keep: (product) =>
      (entities.locking || !hasTag(product, 'blocable')) && (entities.traction || !hasTag(product, 'traction')) ||
      subjectHits(product, entities) > 0,
  });
  return filters;
}

/** Applies each filter unless it would leave nothing. */
function applyFilters(products: CandidateProduct[], entities: ChatEntities): {kept: CandidateProduct[]; relaxed: RelaxedFilter[]} {
  let kept = products;
  const relaxed: RelaxedFilter[] = [];
  for (const filter of filtersFor(entities)) {
    const next = kept.filter(filter.keep);
    if (next.length > 0) kept = next;
    else if (products.length > 0 && filter.name !== 'function' && filter.name !== 'size') relaxed.push(filter.name);
  }
  return {kept, relaxed};
}

const FITTING_WORDS: Record<Fitting, string> = {oeillet: 'oeillet', rotule: 'rotule', chape: 'chape'};

/** Sizes to compare with: the buyer's, or those of the product they named (see below). */
interface SizeTargets {
  forceN?: number;
  strokeMm?: number;
  extendedLengthMm?: number;
  lengthMm?: number;
  bodyDiameterMm?: number;
}

/** How far the variant is from the force and sizes wanted (0 = exact). */
function distance(variant: CandidateVariant, targets: SizeTargets): number {
  const gap = (value: number | undefined, target: number | undefined) =>
    target === undefined ? 0 : value === undefined || value <= 0 ? 2 : Math.abs(Math.log(value / target));
  return (
    gap(variant.specs.forceN, targets.forceN) +
    gap(variant.specs.strokeMm, targets.strokeMm) +
    gap(variant.specs.extendedLengthMm, targets.extendedLengthMm) +
    Math.min(gap(variant.specs.extendedLengthMm, targets.lengthMm), gap(variant.specs.strokeMm, targets.lengthMm)) +
    gap(variant.specs.bodyDiameterMm, targets.bodyDiameterMm)
  );
}

/**
 * The product made for the use the buyer named is out of stock ('le vérin de plancha'):
 * without sizes from the buyer, its own sizes say what an equivalent must measure.
 */
function referenceOf(products: readonly CandidateProduct[], entities: ChatEntities): CandidateProduct | null {
  if (hasSize(entities)) return null;
  return products.find((product) => !product.availableForSale && subjectHits(product, entities) > 0) ?? null;
}

/** Like the out-of-stock product made for the use: its material and, within 10 %, its sizes. */
function likeReference(product: CandidateProduct, reference: CandidateProduct | null): number {
  if (!reference || product.id === reference.id) return 0;
  const specs = reference.variants[0]?.specs ?? reference.specs;
  const stainless = (candidate: CandidateProduct) => materialText(candidate).includes('inox');
  const close = (value: number | undefined, target: number | undefined) =>
    target === undefined || (value !== undefined && Math.abs(value - target) <= target * 0.1);
  const sized = product.variants.some((variant) => close(variant.specs.strokeMm, specs.strokeMm) && close(variant.specs.extendedLengthMm, specs.extendedLengthMm));
  return (stainless(product) === stainless(reference) ? 2 : 0) + (sized ? 2 : 0);
}

function referenceTargets(products: readonly CandidateProduct[], entities: ChatEntities): SizeTargets {
  const reference = referenceOf(products, entities);
  if (!reference) return entities;
  const specs = reference.variants[0]?.specs ?? reference.specs;
  return {
    forceN: entities.forceN,
    strokeMm: specs.strokeMm,
    extendedLengthMm: specs.extendedLengthMm,
    bodyDiameterMm: specs.bodyDiameterMm,
  };
}

/** Stems of the buyer's other words found at the start of the title's words. */
function keywordHits(product: CandidateProduct, entities: ChatEntities): number {
  if (entities.keywords.length === 0) return 0;
  const words = normalizeText(product.title).split(/[^a-z0-9\u00c0-\u024f-]+/);
  return entities.keywords.filter((stem) => words.some((word) => word.startsWith(stem))).length;
}

/** Uses named by the buyer that the product's title, handle or tags are made for. */
function subjectHits(product: CandidateProduct, entities: ChatEntities): number {
  const text = normalizeText(`${product.title} ${product.handle} ${product.tags.join(' ')}`);
  return entities.subjects.filter((subject) => subject.keywords.some((keyword) => text.includes(keyword))).length;
}

/** Tie-breaker: how well the product's words fit what the buyer wrote. */
/** A kit of fittings or seals (no force) is a spare part, a kit of springs is springs. */
function familyOf(product: CandidateProduct): ProductKind | null {
  const kind = productKind(product.productType);
  if (kind === 'kit' && !product.variants.some((variant) => variant.specs.forceN !== undefined)) return 'accessory';
  return kind;
}

function relevanceOf(product: CandidateProduct, fittingMatch: boolean, entities: ChatEntities): number {
  const kind = familyOf(product);
  const subjects = subjectHits(product, entities);
  let relevance = 3 * subjects + keywordHits(product, entities);
  // A spare part is what its title names first: « Rotule … », « Axe à boule … pour rotule ».
  if (wantsAccessory(entities) && entities.part && isPart(product.title, entities.part)) relevance += 3;
  if (fittingMatch) relevance += 2;
  const title = normalizeText(product.title);
  if (entities.fittings.some((fitting) => title.includes(FITTING_WORDS[fitting]))) relevance += 1;
  if (entities.kinds.length > 0 && kind !== null && entities.kinds.includes(kind)) relevance += 2;
  if (entities.kinds.length === 0 && kind === 'gas') relevance += 1;
  if (entities.kinds.includes('kit') && kind === 'kit') relevance += 2;
  // A single spring unless a kit, a pair or a mechanism is asked for.
  const pairAsked = entities.kinds.includes('kit') || (entities.quantity ?? 0) === 2;
  if (kind === 'kit' && !pairAsked && !wantsAccessory(entities)) relevance -= 1;
  if (kind === 'lifting-support' && !entities.kinds.includes('lifting-support')) relevance -= 2;
  // A spare part asked: a kit of springs is not one.
  if (kind === 'kit' && wantsAccessory(entities) && product.variants.some((variant) => variant.specs.forceN !== undefined)) relevance -= 3;
  const material = materialText(product);
  const stainless = material.includes('inox');
  if (entities.material === 'inox-304' && material.includes('304')) relevance += 1;
  if (entities.material === 'inox-316' && material.includes('316')) relevance += 1;
  // Salt water and food call for stainless even when the buyer does not say so.
  const corrosive = entities.applications.some((a) => a === 'marine' || a === 'agroalimentaire');
  if (!entities.material && corrosive && stainless) relevance += 2;
  if (!entities.material && !corrosive && stainless) relevance -= 1;
  if (entities.material === 'acier' && stainless) relevance -= 3;
  // Locking and traction springs do another job, unless made for the use named.
  if (!entities.locking && hasTag(product, 'blocable') && subjects === 0) relevance -= 3;
  if (!entities.traction && hasTag(product, 'traction') && subjects === 0) relevance -= 3;
  // An adjustable-force spring costs more for a setting nobody asked for.
  if (hasTag(product, 'reglable') && subjects === 0) relevance -= 2;
  return relevance;
}

interface VariantChoice {
  variant: CandidateVariant;
  match: MatchResult;
  score: number;
  fittingMatch: boolean;
  allowed: boolean;
  missed: Criterion[];
  inexact: Criterion[];
  distance: number;
  price: number;
}

/** « le plus costaud » first the strongest, « le plus court » the shortest; 0 without a superlative. */
function bySuperlative(a: CandidateVariant, b: CandidateVariant, superlative?: Superlative): number {
  if (!superlative) return 0;
  const value = (variant: CandidateVariant) =>
    superlative.by === 'force' ? variant.specs.forceN : (variant.specs.extendedLengthMm ?? variant.specs.strokeMm);
  const [x, y] = [value(a), value(b)];
  if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
  return superlative.most ? y - x : x - y;
}

/**
 * Negative when `a` is the better variant: the fit decides (what it misses, then what it
 * meets only nearly), availability only orders variants that fit alike (through the score).
 */
/** 1 when a price (TTC) is over the buyer's budget, HT or TTC as they gave it. */
function overBudget(priceTtc: number, budget: Budget | undefined): number {
  if (!budget) return 0;
  return (budget.ht ? htFromTtc(priceTtc) : priceTtc) > budget.perUnit + 0.005 ? 1 : 0;
}

function compareVariants(a: VariantChoice, b: VariantChoice, cheapest: boolean, superlative?: Superlative, budget?: Budget): number {
  return (
    Number(b.allowed) - Number(a.allowed) ||
    a.missed.length - b.missed.length ||
    bySuperlative(a.variant, b.variant, superlative) ||
    (cheapest ? 0 : a.inexact.length - b.inexact.length) ||
    overBudget(a.price, budget) - overBudget(b.price, budget) ||
    // The fitting asked (an M6 chape does not fit an M14 rod), then the score.
    Number(b.fittingMatch) - Number(a.fittingMatch) ||
    b.score - a.score ||
    (cheapest ? a.price - b.price || a.distance - b.distance : a.distance - b.distance || a.price - b.price)
  );
}

function bestVariant(product: CandidateProduct, entities: ChatEntities, targets: SizeTargets): VariantChoice | null {
  let best: VariantChoice | null = null;
  for (const variant of product.variants) {
    const match = matchVariant(product, variant, entities);
    const candidate: VariantChoice = {
      variant,
      match,
      score: scoreMatch(match, entities.urgent),
      fittingMatch: fittingMatches(product, variant, entities),
      allowed: variantAllowed(product, variant, entities),
      missed: missedCriteria(match, entities),
      inexact: inexactCriteria(match, entities),
      distance: distance(variant, targets),
      price: Number(variant.price),
    };
    if (!best || compareVariants(candidate, best, entities.cheapest, entities.superlative, entities.budget) < 0) best = candidate;
  }
  return best;
}

export function rankProducts(products: readonly CandidateProduct[], asked: ChatEntities): Ranking {
  // A spare part is chosen by its fitting and thread: the spring's sizes do not score it.
  const entities: ChatEntities = wantsAccessory(asked)
    ? {...asked, strokeMm: undefined, extendedLengthMm: undefined, lengthMm: undefined, bodyDiameterMm: undefined, rodDiameterMm: undefined}
    : asked;
  const unique = [...new Map(products.map((product) => [product.id, product])).values()];
  const {kept, relaxed} = applyFilters(unique, entities);
  const targets = referenceTargets(kept, entities);
  const reference = referenceOf(kept, entities);
  const rows = kept.flatMap((product, order) => {
    const best = bestVariant(product, entities, targets);
    if (!best) return [];
    return [
      {
        product,
        variant: best.variant,
        match: best.match,
        score: best.score,
        relevance: relevanceOf(product, best.fittingMatch, entities) + likeReference(product, reference),
        confidence: best.allowed
          ? confidenceFor(best.match, entities, productKind(product.productType) !== 'accessory' && !wantsAccessory(entities))
          : CONFIDENCE_MISS_CEILING,
        fittingMatch: best.fittingMatch,
        missed: best.allowed || best.missed.includes('size') ? best.missed : [...best.missed, 'size' as const],
        inexact: best.inexact,
        distance: best.distance,
        price: best.price,
        order,
      },
    ];
  });
  // The fit first (what is missed, then what is only near), then SPEC.md's score (stock
  // included) among equal fits. 'Le moins cher' takes any force and size within the score's
  // ranges, and among equally good fits the price decides before the words.
  rows.sort(
    (a, b) =>
      a.missed.length - b.missed.length ||
      (entities.cheapest ? 0 : a.inexact.length - b.inexact.length) ||
      // A budget: among equal fits, those within it first (a spring that fits is never dropped for a price).
      overBudget(a.price, entities.budget) - overBudget(b.price, entities.budget) ||
      bySuperlative(a.variant, b.variant, entities.superlative) ||
      b.score - a.score ||
      (entities.cheapest ? a.price - b.price : 0) ||
      b.relevance - a.relevance ||
      a.distance - b.distance ||
      a.price - b.price ||
      a.order - b.order,
  );
  return {
    ranked: rows.map(({product, variant, match, score, relevance, confidence, fittingMatch, missed, inexact, distance}) => ({
      product,
      variant,
      match,
      score,
      relevance,
      confidence,
      fittingMatch,
      missed,
      inexact,
      distance,
    })),
    relaxed,
  };
}

/** True when some candidate reaches the force asked (within SPEC.md's 0.8-1.2 ×). */
export function someForceFits(ranking: Ranking, forceN: number | undefined): boolean {
  if (forceN === undefined) return true;
  return ranking.ranked.some(
    (row) => row.variant.specs.forceN !== undefined && row.variant.specs.forceN >= forceN * FORCE_RANGE.min && row.variant.specs.forceN <= forceN * FORCE_RANGE.max,
  );
}
