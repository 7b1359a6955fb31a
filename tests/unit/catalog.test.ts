// Validates the seed catalogue (products, collections, drawings) before the local shop loads it.

import {describe, expect, it} from 'vitest';
import {collections} from '../../local-shop/catalog/collections.ts';
import {drawingCount, renderDrawing} from '../../local-shop/catalog/drawings.ts';
import {products} from '../../local-shop/catalog/products.ts';
import type {SeedProduct} from '../../local-shop/catalog/types.ts';

const BADGE_TAGS = ['new', 'french', 'sale', 'limited-stock', 'few-left', 'best-seller'];
const REQUIRED_COLLECTIONS = [
  'verins',
  'verins-a-gaz',
  'verins-hydrauliques',
  'verins-pneumatiques',
  'verins-inox',
  'amortisseurs',
  'supports-de-levage',
  'accessoires',
  'mobilier',
  'industrie',
  'medical',
  'marine',
  'bestsellers',
  'nouveautes',
  'promo',
];

function inCollection(handle: string): SeedProduct[] {
  return products.filter((p) => p.collections.includes(handle));
}

function prices(p: SeedProduct): number[] {
  return p.variants.map((v) => Number(v.price));
}

function merged(p: SeedProduct, i: number) {
  return {...p.specs, ...(p.variants[i].specs ?? {})};
}

function textOf(p: SeedProduct): string {
  return `${p.title}\n${p.descriptionHtml}`;
}

