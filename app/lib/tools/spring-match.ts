// Gas springs of the catalogue, as the two engineering tools see them: one candidate per
// variant with its technical specs (metafields of namespace 'specs', the variant's
// values overriding the product's), and the rankings of 'Trouver' (configurator) and of
// the force calculator's suggestions.

import type {ConfiguratorSelection} from './configurator.ts';
import {formatNumber} from '../money.ts';
import {metafieldList, parseDimensionMm} from '../spec-metafields.ts';
import {
  DEFAULT_PROGRESSION,
  type GasSpring,
  type SpringEvaluation,
} from './force/calculator.ts';

export type SpringKind = 'compression' | 'traction' | 'blocable';

export interface SpringCandidate extends GasSpring {
  handle: string;
  title: string;
  variantTitle: string;
  /** The variant's id (gid://shopify/ProductVariant/…), for the cart. */
  variantId: string;
  /** Option values that select this variant on the product page ('Force' → '100 N'). */
  options: {name: string; value: string}[];
  rodDiameterMm: number | null;
  bodyDiameterMm: number | null;
  /** '22/10': body / rod Ø as printed on the tube. */
  size: string | null;
  fitting: string | null;
  /** Generic kind of each end: 'Œillet', 'Rotule', 'Chape', 'Filetage'… */
  fittingRod: string | null;
  fittingBody: string | null;
  /** Thread the end fittings screw on ('M8'). */
  thread: string | null;
  /** Ball of the ball studs its ball sockets clip on, mm (ball-socket springs). */
  ballDiameterMm?: number | null;
  /** Ids of the end fittings and brackets that fit (specs.accessories). */
  accessoryIds: string[];
  stainless: boolean;
  kind: SpringKind;
  /** TTC */
  price: number;
  available: boolean;
}

/** An end fitting or bracket, one entry per variant (thread or pin). */
export interface AccessoryVariant {
  productId: string;
  handle: string;
  title: string;
  variantId: string;
  variantTitle: string;
  options: {name: string; value: string}[];
  /** 'Embout', 'Axe à boule', 'Ferrure' */
  kind: string;
  /** 'Rotule pour axe à boule Ø 10 mm avec clip', 'Axe à boule Ø 13 mm'… */
  fitting: string;
  /** Sizes and threads it fits: ['18/8', '22/10', 'M8'] */
  fits: string[];
  /** The thread of this variant when it has one ('M8') */
  thread: string | null;
  stainless: boolean;
  price: number;
  available: boolean;
}

type Metafield = {key: string; value: string} | null | undefined;

/** What the catalogue query returns, structurally (keeps this module free of generated types). */
export interface CatalogueProduct {
  handle: string;
  title: string;
  tags: string[];
  metafields: Metafield[];
  variants: {
    nodes: {
      id: string;
      title: string;
      availableForSale: boolean;
      price: {amount: string};
      selectedOptions: {name: string; value: string}[];
      metafields: Metafield[];
    }[];
  };
}

function specValues(...lists: Metafield[][]): Map<string, string> {
  const values = new Map<string, string>();
  for (const list of lists) for (const field of list) if (field?.value) values.set(field.key, field.value);
  return values;
}

