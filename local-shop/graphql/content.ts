// Content in the Storefront API's shapes: Blog, Article, Page, Menu, ShopPolicy, from
// the French data in local-shop/content. Articles appear once their publication date
// has come. Comments are not kept: every article has an empty comment list.

import {ARTICLES, BLOG} from '../content/blog.ts';
import {ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH} from '../content/illustrations.ts';
import {MENUS} from '../content/menus.ts';
import {PAGES} from '../content/pages.ts';
import {POLICIES} from '../content/policies.ts';
import type {ArticleSeed, MenuItemSeed, MenuSeed, PageSeed, PolicySeed} from '../content/types.ts';
import {htmlToText} from '../store/catalogue.ts';
import {escapeHtml, truncate} from './catalogue.ts';
import {type PageArgs, emptyConnection, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';
import {compareDates, evaluate, parseSearchQuery, recordWords, textMatches, valueMatches, words} from './search-query.ts';

export const articleGid = (id: number) => `gid://shopify/Article/${id}`;
export const pageGid = (id: number) => `gid://shopify/Page/${id}`;
export const blogGid = (id: number) => `gid://shopify/Blog/${id}`;
export const menuGid = (id: number) => `gid://shopify/Menu/${id}`;
export const policyGid = (id: number) => `gid://shopify/ShopPolicy/${id}`;

export const ARTICLE_IMAGE_PATH = /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

const collator = new Intl.Collator('fr', {numeric: true, sensitivity: 'base'});
const nullMetafields = {
  metafield: () => null,
  metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
};

/** Articles whose publication date has come, oldest first. */
export function publishedArticles(now = Date.now()): ArticleSeed[] {
  return ARTICLES.filter((article) => Date.parse(article.publishedAt) <= now);
}

export function articleByHandle(handle: unknown): ArticleSeed | null {
  return publishedArticles().find((article) => article.handle === handle) ?? null;
}

function authorView(article: ArticleSeed) {
  const {firstName, lastName, email, bio} = article.author;
  return {firstName, lastName, email, bio, name: `${firstName} ${lastName}`};
}

export function articleImagePath(article: ArticleSeed): string {
  return `/images/blog/${article.handle}.svg`;
}

export function articleView(article: ArticleSeed, ctx: RequestContext): Record<string, unknown> {
  const url = `${ctx.app.publicUrl}${articleImagePath(article)}`;
  const text = htmlToText(article.contentHtml);
  return {
    __typename: 'Article',
    id: articleGid(article.id),
    handle: article.handle,
    title: article.title,
    author: authorView(article),
    authorV2: authorView(article),
    get blog() {
      return blogView(ctx);
    },
    comments: (args: PageArgs) => emptyConnection(args),
    content: ({truncateAt}: {truncateAt?: number | null}) => truncate(text, truncateAt),
    contentHtml: article.contentHtml,
    excerpt: ({truncateAt}: {truncateAt?: number | null}) => truncate(article.excerpt, truncateAt),
    excerptHtml: `<p>${escapeHtml(article.excerpt)}</p>`,
    image: {
      __typename: 'Image',
      id: `gid://shopify/ArticleImage/${article.id}`,
      url: () => url,
      src: url,
      originalSrc: url,
      transformedSrc: () => url,
      altText: article.imageAlt,
      width: ILLUSTRATION_WIDTH,
      height: ILLUSTRATION_HEIGHT,
      thumbhash: null,
    },
    onlineStoreUrl: null,
    publishedAt: article.publishedAt,
    seo: article.seo,
    tags: article.tags,
    trackingParameters: null,
    ...nullMetafields,
  };
}

/** Shopify's article search fields: author, blog_title, tag, tag_not, dates; free text on title, tags and content. */
export function articleMatches(article: ArticleSeed, query: string | null | undefined): boolean {
  return evaluate(parseSearchQuery(query), (term) => {
    switch (term.field) {
      case null:
        return textMatches(recordWords(article, 'all', () => `${article.title} ${article.tags.join(' ')} ${article.excerpt} ${htmlToText(article.contentHtml)}`), term);
      case 'title':
        return textMatches(words(article.title), term);
      case 'author':
        return textMatches(words(`${article.author.firstName} ${article.author.lastName}`), term);
      case 'blog_title':
        return textMatches(words(BLOG.title), term);
      case 'tag':
        return article.tags.some((tag) => valueMatches(tag, term));
      case 'tag_not':
        return !article.tags.some((tag) => valueMatches(tag, term));
      case 'created_at':
      case 'published_at':
        return compareDates(article.publishedAt, term);
      case 'updated_at':
        return compareDates(article.updatedAt ?? article.publishedAt, term);
      default:
        return false;
    }
  });
}

/** The `articles` connection of the blog or the shop: query, sortKey, reverse, paging. */
export function articleConnection(args: PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null}, ctx: RequestContext) {
  const list = publishedArticles().filter((article) => articleMatches(article, args.query));
  let value: (article: ArticleSeed) => unknown = (article) => String(article.id);
  switch (args.sortKey) {
    case 'PUBLISHED_AT':
    case 'UPDATED_AT':
      list.sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id);
      value = (article) => article.publishedAt;
      break;
    case 'TITLE':
    case 'RELEVANCE':
      if (args.sortKey === 'TITLE' || !args.query) {
        list.sort((a, b) => collator.compare(a.title, b.title));
        value = (article) => article.title;
      }
      break;
    case 'AUTHOR':
      list.sort((a, b) => collator.compare(`${a.author.lastName} ${a.author.firstName}`, `${b.author.lastName} ${b.author.firstName}`) || a.id - b.id);
      value = (article) => article.author.lastName;
      break;
    default:
      // ID and BLOG_TITLE (one blog): by id.
      list.sort((a, b) => a.id - b.id);
  }
  if (args.reverse) list.reverse();
  return paginate(list, args, (article) => ({id: article.id, value: value(article)}), (article) => articleView(article, ctx));
}

