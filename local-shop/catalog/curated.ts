// The curated part of the seed catalogue: products written one by one (application
// springs, kits, cylinders, dampers, lifting supports, accessories, tools), beside the
// generated range (range-*.ts). Plain data built with a few small helpers that expand
// option grids (Force × Course...) into variants with coherent SKUs, prices and specs.
// Prices are TTC (VAT included), EUR, 2-decimal strings. products.ts assembles both.

import type {SeedProduct, SeedSpecs, SeedVariant} from './types.ts';

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

interface Choice {
  /** Option value shown to the customer, e.g. '150 N' */
  value: string;
  /** SKU fragment, upper-case */
  code: string;
  /** Added to the base price, EUR TTC */
  add?: number;
  /** Added to the base weight, grams (ignored when the plan computes the weight) */
  weight?: number;
  /** Variant-level specs set by this value */
  specs?: SeedSpecs;
}

interface Axis {
  name: string;
  choices: Choice[];
}

interface Plan {
  sku: string;
  base: number;
  axes: Axis[];
  /** Stock of each variant, in generation order (cycled when shorter) */
  stock: number[];
  /** Weight in grams, fixed or computed from the variant specs */
  weight: number | ((specs: SeedSpecs) => number);
  /** Variants shown with a compare-at price: all of them or the listed indexes */
  sale?: 'all' | number[];
  /** Combinations that are not made, by option values in axis order */
  skip?: (values: string[]) => boolean;
}

type OptionsAndVariants = Pick<SeedProduct, 'options' | 'variants'>;

function eur(amount: number): string {
  return amount.toFixed(2);
}

/** The former price of a product on sale: about 20 % higher, ending in ,90. */
function wasPrice(price: number): number {
  return Math.ceil(price * 1.2) - 0.1;
}

/** '1200' -> '1 200' (French thousands separator, plain space) */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function grid(plan: Plan): OptionsAndVariants {
  let combos: Choice[][] = [[]];
  for (const axis of plan.axes) {
    combos = combos.flatMap((combo) => axis.choices.map((choice) => [...combo, choice]));
  }
  if (plan.skip) {
    const skip = plan.skip;
    combos = combos.filter((combo) => !skip(combo.map((c) => c.value)));
  }
  const variants = combos.map((combo, i): SeedVariant => {
    const specs: SeedSpecs = Object.assign({}, ...combo.map((c) => c.specs ?? {}));
    const price = plan.base + combo.reduce((total, c) => total + (c.add ?? 0), 0);
    const weight =
      typeof plan.weight === 'function'
        ? plan.weight(specs)
        : plan.weight + combo.reduce((total, c) => total + (c.weight ?? 0), 0);
    const variant: SeedVariant = {
      sku: [plan.sku, ...combo.map((c) => c.code)].join('-'),
      options: Object.fromEntries(plan.axes.map((axis, k) => [axis.name, combo[k].value])),
      price: eur(price),
      stock: plan.stock[i % plan.stock.length],
      weightGrams: Math.round(weight),
    };
    if (plan.sale === 'all' || plan.sale?.includes(i)) variant.compareAtPrice = eur(wasPrice(price));
    if (Object.keys(specs).length > 0) variant.specs = specs;
    return variant;
  });
  const options = plan.axes.map((axis) => ({
    name: axis.name,
    values: axis.choices.map((c) => c.value).filter((v) => variants.some((x) => x.options[axis.name] === v)),
  }));
  return {options, variants};
}

/** A product sold in one version only (Shopify's 'Default Title' convention). */
function single(sku: string, price: number, stock: number, weightGrams: number, compareAt?: number): OptionsAndVariants {
  const variant: SeedVariant = {sku, options: {Title: 'Default Title'}, price: eur(price), stock, weightGrams};
  if (compareAt !== undefined) variant.compareAtPrice = eur(compareAt);
  return {options: [{name: 'Title', values: ['Default Title']}], variants: [variant]};
}

/** Force option value (F1, newtons). */
function force(n: number, add = 0): Choice {
  return {value: `${thousands(n)} N`, code: String(n), add, specs: {forceN: n}};
}

/** Force axis from a list of forces, each step adding `step` euros. */
function forces(list: number[], step = 0): Axis {
  return {name: 'Force', choices: list.map((n, i) => force(n, i * step))};
}

/**
 * Stroke option value of a gas spring. Extended length = 2 × stroke + allowance, so the
 * compressed length (extended − stroke) is the stroke plus the tube end, the fittings and
 * the guide (the allowance, always ≥ 40 mm).
 */
function stroke(mm: number, allowance: number, add = 0): Choice {
  return {
    value: `${mm} mm`,
    code: String(mm).padStart(3, '0'),
    add,
    specs: {strokeMm: mm, extendedLengthMm: 2 * mm + allowance},
  };
}

function strokes(list: number[], allowance: number, step = 0): Axis {
  return {name: 'Course', choices: list.map((mm, i) => stroke(mm, allowance, i * step))};
}

/** Stroke of a cylinder whose retracted length is stroke + `dead` (hydraulic, pneumatic). */
function cylinderStroke(mm: number, dead: number, add = 0): Choice {
  return {value: `${mm} mm`, code: String(mm).padStart(3, '0'), add, specs: {strokeMm: mm, extendedLengthMm: 2 * mm + dead}};
}

function value(label: string, code: string, add = 0, specs?: SeedSpecs, weight = 0): Choice {
  return {value: label, code, add, specs, weight};
}

/** Weight of a gas spring from its length: grams per millimetre for a body size. */
function perMm(gramsPerMm: number, fittings: number): (specs: SeedSpecs) => number {
  return (specs) => (specs.extendedLengthMm ?? 200) * gramsPerMm + fittings;
}

/** Extended length of a gas spring for a fixed stroke. */
function gasLength(strokeMm: number, allowance: number): number {
  return 2 * strokeMm + allowance;
}

// Paragraphs that come back on several gas spring pages.
const MONTAGE_TIGE_BAS =
  '<p>Montez le vérin tige vers le bas : le joint reste lubrifié par l’huile interne et la fin de course est amortie. Ne le soumettez ni à la traction, ni à la torsion, ni à un effort latéral.</p>';
const FORCE_F1 =
  '<p>La force F1 indiquée est la poussée mesurée tige sortie, à 20 °C. En fin de compression, elle augmente selon la progression (F2 = F1 × progression). Pour choisir, calculez le couple du couvercle autour de sa charnière ou utilisez deux vérins identiques de part et d’autre.</p>';

// ---------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------

