// sitemap(type) and urlRedirects: what a storefront needs for its sitemap.xml and its
// redirects. Sitemap pages hold up to 250 resources, numbered from 1, as on Shopify.

import {BLOG} from '../content/blog.ts';
import {PAGES} from '../content/pages.ts';
import {REDIRECTS} from '../content/redirects.ts';
import type {RedirectSeed} from '../content/types.ts';
import {articleImagePath, publishedArticles} from './content.ts';
import {type PageArgs, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';
import {evaluate, parseSearchQuery, textMatches, valueMatches, words} from './search-query.ts';

export const SITEMAP_PAGE_SIZE = 250;

interface SitemapEntry {
  handle: string;
  updatedAt: string;
  title: string | null;
  image: {alt: string | null; filepath: string | null; updatedAt: string} | null;
}

function entries(type: string, ctx: RequestContext): SitemapEntry[] {
  const base = ctx.app.publicUrl;
  switch (type) {
    case 'PRODUCT':
      return ctx.catalogue.products.map((product) => ({
        handle: product.handle,
        updatedAt: product.updatedAt,
        title: product.title,
        image: product.images[0]
          ? {alt: product.images[0].altText ?? product.title, filepath: `${base}${ctx.views.imagePath(product.images[0])}`, updatedAt: product.updatedAt}
          : null,
      }));
    case 'COLLECTION':
      return ctx.catalogue.collections.map((collection) => ({handle: collection.handle, updatedAt: collection.updatedAt, title: collection.title, image: null}));
    case 'PAGE':
      return PAGES.map((page) => ({handle: page.handle, updatedAt: page.updatedAt, title: page.title, image: null}));
    case 'BLOG': {
      const latest = publishedArticles().map((article) => article.updatedAt ?? article.publishedAt).sort().at(-1) ?? BLOG.createdAt;
      return [{handle: BLOG.handle, updatedAt: latest, title: BLOG.title, image: null}];
    }
    case 'ARTICLE':
      return publishedArticles().map((article) => ({
        handle: article.handle,
        updatedAt: article.updatedAt ?? article.publishedAt,
        title: article.title,
        image: {alt: article.imageAlt, filepath: `${base}${articleImagePath(article)}`, updatedAt: article.publishedAt},
      }));
    default:
      // METAOBJECT: the local shop has no metaobjects.
      return [];
  }
}

function redirectMatches(redirect: RedirectSeed, query: string | null | undefined): boolean {
  return evaluate(parseSearchQuery(query), (term) => {
    switch (term.field) {
      case 'path':
        return valueMatches(redirect.path, term);
      case 'target':
        return valueMatches(redirect.target, term);
      case null:
        return textMatches(words(`${redirect.path} ${redirect.target}`), term);
      default:
        return false;
    }
  });
}

export const sitemapQueries = {
  sitemap: ({type}: {type: string}, ctx: RequestContext) => {
    const list = entries(type, ctx);
    return {
      pagesCount: {count: Math.ceil(list.length / SITEMAP_PAGE_SIZE), precision: 'EXACT'},
      resources: ({page}: {page: number}) => {
        const start = (page - 1) * SITEMAP_PAGE_SIZE;
        const items = page >= 1 ? list.slice(start, start + SITEMAP_PAGE_SIZE) : [];
        return {
          items: items.map((item) => ({__typename: type === 'METAOBJECT' ? 'SitemapResourceMetaobject' : 'SitemapResource', ...item})),
          hasNextPage: page >= 1 && start + SITEMAP_PAGE_SIZE < list.length,
        };
      },
    };
  },
  urlRedirects: (args: PageArgs & {query?: string | null; reverse?: boolean | null}) => {
    const list = REDIRECTS.filter((redirect) => redirectMatches(redirect, args.query));
    if (args.reverse) list.reverse();
    return paginate(
      list,
      args,
      (redirect) => ({id: redirect.id}),
      (redirect) => ({__typename: 'UrlRedirect', id: `gid://shopify/UrlRedirect/${redirect.id}`, path: redirect.path, target: redirect.target}),
    );
  },
};
