// What the search box reads in a buyer's words (issue 18, section 3): « 22/10 600N »,
// « 15x6 course 100 », « 400 N inox », « M8 », « 25 daN », « 40 kg » become technical facets
// (facets.ts) the buyer then sees, counts and can remove; the words left, if any, stay a
// text search. The numbers and measures are read by the chat's reader (app/lib/chat:
// entities.ts, measures.ts), the one parser of the shop: this module only maps what it
// found onto the `specs` filters of Search & Discovery.

import {extractEntities, readableText, type ChatEntities} from '../chat/entities.ts';
import {FITTING_TYPES, LOCKING_KIND, MATERIALS, TRACTION_KIND} from '../chat/spec-filters.ts';
import {normalizeText} from '../chat/text.ts';
import {bucketOf, FORCE_RANGES, LENGTH_RANGES} from '../spec-metafields.ts';
import {facetParam, type FacetSelection} from './facets.ts';

export interface QueryReading {
  /** Facets read in the text (URL parameter → values) */
  facets: FacetSelection;
  /** The words that are not a measure, a thread, a fitting or a material */
  text: string;
  /** The force read, in N (its band is a facet): the cards open the variant nearest to it */
  forceN: number | null;
}

// What a measure, thread, fitting or material looks like in normalised text, to take it out of
// the words searched once read: « course 100 », « 600n », « 25 dan », « m8 », « inox 316l ».
const READ_PARTS = [
  /(?<![\d.,])\d{1,2}\s*[/x×*]\s*\d{1,2}(?![\d.,])/g,
  /\b(?:course|longueur|entraxe|entre axes|ø|diametre|corps|tige|force)\s*(?:[:=]\s*)?(?:de\s+)?(?:\d+(?:[.,]\d+)?)\s*(?:mm|cm|n|dan|kn)?\b/g,
  // A measure's short name written as in a drawing: « L=300 », « F: 600 N ».
  /(?<![\w.,])[a-z]{1,2}\d?\s*[:=]\s*\d+(?:[.,]\d+)?\s*(?:mm|cm|n|dan|kn)?\b/g,
  /(?<![\w.,])\d+(?:[.,]\d+)?\s*(?:n|dan|kn|kgf|kg|newtons?|mm|cm)\b/g,
  /\bm\d{1,2}(?:\s*x\s*\d+(?:[.,]\d+)?)?\b/g,
  // A stroke as catalogues abbreviate it: « C150 », « c. 100 ».
  /\bc\.?\s?\d+(?:[.,]\d+)?\b/g,
  /\b(?:inox|acier|aluminium|304l?|316l?|a2|a4|oeillets?|rotules?|chapes?|blocables?|traction)\b/g,
  // Words that only join the measures: « un 22-10 de 600 N », « entre 500 et 700 N ».
  /\b(?:de|d|du|des|en|a|au|aux|avec|et|pour|entre|un|une|le|la|les|l|sur|par)\b/g,
];

/**
 * The words left once every measure read is taken out. Read as the measures were (English
 * trade words in French, inches and pounds in metric, typos mended, dashes as sections):
 * « gas spring 22/10 600N » leaves nothing to search but its measures, not « gas spring »;
 * only the buyer's own words that survive are searched, with their accents.
 */
function remainingText(q: string): string {
  let text = readableText(q);
  for (const part of READ_PARTS) text = text.replace(part, ' ');
  const words = text.split(/\s+/).filter((word) => /[a-z]/.test(word));
  // Only words of the original query are kept, with their accents: « vérin », not « verin ».
  const original = q.split(/\s+/).filter((word) => words.includes(normalizeText(word)));
  return original.join(' ');
}

/**
 * The facets of what a buyer asked (the search box's words, or the chat's whole request): none
 * without a measure (force, size, stroke, length, thread); words alone (« inox », « rotule »,
 * « blocable ») stay a text search, as a buyer means them, and with a measure narrow it too.
 */
export function facetsOfRequest(entities: ChatEntities): FacetSelection {
  const measured =
    entities.bodyDiameterMm !== undefined ||
    entities.forceN !== undefined ||
    entities.strokeMm !== undefined ||
    entities.extendedLengthMm !== undefined ||
    entities.thread !== undefined;
  if (!measured) return {};
  const facets: FacetSelection = {};
  const add = (key: string, values: readonly string[]) => {
    if (values.length > 0) facets[facetParam(key)] = [...values];
  };
  if (entities.bodyDiameterMm !== undefined && entities.rodDiameterMm !== undefined) add('size', [`${entities.bodyDiameterMm}/${entities.rodDiameterMm}`]);
  else if (entities.bodyDiameterMm !== undefined) add('body_diameter_mm', [String(entities.bodyDiameterMm)]);
  if (entities.forceN !== undefined) add('force_range', [bucketOf(FORCE_RANGES, entities.forceN).label]);
  if (entities.strokeMm !== undefined) add('stroke_mm', [String(Math.round(entities.strokeMm))]);
  if (entities.extendedLengthMm !== undefined) add('length_range', [bucketOf(LENGTH_RANGES, entities.extendedLengthMm).label]);
  if (entities.thread) add('thread', [entities.thread]);
  add('fitting_type', entities.fittings.map((fitting) => FITTING_TYPES[fitting]));
  if (entities.material) add('material', MATERIALS[entities.material]);
  if (entities.locking) add('kind', [LOCKING_KIND]);
  else if (entities.traction) add('kind', [TRACTION_KIND]);
  return facets;
}

/** Reads a search query; no facets when it holds no measure (force, size, stroke, length, thread). */
export function readSearchQuery(q: string): QueryReading {
  const entities = extractEntities(q);
  const facets = facetsOfRequest(entities);
  // Every measure makes a facet: none means nothing was measured, the words stay as typed.
  if (Object.keys(facets).length === 0) return {facets, text: q.trim(), forceN: null};
  return {facets, text: remainingText(q), forceN: entities.forceN !== undefined ? Math.round(entities.forceN) : null};
}
