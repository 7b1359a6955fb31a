// Technical illustrations of the catalogue parts, generated as SVG from the product specs.
// Pure and deterministic: the same product, index and variant always give the same SVG.
// Every picture is 800 × 800, light background, sans-serif text, a French <title>.
//
// Index 0 is the main view (whole part, horizontal, with a dimension line); index 1 a
// close-up; indexes 2 and 3 (when the product has them) an operating or mounting view.

import type {SeedProduct, SeedSpecs, SeedVariant} from './types.ts';

// ---------------------------------------------------------------------------------------
// SVG toolkit
// ---------------------------------------------------------------------------------------

const BG = '#f6f7f9';
const EDGE = '#3a414a';
const DIM = '#7d8794';
const INK = '#4a535e';

/** Numbers rounded to 0.1 px keep the files small. */
function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STOPS: Record<string, [string, number][]> = {
  black: [['#0d0f12', 0], ['#4a515b', 0.28], ['#262a31', 0.55], ['#08090b', 1]],
  white: [['#b3b8bf', 0], ['#ffffff', 0.3], ['#e3e6e9', 0.6], ['#a4a9b0', 1]],
  grey: [['#5b6169', 0], ['#b5bbc2', 0.3], ['#8a9099', 0.6], ['#4b5158', 1]],
  inox: [['#858e99', 0], ['#f5f7f9', 0.3], ['#c4cad1', 0.55], ['#e0e4e8', 0.75], ['#7a838e', 1]],
  chrome: [['#5d6670', 0], ['#ffffff', 0.36], ['#b3bac3', 0.62], ['#525a63', 1]],
  zinc: [['#77828e', 0], ['#e7ecf1', 0.35], ['#a9b2bc', 0.65], ['#68717d', 1]],
  blue: [['#12253a', 0], ['#4a6e96', 0.3], ['#294a6e', 0.6], ['#0c1a29', 1]],
  dark: [['#202428', 0], ['#6b737d', 0.3], ['#3a4047', 0.6], ['#17191c', 1]],
  alu: [['#939ba5', 0], ['#f2f4f6', 0.3], ['#ccd2d8', 0.6], ['#88909a', 1]],
  brass: [['#7a5c20', 0], ['#f0d58c', 0.35], ['#b88f3e', 0.65], ['#6a501b', 1]],
  plastic: [['#0b0b0c', 0], ['#4b4b50', 0.3], ['#222225', 0.6], ['#050505', 1]],
};

function gradient(id: string): string {
  if (id === 'ball') {
    return '<radialGradient id="ball" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="#b8c0c9"/><stop offset="1" stop-color="#57606a"/></radialGradient>';
  }
  const horizontal = id.endsWith('H');
  const stops = STOPS[horizontal ? id.slice(0, -1) : id] ?? STOPS.zinc;
  const dir = horizontal ? '' : ' x2="0" y2="1"';
  return `<linearGradient id="${id}"${dir}>${stops.map(([c, o]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

/** Collects the gradients a picture uses so that only those are defined. */
class Paint {
  used = new Set<string>();
  url(id: string): string {
    this.used.add(id);
    return `url(#${id})`;
  }
  defs(): string {
    return [...this.used].sort().map(gradient).join('');
  }
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  const x0 = Math.min(x, x + w);
  const y0 = Math.min(y, y + h);
  return `<rect x="${n(x0)}" y="${n(y0)}" width="${n(Math.abs(w))}" height="${n(Math.abs(h))}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(r, 0.5))}" fill="${fill}"${extra}/>`;
}

function text(x: number, y: number, s: string, size = 18, anchor = 'middle', fill = INK, extra = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" text-anchor="${anchor}" fill="${fill}"${extra}>${esc(s)}</text>`;
}

const OUTLINE = ` stroke="${EDGE}" stroke-width="1"`;

/** Horizontal dimension line with arrows; extension lines from `fromY` when given. */
function dimH(x1: number, x2: number, y: number, label: string, fromY?: number, above = false): string {
  let s = `<g stroke="${DIM}" stroke-width="1.2" fill="none">`;
  if (fromY !== undefined) {
    const end = fromY < y ? y + 6 : y - 6;
    s += `<path d="M${n(x1)} ${n(fromY)}V${n(end)}M${n(x2)} ${n(fromY)}V${n(end)}" stroke-dasharray="4 3"/>`;
  }
  s += `<path d="M${n(x1)} ${n(y)}H${n(x2)}"/></g>`;
  const a = Math.min(9, Math.abs(x2 - x1) / 3);
  s += `<path d="M${n(x1)} ${n(y)}l${n(a)} -4v8zM${n(x2)} ${n(y)}l${n(-a)} -4v8z" fill="${DIM}"/>`;
  s += text((x1 + x2) / 2, above ? y - 9 : y + 23, label, 18, 'middle', INK);
  return s;
}

/** Callout: a thin leader from a point of the part to a label. */
function callout(px: number, py: number, tx: number, ty: number, label: string, anchor = 'middle'): string {
  const ly = ty + (ty < py ? 8 : -20);
  return `<path d="M${n(px)} ${n(py)}L${n(tx)} ${n(ly)}" stroke="${DIM}" stroke-width="1" fill="none"/>${circle(px, py, 2.5, DIM)}${text(tx, ty, label, 19, anchor, INK)}`;
}

/** Thread hatching across a horizontal band. */
function hatch(x1: number, x2: number, cy: number, h: number, pitch: number): string {
  const a = Math.min(x1, x2);
  const b = Math.max(x1, x2);
  const step = Math.max(pitch, 2.6);
  let d = '';
  for (let x = a + step / 2; x < b; x += step) d += `M${n(x)} ${n(cy - h / 2)}l${n(-step / 2)} ${n(h)}`;
  return d ? `<path d="${d}" stroke="#2e343b" stroke-width=".8" opacity=".55"/>` : '';
}

/** Hexagon nut or hex collar seen from the side; `vertical` when the axis is vertical. */
function hexSide(x: number, y: number, w: number, h: number, fill: string, vertical = false): string {
  const lines = vertical
    ? `M${n(x + w * 0.27)} ${n(y)}v${n(h)}M${n(x + w * 0.73)} ${n(y)}v${n(h)}`
    : `M${n(x)} ${n(y + h * 0.27)}h${n(w)}M${n(x)} ${n(y + h * 0.73)}h${n(w)}`;
  return rect(x, y, w, h, fill, OUTLINE) + `<path d="${lines}" stroke="${EDGE}" stroke-width=".8" opacity=".6"/>`;
}

function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="9" fill="#1c2430" opacity=".07"/>`;
}

function svgDoc(title: string, paint: Paint, body: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" font-family="sans-serif">' +
    `<title>${esc(title)}</title><defs>${paint.defs()}</defs><rect width="800" height="800" fill="${BG}"/>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------
// Product reading
// ---------------------------------------------------------------------------------------

interface View {
  product: SeedProduct;
  variant: SeedVariant;
  sp: SeedSpecs;
  paint: Paint;
}

function lower(s: string | undefined): string {
  return (s ?? '').toLowerCase();
}

function isStainless(p: SeedProduct, sp: SeedSpecs): boolean {
  return /inox/.test(lower(sp.material)) || p.tags.includes('inox');
}

export type Fit = 'eye' | 'ball' | 'clevis' | 'thread' | 'tapped' | 'clip' | 'cone' | 'flat';

export function fitType(fitting: string | undefined): Fit {
  const t = lower(fitting);
  if (t.includes('cône')) return 'cone';
  if (t.includes('plastique')) return 'clip';
  if (t.includes('œillet') || t.includes('oeillet')) return 'eye';
  if (t.includes('rotule')) return 'ball';
  if (t.includes('chape')) return 'clevis';
  if (t.includes('taraud')) return 'tapped';
  if (t.includes('filet')) return 'thread';
  if (t.includes('plate')) return 'flat';
  return 'eye';
}

function fitName(f: Fit): string {
  return {
    eye: 'œillet',
    ball: 'rotule',
    clevis: 'chape',
    thread: 'tige filetée',
    tapped: 'tige taraudée',
    clip: 'embout à clipser',
    cone: 'cône',
    flat: 'tête plate',
  }[f];
}

/** Body, rod and fitting fills of a gas spring or damper. */
function colours(v: View): {body: string; rod: string; fit: string} {
  const m = lower(v.sp.material);
  const inox = isStainless(v.product, v.sp);
  const body = inox ? 'inox' : m.includes('blanc') ? 'white' : m.includes('gris') ? 'grey' : m.includes('polyamide') ? 'grey' : 'black';
  const fit = inox ? 'inox' : fitType(v.sp.fitting) === 'clip' ? 'plastic' : 'zinc';
  return {body: v.paint.url(body), rod: v.paint.url('chrome'), fit: v.paint.url(fit)};
}

