// The merchant inbox: every form the storefront delivers (contact messages, quote
// requests, newsletter sign-ups, product reviews), one row each in the shop's SQLite
// database. The table belongs to this module, created here rather than in the store's
// migrations, so the inbox can be added to or removed from the local shop on its own.

import {type ReviewStats, reviewStats} from '../shared-rules.ts';
import type {Store} from './db.ts';

export {reviewStats, type ReviewStats};

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
CREATE TABLE IF NOT EXISTS review_votes (
  review_id INTEGER NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
  voter TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, voter)
) STRICT;
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

  /**
   * Stores one submission; a newsletter sign-up for a known email returns the existing
   * one, and so does a second review of the same product by the same email (one review
   * per customer and product), flagged `duplicate`.
   */
  add(
    kind: SubmissionKind,
    data: Record<string, unknown>,
    meta: {email?: string; productId?: string | null} = {},
  ): {id: number; created: boolean; duplicate?: boolean} {
    const email = (meta.email ?? '').trim();
    return this.store.transaction(() => {
      if (kind === 'newsletter') {
        const existing = this.store.get("SELECT id FROM form_submissions WHERE kind = 'newsletter' AND email = ?", email);
        if (existing) return {id: Number(existing.id), created: false};
      }
      if (kind === 'review' && email !== '') {
        const existing = this.store.get(
          "SELECT id FROM form_submissions WHERE kind = 'review' AND product_id = ? AND lower(email) = lower(?) AND status IN ('pending', 'approved')",
          meta.productId ?? null,
          email,
        );
        if (existing) return {id: Number(existing.id), created: false, duplicate: true};
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

  /**
   * Approved reviews of a product, newest first (SPEC.md section 5), with their stats,
   * plus the pending ones among `include` (the author's own, shown only to them).
   */
  approvedReviews(productId: string, include: readonly number[] = []): {reviews: Submission[]; stats: ReviewStats} {
    const ids = include.filter((id) => Number.isSafeInteger(id)).slice(0, 100);
    const pending = ids.length > 0 ? ` OR (status = 'pending' AND id IN (${ids.map(() => '?').join(', ')}))` : '';
    const reviews = this.store
      .all(
        `SELECT * FROM form_submissions WHERE kind = 'review' AND product_id = ? AND (status = 'approved'${pending}) ORDER BY created_at DESC, id DESC`,
        productId,
        ...ids,
      )
      .map(toSubmission);
    const published = reviews.filter((review) => review.status === 'approved');
    return {reviews, stats: reviewStats(published.map((review) => Number(review.data.rating)))};
  }

  /** Average (one decimal) and count of a product's published reviews, for its metafields. */
  ratingSummary(productId: string): {average: number; count: number} | null {
    const row = this.store.get(
      "SELECT COUNT(*) AS n, AVG(json_extract(data, '$.rating')) AS average FROM form_submissions WHERE kind = 'review' AND product_id = ? AND status = 'approved'",
      productId,
    );
    const count = Number(row?.n ?? 0);
    return count > 0 ? {average: Math.round(Number(row?.average) * 10) / 10, count} : null;
  }

  /**
   * 'Utile' on a published review, once per voter (the storefront's opaque visitor id);
   * its count, or null when there is no such review.
   */
  markHelpful(id: number, voter: string): number | null {
    return this.store.transaction(() => {
      const review = this.store.get("SELECT id FROM form_submissions WHERE id = ? AND kind = 'review' AND status = 'approved'", id);
      if (!review) return null;
      const {changes} = this.store.run('INSERT OR IGNORE INTO review_votes (review_id, voter, created_at) VALUES (?, ?, ?)', id, voter, this.now().toISOString());
      if (changes > 0) {
        this.store.run("UPDATE form_submissions SET data = json_set(data, '$.helpful', coalesce(json_extract(data, '$.helpful'), 0) + 1) WHERE id = ?", id);
      }
      return Number(this.get(id)?.data.helpful ?? 0);
    });
  }
}