export const curated: SeedProduct[] = [
  // ----------------------------------------------------------------- Vérins à gaz acier
  // ----------------------------------------------------------------- Vérins à gaz inox
  {
    handle: 'verin-gaz-inox-316l-18-8-course-150-marine',
    title: 'Vérin à gaz inox 316L 18/8 – course 150 mm – marine',
    descriptionHtml: `<p>Conçu pour le milieu marin : tube, tige et embouts en inox 316L, joints résistants à l’eau salée. Il équipe les coffres de cockpit, trappes de pont, bancs de barreur et capots moteur.</p>
<ul><li>Embout au choix : œillet inox ou rotule M8 inox</li><li>Course 150 mm, 370 mm entre axes</li><li>Forces de 200 à 500 N</li></ul>
<p>Rincez à l’eau douce après navigation et ne graissez pas la tige.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Nautigaz',
    tags: ['compression', 'inox', 'marine', 'bateau', 'oeillet', 'rotule', 'french', 'sale'],
    collections: ['marine'],
    ...grid({
      sku: 'VGX6-18-8-150',
      base: 44.9,
      axes: [
        {
          name: 'Embout',
          choices: [
            value('Œillet', 'OE', 0, {fitting: 'Œillet inox 316L Ø 8,1 mm'}),
            value('Rotule M8', 'R8', 2, {fitting: 'Rotule inox 316L M8', thread: 'M8'}),
          ],
        },
        forces([200, 300, 400, 500], 2.5),
      ],
      stock: [26, 31, 18, 12, 22, 27, 16, 9],
      weight: 245,
      sale: [0, 1, 4, 5],
    }),
    specs: {
      bodyDiameterMm: 18,
      rodDiameterMm: 8,
      strokeMm: 150,
      extendedLengthMm: gasLength(150, 70),
      progression: 1.3,
      material: 'Inox 316L (tube, tige et embouts)',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2024-05-06T09:00:00Z',
    sold: 470,
    seo: {
      title: 'Vérin à gaz inox 316L 18/8 pour bateau',
      description: 'Vérin à gaz inox 316L course 150 mm pour coffres de cockpit et trappes de pont, œillet ou rotule M8.',
    },
  },
  {
    handle: 'verin-gaz-inox-316l-22-10-course-200-agroalimentaire',
    title: 'Vérin à gaz inox 316L 22/10 – course 200 mm – agroalimentaire',
    descriptionHtml: `<p>Vérin à gaz 22/10 en inox 316L, lubrifié avec une huile de qualité alimentaire (NSF H1). Il est adapté aux capots de machines de conditionnement, couvercles de pétrins, trémies et portes d’enceintes lavées au jet.</p>
<p>Œillets inox Ø 10,1 mm, longueur déployée 480 mm. Le tube électropoli limite l’accroche des salissures et supporte les détergents chlorés.</p>
${MONTAGE_TIGE_BAS}`,
    productType: 'Vérin à gaz',
    vendor: 'Inoxéa',
    tags: ['compression', 'inox', 'oeillet', 'agroalimentaire', 'cuisine', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VGX6-22-10-200',
      base: 64.9,
      axes: [forces([400, 600, 800, 1000], 5)],
      stock: [19, 24, 16, 8],
      weight: 420,
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 200,
      extendedLengthMm: gasLength(200, 80),
      progression: 1.35,
      fitting: 'Œillet inox Ø 10,1 mm',
      material: 'Inox 316L électropoli',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 80000,
      extra: {'Huile': 'Qualité alimentaire NSF H1'},
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2024-07-01T09:00:00Z',
    sold: 210,
  },
  {
    handle: 'verin-gaz-inox-316l-28-12-course-300-chape',
    title: 'Vérin à gaz inox 316L 28/12 – course 300 mm – chape',
    descriptionHtml: `<p>Vérin à gaz 28/12 en inox 316L pour les fortes charges en ambiance corrosive : capots de stations de relevage, portes d’armoires en bord de mer, trappes de plateformes offshore et de ports.</p>
<p>Chapes inox M14 avec axe et goupille. Longueur déployée 700 mm. Dernières pièces de la série en cours : certaines forces sont épuisées.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Nautigaz',
    tags: ['compression', 'inox', 'chape', 'marine', 'industrie', 'few-left', 'limited-stock'],
    collections: ['marine', 'industrie'],
    ...grid({
      sku: 'VGX6-28-12-300',
      base: 79.9,
      axes: [forces([1000, 1500, 2000], 5)],
      stock: [2, 3, 0],
      weight: 1260,
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 12,
      strokeMm: 300,
      extendedLengthMm: gasLength(300, 100),
      progression: 1.35,
      fitting: 'Chape inox M14 avec axe',
      thread: 'M14×1,5',
      material: 'Inox 316L (tube, tige et embouts)',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2024-10-14T09:00:00Z',
    sold: 64,
  },
  // ----------------------------------------------------------------- Vérins à gaz blocables
  {
    handle: 'verin-gaz-blocable-rigide-28-10-lit-medicalise',
    title: 'Vérin à gaz blocable rigide 28/10 – lit médicalisé – course 100 à 200 mm',
    descriptionHtml: `<p>Vérin à gaz à blocage rigide : une fois verrouillé, il ne cède ni en compression ni en traction. Il est destiné aux relève-buste et relève-jambes de lits médicalisés, fauteuils de soins et tables d’examen.</p>
<p>Trois courses et trois forces pour adapter l’assistance au poids du plan couché. Déblocage par poussoir sur tige M10×1, compatible avec nos câbles de commande standard.</p>
<ul><li>Conforme aux exigences d’usage du mobilier hospitalier</li><li>Huile et joints prévus pour 60 000 cycles de réglage</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Vérins Pro',
    tags: ['blocable', 'acier', 'medical', 'new', 'french'],
    collections: ['medical'],
    ...grid({
      sku: 'VGB-28-10-RIG',
      base: 79.9,
      axes: [strokes([100, 150, 200], 120, 10), forces([400, 600, 800], 5)],
      stock: [12, 15, 9, 18, 20, 11, 7, 9, 6],
      weight: perMm(0.95, 90),
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 10,
      progression: 1.2,
      fitting: 'Tige filetée M10×1 avec poussoir',
      thread: 'M10×1 / M10',
      material: 'Tube acier peint blanc, tige acier chromé',
      tempMinC: 0,
      tempMaxC: 60,
      lifetimeCycles: 60000,
      extra: {'Blocage': 'Rigide en compression et en traction'},
    },
    drawing: 'locking-gas-spring',
    createdAt: '2026-09-08T09:00:00Z',
    sold: 42,
    seo: {
      title: 'Vérin à gaz blocable rigide pour lit médicalisé',
      description: 'Vérin blocable rigide 28/10 pour relève-buste et relève-jambes de lits médicalisés. Courses 100 à 200 mm, 400 à 800 N.',
    },
  },
  {
    handle: 'verin-gaz-blocable-inox-316l-22-10-course-150',
    title: 'Vérin à gaz blocable inox 316L 22/10 – course 150 mm',
    descriptionHtml: `<p>Version inox 316L de notre vérin blocable, pour les sièges de pilotage de bateaux, les tables réglables de salles blanches et les équipements médicaux désinfectés chaque jour.</p>
<p>Blocage élastique, poussoir sur tige M10×1. Ce modèle est actuellement en rupture de stock ; le prochain arrivage est prévu sous six semaines.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Inoxéa',
    tags: ['blocable', 'inox', 'marine', 'medical'],
    collections: ['marine', 'medical'],
    ...grid({
      sku: 'VGBX6-22-10-150',
      base: 109.9,
      axes: [forces([300, 500, 700], 5)],
      stock: [0, 0, 0],
      weight: 380,
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 150,
      extendedLengthMm: gasLength(150, 110),
      progression: 1.3,
      fitting: 'Tige filetée M10×1 avec poussoir',
      thread: 'M10×1 / M8',
      material: 'Inox 316L',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 50000,
      extra: {'Blocage': 'Élastique en compression'},
    },
    drawing: 'locking-gas-spring',
    createdAt: '2025-01-20T09:00:00Z',
    sold: 58,
  },
  {
    handle: 'colonne-gaz-blocable-siege-atelier',
    title: "Vérin à gaz blocable pour siège d’atelier – course 100 à 150 mm",
    descriptionHtml: `<p>Colonne à gaz de remplacement pour tabourets et sièges d’atelier ou de laboratoire : elle règle la hauteur d’assise et amortit la mise en charge. Cône standard Ø 28 mm, compatible avec la plupart des embases.</p>
<p>Pour la démonter, frappez l’embase avec un maillet après avoir retiré l’assise ; ne chauffez jamais le tube.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Mobiflex',
    tags: ['blocable', 'acier', 'mobilier', 'industrie'],
    collections: ['mobilier', 'industrie'],
    ...grid({
      sku: 'VGB-SIEGE',
      base: 39.9,
      axes: [strokes([100, 120, 150], 130, 3)],
      stock: [45, 38, 27],
      weight: perMm(2.1, 120),
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 10,
      forceN: 400,
      progression: 1.3,
      fitting: 'Cône Ø 28 mm avec poussoir',
      material: 'Tube acier chromé noir',
      tempMinC: 0,
      tempMaxC: 50,
      lifetimeCycles: 100000,
      extra: {'Charge maximale': '120 kg'},
    },
    drawing: 'locking-gas-spring',
    createdAt: '2024-11-04T09:00:00Z',
    sold: 265,
  },
  {
    handle: 'verin-gaz-blocable-28-12-table-reglable',
    title: 'Vérin à gaz blocable 28/12 pour table réglable – course 200 mm',
    descriptionHtml: `<p>Vérin blocable pour postes de travail et tables à hauteur variable : il compense le poids du plateau et le bloque à la hauteur choisie, sans moteur. Livré avec la tête de commande à levier et 1 m de câble.</p>
<ul><li>Course 200 mm, 520 mm hors tout</li><li>Forces 500, 800 ou 1 000 N</li><li>Tige M10×1 avec poussoir, corps M10</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Vérins Pro',
    tags: ['blocable', 'acier', 'industrie', 'mobilier', 'french'],
    collections: ['industrie', 'mobilier'],
    ...grid({
      sku: 'VGB-28-12-200',
      base: 89.9,
      axes: [forces([500, 800, 1000], 5)],
      stock: [13, 17, 8],
      weight: 760,
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 12,
      strokeMm: 200,
      extendedLengthMm: gasLength(200, 120),
      progression: 1.25,
      fitting: 'Tige filetée M10×1 avec poussoir',
      thread: 'M10×1 / M10',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: 0,
      tempMaxC: 60,
      lifetimeCycles: 50000,
      extra: {'Commande': 'Levier et câble de 1 m fournis'},
    },
    drawing: 'locking-gas-spring',
    createdAt: '2025-02-10T09:00:00Z',
    sold: 132,
  },
  // ----------------------------------------------------------------- Vérins à gaz de traction
  {
    handle: 'verin-gaz-traction-inox-316l-18-8-course-100',
    title: 'Vérin à gaz de traction inox 316L 18/8 – course 100 mm',
    descriptionHtml: `<p>Vérin de traction tout inox 316L pour le nautisme et les ambiances agressives : rappel de portillons, maintien de capots de moteurs hors-bord, fermeture d’écoutilles.</p>
<p>Œillets inox Ø 8,1 mm. Il reste peu d’exemplaires de chaque force.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Nautigaz',
    tags: ['traction', 'inox', 'oeillet', 'marine', 'bateau', 'few-left'],
    collections: ['marine'],
    ...grid({
      sku: 'VGTX6-18-8-100',
      base: 69.9,
      axes: [forces([150, 250, 350], 2.5)],
      stock: [3, 1, 4],
      weight: 210,
    }),
    specs: {
      bodyDiameterMm: 18,
      rodDiameterMm: 8,
      strokeMm: 100,
      extendedLengthMm: gasLength(100, 80),
      progression: 1.3,
      fitting: 'Œillet inox 316L Ø 8,1 mm',
      material: 'Inox 316L',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 50000,
    },
    drawing: 'traction-gas-spring',
    createdAt: '2025-03-03T09:00:00Z',
    sold: 47,
  },
  // ----------------------------------------------------------------- Vérins à gaz par application
  {
    handle: 'verin-gaz-porte-relevable-meuble-haut',
    title: 'Vérin à gaz pour porte relevable de meuble haut – 60 à 150 N',
    descriptionHtml: `<p>Vérin à gaz 10/4 pour portes relevables de meubles de cuisine, bibliothèques et meubles de salle de bains. Ses embouts plastiques se clipsent sur les supports fournis : la pose se fait sans outil une fois les supports vissés.</p>
<p>Choisissez la force selon le poids de la porte : environ 60 N pour une porte de 40 cm en mélaminé, 120 à 150 N pour une porte de 60 cm en bois massif ou vitrée.</p>
<ul><li>Longueur 245 mm, course 80 mm</li><li>Supports et vis inclus</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Mobiflex',
    tags: ['compression', 'mobilier', 'cuisine', 'best-seller', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGM-10-4-080',
      base: 9.9,
      axes: [forces([60, 80, 100, 120, 150], 0.5)],
      stock: [140, 162, 188, 151, 97],
      weight: 95,
    }),
    specs: {
      bodyDiameterMm: 10,
      rodDiameterMm: 4,
      strokeMm: 80,
      extendedLengthMm: gasLength(80, 85),
      progression: 1.3,
      fitting: 'Embout plastique à clipser',
      material: 'Tube acier peint gris, embouts polyamide',
      tempMinC: 0,
      tempMaxC: 60,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring',
    createdAt: '2024-01-29T09:00:00Z',
    sold: 1510,
    seo: {
      title: 'Vérin à gaz pour porte relevable de cuisine – 60 à 150 N',
      description: 'Vérin 10/4 pour porte relevable de meuble haut, embouts à clipser, supports et vis fournis. Cinq forces de 60 à 150 N.',
    },
  },
  {
    handle: 'verin-gaz-lit-coffre-22-10-course-200',
    title: 'Vérin à gaz pour lit coffre 22/10 – course 200 mm',
    descriptionHtml: `<p>Vérin de remplacement pour les sommiers relevables et lits coffres. Il se monte par paire, un de chaque côté du cadre, et assiste l’ouverture du sommier avec son matelas.</p>
<p>Pour choisir la force : 2 × 800 N pour un couchage 90 × 190 avec un matelas léger, 2 × 1 000 à 1 200 N pour un 140 × 190, 2 × 1 400 N pour un 160 × 200 avec un matelas en latex.</p>
${MONTAGE_TIGE_BAS}`,
    productType: 'Vérin à gaz',
    vendor: 'Mobiflex',
    tags: ['compression', 'acier', 'oeillet', 'mobilier', 'lit-coffre', 'best-seller', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGL-22-10-200',
      base: 24.9,
      axes: [forces([600, 800, 1000, 1200, 1400], 1.25)],
      stock: [72, 118, 134, 96, 58],
      weight: 410,
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 200,
      extendedLengthMm: gasLength(200, 80),
      progression: 1.3,
      fitting: 'Œillet métal Ø 8,1 mm',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -10,
      tempMaxC: 60,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring',
    createdAt: '2024-02-05T09:00:00Z',
    sold: 1220,
    seo: {
      title: 'Vérin à gaz pour lit coffre 22/10 course 200 mm',
      description: 'Vérin de remplacement pour lit coffre et sommier relevable, de 600 à 1 400 N. À monter par paire.',
    },
  },
  {
    handle: 'verin-gaz-trappe-bateau-inox-316l-15-6',
    title: 'Vérin à gaz inox 316L pour trappe de bateau – 15/6 – course 150 mm',
    descriptionHtml: `<p>Vérin à gaz pour trappes de pont, coffres de banquette et baies de cockpit. Le 15/6 inox 316L avec rotules inox M8 remplace la plupart des vérins d’origine des voiliers et vedettes de 6 à 12 m.</p>
<p>Longueur déployée 360 mm. Pour une trappe de 60 × 60 cm en contreplaqué marine, comptez deux vérins de 150 à 200 N.</p>
<p>Montez tige vers le bas et protégez la tige des projections de sable et de sel.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Nautigaz',
    tags: ['compression', 'inox', 'rotule', 'marine', 'bateau', 'french'],
    collections: ['marine'],
    ...grid({
      sku: 'VGN-15-6-150',
      base: 39.9,
      axes: [forces([100, 150, 200, 250, 300], 1.75)],
      stock: [28, 35, 42, 23, 15],
      weight: 160,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 150,
      extendedLengthMm: gasLength(150, 60),
      progression: 1.3,
      fitting: 'Rotule inox 316L M8',
      thread: 'M8',
      material: 'Inox 316L (tube, tige et embouts)',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2024-04-02T09:00:00Z',
    sold: 560,
  },
  {
    handle: 'verin-gaz-coffre-camping-car-15-6-course-120',
    title: 'Vérin à gaz pour coffre de camping-car – 15/6 – course 120 mm',
    descriptionHtml: `<p>Vérin à gaz pour les portes de soute, coffres extérieurs et lits relevables de camping-cars, fourgons aménagés et caravanes. Rotules M8 démontables pour s’adapter aux ferrures d’origine.</p>
<ul><li>Course 120 mm, 300 mm entre axes</li><li>Forces 150, 250, 350 ou 450 N</li><li>Plage de températures élargie, de -30 °C à +80 °C</li></ul>
<p>En hiver, un vérin perd un peu de force : en cas de doute entre deux valeurs, prenez la plus forte.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Gazline',
    tags: ['compression', 'acier', 'rotule', 'camping-car', 'automobile'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGC-15-6-120',
      base: 18.9,
      axes: [forces([150, 250, 350, 450], 1.25)],
      stock: [44, 51, 37, 20],
      weight: 140,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 120,
      extendedLengthMm: gasLength(120, 60),
      progression: 1.3,
      fitting: 'Rotule M8 (axe à boule Ø 13 mm)',
      thread: 'M8',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring',
    createdAt: '2024-05-27T09:00:00Z',
    sold: 430,
  },
  {
    handle: 'verin-hayon-automobile-18-8-course-200',
    title: 'Vérin de hayon 18/8 – course 200 mm – rotules Ø 10 mm',
    descriptionHtml: `<p>Vérin à gaz de hayon et de capot pour voitures, utilitaires et remorques fermées. Ses rotules à clip pour axe à boule Ø 10 mm correspondent au montage de nombreux constructeurs européens.</p>
<p>Remplacez toujours les deux vérins d’un même hayon en même temps. Maintenez le hayon ouvert avec une cale pendant l’opération.</p>
${FORCE_F1}`,
    productType: 'Vérin à gaz',
    vendor: 'Gazline',
    tags: ['compression', 'acier', 'rotule', 'automobile', 'sale'],
    collections: [],
    ...grid({
      sku: 'VGA-18-8-200',
      base: 21.9,
      axes: [forces([350, 450, 550, 650], 1.5)],
      stock: [38, 46, 33, 21],
      weight: 265,
      sale: 'all',
    }),
    specs: {
      bodyDiameterMm: 18,
      rodDiameterMm: 8,
      strokeMm: 200,
      extendedLengthMm: gasLength(200, 70),
      progression: 1.3,
      fitting: 'Rotule à clip Ø 10 mm',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring',
    createdAt: '2024-09-23T09:00:00Z',
    sold: 395,
  },
  {
    handle: 'verin-gaz-trappe-de-sol-28-12-course-300',
    title: 'Vérin à gaz pour trappe de sol 28/12 – course 300 mm',
    descriptionHtml: `<p>Vérin à gaz pour trappes de cave, trappes d’accès aux combles et planchers techniques. Monté par paire, il équilibre les trappes lourdes en bois ou en tôle larmée et évite qu’elles ne retombent.</p>
<ul><li>Forces 1 200, 1 600 ou 2 000 N</li><li>Œillets métal Ø 10,1 mm, 700 mm entre axes</li></ul>
<p>Le vérin doit être comprimé quand la trappe est fermée : vérifiez que la fermeture est possible avant de visser les ferrures.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Vérins Pro',
    tags: ['compression', 'acier', 'oeillet', 'batiment', 'mobilier', 'french'],
    collections: ['mobilier', 'industrie'],
    ...grid({
      sku: 'VGS-28-12-300',
      base: 46.9,
      axes: [forces([1200, 1600, 2000], 4)],
      stock: [21, 17, 12],
      weight: 1150,
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 12,
      strokeMm: 300,
      extendedLengthMm: gasLength(300, 100),
      progression: 1.35,
      fitting: 'Œillet métal Ø 10,1 mm',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring',
    createdAt: '2025-04-14T09:00:00Z',
    sold: 150,
  },
  {
    handle: 'verin-gaz-descente-freinee-porte-abattante',
    title: 'Vérin à gaz à descente freinée pour porte abattante – 15/6 – course 80 mm',
    descriptionHtml: `<p>Ce vérin travaille à l’envers des autres : il retient la descente des portes abattantes (bars, secrétaires, meubles TV) et les accompagne jusqu’à l’horizontale sans claquement.</p>
<p>Le freinage hydraulique agit sur les 30 derniers millimètres. Choisissez 50 N pour une porte de 3 à 4 kg, 120 N jusqu’à 9 kg.</p>
<ul><li>Embouts plastiques à clipser</li><li>Course 80 mm, 220 mm entre axes</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Mobiflex',
    tags: ['compression', 'mobilier', 'cuisine', 'new', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGF-15-6-080',
      base: 14.9,
      axes: [forces([50, 80, 100, 120], 0.75)],
      stock: [60, 74, 55, 41],
      weight: 90,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 80,
      extendedLengthMm: gasLength(80, 60),
      progression: 1.2,
      fitting: 'Embout plastique à clipser',
      material: 'Tube acier peint gris, embouts polyamide',
      tempMinC: 0,
      tempMaxC: 60,
      lifetimeCycles: 50000,
      extra: {'Freinage': 'Hydraulique en fin de course (30 mm)'},
    },
    drawing: 'gas-spring',
    createdAt: '2026-09-15T09:00:00Z',
    sold: 35,
  },
  {
    handle: 'verin-gaz-inox-304-couvercle-plancha-barbecue',
    title: 'Vérin à gaz inox 304 pour couvercle de plancha et barbecue – course 100 mm',
    descriptionHtml: `<p>Vérin 15/6 en inox 304 pour les couvercles de planchas, barbecues et cuisines d’extérieur. Le tube est protégé de la chaleur rayonnée par sa position sous la charnière ; il supporte jusqu’à +100 °C.</p>
<p>Article saisonnier, actuellement en rupture : inscrivez-vous à l’alerte pour être prévenu du retour en stock.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Inoxéa',
    tags: ['compression', 'inox', 'oeillet', 'cuisine'],
    collections: [],
    ...grid({
      sku: 'VGX4-BBQ-100',
      base: 27.9,
      axes: [forces([80, 120, 160], 1)],
      stock: [0, 0, 0],
      weight: 115,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 100,
      extendedLengthMm: gasLength(100, 60),
      progression: 1.3,
      fitting: 'Œillet inox Ø 6,1 mm',
      material: 'Inox 304',
      tempMinC: -20,
      tempMaxC: 100,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2025-04-28T09:00:00Z',
    sold: 120,
  },
  {
    handle: 'verin-gaz-inox-316l-vitrine-refrigeree-10-4',
    title: 'Vérin à gaz inox 316L pour vitrine réfrigérée – 10/4 – course 60 mm',
    descriptionHtml: `<p>Petit vérin en inox 316L pour les portillons de vitrines réfrigérées, saladettes et bacs à glace. Son huile basse température garde une force régulière jusqu’à -30 °C.</p>
<ul><li>Rotules inox M5</li><li>Course 60 mm, 165 mm entre axes</li><li>Forces 40, 60 ou 80 N</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Inoxéa',
    tags: ['compression', 'inox', 'rotule', 'cuisine', 'agroalimentaire', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VGX6-10-4-060',
      base: 25.9,
      axes: [forces([40, 60, 80], 1)],
      stock: [31, 27, 22],
      weight: 55,
    }),
    specs: {
      bodyDiameterMm: 10,
      rodDiameterMm: 4,
      strokeMm: 60,
      extendedLengthMm: gasLength(60, 45),
      progression: 1.3,
      fitting: 'Rotule inox M5',
      thread: 'M5',
      material: 'Inox 316L',
      tempMinC: -30,
      tempMaxC: 60,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring-stainless',
    createdAt: '2025-06-09T09:00:00Z',
    sold: 88,
  },
  {
    handle: 'verin-gaz-coffre-banquette-15-6-course-80',
    title: 'Vérin à gaz pour coffre de rangement et banquette – 15/6 – course 80 mm',
    descriptionHtml: `<p>Le vérin des coffres à jouets, bancs de rangement, banquettes d’entrée et coffres de terrasse. Il maintient l’abattue ouverte et ralentit sa fermeture pour protéger les doigts.</p>
<p>Œillets métal Ø 6,1 mm, longueur 220 mm. Pour un abattant de 80 cm en bois, deux vérins de 120 N conviennent dans la plupart des cas.</p>
${MONTAGE_TIGE_BAS}`,
    productType: 'Vérin à gaz',
    vendor: 'Mobiflex',
    tags: ['compression', 'acier', 'oeillet', 'mobilier', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGM-15-6-080',
      base: 11.9,
      axes: [forces([80, 120, 160, 200], 0.5)],
      stock: [66, 84, 59, 43],
      weight: 92,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 80,
      extendedLengthMm: gasLength(80, 60),
      progression: 1.3,
      fitting: 'Œillet métal Ø 6,1 mm',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring',
    createdAt: '2025-07-07T09:00:00Z',
    sold: 610,
  },
  {
    handle: 'verin-gaz-capot-remorque-22-10-course-250',
    title: 'Vérin à gaz pour capot de remorque et de van – 22/10 – course 250 mm',
    descriptionHtml: `<p>Vérin 22/10 pour les capots de remorques bagagères, coffres de pick-up, portes latérales de vans à chevaux et caissons de rangement d’utilitaires. Rotules M8 pour axes à boule Ø 13 mm.</p>
<ul><li>Course 250 mm, 580 mm entre axes</li><li>Forces 500, 700 ou 900 N</li><li>Tige protégée par un joint racleur</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Gazline',
    tags: ['compression', 'acier', 'rotule', 'automobile', 'camping-car'],
    collections: [],
    ...grid({
      sku: 'VGA-22-10-250',
      base: 26.9,
      axes: [forces([500, 700, 900], 2.5)],
      stock: [29, 34, 18],
      weight: 480,
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 250,
      extendedLengthMm: gasLength(250, 80),
      progression: 1.35,
      fitting: 'Rotule M8 (axe à boule Ø 13 mm)',
      thread: 'M8',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring',
    createdAt: '2025-08-25T09:00:00Z',
    sold: 142,
  },
  {
    handle: 'verin-gaz-22-10-tube-protection-agricole',
    title: 'Vérin à gaz 22/10 avec tube de protection – course 150 mm – agricole',
    descriptionHtml: `<p>Vérin à gaz 22/10 dont la tige est protégée par un tube coulissant : la poussière, la boue et les résidus de récolte n’atteignent plus le joint. Il est prévu pour les capots de tracteurs, les portes de cabines et les trappes de trémies.</p>
<ul><li>Course 150 mm, 380 mm entre axes</li><li>Œillets métal Ø 10,1 mm</li><li>Forces 500, 800 ou 1 100 N</li></ul>`,
    productType: 'Vérin à gaz',
    vendor: 'Hydrofrance',
    tags: ['compression', 'acier', 'oeillet', 'agricole', 'industrie', 'french'],
    collections: ['industrie'],
    ...grid({
      sku: 'VGP-22-10-150',
      base: 36.9,
      axes: [forces([500, 800, 1100], 2.5)],
      stock: [17, 21, 10],
      weight: 460,
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 150,
      extendedLengthMm: gasLength(150, 80),
      progression: 1.3,
      fitting: 'Œillet métal Ø 10,1 mm',
      material: 'Tube acier peint noir, tube de protection acier',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
    },
    drawing: 'gas-spring',
    createdAt: '2025-10-06T09:00:00Z',
    sold: 73,
  },
  {
    handle: 'verin-gaz-lanterneau-camping-car-10-4',
    title: 'Vérin à gaz 10/4 pour lanterneau et baie de camping-car – course 60 mm',
    descriptionHtml: `<p>Petit vérin à gaz pour lanterneaux de toit, baies ouvrantes et portillons de placards de camping-cars et de fourgons aménagés. Il remplace le vérin d’origine devenu faible ou bruyant.</p>
<p>Rotules M5 à clip, 165 mm entre axes. Forces de 40 à 100 N : sur une baie, la force d’origine est généralement imprimée sur le tube.</p>`,
    productType: 'Vérin à gaz',
    vendor: 'Gazline',
    tags: ['compression', 'acier', 'rotule', 'camping-car', 'new'],
    collections: ['mobilier'],
    ...grid({
      sku: 'VGC-10-4-060',
      base: 12.9,
      axes: [forces([40, 60, 80, 100], 0.5)],
      stock: [45, 52, 38, 24],
      weight: 50,
    }),
    specs: {
      bodyDiameterMm: 10,
      rodDiameterMm: 4,
      strokeMm: 60,
      extendedLengthMm: gasLength(60, 45),
      progression: 1.3,
      fitting: 'Rotule M5 (axe à boule Ø 10 mm)',
      thread: 'M5',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 50000,
    },
    drawing: 'gas-spring',
    createdAt: '2026-10-20T09:00:00Z',
    sold: 22,
  },
  // ----------------------------------------------------------------- Kits de vérins à gaz
  {
    handle: 'kit-2-verins-gaz-lit-coffre',
    title: 'Kit de 2 vérins à gaz pour lit coffre – 2 × 800 à 2 × 1 400 N',
    descriptionHtml: `<p>La paire de vérins à gaz 22/10 pour sommier relevable, avec quatre ferrures d’adaptation et la visserie. De quoi remettre en service un lit coffre dont le sommier ne tient plus ouvert.</p>
<ul><li>2 vérins 22/10, course 200 mm, 480 mm entre axes</li><li>4 ferrures en acier zingué, 8 vis à bois</li><li>Force par vérin : de 800 à 1 400 N</li></ul>
<p>Remplacez toujours les deux vérins en même temps, avec la même force.</p>`,
    productType: 'Kit',
    vendor: 'Mobiflex',
    tags: ['kit', 'lit-coffre', 'mobilier', 'acier', 'sale', 'french'],
    collections: ['verins', 'verins-a-gaz', 'mobilier'],
    ...grid({
      sku: 'KIT-VGL-2X',
      base: 49.9,
      axes: [forces([800, 1000, 1200, 1400], 3.25)],
      stock: [38, 42, 35, 19],
      weight: 1050,
      sale: 'all',
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      strokeMm: 200,
      extendedLengthMm: gasLength(200, 80),
      progression: 1.3,
      fitting: 'Œillet métal Ø 8,1 mm',
      material: 'Acier peint et acier zingué',
      tempMinC: -10,
      tempMaxC: 60,
      lifetimeCycles: 50000,
      extra: {'Contenu': '2 vérins, 4 ferrures, 8 vis'},
    },
    drawing: 'kit',
    createdAt: '2024-10-28T09:00:00Z',
    sold: 710,
    seo: {
      title: 'Kit de 2 vérins à gaz pour lit coffre',
      description: 'Paire de vérins à gaz 22/10 avec ferrures et vis pour lit coffre et sommier relevable, de 800 à 1 400 N.',
    },
  },
  {
    handle: 'kit-trappe-bateau-2-verins-inox-316l',
    title: 'Kit trappe de bateau : 2 vérins inox 316L 15/6 et ferrures',
    descriptionHtml: `<p>Tout le nécessaire pour équiper une trappe ou un coffre de cockpit : deux vérins à gaz inox 316L 15/6 course 100 mm, quatre ferrures à axe à boule et la visserie inox A4.</p>
<p>Choisissez la force par vérin : 100 N pour une trappe légère en composite, 200 N pour une trappe en teck ou en contreplaqué épais.</p>`,
    productType: 'Kit',
    vendor: 'Nautigaz',
    tags: ['kit', 'inox', 'marine', 'bateau', 'rotule'],
    collections: ['verins', 'verins-a-gaz', 'verins-inox', 'marine'],
    ...grid({
      sku: 'KIT-VGN-2X',
      base: 74.9,
      axes: [forces([100, 150, 200], 2.5)],
      stock: [14, 18, 10],
      weight: 420,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 100,
      extendedLengthMm: gasLength(100, 60),
      progression: 1.3,
      fitting: 'Rotule inox 316L M8',
      thread: 'M8',
      material: 'Inox 316L, visserie inox A4',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
      extra: {'Contenu': '2 vérins, 4 ferrures à axe à boule, visserie A4'},
    },
    drawing: 'kit',
    createdAt: '2025-03-24T09:00:00Z',
    sold: 190,
  },
  {
    handle: 'kit-remplacement-porte-soute-camping-car',
    title: 'Kit de remplacement pour porte de soute de camping-car – 2 vérins 15/6 et 4 rotules',
    descriptionHtml: `<p>Deux vérins à gaz 15/6 course 100 mm et quatre rotules M8 de rechange pour remettre en état une porte de soute ou un coffre extérieur de camping-car.</p>
<ul><li>2 vérins 15/6, 260 mm entre axes</li><li>4 rotules M8 et 4 axes à boule Ø 13 mm</li><li>Notice de choix de la force</li></ul>`,
    productType: 'Kit',
    vendor: 'Gazline',
    tags: ['kit', 'camping-car', 'acier', 'rotule'],
    collections: ['verins', 'verins-a-gaz'],
    ...grid({
      sku: 'KIT-VGC-2X',
      base: 39.9,
      axes: [forces([150, 250, 350], 2.5)],
      stock: [24, 30, 16],
      weight: 330,
    }),
    specs: {
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      strokeMm: 100,
      extendedLengthMm: gasLength(100, 60),
      progression: 1.3,
      fitting: 'Rotule M8 (axe à boule Ø 13 mm)',
      thread: 'M8',
      material: 'Acier peint, rotules acier zingué',
      tempMinC: -30,
      tempMaxC: 80,
      lifetimeCycles: 80000,
      extra: {'Contenu': '2 vérins, 4 rotules, 4 axes à boule'},
    },
    drawing: 'kit',
    createdAt: '2025-11-17T09:00:00Z',
    sold: 160,
  },
  // ----------------------------------------------------------------- Vérins hydrauliques
  {
    handle: 'verin-hydraulique-simple-effet-10-t',
    title: 'Vérin hydraulique simple effet 10 t – rappel par ressort – course 50 à 200 mm',
    descriptionHtml: `<p>Vérin hydraulique simple effet de 10 tonnes à 700 bar, retour par ressort. Il s’utilise avec une pompe manuelle ou électrique pour le levage, le pressage, le redressage et l’écartement en atelier de maintenance.</p>
<ul><li>Raccord coupleur 3/8" NPTF</li><li>Tête de tige plate trempée, embase filetée</li><li>Quatre courses de 50 à 200 mm</li></ul>
<p>Ne dépassez jamais 700 bar et posez toujours la charge sur la tête de tige complète.</p>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'industrie', 'french'],
    collections: ['industrie'],
    ...grid({
      sku: 'VH-SE-10T',
      base: 129.9,
      axes: [{name: 'Course', choices: [50, 100, 150, 200].map((mm, i) => cylinderStroke(mm, 80, i * 20))}],
      stock: [14, 22, 17, 9],
      weight: (s) => 3200 + (s.strokeMm ?? 100) * 18,
    }),
    specs: {
      bodyDiameterMm: 57,
      rodDiameterMm: 38,
      forceN: 100000,
      pressureBar: 700,
      fitting: 'Tête de tige plate',
      thread: '3/8" NPTF',
      material: 'Acier traité, tige chromée dure',
      tempMinC: -10,
      tempMaxC: 65,
      extra: {'Effet': 'Simple effet, rappel par ressort', 'Capacité d’huile': 'Selon course : 20 à 80 cm³'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2024-03-11T09:00:00Z',
    sold: 185,
    seo: {
      title: 'Vérin hydraulique simple effet 10 tonnes',
      description: 'Vérin hydraulique 10 t à 700 bar, rappel par ressort, courses de 50 à 200 mm, pour le levage et le pressage en atelier.',
    },
  },
  {
    handle: 'verin-hydraulique-double-effet-40-25-chapes',
    title: 'Vérin hydraulique double effet 40/25 – chapes – course 100 à 300 mm',
    descriptionHtml: `<p>Vérin hydraulique double effet, alésage 40 mm, tige 25 mm, pour 200 bar. La solution courante pour les bennes, relevages, portes et outils de machines agricoles ou de travaux publics.</p>
<p>Chapes femelles Ø 20 mm aux deux extrémités, orifices G 1/4. À 200 bar, il pousse environ 2,5 tonnes et tire 1,5 tonne.</p>
<ul><li>Tige chromée Ø 25 mm</li><li>Joints polyuréthane, racleur à lèvre</li></ul>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'chape', 'agricole', 'industrie', 'french'],
    collections: ['industrie'],
    ...grid({
      sku: 'VH-DE-40-25',
      base: 179.9,
      axes: [{name: 'Course', choices: [100, 200, 300].map((mm, i) => cylinderStroke(mm, 175, i * 30))}],
      stock: [12, 16, 8],
      weight: (s) => 3600 + (s.strokeMm ?? 200) * 11,
    }),
    specs: {
      bodyDiameterMm: 50,
      rodDiameterMm: 25,
      forceN: 25100,
      pressureBar: 200,
      fitting: 'Chape femelle Ø 20 mm',
      thread: 'G 1/4',
      material: 'Tube acier étiré, tige chromée',
      tempMinC: -20,
      tempMaxC: 80,
      extra: {'Effet': 'Double effet', 'Force en tirant à 200 bar': '15 300 N'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2024-04-15T09:00:00Z',
    sold: 146,
    seo: {
      title: 'Vérin hydraulique double effet 40/25 à chapes',
      description: 'Vérin hydraulique double effet 40/25, 200 bar, chapes Ø 20 mm, courses 100 à 300 mm, pour machines agricoles.',
    },
  },
  {
    handle: 'verin-hydraulique-double-effet-63-36-oeillets',
    title: 'Vérin hydraulique double effet 63/36 – œillets rotulés – course 200 à 400 mm',
    descriptionHtml: `<p>Vérin hydraulique double effet 63/36 pour les efforts importants : relevage de chargeurs, vérins de flèche, presses, basculement de bennes. Il développe plus de 6 tonnes en poussée à 200 bar.</p>
<p>Œillets à rotule Ø 30 mm, orifices G 3/8. Peint en apprêt gris, prêt à recevoir la peinture de votre machine. Peu d’exemplaires en stock pour chaque course.</p>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'oeillet', 'agricole', 'industrie', 'few-left', 'french'],
    collections: ['industrie'],
    ...grid({
      sku: 'VH-DE-63-36',
      base: 329.9,
      axes: [{name: 'Course', choices: [200, 300, 400].map((mm, i) => cylinderStroke(mm, 230, i * 50))}],
      stock: [3, 2, 1],
      weight: (s) => 9800 + (s.strokeMm ?? 300) * 22,
    }),
    specs: {
      bodyDiameterMm: 76,
      rodDiameterMm: 36,
      forceN: 62300,
      pressureBar: 200,
      fitting: 'Œillet à rotule Ø 30 mm',
      thread: 'G 3/8',
      material: 'Tube acier étiré, tige chromée',
      tempMinC: -20,
      tempMaxC: 80,
      extra: {'Effet': 'Double effet', 'Force en tirant à 200 bar': '42 000 N'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2024-06-24T09:00:00Z',
    sold: 58,
  },
  {
    handle: 'verin-hydraulique-compact-32-16',
    title: 'Vérin hydraulique compact 32/16 – corps bloc – course 10 à 50 mm',
    descriptionHtml: `<p>Vérin hydraulique compact à corps carré, pour le bridage de pièces, les outillages de presse et les montages d’usinage où la place manque. Fixation par quatre vis traversantes, tige taraudée M8.</p>
<ul><li>Alésage 32 mm, tige 16 mm</li><li>Pression maximale 160 bar</li><li>Orifices G 1/8 sur deux faces</li></ul>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VH-CP-32-16',
      base: 89.9,
      axes: [{name: 'Course', choices: [10, 25, 50].map((mm, i) => cylinderStroke(mm, 55, i * 15))}],
      stock: [21, 26, 15],
      weight: (s) => 900 + (s.strokeMm ?? 25) * 9,
    }),
    specs: {
      bodyDiameterMm: 50,
      rodDiameterMm: 16,
      forceN: 12800,
      pressureBar: 160,
      fitting: 'Tige taraudée M8',
      thread: 'G 1/8',
      material: 'Acier bruni, tige chromée',
      tempMinC: -10,
      tempMaxC: 80,
      extra: {'Effet': 'Double effet', 'Fixation': '4 vis M6 traversantes'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2024-11-18T09:00:00Z',
    sold: 112,
  },
  {
    handle: 'verin-hydraulique-a-tirants-iso-6020-50-28',
    title: 'Vérin hydraulique à tirants ISO 6020-2 – 50/28 – course 100 à 400 mm',
    descriptionHtml: `<p>Vérin hydraulique à tirants selon ISO 6020-2, interchangeable avec les modèles normalisés des grandes marques. Alésage 50 mm, tige 28 mm, 160 bar, amortissement réglable en fin de course des deux côtés.</p>
<p>Chape arrière avec axe, tige filetée M20×1,5. Démontable pour le remplacement des joints avec notre kit de joints.</p>
<p>Remise exceptionnelle sur les trois courses jusqu’à épuisement du lot.</p>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'chape', 'industrie', 'sale'],
    collections: ['industrie'],
    ...grid({
      sku: 'VH-ISO-50-28',
      base: 289.9,
      axes: [{name: 'Course', choices: [100, 250, 400].map((mm, i) => cylinderStroke(mm, 230, i * 60))}],
      stock: [7, 9, 6],
      weight: (s) => 6200 + (s.strokeMm ?? 250) * 15,
      sale: 'all',
    }),
    specs: {
      bodyDiameterMm: 63,
      rodDiameterMm: 28,
      forceN: 31400,
      pressureBar: 160,
      fitting: 'Chape arrière avec axe, tige filetée',
      thread: 'M20×1,5 / G 3/8',
      material: 'Acier, tirants acier haute résistance',
      tempMinC: -20,
      tempMaxC: 80,
      extra: {'Norme': 'ISO 6020-2', 'Effet': 'Double effet', 'Amortissement': 'Réglable avant et arrière'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2025-01-13T09:00:00Z',
    sold: 64,
  },
  {
    handle: 'verin-hydraulique-creux-20-t-course-50',
    title: 'Vérin hydraulique creux 20 t – course 50 mm – piston percé',
    descriptionHtml: `<p>Vérin hydraulique à piston creux de 20 tonnes : une tige filetée ou un extracteur traverse le vérin, ce qui permet de tirer des roulements, de tendre des tirants et de réaliser des essais de traction.</p>
<ul><li>Passage central Ø 27 mm</li><li>Simple effet, rappel par ressort, 700 bar</li></ul>
<p>Temporairement indisponible : le réassort est attendu en fin de mois.</p>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'industrie'],
    collections: ['industrie'],
    ...single('VH-CREUX-20T-050', 279.9, 0, 5600),
    specs: {
      bodyDiameterMm: 98,
      rodDiameterMm: 48,
      strokeMm: 50,
      extendedLengthMm: 212,
      forceN: 200000,
      pressureBar: 700,
      fitting: 'Tête de tige plate percée',
      thread: '3/8" NPTF',
      material: 'Acier traité',
      tempMinC: -10,
      tempMaxC: 65,
      extra: {'Effet': 'Simple effet, rappel par ressort', 'Passage central': 'Ø 27 mm'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2025-02-24T09:00:00Z',
    sold: 37,
  },
  {
    handle: 'verin-hydraulique-inox-316l-32-20',
    title: 'Vérin hydraulique inox 316L 32/20 – milieu marin – course 100 à 200 mm',
    descriptionHtml: `<p>Vérin hydraulique double effet en inox 316L pour les équipements de pont, portes étanches, passerelles et treuils. Corps, tige, chapes et visserie sont en inox : plus de rouille de tige ni de peinture écaillée.</p>
<ul><li>Alésage 32 mm, tige 20 mm, 160 bar</li><li>Chapes inox Ø 12 mm, orifices G 1/4</li><li>Joints compatibles huiles biodégradables</li></ul>`,
    productType: 'Vérin hydraulique',
    vendor: 'Nautigaz',
    tags: ['hydraulique', 'inox', 'chape', 'marine', 'bateau', 'new'],
    collections: ['marine'],
    ...grid({
      sku: 'VHX6-32-20',
      base: 259.9,
      axes: [{name: 'Course', choices: [100, 150, 200].map((mm, i) => cylinderStroke(mm, 150, i * 30))}],
      stock: [6, 8, 5],
      weight: (s) => 2100 + (s.strokeMm ?? 150) * 8,
    }),
    specs: {
      bodyDiameterMm: 42,
      rodDiameterMm: 20,
      forceN: 12800,
      pressureBar: 160,
      fitting: 'Chape inox Ø 12 mm',
      thread: 'G 1/4',
      material: 'Inox 316L',
      tempMinC: -20,
      tempMaxC: 80,
      extra: {'Effet': 'Double effet'},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: '2026-09-28T09:00:00Z',
    sold: 9,
  },
  // ----------------------------------------------------------------- Vérins pneumatiques
  {
    handle: 'verin-pneumatique-iso-15552-d32',
    title: 'Vérin pneumatique ISO 15552 Ø 32 mm – double effet – course 25 à 250 mm',
    descriptionHtml: `<p>Vérin pneumatique double effet au standard ISO 15552, alésage 32 mm, amortissement pneumatique réglable des deux côtés et piston magnétique pour détecteurs de position.</p>
<ul><li>Tige inox Ø 12 mm, filetage M10×1,25, écrou fourni</li><li>Orifices G 1/8, pression de 1 à 10 bar</li><li>Force théorique à 6 bar : 480 N en poussée</li></ul>
<p>Compatible avec toutes les fixations ISO 15552 : pattes, brides, chapes et tourillons.</p>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'aluminium', 'industrie', 'best-seller'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-15552-32',
      base: 49.9,
      axes: [{name: 'Course', choices: [25, 50, 100, 160, 200, 250].map((mm, i) => cylinderStroke(mm, 146, i * 6))}],
      stock: [55, 72, 90, 41, 36, 24],
      weight: (s) => 480 + (s.strokeMm ?? 100) * 2.6,
    }),
    specs: {
      bodyDiameterMm: 45,
      rodDiameterMm: 12,
      forceN: 480,
      pressureBar: 10,
      fitting: 'Tige filetée M10×1,25 avec écrou',
      thread: 'M10×1,25 / G 1/8',
      material: 'Profilé aluminium anodisé, tige inox',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 5000000,
      extra: {'Norme': 'ISO 15552', 'Effet': 'Double effet', 'Piston': 'Magnétique'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2024-02-26T09:00:00Z',
    sold: 920,
    seo: {
      title: 'Vérin pneumatique ISO 15552 Ø 32 double effet',
      description: 'Vérin pneumatique ISO 15552 alésage 32 mm, double effet, amorti réglable, piston magnétique. Courses de 25 à 250 mm.',
    },
  },
  {
    handle: 'verin-pneumatique-iso-15552-d50',
    title: 'Vérin pneumatique ISO 15552 Ø 50 mm – double effet – course 50 à 320 mm',
    descriptionHtml: `<p>Vérin pneumatique ISO 15552 de 50 mm d’alésage pour l’automatisme industriel : poussoirs, éjecteurs, portes de machines, serrages. Il développe environ 1 180 N à 6 bar.</p>
<p>Flasques aluminium à tirants, tige inox Ø 20 mm filetée M16×1,5, orifices G 1/4. Détecteurs magnétiques en option.</p>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'aluminium', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-15552-50',
      base: 79.9,
      axes: [{name: 'Course', choices: [50, 100, 200, 320].map((mm, i) => cylinderStroke(mm, 176, i * 16))}],
      stock: [31, 40, 22, 12],
      weight: (s) => 1100 + (s.strokeMm ?? 100) * 4.5,
    }),
    specs: {
      bodyDiameterMm: 64,
      rodDiameterMm: 20,
      forceN: 1180,
      pressureBar: 10,
      fitting: 'Tige filetée M16×1,5 avec écrou',
      thread: 'M16×1,5 / G 1/4',
      material: 'Profilé aluminium anodisé, tige inox',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 5000000,
      extra: {'Norme': 'ISO 15552', 'Effet': 'Double effet', 'Piston': 'Magnétique'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2024-03-25T09:00:00Z',
    sold: 415,
  },
  {
    handle: 'verin-pneumatique-iso-15552-d63',
    title: 'Vérin pneumatique ISO 15552 Ø 63 mm – double effet – course 100 à 500 mm',
    descriptionHtml: `<p>Le vérin pneumatique ISO 15552 Ø 63 mm pour les charges lourdes : levage de portes, basculeurs, presses à air. Force théorique de 1 870 N à 6 bar en poussée.</p>
<ul><li>Tige inox Ø 20 mm, M16×1,5</li><li>Orifices G 3/8, amortissement réglable</li><li>Course 500 mm en réapprovisionnement</li></ul>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'aluminium', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-15552-63',
      base: 119.9,
      axes: [{name: 'Course', choices: [100, 200, 320, 500].map((mm, i) => cylinderStroke(mm, 190, i * 33))}],
      stock: [18, 14, 7, 0],
      weight: (s) => 1700 + (s.strokeMm ?? 200) * 5.2,
    }),
    specs: {
      bodyDiameterMm: 75,
      rodDiameterMm: 20,
      forceN: 1870,
      pressureBar: 10,
      fitting: 'Tige filetée M16×1,5 avec écrou',
      thread: 'M16×1,5 / G 3/8',
      material: 'Profilé aluminium anodisé, tige inox',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 5000000,
      extra: {'Norme': 'ISO 15552', 'Effet': 'Double effet'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2024-08-05T09:00:00Z',
    sold: 210,
  },
  {
    handle: 'mini-verin-pneumatique-iso-6432-d16',
    title: 'Mini vérin pneumatique ISO 6432 Ø 16 mm – double effet – course 10 à 100 mm',
    descriptionHtml: `<p>Mini vérin pneumatique rond ISO 6432, corps inox, pour les petites manipulations : butées escamotables, poussoirs de tri, serrages légers. Environ 120 N à 6 bar.</p>
<ul><li>Tige Ø 6 mm filetée M6, nez fileté M16×1,5</li><li>Orifices M5, piston magnétique</li></ul>
<p>Se fixe par le nez avec l’écrou fourni ou par une patte arrière.</p>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'inox', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-6432-16',
      base: 35.9,
      axes: [{name: 'Course', choices: [10, 25, 50, 80, 100].map((mm, i) => cylinderStroke(mm, 82, i * 2.25))}],
      stock: [40, 62, 57, 28, 33],
      weight: (s) => 95 + (s.strokeMm ?? 50) * 0.6,
    }),
    specs: {
      bodyDiameterMm: 18,
      rodDiameterMm: 6,
      forceN: 120,
      pressureBar: 10,
      fitting: 'Tige filetée M6 avec écrou',
      thread: 'M6 / M5',
      material: 'Tube inox, flasques aluminium',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 3000000,
      extra: {'Norme': 'ISO 6432', 'Effet': 'Double effet'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2024-05-20T09:00:00Z',
    sold: 365,
    seo: {
      title: 'Mini vérin pneumatique ISO 6432 Ø 16 mm',
      description: 'Mini vérin pneumatique rond ISO 6432, double effet, piston magnétique, courses de 10 à 100 mm.',
    },
  },
  {
    handle: 'verin-pneumatique-compact-iso-21287-d25',
    title: 'Vérin pneumatique compact ISO 21287 Ø 25 mm – course 10 à 50 mm',
    descriptionHtml: `<p>Vérin pneumatique compact (ISO 21287) : encombrement réduit pour les serrages, indexages et butées dans les machines d’assemblage. Double effet, alésage 25 mm, environ 290 N à 6 bar.</p>
<ul><li>Tige taraudée M6, fixation par vis traversantes</li><li>Rainures pour détecteurs sur deux faces</li></ul>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'aluminium', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-21287-25',
      base: 39.9,
      axes: [{name: 'Course', choices: [10, 25, 50].map((mm, i) => cylinderStroke(mm, 44, i * 5))}],
      stock: [27, 35, 19],
      weight: (s) => 160 + (s.strokeMm ?? 25) * 2,
    }),
    specs: {
      bodyDiameterMm: 38,
      rodDiameterMm: 10,
      forceN: 290,
      pressureBar: 10,
      fitting: 'Tige taraudée M6',
      thread: 'M6 / M5',
      material: 'Aluminium anodisé, tige inox',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 3000000,
      extra: {'Norme': 'ISO 21287', 'Effet': 'Double effet'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2024-12-09T09:00:00Z',
    sold: 150,
  },
  {
    handle: 'verin-pneumatique-inox-iso-6432-d25-agroalimentaire',
    title: 'Vérin pneumatique inox ISO 6432 Ø 25 mm – agroalimentaire',
    descriptionHtml: `<p>Vérin pneumatique rond entièrement inox (tube, flasques et tige) pour les lignes agroalimentaires et pharmaceutiques lavées chaque jour. Graisse de qualité alimentaire, joints FKM.</p>
<ul><li>Alésage 25 mm, tige Ø 10 mm M10×1,25</li><li>Environ 290 N à 6 bar</li><li>Quatre courses de 25 à 160 mm</li></ul>`,
    productType: 'Vérin pneumatique',
    vendor: 'Inoxéa',
    tags: ['pneumatique', 'inox', 'agroalimentaire', 'industrie', 'new'],
    collections: ['industrie'],
    ...grid({
      sku: 'VPX-6432-25',
      base: 74.9,
      axes: [{name: 'Course', choices: [25, 50, 100, 160].map((mm, i) => cylinderStroke(mm, 110, i * 8))}],
      stock: [15, 20, 12, 8],
      weight: (s) => 260 + (s.strokeMm ?? 50) * 1.3,
    }),
    specs: {
      bodyDiameterMm: 28,
      rodDiameterMm: 10,
      forceN: 290,
      pressureBar: 10,
      fitting: 'Tige filetée M10×1,25 avec écrou',
      thread: 'M10×1,25 / G 1/8',
      material: 'Inox 316L',
      tempMinC: -20,
      tempMaxC: 120,
      lifetimeCycles: 3000000,
      extra: {'Norme': 'ISO 6432', 'Effet': 'Double effet', 'Graisse': 'Qualité alimentaire NSF H1'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2026-11-02T09:00:00Z',
    sold: 6,
  },
  {
    handle: 'verin-pneumatique-simple-effet-d20',
    title: 'Vérin pneumatique simple effet Ø 20 mm – rappel par ressort',
    descriptionHtml: `<p>Vérin pneumatique simple effet : l’air pousse la tige, un ressort la ramène. Une seule alimentation suffit, ce qui simplifie le câblage pneumatique des butées, éjecteurs et marqueurs.</p>
<p>Alésage 20 mm, tige Ø 8 mm filetée M8, nez fileté M22×1,5. Environ 160 N utiles à 6 bar, effort du ressort déduit.</p>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: ['pneumatique', 'inox', 'industrie', 'sale'],
    collections: ['industrie'],
    ...grid({
      sku: 'VP-SE-20',
      base: 36.9,
      axes: [{name: 'Course', choices: [10, 25, 50].map((mm, i) => cylinderStroke(mm, 90, i * 3))}],
      stock: [26, 31, 17],
      weight: (s) => 140 + (s.strokeMm ?? 25) * 1.2,
      sale: 'all',
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 8,
      forceN: 160,
      pressureBar: 10,
      fitting: 'Tige filetée M8 avec écrou',
      thread: 'M8 / G 1/8',
      material: 'Tube inox, flasques aluminium',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 2000000,
      extra: {'Norme': 'ISO 6432', 'Effet': 'Simple effet, rappel par ressort'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: '2025-05-05T09:00:00Z',
    sold: 230,
  },
  // ----------------------------------------------------------------- Amortisseurs
  {
    handle: 'amortisseur-hydraulique-industriel-m14',
    title: 'Amortisseur hydraulique industriel M14×1,5 – course 12 mm',
    descriptionHtml: `<p>Amortisseur hydraulique de fin de course pour automatismes : il absorbe l’énergie d’un chariot, d’un vérin pneumatique ou d’un bras de robot et supprime le choc en butée.</p>
<ul><li>Corps fileté M14×1,5, deux contre-écrous</li><li>Énergie maximale par cycle : 20 Nm</li><li>Version auto-adaptative ou réglable par molette</li></ul>
<p>Choisissez la version réglable quand la masse ou la vitesse varient d’un cycle à l’autre.</p>`,
    productType: 'Amortisseur',
    vendor: 'Amortec',
    tags: ['amortisseur', 'hydraulique', 'acier', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'AM-M14-12',
      base: 39.9,
      axes: [
        {
          name: 'Version',
          choices: [value('Auto-adaptatif', 'AUTO'), value('Réglable', 'REG', 10, {extra: {'Réglage': 'Molette arrière, 8 positions'}})],
        },
      ],
      stock: [46, 28],
      weight: 62,
    }),
    specs: {
      bodyDiameterMm: 14,
      rodDiameterMm: 5,
      strokeMm: 12,
      extendedLengthMm: 80,
      fitting: 'Tête de tige avec tampon polyuréthane',
      thread: 'M14×1,5',
      material: 'Acier bruni, tige acier trempé',
      tempMinC: -10,
      tempMaxC: 80,
      lifetimeCycles: 2000000,
      extra: {'Énergie par cycle': '20 Nm', 'Énergie par heure': '30 000 Nm'},
    },
    drawing: 'damper',
    createdAt: '2024-04-29T09:00:00Z',
    sold: 330,
    seo: {
      title: 'Amortisseur hydraulique industriel M14×1,5',
      description: 'Amortisseur de fin de course M14×1,5, 20 Nm par cycle, version auto-adaptative ou réglable.',
    },
  },
  {
    handle: 'amortisseur-hydraulique-industriel-m20',
    title: 'Amortisseur hydraulique industriel M20×1,5 – course 16 mm',
    descriptionHtml: `<p>Amortisseur de butée M20×1,5 pour des masses plus élevées : convoyeurs, tables de transfert, portes coulissantes de machines. Il encaisse 45 Nm par cycle.</p>
<p>Tête au choix : butée acier pour un arrêt précis, ou tampon polyuréthane pour un contact silencieux. Certaines versions sont en cours de réapprovisionnement.</p>`,
    productType: 'Amortisseur',
    vendor: 'Amortec',
    tags: ['amortisseur', 'hydraulique', 'acier', 'industrie'],
    collections: ['industrie'],
    ...grid({
      sku: 'AM-M20-16',
      base: 54.9,
      axes: [
        {
          name: 'Version',
          choices: [value('Auto-adaptatif', 'AUTO'), value('Réglable', 'REG', 12)],
        },
        {
          name: 'Tête',
          choices: [
            value('Butée acier', 'AC', 0, {fitting: 'Butée acier trempé'}),
            value('Tampon polyuréthane', 'PU', 3, {fitting: 'Tampon polyuréthane'}),
          ],
        },
      ],
      stock: [24, 0, 15, 0],
      weight: 150,
    }),
    specs: {
      bodyDiameterMm: 20,
      rodDiameterMm: 6,
      strokeMm: 16,
      extendedLengthMm: 110,
      thread: 'M20×1,5',
      material: 'Acier bruni, tige acier trempé',
      tempMinC: -10,
      tempMaxC: 80,
      lifetimeCycles: 2000000,
      extra: {'Énergie par cycle': '45 Nm', 'Énergie par heure': '60 000 Nm'},
    },
    drawing: 'damper',
    createdAt: '2024-07-15T09:00:00Z',
    sold: 178,
  },
  {
    handle: 'amortisseur-hydraulique-reglable-m25',
    title: 'Amortisseur hydraulique réglable M25×1,5 – course 25 mm',
    descriptionHtml: `<p>Amortisseur hydraulique réglable de 25 mm de course pour les charges lourdes en automatisme et en manutention : 100 Nm par cycle, réglage de la dureté par molette graduée.</p>
<ul><li>Corps fileté M25×1,5, deux contre-écrous</li><li>Tampon polyuréthane remplaçable</li></ul>
<p>Dernières pièces disponibles avant le changement de série.</p>`,
    productType: 'Amortisseur',
    vendor: 'Amortec',
    tags: ['amortisseur', 'hydraulique', 'acier', 'industrie', 'few-left', 'limited-stock'],
    collections: ['industrie'],
    ...single('AM-M25-25-REG', 89.9, 4, 310),
    specs: {
      bodyDiameterMm: 25,
      rodDiameterMm: 8,
      strokeMm: 25,
      extendedLengthMm: 150,
      fitting: 'Tampon polyuréthane',
      thread: 'M25×1,5',
      material: 'Acier bruni, tige acier trempé',
      tempMinC: -10,
      tempMaxC: 80,
      lifetimeCycles: 1500000,
      extra: {'Énergie par cycle': '100 Nm', 'Réglage': 'Molette graduée de 0 à 9'},
    },
    drawing: 'damper',
    createdAt: '2024-12-02T09:00:00Z',
    sold: 54,
  },
  {
    handle: 'amortisseur-fermeture-douce-abattant',
    title: 'Amortisseur de fermeture douce pour abattant, porte et tiroir',
    descriptionHtml: `<p>Petit amortisseur hydraulique à encastrer ou à visser : la porte ou l’abattant ralentit sur les derniers centimètres et se ferme sans bruit. Il s’adapte aux meubles existants sans changer les charnières.</p>
<ul><li>Perçage Ø 10 mm ou support à visser fourni</li><li>Course 12 mm, tige à embout caoutchouc</li><li>Vendu par 2 ou par 10</li></ul>`,
    productType: 'Amortisseur',
    vendor: 'Mobiflex',
    tags: ['amortisseur', 'mobilier', 'cuisine', 'best-seller', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'AM-SOFT',
      base: 6.9,
      axes: [{name: 'Conditionnement', choices: [value('Lot de 2', 'X2', 0, undefined, 0), value('Lot de 10', 'X10', 23, undefined, 120)]}],
      stock: [185, 64],
      weight: 30,
    }),
    specs: {
      bodyDiameterMm: 10,
      rodDiameterMm: 3,
      strokeMm: 12,
      extendedLengthMm: 52,
      fitting: 'Embout caoutchouc',
      material: 'Corps polyamide, tige acier',
      tempMinC: 5,
      tempMaxC: 40,
      lifetimeCycles: 80000,
    },
    drawing: 'damper',
    createdAt: '2024-01-22T09:00:00Z',
    sold: 1450,
  },
  {
    handle: 'amortisseur-hydraulique-inox-316l-m12',
    title: 'Amortisseur hydraulique inox 316L M12×1 – course 10 mm',
    descriptionHtml: `<p>Amortisseur de butée en inox 316L pour les machines agroalimentaires, pharmaceutiques et le matériel médical. Il supporte le lavage haute pression et les produits désinfectants.</p>
<ul><li>Corps fileté M12×1, contre-écrou inox</li><li>Énergie maximale par cycle : 10 Nm</li><li>Huile de qualité alimentaire</li></ul>`,
    productType: 'Amortisseur',
    vendor: 'Amortec',
    tags: ['amortisseur', 'hydraulique', 'inox', 'agroalimentaire', 'medical', 'new'],
    collections: ['industrie', 'medical'],
    ...single('AM-X6-M12-10', 59.9, 24, 48),
    specs: {
      bodyDiameterMm: 12,
      rodDiameterMm: 4,
      strokeMm: 10,
      extendedLengthMm: 68,
      fitting: 'Tête de tige inox',
      thread: 'M12×1',
      material: 'Inox 316L',
      tempMinC: -10,
      tempMaxC: 80,
      lifetimeCycles: 1000000,
      extra: {'Énergie par cycle': '10 Nm'},
    },
    drawing: 'damper',
    createdAt: '2026-10-12T09:00:00Z',
    sold: 12,
  },
  {
    handle: 'amortisseur-hydraulique-oeillets-22-10',
    title: 'Amortisseur hydraulique à œillets 22/10 – course 50 à 150 mm',
    descriptionHtml: `<p>Sans gaz sous pression, cet amortisseur hydraulique freine un mouvement dans les deux sens sans le pousser. Il régule la vitesse des portes battantes lourdes, des bras articulés et des trappes qui doivent descendre lentement.</p>
<p>Œillets Ø 8,1 mm. Le freinage est constant sur toute la course ; il se monte dans toutes les positions.</p>`,
    productType: 'Amortisseur',
    vendor: 'Amortec',
    tags: ['amortisseur', 'hydraulique', 'acier', 'oeillet', 'industrie', 'mobilier'],
    collections: ['industrie', 'mobilier'],
    ...grid({
      sku: 'AM-22-10',
      base: 44.9,
      axes: [strokes([50, 100, 150], 80, 7.5)],
      stock: [19, 23, 14],
      weight: perMm(0.9, 40),
    }),
    specs: {
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      fitting: 'Œillet métal Ø 8,1 mm',
      material: 'Tube acier peint noir, tige acier chromé',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 200000,
      extra: {'Freinage': 'Dans les deux sens, constant'},
    },
    drawing: 'damper',
    createdAt: '2025-06-30T09:00:00Z',
    sold: 86,
  },
  // ----------------------------------------------------------------- Supports de levage
  {
    handle: 'compas-relevage-porte-abattante-freine',
    title: 'Compas de relevage pour porte abattante – freinage réglable',
    descriptionHtml: `<p>Compas freiné pour portes abattantes de secrétaires, meubles bar et bureaux escamotables : la porte descend lentement et reste à l’horizontale. Le frein se règle par une vis pour s’adapter au poids de la porte.</p>
<ul><li>Charge : porte de 3 à 8 kg</li><li>Bras acier nickelé, boîtier de frein en zamak</li><li>Vendu à l’unité, gauche ou droit</li></ul>`,
    productType: 'Support de levage',
    vendor: 'Mobiflex',
    tags: ['compas', 'mobilier', 'cuisine', 'best-seller', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'SL-COMPAS-FR',
      base: 14.9,
      axes: [{name: 'Côté', choices: [value('Gauche', 'G'), value('Droit', 'D')]}],
      stock: [96, 104],
      weight: 240,
    }),
    specs: {
      extendedLengthMm: 320,
      material: 'Acier nickelé, zamak',
      fitting: 'Platines à visser',
      extra: {'Charge admissible': '3 à 8 kg', 'Angle d’ouverture': '90°'},
    },
    drawing: 'lifting-support',
    createdAt: '2024-03-18T10:00:00Z',
    sold: 905,
    seo: {
      title: 'Compas freiné pour porte abattante',
      description: 'Compas de relevage à frein réglable pour portes abattantes de 3 à 8 kg, gauche ou droit.',
    },
  },
  {
    handle: 'compas-friction-inox-316-trappe-bateau',
    title: 'Compas à friction inox 316 pour trappe de bateau – 200 à 300 mm',
    descriptionHtml: `<p>Compas à friction en inox 316 : il maintient une trappe ou un hublot dans toutes les positions sans vérin ni cran. La friction se règle par l’écrou de l’articulation centrale.</p>
<p>Trois longueurs selon la taille de la trappe. Visserie inox A4 non fournie.</p>`,
    productType: 'Support de levage',
    vendor: 'Nautigaz',
    tags: ['compas', 'inox', 'marine', 'bateau', 'sale'],
    collections: ['marine'],
    ...grid({
      sku: 'SL-FRIC-X6',
      base: 24.9,
      axes: [
        {
          name: 'Longueur',
          choices: [200, 250, 300].map((mm, i) => value(`${mm} mm`, String(mm), i * 4, {extendedLengthMm: mm}, i * 40)),
        },
      ],
      stock: [22, 27, 13],
      weight: 160,
      sale: 'all',
    }),
    specs: {
      material: 'Inox 316',
      fitting: 'Platines à visser',
      tempMinC: -30,
      tempMaxC: 80,
      extra: {'Maintien': 'Par friction réglable'},
    },
    drawing: 'lifting-support',
    createdAt: '2024-06-10T09:00:00Z',
    sold: 240,
  },
  {
    handle: 'mecanisme-relevage-lit-coffre-verins',
    title: 'Mécanisme de relevage pour lit coffre avec vérins à gaz',
    descriptionHtml: `<p>Paire de mécanismes de relevage à fixer sur le cadre d’un lit pour transformer un sommier fixe en lit coffre. Les bras articulés et les vérins à gaz sont prémontés : il reste à visser les platines sur le cadre et le sommier.</p>
<ul><li>Vérins 22/10 inclus, force adaptée à la taille du couchage</li><li>Ouverture à 50°, verrouillage en position haute</li><li>Acier peint époxy noir, fabriqué en France</li></ul>`,
    productType: 'Support de levage',
    vendor: 'Mobiflex',
    tags: ['lit-coffre', 'mobilier', 'acier', 'kit', 'french'],
    collections: ['mobilier'],
    ...grid({
      sku: 'SL-LIT',
      base: 89.9,
      axes: [
        {
          name: 'Dimensions',
          choices: [
            value('90 × 190 cm', '090', 0, {forceN: 800}),
            value('140 × 190 cm', '140', 20, {forceN: 1200}, 900),
            value('160 × 200 cm', '160', 30, {forceN: 1400}, 1300),
          ],
        },
      ],
      stock: [18, 26, 0],
      weight: 8200,
    }),
    specs: {
      extendedLengthMm: 720,
      bodyDiameterMm: 22,
      rodDiameterMm: 10,
      material: 'Acier peint époxy noir',
      fitting: 'Platines à visser',
      extra: {'Angle d’ouverture': '50°', 'Contenu': '2 mécanismes avec vérins, visserie'},
    },
    drawing: 'lifting-support',
    createdAt: '2025-01-27T09:00:00Z',
    sold: 330,
  },
  {
    handle: 'support-levage-plan-de-travail-escamotable',
    title: 'Support de levage pour plan de travail escamotable – charge 15 kg',
    descriptionHtml: `<p>Mécanisme à parallélogramme et ressort de compensation qui sort un robot pâtissier, une machine à coudre ou une imprimante d’un meuble bas et l’amène à hauteur de plan de travail.</p>
<ul><li>Charge de 4 à 15 kg, réglage par molette</li><li>Largeur de caisson de 400 à 600 mm</li><li>Finition gris argent ou noir mat</li></ul>`,
    productType: 'Support de levage',
    vendor: 'Mobiflex',
    tags: ['mobilier', 'cuisine', 'acier', 'new'],
    collections: ['mobilier'],
    ...grid({
      sku: 'SL-PLAN-15',
      base: 69.9,
      axes: [{name: 'Finition', choices: [value('Gris argent', 'GA'), value('Noir mat', 'NM', 5)]}],
      stock: [20, 14],
      weight: 5400,
    }),
    specs: {
      extendedLengthMm: 400,
      forceN: 150,
      material: 'Acier peint',
      fitting: 'Platines à visser',
      extra: {'Charge admissible': '4 à 15 kg', 'Largeur de caisson': '400 à 600 mm'},
    },
    drawing: 'lifting-support',
    createdAt: '2026-09-21T09:00:00Z',
    sold: 14,
  },
  {
    handle: 'support-levage-verin-integre-trappe-visite',
    title: 'Support de levage à vérin intégré pour trappe de visite – 150 ou 300 N',
    descriptionHtml: `<p>Compas de levage équipé d’un vérin à gaz intégré pour trappes de visite, portes de coffrets techniques et capots de machines. Une butée mécanique limite l’ouverture à 95°.</p>
<p>Acier zingué, platines percées pour vis M6. Le vérin à gaz est remplaçable séparément.</p>`,
    productType: 'Support de levage',
    vendor: 'Vérins Pro',
    tags: ['compas', 'acier', 'industrie', 'batiment', 'french'],
    collections: ['industrie'],
    ...grid({
      sku: 'SL-TRAPPE',
      base: 34.9,
      axes: [{name: 'Force', choices: [force(150), force(300, 5)]}],
      stock: [33, 26],
      weight: 640,
    }),
    specs: {
      extendedLengthMm: 360,
      bodyDiameterMm: 15,
      rodDiameterMm: 6,
      material: 'Acier zingué',
      fitting: 'Platines à visser M6',
      extra: {'Angle d’ouverture': '95°'},
    },
    drawing: 'lifting-support',
    createdAt: '2025-07-21T09:00:00Z',
    sold: 118,
  },
  // ----------------------------------------------------------------- Accessoires
  {
    handle: 'rotule-acier-13-mm-m8',
    title: 'Rotule acier Ø 13 mm pour vérin à gaz – M6, M8 ou M10',
    descriptionHtml: `<p>Embout à rotule en acier zingué pour vérin à gaz, avec clip de sécurité. Il se visse sur la tige ou le fond du tube et se clipse sur un axe à boule Ø 13 mm.</p>
<ul><li>Taraudage M6, M8 ou M10</li><li>Angle de débattement : ± 18°</li></ul>
<p>Pour démonter la rotule, soulevez le clip avec un petit tournevis.</p>`,
    productType: 'Accessoire',
    vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier', 'best-seller', 'french'],
    collections: [],
    ...grid({
      sku: 'ACC-ROT-13',
      base: 3.9,
      axes: [{name: 'Filetage', choices: [value('M6', 'M6', 0, {thread: 'M6'}), value('M8', 'M8', 0.3, {thread: 'M8'}), value('M10', 'M10', 1, {thread: 'M10'})]}],
      stock: [190, 200, 145],
      weight: 22,
    }),
    specs: {fitting: 'Rotule Ø 13 mm avec clip', material: 'Acier zingué', thread: 'M8'},
    drawing: 'end-fitting',
    createdAt: '2024-01-15T10:00:00Z',
    sold: 1700,
    seo: {
      title: 'Rotule Ø 13 mm pour vérin à gaz – M6, M8, M10',
      description: 'Embout à rotule acier zingué avec clip de sécurité pour vérins à gaz, taraudage M6, M8 ou M10.',
    },
  },
  {
    handle: 'oeillet-metal-8-mm-filete',
    title: 'Œillet métal Ø 8,1 mm pour vérin à gaz – M6, M8 ou M10',
    descriptionHtml: `<p>Œillet en acier zingué à visser sur un vérin à gaz ou un amortisseur. Il transforme une extrémité filetée en point d’articulation sur axe ou vis épaulée Ø 8 mm.</p>
<p>Épaisseur 8 mm. Bloquez-le avec un frein-filet moyen pour éviter qu’il ne se dévisse.</p>`,
    productType: 'Accessoire',
    vendor: 'Vérins Pro',
    tags: ['embout', 'oeillet', 'acier'],
    collections: [],
    ...grid({
      sku: 'ACC-OEIL-8',
      base: 2.9,
      axes: [{name: 'Filetage', choices: [value('M6', 'M6', 0, {thread: 'M6'}), value('M8', 'M8', 0.5, {thread: 'M8'}), value('M10', 'M10', 1, {thread: 'M10'})]}],
      stock: [120, 176, 88],
      weight: 18,
    }),
    specs: {fitting: 'Œillet métal Ø 8,1 mm', material: 'Acier zingué', thread: 'M8'},
    drawing: 'end-fitting',
    createdAt: '2024-01-15T10:30:00Z',
    sold: 820,
  },
  {
    handle: 'chape-acier-avec-axe-filetee',
    title: 'Chape acier avec axe et clip – M6 à M14×1,5',
    descriptionHtml: `<p>Chape (fourche) en acier zingué avec axe et clip de sécurité, à visser au bout d’un vérin à gaz ou d’un vérin pneumatique. Elle se monte sur une patte plate de l’épaisseur de la fourche.</p>
<ul><li>Filetages M6, M8, M10 ou M14×1,5</li><li>Axe bloqué par clip élastique</li></ul>
<p>La taille M14×1,5 est en rupture ; les autres sont disponibles.</p>`,
    productType: 'Accessoire',
    vendor: 'Gazline',
    tags: ['embout', 'chape', 'acier'],
    collections: [],
    ...grid({
      sku: 'ACC-CHAPE',
      base: 4.9,
      axes: [
        {
          name: 'Filetage',
          choices: [
            value('M6', 'M6', 0, {thread: 'M6'}, 0),
            value('M8', 'M8', 1, {thread: 'M8'}, 10),
            value('M10', 'M10', 2, {thread: 'M10'}, 24),
            value('M14×1,5', 'M14', 5, {thread: 'M14×1,5'}, 70),
          ],
        },
      ],
      stock: [64, 92, 47, 0],
      weight: 26,
    }),
    specs: {fitting: 'Chape avec axe et clip', material: 'Acier zingué', thread: 'M8'},
    drawing: 'end-fitting',
    createdAt: '2024-02-19T10:00:00Z',
    sold: 460,
  },
  {
    handle: 'rotule-inox-316l-13-mm',
    title: 'Rotule inox 316L Ø 13 mm pour vérin à gaz – M6 ou M8',
    descriptionHtml: `<p>Rotule en inox 316L massif pour les vérins des bateaux, des cuisines professionnelles et des équipements médicaux. Clip de sécurité inox, taraudage M6 ou M8.</p>
<p>Associez-la à un axe à boule inox pour un montage entièrement inoxydable.</p>`,
    productType: 'Accessoire',
    vendor: 'Inoxéa',
    tags: ['embout', 'rotule', 'inox', 'marine'],
    collections: ['marine'],
    ...grid({
      sku: 'ACC-ROTX-13',
      base: 9.9,
      axes: [{name: 'Filetage', choices: [value('M6', 'M6', 0, {thread: 'M6'}), value('M8', 'M8', 2, {thread: 'M8'})]}],
      stock: [38, 52],
      weight: 26,
    }),
    specs: {fitting: 'Rotule Ø 13 mm avec clip', material: 'Inox 316L', thread: 'M8'},
    drawing: 'end-fitting',
    createdAt: '2024-05-13T10:00:00Z',
    sold: 310,
  },
  {
    handle: 'axe-a-boule-13-mm-m8',
    title: "Axe à boule Ø 13 mm – M8 – à l’unité ou par 4",
    descriptionHtml: `<p>Axe à boule (rotule à visser) en acier zingué sur lequel se clipsent les rotules Ø 13 mm. Il se visse dans un taraudage M8 ou se fixe avec un écrou dans un trou lisse.</p>
<p>Longueur filetée 12 mm, six pans de 13 mm.</p>`,
    productType: 'Accessoire',
    vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier'],
    collections: [],
    ...grid({
      sku: 'ACC-AXE-13',
      base: 2.9,
      axes: [{name: 'Conditionnement', choices: [value('À l’unité', 'X1', 0, undefined, 0), value('Lot de 4', 'X4', 7, undefined, 42)]}],
      stock: [150, 75],
      weight: 14,
    }),
    specs: {fitting: 'Axe à boule Ø 13 mm', material: 'Acier zingué', thread: 'M8'},
    drawing: 'end-fitting',
    createdAt: '2024-01-15T11:00:00Z',
    sold: 860,
  },
  {
    handle: 'ferrure-equerre-axe-boule-10-mm',
    title: 'Ferrure équerre avec axe à boule Ø 10 mm – acier zingué',
    descriptionHtml: `<p>Ferrure en équerre avec axe à boule Ø 10 mm soudé, pour fixer un vérin à gaz à rotule sur un meuble, un coffre ou un capot. Deux trous oblongs permettent d’ajuster la position.</p>
<ul><li>Tôle acier zingué de 2,5 mm</li><li>Trous Ø 5,5 mm pour vis à bois ou vis M5</li></ul>`,
    productType: 'Accessoire',
    vendor: 'Mobiflex',
    tags: ['ferrure', 'acier', 'mobilier'],
    collections: ['mobilier'],
    ...grid({
      sku: 'ACC-FER-EQ10',
      base: 5.9,
      axes: [{name: 'Conditionnement', choices: [value('À l’unité', 'X1', 0, undefined, 0), value('Lot de 2', 'X2', 5, undefined, 38)]}],
      stock: [84, 57],
      weight: 40,
    }),
    specs: {fitting: 'Axe à boule Ø 10 mm', material: 'Acier zingué 2,5 mm'},
    drawing: 'bracket',
    createdAt: '2024-03-04T10:00:00Z',
    sold: 540,
  },
  {
    handle: 'ferrure-plate-inox-316l-axe-boule-13-mm',
    title: 'Ferrure plate inox 316L avec axe à boule Ø 13 mm',
    descriptionHtml: `<p>Ferrure plate en inox 316L à trois trous, avec axe à boule Ø 13 mm, pour vérins à rotule M8. Destinée aux trappes de bateaux, coffres de cockpit et équipements lavés.</p>
<p>Épaisseur 3 mm, trous fraisés pour vis Ø 5 mm.</p>`,
    productType: 'Accessoire',
    vendor: 'Nautigaz',
    tags: ['ferrure', 'inox', 'marine', 'bateau'],
    collections: ['marine'],
    ...single('ACC-FER-PLX13', 12.9, 46, 58),
    specs: {fitting: 'Axe à boule Ø 13 mm', material: 'Inox 316L 3 mm', thread: 'M8'},
    drawing: 'bracket',
    createdAt: '2024-07-08T10:00:00Z',
    sold: 260,
  },
  {
    handle: 'kit-fixation-universel-verin-gaz-m8',
    title: 'Kit de fixation universel pour vérin à gaz M8 – rotules, ferrures et visserie',
    descriptionHtml: `<p>Le kit pour monter un vérin à gaz M8 sur presque tous les supports : deux rotules Ø 13 mm, deux axes à boule, deux ferrures équerres et la visserie (vis à bois et vis M6 avec écrous).</p>
<ul><li>Acier zingué</li><li>Compatible avec les vérins 15/6 et 18/8 à filetage M8</li></ul>`,
    productType: 'Kit',
    vendor: 'Vérins Pro',
    tags: ['kit', 'rotule', 'ferrure', 'acier', 'sale', 'french'],
    collections: ['accessoires', 'mobilier'],
    ...single('KIT-FIX-M8', 22.9, 68, 190, 27.9),
    specs: {fitting: 'Rotule Ø 13 mm', material: 'Acier zingué', thread: 'M8', extra: {'Contenu': '2 rotules, 2 axes à boule, 2 ferrures, visserie'}},
    drawing: 'kit',
    createdAt: '2024-08-26T10:00:00Z',
    sold: 480,
  },
  {
    handle: 'outil-depressurisation-verin-gaz',
    title: 'Outil de dépressurisation pour vérin à gaz – mise au rebut en sécurité',
    descriptionHtml: `<p>Un vérin à gaz usagé contient de l’azote sous pression : il ne doit pas être jeté ni percé sans précaution. Cet outil serre le tube dans un vé et le perce lentement avec un pointeau à vis, sous un capot qui retient l’huile.</p>
<ul><li>Pour vérins à gaz de Ø 10 à 40 mm</li><li>Percez toujours dans les 20 premiers millimètres côté fond du tube</li><li>Portez des lunettes de protection</li></ul>
<p>Une fois dépressurisé, le vérin se recycle avec les métaux.</p>`,
    productType: 'Accessoire',
    vendor: 'Vérins Pro',
    tags: ['outil', 'acier', 'industrie', 'few-left', 'french'],
    collections: ['industrie'],
    ...single('ACC-OUT-DEP', 34.9, 3, 820),
    specs: {material: 'Acier traité, capot polycarbonate', extra: {'Diamètres de tube': '10 à 40 mm'}},
    drawing: 'tool',
    createdAt: '2025-02-17T10:00:00Z',
    sold: 95,
    seo: {
      title: 'Outil de dépressurisation de vérin à gaz',
      description: 'Outil pour percer et vider en sécurité un vérin à gaz usagé avant recyclage, tubes de 10 à 40 mm.',
    },
  },
  {
    handle: 'soufflet-protection-tige-verin',
    title: 'Soufflet de protection pour tige de vérin – 100 à 300 mm',
    descriptionHtml: `<p>Soufflet en néoprène qui protège la tige d’un vérin à gaz, d’un amortisseur ou d’un petit vérin pneumatique contre la poussière, les copeaux et les projections. Il prolonge nettement la durée de vie du joint.</p>
<p>Pour tiges de Ø 6 à 10 mm. Choisissez une longueur au moins égale à la course : le soufflet déplié doit couvrir la tige sortie.</p>`,
    productType: 'Accessoire',
    vendor: 'Gazline',
    tags: ['protection', 'industrie', 'agricole'],
    collections: ['industrie'],
    ...grid({
      sku: 'ACC-SOUF',
      base: 6.9,
      axes: [
        {
          name: 'Longueur',
          choices: [100, 200, 300].map((mm, i) => value(`${mm} mm`, String(mm), i * 1.5, {extendedLengthMm: mm}, i * 6)),
        },
      ],
      stock: [54, 41, 29],
      weight: 14,
    }),
    specs: {fitting: 'Soufflet Ø 6 à 10 mm', material: 'Néoprène', tempMinC: -30, tempMaxC: 100},
    drawing: 'end-fitting',
    createdAt: '2025-08-04T10:00:00Z',
    sold: 140,
  },
  {
    handle: 'kit-joints-verin-hydraulique',
    title: 'Kit de joints pour vérin hydraulique 40/25 ou 50/28',
    descriptionHtml: `<p>Jeu de joints complet pour la rénovation de nos vérins hydrauliques double effet : joint de piston, joint de tige, racleur, bagues de guidage et joints toriques de tête.</p>
<ul><li>Polyuréthane et NBR, pour huiles minérales</li><li>Notice de démontage et de remontage fournie</li></ul>`,
    productType: 'Kit',
    vendor: 'Hydrofrance',
    tags: ['kit', 'hydraulique', 'industrie'],
    collections: ['accessoires', 'industrie'],
    ...grid({
      sku: 'KIT-JOINTS',
      base: 29.9,
      axes: [{name: 'Alésage', choices: [value('40/25', '40-25'), value('50/28', '50-28', 10)]}],
      stock: [22, 0],
      weight: 70,
    }),
    specs: {material: 'Polyuréthane, NBR, PTFE', tempMinC: -30, tempMaxC: 100, extra: {'Contenu': 'Joint de piston, joint de tige, racleur, 2 bagues, joints toriques'}},
    drawing: 'kit',
    createdAt: '2025-09-29T10:00:00Z',
    sold: 66,
  },
  {
    handle: 'kit-raccords-pneumatiques-g18',
    title: 'Kit de raccords pneumatiques G 1/8 et réducteurs de débit',
    descriptionHtml: `<p>Tout pour raccorder un vérin pneumatique à orifices G 1/8 : deux raccords instantanés coudés pour tube Ø 6 mm, deux réducteurs de débit pour régler la vitesse de sortie et de rentrée, et 5 m de tube polyuréthane bleu.</p>
<p>Les réducteurs se montent en échappement : ils freinent l’air qui sort du vérin pour un mouvement plus régulier.</p>`,
    productType: 'Kit',
    vendor: 'Pneumatec',
    tags: ['kit', 'pneumatique', 'industrie', 'new'],
    collections: ['accessoires', 'industrie'],
    ...single('KIT-PNEU-G18', 24.9, 40, 260),
    specs: {thread: 'G 1/8', pressureBar: 10, material: 'Laiton nickelé, polyuréthane', extra: {'Contenu': '2 raccords coudés, 2 réducteurs de débit, 5 m de tube Ø 6 mm'}},
    drawing: 'kit',
    createdAt: '2026-11-09T10:00:00Z',
    sold: 4,
  },
  {
    handle: 'adaptateur-filetage-verin-gaz',
    title: 'Adaptateur de filetage pour vérin à gaz – M6 vers M8 ou M8 vers M10',
    descriptionHtml: `<p>Adaptateur mâle-femelle en acier zingué pour monter un embout d’un autre filetage sur un vérin à gaz : pratique quand le vérin de remplacement n’a pas le même filetage que l’ancien.</p>
<p>Bloquez l’adaptateur au frein-filet ; ne l’utilisez pas au-delà de 1 200 N.</p>`,
    productType: 'Accessoire',
    vendor: 'Vérins Pro',
    tags: ['embout', 'acier', 'limited-stock'],
    collections: [],
    ...grid({
      sku: 'ACC-ADAPT',
      base: 2.5,
      axes: [
        {
          name: 'Filetage',
          choices: [value('M6 vers M8', 'M6M8', 0, {thread: 'M6 / M8'}), value('M8 vers M10', 'M8M10', 0.4, {thread: 'M8 / M10'})],
        },
      ],
      stock: [9, 12],
      weight: 8,
    }),
    specs: {fitting: 'Adaptateur mâle-femelle', material: 'Acier zingué'},
    drawing: 'end-fitting',
    createdAt: '2025-10-20T10:00:00Z',
    sold: 105,
  },
];
