// Storefront API search queries (Shopify search syntax) for a request: a few keyword
// searches of 10 products, from the most precise to the broadest, and the query of the
// fallback scan of 50 used when they find nothing suitable.

import {CHAT_FALLBACK_SCAN_SIZE, CHAT_KEYWORD_SEARCH_SIZE} from './constants.ts';
import type {ChatEntities, ProductKind} from './entities.ts';
import {wantsAccessory} from './ranking.ts';
import {APPLICATION_TAGS} from './scoring.ts';
import type {SearchQuery} from './types.ts';

/** The catalogue's product types, by family. */
const PRODUCT_TYPES: Record<ProductKind, readonly string[]> = {
  // Kits are gas springs sold in pairs with their fittings.
  gas: ['Vérin à gaz', 'Kit'],
  hydraulic: ['Vérin hydraulique'],
  pneumatic: ['Vérin pneumatique'],
  damper: ['Amortisseur'],
  'lifting-support': ['Support de levage'],
  accessory: ['Accessoire', 'Kit'],
  kit: ['Kit'],
};

const FITTING_TERMS = {oeillet: 'oeillet', rotule: 'rotule', chape: 'chape'} as const;

/** Most keyword searches per message (they go in one request). */
export const MAX_KEYWORD_SEARCHES = 4;

function anyOf(terms: readonly string[]): string | null {
  const unique = [...new Set(terms)];
  if (unique.length === 0) return null;
  return unique.length === 1 ? unique[0] : `(${unique.join(' OR ')})`;
}

function quoted(value: string): string {
  return `"${value.replace(/"/g, '')}"`;
}

function typeFilter(entities: ChatEntities): string | null {
  if (wantsAccessory(entities)) return anyOf(PRODUCT_TYPES.accessory.map((type) => `product_type:${quoted(type)}`));
  const types = entities.kinds.flatMap((kind) => PRODUCT_TYPES[kind]);
  return anyOf(types.map((type) => `product_type:${quoted(type)}`));
}

function requirementFilters(entities: ChatEntities): string[] {
  const filters: string[] = [];
  if (entities.material && entities.material !== 'aluminium') filters.push('tag:inox');
  if (entities.locking) filters.push('tag:blocable');
  if (entities.traction) filters.push('tag:traction');
  return filters;
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

/** Keyword searches for a request, most precise first, without duplicates. */
export function keywordSearches(entities: ChatEntities, first: number = CHAT_KEYWORD_SEARCH_SIZE): SearchQuery[] {
  const type = typeFilter(entities);
  const required = requirementFilters(entities);
  const queries: string[] = [];

  const subjects = anyOf(entities.subjects.slice(0, 3).map((subject) => subject.search));
  if (subjects) queries.push(join(subjects, type, ...required));

  // Words no rule knows ('soufflet', 'dépressuriser'): plain keyword search, by prefix.
  const keywords = anyOf(entities.keywords.map((stem) => `${stem}*`));
  if (keywords && !subjects) queries.push(join(keywords, type, ...required));

  const applicationTags = entities.applications.flatMap((application) => APPLICATION_TAGS[application].slice(0, 2));
  const applications = anyOf(applicationTags.map((tag) => `tag:${tag}`));
  if (applications) queries.push(join(applications, type, ...required));

  const dimensions: string[] = [];
  if (entities.bodyDiameterMm !== undefined && entities.rodDiameterMm !== undefined) {
    dimensions.push(quoted(`${entities.bodyDiameterMm}/${entities.rodDiameterMm}`));
  } else if (entities.bodyDiameterMm !== undefined) {
    dimensions.push(quoted(`Ø ${entities.bodyDiameterMm}`));
  }
  if (entities.strokeMm !== undefined) dimensions.push(quoted(`course ${entities.strokeMm}`));
  const dimensionTerms = anyOf(dimensions);
  if (dimensionTerms) queries.push(join(dimensionTerms, type, ...required));

  const fittings = anyOf(entities.fittings.map((fitting) => FITTING_TERMS[fitting]));
  if (fittings && (type || required.length > 0)) queries.push(join(fittings, type, ...required));

  // Always last: the family with its requirements, or any cylinder.
  const broad = join(type, ...required) || 'verin';
  const precise = [...new Set(queries.map((query) => query.trim()).filter((query) => query && query !== broad))];
  return [...precise.slice(0, MAX_KEYWORD_SEARCHES - 1), broad].map((query) => ({query, first, sortKey: 'RELEVANCE'}));
}

/** The fallback scan: the family asked (or everything), best sellers first. */
export function fallbackScan(entities: ChatEntities): SearchQuery {
  return {query: typeFilter(entities) ?? '', first: CHAT_FALLBACK_SCAN_SIZE, sortKey: 'BEST_SELLING'};
}
