// Generated end fittings and brackets (decision 025): with the curated accessories, every
// thread of the range (M5 to M20×1,5) has a ball socket or an eye and a clevis, and every
// ball stud and eye pin a bracket. Each accessory says what it fits (sizes and threads).

import {FAMILIES, sizeName} from './families.ts';
import {DEMO_NOTE, dayAfter, eur, shopPrice, stockFor} from './range-rules.ts';
import type {DrawingKind, SeedProduct, SeedSpecs, SeedVariant} from './types.ts';

/** Sizes whose ends have this thread, then the thread itself: ['18/8', '22/10', 'M8']. */
export function fitsThread(thread: string): string[] {
  return [...FAMILIES.filter((family) => family.thread === thread).map(sizeName), thread];
}

/** Sizes whose ball sockets clip on this ball, then the threads of those sockets. */
export function fitsBall(ball: number): string[] {
  const families = FAMILIES.filter((family) => family.ball === ball);
  return [...families.map(sizeName), ...new Set(families.map((family) => family.thread))];
}

/** Sizes whose eye or clevis takes this pin (eye holes are 0.1 mm over the pin). */
function fitsPin(pin: number): string[] {
  return FAMILIES.filter((family) => Math.floor(family.eyePin) === pin || family.clevisPin === pin).map(sizeName);
}

interface AccessoryPlan {
  handle: string;
  title: string;
  /** Two or three sentences, then a list */
  intro: string;
  points: string[];
  kind: string;
  fitting: string;
  drawing: DrawingKind;
  material: string;
  finish: string;
  vendor: string;
  tags: string[];
  collections?: string[];
  /** Variant option: the threads it is made in, or the pins it takes */
  option: {name: 'Filetage' | 'Axe'; values: {label: string; thread?: string; pin?: number}[]};
  ballDiameterMm?: number;
  pinDiameterMm?: number;
  price: number;
  step: number;
  grams: number;
  createdAt: string;
  sold: number;
}

const ZINC = 'Acier zingué';
const INOX = 'Inox 316L massif';

