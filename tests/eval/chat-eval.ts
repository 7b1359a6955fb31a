// The chat evaluation: buyers' questions with what a specialist's answer must show,
// judged on attributes only (family, force, lengths, fittings, material, what the message
// says, handover, language, links), never on product ids, so that the catalogue can grow.
// A quarter of the questions is held out by a fixed rule (a hash of the question): the
// expert is tuned on the rest and both scores are reported.

import {answerChat, type AssistantDeps} from '../../app/lib/chat/assistant.ts';
import type {ChatHistoryItem, ChatReply, ChatRequest, CandidateProduct, CandidateVariant, ProductRetrieval} from '../../app/lib/chat/types.ts';

export type EvalKind =
  | 'usage'
  | 'force-per-spring'
  | 'not-a-dimension'
  | 'negation'
  | 'trade-words'
  | 'typos'
  | 'accessories'
  | 'nothing-fits'
  | 'confidence'
  | 'information'
  | 'handover'
  | 'language'
  | 'off-topic'
  | 'injection'
  | 'other-makes';

export const EVAL_KINDS: readonly EvalKind[] = [
  'usage',
  'force-per-spring',
  'not-a-dimension',
  'negation',
  'trade-words',
  'typos',
  'accessories',
  'nothing-fits',
  'confidence',
  'information',
  'handover',
  'language',
  'off-topic',
  'injection',
  'other-makes',
];

/** The family of a product, as a buyer names it. */
export type Category = 'gas' | 'kit' | 'hydraulic' | 'pneumatic' | 'damper' | 'lifting-support' | 'accessory';
/** What a spring does beyond pushing. */
export type Feature = 'blocable' | 'traction' | 'reglable' | 'protection' | 'freinee';
/** What a spare part is. */
export type Part = 'rotule' | 'chape' | 'oeillet' | 'axe-boule' | 'ferrure' | 'adaptateur' | 'soufflet' | 'outil' | 'joints' | 'raccords';
export type Material = 'inox' | 'inox-316' | 'inox-304' | 'acier';
export type Fitting = 'oeillet' | 'rotule' | 'chape';
/** Inclusive bounds. */
export type Range = readonly [number, number];

/** Attributes a recommended product (its recommended variant) must have. */
export interface ProductExpectation {
  category?: Category | readonly Category[];
  /** Any of these parts. */
  part?: Part | readonly Part[];
  features?: readonly Feature[];
  without?: readonly Feature[];
  forceN?: Range;
  strokeMm?: Range;
  extendedLengthMm?: Range;
  fitting?: Fitting;
  material?: Material;
}

export interface LinkExpectation {
  /** The path, without query or fragment: '/verin-sur-mesure'. */
  path: string;
  /** Query parameters the link carries (a string is compared after trimming). */
  params?: Record<string, string | RegExp>;
}

export interface Expectation {
  /** true: at least one product; false: none. */
  products?: boolean;
  /** The first recommendation. */
  top?: ProductExpectation;
  /** No product of the reply may match all of these. */
  none?: ProductExpectation;
  /** The first recommendation is the cheapest catalogue variant meeting `top`. */
  cheapest?: boolean;
  /** The first recommendation's confidence. */
  confidence?: Range;
  /**
   * Honest stars: the first recommendation shows 'Excellent choix' (confidence ≥ 0.9)
   * exactly when it meets this.
   */
  honest?: ProductExpectation;
  /** Said in the message (compared without accents or case; a RegExp on that text). */
  mention?: readonly (string | RegExp)[];
  /** Not said in the message. */
  avoid?: readonly (string | RegExp)[];
  handover?: boolean;
  language?: 'fr' | 'en';
  link?: LinkExpectation;
}

export interface EvalCase {
  /** Who asks: a label for the report. */
  who: string;
  q: string;
  kind: EvalKind;
  expect: Expectation;
  history?: readonly ChatHistoryItem[];
  /** Fixed by `splitOf(q)`; a unit test keeps them in step. */
  split: Split;
}

export type Split = 'tune' | 'held-out';

