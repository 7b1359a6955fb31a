// What each kind of form must carry, checked with the storefront's own rules
// (app/lib/validation.ts, app/lib/quote-request.ts) so both sides agree on every message.

import {validateQuoteRequest} from '../../app/lib/quote-request.ts';
import {validateContact, validateNewsletter, validateReview} from '../../app/lib/validation.ts';
import type {Catalogue} from '../store/catalogue.ts';
import type {SubmissionKind} from './store.ts';

export const PRODUCT_REQUIRED = 'Produit requis';
export const PRODUCT_UNKNOWN = 'Produit introuvable';

export interface Accepted {
  ok: true;
  data: Record<string, unknown>;
  /** Lower-cased for newsletter sign-ups, which are unique per address. */
  email: string;
  productId: string | null;
}

export type Checked = Accepted | {ok: false; errors: Record<string, string>};

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/(\d{1,15})$/;

/** The product's GID when it names a product of the catalogue ('123' is read as its GID). */
export function productGid(value: unknown, catalogue: Catalogue): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = /^\d{1,15}$/.test(text) ? Number(text) : Number(PRODUCT_GID.exec(text)?.[1] ?? NaN);
  return Number.isSafeInteger(id) && catalogue.productsById.has(id) ? `gid://shopify/Product/${id}` : null;
}

export function checkSubmission(kind: SubmissionKind, body: Record<string, unknown>, catalogue: Catalogue): Checked {
  switch (kind) {
    case 'contact': {
      const result = validateContact(body);
      return result.ok ? {ok: true, data: {...result.data}, email: result.data.email, productId: null} : result;
    }
    case 'newsletter': {
      const result = validateNewsletter(body);
      if (!result.ok) return result;
      const email = result.data.email.toLowerCase();
      return {ok: true, data: {email}, email, productId: null};
    }
    case 'quote': {
      const result = validateQuoteRequest(body);
      return result.ok ? {ok: true, data: {...result.data}, email: result.data.contact.email, productId: null} : result;
    }
    case 'review': {
      const result = validateReview(body);
      const errors: Record<string, string> = result.ok ? {} : {...result.errors};
      const rawProduct = body.productId;
      const productId = productGid(rawProduct, catalogue);
      if (rawProduct === undefined || rawProduct === null || rawProduct === '') errors.productId = PRODUCT_REQUIRED;
      else if (!productId) errors.productId = PRODUCT_UNKNOWN;
      if (!result.ok || !productId) return {ok: false, errors};
      return {
        ok: true,
        // Set by the storefront's server for a signed-in buyer of the product.
        data: {...result.data, productId, verified: body.verified === true, helpful: 0},
        email: result.data.customerEmail,
        productId,
      };
    }
  }
}