export function blogView(ctx: RequestContext): Record<string, unknown> {
  const authors = [...new Map(publishedArticles().map((article) => [article.author.email, authorView(article)])).values()];
  return {
    __typename: 'Blog',
    id: blogGid(BLOG.id),
    handle: BLOG.handle,
    title: BLOG.title,
    seo: BLOG.seo,
    onlineStoreUrl: null,
    authors,
    articleByHandle: ({handle}: {handle: string}) => {
      const article = articleByHandle(handle);
      return article ? articleView(article, ctx) : null;
    },
    articles: (args: PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null}) => articleConnection(args, ctx),
    ...nullMetafields,
  };
}

export function pageView(page: PageSeed): Record<string, unknown> {
  return {
    __typename: 'Page',
    id: pageGid(page.id),
    handle: page.handle,
    title: page.title,
    body: page.bodyHtml,
    bodySummary: truncate(htmlToText(page.bodyHtml), 150),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    seo: page.seo,
    onlineStoreUrl: null,
    trackingParameters: null,
    ...nullMetafields,
  };
}

export function pageMatches(page: PageSeed, query: string | null | undefined): boolean {
  return evaluate(parseSearchQuery(query), (term) => {
    switch (term.field) {
      case null:
        return textMatches(recordWords(page, 'all', () => `${page.title} ${htmlToText(page.bodyHtml)}`), term);
      case 'title':
        return textMatches(words(page.title), term);
      case 'handle':
        return valueMatches(page.handle, term);
      case 'created_at':
        return compareDates(page.createdAt, term);
      case 'updated_at':
        return compareDates(page.updatedAt, term);
      default:
        return false;
    }
  });
}

export function policyView(policy: PolicySeed, ctx: RequestContext): Record<string, unknown> {
  return {
    __typename: 'ShopPolicy',
    id: policyGid(policy.id),
    handle: policy.handle,
    title: policy.title,
    body: policy.bodyHtml,
    url: `${ctx.app.publicUrl}/policies/${policy.handle}`,
  };
}

export function shopPolicies(ctx: RequestContext): Record<string, unknown> {
  return {
    privacyPolicy: policyView(POLICIES.privacyPolicy, ctx),
    termsOfService: policyView(POLICIES.termsOfService, ctx),
    refundPolicy: policyView(POLICIES.refundPolicy, ctx),
    shippingPolicy: policyView(POLICIES.shippingPolicy, ctx),
  };
}

