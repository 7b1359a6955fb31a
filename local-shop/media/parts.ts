// The catalogue's parts as raster shapes (media/raster.ts), built from their datasheet in
// millimetres: a gas spring of 15/6 course 100 with eyes is 260 mm between its eye centres,
// its tube 15 mm across, its rod 6 mm, as in the dimension drawings (catalog/drawings.ts
// shares the end-fitting geometry). Each part's frame has u along its axis, starting at the
// body-end fitting's centre, and v across it.

import {type Fit, fitOffset, fitType} from '../catalog/drawings.ts';
import type {SeedProduct, SeedSpecs} from '../catalog/types.ts';
import type {MaterialName, Shape} from './raster.ts';

export interface PartModel {
  shapes: Shape[];
  /** Axis span, mm: from u0 to u1 (fittings included) */
  u0: number;
  u1: number;
  /** Half of the widest cross-section, mm */
  halfWidth: number;
  /** Where the maker's marking is printed on the tube, if anywhere */
  print?: {u: number; size: number; text: string; colour: string};
}

export function specsOf(product: SeedProduct): SeedSpecs {
  return {...product.specs, ...(product.variants[0]?.specs ?? {})};
}

function lower(text: string | undefined): string {
  return (text ?? '').toLowerCase();
}

export function isStainlessPart(product: SeedProduct, sp: SeedSpecs = specsOf(product)): boolean {
  return /inox/.test(lower(sp.material)) || /inox/.test(lower(sp.finish)) || product.tags.includes('inox');
}

/** Tube paint or metal, read from the finish as the drawings do. */
function tubeMaterial(product: SeedProduct, sp: SeedSpecs): MaterialName {
  if (isStainlessPart(product, sp)) return 'stainless';
  const finish = lower(sp.finish ?? sp.material);
  if (finish.includes('blanc')) return 'whitePaint';
  if (finish.includes('gris') || finish.includes('polyamide')) return 'greyPaint';
  if (finish.includes('bruni')) return 'darkSteel';
  if (finish.includes('bleu')) return 'bluePaint';
  return 'blackPaint';
}

function fittingMaterial(product: SeedProduct, sp: SeedSpecs): MaterialName {
  return isStainlessPart(product, sp) ? 'stainless' : 'zinc';
}

/** One end fitting centred at u = c; its neck runs to u = neck (the tube's or rod's end). */
function fitting(f: Fit, c: number, neck: number, D: number, rod: number, material: MaterialName): Shape[] {
  const out = Math.sign(c - neck) || 1; // away from the spring
  switch (f) {
    case 'eye':
    case 'clip':
      return [
        {kind: 'box', u0: Math.min(c, neck), u1: Math.max(c, neck), v0: -0.28 * D, v1: 0.28 * D, radius: 0.05 * D, material, bevel: 0.08 * D},
        {kind: 'ring', u: c, v: 0, r: 0.5 * D, hole: f === 'clip' ? 0.24 * D : Math.max(0.21 * D, 2.4), material: f === 'clip' ? 'blackPlastic' : material},
      ];
    case 'ball':
      return [
        {kind: 'cylinder', u0: Math.min(c, neck), u1: Math.max(c, neck), v: 0, r: 0.21 * D, material},
        {kind: 'box', u0: c - 0.7 * D, u1: c + 0.7 * D, v0: -0.5 * D, v1: 0.5 * D, radius: 0.3 * D, material, bevel: 0.2 * D},
        {kind: 'sphere', u: c - out * 0.05 * D, v: 0, r: 0.36 * D, material},
      ];
    case 'clevis': {
      const baseEnd = c - out * 0.3 * D;
      const tip = c + out * 0.55 * D;
      return [
        {kind: 'box', u0: Math.min(neck, baseEnd), u1: Math.max(neck, baseEnd), v0: -0.45 * D, v1: 0.45 * D, radius: 0.08 * D, material, bevel: 0.12 * D},
        {kind: 'box', u0: Math.min(baseEnd, tip), u1: Math.max(baseEnd, tip), v0: -0.45 * D, v1: -0.17 * D, radius: 0.06 * D, material, bevel: 0.08 * D},
        {kind: 'box', u0: Math.min(baseEnd, tip), u1: Math.max(baseEnd, tip), v0: 0.17 * D, v1: 0.45 * D, radius: 0.06 * D, material, bevel: 0.08 * D},
        {kind: 'cylinder', across: true, v: c, u0: -0.6 * D, u1: 0.6 * D, r: 0.12 * D, round: 0.03 * D, material},
        {kind: 'box', u0: c - 0.17 * D, u1: c + 0.17 * D, v0: -0.68 * D, v1: -0.58 * D, radius: 0.03 * D, material, bevel: 0.03 * D},
      ];
    }
    case 'cone':
      return [{kind: 'cylinder', u0: Math.min(c, neck), u1: Math.max(c, neck), v: 0, r: 0.45 * D, round: 0.2 * D, material}];
    default:
      // Threaded stud (and a lock nut on it)
      return [
        {kind: 'cylinder', u0: Math.min(c, neck), u1: Math.max(c, neck), v: 0, r: 0.46 * rod, material: 'zinc', shade: 0.9},
        {kind: 'box', u0: neck + out * 0.1 * Math.abs(c - neck), u1: neck + out * 0.1 * Math.abs(c - neck) + out * 0.5 * rod, v0: -0.85 * rod, v1: 0.85 * rod, radius: 0.1 * rod, material: 'zinc'},
      ];
  }
}

