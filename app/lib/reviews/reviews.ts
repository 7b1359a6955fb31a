// Product reviews (SPEC.md sections 3 'Review', 4 'Review form', 5 'Review', 8 'Reviews'):
// the shapes, statistics and texts shared by the product page, the product cards and
// the local shop's merchant inbox.

import type {ReviewField} from '../validation.ts';

export const REVIEW_MESSAGES = {
  fillRequired: 'Veuillez remplir tous les champs obligatoires',
  saveFailed: "Erreur lors de l'ajout de votre avis",
  submitting: 'Publication...',
  /** Reviews are moderated (DESIGN.md section 5): the author is told so. */
  submitted: 'Merci ! Votre avis a bien été envoyé. Il sera publié après validation par notre équipe.',
  published: 'Merci ! Votre avis a été publié.',
  duplicate: 'Vous avez déjà donné votre avis sur ce produit.',
  pending: 'En attente de validation',
  verified: 'Achat vérifié',
  helpfulFailed: 'Votre vote n’a pas pu être enregistré. Veuillez réessayer.',
} as const;

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof REVIEW_RATINGS)[number];

export interface Review {
  id: string;
  productId: string;
  customerName: string;
  rating: number;
  title: string;
  comment: string;
  verified: boolean;
  helpful: number;
  createdAt: string;
  /** The visitor's own review, waiting for moderation (shown to its author only). */
  pending?: boolean;
}

export interface ReviewStats {
  totalReviews: number;
  /** One decimal; 0 when there is no review. */
  averageRating: number;
  /** Count per rating, 5 to 1. */
  ratingDistribution: Record<'5' | '4' | '3' | '2' | '1', number>;
}

export function reviewStats(ratings: readonly number[]): ReviewStats {
  const ratingDistribution = {'5': 0, '4': 0, '3': 0, '2': 0, '1': 0};
  let sum = 0;
  let total = 0;
  for (const rating of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    ratingDistribution[String(rating) as keyof typeof ratingDistribution]++;
    sum += rating;
    total++;
  }
  return {totalReviews: total, averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, ratingDistribution};
}

/** Share of each rating, in whole percent, for the distribution bars. */
export function distributionPercent(stats: ReviewStats, rating: Rating): number {
  if (stats.totalReviews === 0) return 0;
  return Math.round((stats.ratingDistribution[String(rating) as keyof ReviewStats['ratingDistribution']] / stats.totalReviews) * 100);
}

/** SPEC.md section 5: newest first; ties keep the higher id (the later one) first. */
export function sortNewestFirst<T extends Pick<Review, 'createdAt' | 'id'>>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => {
    const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
    if (byDate !== 0 && Number.isFinite(byDate)) return byDate;
    return b.id.localeCompare(a.id, 'en', {numeric: true});
  });
}

/** '4,5' — French decimal comma, one decimal. */
export function formatAverage(average: number): string {
  return average.toLocaleString('fr-FR', {minimumFractionDigits: 1, maximumFractionDigits: 1});
}

/** 'avis' is the same in the singular and the plural. */
export function reviewCountLabel(count: number): string {
  return count === 0 ? 'Aucun avis' : `${count} avis`;
}

/** What a screen reader hears for a row of stars. */
export function ratingLabel(average: number, count?: number): string {
  const base = `Note : ${formatAverage(average)} sur 5`;
  return count === undefined ? base : `${base}, ${reviewCountLabel(count)}`;
}

/** A signed-in customer's reviews are signed 'Jeanne D.': first name and initial only. */
export function publicReviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0).toLocaleUpperCase('fr-FR');
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A star rating carried in the URL (/merci links to `?note=4#avis`), else null. */
export function parseNote(value: string | null | undefined): Rating | null {
  const note = Number(value);
  return Number.isInteger(note) && note >= 1 && note <= 5 ? (note as Rating) : null;
}

// ---------------------------------------------------------------- product summaries

/**
 * Shopify's standard review metafields, written by review apps and by the local shop:
 * `reviews.rating` (type rating, JSON `{"value": "4.5", "scale_max": "5.0", ...}`) and
 * `reviews.rating_count` (integer). Cards and JSON-LD read them from the Storefront API.
 */
export const REVIEW_METAFIELD_NAMESPACE = 'reviews';

export interface RatingSummary {
  average: number;
  count: number;
}

export function ratingSummary(
  rating: {value: string} | null | undefined,
  count: {value: string} | null | undefined,
): RatingSummary | null {
  const total = Number(count?.value);
  if (!rating || !Number.isInteger(total) || total <= 0) return null;
  let value: number;
  let scaleMax = 5;
  try {
    const parsed = JSON.parse(rating.value) as unknown;
    if (typeof parsed === 'object' && parsed !== null) {
      const {value: given, scale_max: max} = parsed as {value?: unknown; scale_max?: unknown};
      value = Number(given);
      if (max !== undefined) scaleMax = Number(max);
    } else {
      value = Number(parsed);
    }
  } catch {
    value = Number(rating.value);
  }
  if (!Number.isFinite(value) || !Number.isFinite(scaleMax) || scaleMax <= 0) return null;
  // Some apps rate out of 10: everything we show is out of 5.
  const average = Math.round(((value * 5) / scaleMax) * 10) / 10;
  return average >= 0 && average <= 5 ? {average, count: total} : null;
}

/** The metafield value the local shop serves for `reviews.rating`. */
export function ratingMetafieldValue(average: number): string {
  return JSON.stringify({scale_min: '1.0', scale_max: '5.0', value: average.toFixed(1)});
}

// ---------------------------------------------------------------- endpoint payloads

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_TEXT = 10_000;

/** One review from the endpoint, checked field by field: anything odd is dropped. */
export function parseReview(value: unknown): Review | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' || typeof value.id === 'string' ? String(value.id) : '';
  const rating = Number(value.rating);
  const text = (field: unknown) => (typeof field === 'string' ? field.slice(0, MAX_TEXT) : '');
  if (!id || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  const title = text(value.title);
  const comment = text(value.comment);
  if (!title || !comment) return null;
  const createdAt = typeof value.createdAt === 'string' && Number.isFinite(Date.parse(value.createdAt)) ? value.createdAt : '';
  if (!createdAt) return null;
  return {
    id,
    productId: text(value.productId),
    customerName: text(value.customerName) || 'Client anonyme',
    rating,
    title,
    comment,
    verified: value.verified === true,
    helpful: Number.isInteger(value.helpful) && (value.helpful as number) >= 0 ? (value.helpful as number) : 0,
    createdAt,
    ...(value.status === 'pending' ? {pending: true} : {}),
  };
}

export interface ProductReviews {
  reviews: Review[];
  stats: ReviewStats;
}

/** The endpoint's `GET /reviews` answer; stats are recomputed from the published reviews. */
export function parseProductReviews(payload: unknown): ProductReviews | null {
  if (!isRecord(payload) || payload.ok !== true || !Array.isArray(payload.reviews)) return null;
  const reviews = sortNewestFirst(payload.reviews.map(parseReview).filter((review): review is Review => review !== null));
  return {reviews, stats: reviewStats(reviews.filter((review) => !review.pending).map((review) => review.rating))};
}

/** What the product route's action answers to the review form and the 'Utile' buttons. */
export type ReviewActionData =
  | {intent: 'review'; ok: true; message: string}
  | {intent: 'review'; ok: false; errors: Partial<Record<ReviewField, string>>; values: Record<string, string>}
  | {intent: 'helpful'; ok: boolean; reviewId: string; helpful?: number};
