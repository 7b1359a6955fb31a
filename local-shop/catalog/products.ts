// The seed catalogue: the curated products (curated.ts) and the generated range
// (range-*.ts, decision 025), with the shop's merchandising on a few generated products
// (best-sellers, sales), the technical data completed the same way for all (decision 024)
// and the collections that follow from each product's type and tags.

import {curated} from './curated.ts';
import {fitsBall, fitsThread, generatedAccessories} from './range-accessories.ts';
import {generatedCylinders} from './range-cylinders.ts';
import {scarceStock, wasPrice} from './range-rules.ts';
import {generatedSprings} from './range-springs.ts';
import type {SeedProduct, SeedSpecs} from './types.ts';

// ---------------------------------------------------------------------------------------
// Merchandising of generated products
// ---------------------------------------------------------------------------------------

interface Highlight {
  tags?: string[];
  sold?: number;
  /** Every variant shown with a former price (tag 'sale', collection 'promo') */
  sale?: boolean;
  seo?: SeedProduct['seo'];
}

const HIGHLIGHTS: Record<string, Highlight> = {
  'verin-gaz-compression-15-6-course-50-oeillet': {
    tags: ['best-seller'],
    sold: 1840,
    seo: {
      title: 'Vérin à gaz 15/6 course 50 mm à œillets – 50 à 400 N',
      description: 'Vérin à gaz de compression 15/6, course 50 mm, 160 mm entre axes, œillets métal. Huit forces en stock, expédition sous 24 h.',
    },
  },
  'verin-gaz-compression-15-6-course-100-oeillet': {
    tags: ['best-seller'],
    sold: 1960,
    seo: {
      title: 'Vérin à gaz 15/6 course 100 mm à œillets – fabriqué en France',
      description: 'Vérin à gaz 15/6, course 100 mm, 260 mm entre axes, de 50 à 400 N. Fabrication française, garantie 3 ans.',
    },
  },
  'verin-gaz-compression-15-6-course-80-rotule-m6': {tags: ['best-seller', 'automobile'], sold: 1320},
  'verin-gaz-compression-18-8-course-100-oeillet': {tags: ['best-seller'], sold: 980},
  'verin-gaz-compression-18-8-course-150-rotule-m8': {tags: ['sale', 'agricole'], sale: true},
  'verin-gaz-compression-22-10-course-200-oeillet': {tags: ['sale'], sale: true},
  'verin-gaz-compression-22-10-course-200-rotule-m8': {tags: ['sale'], sale: true},
  'verin-gaz-inox-316l-15-6-course-100-rotule-m6': {tags: ['sale'], sale: true},
  'verin-gaz-traction-22-10-course-150-chape-m8': {tags: ['french']},
};

function highlight(product: SeedProduct): SeedProduct {
  const extra = HIGHLIGHTS[product.handle];
  if (!extra) return product;
  const variants = extra.sale
    ? product.variants.map((variant) => ({...variant, compareAtPrice: wasPrice(Number(variant.price)).toFixed(2)}))
    : product.variants;
  return {
    ...product,
    tags: [...new Set([...product.tags, ...(extra.tags ?? [])])],
    sold: extra.sold ?? product.sold,
    seo: extra.seo ?? product.seo,
    variants,
  };
}

/** The heavy 40/20 series is made in short runs: its stock is a few units of each. */
function shortRun(product: SeedProduct): SeedProduct {
  if (!product.handle.startsWith('verin-gaz-compression-40-20-')) return product;
  return {
    ...product,
    tags: [...new Set([...product.tags, 'few-left', 'limited-stock'])],
    variants: product.variants.map((variant) => ({...variant, stock: scarceStock(variant.sku, 5)})),
  };
}

// ---------------------------------------------------------------------------------------
// Technical data completed alike for curated and generated products (decision 024)
// ---------------------------------------------------------------------------------------

