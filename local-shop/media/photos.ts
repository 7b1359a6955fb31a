// Which products and collections have a photograph, and the scene each one shows: the part
// lying on a paper backdrop beside a steel rule graduated in millimetres, both at the same
// scale, so the picture shows the part's real length and diameter. A collection's photo
// shows a few of its parts side by side, at one common scale.
//
// Pure: it builds scenes (media/raster.ts renders them) and the rule's graduations as SVG
// (composited by media/encode.ts); it never renders pixels itself.

import type {SeedCollection, SeedProduct} from '../catalog/types.ts';
import {type PartModel, modelOf, specsOf, stayArms} from './parts.ts';
import type {Part, Scene} from './raster.ts';

/** An original photograph's size, px: Shopify's product photos are typically 2,000 px squares. */
export const PHOTO_SIZE = {width: 2000, height: 2000} as const;
/** A collection photo: a wide banner. */
export const COLLECTION_PHOTO_SIZE = {width: 2400, height: 1200} as const;

/**
 * The part of the range photographed: stainless gas springs, hydraulic and pneumatic
 * cylinders and end fittings (the rest keeps its dimension drawings).
 */
const PHOTOGRAPHED = new Set(['gas-spring-stainless', 'hydraulic-cylinder', 'pneumatic-cylinder', 'end-fitting']);

/** Whether products drawn as `drawing` have a photograph (their first image). */
export function isPhotographed(drawing: string): boolean {
  return PHOTOGRAPHED.has(drawing);
}

export function hasPhoto(product: SeedProduct): boolean {
  return isPhotographed(product.drawing) && modelOf(product) !== null;
}

const PAPER: [string, string] = ['#f3f1ec', '#d9d6cf'];
const RULE_THICKNESS_MM = 25;
const MAX_PX_PER_MM = 24;

/**
 * The scene is rendered at half the photo's size and enlarged by the encoder (a soft,
 * camera-like picture, four times less work); the overlay is drawn at full size.
 */
export const RENDER_SCALE = 0.5;

