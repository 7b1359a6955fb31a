// SPEC.md's browser-only reviews, the fallback when no FORMS_ENDPOINT is configured:
// reviews live in this browser's local storage, next to three built-in samples.

import type {ReviewData} from '~/lib/validation';
import {type Review, reviewStats, sortNewestFirst, type ProductReviews} from '~/lib/reviews/reviews';

export const REVIEWS_STORAGE_KEY = 'reviews';
const HELPFUL_STORAGE_KEY = 'reviews-helpful';
/** Keeps a full storage from growing without bound; the oldest reviews go first. */
const MAX_STORED_REVIEWS = 200;

/** Shown on every product in browser-only mode (SPEC.md: 'Three built-in sample reviews exist'). */
export const SAMPLE_REVIEWS: readonly Review[] = [
  {
    id: 'exemple-1',
    productId: '*',
    customerName: 'Marc D.',
    rating: 5,
    title: 'Conforme et bien emballé',
    comment: 'Vérin reçu le lendemain, cotes identiques à la fiche technique. Montage sans difficulté sur le hayon.',
    verified: true,
    helpful: 4,
    createdAt: '2026-09-14T09:12:00.000Z',
  },
  {
    id: 'exemple-2',
    productId: '*',
    customerName: 'Sophie L.',
    rating: 4,
    title: 'Bon rapport qualité-prix',
    comment: 'Force bien adaptée à notre abattant de meuble. Un schéma de montage dans le colis aurait été apprécié.',
    verified: false,
    helpful: 2,
    createdAt: '2026-08-02T15:40:00.000Z',
  },
  {
    id: 'exemple-3',
    productId: '*',
    customerName: 'Atelier Mécanique Rhône',
    rating: 5,
    title: 'Remplacement à l’identique',
    comment: 'Nous en commandons régulièrement pour la maintenance de nos machines : qualité constante et conseils utiles.',
    verified: true,
    helpful: 7,
    createdAt: '2026-06-21T07:05:00.000Z',
  },
];

/** The part of `Storage` we use, so tests can pass a plain object. */
export interface ReviewStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readJson<T>(storage: ReviewStorage, key: string, fallback: T, check: (value: unknown) => value is T): T {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function storedReviews(storage: ReviewStorage): Review[] {
  return readJson(storage, REVIEWS_STORAGE_KEY, [], isArray).filter(
    (item): item is Review =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Review).id === 'string' &&
      typeof (item as Review).productId === 'string' &&
      typeof (item as Review).title === 'string' &&
      typeof (item as Review).comment === 'string' &&
      Number.isInteger((item as Review).rating),
  );
}

/** Helpful votes: this visitor's votes (one per review) and the added counts. */
function helpfulState(storage: ReviewStorage): Record<string, number> {
  return readJson(storage, HELPFUL_STORAGE_KEY, {}, isCounts);
}

export function loadBrowserReviews(storage: ReviewStorage, productId: string): ProductReviews & {helpfulIds: string[]} {
  const votes = helpfulState(storage);
  const reviews = sortNewestFirst(
    [...SAMPLE_REVIEWS, ...storedReviews(storage).filter((review) => review.productId === productId)].map((review) => ({
      ...review,
      helpful: review.helpful + (votes[review.id] === 1 ? 1 : 0),
    })),
  );
  return {
    reviews,
    stats: reviewStats(reviews.map((review) => review.rating)),
    helpfulIds: Object.keys(votes).filter((id) => votes[id] === 1),
  };
}

/** Saves a validated review; throws when the storage refuses it (full, disabled). */
export function addBrowserReview(storage: ReviewStorage, productId: string, data: ReviewData, now = new Date()): Review {
  const review: Review = {
    id: `local-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    productId,
    customerName: data.customerName,
    rating: data.rating,
    title: data.title,
    comment: data.comment,
    verified: false,
    helpful: 0,
    createdAt: now.toISOString(),
  };
  const all = [...storedReviews(storage), review].slice(-MAX_STORED_REVIEWS);
  storage.setItem(REVIEWS_STORAGE_KEY, JSON.stringify(all));
  return review;
}

/** +1 once per visitor; false when this visitor already voted for the review. */
export function markBrowserHelpful(storage: ReviewStorage, reviewId: string): boolean {
  const votes = helpfulState(storage);
  if (votes[reviewId] === 1) return false;
  storage.setItem(HELPFUL_STORAGE_KEY, JSON.stringify({...votes, [reviewId]: 1}));
  return true;
}