function thousands(x: number): string {
  return String(Math.round(x)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function variantLabel(p: SeedProduct, v: SeedVariant): string {
  const values = Object.values(v.options).filter((x) => x !== 'Default Title');
  return values.length ? ` (${values.join(', ')})` : '';
}

function brand(p: SeedProduct): string {
  return text(40, 52, p.vendor.toUpperCase(), 15, 'start', '#9aa3ad', ' letter-spacing="2"');
}

function caption(lines: string[]): string {
  return lines
    .filter(Boolean)
    .map((l, i) => text(400, 712 + i * 28, l.length > 84 ? `${l.slice(0, 82)}…` : l, i === 0 ? 20 : 16, 'middle', i === 0 ? INK : '#6f7985'))
    .join('');
}

// ---------------------------------------------------------------------------------------
// End fittings (shared by gas springs, dampers, cylinders and the accessories)
// ---------------------------------------------------------------------------------------

/** Distance from the fitting centre to the end of the tube or rod, in mm. */
export function fitOffset(f: Fit, D: number): number {
  switch (f) {
    case 'eye':
      return 0.55 * D + 5;
    case 'ball':
      return 0.7 * D + 7;
    case 'clevis':
      return 0.8 * D + 6;
    case 'clip':
      return 0.55 * D + 7;
    case 'cone':
      return 0.6 * D;
    default:
      return 12;
  }
}

/**
 * One fitting, centre (cx, cy); the neck runs horizontally to `neckX` (the tube or rod end).
 * `u` is the fitting size unit in px (about the tube diameter), `shaft` the rod or stud height.
 */
function drawFit(v: View, f: Fit, cx: number, cy: number, neckX: number, u: number, shaft: number, fill: string): string {
  const dir = neckX < cx ? -1 : 1; // side where the neck is
  const neck = (h: number) => rect(Math.min(cx, neckX), cy - h / 2, Math.abs(neckX - cx), h, fill, OUTLINE);
  const zH = v.paint.url(fill.includes('inox') ? 'inoxH' : 'zincH');
  switch (f) {
    case 'eye':
    case 'clip': {
      const r = 0.5 * u;
      const hole = f === 'clip' ? 0.24 * u : Math.max(0.21 * u, 2.4);
      return neck(0.56 * u) + circle(cx, cy, r, fill, OUTLINE) + circle(cx, cy, hole, BG, OUTLINE) + circle(cx - r * 0.35, cy - r * 0.55, r * 0.12, '#fff', ' opacity=".35"');
    }
    case 'ball': {
      const w = 1.4 * u;
      const hx = cx - w / 2;
      let s = rect(cx - 0.17 * u, cy + 0.3 * u, 0.34 * u, 0.42 * u, zH, OUTLINE);
      s += hexSide(cx - 0.42 * u, cy + 0.7 * u, 0.84 * u, 0.27 * u, zH, true);
      s += rect(cx - 0.21 * u, cy + 0.97 * u, 0.42 * u, 0.46 * u, zH, OUTLINE);
      s += `<path d="M${n(cx - 0.21 * u)} ${n(cy + 1.07 * u)}h${n(0.42 * u)}M${n(cx - 0.21 * u)} ${n(cy + 1.19 * u)}h${n(0.42 * u)}M${n(cx - 0.21 * u)} ${n(cy + 1.31 * u)}h${n(0.42 * u)}" stroke="${EDGE}" stroke-width=".8" opacity=".6"/>`;
      s += rect(dir < 0 ? neckX : cx + w / 2, cy - 0.21 * u, Math.abs(neckX - cx) - w / 2, 0.42 * u, fill, OUTLINE);
      s += rect(hx, cy - 0.5 * u, w, u, fill, `${OUTLINE} rx="${n(0.3 * u)}"`);
      s += `<path d="M${n(cx - 0.45 * u)} ${n(cy - 0.5 * u)}q${n(0.45 * u)} ${n(-0.3 * u)} ${n(0.9 * u)} 0" stroke="#2a3037" stroke-width="${n(Math.max(1.2, u * 0.06))}" fill="none"/>`;
      return s;
    }
    case 'clevis': {
      const out = -dir; // prongs point away from the neck
      const baseEnd = cx - out * 0.3 * u;
      let s = rect(Math.min(neckX, baseEnd), cy - 0.45 * u, Math.abs(baseEnd - neckX), 0.9 * u, fill, OUTLINE);
      const tip = cx + out * 0.55 * u;
      s += rect(Math.min(baseEnd, tip), cy - 0.45 * u, Math.abs(tip - baseEnd), 0.28 * u, fill, OUTLINE);
      s += rect(Math.min(baseEnd, tip), cy + 0.17 * u, Math.abs(tip - baseEnd), 0.28 * u, fill, OUTLINE);
      s += rect(cx - 0.12 * u, cy - 0.6 * u, 0.24 * u, 1.2 * u, zH, `${OUTLINE} rx="${n(0.05 * u)}"`);
      s += rect(cx - 0.17 * u, cy - 0.66 * u, 0.34 * u, 0.1 * u, zH, OUTLINE);
      s += circle(cx, cy + 0.68 * u, 0.09 * u, 'none', ` stroke="${EDGE}" stroke-width="${n(Math.max(1, 0.04 * u))}"`);
      return s;
    }
    case 'cone': {
      const x2 = cx;
      return `<path d="M${n(neckX)} ${n(cy - 0.5 * u)}L${n(x2)} ${n(cy - 0.4 * u)}V${n(cy + 0.4 * u)}L${n(neckX)} ${n(cy + 0.5 * u)}z" fill="${fill}"${OUTLINE}/>` + rect(x2, cy - 0.08 * u, dir < 0 ? 0.18 * u : -0.18 * u, 0.16 * u, v.paint.url('chrome'), OUTLINE);
    }
    case 'flat':
      return rect(Math.min(cx, neckX), cy - 0.55 * shaft, Math.abs(neckX - cx), 1.1 * shaft, fill, OUTLINE);
    case 'tapped':
      return '';
    default: {
      // Threaded stud (the thread itself), hatched.
      return neck(shaft * 0.92) + hatch(neckX, cx, cy, shaft * 0.92, shaft * 0.16);
    }
  }
}

// ---------------------------------------------------------------------------------------
// Gas spring (compression, stainless, locking, traction) and eyelet dampers
// ---------------------------------------------------------------------------------------

interface SpringGeo {
  E: number;
  S: number;
  D: number;
  d: number;
  fitL: Fit;
  fitR: Fit;
}

function springGeo(v: View): SpringGeo {
  const sp = v.sp;
  const D = sp.bodyDiameterMm ?? 15;
  const d = sp.rodDiameterMm ?? Math.round(D * 0.4);
  const S = sp.strokeMm ?? 100;
  const E = sp.extendedLengthMm ?? 2 * S + 60;
  const f = fitType(sp.fitting);
  const locking = v.product.drawing === 'locking-gas-spring';
  return {
    E,
    S,
    D,
    d,
    fitL: locking ? (f === 'cone' ? 'cone' : 'thread') : f,
    fitR: locking ? 'thread' : f,
  };
}

/**
 * A gas spring drawn horizontally: body end on the left (fitting centre at x0), rod on the right.
 * `ext` is how far the rod is out (S = extended, 0 = compressed). `s` is px per mm along the
 * axis, `ds` px per mm across (equal except in small mounting sketches).
 */
function spring(v: View, g: SpringGeo, x0: number, cy: number, s: number, ds: number, ext: number, label = ''): {svg: string; xR: number; rodEnd: number; tubeEnd: number} {
  const c = colours(v);
  const p = v.product;
  const foL = fitOffset(g.fitL, g.D);
  const foR = fitOffset(g.fitR, g.D);
  const B = Math.max(g.E - g.S - foL - foR - 4, g.S + 4);
  const tubeX = x0 + foL * s;
  const tubeEnd = tubeX + B * s;
  const rodLen = Math.max((g.E - foL - foR - B - (g.S - ext)) * s, 3);
  const rodEnd = tubeEnd + rodLen;
  const xR = rodEnd + foR * s;
  const Dp = g.D * ds;
  const dp = g.d * ds;
  const u = g.D * ds;
  let svg = drawFit(v, g.fitL, x0, cy, tubeX + 1, g.fitL === 'thread' ? u : u, Dp * 0.45, c.fit);
  svg += rect(tubeEnd - 1, cy - dp / 2, rodLen + 1, dp, c.rod, ` stroke="${EDGE}" stroke-width=".6"`);
  if (v.product.drawing === 'locking-gas-spring' && g.fitL !== 'cone') {
    // Rod thread, lock nut and release pin
    svg += drawFit(v, 'thread', xR, cy, rodEnd, u, dp, c.fit);
    svg += hexSide(rodEnd + 0.15 * foR * s, cy - dp * 0.85, Math.max(0.45 * dp, 4), dp * 1.7, v.paint.url('zinc'));
    svg += rect(xR, cy - dp * 0.16, Math.max(0.25 * foR * s, 4), dp * 0.32, c.rod, OUTLINE);
  } else if (g.fitL === 'cone') {
    svg += rect(rodEnd - 2, cy - dp * 0.9, Math.max(dp * 0.25, 3), dp * 1.8, v.paint.url('zinc'), OUTLINE);
  } else {
    svg += drawFit(v, g.fitR, xR, cy, rodEnd - 1, u, dp, c.fit);
  }
  const rx = Math.min(Dp * 0.22, 7);
  svg += rect(tubeX, cy - Dp / 2, B * s, Dp, c.body, ` stroke="${EDGE}" stroke-width=".8" rx="${n(rx)}"`);
  // rolled groove near the guide, closure at the bottom
  svg += rect(tubeEnd - Math.max(Dp * 0.45, 4), cy - Dp / 2, Math.max(1.2, Dp * 0.05), Dp, '#000', ' opacity=".28"');
  svg += rect(tubeEnd - 1.5, cy - dp * 0.75, 3, dp * 1.5, '#1a1d21', ' opacity=".5"');
  if (p.drawing === 'traction-gas-spring') {
    svg += rect(tubeX + B * s * 0.5, cy - Dp / 2, Math.max(1.2, Dp * 0.05), Dp, '#000', ' opacity=".22"');
  }
  if (isStainless(p, v.sp)) {
    let d = '';
    for (const k of [0.18, 0.34, 0.62, 0.8]) d += `M${n(tubeX + 4)} ${n(cy - Dp / 2 + Dp * k)}h${n(B * s - 8)}`;
    svg += `<path d="${d}" stroke="#fff" stroke-width=".7" opacity=".45"/>`;
  }
  if (label && Dp >= 20 && B * s > 140) {
    const light = c.body.includes('black');
    svg += text(tubeX + B * s * 0.42, cy + Math.min(Dp * 0.17, 6), label, Math.min(Math.round(Dp * 0.42), 17), 'middle', light ? '#c9d0d8' : '#5a636d', ' letter-spacing="1"');
  }
  if (/protection/.test(lower(p.title))) {
    // Sliding protective tube fixed to the rod end
    const start = tubeEnd - B * s * 0.3;
    svg += rect(start, cy - Dp * 0.62, rodEnd - start, Dp * 1.24, v.paint.url('dark'), ` stroke="${EDGE}" stroke-width=".8" rx="3" opacity=".96"`);
  }
  return {svg, xR, rodEnd, tubeEnd};
}

function springLabel(v: View): string {
  if (v.product.productType === 'Amortisseur') return 'AMORTISSEUR';
  const F = v.sp.forceN;
  return F ? `${thousands(F)} N` : v.product.vendor;
}

function springScale(g: SpringGeo, maxWidth = 660, maxDp = 84): number {
  return Math.min(maxWidth / (g.E + 1.3 * g.D), maxDp / g.D, 9);
}

function springMain(v: View): string {
  const g = springGeo(v);
  const s = springScale(g);
  const x0 = 400 - (g.E * s) / 2;
  const cy = 360;
  const Dp = g.D * s;
  const r = spring(v, g, x0, cy, s, s, g.S, springLabel(v));
  const low = g.fitR === 'ball' || g.fitL === 'ball' ? 1.5 : 0.65;
  let body = brand(v.product) + shadow(400, cy + Dp * (low - 0.1) + 20, g.E * s * 0.45) + r.svg;
  const yDim = cy + Dp * low + 72;
  body += dimH(x0, r.xR, yDim, `${thousands(g.E)} mm`, cy + Dp * 0.3);
  const yS = cy - Dp * 0.7 - 34;
  body += dimH(r.rodEnd - g.S * s, r.rodEnd, yS, `course ${g.S} mm`, cy - g.d * s * 0.6, true);
  if (v.product.drawing === 'traction-gas-spring') {
    body += `<path d="M${n(x0 - 60)} ${n(cy)}h34m0 0l-10 -7m10 7l-10 7M${n(r.xR + 60)} ${n(cy)}h-34m0 0l10 -7m-10 7l10 7" stroke="#c2410c" stroke-width="3" fill="none"/>`;
    body += text(400, yDim + 56, 'Effort de rappel : la tige est tirée vers le tube', 16, 'middle', '#c2410c');
  }
  const sp = v.sp;
  const first = [`Ø ${g.D}/${g.d} mm`, sp.forceN ? `F1 ${thousands(sp.forceN)} N` : '', `course ${g.S} mm`, `${thousands(g.E)} mm entre axes`].filter(Boolean).join(' · ');
  body += caption([first, [sp.fitting, sp.material].filter(Boolean).join(' · ')]);
  return body;
}

function springCloseUp(v: View): {body: string; what: string} {
  const g = springGeo(v);
  const u = Math.min(190, 190 * (15 / g.D) ** 0.3);
  const s = u / g.D;
  const fit = g.fitR;
  const foR = fitOffset(fit, g.D);
  const cx = fit === 'ball' ? 560 : 580;
  const cy = fit === 'ball' ? 300 : 360;
  const rodEnd = cx - foR * s;
  const rodStart = Math.min(rodEnd - 150, 330);
  const c = colours(v);
  const dp = g.d * s;
  let body = brand(v.product);
  // tube end, rod, fitting (the tube continues past the left edge)
  body += rect(rodStart - 2, cy - dp / 2, rodEnd - rodStart + 2, dp, c.rod, ` stroke="${EDGE}" stroke-width=".8"`);
  const seat = g.fitL === 'cone';
  const locking = v.product.drawing === 'locking-gas-spring' && !seat;
  if (locking) {
    body += drawFit(v, 'thread', cx, cy, rodEnd, u, dp, c.fit);
    body += hexSide(rodEnd + 8, cy - dp * 0.85, dp * 0.5, dp * 1.7, v.paint.url('zinc'));
    body += rect(cx, cy - dp * 0.17, 26, dp * 0.34, c.rod, OUTLINE);
  } else if (seat) {
    body += rect(rodEnd - 4, cy - dp * 1.2, 12, dp * 2.4, v.paint.url('zinc'), OUTLINE);
  } else {
    body += drawFit(v, fit, cx, cy, rodEnd - 1, u, dp, c.fit);
  }
  body += rect(-20, cy - u / 2, rodStart + 20, u, c.body, ` stroke="${EDGE}" stroke-width="1" rx="10"`);
  body += rect(rodStart - u * 0.4, cy - u / 2, 4, u, '#000', ' opacity=".28"');
  body += rect(rodStart - 3, cy - dp * 0.75, 6, dp * 1.5, '#1a1d21', ' opacity=".55"');
  const fittingName = locking ? 'Tige filetée avec poussoir de déblocage' : seat ? 'Rondelle et clip en bout de tige' : v.sp.fitting ?? fitName(fit);
  const tipY = fit === 'ball' ? cy + 1.43 * u : cy + 0.55 * u;
  const tipX = locking ? cx - foR * s * 0.5 : seat ? rodEnd + 2 : cx;
  const tipTop = locking ? cy - dp * 0.46 : seat ? cy - dp * 1.2 : cy - 0.5 * u;
  body += callout(tipX, tipTop, cx - 40, 130, fittingName);
  body += callout((rodStart + rodEnd) / 2, cy + dp / 2, (rodStart + rodEnd) / 2 - 40, Math.max(tipY, cy + u) + 90, `Tige Ø ${g.d} mm chromée`);
  body += callout(140, cy - u / 2, 140, 170, `Tube Ø ${g.D} mm`);
  if (fit === 'ball' && !locking) {
    body += text(cx - 0.5 * u, cy + 1.25 * u, 'axe à boule', 17, 'end', '#6f7985');
  }
  if (v.sp.thread) body += text(400, 730, `Filetage ${v.sp.thread} – embout démontable`, 18, 'middle', '#6f7985');
  if (seat) body += text(400, 760, `Côté tube : ${v.sp.fitting ?? 'cône'}`, 16, 'middle', '#6f7985');
  return {body, what: locking ? 'la tige filetée et le poussoir de déblocage' : seat ? 'l’extrémité de la tige' : `l’embout (${fittingName})`};
}

function springPositions(v: View): {body: string; what: string} {
  const g = springGeo(v);
  const s = springScale(g, 560, 60);
  const x0 = 400 - (g.E * s) / 2;
  const traction = v.product.drawing === 'traction-gas-spring';
  const Dp = g.D * s;
  let body = brand(v.product);
  const y1 = 230;
  const y2 = 500;
  const a = spring(v, g, x0, y1, s, s, g.S);
  const b = spring(v, g, x0, y2, s, s, 0);
  const low = g.fitR === 'ball' ? 1.5 : 0.7;
  body += a.svg + dimH(x0, a.xR, y1 + Dp * low + 40, `${thousands(g.E)} mm – ${traction ? 'tige sortie (en traction)' : 'déployé'}`, y1 + Dp * 0.3);
  body += b.svg + dimH(x0, b.xR, y2 + Dp * low + 40, `${thousands(g.E - g.S)} mm – ${traction ? 'au repos, tige rentrée' : 'comprimé'}`, y2 + Dp * 0.3);
  body += `<path d="M${n(a.xR)} ${n(y1 - Dp)}V${n(y2 - Dp * 0.6)}M${n(b.xR)} ${n(y1 - Dp)}V${n(y2 - Dp * 0.6)}" stroke="${DIM}" stroke-dasharray="3 4" fill="none"/>`;
  body += dimH(b.xR, a.xR, y1 - Dp - 22, `course ${g.S} mm`, undefined, true);
  const note = v.product.productType === 'Amortisseur'
    ? 'Sans gaz : le freinage est le même dans les deux sens'
    : traction
      ? 'La force de rappel est maximale tige sortie'
      : 'Compression : la force augmente de F1 à F2 = F1 × progression';
  body += caption([note, v.sp.progression ? `Progression ${String(v.sp.progression).replace('.', ',')}` : '']);
  return {body, what: traction ? 'au repos et en traction' : 'déployé et comprimé'};
}

type Theme = 'bois' | 'bateau' | 'machine' | 'vehicule';

function themeOf(p: SeedProduct): Theme {
  if (p.tags.includes('marine')) return 'bateau';
  if (p.tags.includes('automobile') || p.tags.includes('camping-car')) return 'vehicule';
  if (p.tags.includes('mobilier') || p.tags.includes('cuisine')) return 'bois';
  return 'machine';
}

const THEME: Record<Theme, {box: string; lid: string; name: string}> = {
  bois: {box: '#e2c79f', lid: '#d3b184', name: 'coffre en bois'},
  bateau: {box: '#eef2f5', lid: '#dfe6eb', name: 'trappe de bateau'},
  machine: {box: '#b9c2cb', lid: '#a7b1bb', name: 'capot de machine'},
  vehicule: {box: '#c9ced5', lid: '#b8bec7', name: 'coffre de véhicule'},
};

/** Box (side view) with a lid hinged at the back, opened `deg` degrees; returns the lid mount geometry. */
function lidScene(theme: Theme, deg: number): {svg: string; A: [number, number]; B: [number, number]} {
  const t = THEME[theme];
  const hx = 200;
  const hy = 420;
  const L = 420;
  const a = (deg * Math.PI) / 180;
  const ex = hx + L * Math.cos(a);
  const ey = hy - L * Math.sin(a);
  const th = 18;
  const nx = Math.sin(a) * th;
  const ny = Math.cos(a) * th;
  let svg = theme === 'bateau' ? rect(60, hy, 680, 16, '#9fb3c2') : '';
  svg += rect(hx, hy, L, 230, t.box, ` stroke="${EDGE}" stroke-width="2"`);
  svg += rect(hx + 18, hy + 18, L - 36, 194, '#000', ' opacity=".06"');
  svg += `<path d="M${n(hx)} ${n(hy)}L${n(ex)} ${n(ey)}L${n(ex - nx)} ${n(ey - ny)}L${n(hx - nx)} ${n(hy - ny)}z" fill="${t.lid}" stroke="${EDGE}" stroke-width="2"/>`;
  svg += circle(hx, hy - 4, 7, '#6b7480', OUTLINE);
  const bx = hx + 190 * Math.cos(a) + Math.sin(a) * 2;
  const by = hy - 190 * Math.sin(a) + Math.cos(a) * 2;
  return {svg, A: [hx + 170, hy + 150], B: [bx, by]};
}

function springMounting(v: View): {body: string; what: string} {
  const g = springGeo(v);
  const theme = themeOf(v.product);
  const scene = lidScene(theme, 62);
  const [ax, ay] = scene.A;
  const [bx, by] = scene.B;
  const len = Math.hypot(ax - bx, ay - by);
  const angle = (Math.atan2(ay - by, ax - bx) * 180) / Math.PI;
  const s = len / g.E;
  const ds = Math.min(Math.max(18 / g.D, s), 26 / g.D);
  const r = spring(v, g, 0, 0, s, ds, g.S);
  let body = brand(v.product) + scene.svg;
  body += `<g transform="translate(${n(bx)} ${n(by)}) rotate(${n(angle)})">${r.svg}</g>`;
  body += circle(ax, ay, 5, '#2a3037') + circle(bx, by, 5, '#2a3037');
  body += `<path d="M${n(ax + 50)} ${n(ay - 80)}v60m0 0l-8 -12m8 12l8 -12" stroke="#0f766e" stroke-width="3" fill="none"/>`;
  body += text(ax + 64, ay - 60, 'Tige vers le bas', 19, 'start', '#0f766e');
  body += text(170, 400, 'Charnière', 16, 'end', '#6f7985');
  body += caption([`Exemple de montage : ${THEME[theme].name}`, 'Corps fixé sur l’ouvrant, tige sur le bâti – vérin comprimé ouvrant fermé']);
  return {body, what: `exemple de montage sur un ${THEME[theme].name}, tige vers le bas`};
}

// ---------------------------------------------------------------------------------------
// Hydraulic cylinder
// ---------------------------------------------------------------------------------------

interface CylGeo {
  E: number;
  S: number;
  D: number;
  d: number;
}

function cylGeo(sp: SeedSpecs, fallbackD: number): CylGeo {
  const D = sp.bodyDiameterMm ?? fallbackD;
  const d = sp.rodDiameterMm ?? D * 0.5;
  const S = sp.strokeMm ?? 100;
  const E = sp.extendedLengthMm ?? 2 * S + 3 * D;
  return {E, S, D, d};
}

function hydraulicKind(v: View): {rear: Fit | 'none'; rod: Fit; double: boolean; tie: boolean; compact: boolean; hollow: boolean} {
  const f = lower(v.sp.fitting);
  const title = lower(v.product.title);
  const compact = title.includes('compact');
  const rear: Fit | 'none' = compact ? 'none' : f.includes('chape') ? 'clevis' : f.includes('œillet') ? 'eye' : 'flat';
  const rod: Fit = f.includes('tige filetée') ? 'thread' : f.includes('taraud') ? 'tapped' : f.includes('chape') ? 'clevis' : f.includes('œillet') ? 'eye' : 'flat';
  return {
    rear,
    rod,
    double: lower(v.sp.extra?.Effet).includes('double'),
    tie: lower(v.sp.extra?.Norme).includes('6020'),
    compact,
    hollow: title.includes('creux'),
  };
}

/** Hydraulic cylinder, rear at x0 (mount centre or base), `ext` mm of stroke out. */
function hydraulic(v: View, g: CylGeo, x0: number, cy: number, s: number, ext: number): {svg: string; xR: number; rodEnd: number; ports: [number, number][]; head: number} {
  const k = hydraulicKind(v);
  const inox = isStainless(v.product, v.sp);
  const bodyFill = v.paint.url(inox ? 'inox' : k.compact ? 'dark' : 'blue');
  const fitFill = v.paint.url(inox ? 'inox' : k.compact ? 'dark' : 'blue');
  const Dp = g.D * s;
  const dp = g.d * s;
  const ro = k.rear === 'clevis' || k.rear === 'eye' ? 0.6 * g.D : 0;
  const fo = k.rod === 'clevis' || k.rod === 'eye' ? 0.6 * g.D : k.rod === 'thread' ? 1.3 * g.d : k.rod === 'flat' ? 0.12 * g.D : 0;
  const rc = k.compact ? 0 : 0.35 * g.D;
  const hc = k.compact ? 0 : 0.45 * g.D;
  const T = Math.max(g.E - g.S - ro - fo - rc - hc - 0.08 * g.D, g.S + 0.3 * g.D);
  const xRear = x0 + ro * s;
  const xTube = xRear + rc * s;
  const xHead = xTube + T * s;
  const xBodyEnd = xHead + hc * s;
  const rodLen = (g.E - ro - fo - rc - hc - T - (g.S - ext)) * s;
  const rodEnd = xBodyEnd + Math.max(rodLen, 0.08 * g.D * s);
  const xR = rodEnd + fo * s;
  const capH = k.tie ? 1.22 * Dp : 1.1 * Dp;
  let svg = '';
  if (k.rear === 'clevis' || k.rear === 'eye') svg += drawFit(v, k.rear, x0, cy, xRear + 1, Dp * 0.9, Dp * 0.4, fitFill);
  svg += rect(xBodyEnd - 2, cy - dp / 2, rodEnd - xBodyEnd + 2, dp, v.paint.url('chrome'), ` stroke="${EDGE}" stroke-width=".8"`);
  if (k.hollow) svg += `<path d="M${n(x0)} ${n(cy - dp * 0.28)}H${n(rodEnd)}M${n(x0)} ${n(cy + dp * 0.28)}H${n(rodEnd)}" stroke="${EDGE}" stroke-dasharray="6 4" opacity=".6"/>`;
  if (k.rod === 'flat') svg += rect(rodEnd - 1, cy - dp * 0.5, fo * s + 1, dp, v.paint.url('dark'), OUTLINE);
  else if (k.rod === 'thread') {
    svg += drawFit(v, 'thread', xR, cy, rodEnd, Dp, dp * 0.8, v.paint.url('chrome'));
    svg += hexSide(rodEnd + 2, cy - dp * 0.75, Math.max(dp * 0.45, 6), dp * 1.5, v.paint.url('zinc'));
  } else if (k.rod === 'tapped') {
    svg += `<path d="M${n(rodEnd - dp)} ${n(cy - dp * 0.25)}H${n(rodEnd)}M${n(rodEnd - dp)} ${n(cy + dp * 0.25)}H${n(rodEnd)}" stroke="${EDGE}" stroke-dasharray="3 2"/>`;
  } else svg += drawFit(v, k.rod, xR, cy, rodEnd - 1, Dp * 0.9, dp, fitFill);
  if (k.compact) {
    svg += rect(xTube, cy - Dp / 2, T * s, Dp, bodyFill, ` stroke="${EDGE}" stroke-width="1" rx="3"`);
    for (const fx of [0.22, 0.78]) svg += circle(xTube + T * s * fx, cy, Math.max(Dp * 0.1, 3), '#111', ' opacity=".7"');
  } else {
    svg += rect(xTube, cy - Dp / 2, T * s, Dp, bodyFill, ` stroke="${EDGE}" stroke-width="1"`);
    svg += rect(xRear, cy - capH / 2, rc * s, capH, bodyFill, ` stroke="${EDGE}" stroke-width="1" rx="${k.tie ? 1 : 4}"`);
    svg += rect(xHead, cy - capH / 2, hc * s, capH, bodyFill, ` stroke="${EDGE}" stroke-width="1" rx="${k.tie ? 1 : 4}"`);
    svg += rect(xBodyEnd - 1, cy - dp * 0.7, 3, dp * 1.4, '#111', ' opacity=".6"');
    if (k.tie) {
      for (const ty of [-Dp * 0.5, Dp * 0.5]) {
        svg += rect(xRear - 6, cy + ty - 4, xBodyEnd - xRear + 12, 8, v.paint.url('zinc'), ' stroke="#3a414a" stroke-width=".6"');
        for (const x of [xRear - 12, xBodyEnd]) svg += hexSide(x, cy + ty - 7, 12, 14, v.paint.url('zinc'));
      }
    }
  }
  const ports: [number, number][] = [];
  const pw = Math.max(0.3 * Dp, 12);
  const top = cy - (k.compact ? Dp / 2 : capH / 2);
  const portAt = (x: number) => {
    ports.push([x, top - pw * 0.55]);
    return rect(x - pw / 2, top - pw * 0.35, pw, pw * 0.35, bodyFill, OUTLINE) + hexSide(x - pw * 0.38, top - pw * 0.75, pw * 0.76, pw * 0.4, v.paint.url('brassH'), true);
  };
  if (k.compact) svg += portAt(xTube + T * s * 0.12) + portAt(xTube + T * s * 0.88);
  else {
    svg += portAt(xRear + (rc * s) / 2);
    if (k.double) svg += portAt(xHead + (hc * s) / 2);
  }
  return {svg, xR, rodEnd, ports, head: xBodyEnd};
}

function cylScale(g: CylGeo, maxDp: number): number {
  return Math.min(600 / (g.E + 0.6 * g.D), maxDp / g.D);
}

function hydraulicMain(v: View): string {
  const g = cylGeo(v.sp, 50);
  const s = cylScale(g, 130);
  const x0 = 400 - (g.E * s) / 2;
  const cy = 350;
  const r = hydraulic(v, g, x0, cy, s, g.S);
  const Dp = g.D * s;
  let body = brand(v.product) + shadow(400, cy + Dp * 0.7 + 30, g.E * s * 0.45) + r.svg;
  body += dimH(x0, r.xR, cy + Dp * 0.75 + 60, `${thousands(g.E)} mm tige sortie`, cy + Dp * 0.3);
  body += dimH(r.rodEnd - g.S * s, r.rodEnd, cy - Dp * 0.75 - 50, `course ${g.S} mm`, cy - g.d * s * 0.6, true);
  const sp = v.sp;
  body += caption([
    [`Ø ${g.D} mm`, `tige Ø ${g.d} mm`, sp.pressureBar ? `${sp.pressureBar} bar` : '', sp.forceN ? `${thousands(sp.forceN)} N` : ''].filter(Boolean).join(' · '),
    [sp.extra?.Effet, sp.thread ? `orifices ${sp.thread}` : ''].filter(Boolean).join(' · '),
  ]);
  return body;
}

function hydraulicCloseUp(v: View): {body: string; what: string} {
  const g = cylGeo(v.sp, 50);
  const s = Math.min(200 / g.D, 9);
  const Dp = g.D * s;
  // The head sits at x = 360, the body runs off the left edge, about 150 px of rod shown
  const gg: CylGeo = {...g, E: Math.max(g.E, 2 * g.S + 3 * g.D)};
  const full = hydraulic(v, gg, 0, 0, s, Math.min(g.S, Math.max(150 / s - 0.08 * g.D, 0)));
  const shift = 360 - full.head;
  let body = brand(v.product) + `<g transform="translate(${n(shift)} 380)">${full.svg}</g>`;
  const port = full.ports[full.ports.length - 1];
  if (port && port[0] + shift > 60) body += callout(port[0] + shift, port[1] + 380, Math.max(port[0] + shift - 60, 150), 130, `Orifice ${v.sp.thread?.split(' / ').pop() ?? ''}`.trim());
  body += callout(366, 380 + g.d * s * 0.5, 360, 380 + Dp * 0.6 + 120, 'Joint racleur et guidage de tige');
  body += callout(full.rodEnd + shift - 40, 380 - g.d * s * 0.5, 600, 170, `Tige chromée Ø ${g.d} mm`);
  body += caption([v.sp.pressureBar ? `Pression de service ${v.sp.pressureBar} bar` : '', v.sp.material ?? '']);
  return {body, what: 'la tête du vérin, l’orifice et la tige'};
}

function hydraulicSection(v: View): {body: string; what: string} {
  const g = cylGeo(v.sp, 50);
  const k = hydraulicKind(v);
  // Schematic, not to scale: a fixed frame that stays readable for every size.
  const Dp = 190;
  const dp = Math.max((Dp * g.d) / g.D, 44);
  const x1 = 100;
  const T = 450;
  const cy = 370;
  const wall = 14;
  const pist = 44;
  const px = x1 + wall + 150;
  const inner = Dp - 2 * wall;
  let body = brand(v.product);
  body += rect(x1, cy - Dp / 2, T, Dp, v.paint.url(isStainless(v.product, v.sp) ? 'inox' : 'blue'), ` stroke="${EDGE}" stroke-width="1.5" rx="6"`);
  body += rect(x1 + wall, cy - inner / 2, T - 2 * wall, inner, '#f2c75c');
  if (!k.double) body += rect(px + pist, cy - inner / 2, x1 + T - wall - px - pist, inner, '#fbfaf5');
  body += rect(px + pist, cy - dp / 2, 720 - px - pist, dp, v.paint.url('chrome'), OUTLINE);
  body += rect(px, cy - inner / 2, pist, inner, '#5f6872', OUTLINE);
  body += rect(px + 10, cy - inner / 2, 7, inner, '#111') + rect(px + 27, cy - inner / 2, 7, inner, '#111');
  if (!k.double) {
    let d = `M${n(px + pist)} ${n(cy - inner * 0.4)}`;
    const span = x1 + T - wall - px - pist;
    for (let i = 1; i <= 12; i++) d += `L${n(px + pist + (span * i) / 12)} ${n(cy + (i % 2 ? 1 : -1) * inner * 0.4)}`;
    body += `<path d="${d}" stroke="#5b6470" stroke-width="3" fill="none"/>`;
  }
  const ports = k.double ? [x1 + 60, x1 + T - 60] : [x1 + 60];
  for (const x of ports) body += rect(x - 14, cy - Dp / 2 - 22, 28, 22, v.paint.url('brassH'), OUTLINE);
  body += `<path d="M${x1 + 60} ${n(cy - Dp / 2 - 90)}v58m0 0l-8 -13m8 13l8 -13" stroke="#b45309" stroke-width="3" fill="none"/>`;
  body += text(x1 + 76, cy - Dp / 2 - 70, 'Huile sous pression', 17, 'start', '#b45309');
  body += text(x1 + wall + 75, cy + Dp / 2 + 32, 'Chambre de poussée', 17);
  body += text((px + pist + x1 + T - wall) / 2, cy + Dp / 2 + 32, k.double ? 'Chambre de traction' : 'Ressort de rappel', 17);
  body += callout(px + pist / 2, cy + inner / 2 - 6, px + pist / 2, cy + Dp / 2 + 88, 'Piston et joints');
  body += caption(['Coupe de principe', k.double ? 'Double effet : l’huile pousse et tire la tige' : 'Simple effet : l’huile pousse, le ressort ramène la tige']);
  return {body, what: 'coupe de principe montrant le piston et les chambres'};
}

// ---------------------------------------------------------------------------------------
// Pneumatic cylinder
// ---------------------------------------------------------------------------------------

function pneumaticKind(v: View): 'iso15552' | 'iso6432' | 'compact' {
  const norme = lower(v.sp.extra?.Norme);
  if (norme.includes('6432')) return 'iso6432';
  if (norme.includes('21287')) return 'compact';
  return 'iso15552';
}

function pneumatic(v: View, g: CylGeo, x0: number, cy: number, s: number, ext: number): {svg: string; xR: number; rodEnd: number; head: number} {
  const kind = pneumaticKind(v);
  const inox = isStainless(v.product, v.sp) && kind === 'iso6432' && lower(v.sp.material).startsWith('inox');
  const Dp = g.D * s;
  const dp = g.d * s;
  const caps = v.paint.url(inox ? 'inox' : kind === 'iso6432' ? 'alu' : 'dark');
  const tube = v.paint.url(kind === 'iso6432' ? 'inox' : 'alu');
  const ro = kind === 'iso6432' ? 0.6 * g.D : 0;
  const rc = kind === 'compact' ? 0 : kind === 'iso6432' ? 0.4 * g.D : 0.5 * g.D;
  const hc = kind === 'compact' ? 0 : kind === 'iso6432' ? 0.4 * g.D : 0.55 * g.D;
  const nose = kind === 'iso6432' ? 0.8 * g.D : 0;
  const th = kind === 'compact' ? 0 : 1.8 * g.d;
  const T = Math.max(g.E - g.S - ro - rc - hc - nose - th - 0.05 * g.D, g.S * 0.6 + 0.3 * g.D);
  const xRear = x0 + ro * s;
  const xTube = xRear + rc * s;
  const xHead = xTube + T * s;
  const xNose = xHead + hc * s;
  const xBodyEnd = xNose + nose * s;
  const rodEnd = xBodyEnd + Math.max((g.E - g.S - ro - rc - hc - nose - th - T + ext) * s, 0.05 * g.D * s);
  const xR = rodEnd + th * s;
  let svg = '';
  if (kind === 'iso6432') svg += drawFit(v, 'eye', x0, cy, xRear + 1, Dp * 0.75, Dp * 0.3, caps);
  svg += rect(xBodyEnd - 2, cy - dp / 2, rodEnd - xBodyEnd + 2, dp, v.paint.url('inox'), ` stroke="${EDGE}" stroke-width=".8"`);
  if (th) {
    svg += drawFit(v, 'thread', xR, cy, rodEnd, Dp, dp * 0.85, v.paint.url('inox'));
    svg += hexSide(rodEnd + th * s * 0.2, cy - dp * 0.85, Math.max(dp * 0.5, 5), dp * 1.7, v.paint.url('zinc'));
  }
  if (kind === 'compact') {
    svg += rect(xTube, cy - Dp / 2, T * s, Dp, tube, ` stroke="${EDGE}" stroke-width="1" rx="3"`);
    svg += `<path d="M${n(xTube + 4)} ${n(cy - Dp * 0.3)}h${n(T * s - 8)}M${n(xTube + 4)} ${n(cy + Dp * 0.3)}h${n(T * s - 8)}" stroke="#6b737c" stroke-width="2"/>`;
    svg += `<path d="M${n(rodEnd - dp)} ${n(cy - dp * 0.25)}H${n(rodEnd)}M${n(rodEnd - dp)} ${n(cy + dp * 0.25)}H${n(rodEnd)}" stroke="${EDGE}" stroke-dasharray="3 2"/>`;
  } else if (kind === 'iso6432') {
    svg += rect(xTube, cy - Dp * 0.42, T * s, Dp * 0.84, tube, ` stroke="${EDGE}" stroke-width=".8"`);
    svg += rect(xRear, cy - Dp / 2, rc * s, Dp, caps, ` stroke="${EDGE}" stroke-width="1" rx="${n(Dp * 0.2)}"`);
    svg += rect(xHead, cy - Dp / 2, hc * s, Dp, caps, ` stroke="${EDGE}" stroke-width="1" rx="${n(Dp * 0.2)}"`);
    svg += rect(xNose, cy - Dp * 0.4, nose * s, Dp * 0.8, caps, OUTLINE) + hatch(xNose, xBodyEnd, cy, Dp * 0.8, Dp * 0.09);
    svg += hexSide(xNose + nose * s * 0.1, cy - Dp * 0.62, nose * s * 0.35, Dp * 1.24, v.paint.url('zinc'));
  } else {
    const tubeH = Dp * 0.86;
    svg += rect(xTube, cy - tubeH / 2, T * s, tubeH, tube, ` stroke="${EDGE}" stroke-width=".8"`);
    svg += `<path d="M${n(xTube)} ${n(cy - tubeH * 0.22)}h${n(T * s)}M${n(xTube)} ${n(cy + tubeH * 0.22)}h${n(T * s)}" stroke="#7d858e" stroke-width="1.5"/>`;
    svg += rect(xRear, cy - Dp / 2, rc * s, Dp, caps, ` stroke="${EDGE}" stroke-width="1" rx="3"`);
    svg += rect(xHead, cy - Dp / 2, hc * s, Dp, caps, ` stroke="${EDGE}" stroke-width="1" rx="3"`);
    // tie rods along the top and bottom edges, with their nuts
    for (const yy of [cy - Dp * 0.47, cy + Dp * 0.47]) {
      svg += rect(xRear - 5, yy - 2.5, xNose - xRear + 10, 5, v.paint.url('zinc'), ' stroke="#3a414a" stroke-width=".5"');
      svg += hexSide(xRear - 9, yy - 5, 9, 10, v.paint.url('zinc')) + hexSide(xNose, yy - 5, 9, 10, v.paint.url('zinc'));
    }
    svg += circle(xHead + hc * s * 0.5, cy + Dp * 0.22, Math.max(Dp * 0.05, 2.5), '#1b1e22');
  }
  // ports
  const simple = lower(v.sp.extra?.Effet).includes('simple');
  const pr = Math.max(Dp * 0.11, 5);
  const px = kind === 'compact' ? [xTube + T * s * 0.15, xTube + T * s * 0.85] : simple ? [xRear + (rc * s) / 2] : [xRear + (rc * s) / 2, xHead + (hc * s) / 2];
  for (const x of px) svg += circle(x, cy - Dp * 0.12, pr, v.paint.url('brass'), OUTLINE) + circle(x, cy - Dp * 0.12, pr * 0.45, '#1b1e22');
  if (simple) svg += circle(xHead + (hc * s) / 2, cy - Dp * 0.12, pr * 0.5, '#1b1e22');
  return {svg, xR, rodEnd, head: xBodyEnd};
}

function pneumaticMain(v: View): string {
  const g = cylGeo(v.sp, 40);
  const s = cylScale(g, 120);
  const x0 = 400 - (g.E * s) / 2;
  const cy = 350;
  const Dp = g.D * s;
  const r = pneumatic(v, g, x0, cy, s, g.S);
  let body = brand(v.product) + shadow(400, cy + Dp * 0.6 + 30, g.E * s * 0.45) + r.svg;
  body += dimH(x0, r.xR, cy + Dp * 0.6 + 60, `${thousands(g.E)} mm tige sortie`, cy + Dp * 0.3);
  body += dimH(r.rodEnd - g.S * s, r.rodEnd, cy - Dp * 0.6 - 45, `course ${g.S} mm`, cy - g.d * s * 0.6, true);
  const sp = v.sp;
  body += caption([
    [sp.extra?.Norme, sp.extra?.Effet, `tige Ø ${g.d} mm`, sp.forceN ? `${thousands(sp.forceN)} N à 6 bar` : ''].filter(Boolean).join(' · '),
    [sp.thread ? `Filetage ${sp.thread}` : '', sp.material].filter(Boolean).join(' · '),
  ]);
  return body;
}

function pneumaticFace(v: View): {body: string; what: string} {
  const g = cylGeo(v.sp, 40);
  const kind = pneumaticKind(v);
  const c = 400;
  const cy = 370;
  const R = 210;
  const sc = R / (g.D / 2);
  let body = brand(v.product);
  const cap = v.paint.url(kind === 'iso6432' ? 'alu' : 'dark');
  if (kind === 'iso6432') {
    body += circle(c, cy, R, cap, ` stroke="${EDGE}" stroke-width="2"`);
    body += circle(c, cy, R * 0.8, 'none', ` stroke="${EDGE}" stroke-width="1.5" opacity=".5"`);
    body += `<path d="M${n(c - R * 0.7)} ${n(cy)}l${n(R * 0.35)} ${n(-R * 0.6)}h${n(R * 0.7)}l${n(R * 0.35)} ${n(R * 0.6)}l${n(-R * 0.35)} ${n(R * 0.6)}h${n(-R * 0.7)}z" fill="${v.paint.url('zinc')}" stroke="${EDGE}"/>`;
  } else {
    body += rect(c - R, cy - R, 2 * R, 2 * R, cap, ` stroke="${EDGE}" stroke-width="2" rx="${n(R * 0.16)}"`);
    if (kind === 'iso15552') {
      for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        const x = c + dx * R * 0.72;
        const y = cy + dy * R * 0.72;
        body += `<path d="M${n(x - 22)} ${n(y)}l11 -19h22l11 19l-11 19h-22z" fill="${v.paint.url('zinc')}" stroke="${EDGE}"/>` + circle(x, y, 8, '#59616b');
      }
    } else {
      for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) body += circle(c + dx * R * 0.72, cy + dy * R * 0.72, 13, '#15181b', ` stroke="${EDGE}"`);
    }
    body += circle(c, cy - R * 0.62, 15, v.paint.url('brass'), OUTLINE) + circle(c, cy - R * 0.62, 6, '#15181b');
    body += text(c + 26, cy - R * 0.62 + 6, v.sp.thread?.split(' / ').pop()?.trim() ?? '', 16, 'start', '#e5e9ee');
  }
  const rr = Math.max((g.d / 2) * sc, 18);
  body += circle(c, cy, rr * 1.35, '#1b1e22') + circle(c, cy, rr, v.paint.url('ball'), OUTLINE);
  body += callout(c + rr * 0.7, cy + rr * 0.7, 610, 680, `Tige Ø ${g.d} mm et racleur`);
  body += text(400, 120, kind === 'iso15552' ? 'Flasque avant, tirants et écrous' : kind === 'iso6432' ? 'Nez fileté et écrou de fixation' : 'Flasque avec trous de fixation', 20);
  body += text(400, 760, `Alésage ${v.product.title.match(/Ø (\d+)/)?.[1] ?? g.D} mm`, 16, 'middle', '#6f7985');
  return {body, what: 'vue de face du flasque avant'};
}