describe('products', () => {
  it('has at least 64 products with unique, readable handles', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    const handles = products.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const h of handles) expect(h).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique upper-case SKUs', () => {
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });

  it('covers the product types, with gas springs in the majority of cylinders', () => {
    const types = new Set(products.map((p) => p.productType));
    for (const t of ['Vérin à gaz', 'Vérin hydraulique', 'Vérin pneumatique', 'Amortisseur', 'Support de levage', 'Accessoire', 'Kit']) {
      expect(types.has(t), t).toBe(true);
    }
    const gas = products.filter((p) => p.productType === 'Vérin à gaz').length;
    expect(gas).toBeGreaterThan(products.length / 2 - 10);
    expect(products.filter((p) => p.tags.includes('kit')).length).toBeGreaterThanOrEqual(3);
  });

  it('has coherent options and variants', () => {
    for (const p of products) {
      expect(p.variants.length, p.handle).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, p.handle).toBeLessThanOrEqual(12);
      const names = p.options.map((o) => o.name);
      expect(new Set(names).size, p.handle).toBe(names.length);
      if (p.variants.length === 1 && names[0] === 'Title') {
        expect(p.options, p.handle).toEqual([{name: 'Title', values: ['Default Title']}]);
        expect(p.variants[0].options).toEqual({Title: 'Default Title'});
      } else {
        expect(names, p.handle).not.toContain('Title');
      }
      for (const o of p.options) {
        expect(o.values.length, `${p.handle} ${o.name}`).toBeGreaterThan(0);
        expect(new Set(o.values).size).toBe(o.values.length);
        // every listed value is used by a variant
        for (const value of o.values) expect(p.variants.some((v) => v.options[o.name] === value), `${p.handle} ${value}`).toBe(true);
      }
      const combos = new Set<string>();
      for (const v of p.variants) {
        expect(Object.keys(v.options), v.sku).toEqual(names);
        for (const o of p.options) expect(o.values, v.sku).toContain(v.options[o.name]);
        const key = JSON.stringify(names.map((n) => v.options[n]));
        expect(combos.has(key), `${v.sku} duplicates ${key}`).toBe(false);
        combos.add(key);
      }
    }
  });

  it('has realistic prices as 2-decimal strings, with compare-at prices above the price', () => {
    for (const p of products) {
      for (const v of p.variants) {
        expect(v.price, v.sku).toMatch(/^\d+\.\d{2}$/);
        expect(Number(v.price), v.sku).toBeGreaterThan(0);
        expect(Number(v.price), v.sku).toBeLessThan(500);
        if (v.compareAtPrice !== undefined) {
          expect(v.compareAtPrice, v.sku).toMatch(/^\d+\.\d{2}$/);
          expect(Number(v.compareAtPrice), v.sku).toBeGreaterThan(Number(v.price));
        }
      }
    }
    const all = products.flatMap(prices);
    for (const [min, max] of [[0, 50], [50, 150], [150, 300], [300, 500]]) {
      expect(all.some((x) => x >= min && x < max), `${min}-${max}`).toBe(true);
    }
  });

  it('keeps prices within the usual range of each family', () => {
    const range = (p: SeedProduct) => [Math.min(...prices(p)), Math.max(...prices(p))];
    for (const p of products) {
      const [lo, hi] = range(p);
      if (p.productType === 'Vérin hydraulique') expect(lo >= 80 && hi <= 450, p.handle).toBe(true);
      if (p.productType === 'Vérin pneumatique') expect(lo >= 35 && hi <= 250, p.handle).toBe(true);
      if (p.productType === 'Accessoire') expect(lo >= 2 && hi <= 40, p.handle).toBe(true);
      if (p.productType === 'Kit') expect(lo >= 20 && hi <= 80, p.handle).toBe(true);
      if (p.tags.includes('blocable')) expect(lo >= 39 && hi <= 120, p.handle).toBe(true);
    }
  });

  it('ties the sale tag, the compare-at prices and the promo collection together', () => {
    for (const p of products) {
      const onSale = p.variants.some((v) => v.compareAtPrice !== undefined);
      expect(p.tags.includes('sale'), p.handle).toBe(onSale);
      expect(p.collections.includes('promo'), p.handle).toBe(onSale);
    }
  });

  it('has the stock mix: out of stock, sold out products and low stock', () => {
    for (const p of products) {
      for (const v of p.variants) {
        expect(Number.isInteger(v.stock) && v.stock >= 0, v.sku).toBe(true);
        expect(v.weightGrams, v.sku).toBeGreaterThan(0);
      }
    }
    const someOut = products.filter((p) => p.variants.some((v) => v.stock === 0));
    const allOut = products.filter((p) => p.variants.every((v) => v.stock === 0));
    const low = products.filter((p) => p.variants.some((v) => v.stock >= 1 && v.stock <= 5));
    expect(someOut.length).toBeGreaterThanOrEqual(5);
    expect(allOut.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeGreaterThanOrEqual(6);
    // the 'few-left' badge is only shown where few units remain
    for (const p of products.filter((x) => x.tags.includes('few-left'))) {
      expect(p.variants.some((v) => v.stock >= 1 && v.stock <= 5), p.handle).toBe(true);
    }
    // most variants are well stocked
    const variants = products.flatMap((p) => p.variants);
    const normal = variants.filter((v) => v.stock >= 6 && v.stock <= 200);
    expect(normal.length / variants.length).toBeGreaterThan(0.75);
  });

  it('has lower-case tags, at least 25 distinct, with the badge tags in use', () => {
    const tags = new Set(products.flatMap((p) => p.tags));
    expect(tags.size).toBeGreaterThanOrEqual(25);
    for (const t of tags) expect(t).toMatch(/^[a-z0-9-]+$/);
    for (const b of BADGE_TAGS) expect(tags.has(b), b).toBe(true);
    const french = products.filter((p) => p.tags.includes('french')).length;
    expect(french / products.length).toBeGreaterThan(0.25);
    expect(french / products.length).toBeLessThan(0.55);
    for (const p of products) expect(new Set(p.tags).size, p.handle).toBe(p.tags.length);
  });

  it('dates products between 2024 and 2026, new ones in autumn 2026', () => {
    for (const p of products) {
      const d = new Date(p.createdAt);
      expect(Number.isNaN(d.getTime()), p.handle).toBe(false);
      expect(d.getUTCFullYear(), p.handle).toBeGreaterThanOrEqual(2024);
      expect(d.getUTCFullYear(), p.handle).toBeLessThanOrEqual(2026);
      if (p.tags.includes('new')) {
        expect(p.createdAt >= '2026-09-01' && p.createdAt < '2026-12-01', p.handle).toBe(true);
        expect(p.collections).toContain('nouveautes');
      } else {
        expect(p.createdAt < '2026-09-01', p.handle).toBe(true);
      }
    }
  });

  it('gives best-sellers the highest sales', () => {
    for (const p of products) expect(Number.isInteger(p.sold) && p.sold >= 0 && p.sold <= 2000, p.handle).toBe(true);
    const best = products.filter((p) => p.tags.includes('best-seller'));
    const others = products.filter((p) => !p.tags.includes('best-seller'));
    expect(Math.min(...best.map((p) => p.sold))).toBeGreaterThan(Math.max(...others.map((p) => p.sold)));
    for (const p of best) expect(p.collections).toContain('bestsellers');
  });

  it('has technical specs coherent with the titles and variants', () => {
    for (const p of products) {
      const isCylinder = p.productType.startsWith('Vérin') || p.productType === 'Amortisseur';
      for (let i = 0; i < p.variants.length; i++) {
        const s = merged(p, i);
        const v = p.variants[i];
        if (isCylinder) {
          expect(s.strokeMm, v.sku).toBeGreaterThan(0);
          expect(s.extendedLengthMm, v.sku).toBeGreaterThan(s.strokeMm ?? 0);
        }
        if (p.productType === 'Vérin à gaz') {
          expect(s.bodyDiameterMm, v.sku).toBeGreaterThan(s.rodDiameterMm ?? 0);
          expect(s.forceN, v.sku).toBeGreaterThan(0);
          expect(s.progression, v.sku).toBeGreaterThanOrEqual(1.15);
          expect(s.progression, v.sku).toBeLessThanOrEqual(1.45);
          expect(s.lifetimeCycles, v.sku).toBeGreaterThanOrEqual(50000);
          expect(s.lifetimeCycles, v.sku).toBeLessThanOrEqual(100000);
          // compressed length (extended - stroke) holds the stroke plus the fittings
          expect((s.extendedLengthMm ?? 0) - (s.strokeMm ?? 0), v.sku).toBeGreaterThanOrEqual((s.strokeMm ?? 0) + 40);
          expect(s.fitting, v.sku).toBeTruthy();
          expect(s.material, v.sku).toBeTruthy();
          expect(s.tempMinC, v.sku).toBeLessThan(s.tempMaxC ?? 0);
        }
        if (p.productType === 'Vérin hydraulique' || p.productType === 'Vérin pneumatique') {
          expect(s.pressureBar, v.sku).toBeGreaterThan(0);
          expect(s.thread, v.sku).toBeTruthy();
        }
        // option values agree with the variant specs
        if (v.options.Force) expect(v.options.Force.replace(/\s/g, ''), v.sku).toBe(`${s.forceN}N`);
        if (v.options.Course) expect(v.options.Course, v.sku).toBe(`${s.strokeMm} mm`);
      }
      // the numbers of the title agree with the specs, e.g. '15/6' and 'course 100 mm'
      const size = p.title.match(/\b(\d{2})\/(\d{1,2})\b/);
      if (size && p.productType === 'Vérin à gaz') {
        expect(p.specs.bodyDiameterMm, p.handle).toBe(Number(size[1]));
        expect(p.specs.rodDiameterMm, p.handle).toBe(Number(size[2]));
      }
      const course = p.title.match(/course (\d+) mm/);
      if (course && !p.options.some((o) => o.name === 'Course')) expect(p.specs.strokeMm, p.handle).toBe(Number(course[1]));
    }
  });

  it('has French titles and descriptions without filler', () => {
    const filler = /\b(todo|lorem|ipsum|placeholder|dummy|tbd|fixme|the|and|with|your|this)\b/i;
    for (const p of products) {
      expect(filler.test(textOf(p)), p.handle).toBe(false);
      expect(p.title.length, p.handle).toBeGreaterThan(10);
      expect(p.descriptionHtml, p.handle).toMatch(/^<p>/);
      expect(p.descriptionHtml, p.handle).not.toMatch(/style=|<script/i);
      const paragraphs = (p.descriptionHtml.match(/<p>/g) ?? []).length + (p.descriptionHtml.match(/<ul>/g) ?? []).length;
      expect(paragraphs, p.handle).toBeGreaterThanOrEqual(2);
      expect(paragraphs, p.handle).toBeLessThanOrEqual(4);
    }
    expect(products.filter((p) => /vérin/i.test(textOf(p))).length).toBeGreaterThanOrEqual(40);
    expect(products.filter((p) => /hydraulique|pneumatique/i.test(textOf(p))).length).toBeGreaterThanOrEqual(6);
    expect(products.filter((p) => /[éèàçœ]/.test(textOf(p))).length).toBe(products.length);
    const vendors = new Set(products.map((p) => p.vendor));
    expect(vendors.size).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.seo).length).toBeGreaterThanOrEqual(5);
  });
});

