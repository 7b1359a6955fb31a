// Links the expert hands the buyer, prefilled with what they said: the force calculator
// (mass, number of springs, lid depth, centre of gravity, opening angle) and the made-to-measure request (type, force,
// stroke, diameter, fittings, environment, temperature and their own words). The field
// names are those of the pages' forms (force-calculator-form.ts, quote-request.ts).

import {LID_FIELDS, type LidField} from '../tools/force/form.ts';
import type {QuoteField} from '../quote/quote-request.ts';
import {CUSTOM_REQUEST_PATH, FORCE_CALCULATOR_PAGE} from './answers.ts';
import type {ChatEntities} from './entities.ts';

function formatValue(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** '/configurateur-verin?masse=24&verins=2#calculateur-force' */
export function calculatorLink(entities: ChatEntities): string {
  const params: Partial<Record<LidField, string>> = {};
  const mass = entities.lidMassKg ?? entities.massKg;
  if (mass !== undefined) params.masse = formatValue(mass);
  if (entities.springCount !== undefined && entities.springCount >= 1 && entities.springCount <= 4) params.verins = String(entities.springCount);
  if (entities.lidDepthMm !== undefined) params.profondeur = formatValue(entities.lidDepthMm);
  if (entities.centreOfGravityMm !== undefined) params.cdg = formatValue(entities.centreOfGravityMm);
  const angle = LID_FIELDS.find((field) => field.name === 'angle');
  const opening = entities.openingAngleDeg;
  if (angle && opening !== undefined && opening >= angle.min && opening <= angle.max) params.angle = formatValue(opening);
  const query = new URLSearchParams(params as Record<string, string>).toString();
  return `${FORCE_CALCULATOR_PAGE}${query ? `?${query}` : ''}#calculateur-force`;
}

const APPLICATION_AREAS: Partial<Record<ChatEntities['applications'][number], string>> = {
  industrie: 'industrial',
  medical: 'medical',
  aeronautique: 'aerospace',
  automobile: 'automotive',
  'camping-car': 'automotive',
  mobilier: 'furniture',
  marine: 'marine',
};

/** The longest own words carried into the request's message. */
const MESSAGE_LIMIT = 500;

/** '/verin-sur-mesure?cylinderType=gas&force=8000&stroke=500&…' */
export function customRequestLink(entities: ChatEntities, message: string): string {
  const params: Partial<Record<QuoteField, string>> = {};
  params.cylinderType = entities.electric
    ? 'electric'
    : entities.kinds.includes('hydraulic')
      ? 'hydraulic'
      : entities.kinds.includes('pneumatic')
        ? 'pneumatic'
        : 'gas';
  const area = entities.applications.map((application) => APPLICATION_AREAS[application]).find(Boolean);
  if (area) params.applicationArea = area;
  const stroke = entities.strokeMm ?? entities.bounds.strokeMm?.max ?? entities.bounds.strokeMm?.min;
  if (stroke !== undefined) params.stroke = formatValue(stroke);
  if (entities.forceN !== undefined) params.force = formatValue(entities.forceN);
  if (entities.bodyDiameterMm !== undefined) params.diameter = formatValue(entities.bodyDiameterMm);
  if (entities.fittings.includes('chape')) params.mountingType = 'clevis';
  else if (entities.fittings.length > 0) params.mountingType = 'rod-end';
  if (entities.atex) params.environment = 'explosive';
  else if (entities.applications.includes('marine')) params.environment = 'corrosive';
  if (entities.temperatureC !== undefined) params.temperature = String(entities.temperatureC);
  const words = message.trim().slice(0, MESSAGE_LIMIT);
  if (words) params.message = words;
  return `${CUSTOM_REQUEST_PATH}?${new URLSearchParams(params as Record<string, string>).toString()}`;
}
