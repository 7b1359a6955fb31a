import {describe, expect, it} from 'vitest';
import {CONTENT_PAGES} from '../../app/lib/content/pages.ts';
import {POLICY_PAGES, pagePath, policyPath, searchPath} from '../../app/lib/content/standard-routes.ts';

describe("Shopify's standard URLs lead to the French pages (decision 016)", () => {
  it('sends every Shopify policy handle to the page that holds the policy', () => {
    expect(policyPath('refund-policy')).toBe('/retours');
    expect(policyPath('shipping-policy')).toBe('/livraison');
    expect(policyPath('Privacy-Policy')).toBe('/politique-de-confidentialite');
    expect(policyPath('terms-of-service')).toBe('/conditions-generales-vente');
    expect(policyPath('subscription-policy')).toBeNull();
    const paths = new Set([...Object.values(CONTENT_PAGES).map((page) => page.path), '/contact']);
    for (const path of Object.values(POLICY_PAGES)) expect(paths).toContain(path);
  });

  it('sends /pages/<handle> to the page of that French handle, or of a usual English one', () => {
    for (const page of Object.values(CONTENT_PAGES)) expect(pagePath(page.path.slice(1))).toBe(page.path);
    expect(pagePath('about-us')).toBe('/a-propos');
    expect(pagePath('contact')).toBe('/contact');
    expect(pagePath('inconnue')).toBeNull();
  });

  it('keeps the search query', () => {
    expect(searchPath('?q=v%C3%A9rin+inox')).toBe('/recherche?q=v%C3%A9rin+inox');
    expect(searchPath('')).toBe('/recherche');
  });
});
