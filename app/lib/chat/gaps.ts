// How a proposed variant's measures differ from the ones the buyer gave: the size (tube and
// rod diameters, « 23/10 au lieu de 22/10 »), the force and the stroke. Said in every reason
// of a product that differs, not only in the closest model's « Différences » (an outside
// tester read three 23/10 springs offered for a 22/10 with nothing saying so).

import type {ChatEntities} from './entities.ts';
import {sizeIsExact} from './fit.ts';
import type {Language} from './language.ts';
import {titleDiameters} from './scoring.ts';
import {formatMm, formatNewtons} from './text.ts';
import type {CandidateProduct, CandidateVariant} from './types.ts';

interface Row {
  product: Pick<CandidateProduct, 'title'>;
  variant: Pick<CandidateVariant, 'specs'>;
}

const fr = (language: Language, french: string, english: string) => (language === 'en' ? english : french);

function number(n: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {maximumFractionDigits: 1}).format(n).replace(/\u202F/g, ' ');
}

function mm(n: number, language: Language): string {
  return language === 'en' ? `${number(n, language)} mm` : formatMm(n);
}

function newtons(n: number, language: Language): string {
  return language === 'en' ? `${Math.round(n).toLocaleString('en-GB')} N` : formatNewtons(n);
}

function versus(have: string, want: string, language: Language): string {
  return fr(language, `${have} au lieu de ${want}`, `${have} instead of ${want}`);
}

/** The diameters buyers quote: those the title names (« 22/10 »), else the specs. */
export function diametersOf(row: Row): {body?: number; rod?: number} {
  const named = titleDiameters(row.product.title);
  return {body: named?.body ?? row.variant.specs.bodyDiameterMm, rod: named?.rod ?? row.variant.specs.rodDiameterMm};
}

/** « taille 23/10 au lieu de 22/10 », « Ø 25 mm au lieu de Ø 22 mm »; null when the size asked is the one or unknown. */
export function sizeGap(row: Row, entities: ChatEntities, language: Language): string | null {
  const wantBody = entities.bodyDiameterMm;
  const wantRod = entities.rodDiameterMm;
  const {body, rod} = diametersOf(row);
  const bodyDiffers = wantBody !== undefined && body !== undefined && body !== wantBody;
  const rodDiffers = wantRod !== undefined && rod !== undefined && rod !== wantRod;
  if (!bodyDiffers && !rodDiffers) return null;
  if (wantBody !== undefined && wantRod !== undefined && body !== undefined && rod !== undefined) {
    const pair = (a: number, b: number) => `${number(a, language)}/${number(b, language)}`;
    return versus(fr(language, `taille ${pair(body, rod)}`, `size ${pair(body, rod)}`), pair(wantBody, wantRod), language);
  }
  if (bodyDiffers && body !== undefined && wantBody !== undefined) return versus(`Ø ${mm(body, language)}`, `Ø ${mm(wantBody, language)}`, language);
  if (rod !== undefined && wantRod !== undefined) {
    return versus(fr(language, `tige Ø ${mm(rod, language)}`, `rod Ø ${mm(rod, language)}`), `Ø ${mm(wantRod, language)}`, language);
  }
  return null;
}

/**
 * « force 650 N au lieu de 600 N »; null when it is the force asked. A force worked out from
 * a load or converted from pounds is met by the next one up: only one out of its exact range differs.
 */
export function forceGap(row: Row & {match: {forceExact: boolean}}, entities: ChatEntities, language: Language): string | null {
  const force = row.variant.specs.forceN;
  const asked = entities.forceN;
  if (force === undefined || asked === undefined) return null;
  const derived = entities.massKg !== undefined || entities.forceTotalN !== undefined || entities.pounds === true;
  const differs = derived ? !row.match.forceExact : Math.round(force) !== Math.round(asked);
  return differs ? versus(`force ${newtons(force, language)}`, newtons(asked, language), language) : null;
}

/** « course 120 mm au lieu de 100 mm »; null when it is the stroke asked (within a couple of millimetres). */
export function strokeGap(row: Row, entities: ChatEntities, language: Language): string | null {
  const stroke = row.variant.specs.strokeMm;
  const asked = entities.strokeMm;
  if (stroke === undefined || asked === undefined || sizeIsExact(stroke, asked, entities.inches === true)) return null;
  return versus(fr(language, `course ${mm(stroke, language)}`, `${mm(stroke, language)} stroke`), mm(asked, language), language);
}
