// The generated range (decision 025): size, consistent lengths, the price and stock rules,
// end fittings and brackets for every thread, and the products the rest of the shop names.

import {describe, expect, it} from 'vitest';
import {FAMILIES, compressedLength, fittingAllowance, sizeName} from '../../local-shop/catalog/families.ts';
import {generatedRange, products} from '../../local-shop/catalog/products.ts';
import {DEMO_NOTE, draw, popularity, shopPrice, stockFor} from '../../local-shop/catalog/range-rules.ts';
import type {SeedProduct} from '../../local-shop/catalog/types.ts';

const merged = (p: SeedProduct, i: number) => ({...p.specs, ...(p.variants[i].specs ?? {})});
const range = generatedRange();
const byHandle = new Map(products.map((p) => [p.handle, p]));

describe('the generated range', () => {
  it('offers at least 2 000 orderable variants in the whole catalogue', () => {
    const variants = products.flatMap((p) => p.variants);
    expect(variants.length).toBeGreaterThanOrEqual(2000);
    expect(variants.filter((v) => v.stock > 0).length).toBeGreaterThanOrEqual(1800);
  });

  it('covers every family, kind and material a specialist stocks', () => {
    const sizes = new Set(range.map((p) => (p.specs.bodyDiameterMm && p.specs.rodDiameterMm ? `${p.specs.bodyDiameterMm}/${p.specs.rodDiameterMm}` : '')));
    for (const family of FAMILIES) expect(sizes, sizeName(family)).toContain(sizeName(family));
    const kinds = new Set(range.map((p) => p.specs.kind));
    for (const kind of ['Vérin à gaz de compression', 'Vérin à gaz blocable', 'Vérin à gaz de traction', 'Vérin à gaz à force réglable', 'Amortisseur hydraulique', 'Vérin hydraulique', 'Vérin pneumatique', 'Embout', 'Ferrure', 'Axe à boule']) {
      expect(kinds, kind).toContain(kind);
    }
    const materials = new Set(range.map((p) => p.specs.material));
    for (const material of ['Acier', 'Inox 304', 'Inox 316L']) expect(materials).toContain(material);
  });

  it('cuts one product per family, stroke and end fitting, its forces as variants', () => {
    for (const family of FAMILIES) {
      const series = range.filter((p) => p.specs.kind === 'Vérin à gaz de compression' && p.specs.material === 'Acier' && p.specs.bodyDiameterMm === family.body && p.specs.rodDiameterMm === family.rod);
      expect(series.length, sizeName(family)).toBe(family.strokes.length * family.fittings.length);
      for (const p of series) {
        expect(p.options, p.handle).toEqual([{name: 'Force', values: family.forces.map((f) => `${String(f).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} N`)}]);
        expect(p.handle, p.handle).toBe(`verin-gaz-compression-${family.body}-${family.rod}-course-${p.specs.strokeMm}-${p.handle.split(/course-\d+-/)[1]}`);
      }
    }
  });

  it('keeps lengths consistent: compressed = stroke + the family’s dead length and fittings, extended = compressed + stroke', () => {
    for (const p of products) {
      for (let i = 0; i < p.variants.length; i++) {
        const s = merged(p, i);
        if (s.strokeMm === undefined || s.extendedLengthMm === undefined || s.compressedLengthMm === undefined) continue;
        expect(s.extendedLengthMm, p.variants[i].sku).toBe(s.compressedLengthMm + s.strokeMm);
      }
    }
    for (const family of FAMILIES) {
      for (const fitting of family.fittings) {
        const stroke = family.strokes[0];
        const slug = fitting === 'oeillet' ? 'oeillet' : `${fitting}-${family.thread.toLowerCase().replace(/×.*$/, '')}`;
        const p = byHandle.get(`verin-gaz-compression-${family.body}-${family.rod}-course-${stroke}-${slug}`);
        expect(p, `${sizeName(family)} ${fitting}`).toBeDefined();
        expect(p?.specs.compressedLengthMm).toBe(stroke + family.dead + 2 * fittingAllowance(fitting, family.body));
        expect(p?.specs.compressedLengthMm).toBe(compressedLength(family, stroke, fitting));
      }
    }
    // The trade's reference point: a 15/6 with eyes and a 100 mm stroke measures 260 mm.
    expect(byHandle.get('verin-gaz-compression-15-6-course-100-oeillet')?.specs.extendedLengthMm).toBe(260);
  });

  it('prices by the documented rule: ,90 endings, longer or stronger costs more, stainless more than steel', () => {
    expect(shopPrice(12.5)).toBe(12.9);
    expect(shopPrice(12.9)).toBe(12.9);
    expect(shopPrice(12.91)).toBe(13.9);
    for (const p of range) for (const v of p.variants) expect(v.price, v.sku).toMatch(/\.90$/);
    const price = (handle: string, variant = 0) => Number(byHandle.get(handle)?.variants[variant].price);
    expect(price('verin-gaz-compression-22-10-course-300-oeillet')).toBeGreaterThan(price('verin-gaz-compression-22-10-course-100-oeillet'));
    expect(price('verin-gaz-compression-22-10-course-100-oeillet', 9)).toBeGreaterThan(price('verin-gaz-compression-22-10-course-100-oeillet', 0));
    expect(price('verin-gaz-inox-304-15-6-course-100-oeillet')).toBeGreaterThan(price('verin-gaz-compression-15-6-course-100-oeillet'));
    expect(price('verin-gaz-inox-316l-15-6-course-100-oeillet')).toBeGreaterThan(price('verin-gaz-inox-304-15-6-course-100-oeillet'));
  });

  it('stocks by the documented rule: deterministic, middle forces deepest, a few out of stock or down to their last units', () => {
    expect(draw('VG-15-6-100-OE-200')).toBe(draw('VG-15-6-100-OE-200'));
    expect(popularity(3, 7)).toBe(1);
    expect(popularity(0, 7)).toBeCloseTo(0.35);
    expect(stockFor('X', 100, 1)).toBe(stockFor('X', 100, 1));
    const variants = range.flatMap((p) => p.variants);
    const out = variants.filter((v) => v.stock === 0).length / variants.length;
    const low = variants.filter((v) => v.stock >= 1 && v.stock <= 5).length / variants.length;
    expect(out).toBeGreaterThan(0.02);
    expect(out).toBeLessThan(0.1);
    expect(low).toBeGreaterThan(0.03);
    expect(low).toBeLessThan(0.2);
  });

  it('says on every generated product that it is a demonstration range without makers’ part numbers', () => {
    for (const p of range) expect(p.descriptionHtml, p.handle).toContain(DEMO_NOTE);
  });

  it('has end fittings and brackets for every thread of the range, each saying what it fits', () => {
    const accessories = products.filter((p) => p.productType === 'Accessoire');
    const threaded = (thread: string, kind: RegExp) =>
      accessories.filter((p) => kind.test(p.specs.fitting ?? '') && p.variants.some((v) => merged(p, p.variants.indexOf(v)).thread === thread));
    for (const family of FAMILIES) {
      expect(threaded(family.thread, /œillet|rotule/i).length, `${family.thread} œillet ou rotule`).toBeGreaterThan(0);
      expect(threaded(family.thread, /chape/i).length, `${family.thread} chape`).toBeGreaterThan(0);
      const brackets = accessories.filter((p) => p.specs.kind === 'Ferrure' && (p.specs.fits ?? []).includes(sizeName(family)));
      expect(brackets.length, `${sizeName(family)} ferrure`).toBeGreaterThan(0);
    }
    for (const p of accessories.filter((x) => x.specs.kind !== 'Outil' && x.specs.kind !== 'Protection')) {
      expect(p.specs.fits?.length, p.handle).toBeGreaterThan(0);
    }
  });

  it('links each spring to accessories that fit its thread', () => {
    const spring = byHandle.get('verin-gaz-compression-18-8-course-150-rotule-m8');
    expect(spring?.specs.accessories?.length).toBeGreaterThan(2);
    for (const handle of spring?.specs.accessories ?? []) {
      const accessory = byHandle.get(handle);
      expect(accessory, handle).toBeDefined();
      expect(accessory?.specs.fits?.some((fit) => fit === 'M8' || fit === '18/8'), handle).toBe(true);
    }
  });

  it('keeps the products the tests, the bench and the collections name', () => {
    for (const handle of [
      'verin-gaz-compression-15-6-course-50-oeillet',
      'verin-gaz-compression-15-6-course-100-oeillet',
      'verin-gaz-inox-304-15-6-course-100-oeillet',
      'verin-gaz-compression-18-8-course-150-rotule-m8',
      'verin-gaz-traction-15-6-course-100-oeillet',
      'verin-gaz-traction-22-10-course-150-chape-m8',
      'verin-gaz-lit-coffre-22-10-course-200',
      'rotule-acier-13-mm-m8',
    ]) {
      expect(byHandle.has(handle), handle).toBe(true);
    }
    // The product the catalogue e2e test picks 400 N on.
    expect(byHandle.get('verin-gaz-compression-15-6-course-50-oeillet')?.options[0].values).toContain('400 N');
  });
});
