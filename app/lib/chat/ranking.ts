// Ranks retrieved products for a request: explicit requirements first filter (a buyer who
// says 'inox' or 'hydraulique' gets nothing else, unless nothing fits), then SPEC.md's
// score orders them; ties, frequent with a score this coarse, go to the product that
// fits the request's words best (use, end fitting, family), then the closest force and
// size, then the lower price, then the order the catalogue search returned.

import {FORCE_RANGE} from './constants.ts';
import {hasSize, type ChatEntities, type Fitting, type ProductKind} from './entities.ts';
import {confidenceFor, matchVariant, scoreMatch, type MatchResult} from './scoring.ts';
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
}

export type RelaxedFilter = 'kind' | 'material' | 'fitting' | 'locking' | 'traction' | 'function';

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

function hasTag(product: CandidateProduct, tag: string): boolean {
  return product.tags.some((t) => t.trim().toLowerCase() === tag);
}

function materialText(product: CandidateProduct): string {
  return normalizeText(`${product.specs.material ?? ''} ${product.tags.join(' ')} ${product.title}`);
}

/** The buyer wants a spare part: an end fitting named without any cylinder around it. */
export function wantsAccessory(entities: ChatEntities): boolean {
  if (entities.kinds.includes('accessory')) return true;
  return (
    entities.kinds.length === 0 &&
    (!entities.mentionsCylinder || entities.fittingFirst) &&
    entities.fittings.length > 0 &&
    entities.forceN === undefined &&
    !hasSize(entities)
  );
}

/** Families acceptable for the request; null when any family would do. */
function acceptedKinds(entities: ChatEntities): Set<ProductKind | null> | null {
  if (wantsAccessory(entities)) return new Set<ProductKind | null>(['accessory', 'kit']);
  if (entities.kinds.length === 0) {
    // A cylinder, whatever its family: not a spare part.
    return new Set<ProductKind | null>(['gas', 'hydraulic', 'pneumatic', 'damper', 'lifting-support', 'kit', null]);
  }
  const kinds = new Set<ProductKind | null>(entities.kinds);
  // Kits and lifting supports are gas springs sold with their mounting.
  if (kinds.has('gas')) {
    kinds.add('kit');
    kinds.add('lifting-support');
  }
  return kinds;
}

type Filter = {name: RelaxedFilter; keep: (product: CandidateProduct) => boolean};

function filtersFor(entities: ChatEntities): Filter[] {
  const filters: Filter[] = [];
  const kinds = acceptedKinds(entities);
  if (kinds) filters.push({name: 'kind', keep: (product) => kinds.has(productKind(product.productType))});
  if (entities.material) {
    const material = entities.material;
    filters.push({
      name: 'material',
      keep: (product) => {
        const text = materialText(product);
        if (material === 'aluminium') return text.includes('alumin');
        if (!text.includes('inox')) return false;
        return material !== 'inox-316' || text.includes('316');
      },
    });
  }
  // A spare part is its end fitting and thread. On a cylinder they weigh in the ranking
  // only: a spring that fits in force and size takes other ends by swapping them.
  if (wantsAccessory(entities) && (entities.fittings.length > 0 || entities.thread)) {
    filters.push({
      name: 'fitting',
      keep: (product) => product.variants.some((variant) => fittingMatches(product, variant, entities)),
    });
  }
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
    else if (products.length > 0 && filter.name !== 'function') relaxed.push(filter.name);
  }
  return {kept, relaxed};
}

const FITTING_WORDS: Record<Fitting, string> = {oeillet: 'oeillet', rotule: 'rotule', chape: 'chape'};

const ANY_THREAD = /(?<![a-z\u00c0-\u024f\d])m\d{1,2}(?!\d)/;

/** 'M8' in 'rotule m8' or 'm8x1,25', not in 'm80'. */
function hasThread(text: string, thread: string): boolean {
  const wanted = thread.toLowerCase();
  for (const match of text.matchAll(/(?<![a-z\u00c0-\u024f\d])m\d{1,2}(?!\d)/g)) if (match[0] === wanted) return true;
  return false;
}

