import {describe, expect, it, vi} from 'vitest';
import {loadContentPage} from '../../app/lib/content/load.server.ts';

type Context = Parameters<typeof loadContentPage>[1];

function contextAnswering(answer: () => Promise<unknown>): Context {
  return {storefront: {query: vi.fn(answer), CacheLong: () => ({})}} as unknown as Context;
}

const request = new Request('https://verins-pro.fr/politique-de-confidentialite');

describe('loadContentPage', () => {
  it("prefers the store's own policy, sanitized", async () => {
    const context = contextAnswering(async () => ({
      shop: {privacyPolicy: {body: '<h1>Confidentialité</h1><p onclick="x()">Notre texte.</p><script>alert(1)</script>'}},
    }));
    const data = await loadContentPage('politique-de-confidentialite', context, request);
    expect(data.policyHtml).toBe('<h2>Confidentialité</h2><p>Notre texte.</p>');
    expect(data.origin).toBe('https://verins-pro.fr');
  });

  it('falls back to our text when the store has no policy or cannot be reached', async () => {
    const empty = await loadContentPage('retours', contextAnswering(async () => ({shop: {refundPolicy: null}})), request);
    expect(empty.policyHtml).toBeNull();
    expect(empty.page.title).toBe('Retours et rétractation');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await loadContentPage('livraison', contextAnswering(async () => Promise.reject(new Error('réseau'))), request);
    expect(down.policyHtml).toBeNull();
    vi.restoreAllMocks();
  });

  it('does not ask the store for pages that have no policy', async () => {
    const context = contextAnswering(async () => ({shop: {}}));
    const data = await loadContentPage('garantie', context, request);
    expect(data.policyHtml).toBeNull();
    expect(context.storefront.query).not.toHaveBeenCalled();
  });
});
