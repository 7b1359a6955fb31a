// Content, search and discovery: the blog and its articles, pages, menus, shop
// policies, search across products, articles and pages with French-aware matching,
// predictive search, product filters and facets, sitemap and URL redirects.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ARTICLES} from '../../local-shop/content/blog.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {htmlToText} from '../../local-shop/store/catalogue.ts';
import {data, gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const ARTICLE_FIELDS = `id handle title publishedAt tags excerpt contentHtml content(truncateAt: 80)
  authorV2 { name firstName lastName email bio }
  image { url altText width height }
  seo { title description }
  blog { handle title }
  comments(first: 5) { nodes { id } }`;

describe('blog and articles', () => {
  it('has the news blog with at least 15 original French articles, newest first', async () => {
    const result = await data(shop, `{ blog(handle: "news") { id handle title authors { name email }
      articles(first: 50, sortKey: PUBLISHED_AT, reverse: true) { nodes { ${ARTICLE_FIELDS} } pageInfo { hasNextPage } } } }`);
    const {blog} = result;
    expect(blog).toMatchObject({handle: 'news', title: 'Conseils & actualités'});
    expect(blog.authors.length).toBeGreaterThanOrEqual(3);
    const articles = blog.articles.nodes;
    expect(articles.length).toBeGreaterThanOrEqual(15);
    const dates = articles.map((article: any) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of articles) {
      expect(article.publishedAt.startsWith('2026-'), article.handle).toBe(true);
      const words = htmlToText(article.contentHtml).split(/\s+/).filter((word: string) => /\p{L}|\d/u.test(word)).length;
      expect(words, article.handle).toBeGreaterThanOrEqual(600);
      expect(words, article.handle).toBeLessThanOrEqual(1200);
      expect(article.contentHtml).not.toMatch(/<script|style=|on\w+=/i);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.authorV2.email).toMatch(/@verins-pro\.fr$/);
      expect(article.authorV2.name).toBe(`${article.authorV2.firstName} ${article.authorV2.lastName}`);
      expect(article.seo.title.length).toBeGreaterThan(10);
      expect(article.seo.description.length).toBeGreaterThan(50);
      expect(article.excerpt.length).toBeGreaterThan(50);
      expect(article.content.length).toBeLessThanOrEqual(80);
      expect(article.blog).toEqual({handle: 'news', title: 'Conseils & actualités'});
      expect(article.comments.nodes).toEqual([]);
      expect(article.image).toMatchObject({url: `${shop.url}/images/blog/${article.handle}.svg`, width: 1200, height: 630});
      expect(article.image.altText.length).toBeGreaterThan(10);
    }
    // Titles and handles are unique.
    expect(new Set(articles.map((article: any) => article.handle)).size).toBe(articles.length);
  });

  it('serves each article’s illustration as SVG, and 404 for unknown articles', async () => {
    for (const article of ARTICLES) {
      const response = await fetch(`${shop.url}/images/blog/${article.handle}.svg`);
      expect(response.status, article.handle).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<title id="t">');
      expect(svg).not.toMatch(/<script|NaN|undefined/);
    }
    expect((await fetch(`${shop.url}/images/blog/inconnu.svg`)).status).toBe(404);
  });

  it('finds articles by handle, by id, by tag and by text, sorted and paged', async () => {
    const [first] = ARTICLES;
    const byHandle = await data(shop, `query($h: String!) { blog(handle: "news") { articleByHandle(handle: $h) { id title } } }`, {h: first.handle});
    expect(byHandle.blog.articleByHandle.title).toBe(first.title);
    const byId = await data(shop, `query($id: ID!) { article(id: $id) { handle } node(id: $id) { __typename ... on Article { handle } } }`, {id: byHandle.blog.articleByHandle.id});
    expect(byId).toEqual({article: {handle: first.handle}, node: {__typename: 'Article', handle: first.handle}});

    const tagged = await data(shop, `{ articles(first: 20, query: "tag:inox") { nodes { handle tags } } }`);
    expect(tagged.articles.nodes.length).toBeGreaterThanOrEqual(2);
    for (const article of tagged.articles.nodes) expect(article.tags).toContain('inox');

    const text = await data(shop, `{ articles(first: 20, query: "temperature") { nodes { handle } } }`);
    expect(text.articles.nodes.map((article: any) => article.handle)).toContain('temperature-et-force-d-un-verin-a-gaz');
    const author = await data(shop, `{ articles(first: 20, query: "author:Lefèvre") { nodes { authorV2 { lastName } } } }`);
    expect(author.articles.nodes.length).toBeGreaterThan(0);
    expect(new Set(author.articles.nodes.map((article: any) => article.authorV2.lastName))).toEqual(new Set(['Lefèvre']));

    const byTitle = await data(shop, `{ articles(first: 50, sortKey: TITLE) { nodes { title } } }`);
    const titles = byTitle.articles.nodes.map((article: any) => article.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('fr', {sensitivity: 'base'}).compare));

    const page1 = await data(shop, `{ articles(first: 5, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } pageInfo { hasNextPage endCursor } } }`);
    expect(page1.articles.nodes).toHaveLength(5);
    expect(page1.articles.pageInfo.hasNextPage).toBe(true);
    const page2 = await data(shop, `query($after: String) { articles(first: 5, after: $after, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } } }`, {after: page1.articles.pageInfo.endCursor});
    expect(page2.articles.nodes).toHaveLength(5);
    expect(page2.articles.nodes.map((article: any) => article.handle)).not.toContain(page1.articles.nodes[0].handle);

    expect((await data(shop, `{ blog(handle: "autre") { id } blogs(first: 5) { nodes { handle } } }`)).blog).toBeNull();
  });
});