/** Gas springs (compression, stainless, locking, traction, adjustable) and eye-to-eye dampers. */
export function springModel(product: SeedProduct, sp: SeedSpecs = specsOf(product)): PartModel {
  const D = sp.bodyDiameterMm ?? 15;
  const d = sp.rodDiameterMm ?? Math.round(D * 0.4);
  const S = sp.strokeMm ?? 100;
  const E = sp.extendedLengthMm ?? 2 * S + 60;
  const f = fitType(sp.fitting);
  const locking = product.drawing === 'locking-gas-spring';
  const fitL: Fit = locking ? (f === 'cone' ? 'cone' : 'thread') : f;
  const fitR: Fit = locking ? 'thread' : f;
  const foL = fitOffset(fitL, D);
  const foR = fitOffset(fitR, D);
  const B = Math.max(E - S - foL - foR - 4, S + 4);
  const tubeStart = foL;
  const tubeEnd = foL + B;
  const rodEnd = Math.max(E - foR, tubeEnd + 3);
  const tube = tubeMaterial(product, sp);
  const metal = fittingMaterial(product, sp);
  const shapes: Shape[] = [
    ...fitting(fitL, 0, tubeStart + 0.5, D, d, metal),
    ...fitting(fitR, E, rodEnd - 0.5, D, d, metal),
    {kind: 'cylinder', u0: tubeEnd - 1, u1: rodEnd, v: 0, r: d / 2, material: isStainlessPart(product, sp) ? 'stainless' : 'chrome'},
    {kind: 'cylinder', u0: tubeStart, u1: tubeEnd, v: 0, r: D / 2, round: D * 0.22, material: tube},
    // Rolled groove that holds the guide, and the guide's seal around the rod.
    {kind: 'cylinder', u0: tubeEnd - 0.5 * D, u1: tubeEnd - 0.44 * D, v: 0, r: D / 2 - 0.02 * D, material: tube, shade: 0.45},
    {kind: 'cylinder', u0: tubeEnd - 0.03 * D, u1: tubeEnd + 0.05 * D, v: 0, r: d / 2 + 0.12 * (D - d), round: 0.02 * D, material: 'blackPlastic'},
  ];
  if (product.drawing === 'traction-gas-spring') {
    shapes.push({kind: 'cylinder', u0: tubeStart + B * 0.5, u1: tubeStart + B * 0.5 + 0.06 * D, v: 0, r: D / 2 - 0.02 * D, material: tube, shade: 0.5});
  }
  const light = tube === 'blackPaint' || tube === 'darkSteel' || tube === 'bluePaint';
  const size = sp.bodyDiameterMm && sp.rodDiameterMm ? `${sp.bodyDiameterMm}/${sp.rodDiameterMm}` : '';
  return {
    shapes,
    u0: -0.7 * D,
    u1: E + 0.7 * D,
    halfWidth: fitL === 'ball' || fitR === 'ball' || fitL === 'clevis' || fitR === 'clevis' ? 0.7 * D : 0.55 * D,
    print: {
      u: tubeStart + B * 0.42,
      size: D * 0.36,
      text: [product.vendor.toUpperCase(), size].filter(Boolean).join('  ·  '),
      colour: light ? '#d9dee3' : tube === 'stainless' ? '#4a5057' : '#5b636b',
    },
  };
}