export interface Photo {
  width: number;
  height: number;
  /** At RENDER_SCALE of the photo's size */
  scene: Scene;
  /** The rule's graduations and the maker's marking, drawn over the rendered scene */
  overlay: string;
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function spanOf(model: PartModel): number {
  return model.u1 - model.u0;
}

/** A steel rule lying along the bottom of the picture, `length` mm long. */
function rulePart(x: number, y: number, length: number, scale: number): Part {
  return {
    x,
    y,
    angle: 0,
    scale,
    height: 1.2,
    shapes: [{kind: 'box', u0: 0, u1: length, v0: 0, v1: RULE_THICKNESS_MM, radius: 1.5, material: 'stainless', bevel: 0.8}],
  };
}

/** The rule's graduations (every mm, longer every 5 and 10 mm, figures every 10 or 50 mm). */
function ruleMarks(x: number, y: number, length: number, scale: number): string {
  const figureEvery = scale >= 6 ? 10 : 50;
  const tickEvery = scale >= 3 ? 1 : 5;
  const marks: string[] = [];
  for (let mm = 0; mm <= length; mm += tickEvery) {
    const px = (x + mm * scale).toFixed(1);
    const tall = mm % 10 === 0 ? 7 : mm % 5 === 0 ? 5 : 3;
    marks.push(`<line x1="${px}" y1="${y.toFixed(1)}" x2="${px}" y2="${(y + tall * scale).toFixed(1)}"/>`);
  }
  const size = Math.max(14, Math.min(8 * scale, 42));
  const figures: string[] = [];
  for (let mm = figureEvery; mm < length - figureEvery; mm += figureEvery) {
    figures.push(`<text x="${(x + mm * scale).toFixed(1)}" y="${(y + 8 * scale + size).toFixed(1)}">${mm / 10}</text>`);
  }
  figures.push(`<text x="${(x + (length - 2) * scale).toFixed(1)}" y="${(y + 8 * scale + size).toFixed(1)}" text-anchor="end">cm</text>`);
  const stroke = Math.max(1, Math.min(scale * 0.18, 3)).toFixed(2);
  return (
    `<g stroke="#2b2f33" stroke-width="${stroke}" opacity="0.85">${marks.join('')}</g>` +
    `<g fill="#2b2f33" font-family="DejaVu Sans, sans-serif" font-size="${size.toFixed(1)}" text-anchor="middle" opacity="0.85">${figures.join('')}</g>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The maker's marking printed along the tube. */
function printMark(part: Part, model: PartModel): string {
  if (!model.print) return '';
  const {u, size, text, colour} = model.print;
  const radians = (part.angle * Math.PI) / 180;
  const x = part.x + u * part.scale * Math.cos(radians);
  const y = part.y + u * part.scale * Math.sin(radians);
  const px = size * part.scale;
  if (px < 7) return '';
  return `<text x="0" y="0" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${part.angle})" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${px.toFixed(1)}" letter-spacing="${(px * 0.08).toFixed(1)}" fill="${colour}" opacity="0.8">${escapeXml(text)}</text>`;
}

interface Placed {
  model: PartModel;
  part: Part;
}

/** Lays parts one above the other, tilted a little, at one scale, and a rule under them. */
function compose(models: PartModel[], width: number, height: number, grainKey: string): Photo {
  const angle = models.length === 1 ? -9 : -4;
  const radians = (Math.abs(angle) * Math.PI) / 180;
  const longest = Math.max(...models.map(spanOf));
  const stack = models.reduce((sum, model) => sum + model.halfWidth * 2, 0) * 1.35;
  // Extents on the picture of the tilted parts (mm), plus the rule below them.
  const boxWidth = longest * Math.cos(radians) + stack * Math.sin(radians);
  const boxHeight = longest * Math.sin(radians) + stack * Math.cos(radians) + RULE_THICKNESS_MM * 2.6;
  const scale = Math.min((width * 0.82) / boxWidth, (height * 0.8) / boxHeight, MAX_PX_PER_MM);
  const ruleLength = Math.min(Math.ceil((longest + 20) / 50) * 50, Math.floor((width * 0.9) / scale / 10) * 10);
  const ruleY = height / 2 + (boxHeight * scale) / 2 - RULE_THICKNESS_MM * scale * 1.1;
  const ruleX = (width - ruleLength * scale) / 2;
  const placed: Placed[] = [];
  let v = -stack / 2;
  const centreY = height / 2 - RULE_THICKNESS_MM * scale * 1.1;
  for (const model of models) {
    const half = model.halfWidth * 1.35;
    v += half;
    const span = spanOf(model);
    // Centre of the part's axis on the picture; its frame starts at u = 0 (the body end).
    const cx = width / 2;
    const cy = centreY + v * scale;
    const a = (angle * Math.PI) / 180;
    const mid = model.u0 + span / 2;
    placed.push({
      model,
      part: {x: cx - mid * scale * Math.cos(a), y: cy - mid * scale * Math.sin(a), angle, scale, height: model.halfWidth * 0.9, shapes: model.shapes},
    });
    v += half;
  }
  const rule = rulePart(ruleX, ruleY, ruleLength, scale);
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    ruleMarks(ruleX, ruleY, ruleLength, scale) +
    placed.map(({part, model}) => printMark(part, model)).join('') +
    `</svg>`;
  const k = RENDER_SCALE;
  const parts = [rule, ...placed.map(({part}) => part)].map((part) => ({...part, x: part.x * k, y: part.y * k, scale: part.scale * k}));
  return {
    width,
    height,
    scene: {width: Math.round(width * k), height: Math.round(height * k), paper: PAPER, grain: seedOf(grainKey) % 100000, parts},
    overlay,
  };
}

/** A product's photograph, or null when it has none. */
export function productPhoto(product: SeedProduct): Photo | null {
  if (!hasPhoto(product)) return null;
  const model = modelOf(product);
  if (!model) return null;
  return compose([model], PHOTO_SIZE.width, PHOTO_SIZE.height, product.handle);
}

/** The models a collection photo can show of a product (a lid stay: one of its arms). */
function photoModel(product: SeedProduct): PartModel | null {
  return modelOf(product) ?? (product.drawing === 'lifting-support' ? stayArms(product)[0] : null);
}

/**
 * Up to three parts of a collection, of different lengths, its featured product first;
 * a collection whose products have no model (or an automatic one, whose members the seed
 * does not list) shows parts of the whole range.
 */
export function collectionPhotoParts(collection: Pick<SeedCollection, 'handle' | 'imageProduct'>, products: readonly SeedProduct[]): SeedProduct[] {
  const members = products.filter((product) => product.collections.includes(collection.handle) && photoModel(product) !== null);
  const pool = members.length > 0 ? members : products.filter((product) => modelOf(product) !== null);
  const featured = pool.find((product) => product.handle === collection.imageProduct);
  const bySize = [...pool].sort((a, b) => (specsOf(a).extendedLengthMm ?? 0) - (specsOf(b).extendedLengthMm ?? 0));
  const picks: SeedProduct[] = featured ? [featured] : [];
  for (const fraction of [0.2, 0.8, 0.5]) {
    if (picks.length >= 3 || bySize.length === 0) break;
    const candidate = bySize[Math.min(bySize.length - 1, Math.floor(bySize.length * fraction))];
    if (!picks.some((pick) => pick.handle === candidate.handle)) picks.push(candidate);
  }
  return picks;
}

/** A collection's own photograph (a banner of some of its parts), or null when the range has no part to show. */
export function collectionPhoto(collection: Pick<SeedCollection, 'handle' | 'imageProduct'>, products: readonly SeedProduct[]): Photo | null {
  const models = collectionPhotoParts(collection, products)
    .map((product) => photoModel(product))
    .filter((model): model is PartModel => model !== null);
  if (models.length === 0) return null;
  return compose(models, COLLECTION_PHOTO_SIZE.width, COLLECTION_PHOTO_SIZE.height, collection.handle);
}
