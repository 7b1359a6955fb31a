import {describe, expect, it} from 'vitest';
import {buildNavigation, childrenOf, relativeUrl} from '../../app/lib/layout/menu.ts';

const collections = [
  {handle: 'verins-a-gaz', title: 'Vérins à gaz'},
  {handle: 'promo', title: 'Promotions'},
];

describe('main navigation', () => {
  it('falls back to SPEC.md list with one child per collection, plus Blog', () => {
    const nav = buildNavigation(null, collections);
    expect(nav.map((item) => item.to)).toEqual(['/', '/products', '/collections', '/verins', '/industries', '/support', '/contact', '/blog']);
    expect(nav[2].children?.map((child) => child.to)).toEqual(['/collections/verins-a-gaz', '/collections/promo']);
  });

  it('sends what the menus draw: a title, a link, and children only where there are some (decision 082)', () => {
    const nav = buildNavigation(null, collections);
    expect(nav[0]).toEqual({title: 'Accueil', to: '/'});
    expect(nav[2].children?.[0]).toEqual({title: 'Vérins à gaz', to: '/collections/verins-a-gaz'});
    for (const item of nav) expect(Object.keys(item).every((key) => ['title', 'to', 'children'].includes(key))).toBe(true);
    expect(childrenOf(nav[0])).toEqual([]);
    // Without collections, the fallback's entry is a plain link.
    expect(buildNavigation(null, [])[2]).toEqual({title: 'Collections', to: '/collections'});
  });

  it('uses the store menu when it has items, made relative, and still adds Blog', () => {
    const nav = buildNavigation(
      [{title: 'Promos', url: 'https://demo.myshopify.com/collections/promo', items: [{title: 'Gaz', url: '/collections/verins-a-gaz', items: []}]}],
      collections,
    );
    expect(nav).toEqual([
      {title: 'Promos', to: '/collections/promo', children: [{title: 'Gaz', to: '/collections/verins-a-gaz'}]},
      {title: 'Blog', to: '/blog'},
    ]);
  });

  it('does not add Blog twice, and treats an empty menu as missing', () => {
    expect(buildNavigation([{title: 'Blog', url: '/blog'}], []).filter((i) => i.title === 'Blog')).toHaveLength(1);
    expect(buildNavigation([], collections)[0].to).toBe('/');
  });

  it('keeps external links absolute', () => {
    expect(relativeUrl('https://example.org/page')).toBe('https://example.org/page');
    expect(relativeUrl('http://127.0.0.1:4000/pages/a-propos?x=1', ['127.0.0.1:4000'])).toBe('/pages/a-propos?x=1');
  });
});