function positive(values: Map<string, string>, key: string): number | null {
  const n = Number(values.get(key));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The generic kind of one end from its datasheet wording ('Rotule M8 pour axe à boule Ø 13 mm' → 'Rotule'). */
export function endFittingType(text: string | undefined | null): string | null {
  if (!text) return null;
  const t = text.toLowerCase();
  if (/plastique|clipser/.test(t)) return 'Embout plastique';
  if (/poussoir/.test(t)) return 'Tige filetée à poussoir';
  if (/œillet|oeillet/.test(t)) return 'Œillet';
  if (/rotule|boule/.test(t)) return 'Rotule';
  if (/chape/.test(t)) return 'Chape';
  if (/filet|^m\d/.test(t)) return 'Filetage';
  return null;
}

/** One candidate per variant that carries a force, a stroke and a length. */
export function candidatesFromProducts(products: readonly CatalogueProduct[]): SpringCandidate[] {
  const candidates: SpringCandidate[] = [];
  for (const product of products) {
    const kindText = (product.metafields.find((field) => field?.key === 'kind')?.value ?? '').toLowerCase();
    const kind: SpringKind = product.tags.includes('traction') || kindText.includes('traction')
      ? 'traction'
      : product.tags.includes('blocable') || kindText.includes('blocable')
        ? 'blocable'
        : 'compression';
    for (const variant of product.variants.nodes) {
      const values = specValues(product.metafields, variant.metafields);
      const forceN = positive(values, 'force_n');
      const strokeMm = positive(values, 'stroke_mm');
      const extendedLengthMm = positive(values, 'extended_length_mm');
      if (forceN === null || strokeMm === null || extendedLengthMm === null) continue;
      const both = values.get('fitting_type') ?? endFittingType(values.get('fitting'));
      candidates.push({
        handle: product.handle,
        title: product.title,
        variantTitle: variant.title,
        variantId: variant.id,
        options: variant.selectedOptions.filter((option) => option.name !== 'Title'),
        forceN,
        // The catalogue's own value; springs without one get the usual 1.3.
        progression: positive(values, 'progression') ?? DEFAULT_PROGRESSION,
        strokeMm,
        extendedLengthMm,
        rodDiameterMm: positive(values, 'rod_diameter_mm'),
        bodyDiameterMm: positive(values, 'body_diameter_mm'),
        size: values.get('size') ?? null,
        fitting: values.get('fitting') ?? null,
        fittingRod: endFittingType(values.get('fitting_rod')) ?? both ?? null,
        fittingBody: endFittingType(values.get('fitting_body')) ?? both ?? null,
        thread: values.get('thread_rod') ?? values.get('thread') ?? null,
        ballDiameterMm: parseDimensionMm(values.get('ball_diameter') ?? ''),
        accessoryIds: metafieldList(values.get('accessories') ?? ''),
        stainless: product.tags.includes('inox'),
        kind,
        price: Number(variant.price.amount),
        available: variant.availableForSale,
      });
    }
  }
  return candidates;
}

/** The product page with this variant selected. */
export function candidateUrl(candidate: Pick<SpringCandidate, 'handle' | 'options'>): string {
  const params = new URLSearchParams();
  for (const option of candidate.options) params.set(option.name, option.value);
  const query = params.toString();
  return `/products/${candidate.handle}${query ? `?${query}` : ''}`;
}

/** 'Course 150 mm, force 100 N': the variant's options, '' for a single-variant product. */
export function variantDescription(candidate: Pick<SpringCandidate, 'options'>): string {
  const text = candidate.options.map((option) => `${option.name.toLowerCase()} ${option.value}`).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '100 N', '1 200 N' */
const newtons = (n: number) => `${formatNumber(Math.round(n))} N`;
const mm = (n: number) => `${formatNumber(Math.round(n * 10) / 10)} mm`;
/** '+20 N', '−9 mm' (typographic minus) */
function signed(diff: number, unit: string): string {
  const rounded = Math.round(diff * 10) / 10;
  return `${rounded > 0 ? '+' : '\u2212'}${formatNumber(Math.abs(rounded))} ${unit}`;
}

/** 'Force 50 N (+20 N)' or 'Course 20 mm : identique' */
function compare(label: string, value: number, target: number, unit: 'N' | 'mm'): string {
  const shown = unit === 'N' ? newtons(value) : mm(value);
  if (Math.abs(value - target) < 0.05) return `${label} ${shown} : identique`;
  return `${label} ${shown} (${signed(value - target, unit)})`;
}

// ------------------------------------------------------------------ configurator 'Trouver'

export interface ConfiguratorMatch {
  candidate: SpringCandidate;
  /** 0 for an exact match; grows with the differences. */
  score: number;
  exact: boolean;
  /** Why it matches, in French, one line per criterion. */
  reasons: string[];
}

/** Weights of the relative differences: force matters most, then stroke and length. */
const WEIGHTS = {force: 3, stroke: 2, length: 2, diameter: 1};
const STEEL_WANTED_STAINLESS_PENALTY = 0.1;
const THREADED_FITTING_PENALTY = 0.1;
const OTHER_FITTING_PENALTY = 0.2;

function hasClevis(fitting: string | null): boolean {
  return fitting !== null && /chape/i.test(fitting);
}

function isThreaded(candidate: SpringCandidate): boolean {
  return candidate.fitting !== null && /(M\d|filet)/i.test(candidate.fitting);
}

function configuratorScore(selection: ConfiguratorSelection, candidate: SpringCandidate): ConfiguratorMatch {
  const rel = (value: number, target: number) => Math.abs(value - target) / target;
  let score =
    WEIGHTS.force * rel(candidate.forceN, selection.force) +
    WEIGHTS.stroke * rel(candidate.strokeMm, selection.course) +
    WEIGHTS.length * rel(candidate.extendedLengthMm, selection.longueur) +
    (candidate.rodDiameterMm === null ? WEIGHTS.diameter : WEIGHTS.diameter * rel(candidate.rodDiameterMm, selection.diametre));
  const reasons = [
    compare('Force', candidate.forceN, selection.force, 'N'),
    compare('Course', candidate.strokeMm, selection.course, 'mm'),
    compare('Longueur', candidate.extendedLengthMm, selection.longueur, 'mm'),
  ];
  if (candidate.rodDiameterMm !== null) reasons.push(compare('Tige Ø', candidate.rodDiameterMm, selection.diametre, 'mm'));
  if (selection.type === 'stainless') reasons.push('Inox, comme demandé');
  else if (candidate.stainless) {
    score += STEEL_WANTED_STAINLESS_PENALTY;
    reasons.push('Inox (plus résistant à la corrosion que l’acier demandé)');
  }
  let fittingOk = hasClevis(candidate.fitting);
  if (fittingOk) {
    reasons.push(`Embout : ${candidate.fitting}`);
  } else if (selection.chape === 'threaded' && isThreaded(candidate)) {
    score += THREADED_FITTING_PENALTY;
    reasons.push(`Embout : ${candidate.fitting} (se combine avec une chape filetée vendue en accessoire)`);
  } else {
    score += OTHER_FITTING_PENALTY;
    fittingOk = false;
    reasons.push(`Embout différent : ${candidate.fitting ?? 'non précisé'}`);
  }
  const exact =
    candidate.forceN === selection.force &&
    candidate.strokeMm === selection.course &&
    candidate.extendedLengthMm === selection.longueur &&
    candidate.rodDiameterMm === selection.diametre &&
    fittingOk;
  return {candidate, score, exact, reasons};
}

/**
 * Catalogue springs closest to the configuration, best first, one variant per product.
 * Stainless configurations only get stainless springs; traction and locking springs
 * are left out (the configurator makes compression springs).
 */
export function findForConfiguration(
  selection: ConfiguratorSelection,
  candidates: readonly SpringCandidate[],
  limit = 6,
): ConfiguratorMatch[] {
  const best = new Map<string, ConfiguratorMatch>();
  for (const candidate of candidates) {
    if (candidate.kind !== 'compression') continue;
    if (selection.type === 'stainless' && !candidate.stainless) continue;
    const match = configuratorScore(selection, candidate);
    const current = best.get(candidate.handle);
    if (!current || match.score < current.score) best.set(candidate.handle, match);
  }
  return [...best.values()].sort((a, b) => a.score - b.score || a.candidate.price - b.candidate.price).slice(0, limit);
}

// ------------------------------------------------------------------ force calculator

export interface LidSuggestion {
  candidate: SpringCandidate;
  evaluation: SpringEvaluation;
  reasons: string[];
  /** Force well above what the lid needs: it will be hard to close. */
  oversized: boolean;
}

/** F1 more than this times the smallest suitable force is flagged as oversized. */
export const OVERSIZE_FACTOR = 1.5;

export function lidReasons(
  candidate: SpringCandidate,
  evaluation: SpringEvaluation,
  lengthNeeded: number,
  strokeNeeded: number,
  closedLength: number,
  needsLatch = false,
): string[] {
  const reasons: string[] = [];
  const verdict = needsLatch && evaluation.verdict === 'opens-by-itself' ? 'latched' : evaluation.verdict;
  switch (verdict) {
    case 'latched':
      reasons.push(`Force ${newtons(candidate.forceN)} : tient le couvercle ouvert ; fermé, il faut un loqueteau`);
      break;
    case 'balanced':
      reasons.push(`Force ${newtons(candidate.forceN)} : tient le couvercle ouvert et le laisse fermé`);
      break;
    case 'opens-by-itself':
      reasons.push(`Force ${newtons(candidate.forceN)} : trop forte, le couvercle s’ouvrirait seul`);
      break;
    case 'too-weak':
      reasons.push(`Force ${newtons(candidate.forceN)} : trop faible pour tenir le couvercle ouvert`);
      break;
    case 'too-short':
      reasons.push(`Force ${newtons(candidate.forceN)} : sans objet, le vérin est trop court pour ces fixations`);
      break;
    default:
      reasons.push(`Force ${newtons(candidate.forceN)} : ne convient pas à cette géométrie`);
  }
  const lengthText = `Longueur ${mm(candidate.extendedLengthMm)} pour ${mm(lengthNeeded)} nécessaires`;
  if (evaluation.lengthFits) reasons.push(`${lengthText} : convient`);
  else if (candidate.extendedLengthMm < lengthNeeded) {
    reasons.push(`${lengthText} : trop court, le couvercle s’arrête à ${formatNumber(Math.round(evaluation.reachDeg))}°`);
  } else reasons.push(`${lengthText} : trop long`);
  const strokeText = `Course ${mm(candidate.strokeMm)} pour ${mm(strokeNeeded)} nécessaires`;
  if (!evaluation.strokeFits) {
    reasons.push(`${strokeText} : comprimé, le vérin mesure ${mm(evaluation.compressedLengthMm)}, il faut au plus ${mm(closedLength)} pour fermer`);
  } else if (candidate.strokeMm < strokeNeeded - 1) {
    reasons.push(`${strokeText} : trop courte pour toute l’ouverture`);
  } else reasons.push(`${strokeText} : convient`);
  return reasons;
}
