// The force calculator's two drawings as plain data (lines, circles, texts in SVG user
// units), so they are computed the same on the server and in the browser and can be
// tested: the side view of the lid, hinge and spring, and the force chart.

import {framePoint, lidPoint, type CurvePoint, type GeometryNeeds, type LidInput} from './calculator.ts';
import {formatNumber} from '../../money.ts';

export type LineKind = 'frame' | 'lid-closed' | 'lid-open' | 'spring-closed' | 'spring-body' | 'spring-rod' | 'weight' | 'arc';

export interface DiagramLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: LineKind;
}

export interface DiagramCircle {
  cx: number;
  cy: number;
  r: number;
  kind: 'hinge' | 'mount' | 'cg';
}

export interface DiagramText {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
}

export interface LidDiagram {
  width: number;
  height: number;
  /** Font size and stroke base, in user units (millimetres of the drawing). */
  fontSize: number;
  lines: DiagramLine[];
  circles: DiagramCircle[];
  texts: DiagramText[];
  /** The opening angle's arc, an SVG path. */
  arc: string;
  /** Text alternative of the drawing. */
  description: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Side view in millimetres: hinge at the top of the cabinet's back wall, the lid closed
 * (dashed) and fully open, the spring in both positions, the centre of gravity with its
 * weight. SVG's y axis points down, so y is mirrored.
 */
export function lidDiagram(input: LidInput, needs: GeometryNeeds): LidDiagram {
  const depth = input.lidDepthMm;
  const open = input.openingDeg;
  const q = framePoint(input);
  const pClosed = lidPoint(input, 0);
  const pOpen = lidPoint(input, open);
  // The closed lid's direction u0 and its inner normal n0 (a flap hangs, a tailgate slopes).
  const phi0 = ((input.closedAngleDeg ?? 0) * Math.PI) / 180;
  const t = phi0 + (open * Math.PI) / 180;
  const local = (a: number, b: number) => ({x: a * Math.cos(phi0) + b * Math.sin(phi0), y: a * Math.sin(phi0) - b * Math.cos(phi0)});
  const lidEnd = {x: depth * Math.cos(t), y: depth * Math.sin(t)};
  const cabinetHeight = Math.max(input.frameMountYMm + 0.15 * depth, 0.45 * depth);
  const closedEnd = local(depth, 0);
  const backBottom = local(0, cabinetHeight);
  const frontBottom = local(depth, cabinetHeight);

  const xs = [0, closedEnd.x, backBottom.x, frontBottom.x, q.x, lidEnd.x, pOpen.x];
  const ys = [0, closedEnd.y, backBottom.y, frontBottom.y, q.y, lidEnd.y, pOpen.y];
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const pad = span * 0.12;
  const fontSize = round(span / 26);
  // Room for the lid mount's label, written to the left of the open lid's mounting point.
  const minX = Math.min(Math.min(...xs) - pad, pOpen.x - fontSize * 11);
  const maxX = Math.max(...xs) + pad;
  const minY = Math.min(...ys) - pad;
  const maxY = Math.max(...ys) + pad;
  const X = (x: number) => round(x - minX);
  const Y = (y: number) => round(maxY - y);
  const line = (a: {x: number; y: number}, b: {x: number; y: number}, kind: LineKind): DiagramLine => ({
    x1: X(a.x),
    y1: Y(a.y),
    x2: X(b.x),
    y2: Y(b.y),
    kind,
  });

  const r = round(span / 110);

  // The spring: tube from the frame point, rod to the lid. The tube is about as long as
  // the spring fully compressed, less the rod's end fitting.
  const springOpen = Math.hypot(pOpen.x - q.x, pOpen.y - q.y);
  const bodyShare = springOpen > 0 ? Math.min(0.85, (0.8 * needs.minLengthMm) / springOpen) : 0.5;
  const bodyEnd = {x: q.x + (pOpen.x - q.x) * bodyShare, y: q.y + (pOpen.y - q.y) * bodyShare};

  const cg = {x: input.cgMm * Math.cos(t), y: input.cgMm * Math.sin(t)};
  const arrow = span / 7;

  const arcRadius = depth * 0.22;
  const arcStart = {x: arcRadius * Math.cos(phi0), y: arcRadius * Math.sin(phi0)};
  const arcEnd = {x: arcRadius * Math.cos(t), y: arcRadius * Math.sin(t)};
  const largeArc = open > 180 ? 1 : 0;
  const arc = `M ${X(arcStart.x)} ${Y(arcStart.y)} A ${round(arcRadius)} ${round(arcRadius)} 0 ${largeArc} 0 ${X(arcEnd.x)} ${Y(arcEnd.y)}`;
  const mid = phi0 + ((open / 2) * Math.PI) / 180;

  return {
    width: round(maxX - minX),
    height: round(maxY - minY),
    fontSize,
    lines: [
      line({x: 0, y: 0}, backBottom, 'frame'),
      line(backBottom, frontBottom, 'frame'),
      line(frontBottom, closedEnd, 'frame'),
      line({x: 0, y: 0}, closedEnd, 'lid-closed'),
      line({x: 0, y: 0}, lidEnd, 'lid-open'),
      line(q, pClosed, 'spring-closed'),
      line(q, bodyEnd, 'spring-body'),
      line(bodyEnd, pOpen, 'spring-rod'),
      line(cg, {x: cg.x, y: cg.y - arrow}, 'weight'),
    ],
    circles: [
      {cx: X(0), cy: Y(0), r: r * 1.6, kind: 'hinge'},
      {cx: X(q.x), cy: Y(q.y), r, kind: 'mount'},
      {cx: X(pOpen.x), cy: Y(pOpen.y), r, kind: 'mount'},
      {cx: X(pClosed.x), cy: Y(pClosed.y), r, kind: 'mount'},
      {cx: X(cg.x), cy: Y(cg.y), r: r * 1.4, kind: 'cg'},
    ],
    texts: [
      // Inside the cabinet, under the hinge: the one place nothing else is drawn.
      {x: X(0) + fontSize * 0.5, y: Y(0) + fontSize * 1.6, text: 'Charnière', anchor: 'start'},
      {x: X(q.x) + fontSize * 0.6, y: Y(q.y) + fontSize * 1.2, text: 'Fixation cadre', anchor: 'start'},
      // Beyond the open lid, on the side away from the opening arc.
      {x: X(pOpen.x) - fontSize * 0.6, y: Y(pOpen.y) + fontSize * 0.35, text: 'Fixation couvercle', anchor: 'end'},
      {x: X(cg.x) + fontSize * 0.5, y: Y(cg.y - arrow) + fontSize * 0.3, text: 'Poids', anchor: 'start'},
      {
        x: X((arcRadius + fontSize * 1.2) * Math.cos(mid)),
        y: Y((arcRadius + fontSize * 1.2) * Math.sin(mid)),
        text: `${formatNumber(Math.round(open))}°`,
        anchor: 'middle',
      },
    ],
    arc,
    description:
      `Vue de côté : couvercle de ${formatNumber(depth)} mm articulé sur sa charnière, représenté fermé (pointillés` +
      `${input.closedAngleDeg ? `, incliné de ${formatNumber(input.closedAngleDeg)}°` : ''}) et ouvert de ${formatNumber(open)}°. ` +
      `Le vérin relie le cadre, à ${formatNumber(Math.round(input.frameMountXMm))} mm le long du couvercle fermé et ${formatNumber(Math.round(input.frameMountYMm))} mm sous lui, ` +
      `au couvercle, à ${formatNumber(input.lidMountMm)} mm de la charnière${input.lidMountOffsetMm ? ` et ${formatNumber(input.lidMountOffsetMm)} mm sous son plan` : ''}. ` +
      `Le poids s’applique au centre de gravité, à ${formatNumber(input.cgMm)} mm.`,
  };
}

// ------------------------------------------------------------------ chart

export interface ChartTick {
  position: number;
  label: string;
}

export interface ForceChart {
  width: number;
  height: number;
  plot: {left: number; top: number; right: number; bottom: number};
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  /** SVG polyline points of the required force, and of the spring's (if any). */
  required: string;
  spring: string | null;
  /** Required forces above the chart are drawn along its top edge. */
  clipped: boolean;
}

/** 1, 2, 2.5 or 5 times a power of ten, at least `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value - 1e-9) return step * power;
  return 10 * power;
}

/**
 * Forces (N, per spring) against the opening angle. The scale follows the spring's curve
 * and the finite part of the requirement; a requirement that soars near a dead centre
 * would otherwise flatten everything else, so it is capped at three times the spring's.
 */
export function forceChart(points: readonly CurvePoint[], withSpring: boolean): ForceChart {
  const width = 560;
  const height = 300;
  const plot = {left: 56, top: 16, right: width - 16, bottom: height - 40};
  const opening = points[points.length - 1]?.angleDeg ?? 90;
  const finiteRequired = points.map((p) => p.requiredN).filter((v) => Number.isFinite(v));
  const springMax = withSpring ? Math.max(0, ...points.filter((p) => p.reaches).map((p) => p.springN)) : 0;
  let top = Math.max(0, ...finiteRequired, springMax);
  if (withSpring && springMax > 0) top = Math.min(top, springMax * 3);
  const yMax = niceCeiling(top * 1.05);
  const x = (angle: number) => round(plot.left + ((plot.right - plot.left) * angle) / opening);
  const y = (force: number) => round(plot.bottom - ((plot.bottom - plot.top) * Math.min(Math.max(force, 0), yMax)) / yMax);
  const clipped = points.some((p) => !(p.requiredN <= yMax));
  const xStep = opening > 60 ? 15 : 10;
  const xTicks: ChartTick[] = [];
  for (let a = 0; a <= opening + 1e-9; a += xStep) xTicks.push({position: x(a), label: `${formatNumber(a)}°`});
  const yTicks: ChartTick[] = [];
  for (let i = 0; i <= 4; i++) {
    const value = (yMax * i) / 4;
    yTicks.push({position: y(value), label: formatNumber(Math.round(value * 10) / 10)});
  }
  return {
    width,
    height,
    plot,
    xTicks,
    yTicks,
    required: points.map((p) => `${x(p.angleDeg)},${y(Number.isFinite(p.requiredN) ? p.requiredN : yMax)}`).join(' '),
    // Only where the spring spans its mounting points: beyond, it holds the lid back.
    spring: withSpring
      ? points
          .filter((p) => p.reaches)
          .map((p) => `${x(p.angleDeg)},${y(p.springN)}`)
          .join(' ')
      : null,
    clipped,
  };
}