function fittingMatches(product: CandidateProduct, variant: CandidateVariant, entities: ChatEntities): boolean {
  if (entities.fittings.length === 0 && !entities.thread) return false;
  const variantText = normalizeText(`${variant.specs.fitting ?? ''} ${variant.specs.thread ?? ''} ${variant.title}`);
  const productText = normalizeText(`${product.title} ${product.tags.join(' ')}`);
  // A product offering several fittings is chosen through the variant that has the one asked.
  const variantNamesFitting = Object.values(FITTING_WORDS).some((word) => variantText.includes(word));
  const text = variantNamesFitting ? variantText : `${variantText} ${productText}`;
  const fittingOk = entities.fittings.length === 0 || entities.fittings.some((fitting) => text.includes(FITTING_WORDS[fitting]));
  // 'M8' is checked on the variant when variants differ by thread ('M6', 'M8', 'M10').
  const threadText = ANY_THREAD.test(normalizeText(`${variant.title} ${variant.specs.thread ?? ''}`)) ? variantText : `${text} ${productText}`;
  const threadOk = !entities.thread || hasThread(threadText, entities.thread);
  return fittingOk && threadOk;
}

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
function referenceTargets(products: readonly CandidateProduct[], entities: ChatEntities): SizeTargets {
  if (hasSize(entities)) return entities;
  const reference = products.find((product) => !product.availableForSale && subjectHits(product, entities) > 0);
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
function relevanceOf(product: CandidateProduct, fittingMatch: boolean, entities: ChatEntities): number {
  const kind = productKind(product.productType);
  const subjects = subjectHits(product, entities);
  let relevance = 3 * subjects + keywordHits(product, entities);
  if (fittingMatch) relevance += 2;
  const title = normalizeText(product.title);
  if (entities.fittings.some((fitting) => title.includes(FITTING_WORDS[fitting]))) relevance += 1;
  if (entities.kinds.length > 0 && kind !== null && entities.kinds.includes(kind)) relevance += 2;
  if (entities.kinds.length === 0 && kind === 'gas') relevance += 1;
  if (entities.kinds.includes('kit') && kind === 'kit') relevance += 2;
  const material = materialText(product);
  const stainless = material.includes('inox');
  if (entities.material === 'inox-304' && material.includes('304')) relevance += 1;
  if (entities.material === 'inox-316' && material.includes('316')) relevance += 1;
  // Salt water and food call for stainless even when the buyer does not say so.
  const corrosive = entities.applications.some((a) => a === 'marine' || a === 'agroalimentaire');
  if (!entities.material && corrosive && stainless) relevance += 2;
  if (!entities.material && !corrosive && stainless) relevance -= 1;
  // Locking and traction springs do another job, unless made for the use named.
  if (!entities.locking && hasTag(product, 'blocable') && subjects === 0) relevance -= 3;
  if (!entities.traction && hasTag(product, 'traction') && subjects === 0) relevance -= 3;
  return relevance;
}

function bestVariant(product: CandidateProduct, entities: ChatEntities, targets: SizeTargets) {
  let best: {variant: CandidateVariant; match: MatchResult; score: number; fittingMatch: boolean; distance: number} | null = null;
  for (const variant of product.variants) {
    const match = matchVariant(product, variant, entities);
    const candidate = {
      variant,
      match,
      score: scoreMatch(match, entities.urgent),
      fittingMatch: fittingMatches(product, variant, entities),
      distance: distance(variant, targets),
    };
    // The fitting asked first (an M6 chape does not fit an M14 rod), then the score.
    if (
      !best ||
      Number(candidate.fittingMatch) > Number(best.fittingMatch) ||
      (candidate.fittingMatch === best.fittingMatch &&
        (candidate.score > best.score || (candidate.score === best.score && candidate.distance < best.distance)))
    ) {
      best = candidate;
    }
  }
  return best;
}

export function rankProducts(products: readonly CandidateProduct[], entities: ChatEntities): Ranking {
  const unique = [...new Map(products.map((product) => [product.id, product])).values()];
  const {kept, relaxed} = applyFilters(unique, entities);
  const targets = referenceTargets(kept, entities);
  const rows = kept.flatMap((product, order) => {
    const best = bestVariant(product, entities, targets);
    if (!best) return [];
    return [
      {
        product,
        variant: best.variant,
        match: best.match,
        score: best.score,
        relevance: relevanceOf(product, best.fittingMatch, entities),
        confidence: confidenceFor(best.match, entities),
        fittingMatch: best.fittingMatch,
        distance: best.distance,
        price: Number(best.variant.price),
        order,
      },
    ];
  });
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.relevance - a.relevance ||
      a.distance - b.distance ||
      a.price - b.price ||
      a.order - b.order,
  );
  return {
    ranked: rows.map(({product, variant, match, score, relevance, confidence, fittingMatch}) => ({
      product,
      variant,
      match,
      score,
      relevance,
      confidence,
      fittingMatch,
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
