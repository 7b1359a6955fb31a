// Generated hydraulic and pneumatic cylinders (decision 025): the bores the curated
// catalogue does not already list, one product per bore with its strokes as variants.
// Retracted length = stroke + the bore's dead length; extended = retracted + stroke.
// Theoretical push force from the bore and the working pressure.

import {DEMO_NOTE, dayAfter, eur, popularity, shopPrice, stockFor, thousands} from './range-rules.ts';
import type {SeedProduct, SeedVariant} from './types.ts';

function mm(n: number): string {
  return `${thousands(n)} mm`;
}

/** Push force of a bore at a pressure: bar × 0.1 N/mm² × piston area. */
function pushForce(boreMm: number, bar: number): number {
  return Math.round(bar * 0.1 * Math.PI * (boreMm / 2) ** 2);
}

interface CylinderPlan {
  bore: number;
  rod: number;
  /** Outside of the tube or of the profile, mm */
  body: number;
  dead: number;
  strokes: number[];
  port: string;
  rodThread: string;
  pin?: number;
  price: {base: number; perMm: number};
  grams: {base: number; perMm: number};
  depth: number;
}

function strokeVariants(plan: CylinderPlan, skuPrefix: string): SeedVariant[] {
  return plan.strokes.map((stroke, index) => {
    const sku = `${skuPrefix}-${String(stroke).padStart(3, '0')}`;
    const compressed = stroke + plan.dead;
    return {
      sku,
      options: {Course: `${stroke} mm`},
      price: eur(shopPrice(plan.price.base + plan.price.perMm * stroke)),
      stock: stockFor(sku, plan.depth, popularity(index, plan.strokes.length)),
      weightGrams: Math.round(plan.grams.base + plan.grams.perMm * stroke),
      specs: {strokeMm: stroke, compressedLengthMm: compressed, extendedLengthMm: compressed + stroke},
    };
  });
}

// ------------------------------------------------------------------ hydraulic, double acting

const HYDRAULIC: readonly CylinderPlan[] = [
  {bore: 32, rod: 20, body: 40, dead: 165, strokes: [100, 150, 200, 250, 300, 400, 500], port: 'G 1/4', rodThread: 'M16×1,5', pin: 16, price: {base: 95, perMm: 0.25}, grams: {base: 2100, perMm: 7}, depth: 10},
  {bore: 50, rod: 30, body: 60, dead: 200, strokes: [100, 150, 200, 250, 300, 400, 500], port: 'G 3/8', rodThread: 'M24×2', pin: 25, price: {base: 150, perMm: 0.35}, grams: {base: 4800, perMm: 15}, depth: 8},
  {bore: 80, rod: 45, body: 95, dead: 250, strokes: [100, 150, 200, 250, 300, 400, 500], port: 'G 1/2', rodThread: 'M36×2', pin: 35, price: {base: 240, perMm: 0.4}, grams: {base: 12500, perMm: 32}, depth: 5},
];

function hydraulic(plan: CylinderPlan, index: number): SeedProduct {
  const force = pushForce(plan.bore, 200);
  const pull = pushForce(plan.bore, 200) - pushForce(plan.rod, 200);
  const clevis = `Chape femelle Ø ${plan.pin} mm`;
  return {
    handle: `verin-hydraulique-double-effet-${plan.bore}-${plan.rod}-chapes`,
    title: `Vérin hydraulique double effet ${plan.bore}/${plan.rod} – chapes – course ${plan.strokes[0]} à ${plan.strokes[plan.strokes.length - 1]} mm`,
    descriptionHtml:
      `<p>Vérin hydraulique double effet soudé, alésage ${plan.bore} mm, tige chromée Ø ${plan.rod} mm, pour 200 bar. À cette pression il pousse ${thousands(force)} N et tire ${thousands(pull)} N.</p>\n` +
      `<ul><li>Chapes femelles Ø ${plan.pin} mm aux deux extrémités</li><li>Orifices ${plan.port}</li><li>Longueur rentrée : course + ${mm(plan.dead)} entre axes</li></ul>\n` +
      `<p>Pour bennes, relevages, presses et outils de machines agricoles. ${DEMO_NOTE}</p>`,
    productType: 'Vérin hydraulique',
    vendor: 'Hydrofrance',
    tags: ['hydraulique', 'acier', 'chape', 'agricole', 'industrie', 'french'],
    collections: ['industrie'],
    options: [{name: 'Course', values: plan.strokes.map((stroke) => `${stroke} mm`)}],
    variants: strokeVariants(plan, `VH-DE-${plan.bore}-${plan.rod}`),
    specs: {
      kind: 'Vérin hydraulique',
      boreDiameterMm: plan.bore,
      bodyDiameterMm: plan.body,
      rodDiameterMm: plan.rod,
      forceN: force,
      pressureBar: 200,
      acting: 'Double effet',
      fitting: clevis,
      fittingRod: clevis,
      fittingBody: clevis,
      pinDiameterMm: plan.pin,
      thread: plan.port,
      portThread: plan.port,
      material: 'Acier',
      finish: 'Tube acier étiré peint en apprêt, tige chromée dure',
      tempMinC: -20,
      tempMaxC: 80,
      mounting: 'Toutes positions, sans effort latéral sur la tige',
      extra: {Effet: 'Double effet', 'Force en tirant à 200 bar': `${thousands(pull)} N`},
    },
    drawing: 'hydraulic-cylinder',
    createdAt: dayAfter('2025-03-17', index * 9),
    sold: 40 - index * 10,
  };
}

// ------------------------------------------------------------------ pneumatic

