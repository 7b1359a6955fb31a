// The dimension drawing of a spring or cylinder, as shapes in a box of the caller's width:
// body and rod to scale along the length, end eyes at the centres the lengths are measured
// between, and three dimension lines (stroke above; extended and compressed lengths
// below). The print view draws them in SVG, the PDF with PDFKit: one geometry.

import {formatNumber} from '../money.ts';
import type {DrawingFigures} from './datasheet.ts';

export type Shape =
  | {kind: 'rect'; x: number; y: number; w: number; h: number; fill: string}
  | {kind: 'circle'; cx: number; cy: number; r: number}
  | {kind: 'line'; x1: number; y1: number; x2: number; y2: number; dashed?: boolean}
  | {kind: 'dimension'; x1: number; x2: number; y: number; from: number; label: string};

export const DRAWING_HEIGHT = 170;

const mm = (n: number) => `${formatNumber(n)}\u00a0mm`;

export function drawingShapes(figures: DrawingFigures, width: number): Shape[] {
  const margin = 24;
  const scale = (width - 2 * margin) / figures.extendedMm;
  const axis = 78;
  const left = margin;
  const right = margin + figures.extendedMm * scale;
  const eye = 7;
  const bodyHeight = 24;
  const ratio = figures.bodyDiameterMm && figures.rodDiameterMm ? figures.rodDiameterMm / figures.bodyDiameterMm : 0.4;
  const rodHeight = Math.max(4, Math.min(bodyHeight * 0.8, bodyHeight * ratio));
  // The body ends where the rod comes out; at full extension the rod shows its stroke and a little more.
  const bodyEnd = right - figures.strokeMm * scale - eye * 2;
  const compressedEnd = left + figures.compressedMm * scale;
  return [
    {kind: 'line', x1: left - 12, y1: axis, x2: right + 12, y2: axis, dashed: true},
    {kind: 'rect', x: left + eye, y: axis - rodHeight / 2, w: right - left - 2 * eye, h: rodHeight, fill: '#d9dee3'},
    {kind: 'rect', x: left + eye, y: axis - bodyHeight / 2, w: Math.max(10, bodyEnd - left - eye), h: bodyHeight, fill: '#5b6b7a'},
    {kind: 'circle', cx: left, cy: axis, r: eye},
    {kind: 'circle', cx: right, cy: axis, r: eye},
    {kind: 'line', x1: left, y1: axis + eye, x2: left, y2: 150},
    {kind: 'line', x1: right, y1: axis + eye, x2: right, y2: 128},
    {kind: 'line', x1: compressedEnd, y1: axis + rodHeight / 2, x2: compressedEnd, y2: 150},
    {kind: 'line', x1: right - figures.strokeMm * scale, y1: 24, x2: right - figures.strokeMm * scale, y2: axis - rodHeight / 2},
    {kind: 'line', x1: right, y1: 24, x2: right, y2: axis - eye},
    {kind: 'dimension', x1: right - figures.strokeMm * scale, x2: right, y: 30, from: 18, label: `Course ${mm(figures.strokeMm)}`},
    {kind: 'dimension', x1: left, x2: right, y: 124, from: 118, label: `Longueur déployée ${mm(figures.extendedMm)}`},
    {kind: 'dimension', x1: left, x2: compressedEnd, y: 146, from: 140, label: `Longueur comprimée ${mm(figures.compressedMm)}`},
  ];
}