function pneumaticSection(v: View): {body: string; what: string} {
  const g = cylGeo(v.sp, 40);
  const simple = lower(v.sp.extra?.Effet).includes('simple');
  // Schematic, not to scale.
  const Dp = 180;
  const dp = Math.max((Dp * g.d) / g.D, 34);
  const x1 = 110;
  const T = 440;
  const cy = 370;
  const wall = 12;
  const pist = 40;
  const px = x1 + wall + 140;
  const inner = Dp - 2 * wall;
  let body = brand(v.product);
  body += rect(x1, cy - Dp / 2, T, Dp, v.paint.url(pneumaticKind(v) === 'iso6432' ? 'inox' : 'alu'), ` stroke="${EDGE}" stroke-width="1.5" rx="6"`);
  body += rect(x1 + wall, cy - inner / 2, T - 2 * wall, inner, '#e4f2fb');
  body += rect(x1 + wall, cy - inner / 2, px - x1 - wall, inner, '#9fd0f0');
  body += rect(px + pist, cy - dp / 2, 720 - px - pist, dp, v.paint.url('inox'), OUTLINE);
  body += rect(px, cy - inner / 2, pist, inner, '#6b737c', OUTLINE);
  body += rect(px + 15, cy - inner / 2, 10, inner, '#b91c1c', ' opacity=".85"');
  if (simple) {
    let d = `M${n(px + pist)} ${n(cy - inner * 0.4)}`;
    const span = x1 + T - wall - px - pist;
    for (let i = 1; i <= 12; i++) d += `L${n(px + pist + (span * i) / 12)} ${n(cy + (i % 2 ? 1 : -1) * inner * 0.4)}`;
    body += `<path d="${d}" stroke="#5b6470" stroke-width="3" fill="none"/>`;
  }
  body += `<path d="M${x1 + 50} ${n(cy - Dp / 2 - 80)}v58m0 0l-8 -13m8 13l8 -13" stroke="#0369a1" stroke-width="3" fill="none"/>`;
  body += text(x1 + 66, cy - Dp / 2 - 60, 'Air comprimé', 17, 'start', '#0369a1');
  body += text((px + pist + x1 + T - wall) / 2, cy + Dp / 2 + 32, simple ? 'Ressort de rappel' : 'Chambre avant', 17);
  body += callout(px + 20, cy + inner / 2 - 6, px + 20, cy + Dp / 2 + 88, 'Piston magnétique (aimant pour détecteurs)');
  body += caption(['Coupe de principe', simple ? 'Simple effet : l’air pousse, le ressort ramène' : 'Double effet : l’air pousse et ramène la tige']);
  return {body, what: 'coupe de principe avec le piston magnétique'};
}