const ISO_15552: readonly CylinderPlan[] = [
  {bore: 40, rod: 16, body: 52, dead: 160, strokes: [25, 50, 80, 100, 125, 160, 200, 250, 320, 400, 500], port: 'G 1/4', rodThread: 'M12×1,25', price: {base: 55, perMm: 0.12}, grams: {base: 760, perMm: 3.4}, depth: 40},
  {bore: 80, rod: 25, body: 95, dead: 200, strokes: [25, 50, 80, 100, 125, 160, 200, 250, 320, 400, 500], port: 'G 3/8', rodThread: 'M20×1,5', price: {base: 95, perMm: 0.2}, grams: {base: 2600, perMm: 8}, depth: 15},
  {bore: 100, rod: 25, body: 115, dead: 215, strokes: [25, 50, 80, 100, 125, 160, 200, 250, 320, 400, 500], port: 'G 1/2', rodThread: 'M20×1,5', price: {base: 120, perMm: 0.25}, grams: {base: 3900, perMm: 10}, depth: 10},
];

const ISO_6432: readonly CylinderPlan[] = [
  {bore: 10, rod: 4, body: 12, dead: 64, strokes: [10, 25, 40, 50, 80, 100, 125, 160], port: 'M5', rodThread: 'M4', price: {base: 36, perMm: 0.05}, grams: {base: 40, perMm: 0.3}, depth: 50},
  {bore: 12, rod: 6, body: 14, dead: 75, strokes: [10, 25, 40, 50, 80, 100, 125, 160], port: 'M5', rodThread: 'M6', price: {base: 38, perMm: 0.06}, grams: {base: 55, perMm: 0.4}, depth: 50},
  {bore: 20, rod: 8, body: 22, dead: 96, strokes: [10, 25, 40, 50, 80, 100, 125, 160, 200], port: 'G 1/8', rodThread: 'M8', price: {base: 42, perMm: 0.08}, grams: {base: 130, perMm: 0.8}, depth: 40},
];

function pneumatic(plan: CylinderPlan, index: number, mini: boolean): SeedProduct {
  const force = pushForce(plan.bore, 6);
  const norm = mini ? 'ISO 6432' : 'ISO 15552';
  const rodEnd = `Tige filetée ${plan.rodThread} avec écrou`;
  const first = plan.strokes[0];
  const last = plan.strokes[plan.strokes.length - 1];
  return {
    handle: mini ? `mini-verin-pneumatique-iso-6432-d${plan.bore}` : `verin-pneumatique-iso-15552-d${plan.bore}`,
    title: `${mini ? 'Mini vérin' : 'Vérin'} pneumatique ${norm} Ø ${plan.bore} mm – double effet – course ${first} à ${last} mm`,
    descriptionHtml: mini
      ? `<p>Mini vérin pneumatique double effet au standard ISO 6432, alésage ${plan.bore} mm : tube et tige en inox, fonds sertis, piston magnétique pour détecteurs. Il développe ${thousands(force)} N à 6 bar.</p>\n` +
        `<ul><li>Tige Ø ${plan.rod} mm filetée ${plan.rodThread}, écrou fourni</li><li>Orifices ${plan.port}, pression de 1 à 10 bar</li><li>Longueur rentrée : course + ${mm(plan.dead)}</li></ul>\n` +
        `<p>Pour les petits poussoirs, éjecteurs et serrages des machines compactes. ${DEMO_NOTE}</p>`
      : `<p>Vérin pneumatique double effet au standard ISO 15552, alésage ${plan.bore} mm, profilé aluminium, amortissement pneumatique réglable des deux côtés et piston magnétique. Il développe ${thousands(force)} N à 6 bar.</p>\n` +
        `<ul><li>Tige inox Ø ${plan.rod} mm filetée ${plan.rodThread}, écrou fourni</li><li>Orifices ${plan.port}, pression de 1 à 10 bar</li><li>Longueur rentrée : course + ${mm(plan.dead)}</li></ul>\n` +
        `<p>Compatible avec toutes les fixations ISO 15552 : pattes, brides, chapes et tourillons. ${DEMO_NOTE}</p>`,
    productType: 'Vérin pneumatique',
    vendor: 'Pneumatec',
    tags: mini ? ['pneumatique', 'inox', 'industrie'] : ['pneumatique', 'aluminium', 'industrie'],
    collections: ['industrie'],
    options: [{name: 'Course', values: plan.strokes.map((stroke) => `${stroke} mm`)}],
    variants: strokeVariants(plan, `VP-${mini ? '6432' : '15552'}-${plan.bore}`),
    specs: {
      kind: 'Vérin pneumatique',
      boreDiameterMm: plan.bore,
      bodyDiameterMm: plan.body,
      rodDiameterMm: plan.rod,
      forceN: force,
      pressureBar: 10,
      acting: 'Double effet',
      fitting: rodEnd,
      fittingRod: rodEnd,
      threadRod: plan.rodThread,
      thread: `${plan.rodThread} / ${plan.port}`,
      portThread: plan.port,
      material: mini ? 'Inox' : 'Aluminium',
      finish: mini ? 'Tube et tige inox, fonds sertis' : 'Profilé aluminium anodisé, tige inox',
      tempMinC: -20,
      tempMaxC: 80,
      lifetimeCycles: 5000000,
      mounting: 'Toutes positions',
      extra: {Norme: norm, Effet: 'Double effet', Piston: 'Magnétique'},
    },
    drawing: 'pneumatic-cylinder',
    createdAt: dayAfter(mini ? '2024-09-23' : '2025-05-05', index * 11),
    sold: (mini ? 150 : 260) - index * 40,
  };
}

export function generatedCylinders(): SeedProduct[] {
  return [
    ...HYDRAULIC.map(hydraulic),
    ...ISO_15552.map((plan, index) => pneumatic(plan, index, false)),
    ...ISO_6432.map((plan, index) => pneumatic(plan, index, true)),
  ];
}