/** Hydraulic cylinders: painted tube between steel heads, two ports, chromed rod, clevises or eyes. */
export function hydraulicModel(product: SeedProduct, sp: SeedSpecs = specsOf(product)): PartModel {
  const outside = sp.bodyDiameterMm ?? (sp.boreDiameterMm ? sp.boreDiameterMm * 1.25 : 60);
  const d = sp.rodDiameterMm ?? outside * 0.5;
  const S = sp.strokeMm ?? 100;
  const E = sp.extendedLengthMm ?? 2 * S + outside * 2.5;
  const f = fitType(sp.fitting);
  const end: Fit = f === 'eye' || f === 'clevis' ? f : 'flat';
  const head = outside * 0.42;
  const tubeStart = end === 'flat' ? 0 : outside * 0.7;
  const tubeEnd = Math.max(tubeStart + head * 2 + 5, E - S - (end === 'flat' ? 0 : outside * 0.7));
  const rodEnd = E - (end === 'flat' ? 0 : outside * 0.7);
  const paint = tubeMaterial(product, sp) === 'blackPaint' ? 'bluePaint' : tubeMaterial(product, sp);
  const shapes: Shape[] = [];
  if (end !== 'flat') {
    shapes.push(...fitting(end, 0, tubeStart, outside * 0.9, d, 'darkSteel'), ...fitting(end, E, rodEnd, outside * 0.9, d, 'darkSteel'));
  }
  shapes.push(
    {kind: 'cylinder', u0: tubeEnd - 2, u1: rodEnd, v: 0, r: d / 2, material: 'chrome'},
    {kind: 'cylinder', u0: tubeStart + head, u1: tubeEnd - head, v: 0, r: outside / 2, material: paint},
    {kind: 'box', u0: tubeStart, u1: tubeStart + head, v0: -outside * 0.56, v1: outside * 0.56, radius: outside * 0.06, material: 'darkSteel', bevel: outside * 0.08},
    {kind: 'box', u0: tubeEnd - head, u1: tubeEnd, v0: -outside * 0.56, v1: outside * 0.56, radius: outside * 0.06, material: 'darkSteel', bevel: outside * 0.08},
    {kind: 'cylinder', across: true, v: tubeStart + head / 2, u0: -outside * 0.72, u1: -outside * 0.5, r: outside * 0.1, material: 'brass'},
    {kind: 'cylinder', across: true, v: tubeEnd - head / 2, u0: -outside * 0.72, u1: -outside * 0.5, r: outside * 0.1, material: 'brass'},
  );
  return {shapes, u0: -outside * 0.6, u1: E + outside * 0.6, halfWidth: outside * 0.72};
}