// ---------------------------------------------------------------------------------------
// Dampers
// ---------------------------------------------------------------------------------------

function damperIsEyelet(v: View): boolean {
  return /œillet|oeillet/.test(lower(v.sp.fitting));
}

function damper(v: View, g: CylGeo, x0: number, cy: number, s: number, ext: number): {svg: string; xR: number; cap: number} {
  const inox = isStainless(v.product, v.sp);
  const soft = lower(v.sp.material).includes('polyamide');
  const adjustable = lower(JSON.stringify(v.variant.options) + (v.sp.extra?.['Réglage'] ?? '') + v.product.title).includes('réglable');
  const Dp = g.D * s;
  const dp = g.d * s;
  const capL = (soft ? 0.35 : 0.45) * g.D;
  const knob = adjustable ? 0.45 * g.D : 0;
  const T = Math.max(g.E - g.S - capL - knob - 0.1 * g.D, g.S);
  // left: button, rod; then threaded body; rear knob at the right
  const xCap = x0;
  const rodStart = xCap + capL * s;
  const xBody = rodStart + (ext + 0.1 * g.D) * s;
  const xEnd = xBody + T * s;
  const body = v.paint.url(inox ? 'inox' : soft ? 'grey' : 'dark');
  const padSoft = lower(v.sp.fitting).includes('polyuréthane') || lower(v.sp.fitting).includes('caoutchouc') || lower(v.sp.fitting).includes('tampon');
  let svg = rect(rodStart - 1, cy - dp / 2, xBody - rodStart + 2, dp, v.paint.url('chrome'), ` stroke="${EDGE}" stroke-width=".6"`);
  svg += rect(xCap, cy - Dp * 0.42, capL * s, Dp * 0.84, padSoft ? v.paint.url('plastic') : v.paint.url(inox ? 'inox' : 'zinc'), ` stroke="${EDGE}" stroke-width=".8" rx="${n(Dp * 0.2)}"`);
  svg += rect(xBody, cy - Dp / 2, T * s, Dp, body, ` stroke="${EDGE}" stroke-width=".8" rx="${soft ? n(Dp * 0.2) : 1}"`);
  if (soft) {
    svg += rect(xEnd - Dp * 0.2, cy - Dp * 0.8, Dp * 0.2, Dp * 1.6, body, ` stroke="${EDGE}" stroke-width=".8" rx="2"`);
  } else {
    const pitch = Number((v.sp.thread ?? 'M14×1,5').split('×')[1]?.replace(',', '.') ?? 1.5) || 1.5;
    svg += hatch(xBody, xEnd, cy, Dp, pitch * s);
    const nut = v.paint.url(inox ? 'inox' : 'zinc');
    svg += hexSide(xBody + T * s * 0.06, cy - Dp * 0.72, Dp * 0.42, Dp * 1.44, nut);
    svg += hexSide(xBody + T * s * 0.62, cy - Dp * 0.72, Dp * 0.42, Dp * 1.44, nut);
  }
  if (knob) {
    svg += rect(xEnd, cy - Dp * 0.4, knob * s, Dp * 0.8, v.paint.url('zinc'), OUTLINE);
    let d = '';
    for (let i = 1; i < 6; i++) d += `M${n(xEnd + (knob * s * i) / 6)} ${n(cy - Dp * 0.4)}v${n(Dp * 0.8)}`;
    svg += `<path d="${d}" stroke="${EDGE}" stroke-width=".8" opacity=".6"/>`;
  }
  return {svg, xR: xEnd + knob * s, cap: xCap};
}

