// The editorial content against the rest of the shop: every page is in the site map,
// every link leads somewhere, every figure matches the shared rules.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type Block, blockText, parseInline} from '../../app/lib/content/blocks.ts';
import {INDUSTRIES} from '../../app/lib/content/industries.ts';
import {CONTENT_PAGES, contentSlugForPath} from '../../app/lib/content/pages.ts';
import {NOT_IN_SITE_MAP, sitePages} from '../../app/lib/content/site-map.ts';
import {FAQ, INSTALLATION_GUIDE} from '../../app/lib/content/support.ts';
import {SHOP} from '../../app/lib/constants.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {collections} from '../../local-shop/catalog/collections.ts';
import {products} from '../../local-shop/catalog/products.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Paths of the app's page routes, as app/routes.ts declares them: flat-routes file names
 * without params or resource routes, and the editorial pages' one module at each page's path.
 */
function routePaths(): string[] {
  const files = fs
    .readdirSync(path.join(ROOT, 'app/routes'))
    .filter((file) => file.endsWith('.tsx') && !file.includes('$') && file !== 'content-page.tsx')
    .map((file) => file.replace(/\.tsx$/, ''))
    // Dots separate segments, except inside [brackets] ('[robots.txt]' is one segment).
    .map((name) => '/' + name.replace(/(^|\.)_index$/, '').replace(/\[[^\]]+\]|\./g, (part) => (part === '.' ? '/' : part.slice(1, -1))))
    // A trailing underscore ('account_.login') only opts out of the parent's layout.
    .map((route) => route.replace(/_(?=\/|$)/g, ''))
    .map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route));
  return [...files, ...Object.values(CONTENT_PAGES).map((page) => page.path)];
}

const pages = Object.values(CONTENT_PAGES);

function textsOf(block: Block): string[] {
  if (typeof block === 'string') return [block];
  if ('list' in block) return block.list;
  if ('table' in block) return block.table.rows.flat();
  if ('definitions' in block) return block.definitions.flat();
  return [block.note];
}

/** Every [label](target) of the content pages, the FAQ and the related links. */
function allLinks(): {from: string; to: string}[] {
  const links: {from: string; to: string}[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      for (const text of section.blocks.flatMap(textsOf)) {
        for (const part of parseInline(text)) if ('to' in part) links.push({from: page.path, to: part.to});
      }
    }
    for (const link of page.related) links.push({from: page.path, to: link.to});
  }
  for (const item of FAQ) {
    for (const text of item.answer) for (const part of parseInline(text)) if ('to' in part) links.push({from: '/support', to: part.to});
  }
  for (const industry of INDUSTRIES) for (const link of industry.links) links.push({from: '/industries', to: link.to});
  return links;
}

describe('site map', () => {
  it('lists every page route of the app, and only those', () => {
    const routes = routePaths().filter((route) => !NOT_IN_SITE_MAP.includes(route));
    const listed = sitePages().map((page) => page.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...routes].sort());
  });

  it('keeps the cart and the search out of the search engines', () => {
    const indexed = sitePages().filter((page) => page.index).map((page) => page.path);
    expect(indexed).not.toContain('/cart');
    expect(indexed).not.toContain('/recherche');
    expect(indexed).toContain('/conditions-generales-vente');
  });
});

describe('links in the content', () => {
  const routes = new Set(routePaths());
  const collectionHandles = new Set(collections.map((collection) => collection.handle));
  const tags = new Set(products.flatMap((product) => product.tags));

  it.each(allLinks())('$from → $to leads to a page, a section, a file or products', ({to}) => {
    if (/^(https:|mailto:|tel:)/.test(to)) return;
    const url = new URL(to, 'http://shop.test');
    if (url.pathname.startsWith('/collections/')) {
      expect(collectionHandles).toContain(url.pathname.slice('/collections/'.length));
    } else if (url.pathname.includes('.')) {
      expect(fs.existsSync(path.join(ROOT, 'public', url.pathname))).toBe(true);
    } else {
      expect(routes).toContain(url.pathname);
    }
    for (const tag of url.searchParams.getAll('tag')) expect(tags).toContain(tag);
    if (url.hash) {
      const target = pages.find((page) => page.path === url.pathname);
      expect(target?.sections.map((section) => section.id)).toContain(url.hash.slice(1));
    }
  });
});

describe('content pages', () => {
  it.each(pages)('$path has a title, a description for search engines and its sections', (page) => {
    expect(page.title.length).toBeGreaterThan(5);
    expect(page.description.length).toBeGreaterThanOrEqual(70);
    expect(page.description.length).toBeLessThanOrEqual(170);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(new Set(page.sections.map((section) => section.id)).size).toBe(page.sections.length);
  });

  const text = (slug: keyof typeof CONTENT_PAGES) =>
    normalizeSpaces(
      [CONTENT_PAGES[slug].lead, ...CONTENT_PAGES[slug].sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)])].join('\n'),
    );

  it('states both return periods, the refund delay and both warranties without contradiction', () => {
    for (const slug of ['conditions-generales-vente', 'retours'] as const) {
      expect(text(slug)).toContain('14 jours');
      expect(text(slug)).toContain('30 jours');
      expect(text(slug)).toContain('7 jours');
    }
    for (const slug of ['conditions-generales-vente', 'garantie'] as const) {
      expect(text(slug)).toMatch(/2 ans/);
      expect(text(slug)).toMatch(/3 ans/);
      expect(text(slug)).toContain('50 000 à 100 000 cycles');
    }
  });

  it('gives the delivery prices and rules of the shop', () => {
    const delivery = text('livraison');
    for (const figure of ['9,90 €', '15,00 €', '25,00 €', '250 € HT', '20 vérins', '16 h', '24 à 48 h', '3 à 5 jours ouvrés']) {
      expect(delivery).toContain(figure);
    }
  });

  it('describes exactly the cookies the site sets', () => {
    const cookies = text('politique-cookies');
    expect(cookies).toContain('session');
    expect(cookies).toContain('price_mode');
    expect(cookies).toMatch(/aucun outil de mesure d’audience/);
  });
});

describe('support and industries', () => {
  it('has five FAQ questions', () => {
    expect(FAQ).toHaveLength(5);
  });

  it('ships the installation guide with the shop’s contact details', () => {
    const guide = fs.readFileSync(path.join(ROOT, 'public', INSTALLATION_GUIDE.href), 'utf8');
    expect(guide).toContain('<html lang="fr">');
    expect(guide).toContain(SHOP.phone);
    expect(guide).toContain(SHOP.email);
    expect(guide).toContain(SHOP.address.street);
    expect(guide).toContain('50 000 à 100 000 cycles');
  });

  it('covers the six industries of SPEC.md, each with applications and products', () => {
    expect(INDUSTRIES.map((industry) => industry.id)).toEqual(['maintenance', 'ameublement', 'industrie', 'medical', 'aeronautique', 'nautisme']);
    for (const industry of INDUSTRIES) {
      expect(industry.applications.length).toBeGreaterThanOrEqual(3);
      expect(industry.links.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the editorial pages route', () => {
  it('finds each page from its URL as routes match it: case and a trailing slash aside', () => {
    for (const [slug, page] of Object.entries(CONTENT_PAGES)) {
      expect(contentSlugForPath(page.path)).toBe(slug);
      expect(contentSlugForPath(`${page.path.toUpperCase()}/`)).toBe(slug);
    }
    expect(contentSlugForPath('/')).toBeNull();
    expect(contentSlugForPath('/garantie/x')).toBeNull();
    expect(contentSlugForPath('/content-page')).toBeNull();
  });
});