/** FNV-1a, 32 bits, of the question's UTF-8 bytes. */
export function questionHash(question: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(question.normalize('NFC').trim())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** One question in four is held out: the hash decides, so the split never drifts. */
export function splitOf(question: string): Split {
  return questionHash(question) % 4 === 0 ? 'held-out' : 'tune';
}

/** The team's floor: the share of right answers below which the evaluation fails. */
export const CHAT_EVAL_FLOOR = 0.9;

// ------------------------------------------------------------------ reading a product

function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/[’‘`]/g, "'")
    .replace(/[\u00A0\u202F]/g, ' ')
    .toLowerCase();
}

export function categoryOf(product: CandidateProduct): Category | null {
  const type = norm(product.productType);
  if (type.includes('gaz')) return 'gas';
  if (type.includes('hydraulique')) return 'hydraulic';
  if (type.includes('pneumatique')) return 'pneumatic';
  if (type.includes('amortisseur')) return 'damper';
  if (type.includes('support') || type.includes('compas')) return 'lifting-support';
  if (type.includes('kit')) {
    // A kit of springs is sold as springs; a kit of fittings or seals is a spare part.
    return product.variants.some((variant) => variant.specs.forceN !== undefined) ? 'kit' : 'accessory';
  }
  if (type.includes('accessoire') || type.includes('embout') || type.includes('ferrure') || type.includes('fixation')) return 'accessory';
  return null;
}

function productText(product: CandidateProduct, variant: CandidateVariant): string {
  return norm(`${product.title} ${product.handle} ${product.tags.join(' ')} ${variant.title} ${variant.specs.fitting ?? ''} ${variant.specs.material ?? ''}`);
}

export function featuresOf(product: CandidateProduct, variant: CandidateVariant): Feature[] {
  const text = productText(product, variant);
  const features: Feature[] = [];
  if (/\bblocable\b|\bbloquable\b/.test(text)) features.push('blocable');
  if (/\btraction\b/.test(text)) features.push('traction');
  if (/reglable en force|force reglable|force-reglable/.test(text)) features.push('reglable');
  if (/soufflet|tube de protection|tube-protection/.test(text) && categoryOf(product) !== 'accessory') features.push('protection');
  if (/freinee|fermeture douce/.test(text)) features.push('freinee');
  return features;
}

export function partsOf(product: CandidateProduct, variant: CandidateVariant): Part[] {
  const text = productText(product, variant);
  const parts: Part[] = [];
  const title = norm(`${product.title} ${product.handle}`);
  if (/rotule/.test(title)) parts.push('rotule');
  if (/chape/.test(title)) parts.push('chape');
  if (/oeillet/.test(title)) parts.push('oeillet');
  if (/axe a boule|axe-a-boule/.test(title)) parts.push('axe-boule');
  if (/ferrure|equerre|support|fixation|platine/.test(title)) parts.push('ferrure');
  if (/adaptateur/.test(title)) parts.push('adaptateur');
  if (/soufflet/.test(text)) parts.push('soufflet');
  if (/outil/.test(title)) parts.push('outil');
  if (/joint/.test(title)) parts.push('joints');
  if (/raccord/.test(title)) parts.push('raccords');
  return parts;
}

function materialOf(product: CandidateProduct, variant: CandidateVariant): string {
  return norm(`${variant.specs.material ?? product.specs.material ?? ''} ${product.title} ${product.tags.join(' ')}`);
}

function fittingOf(product: CandidateProduct, variant: CandidateVariant): string {
  const own = norm(`${variant.specs.fitting ?? ''} ${variant.title}`);
  return /rotule|chape|oeil|boule/.test(own) ? own : norm(`${own} ${product.title}`);
}

function inRange(value: number | undefined, range: Range | undefined): boolean {
  return range === undefined || (value !== undefined && value >= range[0] && value <= range[1]);
}

/** Which of the expectation's attributes the variant misses (empty: it meets them all). */
export function productMisses(product: CandidateProduct, variant: CandidateVariant, expected: ProductExpectation): string[] {
  const misses: string[] = [];
  const category = categoryOf(product);
  if (expected.category !== undefined) {
    const wanted = typeof expected.category === 'string' ? [expected.category] : expected.category;
    if (!category || !wanted.includes(category)) misses.push(`famille ${category ?? '?'} au lieu de ${wanted.join('|')}`);
  }
  if (expected.part !== undefined) {
    const wanted = typeof expected.part === 'string' ? [expected.part] : expected.part;
    const parts = partsOf(product, variant);
    if (category !== 'accessory' || !wanted.some((part) => parts.includes(part))) {
      misses.push(`pièce ${parts.join('+') || category || '?'} au lieu de ${wanted.join('|')}`);
    }
  }
  const features = featuresOf(product, variant);
  for (const feature of expected.features ?? []) if (!features.includes(feature)) misses.push(`pas ${feature}`);
  for (const feature of expected.without ?? []) if (features.includes(feature)) misses.push(`${feature} non voulu`);
  const specs = variant.specs;
  if (!inRange(specs.forceN, expected.forceN)) misses.push(`force ${specs.forceN ?? '?'} N hors ${expected.forceN?.join('–')}`);
  if (!inRange(specs.strokeMm, expected.strokeMm)) misses.push(`course ${specs.strokeMm ?? '?'} hors ${expected.strokeMm?.join('–')}`);
  if (!inRange(specs.extendedLengthMm, expected.extendedLengthMm)) {
    misses.push(`longueur ${specs.extendedLengthMm ?? '?'} hors ${expected.extendedLengthMm?.join('–')}`);
  }
  if (expected.fitting !== undefined) {
    const text = fittingOf(product, variant);
    const word = expected.fitting === 'oeillet' ? 'oeil' : expected.fitting;
    const ok = text.includes(word) || (expected.fitting === 'rotule' && /axe a boule|boule/.test(text));
    if (!ok) misses.push(`embout « ${variant.specs.fitting ?? '?'} » au lieu de ${expected.fitting}`);
  }
  if (expected.material !== undefined) {
    const text = materialOf(product, variant);
    const stainless = text.includes('inox');
    const ok =
      expected.material === 'acier'
        ? !stainless
        : expected.material === 'inox'
          ? stainless
          : expected.material === 'inox-316'
            ? stainless && text.includes('316')
            : stainless && text.includes('304');
    if (!ok) misses.push(`matière « ${variant.specs.material ?? product.specs.material ?? '?'} » au lieu de ${expected.material}`);
  }
  return misses;
}

// ------------------------------------------------------------------ reading a reply

const ENGLISH_WORDS = new Set(['the', 'and', 'you', 'your', 'for', 'with', 'is', 'are', 'we', 'our', 'to', 'of', 'can', 'please', 'this', 'it', 'be', 'which', 'or', 'in', 'on', 'not', 'what', 'need', 'spring', 'springs', 'delivery']);
const FRENCH_WORDS = new Set(['le', 'la', 'les', 'et', 'vous', 'votre', 'vos', 'pour', 'avec', 'est', 'sont', 'nous', 'notre', 'de', 'des', 'du', 'un', 'une', 'ou', 'en', 'pas', 'sur', 'que', 'qui', 'ce', 'je', 'il', 'au', 'aux']);

/** 'en' when English function words outnumber French ones. */
export function languageOf(text: string): 'fr' | 'en' {
  let en = 0;
  let fr = 0;
  for (const word of norm(text).split(/[^a-z']+/)) {
    if (ENGLISH_WORDS.has(word)) en++;
    if (FRENCH_WORDS.has(word)) fr++;
  }
  return en > fr ? 'en' : 'fr';
}

function says(message: string, pattern: string | RegExp): boolean {
  const text = norm(message).replace(/\s+/g, ' ');
  return typeof pattern === 'string' ? text.includes(norm(pattern).replace(/\s+/g, ' ')) : pattern.test(text);
}

function linkMatches(value: string, expected: LinkExpectation): boolean {
  let url: URL;
  try {
    url = new URL(value, 'https://boutique.invalid');
  } catch {
    return false;
  }
  if (url.pathname !== expected.path) return false;
  for (const [name, wanted] of Object.entries(expected.params ?? {})) {
    const actual = url.searchParams.get(name);
    if (actual === null) return false;
    if (typeof wanted === 'string' ? actual.trim() !== wanted : !wanted.test(actual)) return false;
  }
  return true;
}

/** The variant a recommendation names, as the catalogue describes it. */
export type VariantLookup = (productId: string, variantId: string) => Promise<{product: CandidateProduct; variant: CandidateVariant} | null>;

export function lookupThrough(retrieval: ProductRetrieval): VariantLookup {
  const cache = new Map<string, Promise<CandidateProduct | null>>();
  return async (productId, variantId) => {
    if (!cache.has(productId)) cache.set(productId, retrieval.productById(productId));
    const product = await cache.get(productId);
    const variant = product?.variants.find((candidate) => candidate.id === variantId);
    return product && variant ? {product, variant} : null;
  };
}

export interface CaseResult {
  case: EvalCase;
  reply: ChatReply;
  misses: string[];
}

/** Everything the case expects that the reply does not show (empty: right). */
export async function judge(
  entry: EvalCase,
  reply: ChatReply,
  lookup: VariantLookup,
  catalogue: readonly CandidateProduct[],
): Promise<string[]> {
  const expected = entry.expect;
  const misses: string[] = [];
  const first = reply.products[0];
  if (expected.products === true && !first) misses.push('aucun produit proposé');
  if (expected.products === false && first) misses.push(`produits proposés (${first.product.title})`);

  const found = first ? await lookup(first.product.id, first.product.variantId) : null;
  if (first && !found) misses.push(`produit introuvable dans le catalogue (${first.product.title})`);
  if (expected.top) {
    if (!found) {
      if (first === undefined) misses.push('aucune recommandation');
    } else {
      const topMisses = productMisses(found.product, found.variant, expected.top);
      if (topMisses.length > 0) misses.push(`1er choix ${found.product.title} (${found.variant.title}) : ${topMisses.join(', ')}`);
    }
  }
  if (expected.none) {
    for (const recommendation of reply.products) {
      const item = await lookup(recommendation.product.id, recommendation.product.variantId);
      if (item && productMisses(item.product, item.variant, expected.none).length === 0) {
        misses.push(`propose ce qui est exclu : ${item.product.title}`);
        break;
      }
    }
  }
  if (expected.cheapest && found && expected.top) {
    const price = Number(found.variant.price);
    const cheaper = catalogue
      .flatMap((product) => product.variants.map((variant) => ({product, variant})))
      .filter(({product, variant}) => productMisses(product, variant, expected.top ?? {}).length === 0)
      .find(({variant}) => Number(variant.price) < price - 0.001);
    if (cheaper) misses.push(`pas le moins cher : ${cheaper.product.title} (${cheaper.variant.title}) à ${cheaper.variant.price} €`);
  }
  if (expected.confidence && first) {
    const [min, max] = expected.confidence;
    if (first.confidence < min || first.confidence > max) misses.push(`confiance ${first.confidence} hors ${min}–${max}`);
  }
  if (expected.honest) {
    if (!found) misses.push('aucune recommandation à juger');
    else {
      const fits = productMisses(found.product, found.variant, expected.honest).length === 0;
      const excellent = first.confidence >= 0.9;
      if (fits !== excellent) {
        misses.push(`étoiles malhonnêtes : confiance ${first.confidence} pour un produit qui ${fits ? 'convient' : 'ne convient pas'}`);
      }
    }
  }
  for (const pattern of expected.mention ?? []) if (!says(reply.message, pattern)) misses.push(`ne dit pas ${String(pattern)}`);
  for (const pattern of expected.avoid ?? []) if (says(reply.message, pattern)) misses.push(`dit ${String(pattern)}`);
  if (expected.handover !== undefined && reply.needsHumanAssistance !== expected.handover) {
    misses.push(expected.handover ? 'pas de passage à un conseiller' : 'passe la main sans raison');
  }
  if (expected.language && languageOf(reply.message) !== expected.language) misses.push(`répond en ${languageOf(reply.message)}`);
  if (expected.link) {
    const link = expected.link;
    const ok = reply.suggestedActions.some((action) => action.action === 'link' && linkMatches(action.value, link));
    if (!ok) {
      const links = reply.suggestedActions.filter((action) => action.action === 'link').map((action) => action.value);
      misses.push(`pas de lien ${link.path}${link.params ? ` ${JSON.stringify(link.params, (_, v: unknown) => (v instanceof RegExp ? String(v) : v))}` : ''} (liens : ${links.join(' ') || 'aucun'})`);
    }
  }
  return misses;
}

export interface KindScore {
  kind: EvalKind;
  right: number;
  total: number;
}

export interface EvalReport {
  split: Split;
  results: CaseResult[];
  byKind: KindScore[];
  right: number;
  total: number;
  share: number;
}

export interface EvalOptions {
  deps: AssistantDeps;
  lookup: VariantLookup;
  catalogue: readonly CandidateProduct[];
}

export async function runCase(entry: EvalCase, options: EvalOptions): Promise<CaseResult> {
  const request: ChatRequest = {message: entry.q, history: [...(entry.history ?? [])], context: {}};
  const reply = await answerChat(request, options.deps);
  return {case: entry, reply, misses: await judge(entry, reply, options.lookup, options.catalogue)};
}

export async function evaluate(cases: readonly EvalCase[], split: Split, options: EvalOptions): Promise<EvalReport> {
  const results: CaseResult[] = [];
  for (const entry of cases.filter((candidate) => candidate.split === split)) results.push(await runCase(entry, options));
  const byKind = EVAL_KINDS.map((kind) => {
    const ofKind = results.filter((result) => result.case.kind === kind);
    return {kind, right: ofKind.filter((result) => result.misses.length === 0).length, total: ofKind.length};
  });
  const right = results.filter((result) => result.misses.length === 0).length;
  return {split, results, byKind, right, total: results.length, share: results.length === 0 ? 0 : right / results.length};
}

/** The report as a table: one line per kind, then the total. */
export function formatReport(report: EvalReport): string {
  const label = report.split === 'tune' ? 'Partie de réglage' : 'Partie réservée (held-out)';
  const lines = [`${label} : ${report.right}/${report.total} (${(report.share * 100).toFixed(1)} %)`];
  for (const row of report.byKind) {
    if (row.total === 0) continue;
    const share = ((row.right / row.total) * 100).toFixed(0).padStart(3);
    lines.push(`  ${row.kind.padEnd(18)} ${String(row.right).padStart(3)}/${String(row.total).padEnd(3)} ${share} %`);
  }
  return lines.join('\n');
}

export function formatMisses(report: EvalReport): string {
  return report.results
    .filter((result) => result.misses.length > 0)
    .map((result) => `✗ [${result.case.kind}] ${result.case.q}\n    ${result.misses.join('\n    ')}`)
    .join('\n');
}