function damperMain(v: View): string {
  if (damperIsEyelet(v)) return springMain(v);
  const g = cylGeo(v.sp, 14);
  const s = Math.min(560 / g.E, 110 / g.D);
  const x0 = 400 - (g.E * s) / 2;
  const cy = 350;
  const Dp = g.D * s;
  const r = damper(v, g, x0, cy, s, g.S);
  let body = brand(v.product) + shadow(400, cy + Dp + 20, g.E * s * 0.45) + r.svg;
  body += dimH(x0, r.xR, cy + Dp * 0.8 + 60, `${thousands(g.E)} mm`, cy + Dp * 0.3);
  body += dimH(x0 + (0.45 * g.D) * s * (lower(v.sp.material).includes('polyamide') ? 0.78 : 1), x0 + (0.45 * g.D + g.S) * s, cy - Dp * 0.8 - 40, `course ${g.S} mm`, cy - g.d * s * 0.6, true);
  const sp = v.sp;
  body += caption([[sp.thread ? `Filetage ${sp.thread}` : `Ø ${g.D} mm`, `course ${g.S} mm`, sp.extra?.['Énergie par cycle'] ? `${sp.extra['Énergie par cycle']} par cycle` : ''].filter(Boolean).join(' · '), [sp.fitting, sp.material].filter(Boolean).join(' · ')]);
  return body;
}