const PLANS: readonly AccessoryPlan[] = [
  {
    handle: 'rotule-acier-10-mm-m5-m6',
    title: 'Rotule acier Ø 10 mm pour vérin à gaz – M5 ou M6',
    intro: 'Embout à rotule avec clip de sécurité pour les petits vérins à gaz 10/4 et 15/6 : il se visse sur la tige ou le fond du tube et se clipse sur un axe à boule Ø 10 mm.',
    points: ['Débattement ± 18°', 'Clip de sécurité en acier à ressort'],
    kind: 'Embout', fitting: 'Rotule pour axe à boule Ø 10 mm avec clip', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier', 'french'], option: {name: 'Filetage', values: [{label: 'M5', thread: 'M5'}, {label: 'M6', thread: 'M6'}]},
    ballDiameterMm: 10, price: 3.4, step: 0.2, grams: 12, createdAt: '2024-02-12', sold: 420,
  },
  {
    handle: 'rotule-acier-16-mm-m10',
    title: 'Rotule acier Ø 16 mm pour vérin à gaz – M10',
    intro: 'Rotule renforcée pour les vérins 23/10 à filetage M10 : elle se clipse sur un axe à boule Ø 16 mm et supporte les efforts au-delà de 700 N.',
    points: ['Débattement ± 15°', 'Clip de sécurité'],
    kind: 'Embout', fitting: 'Rotule pour axe à boule Ø 16 mm avec clip', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier', 'french'], option: {name: 'Filetage', values: [{label: 'M10', thread: 'M10'}]},
    ballDiameterMm: 16, price: 5.9, step: 0, grams: 38, createdAt: '2024-04-08', sold: 160,
  },
  {
    handle: 'rotule-inox-316l-10-mm',
    title: 'Rotule inox 316L Ø 10 mm pour vérin à gaz – M5 ou M6',
    intro: 'Rotule en inox 316L massif pour les petits vérins inox des bateaux et des cuisines professionnelles, sur axe à boule Ø 10 mm.',
    points: ['Clip de sécurité inox', 'Associez-la à un axe à boule inox'],
    kind: 'Embout', fitting: 'Rotule pour axe à boule Ø 10 mm avec clip', drawing: 'end-fitting', material: 'Inox 316L', finish: INOX, vendor: 'Inoxéa',
    tags: ['embout', 'rotule', 'inox', 'marine'], collections: ['marine'], option: {name: 'Filetage', values: [{label: 'M5', thread: 'M5'}, {label: 'M6', thread: 'M6'}]},
    ballDiameterMm: 10, price: 8.4, step: 0.5, grams: 14, createdAt: '2024-06-10', sold: 130,
  },
  {
    handle: 'oeillet-metal-6-mm-filete',
    title: 'Œillet métal Ø 6,1 mm pour vérin à gaz – M5 ou M6',
    intro: 'Œillet à visser sur un petit vérin à gaz ou un amortisseur : il fait d’une extrémité filetée une articulation sur axe ou vis épaulée Ø 6 mm.',
    points: ['Épaisseur 6 mm', 'Bloquez-le au frein-filet moyen'],
    kind: 'Embout', fitting: 'Œillet métal Ø 6,1 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'oeillet', 'acier'], option: {name: 'Filetage', values: [{label: 'M5', thread: 'M5'}, {label: 'M6', thread: 'M6'}]},
    pinDiameterMm: 6.1, price: 2.4, step: 0.2, grams: 10, createdAt: '2024-01-22', sold: 380,
  },
  {
    handle: 'oeillet-metal-10-mm-filete',
    title: 'Œillet métal Ø 10,1 mm pour vérin à gaz – M8 ou M10',
    intro: 'Œillet épais pour vérins 22/10 et 23/10 : il se visse sur la tige ou le fond du tube et s’articule sur un axe Ø 10 mm.',
    points: ['Épaisseur 10 mm', 'Bloquez-le au frein-filet moyen'],
    kind: 'Embout', fitting: 'Œillet métal Ø 10,1 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'oeillet', 'acier'], option: {name: 'Filetage', values: [{label: 'M8', thread: 'M8'}, {label: 'M10', thread: 'M10'}]},
    pinDiameterMm: 10.1, price: 3.4, step: 0.5, grams: 26, createdAt: '2024-05-13', sold: 210,
  },
  {
    handle: 'oeillet-metal-14-mm-m14',
    title: 'Œillet acier Ø 14,1 mm pour vérin à gaz – M14×1,5',
    intro: 'Œillet forgé pour les vérins à gaz 28/14 : il reçoit un axe Ø 14 mm et encaisse les efforts jusqu’à 2 500 N.',
    points: ['Filetage M14×1,5', 'Épaisseur 14 mm'],
    kind: 'Embout', fitting: 'Œillet acier Ø 14,1 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'oeillet', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M14×1,5', thread: 'M14×1,5'}]},
    pinDiameterMm: 14.1, price: 6.4, step: 0, grams: 70, createdAt: '2024-03-18', sold: 90,
  },
  {
    handle: 'oeillet-metal-20-mm-m20',
    title: 'Œillet acier Ø 20,1 mm pour vérin à gaz – M20×1,5',
    intro: 'Œillet forgé pour les vérins forte charge 40/20 : axe Ø 20 mm, efforts jusqu’à 5 000 N.',
    points: ['Filetage M20×1,5', 'Épaisseur 20 mm'],
    kind: 'Embout', fitting: 'Œillet acier Ø 20,1 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Hydrofrance',
    tags: ['embout', 'oeillet', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M20×1,5', thread: 'M20×1,5'}]},
    pinDiameterMm: 20.1, price: 11.4, step: 0, grams: 160, createdAt: '2024-09-10', sold: 40,
  },
  {
    handle: 'oeillet-inox-316l-8-mm-filete',
    title: 'Œillet inox 316L Ø 8,1 mm pour vérin à gaz – M6 ou M8',
    intro: 'Œillet en inox 316L pour monter un vérin inox sans aucune pièce qui rouille : trappes de pont, coffres de cockpit, équipements lavés.',
    points: ['Épaisseur 8 mm', 'Inox 316L massif'],
    kind: 'Embout', fitting: 'Œillet inox Ø 8,1 mm', drawing: 'end-fitting', material: 'Inox 316L', finish: INOX, vendor: 'Nautigaz',
    tags: ['embout', 'oeillet', 'inox', 'marine'], collections: ['marine'], option: {name: 'Filetage', values: [{label: 'M6', thread: 'M6'}, {label: 'M8', thread: 'M8'}]},
    pinDiameterMm: 8.1, price: 7.4, step: 0.5, grams: 20, createdAt: '2024-06-17', sold: 95,
  },
  {
    handle: 'chape-acier-m5-axe-5-mm',
    title: 'Chape acier avec axe Ø 5 mm et clip – M5',
    intro: 'Petite chape pour les vérins à gaz 10/4 : elle se visse au bout de la tige et se monte sur une patte plate de 5 mm au plus.',
    points: ['Axe Ø 5 mm bloqué par clip', 'Ouverture de la fourche : 5,2 mm'],
    kind: 'Embout', fitting: 'Chape M5 avec axe Ø 5 mm et clip', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Gazline',
    tags: ['embout', 'chape', 'acier'], option: {name: 'Filetage', values: [{label: 'M5', thread: 'M5'}]},
    pinDiameterMm: 5, price: 3.4, step: 0, grams: 12, createdAt: '2024-02-26', sold: 70,
  },
  {
    handle: 'chape-acier-m20-axe-20-mm',
    title: 'Chape acier avec axe Ø 20 mm et clip – M20×1,5',
    intro: 'Chape forgée pour les vérins à gaz forte charge 40/20 : axe Ø 20 mm, fourche de 20 mm, pour des efforts jusqu’à 5 000 N.',
    points: ['Axe Ø 20 mm bloqué par clip', 'À monter sur une patte soudée ou boulonnée'],
    kind: 'Embout', fitting: 'Chape M20×1,5 avec axe Ø 20 mm et clip', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Hydrofrance',
    tags: ['embout', 'chape', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M20×1,5', thread: 'M20×1,5'}]},
    pinDiameterMm: 20, price: 14.4, step: 0, grams: 240, createdAt: '2024-09-10', sold: 35,
  },
  {
    handle: 'chape-inox-316l-avec-axe',
    title: 'Chape inox 316L avec axe et clip – M6 ou M8',
    intro: 'Chape en inox 316L avec axe et clip inox, pour les vérins inox des bateaux et des installations lavées à grande eau.',
    points: ['Axe Ø 6 mm (M6) ou Ø 8 mm (M8)', 'Inox 316L massif'],
    kind: 'Embout', fitting: 'Chape inox avec axe et clip', drawing: 'end-fitting', material: 'Inox 316L', finish: INOX, vendor: 'Nautigaz',
    tags: ['embout', 'chape', 'inox', 'marine'], collections: ['marine'], option: {name: 'Filetage', values: [{label: 'M6', thread: 'M6', pin: 6}, {label: 'M8', thread: 'M8', pin: 8}]},
    price: 11.4, step: 1.5, grams: 30, createdAt: '2024-07-01', sold: 60,
  },
  {
    handle: 'axe-a-boule-10-mm',
    title: 'Axe à boule Ø 10 mm pour rotule de vérin – M5 ou M6',
    intro: 'Axe à boule (rotule à visser) sur lequel se clipsent les rotules Ø 10 mm des vérins 10/4 et 15/6. Il se visse dans un taraudage ou se fixe avec un écrou.',
    points: ['Longueur filetée 10 mm', 'Six pans de 10 mm'],
    kind: 'Axe à boule', fitting: 'Axe à boule Ø 10 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier'], option: {name: 'Filetage', values: [{label: 'M5', thread: 'M5'}, {label: 'M6', thread: 'M6'}]},
    ballDiameterMm: 10, price: 2.4, step: 0.2, grams: 8, createdAt: '2024-02-12', sold: 300,
  },
  {
    handle: 'axe-a-boule-16-mm-m10',
    title: 'Axe à boule Ø 16 mm pour rotule de vérin – M10',
    intro: 'Axe à boule renforcé pour les rotules Ø 16 mm des vérins 23/10 : filetage M10, six pans de 17 mm.',
    points: ['Longueur filetée 15 mm', 'Acier traité'],
    kind: 'Axe à boule', fitting: 'Axe à boule Ø 16 mm', drawing: 'end-fitting', material: 'Acier', finish: ZINC, vendor: 'Vérins Pro',
    tags: ['embout', 'rotule', 'acier'], option: {name: 'Filetage', values: [{label: 'M10', thread: 'M10'}]},
    ballDiameterMm: 16, price: 3.9, step: 0, grams: 30, createdAt: '2024-04-08', sold: 120,
  },
  {
    handle: 'axe-a-boule-inox-316l-13-mm-m8',
    title: 'Axe à boule inox 316L Ø 13 mm – M8',
    intro: 'Axe à boule en inox 316L pour les rotules Ø 13 mm : le montage d’un vérin inox reste inoxydable jusqu’à la vis.',
    points: ['Filetage M8, longueur 12 mm', 'Six pans de 13 mm'],
    kind: 'Axe à boule', fitting: 'Axe à boule Ø 13 mm', drawing: 'end-fitting', material: 'Inox 316L', finish: INOX, vendor: 'Nautigaz',
    tags: ['embout', 'rotule', 'inox', 'marine'], collections: ['marine'], option: {name: 'Filetage', values: [{label: 'M8', thread: 'M8'}]},
    ballDiameterMm: 13, price: 5.9, step: 0, grams: 16, createdAt: '2024-06-10', sold: 110,
  },
  {
    handle: 'ferrure-equerre-axe-boule-13-mm',
    title: 'Ferrure équerre avec axe à boule Ø 13 mm – acier zingué',
    intro: 'Ferrure en équerre avec axe à boule Ø 13 mm, pour fixer un vérin à rotules M8 (18/8, 22/10) sur un châssis, un coffre ou un capot. Deux trous oblongs règlent la position.',
    points: ['Tôle acier zingué de 3 mm', 'Trous Ø 6,5 mm pour vis M6'],
    kind: 'Ferrure', fitting: 'Axe à boule Ø 13 mm', drawing: 'bracket', material: 'Acier', finish: 'Acier zingué 3 mm', vendor: 'Vérins Pro',
    tags: ['ferrure', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M8', thread: 'M8'}]},
    ballDiameterMm: 13, price: 6.9, step: 0, grams: 60, createdAt: '2024-03-04', sold: 260,
  },
  {
    handle: 'ferrure-equerre-axe-boule-16-mm',
    title: 'Ferrure équerre avec axe à boule Ø 16 mm – acier zingué',
    intro: 'Ferrure renforcée en équerre avec axe à boule Ø 16 mm, pour les vérins 23/10 à rotules M10 et les capots lourds.',
    points: ['Tôle acier zingué de 4 mm', 'Trous Ø 8,5 mm pour vis M8'],
    kind: 'Ferrure', fitting: 'Axe à boule Ø 16 mm', drawing: 'bracket', material: 'Acier', finish: 'Acier zingué 4 mm', vendor: 'Vérins Pro',
    tags: ['ferrure', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M10', thread: 'M10'}]},
    ballDiameterMm: 16, price: 9.4, step: 0, grams: 110, createdAt: '2024-04-08', sold: 90,
  },
  {
    handle: 'ferrure-plate-axe-boule-10-mm',
    title: 'Ferrure plate avec axe à boule Ø 10 mm – acier zingué',
    intro: 'Ferrure plate à deux trous avec axe à boule Ø 10 mm, pour fixer un petit vérin à rotules sur le chant d’un panneau ou sous un couvercle.',
    points: ['Tôle acier zingué de 2,5 mm', 'Trous fraisés pour vis Ø 4 mm'],
    kind: 'Ferrure', fitting: 'Axe à boule Ø 10 mm', drawing: 'bracket', material: 'Acier', finish: 'Acier zingué 2,5 mm', vendor: 'Mobiflex',
    tags: ['ferrure', 'acier', 'mobilier'], collections: ['mobilier'], option: {name: 'Filetage', values: [{label: 'M6', thread: 'M6'}]},
    ballDiameterMm: 10, price: 3.9, step: 0, grams: 30, createdAt: '2024-03-11', sold: 230,
  },
  {
    handle: 'ferrure-plate-axe-boule-13-mm',
    title: 'Ferrure plate avec axe à boule Ø 13 mm – acier zingué',
    intro: 'Ferrure plate à trois trous avec axe à boule Ø 13 mm, pour les vérins à rotules M8 montés à plat sur un capot ou un châssis.',
    points: ['Tôle acier zingué de 3 mm', 'Trous fraisés pour vis Ø 5 mm'],
    kind: 'Ferrure', fitting: 'Axe à boule Ø 13 mm', drawing: 'bracket', material: 'Acier', finish: 'Acier zingué 3 mm', vendor: 'Mobiflex',
    tags: ['ferrure', 'acier', 'industrie'], option: {name: 'Filetage', values: [{label: 'M8', thread: 'M8'}]},
    ballDiameterMm: 13, price: 4.9, step: 0, grams: 45, createdAt: '2024-03-11', sold: 180,
  },
  {
    handle: 'ferrure-equerre-inox-316l-axe-boule-10-mm',
    title: 'Ferrure équerre inox 316L avec axe à boule Ø 10 mm',
    intro: 'Ferrure équerre en inox 316L avec axe à boule Ø 10 mm soudé, pour les petits vérins inox des trappes et coffres de bateaux.',
    points: ['Tôle inox 316L de 2,5 mm', 'Trous Ø 5,5 mm'],
    kind: 'Ferrure', fitting: 'Axe à boule Ø 10 mm', drawing: 'bracket', material: 'Inox 316L', finish: 'Inox 316L 2,5 mm', vendor: 'Nautigaz',
    tags: ['ferrure', 'inox', 'marine', 'bateau'], collections: ['marine'], option: {name: 'Filetage', values: [{label: 'M6', thread: 'M6'}]},
    ballDiameterMm: 10, price: 10.4, step: 0, grams: 40, createdAt: '2024-06-24', sold: 75,
  },
  {
    handle: 'chape-de-fixation-a-souder-pour-oeillet',
    title: 'Chape de fixation à souder pour vérin à œillet – axe Ø 6 à 20 mm',
    intro: 'Chape en U à souder sur un châssis, avec son axe et son clip : elle reçoit l’œillet d’un vérin à gaz, d’un amortisseur ou d’un vérin hydraulique.',
    points: ['Choisissez l’axe du diamètre du trou de l’œillet', 'Acier brut, à peindre après soudure'],
    kind: 'Ferrure', fitting: 'Chape de fixation à souder avec axe et clip', drawing: 'end-fitting', material: 'Acier', finish: 'Acier brut soudable', vendor: 'Hydrofrance',
    tags: ['ferrure', 'chape', 'acier', 'industrie', 'agricole'],
    option: {name: 'Axe', values: [6, 8, 10, 14, 20].map((pin) => ({label: `Ø ${pin} mm`, pin}))},
    price: 4.4, step: 1.5, grams: 40, createdAt: '2024-10-14', sold: 85,
  },
];

function accessory(plan: AccessoryPlan, position: number): SeedProduct {
  const variants = plan.option.values.map((value, index): SeedVariant => {
    const code = value.thread ? value.thread.replace(/×.*/, '').toUpperCase() : `A${value.pin}`;
    const sku = `ACC-${plan.handle.split('-').map((word) => (/^\d/.test(word) ? word : word[0])).join('').toUpperCase()}-${code}`;
    const specs: SeedSpecs = {};
    if (value.thread) {
      specs.thread = value.thread;
      specs.fits = plan.ballDiameterMm && plan.kind === 'Ferrure' ? fitsBall(plan.ballDiameterMm) : fitsThread(value.thread);
    }
    if (value.pin) {
      specs.pinDiameterMm = value.pin;
      if (!value.thread) specs.fits = fitsPin(value.pin);
    }
    return {
      sku,
      options: {[plan.option.name]: value.label},
      price: eur(shopPrice(plan.price + index * plan.step)),
      stock: stockFor(sku, 120, 1),
      weightGrams: plan.grams + index * Math.round(plan.grams * 0.4),
      specs,
    };
  });
  const allFits = [...new Set(variants.flatMap((variant) => variant.specs?.fits ?? []))];
  const specs: SeedSpecs = {
    kind: plan.kind,
    fitting: plan.fitting,
    material: plan.material,
    finish: plan.finish,
    fits: allFits,
  };
  if (plan.ballDiameterMm !== undefined) specs.ballDiameterMm = plan.ballDiameterMm;
  if (plan.pinDiameterMm !== undefined) specs.pinDiameterMm = plan.pinDiameterMm;
  if (variants.length === 1 && variants[0].specs?.thread) specs.thread = variants[0].specs.thread;
  return {
    handle: plan.handle,
    title: plan.title,
    descriptionHtml: `<p>${plan.intro}</p>\n<ul>${plan.points.map((point) => `<li>${point}</li>`).join('')}<li>Convient aux vérins ${allFits.filter((fit) => fit.includes('/')).join(', ') || 'de même filetage'}</li></ul>\n<p>${DEMO_NOTE}</p>`,
    productType: 'Accessoire',
    vendor: plan.vendor,
    tags: plan.tags,
    collections: plan.collections ?? [],
    options: [{name: plan.option.name, values: plan.option.values.map((value) => value.label)}],
    variants,
    specs,
    drawing: plan.drawing,
    createdAt: dayAfter(plan.createdAt, position % 5),
    sold: plan.sold,
  };
}

export function generatedAccessories(): SeedProduct[] {
  return PLANS.map(accessory);
}
