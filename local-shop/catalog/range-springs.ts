// The generated gas-spring range (decision 025): one product per family, stroke, end fitting
// and material, its forces as variants, as gas-spring shops list them. Compression springs
// of every family, stainless 304 and 316L, locking, traction and adjustable-force springs,
// and eye-to-eye hydraulic dampers. Lengths follow the family's dead length; prices, stock,
// sales and dates follow range-rules.ts.

import {
  FAMILIES,
  type Family,
  type FittingCode,
  compressedLength,
  fittingDescription,
  fittingNames,
  sizeName,
} from './families.ts';
import {DEMO_NOTE, dayAfter, decimal, eur, popularity, shopPrice, stockFor, thousands} from './range-rules.ts';
import type {DrawingKind, SeedProduct, SeedSpecs, SeedVariant} from './types.ts';


const MOUNT_ROD_DOWN =
  'Montez-le tige vers le bas : le joint reste lubrifié par l’huile interne et la fin de course est amortie. Il travaille en poussée seulement, sans torsion ni effort latéral.';

const FITTING_SHARE: Record<FittingCode, number> = {oeillet: 1, rotule: 0.8, chape: 0.45};

function family(body: number, rod: number): Family {
  const found = FAMILIES.find((candidate) => candidate.body === body && candidate.rod === rod);
  if (!found) throw new Error(`Famille ${body}/${rod} inconnue.`);
  return found;
}

function mm(n: number): string {
  return `${thousands(n)} mm`;
}

function newtons(n: number): string {
  return `${thousands(n)} N`;
}

function forceRangeText(forces: readonly number[]): string {
  return forces.length > 1 ? `de ${newtons(forces[0])} à ${newtons(forces[forces.length - 1])}` : newtons(forces[0]);
}

interface SeriesInput {
  handle: string;
  title: string;
  descriptionHtml: string;
  kind: string;
  drawing: DrawingKind;
  vendor: string;
  tags: string[];
  collections: string[];
  skuPrefix: string;
  forces: readonly number[];
  /** Price of one force, EUR TTC before rounding to ,90 */
  price: (force: number) => number;
  depth: number;
  /** Share of the family's typical stock for this product (stroke, fitting, material) */
  share: number;
  weight: number;
  specs: SeedSpecs;
  createdAt: string;
  sold: number;
  /** Option name of the forces */
  optionName?: string;
  /** Lowest setting of an adjustable spring, as a share of its force */
  minShare?: number;
}

function springProduct(input: SeriesInput): SeedProduct {
  const optionName = input.optionName ?? 'Force';
  const variants = input.forces.map((force, index): SeedVariant => {
    const sku = `${input.skuPrefix}-${force}`;
    const specs: SeedSpecs = {forceN: force};
    if (input.minShare !== undefined) specs.forceMinN = Math.round(force * input.minShare);
    return {
      sku,
      options: {[optionName]: newtons(force)},
      price: eur(shopPrice(input.price(force))),
      stock: stockFor(sku, input.depth, input.share * popularity(index, input.forces.length)),
      weightGrams: input.weight,
      specs,
    };
  });
  return {
    handle: input.handle,
    title: input.title,
    descriptionHtml: input.descriptionHtml,
    productType: input.kind.startsWith('Amortisseur') ? 'Amortisseur' : 'Vérin à gaz',
    vendor: input.vendor,
    tags: [...new Set(input.tags)],
    collections: [...new Set(input.collections)],
    options: [{name: optionName, values: variants.map((variant) => variant.options[optionName])}],
    variants,
    specs: {kind: input.kind, ...input.specs},
    drawing: input.drawing,
    createdAt: input.createdAt,
    sold: input.sold,
  };
}

/** Extended length = compressed + stroke; compressed from the family's dead length. */
function lengths(fam: Family, stroke: number, fitting: FittingCode, extraDead = 0) {
  const compressed = compressedLength(fam, stroke, fitting) + extraDead;
  return {compressed, extended: compressed + stroke};
}

