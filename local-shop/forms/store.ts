// The merchant inbox: every form the storefront delivers (contact messages, quote
// requests, newsletter sign-ups, product reviews), one row each in the shop's SQLite
// database. The table belongs to this module, created here rather than in the store's
// migrations, so the inbox can be added to or removed from the local shop on its own.

import type {Store} from '../store/db.ts';

export const SUBMISSION_KINDS = ['contact', 'quote', 'newsletter', 'review'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Reviews wait for moderation; everything else is simply received. */
export type SubmissionStatus = ReviewStatus | 'received';

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && (SUBMISSION_KINDS as readonly string[]).includes(value);
}

export interface Submission {
  id: number;
  kind: SubmissionKind;
  status: SubmissionStatus;
  email: string;
  productId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewStats {
  totalReviews: number;
  /** One decimal; 0 when there is no review. */
  averageRating: number;
  /** Count per rating, 5 to 1. */
  ratingDistribution: Record<'5' | '4' | '3' | '2' | '1', number>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote', 'newsletter', 'review')),
  status TEXT NOT NULL CHECK (status IN ('received', 'pending', 'approved', 'rejected')),
  email TEXT NOT NULL DEFAULT '',
  product_id TEXT,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS form_submissions_kind ON form_submissions(kind, id);
CREATE INDEX IF NOT EXISTS form_submissions_reviews ON form_submissions(product_id, status) WHERE kind = 'review';
CREATE UNIQUE INDEX IF NOT EXISTS form_submissions_newsletter ON form_submissions(email) WHERE kind = 'newsletter';
`;

type Row = Record<string, unknown>;

function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    kind: String(row.kind) as SubmissionKind,
    status: String(row.status) as SubmissionStatus,
    email: String(row.email),
    productId: row.product_id === null ? null : String(row.product_id),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

export class FormStore {
  readonly store: Store;
  readonly now: () => Date;

  constructor(store: Store, now: () => Date = () => new Date()) {
    this.store = store;
    this.now = now;
    store.db.exec(SCHEMA);
  }

  /** Stores one submission; a newsletter sign-up for a known email returns the existing one. */
  add(kind: SubmissionKind, data: Record<string, unknown>, meta: {email?: string; productId?: string | null} = {}): {id: number; created: boolean} {
    const email = (meta.email ?? '').trim();
    return this.store.transaction(() => {
      if (kind === 'newsletter') {
        const existing = this.store.get("SELECT id FROM form_submissions WHERE kind = 'newsletter' AND email = ?", email);
        if (existing) return {id: Number(existing.id), created: false};
      }
      const at = this.now().toISOString();
      const {lastInsertRowid} = this.store.run(
        'INSERT INTO form_submissions (kind, status, email, product_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        kind,
        kind === 'review' ? 'pending' : 'received',
        email,
        meta.productId ?? null,
        JSON.stringify(data),
        at,
        at,
      );
      return {id: lastInsertRowid, created: true};
    });
  }

  get(id: number): Submission | null {
    const row = this.store.get('SELECT * FROM form_submissions WHERE id = ?', id);
    return row ? toSubmission(row) : null;
  }

  /** Newest first; pending reviews before moderated ones. */
  list(kind: SubmissionKind, limit = 100): Submission[] {
    const order = kind === 'review' ? "CASE status WHEN 'pending' THEN 0 ELSE 1 END, id DESC" : 'id DESC';
    return this.store.all(`SELECT * FROM form_submissions WHERE kind = ? ORDER BY ${order} LIMIT ?`, kind, limit).map(toSubmission);
  }

  counts(): Record<SubmissionKind, number> & {pendingReviews: number} {
    const result = {contact: 0, quote: 0, newsletter: 0, review: 0, pendingReviews: 0};
    for (const row of this.store.all('SELECT kind, status, COUNT(*) AS n FROM form_submissions GROUP BY kind, status')) {
      const kind = String(row.kind) as SubmissionKind;
      result[kind] += Number(row.n);
      if (kind === 'review' && row.status === 'pending') result.pendingReviews += Number(row.n);
    }
    return result;
  }

  /** Approves or rejects a review; false when there is no such review. */
  moderateReview(id: number, status: Exclude<ReviewStatus, 'pending'>): boolean {
    const {changes} = this.store.run(
      "UPDATE form_submissions SET status = ?, updated_at = ? WHERE id = ? AND kind = 'review'",
      status,
      this.now().toISOString(),
      id,
    );
    return changes > 0;
  }

  /** Approved reviews of a product, newest first (SPEC.md section 5), with their stats. */
  approvedReviews(productId: string): {reviews: Submission[]; stats: ReviewStats} {
    const reviews = this.store
      .all("SELECT * FROM form_submissions WHERE kind = 'review' AND product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC", productId)
      .map(toSubmission);
    return {reviews, stats: reviewStats(reviews.map((review) => Number(review.data.rating)))};
  }
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