/** Pneumatic cylinders: an anodised square profile with its end caps (ISO 15552), or a round stainless body (ISO 6432). */
export function pneumaticModel(product: SeedProduct, sp: SeedSpecs = specsOf(product)): PartModel {
  const bore = sp.boreDiameterMm ?? 32;
  const d = sp.rodDiameterMm ?? Math.max(4, bore * 0.35);
  const S = sp.strokeMm ?? 100;
  const round = bore <= 25;
  const h = round ? bore * 1.1 + 2 : (sp.bodyDiameterMm ?? bore * 1.4);
  const cap = round ? bore * 0.5 + 4 : bore * 0.55 + 8;
  const body = Math.max(S + cap * 2 + bore * 0.4, cap * 2 + 10);
  const rodOut = S + bore * 0.6 + 8;
  const shapes: Shape[] = [
    {kind: 'cylinder', u0: body - 2, u1: body + rodOut, v: 0, r: d / 2, material: round ? 'stainless' : 'chrome'},
    {kind: 'cylinder', u0: body + rodOut - d * 1.6, u1: body + rodOut, v: 0, r: d * 0.46, material: 'zinc', shade: 0.85},
    {kind: 'box', u0: body + rodOut - d * 1.2, u1: body + rodOut - d * 0.6, v0: -d * 0.9, v1: d * 0.9, radius: d * 0.1, material: 'zinc'},
  ];
  if (round) {
    shapes.push(
      {kind: 'cylinder', u0: cap * 0.6, u1: body - cap * 0.6, v: 0, r: h / 2, material: 'stainless'},
      {kind: 'cylinder', u0: 0, u1: cap, v: 0, r: h / 2 + 1, round: 1.5, material: 'aluminium'},
      {kind: 'cylinder', u0: body - cap, u1: body, v: 0, r: h / 2 + 1, round: 1.5, material: 'aluminium'},
      {kind: 'cylinder', u0: -cap * 0.8, u1: 0, v: 0, r: d * 0.5, material: 'zinc', shade: 0.85},
    );
  } else {
    shapes.push(
      {kind: 'box', u0: cap - 2, u1: body - cap + 2, v0: -h / 2, v1: h / 2, radius: h * 0.08, material: 'aluminium', bevel: h * 0.1},
      {kind: 'box', u0: cap, u1: body - cap, v0: -h * 0.3, v1: -h * 0.27, radius: 0.3, material: 'darkSteel', bevel: 0.2},
      {kind: 'box', u0: cap, u1: body - cap, v0: h * 0.27, v1: h * 0.3, radius: 0.3, material: 'darkSteel', bevel: 0.2},
      {kind: 'box', u0: 0, u1: cap, v0: -h * 0.54, v1: h * 0.54, radius: h * 0.1, material: 'aluminium', bevel: h * 0.12, shade: 0.85},
      {kind: 'box', u0: body - cap, u1: body, v0: -h * 0.54, v1: h * 0.54, radius: h * 0.1, material: 'aluminium', bevel: h * 0.12, shade: 0.85},
      {kind: 'cylinder', across: true, v: cap * 0.5, u0: -h * 0.66, u1: -h * 0.5, r: bore * 0.09 + 1, material: 'brass'},
      {kind: 'cylinder', across: true, v: body - cap * 0.5, u0: -h * 0.66, u1: -h * 0.5, r: bore * 0.09 + 1, material: 'brass'},
    );
  }
  return {shapes, u0: round ? -cap * 0.8 : 0, u1: body + rodOut, halfWidth: h * 0.66};
}