function endSpecs(fam: Family, fitting: FittingCode, stainless = false): SeedSpecs {
  const description = fittingDescription(fam, fitting, stainless);
  const specs: SeedSpecs = {
    fitting: description,
    fittingRod: description,
    fittingBody: description,
    thread: fam.thread,
    threadRod: fam.thread,
    threadBody: fam.thread,
  };
  if (fitting === 'rotule') specs.ballDiameterMm = fam.ball;
  else specs.pinDiameterMm = fitting === 'chape' ? fam.clevisPin : fam.eyePin;
  return specs;
}

function datasheetList(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

const COLLECTION_USES = new Set(['mobilier', 'industrie', 'medical', 'marine']);

// ------------------------------------------------------------------ compression, steel

function compression(fam: Family): SeedProduct[] {
  const size = sizeName(fam);
  const products: SeedProduct[] = [];
  fam.strokes.forEach((stroke, strokeIndex) => {
    fam.fittings.forEach((fitting, fittingIndex) => {
      const names = fittingNames(fam, fitting);
      const {compressed, extended} = lengths(fam, stroke, fitting);
      const end = fittingDescription(fam, fitting);
      const strokeShare = popularity(strokeIndex, fam.strokes.length);
      const isNew = fam.since >= '2026-09-01';
      products.push(
        springProduct({
          handle: `verin-gaz-compression-${fam.body}-${fam.rod}-course-${stroke}-${names.slug}`,
          title: `Vérin à gaz ${size} – course ${stroke} mm – ${names.title}`,
          descriptionHtml:
            `<p>Vérin à gaz de compression ${size} : tube Ø ${fam.body} mm, tige Ø ${fam.rod} mm, course ${mm(stroke)}. ` +
            `Il mesure ${mm(extended)} entre axes déployé et ${mm(compressed)} comprimé. À chaque extrémité : ${end.charAt(0).toLowerCase()}${end.slice(1)} (filetage ${fam.thread}).</p>\n` +
            datasheetList([
              `Forces F1 ${forceRangeText(fam.forces)}, progression ${decimal(fam.progression)}`,
              `Durée de vie nominale : ${thousands(fam.lifetime)} cycles`,
              `Utilisation de ${fam.temp[0]} à ${fam.temp[1]} °C`,
            ]) +
            `\n<p>${MOUNT_ROD_DOWN} ${DEMO_NOTE}</p>`,
          kind: 'Vérin à gaz de compression',
          drawing: 'gas-spring',
          vendor: fam.vendor,
          tags: ['compression', 'acier', names.tag, ...fam.uses, ...(fam.french ? ['french'] : []), ...(isNew ? ['new'] : [])],
          collections: fam.uses.filter((use) => COLLECTION_USES.has(use)),
          skuPrefix: `VG-${fam.body}-${fam.rod}-${String(stroke).padStart(3, '0')}-${names.code}`,
          forces: fam.forces,
          price: (force) => fam.price.base + fam.price.perMm * extended + fam.price.perN * force + (fitting === 'rotule' ? 1.5 : fitting === 'chape' ? 3 : 0),
          depth: fam.depth,
          share: strokeShare * FITTING_SHARE[fitting],
          weight: Math.round(fam.gramsPerMm * extended + fam.fittingGrams),
          specs: {
            bodyDiameterMm: fam.body,
            rodDiameterMm: fam.rod,
            strokeMm: stroke,
            extendedLengthMm: extended,
            compressedLengthMm: compressed,
            progression: fam.progression,
            ...endSpecs(fam, fitting),
            material: 'Acier',
            finish: 'Tube acier peint époxy noir, tige acier chromé',
            tempMinC: fam.temp[0],
            tempMaxC: fam.temp[1],
            lifetimeCycles: fam.lifetime,
            locking: false,
            traction: false,
            adjustable: false,
            damped: false,
            mounting: 'Tige vers le bas',
          },
          createdAt: dayAfter(fam.since, strokeIndex * 3 + fittingIndex),
          sold: Math.round(fam.sales * strokeShare * FITTING_SHARE[fitting]),
        }),
      );
    });
  });
  return products;
}

// ------------------------------------------------------------------ stainless

interface StainlessPlan {
  body: number;
  rod: number;
  strokes: number[];
  forces: number[];
}

const STAINLESS: readonly StainlessPlan[] = [
  {body: 15, rod: 6, strokes: [40, 60, 80, 100, 150], forces: [50, 100, 150, 200, 300, 400]},
  {body: 18, rod: 8, strokes: [60, 100, 150, 200, 250], forces: [100, 200, 300, 400, 500, 600]},
  {body: 22, rod: 10, strokes: [100, 150, 200, 250, 300], forces: [200, 400, 600, 800, 1000, 1200]},
];

const GRADES = [
  {
    grade: 'Inox 304',
    slug: '304',
    code: 'I4',
    factor: 1.9,
    vendor: 'Inoxéa',
    tags: ['cuisine', 'medical', 'agroalimentaire'],
    collections: ['medical'],
    temp: [-20, 80] as const,
    use: 'Inox 304 : tube, tige et embouts résistent à l’eau, à la vapeur et aux détergents courants (cuisines professionnelles, laboratoires, mobilier médical).',
    since: '2024-05-06',
  },
  {
    grade: 'Inox 316L',
    slug: '316l',
    code: 'I6',
    factor: 2.4,
    vendor: 'Nautigaz',
    tags: ['marine', 'bateau'],
    collections: ['marine'],
    temp: [-30, 80] as const,
    use: 'Inox 316L : l’acier au molybdène des bateaux, des piscines et des ambiances chlorées, où l’inox 304 finit par piquer.',
    since: '2024-06-10',
  },
];

function stainless(plan: StainlessPlan): SeedProduct[] {
  const fam = family(plan.body, plan.rod);
  const size = sizeName(fam);
  const fittings: FittingCode[] = ['oeillet', 'rotule'];
  const products: SeedProduct[] = [];
  for (const grade of GRADES) {
    plan.strokes.forEach((stroke, strokeIndex) => {
      fittings.forEach((fitting, fittingIndex) => {
        const names = fittingNames(fam, fitting);
        const {compressed, extended} = lengths(fam, stroke, fitting);
        const end = fittingDescription(fam, fitting, true);
        const share = popularity(strokeIndex, plan.strokes.length) * FITTING_SHARE[fitting];
        products.push(
          springProduct({
            handle: `verin-gaz-inox-${grade.slug}-${fam.body}-${fam.rod}-course-${stroke}-${names.slug}`,
            title: `Vérin à gaz ${grade.grade.replace('Inox', 'inox')} ${size} – course ${stroke} mm – ${names.title}`,
            descriptionHtml:
              `<p>Vérin à gaz de compression ${size} entièrement en ${grade.grade.replace('Inox', 'inox')}, course ${mm(stroke)} : ${mm(extended)} entre axes déployé, ${mm(compressed)} comprimé. ` +
              `À chaque extrémité : ${end.charAt(0).toLowerCase()}${end.slice(1)}, filetage ${fam.thread}.</p>\n` +
              `<p>${grade.use}</p>\n` +
              datasheetList([`Forces F1 ${forceRangeText(plan.forces)}, progression ${decimal(fam.progression)}`, `Utilisation de ${grade.temp[0]} à ${grade.temp[1]} °C`, DEMO_NOTE]),
            kind: 'Vérin à gaz de compression',
            drawing: 'gas-spring-stainless',
            vendor: grade.vendor,
            tags: ['compression', 'inox', names.tag, ...grade.tags],
            collections: grade.collections,
            skuPrefix: `VG${grade.code}-${fam.body}-${fam.rod}-${String(stroke).padStart(3, '0')}-${names.code}`,
            forces: plan.forces,
            price: (force) => grade.factor * (fam.price.base + fam.price.perMm * extended + fam.price.perN * force + (fitting === 'rotule' ? 1.5 : 0)),
            depth: fam.depth * 0.3,
            share,
            weight: Math.round(fam.gramsPerMm * 1.05 * extended + fam.fittingGrams),
            specs: {
              bodyDiameterMm: fam.body,
              rodDiameterMm: fam.rod,
              strokeMm: stroke,
              extendedLengthMm: extended,
              compressedLengthMm: compressed,
              progression: fam.progression,
              ...endSpecs(fam, fitting, true),
              material: grade.grade,
              finish: `Tube, tige et embouts en ${grade.grade.replace('Inox', 'inox')}`,
              tempMinC: grade.temp[0],
              tempMaxC: grade.temp[1],
              lifetimeCycles: 80000,
              locking: false,
              traction: false,
              adjustable: false,
              damped: false,
              mounting: 'Tige vers le bas',
            },
            createdAt: dayAfter(grade.since, fam.body + strokeIndex * 2 + fittingIndex),
            sold: Math.round(140 * share),
          }),
        );
      });
    });
  }
  return products;
}

// ------------------------------------------------------------------ locking

interface LockingPlan {
  body: number;
  rod: number;
  rigid: boolean;
  dead: number;
  strokes: number[];
  forces: number[];
  price: {base: number; perMm: number; perN: number};
}

const LOCKING: readonly LockingPlan[] = [
  {body: 20, rod: 10, rigid: false, dead: 110, strokes: [50, 80, 100, 120, 150, 200], forces: [200, 300, 400, 500, 600, 700], price: {base: 38, perMm: 0.05, perN: 0.01}},
  {body: 28, rod: 10, rigid: true, dead: 120, strokes: [50, 100, 150, 200, 250], forces: [400, 600, 800, 1000, 1200], price: {base: 55, perMm: 0.06, perN: 0.012}},
];

function locking(plan: LockingPlan): SeedProduct[] {
  const size = `${plan.body}/${plan.rod}`;
  const rod = 'Tige filetée M10×1 avec poussoir de déblocage';
  const body = 'Filetage M8 côté corps';
  return plan.strokes.map((stroke, strokeIndex) => {
    const compressed = stroke + plan.dead;
    const extended = compressed + stroke;
    const share = popularity(strokeIndex, plan.strokes.length);
    const kindWord = plan.rigid ? 'rigide' : 'élastique';
    return springProduct({
      handle: plan.rigid ? `verin-gaz-blocable-rigide-${plan.body}-${plan.rod}-course-${stroke}` : `verin-gaz-blocable-${plan.body}-${plan.rod}-course-${stroke}`,
      title: `Vérin à gaz blocable ${plan.rigid ? 'rigide ' : ''}${size} – course ${stroke} mm – poussoir M10×1`,
      descriptionHtml:
        `<p>Vérin à gaz blocable ${size} à blocage ${kindWord} : il s’immobilise à toute position de sa course quand on relâche le poussoir de la tige, et se déplace librement quand on l’enfonce. ` +
        `Course ${mm(stroke)}, ${mm(extended)} hors tout déployé, ${mm(compressed)} comprimé.</p>\n` +
        datasheetList([
          'Tige filetée M10×1 avec poussoir (course du poussoir 2,5 mm), corps fileté M8',
          plan.rigid ? 'Blocage rigide : il ne cède ni en compression ni en traction' : 'Blocage élastique en compression',
          `Forces ${forceRangeText(plan.forces)}`,
        ]) +
        `\n<p>Le levier ou le câble de commande se visse sur la tige ; il n’est pas fourni. ${DEMO_NOTE}</p>`,
      kind: 'Vérin à gaz blocable',
      drawing: 'locking-gas-spring',
      vendor: plan.rigid ? 'Vérins Pro' : 'Gazline',
      tags: ['blocable', 'acier', ...(plan.rigid ? ['medical', 'industrie', 'french'] : ['industrie', 'mobilier'])],
      collections: plan.rigid ? ['medical', 'industrie'] : ['industrie', 'mobilier'],
      skuPrefix: `VGB${plan.rigid ? 'R' : ''}-${plan.body}-${plan.rod}-${String(stroke).padStart(3, '0')}`,
      forces: plan.forces,
      price: (force) => plan.price.base + plan.price.perMm * extended + plan.price.perN * force,
      depth: 24,
      share,
      weight: Math.round(0.9 * extended + 60),
      specs: {
        bodyDiameterMm: plan.body,
        rodDiameterMm: plan.rod,
        strokeMm: stroke,
        extendedLengthMm: extended,
        compressedLengthMm: compressed,
        progression: plan.rigid ? 1.2 : 1.3,
        fitting: rod,
        fittingRod: rod,
        fittingBody: body,
        thread: 'M10×1 / M8',
        threadRod: 'M10×1',
        threadBody: 'M8',
        material: 'Acier',
        finish: plan.rigid ? 'Tube acier peint blanc, tige acier chromé' : 'Tube acier peint noir, tige acier chromé',
        tempMinC: plan.rigid ? 0 : -20,
        tempMaxC: plan.rigid ? 60 : 80,
        lifetimeCycles: 60000,
        locking: true,
        traction: false,
        adjustable: false,
        damped: false,
        mounting: plan.rigid ? 'Toutes positions' : 'Tige vers le bas pour un blocage dur en compression',
        extra: {Blocage: plan.rigid ? 'Rigide en compression et en traction' : 'Élastique en compression'},
      },
      createdAt: dayAfter(plan.rigid ? '2025-04-07' : '2024-06-17', strokeIndex * 4),
      sold: Math.round((plan.rigid ? 60 : 240) * share),
    });
  });
}

// ------------------------------------------------------------------ traction

interface TractionPlan {
  body: number;
  rod: number;
  dead: number;
  strokes: number[];
  fittings: FittingCode[];
  forces: number[];
}

const TRACTION: readonly TractionPlan[] = [
  {body: 15, rod: 6, dead: 70, strokes: [40, 50, 60, 80, 100], fittings: ['oeillet'], forces: [100, 150, 200, 250, 300]},
  {body: 22, rod: 10, dead: 90, strokes: [80, 100, 150, 200], fittings: ['oeillet', 'chape'], forces: [300, 400, 600, 800, 1000]},
];

function traction(plan: TractionPlan): SeedProduct[] {
  const fam = family(plan.body, plan.rod);
  const size = sizeName(fam);
  const products: SeedProduct[] = [];
  plan.strokes.forEach((stroke, strokeIndex) => {
    plan.fittings.forEach((fitting, fittingIndex) => {
      const names = fittingNames(fam, fitting);
      const {compressed, extended} = lengths(fam, stroke, fitting, plan.dead - fam.dead);
      const share = popularity(strokeIndex, plan.strokes.length) * FITTING_SHARE[fitting];
      products.push(
        springProduct({
          handle: `verin-gaz-traction-${fam.body}-${fam.rod}-course-${stroke}-${names.slug}`,
          title: `Vérin à gaz de traction ${size} – course ${stroke} mm – ${names.title}`,
          descriptionHtml:
            `<p>Vérin à gaz de traction ${size} : il tire sa tige vers l’intérieur du tube. Il rappelle un volet, tend une courroie, maintient un couvercle fermé. ` +
            `Au repos, tige rentrée, il mesure ${mm(compressed)} entre axes ; tige tirée au bout de sa course de ${mm(stroke)}, ${mm(extended)}.</p>\n` +
            datasheetList([
              `Efforts de rappel ${forceRangeText(plan.forces)}, mesurés tige sortie`,
              `${fittingDescription(fam, fitting)} à chaque extrémité, filetage ${fam.thread}`,
              'Montage dans n’importe quelle position',
            ]) +
            `\n<p>${DEMO_NOTE}</p>`,
          kind: 'Vérin à gaz de traction',
          drawing: 'traction-gas-spring',
          vendor: 'Gazline',
          tags: ['traction', 'acier', names.tag, 'industrie'],
          collections: ['industrie'],
          skuPrefix: `VGT-${fam.body}-${fam.rod}-${String(stroke).padStart(3, '0')}-${names.code}`,
          forces: plan.forces,
          price: (force) => 2.2 * (fam.price.base + fam.price.perMm * extended + fam.price.perN * force),
          depth: fam.depth * 0.2,
          share,
          weight: Math.round(fam.gramsPerMm * 1.2 * extended + fam.fittingGrams),
          specs: {
            bodyDiameterMm: fam.body,
            rodDiameterMm: fam.rod,
            strokeMm: stroke,
            extendedLengthMm: extended,
            compressedLengthMm: compressed,
            progression: 1.3,
            ...endSpecs(fam, fitting),
            material: 'Acier',
            finish: 'Tube acier peint noir, tige acier chromé',
            tempMinC: -20,
            tempMaxC: 80,
            lifetimeCycles: 50000,
            locking: false,
            traction: true,
            adjustable: false,
            damped: false,
            mounting: 'Toutes positions',
          },
          createdAt: dayAfter('2024-07-22', fam.body + strokeIndex * 3 + fittingIndex),
          sold: Math.round(110 * share),
        }),
      );
    });
  });
  return products;
}

// ------------------------------------------------------------------ adjustable force

const ADJUSTABLE = [
  {body: 15, rod: 6, strokes: [50, 80, 100, 150], forces: [200, 400]},
  {body: 18, rod: 8, strokes: [100, 150, 200], forces: [300, 600]},
  {body: 22, rod: 10, strokes: [100, 150, 200, 300], forces: [600, 1200]},
] as const;

function adjustable(plan: (typeof ADJUSTABLE)[number]): SeedProduct[] {
  const fam = family(plan.body, plan.rod);
  const size = sizeName(fam);
  return plan.strokes.map((stroke, strokeIndex) => {
    const {compressed, extended} = lengths(fam, stroke, 'oeillet', 10);
    const share = popularity(strokeIndex, plan.strokes.length);
    return springProduct({
      handle: `verin-gaz-force-reglable-${fam.body}-${fam.rod}-course-${stroke}`,
      title: `Vérin à gaz à force réglable ${size} – course ${stroke} mm – œillets`,
      descriptionHtml:
        `<p>Vérin à gaz ${size} livré rempli à sa force maximale, avec une valve au fond du tube : on retire du gaz par petites pressions jusqu’à la force juste. ` +
        `Idéal quand le poids de l’ouvrant n’est connu qu’à la pose. Course ${mm(stroke)}, ${mm(extended)} entre axes déployé, ${mm(compressed)} comprimé.</p>\n` +
        datasheetList([
          'Force réglable vers le bas jusqu’au quart de la force de livraison',
          `${fittingDescription(fam, 'oeillet')} à chaque extrémité`,
          'Le gaz retiré ne se remet pas : réglez par petites étapes',
        ]) +
        `\n<p>${MOUNT_ROD_DOWN} ${DEMO_NOTE}</p>`,
      kind: 'Vérin à gaz à force réglable',
      drawing: 'gas-spring',
      vendor: 'Vérins Pro',
      tags: ['compression', 'reglable', 'acier', 'oeillet', 'industrie', 'mobilier'],
      collections: ['industrie', 'mobilier'],
      skuPrefix: `VGV-${fam.body}-${fam.rod}-${String(stroke).padStart(3, '0')}`,
      optionName: 'Force',
      forces: plan.forces,
      minShare: 0.25,
      price: (force) => 1.8 * (fam.price.base + fam.price.perMm * extended + fam.price.perN * force) + 6,
      depth: fam.depth * 0.25,
      share,
      weight: Math.round(fam.gramsPerMm * extended + fam.fittingGrams + 8),
      specs: {
        bodyDiameterMm: fam.body,
        rodDiameterMm: fam.rod,
        strokeMm: stroke,
        extendedLengthMm: extended,
        compressedLengthMm: compressed,
        progression: fam.progression,
        ...endSpecs(fam, 'oeillet'),
        material: 'Acier',
        finish: 'Tube acier peint noir, tige acier chromé, valve en fond de tube',
        tempMinC: -20,
        tempMaxC: 80,
        lifetimeCycles: 80000,
        locking: false,
        traction: false,
        adjustable: true,
        damped: false,
        mounting: 'Tige vers le bas',
      },
      createdAt: dayAfter('2024-10-07', fam.body + strokeIndex * 5),
      sold: Math.round(90 * share),
    });
  });
}

// ------------------------------------------------------------------ eye-to-eye dampers

const DAMPERS = [
  {body: 15, rod: 6, dead: 65, strokes: [50, 100, 150, 200]},
  {body: 18, rod: 8, dead: 75, strokes: [100, 150, 200, 250]},
] as const;

const BRAKING = [
  {value: 'En compression', code: 'C', text: 'freine quand la tige rentre'},
  {value: 'En traction', code: 'T', text: 'freine quand la tige sort'},
  {value: 'Dans les deux sens', code: 'CT', text: 'freine dans les deux sens'},
] as const;

function dampers(plan: (typeof DAMPERS)[number]): SeedProduct[] {
  const fam = family(plan.body, plan.rod);
  const size = sizeName(fam);
  return plan.strokes.map((stroke, strokeIndex) => {
    const {compressed, extended} = lengths(fam, stroke, 'oeillet', plan.dead - fam.dead);
    const share = popularity(strokeIndex, plan.strokes.length);
    const base = plan.body === 15 ? 19 : 24;
    const variants = BRAKING.map((braking, index): SeedVariant => {
      const sku = `AMH-${fam.body}-${fam.rod}-${String(stroke).padStart(3, '0')}-${braking.code}`;
      return {
        sku,
        options: {Freinage: braking.value},
        price: eur(shopPrice(base + 0.04 * extended + (index === 2 ? 4 : 0))),
        stock: stockFor(sku, 30, share * (index === 2 ? 0.5 : 1)),
        weightGrams: Math.round(fam.gramsPerMm * extended + fam.fittingGrams),
        specs: {extra: {Freinage: `${braking.value} : ${braking.text}`}},
      };
    });
    return {
      handle: `amortisseur-hydraulique-${fam.body}-${fam.rod}-course-${stroke}-oeillets`,
      title: `Amortisseur hydraulique ${size} – course ${stroke} mm – œillets`,
      descriptionHtml:
        `<p>Amortisseur hydraulique sans gaz, de la taille d’un vérin à gaz ${size} : il ne pousse pas, il freine. Il ralentit la fermeture d’un abattant, la descente d’un volet ou le retour d’un bras. ` +
        `Course ${mm(stroke)}, ${mm(extended)} entre axes déployé, ${mm(compressed)} comprimé.</p>\n` +
        datasheetList(['Freinage en compression, en traction ou dans les deux sens', `${fittingDescription(fam, 'oeillet')} à chaque extrémité`, 'Montage dans toutes les positions']) +
        `\n<p>${DEMO_NOTE}</p>`,
      productType: 'Amortisseur',
      vendor: 'Amortec',
      tags: ['amortisseur', 'hydraulique', 'acier', 'oeillet', 'mobilier', 'industrie'],
      collections: ['mobilier', 'industrie'],
      options: [{name: 'Freinage', values: BRAKING.map((braking) => braking.value)}],
      variants,
      specs: {
        kind: 'Amortisseur hydraulique',
        bodyDiameterMm: fam.body,
        rodDiameterMm: fam.rod,
        strokeMm: stroke,
        extendedLengthMm: extended,
        compressedLengthMm: compressed,
        ...endSpecs(fam, 'oeillet'),
        material: 'Acier',
        finish: 'Tube acier peint noir, tige acier chromé',
        tempMinC: -20,
        tempMaxC: 80,
        lifetimeCycles: 100000,
        locking: false,
        traction: false,
        adjustable: false,
        damped: true,
        mounting: 'Toutes positions',
      },
      drawing: 'damper',
      createdAt: dayAfter('2025-01-13', fam.body + strokeIndex * 4),
      sold: Math.round(70 * share),
    };
  });
}

/** Every generated gas spring and damper. */
export function generatedSprings(): SeedProduct[] {
  return [
    ...FAMILIES.flatMap(compression),
    ...STAINLESS.flatMap(stainless),
    ...LOCKING.flatMap(locking),
    ...TRACTION.flatMap(traction),
    ...ADJUSTABLE.flatMap(adjustable),
    ...DAMPERS.flatMap(dampers),
  ];
}