/** The grade of a material description, from its first material word: 'Tube acier peint noir…' → 'Acier'. */
export function materialGrade(text: string): string {
  const t = text.toLowerCase();
  const words: [RegExp, string][] = [
    [/inox/, 'Inox'],
    [/acier/, 'Acier'],
    [/alu/, 'Aluminium'],
    [/laiton/, 'Laiton'],
    [/néoprène/, 'Néoprène'],
    [/polyur|nbr/, 'Polyuréthane'],
    [/polyamide/, 'Polyamide'],
  ];
  let grade = 'Acier';
  let first = Number.POSITIVE_INFINITY;
  for (const [pattern, name] of words) {
    const at = t.search(pattern);
    if (at >= 0 && at < first) {
      first = at;
      grade = name;
    }
  }
  if (grade !== 'Inox') return grade;
  if (/316l/.test(t)) return 'Inox 316L';
  if (/316/.test(t)) return 'Inox 316';
  if (/304/.test(t)) return 'Inox 304';
  return 'Inox';
}

const GRADES = new Set(['Acier', 'Inox', 'Inox 304', 'Inox 316', 'Inox 316L', 'Aluminium', 'Laiton', 'Néoprène', 'Polyuréthane', 'Polyamide']);

function kindOf(product: SeedProduct): string {
  const tags = new Set(product.tags);
  switch (product.productType) {
    case 'Vérin à gaz':
      if (tags.has('blocable')) return 'Vérin à gaz blocable';
      if (tags.has('traction')) return 'Vérin à gaz de traction';
      if (tags.has('reglable')) return 'Vérin à gaz à force réglable';
      return 'Vérin à gaz de compression';
    case 'Amortisseur':
      if (/fermeture/.test(product.handle)) return 'Amortisseur de fermeture';
      // Threaded-body shock absorbers of automation, apart from the eye-to-eye dampers.
      return /oeillet/.test(product.handle) ? 'Amortisseur hydraulique' : 'Amortisseur industriel';
    case 'Accessoire':
      if (tags.has('ferrure')) return 'Ferrure';
      if (tags.has('outil')) return 'Outil';
      if (tags.has('protection')) return 'Protection';
      return /axe-a-boule/.test(product.handle) ? 'Axe à boule' : 'Embout';
    default:
      return product.productType;
  }
}

/** The bore of a curated cylinder, read from its title ('Ø 32 mm', '40/25'). */
function boreOf(product: SeedProduct): number | undefined {
  if (product.productType !== 'Vérin hydraulique' && product.productType !== 'Vérin pneumatique') return undefined;
  const match = /Ø\s?(\d+)\s?mm|\b(\d{2,3})\/\d{2}\b/.exec(product.title);
  return match ? Number(match[1] ?? match[2]) : undefined;
}

function completeSpecs(product: SeedProduct): SeedProduct {
  const specs: SeedSpecs = {...product.specs};
  specs.kind ??= kindOf(product);
  if (specs.material && !GRADES.has(specs.material)) {
    specs.finish ??= specs.material;
    specs.material = materialGrade(specs.material);
  }
  const bore = specs.boreDiameterMm ?? boreOf(product);
  if (bore !== undefined) specs.boreDiameterMm = bore;
  if (product.productType === 'Vérin à gaz' || product.productType === 'Amortisseur') {
    const tags = new Set(product.tags);
    specs.locking ??= tags.has('blocable');
    specs.traction ??= tags.has('traction');
    specs.adjustable ??= tags.has('reglable');
    specs.damped ??= product.productType === 'Amortisseur' || /freiné/.test(product.title);
    specs.mounting ??= specs.locking || specs.traction || product.productType === 'Amortisseur' ? 'Toutes positions' : 'Tige vers le bas';
  }
  if (product.productType === 'Accessoire' && specs.ballDiameterMm === undefined) {
    const ball = /boule Ø (\d+)/.exec(specs.fitting ?? '');
    if (ball) specs.ballDiameterMm = Number(ball[1]);
  }
  if (product.productType === 'Accessoire' && !specs.fits && specs.kind === 'Ferrure' && specs.ballDiameterMm !== undefined) {
    specs.fits = fitsBall(specs.ballDiameterMm);
  }
  if (product.productType === 'Accessoire' && !specs.fits) {
    const threads = [...new Set(product.variants.map((variant) => variant.specs?.thread).filter((thread): thread is string => Boolean(thread)))];
    const list = threads.length > 0 ? threads : specs.thread ? [specs.thread] : [];
    const fits = [...new Set(list.flatMap(fitsThread))];
    if (fits.length > 0) specs.fits = fits;
  }
  // Variant specs complete themselves the same way (a variant's own material text).
  const variants = product.variants.map((variant) => {
    const own = variant.specs;
    if (!own?.material || GRADES.has(own.material)) return variant;
    return {...variant, specs: {...own, finish: own.material, material: materialGrade(own.material)}};
  });
  return {...product, specs, variants};
}