describe('collections', () => {
  it('defines every required collection once, with French texts and an image product', () => {
    const handles = collections.map((c) => c.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const h of REQUIRED_COLLECTIONS) expect(handles).toContain(h);
    for (const c of collections) {
      expect(c.title.length, c.handle).toBeGreaterThan(3);
      expect(c.description.length, c.handle).toBeGreaterThan(30);
      expect(c.seo?.title, c.handle).toBeTruthy();
      expect(c.seo?.description, c.handle).toBeTruthy();
      const image = products.find((p) => p.handle === c.imageProduct);
      expect(image, c.handle).toBeDefined();
      expect(image?.collections, c.handle).toContain(c.handle);
    }
  });

  it('only references existing collections, each with at least 4 products', () => {
    const handles = new Set(collections.map((c) => c.handle));
    for (const p of products) for (const c of p.collections) expect(handles.has(c), `${p.handle} -> ${c}`).toBe(true);
    for (const c of collections) expect(inCollection(c.handle).length, c.handle).toBeGreaterThanOrEqual(4);
    expect(inCollection('verins-a-gaz').length).toBeGreaterThanOrEqual(30);
  });

  it('puts products in the collections that match their type and tags', () => {
    for (const p of products) {
      if (p.productType.startsWith('Vérin')) expect(p.collections, p.handle).toContain('verins');
      if (p.productType === 'Vérin à gaz') expect(p.collections, p.handle).toContain('verins-a-gaz');
      if (p.productType === 'Vérin hydraulique') expect(p.collections, p.handle).toContain('verins-hydrauliques');
      if (p.productType === 'Vérin pneumatique') expect(p.collections, p.handle).toContain('verins-pneumatiques');
      if (p.productType === 'Amortisseur') expect(p.collections, p.handle).toContain('amortisseurs');
      if (p.productType === 'Support de levage') expect(p.collections, p.handle).toContain('supports-de-levage');
      if (p.productType === 'Accessoire') expect(p.collections, p.handle).toContain('accessoires');
      if (p.collections.includes('verins-a-gaz') || p.collections.includes('verins-inox')) expect(p.collections, p.handle).toContain('verins');
      if (p.collections.includes('verins-inox')) expect(p.tags, p.handle).toContain('inox');
      if (p.collections.includes('nouveautes')) expect(p.tags, p.handle).toContain('new');
      if (p.collections.includes('bestsellers')) expect(p.tags, p.handle).toContain('best-seller');
      if (p.collections.includes('marine')) expect(p.tags, p.handle).toContain('marine');
      if (p.collections.includes('medical')) expect(p.tags, p.handle).toContain('medical');
    }
  });
});