function damperCloseUp(v: View): {body: string; what: string} {
  if (damperIsEyelet(v)) return springCloseUp(v);
  const g = cylGeo(v.sp, 14);
  const s = Math.min(700 / g.E, 240 / g.D);
  const cy = 370;
  const r = damper(v, g, 130, cy, s, g.S);
  let body = brand(v.product) + r.svg;
  const Dp = g.D * s;
  body += callout(130 + 0.2 * g.D * s, cy - Dp * 0.4, 60, 150, v.sp.fitting ?? 'Tête de tige', 'start');
  body += callout(130 + (0.45 * g.D + g.S * 0.5) * s, cy + g.d * s * 0.5, 300, cy + Dp + 120, `Tige Ø ${g.d} mm – course ${g.S} mm`);
  if (v.sp.thread) body += callout(r.xR - Dp * 1.2, cy - Dp / 2, 600, 150, `Corps fileté ${v.sp.thread}`);
  return {body, what: 'la tête de tige et le corps'};
}

function damperUse(v: View): {body: string; what: string} {
  if (damperIsEyelet(v)) {
    const r = springPositions(v);
    return {body: r.body, what: 'course complète, tige sortie et rentrée'};
  }
  const g = cylGeo(v.sp, 14);
  const soft = lower(v.sp.material).includes('polyamide');
  const s = Math.min(300 / g.E, 60 / g.D);
  const cy = 420;
  const Dp = g.D * s;
  const x0 = 420;
  const r = damper(v, g, x0, cy, s, g.S);
  let body = brand(v.product);
  if (soft) {
    body += rect(x0 - 20, cy - 160, 20, 330, '#d3b184', ` stroke="${EDGE}" stroke-width="2"`);
    body += rect(x0 + 2, cy - 200, r.xR - x0 + 60, 400, '#e2c79f', ` stroke="${EDGE}" stroke-width="2"`);
    body += r.svg;
    body += `<path d="M${n(x0 - 120)} ${n(cy - 60)}h70m0 0l-14 -9m14 9l-14 9" stroke="#0f766e" stroke-width="3" fill="none"/>`;
    body += text(x0 - 120, cy - 80, 'Porte qui se ferme', 17, 'start', '#0f766e');
  } else {
    body += rect(x0 + (r.xR - x0) * 0.35, cy - Dp * 1.4, 26, Dp * 2.8 + 60, '#8d97a2', ` stroke="${EDGE}" stroke-width="1.5"`);
    body += rect(60, cy + Dp * 1.4 + 30, 700, 14, '#b9c2cb', ` stroke="${EDGE}"`);
    body += rect(120, cy - 70, 170, 140, '#64748b', ` stroke="${EDGE}" stroke-width="2" rx="6"`);
    body += circle(150, cy + 82, 12, '#334155') + circle(260, cy + 82, 12, '#334155');
    body += r.svg;
    body += `<path d="M150 ${n(cy - 100)}h90m0 0l-14 -9m14 9l-14 9" stroke="#0f766e" stroke-width="3" fill="none"/>`;
    body += text(150, cy - 116, 'Chariot en mouvement', 17, 'start', '#0f766e');
  }
  body += caption([soft ? 'Fin de fermeture freinée, sans claquement' : 'Butée de fin de course sur un chariot', 'L’amortisseur absorbe l’énergie sur toute sa course']);
  return {body, what: soft ? 'amortissement de la fermeture d’une porte' : 'amortisseur monté en butée de fin de course'};
}

// ---------------------------------------------------------------------------------------
// Lifting supports
// ---------------------------------------------------------------------------------------

type SupportKind = 'stay' | 'bed' | 'plan';

function supportKind(p: SeedProduct): SupportKind {
  if (p.handle.includes('lit')) return 'bed';
  if (p.handle.includes('plan-de-travail')) return 'plan';
  return 'stay';
}

function plate(cx: number, cy: number, w: number, h: number, fill: string, deg = 0): string {
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})">${rect(-w / 2, -h / 2, w, h, fill, ` stroke="${EDGE}" stroke-width="1.2" rx="4"`)}${circle(-w * 0.32, 0, Math.min(h * 0.18, 5), BG, OUTLINE)}${circle(w * 0.32, 0, Math.min(h * 0.18, 5), BG, OUTLINE)}</g>`;
}

function bar(x1: number, y1: number, x2: number, y2: number, w: number, colour: string): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${EDGE}" stroke-width="${n(w + 2)}" stroke-linecap="round"/><path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${colour}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}

/** Folding stay from P to Q with two arms of lengths a1, a2; the knee bends towards `side`. */
function stay(v: View, P: [number, number], Q: [number, number], a1: number, a2: number, side: 1 | -1, w = 12): string {
  const [px, py] = P;
  const [qx, qy] = Q;
  const dx = qx - px;
  const dy = qy - py;
  const dist = Math.min(Math.hypot(dx, dy), a1 + a2 - 0.5);
  const a = (a1 * a1 - a2 * a2 + dist * dist) / (2 * dist);
  const h = Math.sqrt(Math.max(a1 * a1 - a * a, 0));
  const ux = dx / Math.hypot(dx, dy);
  const uy = dy / Math.hypot(dx, dy);
  const kx = px + a * ux - side * h * uy;
  const ky = py + a * uy + side * h * ux;
  const inox = isStainless(v.product, v.sp);
  const colour = inox ? '#d9dee3' : lower(v.sp.material).includes('nickel') ? '#cfd5db' : '#a9b2bc';
  let svg = bar(px, py, kx, ky, w, colour) + bar(kx, ky, qx, qy, w * 0.85, colour);
  const t = lower(v.product.title);
  if (t.includes('friction')) svg += circle(kx, ky, w * 0.95, v.paint.url('zinc'), OUTLINE) + circle(kx, ky, w * 0.4, '#59616b');
  else svg += circle(kx, ky, w * 0.42, '#59616b', OUTLINE);
  svg += circle(px, py, w * 0.42, '#59616b', OUTLINE) + circle(qx, qy, w * 0.42, '#59616b', OUTLINE);
  if (t.includes('freinage')) svg += `<g transform="translate(${n(px)} ${n(py)})">${rect(-26, -20, 52, 40, v.paint.url('zinc'), ` stroke="${EDGE}" rx="6"`)}${circle(0, 0, 7, '#3a414a')}${circle(14, -10, 3, '#3a414a')}</g>`;
  return svg;
}

function supportGasSpring(v: View, A: [number, number], B: [number, number], D = 15): string {
  const g: SpringGeo = {E: 100, S: 40, D, d: D * 0.4, fitL: 'eye', fitR: 'eye'};
  const len = Math.hypot(B[0] - A[0], B[1] - A[1]);
  g.E = len;
  g.S = len * 0.4;
  const angle = (Math.atan2(B[1] - A[1], B[0] - A[0]) * 180) / Math.PI;
  const view: View = {...v, sp: {...v.sp, material: 'acier', fitting: 'œillet'}};
  const r = spring(view, g, 0, 0, 1, 1.1, g.S);
  return `<g transform="translate(${n(A[0])} ${n(A[1])}) rotate(${n(angle)})">${r.svg}</g>`;
}

function bedFrame(v: View, deg: number, withBed: boolean): string {
  const hx = 150;
  const hy = 470;
  const L = 500;
  const a = (deg * Math.PI) / 180;
  const ex = hx + L * Math.cos(a);
  const ey = hy - L * Math.sin(a);
  let svg = '';
  if (withBed) {
    svg += rect(hx - 40, hy - 10, 600, 150, '#e2c79f', ` stroke="${EDGE}" stroke-width="2"`);
    const mx = Math.sin(a) * 70;
    const my = Math.cos(a) * 70;
    svg += `<path d="M${n(hx - 30)} ${n(hy - 14)}L${n(ex + 50 * Math.cos(a))} ${n(ey - 50 * Math.sin(a))}l${n(-mx)} ${n(-my)}L${n(hx - 30 - mx)} ${n(hy - 14 - my)}z" fill="#f1f5f9" stroke="${EDGE}" stroke-width="2"/>`;
  }
  svg += bar(hx - 10, hy + 12, hx + L + 20, hy + 12, 14, '#2f353c');
  svg += bar(hx, hy, ex, ey, 12, '#3b424a');
  svg += plate(hx + 80, hy + 30, 90, 26, '#30363d') + plate(hx + L - 40, hy + 30, 90, 26, '#30363d');
  svg += circle(hx, hy, 9, '#8a939e', OUTLINE);
  const A: [number, number] = [hx + 250, hy + 8];
  const B: [number, number] = [hx + 110 * Math.cos(a), hy - 110 * Math.sin(a) - 6];
  svg += supportGasSpring(v, B, A, 22);
  return svg;
}

function planMechanism(v: View, deg: number, withCabinet: boolean): string {
  const bx = 200;
  const by = 500;
  const L = 260;
  const a = (deg * Math.PI) / 180;
  const ox = L * Math.cos(a);
  const oy = -L * Math.sin(a);
  const col = lower(JSON.stringify(v.variant.options)).includes('noir') ? '#2f353c' : '#aeb6bf';
  let svg = '';
  if (withCabinet) {
    svg += rect(140, 240, 520, 420, '#e2c79f', ` stroke="${EDGE}" stroke-width="2"`) + rect(160, 260, 480, 380, '#f3e4cc', ` stroke="${EDGE}"`);
    svg += rect(100, 220, 600, 22, '#c8a77b', ` stroke="${EDGE}" stroke-width="2"`);
  }
  svg += rect(bx - 30, by - 70, 40, 160, col, ` stroke="${EDGE}" stroke-width="1.5" rx="5"`);
  svg += bar(bx, by - 40, bx + ox, by - 40 + oy, 14, col) + bar(bx, by + 40, bx + ox, by + 40 + oy, 14, col);
  const px = bx + ox;
  const py = by - 40 + oy;
  svg += rect(px - 10, py - 30, 20, 110, col, ` stroke="${EDGE}" stroke-width="1.5" rx="4"`);
  svg += rect(px - 10, py - 44, 300, 16, withCabinet ? '#dbc29c' : col, ` stroke="${EDGE}" stroke-width="1.5"`);
  if (withCabinet) {
    svg += rect(px + 60, py - 150, 150, 106, '#e5e7eb', ` stroke="${EDGE}" stroke-width="2" rx="18"`) + `<path d="M${n(px + 90)} ${n(py - 150)}q45 -70 90 0" fill="#cbd5e1" stroke="${EDGE}" stroke-width="2"/>`;
  }
  for (const [x, y] of [[bx, by - 40], [bx, by + 40], [px, py], [px, py + 80]] as [number, number][]) svg += circle(x, y, 6, '#59616b', OUTLINE);
  svg += supportGasSpring(v, [bx, by + 60], [bx + ox * 0.6, by - 40 + oy * 0.6], 14);
  return svg;
}

