import {describe, expect, it} from 'vitest';
import {buildNavigation, relativeUrl} from '../../app/lib/layout/menu.ts';

const collections = [
  {handle: 'verins-a-gaz', title: 'Vérins à gaz'},
  {handle: 'promo', title: 'Promotions'},
];

describe('main navigation', () => {
  it('falls back to SPEC.md list with one child per collection, plus Blog', () => {
    const nav = buildNavigation(null, collections);
    expect(nav.map((item) => item.to)).toEqual(['/', '/products', '/collections', '/verins', '/industries', '/support', '/contact', '/blog']);
    expect(nav[2].children.map((child) => child.to)).toEqual(['/collections/verins-a-gaz', '/collections/promo']);
  });

  it('uses the store menu when it has items, made relative, and still adds Blog', () => {
    const nav = buildNavigation(
      [{id: '1', title: 'Promos', url: 'https://demo.myshopify.com/collections/promo', items: [{id: '2', title: 'Gaz', url: '/collections/verins-a-gaz'}]}],
      collections,
    );
    expect(nav).toEqual([
      {id: '1', title: 'Promos', to: '/collections/promo', children: [{id: '2', title: 'Gaz', to: '/collections/verins-a-gaz', children: []}]},
      {id: 'blog', title: 'Blog', to: '/blog', children: []},
    ]);
  });

  it('does not add Blog twice, and treats an empty menu as missing', () => {
    expect(buildNavigation([{id: 'b', title: 'Blog', url: '/blog'}], []).filter((i) => i.title === 'Blog')).toHaveLength(1);
    expect(buildNavigation([], collections)[0].to).toBe('/');
  });

  it('keeps external links absolute', () => {
    expect(relativeUrl('https://example.org/page')).toBe('https://example.org/page');
    expect(relativeUrl('http://127.0.0.1:4000/pages/a-propos?x=1', ['127.0.0.1:4000'])).toBe('/pages/a-propos?x=1');
  });
});