describe('drawings', () => {
  it('gives every product 2 to 4 pictures', () => {
    for (const p of products) {
      expect(drawingCount(p), p.handle).toBeGreaterThanOrEqual(2);
      expect(drawingCount(p), p.handle).toBeLessThanOrEqual(4);
    }
  });

  it('renders a small, self-contained SVG with a French title for every picture and variant', () => {
    for (const p of products) {
      for (let i = 0; i < drawingCount(p); i++) {
        for (const v of [undefined, ...p.variants]) {
          const svg = renderDrawing(p, i, v);
          const where = `${p.handle} #${i} ${v?.sku ?? ''}`;
          expect(svg.startsWith('<svg'), where).toBe(true);
          expect(svg.endsWith('</svg>'), where).toBe(true);
          expect(svg, where).toContain('viewBox="0 0 800 800"');
          expect(svg, where).toMatch(/<title>[^<]{10,}<\/title>/);
          expect(svg.length, where).toBeLessThan(12 * 1024);
          expect(svg, where).not.toMatch(/NaN|undefined|Infinity|<script|https?:\/\/(?!www\.w3\.org)/);
          // every url(#id) and href="#id" points to something defined in the picture
          for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([\w-]+)/g)) expect(svg, `${where} #${id}`).toContain(`id="${id}"`);
        }
      }
    }
  });

  it('is deterministic and follows the variant', () => {
    const p = products.find((x) => x.options.some((o) => o.name === 'Course'));
    expect(p).toBeDefined();
    if (!p) return;
    expect(renderDrawing(p, 0, p.variants[0])).toBe(renderDrawing(p, 0, p.variants[0]));
    const last = p.variants[p.variants.length - 1];
    expect(renderDrawing(p, 0, last)).not.toBe(renderDrawing(p, 0, p.variants[0]));
    expect(renderDrawing(p, 0, last)).toContain(`${merged(p, p.variants.length - 1).extendedLengthMm} mm`);
  });
});
