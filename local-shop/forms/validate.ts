// What each kind of form must carry, checked with the storefront's own rules
// (app/lib/validation.ts, app/lib/quote/quote-request.ts) so both sides agree on every message.

import {QUOTE_FIELDS, type QuoteField, type QuoteValues, validateContact, validateNewsletter, validateQuote, validateReview} from '../shared-rules.ts';
import type {Catalogue} from '../store/catalogue.ts';
import type {SubmissionKind} from '../store/forms.ts';

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

/** Where each flat wizard field sits in SPEC.md's 'Wizard request' body. */
export const QUOTE_PATHS: Record<QuoteField, string> = {
  cylinderType: 'cylinderType',
  applicationArea: 'applicationArea',
  stroke: 'dimensions.stroke',
  force: 'dimensions.force',
  diameter: 'dimensions.diameter',
  mountingType: 'dimensions.mountingType',
  environment: 'specifications.environment',
  temperature: 'specifications.temperature',
  frequency: 'specifications.frequency',
  fluid: 'specifications.fluid',
  pressure: 'specifications.pressure',
  speed: 'specifications.speed',
  name: 'contact.name',
  email: 'contact.email',
  phone: 'contact.phone',
  company: 'contact.company',
  message: 'contact.message',
};

/** A field of the nested request ('dimensions.stroke'), or undefined. */
export function quoteField(body: Record<string, unknown>, field: QuoteField): unknown {
  let value: unknown = body;
  for (const key of QUOTE_PATHS[field].split('.')) {
    value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A temperature range {min, max} as the wizard's field reads it: '-20 à 60'. */
function rangeText(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const {min, max} = value as Record<string, unknown>;
  return isNumber(min) && isNumber(max) ? `${min} à ${max}` : '';
}

/** The nested request (numbers, ranges, nulls) as the wizard's flat text values. */
function quoteValues(body: Record<string, unknown>): QuoteValues {
  const values = {} as QuoteValues;
  for (const field of QUOTE_FIELDS) {
    const value = quoteField(body, field);
    values[field] = typeof value === 'string' ? value.slice(0, 10_000) : isNumber(value) ? String(value) : rangeText(value);
  }
  return values;
}

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
      const result = validateQuote(quoteValues(body));
      if (!result.ok) {
        // Errors where the fields sit in the body: 'contact.email'.
        return {ok: false, errors: Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [QUOTE_PATHS[field as QuoteField], message as string]))};
      }
      return {ok: true, data: {...result.request}, email: result.request.contact.email, productId: null};
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
        // What the storefront's server vouches for (a signed-in customer); the endpoint
        // grants 'Achat vérifié' only with an order of the product (endpoint.ts).
        data: {...result.data, productId, verified: body.verified === true, helpful: 0},
        email: result.data.customerEmail,
        productId,
      };
    }
  }
}