function supportView(v: View, index: number): {body: string; what: string} {
  const kind = supportKind(v.product);
  const L = v.sp.extendedLengthMm ?? 300;
  let body = brand(v.product);
  if (kind === 'bed') {
    const views = [
      {deg: 38, bed: false, what: 'mécanisme ouvert'},
      {deg: 2, bed: false, what: 'mécanisme fermé'},
      {deg: 35, bed: true, what: 'monté sur un lit coffre, sommier relevé'},
    ];
    const w = views[index] ?? views[0];
    body += bedFrame(v, w.deg, w.bed);
    if (index === 0) body += dimH(140, 670, 560, `${thousands(L)} mm`, 500);
    body += caption([`Mécanisme de relevage – ${w.what}`, v.sp.forceN ? `Vérins à gaz ${thousands(v.sp.forceN)} N inclus` : '']);
    return {body, what: w.what};
  }
  if (kind === 'plan') {
    const views = [
      {deg: 40, cab: false, what: 'position haute'},
      {deg: -22, cab: false, what: 'position rangée'},
      {deg: 40, cab: true, what: 'dans un meuble bas, appareil sorti'},
    ];
    const w = views[index] ?? views[0];
    body += planMechanism(v, w.deg, w.cab);
    body += caption([`Support de levage – ${w.what}`, 'Parallélogramme : le plateau reste horizontal']);
    return {body, what: w.what};
  }
  const a1 = 0.52;
  const a2 = 0.5;
  const px = Math.min(540 / (L * (a1 + a2)), 1.9);
  const A1 = L * a1 * px;
  const A2 = L * a2 * px;
  const fill = v.paint.url(isStainless(v.product, v.sp) ? 'inox' : 'zinc');
  const gasSupport = Boolean(v.sp.forceN);
  if (index === 0 || index === 1) {
    const open = index === 0;
    const P: [number, number] = [400 - (A1 + A2) * 0.48, 380];
    const Q: [number, number] = open ? [P[0] + (A1 + A2) * 0.9995, 380] : [P[0] + Math.abs(A1 - A2) + 40, 380];
    body += plate(P[0] - 20, P[1], 100, 40, fill) + plate(Q[0] + 20, Q[1], 100, 40, fill);
    if (gasSupport) body += supportGasSpring(v, [P[0] + 20, P[1] + 60], [Q[0] - 30, Q[1] + 40]);
    body += stay(v, P, Q, A1, A2, 1, 13);
    if (open) body += dimH(P[0], Q[0], 500, `${thousands(L)} mm ouvert`, 410);
    body += caption([open ? 'Compas ouvert' : 'Compas replié, ouvrant fermé', [v.sp.material, v.sp.extra?.['Charge admissible'], v.sp.extra?.['Angle d’ouverture'] ? `ouverture ${v.sp.extra['Angle d’ouverture']}` : ''].filter(Boolean).join(' · ')]);
    return {body, what: open ? 'compas ouvert' : 'compas replié'};
  }
  // Mounting example
  const flap = lower(v.product.title).includes('abattante');
  if (flap) {
    body += rect(200, 200, 320, 330, '#e2c79f', ` stroke="${EDGE}" stroke-width="2"`) + rect(220, 220, 280, 290, '#f3e4cc', ` stroke="${EDGE}"`);
    body += rect(520, 512, 260, 18, '#d3b184', ` stroke="${EDGE}" stroke-width="2"`);
    const P: [number, number] = [470, 300];
    const Q: [number, number] = [650, 505];
    const k = Math.min((Math.hypot(Q[0] - P[0], Q[1] - P[1]) + 30) / 2, 200);
    body += stay(v, P, Q, k, k * 0.95, -1, 10);
    body += caption(['Porte abattante ouverte à l’horizontale', 'Le compas retient et freine la descente']);
    return {body, what: 'monté sur une porte abattante ouverte'};
  }
  const scene = lidScene(themeOf(v.product), 70);
  body += scene.svg;
  const P = scene.A;
  const Q = scene.B;
  const d = Math.hypot(Q[0] - P[0], Q[1] - P[1]);
  if (gasSupport) body += supportGasSpring(v, [P[0] + 14, P[1] + 12], [Q[0] + 10, Q[1] + 12]);
  body += stay(v, P, Q, d * 0.53, d * 0.5, -1, 10);
  body += caption([`Monté sur ${THEME[themeOf(v.product)].name}`, 'Ouvrant maintenu ouvert par le compas']);
  return {body, what: `monté sur ${THEME[themeOf(v.product)].name}`};
}

// ---------------------------------------------------------------------------------------
// End fittings, brackets, kits, tool
// ---------------------------------------------------------------------------------------

type PartKind = 'socket' | 'stud' | 'eye' | 'clevis' | 'bellows' | 'adapter';

function partKind(p: SeedProduct): PartKind {
  const h = p.handle;
  if (h.includes('axe-a-boule')) return 'stud';
  if (h.includes('soufflet')) return 'bellows';
  if (h.includes('adaptateur')) return 'adapter';
  if (h.includes('chape')) return 'clevis';
  if (h.includes('oeillet')) return 'eye';
  return 'socket';
}

/** A ball stud standing vertically, base at (x, y) going up; `u` = ball diameter px. */
function ballStud(v: View, x: number, y: number, u: number, fill: string): string {
  const zH = v.paint.url(fill.includes('inox') ? 'inoxH' : 'zincH');
  let s = rect(x - u * 0.32, y, u * 0.64, u * 0.9, zH, OUTLINE);
  let d = '';
  for (let k = 1; k < 7; k++) d += `M${n(x - u * 0.32)} ${n(y + (u * 0.9 * k) / 7)}h${n(u * 0.64)}`;
  s += `<path d="${d}" stroke="${EDGE}" stroke-width=".8" opacity=".55"/>`;
  s += hexSide(x - u * 0.55, y - u * 0.32, u * 1.1, u * 0.32, zH, true);
  s += rect(x - u * 0.2, y - u * 0.72, u * 0.4, u * 0.42, zH, OUTLINE);
  s += circle(x, y - u * 0.95, u * 0.5, v.paint.url('ball'), OUTLINE);
  return s;
}

function partMain(v: View, kind: PartKind, cx: number, cy: number, u: number): string {
  const fill = v.paint.url(isStainless(v.product, v.sp) ? 'inox' : 'zinc');
  const threadLabel = v.sp.thread ? `taraudage ${v.sp.thread}` : 'à souder';
  switch (kind) {
    case 'stud':
      return ballStud(v, cx, cy + u * 0.4, u * 1.2, fill);
    case 'bellows': {
      const len = Math.min((v.sp.extendedLengthMm ?? 200) * 2.6, 620);
      const x1 = cx - len / 2;
      const folds = Math.round(len / 26);
      let d = `M${n(x1 + 30)} ${n(cy - u * 0.5)}`;
      for (let i = 0; i <= folds; i++) d += `L${n(x1 + 30 + ((len - 60) * i) / folds)} ${n(cy + (i % 2 ? -u * 0.5 : -u * 0.34))}`;
      for (let i = folds; i >= 0; i--) d += `L${n(x1 + 30 + ((len - 60) * i) / folds)} ${n(cy + (i % 2 ? u * 0.5 : u * 0.34))}`;
      let folds2 = '';
      for (let i = 1; i < folds; i++) folds2 += `M${n(x1 + 30 + ((len - 60) * i) / folds)} ${n(cy + (i % 2 ? -u * 0.5 : -u * 0.34))}V${n(cy + (i % 2 ? u * 0.5 : u * 0.34))}`;
      return `<path d="${d}z" fill="${v.paint.url('plastic')}" stroke="${EDGE}" stroke-linejoin="round"/><path d="${folds2}" stroke="#6b7280" stroke-width="1.2"/>` + rect(x1, cy - u * 0.22, 32, u * 0.44, v.paint.url('plastic'), OUTLINE) + rect(x1 + len - 32, cy - u * 0.3, 32, u * 0.6, v.paint.url('plastic'), OUTLINE);
    }
    case 'adapter': {
      let s = hexSide(cx - u * 0.5, cy - u * 0.55, u, u * 1.1, fill);
      s += rect(cx + u * 0.5, cy - u * 0.28, u * 1.1, u * 0.56, fill, OUTLINE) + hatch(cx + u * 0.5, cx + u * 1.6, cy, u * 0.56, u * 0.12);
      s += `<path d="M${n(cx - u * 0.5)} ${n(cy - u * 0.25)}h${n(-u * 0.01)}M${n(cx - u * 0.5)} ${n(cy - u * 0.3)}H${n(cx + u * 0.25)}M${n(cx - u * 0.5)} ${n(cy + u * 0.3)}H${n(cx + u * 0.25)}" stroke="${EDGE}" stroke-dasharray="5 3"/>`;
      return s + text(cx - u * 0.9, cy + 6, 'femelle', 16, 'end', '#6f7985') + text(cx + u * 1.7, cy + 6, 'mâle', 16, 'start', '#6f7985');
    }
    case 'eye':
    case 'clevis':
    case 'socket': {
      const f: Fit = kind === 'eye' ? 'eye' : kind === 'clevis' ? 'clevis' : 'ball';
      const neckX = cx - u * 1.5;
      let s = drawFit(v, f, cx, cy, neckX, u, u * 0.5, fill);
      s += rect(neckX - u * 0.3, cy - u * 0.32, u * 0.3, u * 0.64, fill, OUTLINE);
      s += `<path d="M${n(neckX - u * 0.3)} ${n(cy - u * 0.2)}H${n(neckX + u * 0.6)}M${n(neckX - u * 0.3)} ${n(cy + u * 0.2)}H${n(neckX + u * 0.6)}" stroke="${EDGE}" stroke-dasharray="5 3"/>`;
      return s + text(neckX - u * 0.45, cy + 6, threadLabel, 17, 'end', '#6f7985');
    }
  }
}

function partView(v: View, index: number): {body: string; what: string} {
  const kind = partKind(v.product);
  let body = brand(v.product);
  const names: Record<PartKind, string> = {
    socket: 'rotule',
    stud: 'axe à boule',
    eye: 'œillet',
    clevis: 'chape',
    bellows: 'soufflet',
    adapter: 'adaptateur',
  };
  if (index === 0) {
    const u = kind === 'bellows' ? 150 : 150;
    body += shadow(400, 600, 220) + partMain(v, kind, kind === 'socket' || kind === 'eye' || kind === 'clevis' ? 470 : 400, 380, u);
    body += caption([[v.sp.fitting, v.sp.thread ? `filetage ${v.sp.thread}` : ''].filter(Boolean).join(' · '), v.sp.material ?? '']);
    return {body, what: `vue de la pièce (${names[kind]})`};
  }
  // index 1: mounted on the end of a gas spring rod
  const cy = 380;
  const u = 110;
  body += rect(-10, cy - 60, 200, 120, v.paint.url('black'), ` stroke="${EDGE}" rx="8"`);
  body += rect(190, cy - 22, 170, 44, v.paint.url('chrome'), OUTLINE);
  if (kind === 'bellows') {
    const fake: View = {...v, sp: {...v.sp, extendedLengthMm: 120}};
    body += `<g opacity=".92">${partMain(fake, 'bellows', 290, cy, 80)}</g>`;
    body += drawFit(v, 'eye', 520, cy, 420, 110, 40, v.paint.url('zinc'));
    body += rect(358, cy - 20, 62, 40, v.paint.url('chrome'), OUTLINE);
  } else if (kind === 'stud') {
    body += drawFit(v, 'ball', 470, cy, 360, u, 44, v.paint.url('zinc'));
    body += rect(300, cy + u * 1.45, 340, 22, '#b9c2cb', ` stroke="${EDGE}"`);
  } else if (kind === 'adapter') {
    body += hexSide(360, cy - 34, 60, 68, v.paint.url('zinc'));
    body += drawFit(v, 'eye', 560, cy, 420, u, 40, v.paint.url('zinc'));
  } else {
    const f: Fit = kind === 'eye' ? 'eye' : kind === 'clevis' ? 'clevis' : 'ball';
    body += drawFit(v, f, 520, cy, 360, u, 44, v.paint.url(isStainless(v.product, v.sp) ? 'inox' : 'zinc'));
  }
  body += callout(100, cy - 60, 100, 200, 'Vérin à gaz');
  body += caption([`Montage : ${names[kind]} sur la tige du vérin`, kind === 'bellows' ? 'Le soufflet couvre toute la tige sortie' : 'Serrer à la main, frein-filet moyen conseillé']);
  return {body, what: `${names[kind]} monté sur la tige d’un vérin`};
}

function bracketView(v: View, index: number): {body: string; what: string} {
  const inox = isStainless(v.product, v.sp);
  const fill = v.paint.url(inox ? 'inox' : 'zinc');
  const flat = v.product.handle.includes('plate');
  let body = brand(v.product);
  if (index === 0) {
    if (flat) {
      body += shadow(400, 520, 230);
      body += `<path d="M170 470l120 -70h360l-120 70z" fill="${fill}" stroke="${EDGE}" stroke-width="1.5"/><path d="M170 470h360l120 -70v14l-120 70h-360z" fill="#8b949e" stroke="${EDGE}"/>`;
      for (const [x, y] of [[280, 450], [520, 420]]) body += `<ellipse cx="${x}" cy="${y}" rx="22" ry="10" fill="${BG}" stroke="${EDGE}"/>`;
      body += ballStud(v, 400, 420, 110, fill);
    } else {
      body += shadow(400, 600, 220);
      body += rect(220, 300, 240, 260, fill, ` stroke="${EDGE}" stroke-width="1.5"`);
      body += `<path d="M460 300l9 -6v260l-9 6z" fill="#6b7480" stroke="${EDGE}"/>`;
      body += `<path d="M220 560h249l-110 76h-249z" fill="${fill}" stroke="${EDGE}" stroke-width="1.5"/><path d="M110 636h249v9h-249z" fill="#6b7480" stroke="${EDGE}"/>`;
      body += `<ellipse cx="290" cy="598" rx="46" ry="10" fill="${BG}" stroke="${EDGE}"/>`;
      body += rect(290, 330, 100, 26, BG, ` stroke="${EDGE}" rx="13"`);
      body += `<path d="M306 462l20 -34h40l20 34l-20 34h-40z" fill="${v.paint.url('zinc')}" stroke="${EDGE}"/>`;
      body += circle(338, 454, 34, v.paint.url('ball'), OUTLINE);
    }
    body += caption([v.sp.fitting ?? 'Ferrure', v.sp.material ?? '']);
    return {body, what: 'vue en perspective'};
  }
  // index 1: orthographic views with dimensions
  if (flat) {
    body += rect(160, 300, 480, 110, fill, ` stroke="${EDGE}" stroke-width="1.5" rx="55"`);
    body += circle(230, 355, 16, BG, OUTLINE) + circle(400, 355, 30, v.paint.url('ball'), OUTLINE) + circle(570, 355, 16, BG, OUTLINE);
    body += dimH(160, 640, 470, '80 mm', 410);
    body += rect(160, 580, 480, 12, fill, OUTLINE) + ballStud(v, 400, 580, 48, fill);
    body += text(400, 640, 'Vue de dessus et vue de côté', 17);
  } else {
    body += rect(160, 200, 200, 240, fill, ` stroke="${EDGE}" stroke-width="1.5"`);
    body += rect(205, 230, 110, 30, BG, ` stroke="${EDGE}" rx="15"`) + circle(260, 350, 28, v.paint.url('ball'), OUTLINE);
    body += dimH(160, 360, 490, '50 mm', 440);
    body += `<path d="M480 200v240h180" fill="none" stroke="${EDGE}" stroke-width="12"/>`;
    body += `<g transform="translate(486 350) rotate(90)">${ballStud(v, 0, 0, 56, fill)}</g>`;
    body += dimH(480, 660, 490, '45 mm', 446);
    body += text(400, 600, 'Vue de face et vue de côté', 17);
  }
  body += caption(['Cotes d’encombrement', 'Trous oblongs pour ajuster la position du vérin']);
  return {body, what: 'vues cotées'};
}