function menuItemViews(menu: MenuSeed, ctx: RequestContext): Record<string, unknown>[] {
  const base = ctx.app.publicUrl;
  const collectionItem = (collectionHandle: string, title: string | null, id: number) => {
    const collection = ctx.catalogue.collectionsByHandle.get(collectionHandle);
    if (!collection) return null;
    return {
      __typename: 'MenuItem',
      id: `gid://shopify/MenuItem/${id}`,
      title: title ?? collection.title,
      type: 'COLLECTION',
      url: `${base}/collections/${collection.handle}`,
      resourceId: `gid://shopify/Collection/${collection.id}`,
      get resource() {
        return ctx.views.collection(collection);
      },
      tags: [],
      items: [],
    };
  };
  const item = (seed: MenuItemSeed, id: number): Record<string, unknown> | null => {
    if (seed.type === 'COLLECTION') return collectionItem(seed.collection, seed.title, id);
    const children =
      'collectionChildren' in seed
        ? ctx.catalogue.collections.map((collection) => collectionItem(collection.handle, null, id * 1000 + collection.id))
        : (seed.children ?? []).map((child, i) => item(child, id * 100 + i + 1));
    return {
      __typename: 'MenuItem',
      id: `gid://shopify/MenuItem/${id}`,
      title: seed.title,
      type: 'HTTP',
      url: `${base}${seed.path}`,
      resourceId: null,
      resource: null,
      tags: [],
      items: children.filter((child) => child !== null),
    };
  };
  return menu.items.map((seed, i) => item(seed, menu.id * 100 + i + 1)).filter((entry) => entry !== null);
}

export function menuView(menu: MenuSeed, ctx: RequestContext): Record<string, unknown> {
  const items = menuItemViews(menu, ctx);
  return {__typename: 'Menu', id: menuGid(menu.id), handle: menu.handle, title: menu.title, items, itemsCount: items.length};
}

function pagesMatching(query: string | null | undefined): PageSeed[] {
  return PAGES.filter((page) => pageMatches(page, query));
}

export const contentQueries = {
  blog: ({handle, id}: {handle?: string | null; id?: string | null}, ctx: RequestContext) =>
    handle === BLOG.handle || id === blogGid(BLOG.id) ? blogView(ctx) : null,
  blogByHandle: ({handle}: {handle: string}, ctx: RequestContext) => (handle === BLOG.handle ? blogView(ctx) : null),
  blogs: (args: PageArgs & {query?: string | null; reverse?: boolean | null}, ctx: RequestContext) => {
    const blogs = evaluate(parseSearchQuery(args.query), (term) =>
      term.field === 'handle' ? valueMatches(BLOG.handle, term) : textMatches(words(`${BLOG.title} ${BLOG.handle}`), term),
    )
      ? [BLOG]
      : [];
    return paginate(blogs, args, (blog) => ({id: blog.id}), () => blogView(ctx));
  },
  article: ({id}: {id: string}, ctx: RequestContext) => {
    const article = publishedArticles().find((candidate) => articleGid(candidate.id) === id);
    return article ? articleView(article, ctx) : null;
  },
  articles: (args: PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null}, ctx: RequestContext) => articleConnection(args, ctx),
  page: ({handle, id}: {handle?: string | null; id?: string | null}) => {
    const page = PAGES.find((candidate) => (handle !== undefined && handle !== null ? candidate.handle === handle : pageGid(candidate.id) === id));
    return page ? pageView(page) : null;
  },
  pageByHandle: ({handle}: {handle: string}) => {
    const page = PAGES.find((candidate) => candidate.handle === handle);
    return page ? pageView(page) : null;
  },
  pages: (args: PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null}) => {
    const list = pagesMatching(args.query);
    if (args.sortKey === 'TITLE') list.sort((a, b) => collator.compare(a.title, b.title));
    else if (args.sortKey === 'UPDATED_AT') list.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
    else list.sort((a, b) => a.id - b.id);
    if (args.reverse) list.reverse();
    return paginate(list, args, (page) => ({id: page.id}), pageView);
  },
  menu: ({handle}: {handle: string}, ctx: RequestContext) => {
    const menu = MENUS.find((candidate) => candidate.handle === handle);
    return menu ? menuView(menu, ctx) : null;
  },
};

/** Node lookups for content ids. */
export function contentNode(type: string, id: string, ctx: RequestContext): Record<string, unknown> | null {
  const numeric = Number(id);
  switch (type) {
    case 'Article': {
      const article = publishedArticles().find((candidate) => candidate.id === numeric);
      return article ? articleView(article, ctx) : null;
    }
    case 'Blog':
      return numeric === BLOG.id ? blogView(ctx) : null;
    case 'Page': {
      const page = PAGES.find((candidate) => candidate.id === numeric);
      return page ? pageView(page) : null;
    }
    case 'Menu': {
      const menu = MENUS.find((candidate) => candidate.id === numeric);
      return menu ? menuView(menu, ctx) : null;
    }
    case 'ShopPolicy': {
      const policy = Object.values(POLICIES).find((candidate) => candidate.id === numeric);
      return policy ? policyView(policy, ctx) : null;
    }
    default:
      return null;
  }
}
