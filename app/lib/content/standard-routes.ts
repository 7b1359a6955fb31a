// Shopify's standard storefront URLs (what `shopify hydrogen check routes` looks for, and
// what Shopify's checkout, e-mails and apps link to) lead to the shop's French pages:
// docs/decisions/016-french-urls.md. Pure, so that it is unit-tested.

import {CONTENT_PAGES} from './pages.ts';

/** /policies/<handle>: Shopify's policy handles, to the pages that hold each policy. */
export const POLICY_PAGES: Readonly<Record<string, string>> = {
  'privacy-policy': '/politique-de-confidentialite',
  'refund-policy': '/retours',
  'shipping-policy': '/livraison',
  'terms-of-service': '/conditions-generales-vente',
  'legal-notice': '/mentions-legales',
  'contact-information': '/contact',
};

/** /pages/<handle>: the shop's own pages by their French handle, and the usual English ones. */
const PAGE_ALIASES: Readonly<Record<string, string>> = {
  contact: '/contact',
  support: '/support',
  industries: '/industries',
  'plan-du-site': '/plan-du-site',
  'about-us': '/a-propos',
  about: '/a-propos',
  shipping: '/livraison',
  returns: '/retours',
  warranty: '/garantie',
  faq: '/support',
};

/** Where /pages/<handle> leads, or null (a 404, after the store's own URL redirects). */
export function pagePath(handle: string): string | null {
  const key = handle.toLowerCase();
  const content = Object.values(CONTENT_PAGES).find((page) => page.path === `/${key}`);
  return content?.path ?? PAGE_ALIASES[key] ?? null;
}

/** Where /policies/<handle> leads, or null. */
export function policyPath(handle: string): string | null {
  return POLICY_PAGES[handle.toLowerCase()] ?? null;
}

/** /search?q=… is /recherche?q=… (same parameter). */
export function searchPath(search: string): string {
  return `/recherche${search}`;
}