function kitView(v: View, index: number): {body: string; what: string} {
  const h = v.product.handle;
  const labels: string[] = [];
  let body = brand(v.product);
  const zinc = v.paint.url(isStainless(v.product, v.sp) ? 'inox' : 'zinc');
  const numbered = index === 1;
  const tag = (x: number, y: number, k: number, label: string) => {
    labels.push(label);
    return numbered ? circle(x, y, 15, '#0f766e') + text(x, y + 6, String(k), 16, 'middle', '#fff') : '';
  };
  if (h.includes('joints')) {
    const rings: [number, number, number, string, string][] = [
      [230, 300, 110, '#1f2937', 'Joint de piston'],
      [520, 290, 80, '#1e3a8a', 'Joint de tige'],
      [560, 500, 70, '#111827', 'Racleur'],
      [300, 540, 90, '#d6c7a1', 'Bagues de guidage'],
      [420, 420, 40, '#111827', 'Joints toriques'],
    ];
    rings.forEach(([x, y, r, c, l], k) => {
      body += circle(x, y, r, 'none', ` stroke="${c}" stroke-width="${n(r * 0.22)}"`);
      body += tag(x + r + 10, y - r, k + 1, l);
    });
  } else if (h.includes('raccords')) {
    body += `<path d="M120 520c120 -200 420 120 560 -120" stroke="#2563eb" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    body += tag(640, 420, 1, 'Tube polyuréthane Ø 6 mm, 5 m');
    for (const x of [180, 320]) {
      body += hexSide(x - 30, 260, 60, 48, v.paint.url('brassH'), true) + rect(x - 18, 308, 36, 36, v.paint.url('brassH'), OUTLINE);
      body += rect(x - 26, 200, 52, 60, '#9ca3af', OUTLINE) + rect(x + 26, 208, 60, 44, '#9ca3af', OUTLINE) + rect(x + 84, 205, 14, 50, '#2563eb');
    }
    body += tag(250, 170, 2, '2 raccords coudés G 1/8');
    for (const x of [500, 630]) {
      body += hexSide(x - 30, 270, 60, 48, v.paint.url('brassH'), true) + rect(x - 20, 190, 40, 80, '#9ca3af', OUTLINE) + rect(x - 10, 140, 20, 50, '#1f2937', OUTLINE);
    }
    body += tag(565, 150, 3, '2 réducteurs de débit');
  } else if (h.includes('fixation')) {
    body += drawFit(v, 'ball', 220, 260, 120, 70, 28, zinc) + drawFit(v, 'ball', 460, 260, 360, 70, 28, zinc);
    body += tag(220, 200, 1, '2 rotules Ø 13 mm');
    body += ballStud(v, 620, 300, 50, zinc) + ballStud(v, 700, 300, 50, zinc);
    body += tag(660, 200, 2, '2 axes à boule');
    for (const x of [140, 340]) body += `<path d="M${x} 560h150v-14h-136v-120h-14z" fill="${zinc}" stroke="${EDGE}"/>`;
    body += tag(300, 430, 3, '2 ferrures équerres');
    for (let k = 0; k < 6; k++) body += rect(540 + k * 30, 470, 8, 90, zinc, OUTLINE) + rect(534 + k * 30, 462, 20, 8, zinc, OUTLINE);
    body += tag(620, 440, 4, 'Visserie');
  } else {
    // gas springs pair plus fittings
    const g = springGeo(v);
    const s = Math.min(520 / g.E, 40 / g.D);
    const sp1 = spring(v, g, 400 - (g.E * s) / 2, 220, s, s, g.S);
    const sp2 = spring(v, g, 400 - (g.E * s) / 2, 330, s, s, g.S);
    body += sp1.svg + sp2.svg;
    body += tag(400 + (g.E * s) / 2 + 30, 220, 1, `2 vérins à gaz ${g.D}/${g.d}, course ${g.S} mm`);
    if (h.includes('lit')) {
      for (const x of [170, 290, 410, 530]) body += `<path d="M${x} 560h90v-14h-76v-80h-14z" fill="${v.paint.url('zinc')}" stroke="${EDGE}"/>` + circle(x + 30, 500, 8, BG, OUTLINE);
      body += tag(660, 520, 2, '4 ferrures à œillet');
    } else {
      // one stud drawn, repeated with <use> to keep the file small
      const base = h.includes('bateau') ? rect(130, 552, 80, 8, zinc, OUTLINE) : '';
      body += `<g id="stud">${base}${ballStud(v, 170, 552, 40, zinc)}</g>`;
      for (const dx of [120, 240, 360]) body += `<use href="#stud" x="${dx}"/>`;
      body += tag(660, 520, 2, h.includes('bateau') ? '4 ferrures à axe à boule' : '4 axes à boule Ø 13 mm');
    }
    for (let k = 0; k < 5; k++) body += rect(600 + k * 22, 590, 7, 60, zinc, OUTLINE);
    body += tag(660, 580, 3, 'Visserie');
  }
  if (numbered) {
    const items = labels.map((l, k) => `${k + 1}. ${l}`);
    const half = items.join(' · ').length > 80 ? Math.ceil(items.length / 2) : items.length;
    body += caption(['Contenu du kit', items.slice(0, half).join(' · '), items.slice(half).join(' · ')]);
  } else body += caption([v.product.title.split(' – ')[0], v.sp.extra?.Contenu ?? '']);
  return {body, what: numbered ? 'contenu du kit, pièces numérotées' : 'vue d’ensemble du kit'};
}

function toolView(v: View, index: number): {body: string; what: string} {
  let body = brand(v.product);
  const steel = v.paint.url('dark');
  const inUse = index === 1;
  const ox = 400;
  body += shadow(ox, 640, 240);
  body += rect(ox - 200, 560, 400, 70, steel, ` stroke="${EDGE}" stroke-width="1.5" rx="6"`);
  body += `<path d="M${ox - 70} 560l40 -50h60l40 50z" fill="#4b5563" stroke="${EDGE}"/>`;
  body += `<path d="M${ox - 180} 560V190h300v80h-60v-20h-180v310z" fill="#c2410c" stroke="${EDGE}" stroke-width="1.5"/>`;
  body += rect(ox - 15, 150, 30, 290, v.paint.url('zincH'), OUTLINE) + hatch(ox - 15, ox + 15, 300, 180, 0);
  let d = '';
  for (let y = 160; y < 430; y += 9) d += `M${ox - 15} ${y}l30 5`;
  body += `<path d="${d}" stroke="${EDGE}" stroke-width=".8" opacity=".5"/>`;
  body += rect(ox - 120, 132, 240, 22, v.paint.url('zinc'), ` stroke="${EDGE}" rx="11"`);
  body += `<path d="M${ox - 8} 440h16l-8 28z" fill="#111"/>`;
  body += rect(ox - 110, 450, 220, 100, '#93c5fd', ` stroke="#1d4ed8" stroke-width="1.5" opacity=".35" rx="6"`);
  if (inUse) {
    body += rect(120, 468, 520, 44, v.paint.url('black'), ` stroke="${EDGE}" rx="8"`) + rect(640, 481, 110, 18, v.paint.url('chrome'), OUTLINE);
    body += drawFit(v, 'eye', 100, 490, 121, 44, 18, v.paint.url('zinc'));
    body += callout(400, 470, 560, 110, 'Percer à moins de 20 mm du fond');
    body += callout(ox + 100, 520, 650, 380, 'Capot de protection');
    body += caption(['Dépressurisation d’un vérin à gaz usagé', 'Lunettes de protection obligatoires']);
    return {body, what: 'dépressurisation d’un vérin serré dans le vé'};
  }
  body += callout(ox + 120, 143, 620, 100, 'Poignée en T');
  body += callout(ox, 466, 600, 470, 'Pointeau trempé');
  body += caption(['Outil de dépressurisation', v.sp.extra?.['Diamètres de tube'] ? `Tubes de ${v.sp.extra['Diamètres de tube']}` : '']);
  return {body, what: 'vue d’ensemble de l’outil'};
}

// ---------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------

/** How many gallery images the product has (2 to 4). */
export function drawingCount(product: SeedProduct): number {
  switch (product.drawing) {
    case 'gas-spring':
    case 'gas-spring-stainless':
      return 4;
    case 'locking-gas-spring':
    case 'traction-gas-spring':
    case 'hydraulic-cylinder':
    case 'pneumatic-cylinder':
    case 'damper':
    case 'lifting-support':
      return 3;
    default:
      return 2;
  }
}

const MAIN_VIEW = 'vue d’ensemble';

/** A complete SVG document of the part; `index` 0 is the main view. */
export function renderDrawing(product: SeedProduct, index: number, variant?: SeedVariant): string {
  const v0 = variant ?? product.variants[0];
  const merged: SeedSpecs = {...product.specs, ...(v0?.specs ?? {})};
  // Colours and captions read the material's full description (finish), e.g. 'Tube acier peint blanc…'.
  const view: View = {product, variant: v0, sp: {...merged, material: merged.finish ?? merged.material}, paint: new Paint()};
  const count = drawingCount(product);
  const i = Number.isInteger(index) && index >= 0 ? index % count : 0;
  const name = `${product.title}${variantLabel(product, v0)}`;
  let body = '';
  let what = MAIN_VIEW;
  const sp = view.sp;
  const pick = (r: {body: string; what: string}) => {
    body = r.body;
    what = r.what;
  };
  switch (product.drawing) {
    case 'gas-spring':
    case 'gas-spring-stainless':
    case 'locking-gas-spring':
    case 'traction-gas-spring':
      if (i === 0) {
        body = springMain(view);
        what = `${MAIN_VIEW}, ${thousands(sp.extendedLengthMm ?? 0)} mm entre axes`;
      } else if (i === 1) pick(springCloseUp(view));
      else if (i === 2) pick(springPositions(view));
      else pick(springMounting(view));
      break;
    case 'hydraulic-cylinder':
      if (i === 0) {
        body = hydraulicMain(view);
        what = `${MAIN_VIEW}, ${thousands(sp.extendedLengthMm ?? 0)} mm tige sortie`;
      } else if (i === 1) pick(hydraulicCloseUp(view));
      else pick(hydraulicSection(view));
      break;
    case 'pneumatic-cylinder':
      if (i === 0) {
        body = pneumaticMain(view);
        what = `${MAIN_VIEW}, ${thousands(sp.extendedLengthMm ?? 0)} mm tige sortie`;
      } else if (i === 1) pick(pneumaticFace(view));
      else pick(pneumaticSection(view));
      break;
    case 'damper':
      if (i === 0) {
        body = damperMain(view);
        what = `${MAIN_VIEW}, longueur ${thousands(sp.extendedLengthMm ?? 0)} mm`;
      } else if (i === 1) pick(damperCloseUp(view));
      else pick(damperUse(view));
      break;
    case 'lifting-support':
      pick(supportView(view, i));
      break;
    case 'end-fitting':
      pick(partView(view, i));
      break;
    case 'bracket':
      pick(bracketView(view, i));
      break;
    case 'kit':
      pick(kitView(view, i));
      break;
    case 'tool':
      pick(toolView(view, i));
      break;
  }
  return svgDoc(`${name} : ${what}`, view.paint, body);
}