/** End fittings, ball studs and brackets, on their own. */
export function accessoryModel(product: SeedProduct, sp: SeedSpecs = specsOf(product)): PartModel {
  const material = fittingMaterial(product, sp);
  const thread = Number(/M(\d+)/.exec(sp.thread ?? sp.fitting ?? '')?.[1] ?? 8);
  const ball = sp.ballDiameterMm ?? Number(/Ø\s*(\d+)/.exec(sp.fitting ?? '')?.[1] ?? 13);
  const handle = product.handle;
  if (product.drawing === 'bracket') {
    const w = ball * 5;
    return {
      shapes: [
        {kind: 'box', u0: 0, u1: w, v0: -ball * 1.4, v1: ball * 1.4, radius: ball * 0.5, material, bevel: ball * 0.25},
        {kind: 'ring', u: w * 0.18, v: 0, r: ball * 0.45, hole: ball * 0.3, material},
        {kind: 'ring', u: w * 0.82, v: 0, r: ball * 0.45, hole: ball * 0.3, material},
        {kind: 'box', u0: w / 2 - ball * 0.55, u1: w / 2 + ball * 0.55, v0: -ball * 0.55, v1: ball * 0.55, radius: ball * 0.15, material: 'zinc'},
        {kind: 'sphere', u: w / 2, v: 0, r: ball / 2, material: 'chrome'},
      ],
      u0: 0,
      u1: w,
      halfWidth: ball * 1.4,
    };
  }
  const D = Math.max(10, thread * 2);
  const stud = thread * 2.2;
  const f: Fit = handle.includes('axe-a-boule') ? 'flat' : handle.includes('chape') ? 'clevis' : handle.includes('rotule') ? 'ball' : 'eye';
  if (f === 'flat') {
    return {
      shapes: [
        {kind: 'cylinder', u0: 0, u1: stud, v: 0, r: thread / 2, material, shade: 0.9},
        {kind: 'box', u0: stud, u1: stud + thread * 0.8, v0: -thread * 0.9, v1: thread * 0.9, radius: thread * 0.12, material},
        {kind: 'cylinder', u0: stud + thread * 0.8, u1: stud + thread * 0.8 + ball * 0.5, v: 0, r: ball * 0.22, material},
        {kind: 'sphere', u: stud + thread * 0.8 + ball * 0.85, v: 0, r: ball / 2, material: 'chrome'},
      ],
      u0: 0,
      u1: stud + thread * 0.8 + ball * 1.35,
      halfWidth: Math.max(thread * 0.9, ball / 2),
    };
  }
  const c = stud + fitOffset(f, D);
  return {
    shapes: [{kind: 'cylinder', u0: 0, u1: stud + 1, v: 0, r: thread / 2, material, shade: 0.9}, ...fitting(f, c, stud, D, thread, material)],
    u0: 0,
    u1: c + 0.7 * D,
    halfWidth: 0.7 * D,
  };
}

/** Lifting supports (lid stays): two flat arms on a rivet. */
export function stayArms(product: SeedProduct, sp: SeedSpecs = specsOf(product)): PartModel[] {
  const L = (sp.extendedLengthMm ?? 300) * 0.55;
  const w = 14;
  const material: MaterialName = lower(sp.finish).includes('noir') ? 'blackPaint' : 'zinc';
  const arm = (length: number): PartModel => ({
    shapes: [
      {kind: 'box', u0: 0, u1: length, v0: -w / 2, v1: w / 2, radius: w / 2, material, bevel: 2},
      {kind: 'sphere', u: w / 2, v: 0, r: w * 0.32, material: 'chrome'},
      {kind: 'sphere', u: length - w / 2, v: 0, r: w * 0.32, material: 'chrome'},
    ],
    u0: 0,
    u1: length,
    halfWidth: w / 2,
  });
  return [arm(L), arm(L * 0.85)];
}

/** The picture model of a product, or null when it has none (kits, tools). */
export function modelOf(product: SeedProduct): PartModel | null {
  switch (product.drawing) {
    case 'gas-spring':
    case 'gas-spring-stainless':
    case 'locking-gas-spring':
    case 'traction-gas-spring':
    case 'damper':
      return springModel(product);
    case 'hydraulic-cylinder':
      return hydraulicModel(product);
    case 'pneumatic-cylinder':
      return pneumaticModel(product);
    case 'end-fitting':
    case 'bracket':
      return accessoryModel(product);
    default:
      return null;
  }
}