describe('pages, menus and policies', () => {
  it('serves store pages by handle', async () => {
    const result = await data(shop, `{ pages(first: 10) { nodes { handle title } } page(handle: "a-propos") { title body bodySummary seo { title } } missing: page(handle: "x") { id } }`);
    expect(result.pages.nodes.map((page: any) => page.handle)).toEqual(['a-propos', 'livraison', 'retours', 'garantie']);
    expect(result.page.title).toBe('À propos de Vérins Pro');
    expect(result.page.bodySummary.length).toBeLessThanOrEqual(150);
    expect(result.page.body).toContain('<h2>');
    expect(result.missing).toBeNull();
  });

  it('has a main menu following SPEC.md’s navigation, with one collection child per collection', async () => {
    const result = await data(shop, `{ menu(handle: "main-menu") { id handle title itemsCount
      items { id title type url resourceId tags items { id title type url resourceId resource { __typename ... on Collection { handle } } } } }
      collections(first: 50) { nodes { id handle title } } }`);
    const {menu} = result;
    expect(menu.items.map((item: any) => item.title)).toEqual(['Accueil', 'Produits', 'Collections', 'Vérins', 'Industries', 'Support', 'Contact']);
    expect(menu.itemsCount).toBe(7);
    expect(menu.items.map((item: any) => item.url)).toEqual(
      ['/', '/products', '/collections', '/verins', '/industries', '/support', '/contact'].map((path) => `${shop.url}${path}`),
    );
    for (const item of menu.items) expect(item).toMatchObject({type: 'HTTP', resourceId: null, tags: []});
    const collections = menu.items[2].items;
    expect(collections.map((child: any) => child.resourceId)).toEqual(result.collections.nodes.map((collection: any) => collection.id));
    for (const [i, child] of collections.entries()) {
      const collection = result.collections.nodes[i];
      expect(child).toMatchObject({title: collection.title, type: 'COLLECTION', url: `${shop.url}/collections/${collection.handle}`, resource: {__typename: 'Collection', handle: collection.handle}});
    }
    const node = await data(shop, `query($id: ID!) { node(id: $id) { __typename ... on Menu { handle } } }`, {id: menu.id});
    expect(node.node).toEqual({__typename: 'Menu', handle: 'main-menu'});
  });

  it('has a footer menu of the service and legal pages', async () => {
    const result = await data(shop, `{ menu(handle: "footer") { items { title url type } } }`);
    expect(result.menu.items.map((item: any) => [item.title, item.url.replace(shop.url, '')])).toEqual([
      ['Livraison', '/livraison'],
      ['Retours', '/retours'],
      ['Garantie', '/garantie'],
      ['CGV', '/conditions-generales-vente'],
      ['Mentions légales', '/mentions-legales'],
      ['Confidentialité', '/politique-de-confidentialite'],
      ['Cookies', '/politique-cookies'],
      ['Plan du site', '/plan-du-site'],
      ['À propos', '/a-propos'],
    ]);
  });

  it('states the shop policies in French, consistent with the shop’s rules', async () => {
    const result = await data(shop, `{ shop {
      privacyPolicy { id handle title body url } termsOfService { id handle title body url }
      refundPolicy { id handle title body url } shippingPolicy { id handle title body url } } }`);
    const {privacyPolicy, termsOfService, refundPolicy, shippingPolicy} = result.shop;
    expect([privacyPolicy.title, termsOfService.title, refundPolicy.title, shippingPolicy.title]).toEqual([
      'Politique de confidentialité',
      'Conditions générales de vente',
      'Politique de remboursement',
      'Politique d’expédition',
    ]);
    for (const text of ['14 jours', '30 jours', '7 jours']) {
      expect(refundPolicy.body).toContain(text);
      expect(termsOfService.body).toContain(text);
    }
    expect(termsOfService.body).toContain('<strong>2 ans</strong>');
    expect(termsOfService.body).toContain('<strong>3 ans</strong>');
    expect(shippingPolicy.body).toMatch(/9,90\s€/);
    expect(shippingPolicy.body).toMatch(/15,00\s€/);
    expect(shippingPolicy.body).toMatch(/25,00\s€/);
    expect(shippingPolicy.body).toContain('250 € HT');
    expect(shippingPolicy.body).toContain('20 vérins');
    expect(privacyPolicy.body).toContain('RGPD');
    const page = await fetch(refundPolicy.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Politique de remboursement</h1>');
    expect((await fetch(`${shop.url}/policies/inconnue`)).status).toBe(404);
    const node = await data(shop, `query($id: ID!) { node(id: $id) { ... on ShopPolicy { handle } } }`, {id: refundPolicy.id});
    expect(node.node.handle).toBe('refund-policy');
  });
});

describe('search', () => {
  const SEARCH = `query($q: String!, $types: [SearchType!], $filters: [ProductFilter!], $first: Int = 50) {
    search(query: $q, first: $first, types: $types, productFilters: $filters) {
      totalCount
      nodes { __typename ... on Product { handle } ... on Article { handle } ... on Page { handle } }
      productFilters { id label values { label count input } }
      pageInfo { hasNextPage endCursor } } }`;

  it('searches products, articles and pages, without accents or case, singular or plural', async () => {
    const result = await data(shop, SEARCH, {q: 'verin'});
    const kinds = new Set(result.search.nodes.map((node: any) => node.__typename));
    expect(kinds).toEqual(new Set(['Product', 'Article', 'Page']));
    expect(result.search.totalCount).toBe(result.search.nodes.length);
    for (const query of ['Vérins', 'VÉRIN', 'verins']) {
      const other = await data(shop, SEARCH, {q: query});
      expect(other.search.nodes.map((node: any) => node.handle), query).toEqual(result.search.nodes.map((node: any) => node.handle));
    }
    // 'températures' finds the article on temperature; 'amortisseurs' the damper.
    const plural = await data(shop, SEARCH, {q: 'températures', types: ['ARTICLE']});
    expect(plural.search.nodes.map((node: any) => node.handle)).toContain('temperature-et-force-d-un-verin-a-gaz');
    const products = await data(shop, SEARCH, {q: 'amortisseurs', types: ['PRODUCT']});
    expect(products.search.nodes.map((node: any) => node.handle)).toContain('amortisseur-industriel-m14');
    const pages = await data(shop, SEARCH, {q: 'garantie', types: ['PAGE']});
    expect(pages.search.nodes.map((node: any) => node.handle)).toContain('garantie');
    expect((await data(shop, SEARCH, {q: '   '})).search).toMatchObject({totalCount: 0, nodes: []});
  });

  it('pages mixed results with opaque cursors', async () => {
    const all = await data(shop, SEARCH, {q: 'verin'});
    const first = await data(shop, SEARCH, {q: 'verin', first: 3});
    expect(first.search.pageInfo.hasNextPage).toBe(true);
    const next = await gql(shop, `query($after: String) { search(query: "verin", first: 3, after: $after) { nodes { ... on Product { handle } ... on Article { handle } ... on Page { handle } } } }`, {
      after: first.search.pageInfo.endCursor,
    });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data.search.nodes.map((node: any) => node.handle)).toEqual(all.search.nodes.slice(3, 6).map((node: any) => node.handle));
  });

  it('filters products by price, tag, availability, type and option, with counted facets', async () => {
    const tag = await data(shop, SEARCH, {q: 'verin', types: ['PRODUCT'], filters: [{tag: 'inox'}]});
    expect(tag.search.nodes.map((node: any) => node.handle)).toEqual(['verin-gaz-inox-6-15']);
    const price = await data(shop, SEARCH, {q: 'verin', types: ['PRODUCT'], filters: [{price: {min: 100, max: 300}}]});
    expect(price.search.nodes.map((node: any) => node.handle)).toEqual(['verin-hydraulique-double-effet']);
    // Availability is a variant filter (filter.v.availability): a product with a sold-out variant is listed.
    const available = await data(shop, SEARCH, {q: 'verin', types: ['PRODUCT'], filters: [{available: false}]});
    expect(available.search.nodes.map((node: any) => node.handle)).toEqual(['verin-gaz-acier-8-18', 'verin-pneumatique-iso-32']);
    const type = await data(shop, SEARCH, {q: 'verin', types: ['PRODUCT'], filters: [{productType: 'Vérin hydraulique'}]});
    expect(type.search.nodes.map((node: any) => node.handle)).toEqual(['verin-hydraulique-double-effet']);
    const option = await data(shop, SEARCH, {q: 'verin', types: ['PRODUCT'], filters: [{variantOption: {name: 'Course', value: '300 mm'}}]});
    expect(option.search.nodes.map((node: any) => node.handle)).toEqual(['verin-hydraulique-double-effet']);
    const facets = Object.fromEntries(tag.search.productFilters.map((facet: any) => [facet.id, facet]));
    expect(Object.keys(facets)).toEqual(
      expect.arrayContaining(['filter.v.availability', 'filter.v.price', 'filter.p.product_type', 'filter.p.vendor', 'filter.p.tag', 'filter.v.option.force']),
    );
    const tags = Object.fromEntries(facets['filter.p.tag'].values.map((value: any) => [value.label, value.count]));
    // A facet's counts ignore its own filter: every tag of the matching products, counted.
    expect(tags.inox).toBe(1);
    expect(tags.industrie).toBe(2);
    expect(JSON.parse(facets['filter.p.tag'].values[0].input)).toHaveProperty('tag');
  });

  it('suggests products, collections, articles, pages and queries as the shopper types', async () => {
    const result = await data(shop, `{ predictiveSearch(query: "inox", limit: 5) {
      products { handle } collections { handle } articles { handle } pages { handle } queries { text styledText } } }`);
    const found = result.predictiveSearch;
    expect(found.products.map((product: any) => product.handle)).toContain('verin-gaz-inox-6-15');
    expect(found.articles.map((article: any) => article.handle)).toContain('verin-inox-304-ou-316l');
    expect(found.queries.map((query: any) => query.text)).toContain('inox');
    expect(found.articles.length).toBeLessThanOrEqual(5);
    const pages = await data(shop, `{ predictiveSearch(query: "retours", types: [PAGE]) { pages { handle } products { handle } } }`);
    // Title hits first; other pages mention returns in their text.
    expect(pages.predictiveSearch.pages[0]).toEqual({handle: 'retours'});
    expect(pages.predictiveSearch.products).toEqual([]);
    const all = await data(shop, `{ predictiveSearch(query: "verin", limit: 4, limitScope: ALL) { products { handle } collections { handle } articles { handle } pages { handle } queries { text } } }`);
    const total = Object.values(all.predictiveSearch).reduce((sum: number, list: any) => sum + list.length, 0);
    expect(total).toBe(4);
  });
});