// ---------------------------------------------------------------------------------------
// Accessories that fit each spring (published as product references)
// ---------------------------------------------------------------------------------------

function isStainless(specs: SeedSpecs): boolean {
  return /inox/i.test(specs.material ?? '');
}

function linkAccessories(all: SeedProduct[]): SeedProduct[] {
  const accessories = all.filter((product) => product.productType === 'Accessoire' && (product.specs.fits?.length ?? 0) > 0);
  return all.map((product) => {
    if (product.productType !== 'Vérin à gaz' && product.productType !== 'Amortisseur') return product;
    const specs = product.specs;
    const threads = new Set([specs.threadRod, specs.threadBody, specs.thread].filter((thread): thread is string => Boolean(thread)));
    const size = specs.bodyDiameterMm && specs.rodDiameterMm ? `${specs.bodyDiameterMm}/${specs.rodDiameterMm}` : null;
    const stainless = isStainless(specs);
    const fitting = accessories.filter((accessory) => {
      const fits = accessory.specs.fits ?? [];
      return fits.some((fit) => threads.has(fit) || fit === size);
    });
    // Same material first (stainless parts for a stainless spring), then the others.
    fitting.sort((a, b) => Number(isStainless(b.specs) === stainless) - Number(isStainless(a.specs) === stainless));
    const handles = fitting.slice(0, 8).map((accessory) => accessory.handle);
    return handles.length > 0 ? {...product, specs: {...specs, accessories: handles}} : product;
  });
}

// ---------------------------------------------------------------------------------------
// Collections that follow from the product type and the badge tags
// ---------------------------------------------------------------------------------------

const TYPE_COLLECTIONS: Record<string, string[]> = {
  'Vérin à gaz': ['verins', 'verins-a-gaz'],
  'Vérin hydraulique': ['verins', 'verins-hydrauliques'],
  'Vérin pneumatique': ['verins', 'verins-pneumatiques'],
  Amortisseur: ['amortisseurs'],
  'Support de levage': ['supports-de-levage'],
  Accessoire: ['accessoires'],
};

function finalize(product: SeedProduct): SeedProduct {
  const collections = new Set([...(TYPE_COLLECTIONS[product.productType] ?? []), ...product.collections]);
  if (product.tags.includes('sale')) collections.add('promo');
  if (product.tags.includes('new')) collections.add('nouveautes');
  if (product.tags.includes('best-seller')) collections.add('bestsellers');
  if (product.productType.startsWith('Vérin') && product.tags.includes('inox')) collections.add('verins-inox');
  return {...product, collections: [...collections], specs: {...commonVariantSpecs(product), ...product.specs}};
}

/** What every variant of the product says alike (a product-level metafield holds only that). */
function commonVariantSpecs(product: SeedProduct): SeedSpecs {
  const [first, ...others] = product.variants.map((variant) => variant.specs ?? {});
  const common: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    const same = others.every((specs) => JSON.stringify((specs as Record<string, unknown>)[key]) === JSON.stringify(value));
    if (same) common[key] = value;
  }
  return common as SeedSpecs;
}

/** The generated range alone, before merchandising (for tests and figures). */
export function generatedRange(): SeedProduct[] {
  return [...generatedSprings(), ...generatedCylinders(), ...generatedAccessories()];
}

export const products: SeedProduct[] = linkAccessories(
  [...curated, ...generatedRange().map(highlight).map(shortRun)].map(completeSpecs).map(finalize),
);