describe('sitemap and redirects', () => {
  it('lists every resource type with its count and pages', async () => {
    const result = await data(shop, `{
      products: sitemap(type: PRODUCT) { pagesCount { count precision } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } } }
      collections: sitemap(type: COLLECTION) { resources(page: 1) { items { handle } } }
      articles: sitemap(type: ARTICLE) { pagesCount { count } resources(page: 1) { items { handle ... on SitemapResource { image { filepath } } } } }
      pages: sitemap(type: PAGE) { resources(page: 1) { items { handle } } }
      blogs: sitemap(type: BLOG) { resources(page: 1) { items { handle } } }
      metaobjects: sitemap(type: METAOBJECT) { pagesCount { count precision } resources(page: 1) { items { handle } hasNextPage } }
      beyond: sitemap(type: PRODUCT) { resources(page: 2) { items { handle } hasNextPage } }
      catalogue: products(first: 250) { nodes { handle } }
    }`);
    expect(result.products.pagesCount).toEqual({count: 1, precision: 'EXACT'});
    expect(result.products.resources.hasNextPage).toBe(false);
    expect(result.products.resources.items.map((item: any) => item.handle).sort()).toEqual(result.catalogue.nodes.map((node: any) => node.handle).sort());
    expect(result.products.resources.items[0].image.filepath).toMatch(/\.svg$/);
    expect(result.collections.resources.items.map((item: any) => item.handle)).toContain('verins');
    expect(result.articles.resources.items).toHaveLength(ARTICLES.length);
    expect(result.pages.resources.items.map((item: any) => item.handle)).toContain('garantie');
    expect(result.blogs.resources.items).toEqual([{handle: 'news'}]);
    expect(result.metaobjects).toEqual({pagesCount: {count: 0, precision: 'EXACT'}, resources: {items: [], hasNextPage: false}});
    expect(result.beyond.resources).toEqual({items: [], hasNextPage: false});
  });

  it('keeps a few URL redirects, searchable by path', async () => {
    const result = await data(shop, `{ urlRedirects(first: 10) { nodes { id path target } } one: urlRedirects(first: 5, query: "path:/produits") { nodes { target } } }`);
    expect(result.urlRedirects.nodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({path: '/produits', target: '/products'}),
        expect.objectContaining({path: '/contactez-nous', target: '/contact'}),
      ]),
    );
    expect(result.one.nodes).toEqual([{target: '/products'}]);
  });
});
