// « Remplacer mon vérin »: what a buyer can read or measure on a worn gas spring, as a GET
// form (the answer can be shared and works without JavaScript), validated on the server
// with French messages, keeping what was typed.

import {parseDecimal} from '../force/form.ts';
import {readFieldForce, readFieldLength} from '../../chat/measures.ts';
import {formatNumber} from '../../money.ts';
import {MESSAGES} from '../../validation.ts';

export type ReplaceField = 'force' | 'longueur' | 'course' | 'comprimee' | 'corps' | 'embout_tige' | 'embout_corps' | 'filetage' | 'reference' | 'quantite';

export type ReplaceValues = Record<ReplaceField, string>;
export type ReplaceErrors = Partial<Record<ReplaceField | 'form', string>>;

/** End fittings a buyer can tell apart by eye; '' = not known. */
export const END_FITTINGS = [
  {value: 'Œillet', label: 'Œillet (anneau percé)'},
  {value: 'Rotule', label: 'Rotule (se clipse sur une boule)'},
  {value: 'Chape', label: 'Chape (fourche avec axe)'},
  {value: 'Filetage', label: 'Filetage nu (tige filetée)'},
] as const;

/** Threads of the range's ends (decision 025), as buyers read them on a datasheet. */
export const THREADS = ['M5', 'M6', 'M8', 'M10', 'M14×1,5', 'M20×1,5'] as const;

interface NumberField {
  name: 'force' | 'longueur' | 'course' | 'comprimee' | 'corps' | 'quantite';
  label: string;
  unit: string;
  min: number;
  max: number;
  integer?: boolean;
}

export const REPLACE_NUMBER_FIELDS: readonly NumberField[] = [
  {name: 'force', label: 'Force imprimée sur le corps', unit: 'N', min: 5, max: 10000},
  {name: 'longueur', label: 'Longueur déployée, d’axe en axe', unit: 'mm', min: 50, max: 2500},
  {name: 'course', label: 'Course', unit: 'mm', min: 10, max: 1500},
  {name: 'comprimee', label: 'Longueur comprimée, d’axe en axe', unit: 'mm', min: 40, max: 2000},
  {name: 'corps', label: 'Diamètre du corps (tube)', unit: 'mm', min: 6, max: 80},
  {name: 'quantite', label: 'Nombre de vérins à remplacer', unit: '', min: 1, max: 20, integer: true},
];

export const REPLACE_DEFAULTS: ReplaceValues = {
  force: '',
  longueur: '',
  course: '',
  comprimee: '',
  corps: '',
  embout_tige: '',
  embout_corps: '',
  filetage: '',
  reference: '',
  quantite: '2',
};

export const REPLACE_MESSAGES = {
  notANumber: 'Indiquez un nombre',
  notAForce: 'Indiquez une force, par exemple 400 N, 40 daN ou 40 kg',
  notALength: 'Indiquez une longueur, par exemple 500 mm ou 50 cm',
  notAnInteger: 'Indiquez un nombre entier',
  strokeOrCompressed: 'Indiquez la course, ou la longueur comprimée (vérin rentré)',
  compressedTooLong: 'La longueur comprimée doit être plus courte que la longueur déployée',
  inconsistent: 'La course ne correspond pas aux deux longueurs (déployée − comprimée) : vérifiez vos mesures',
  strokeTooLong: 'La course ne peut pas dépasser la moitié de la longueur déployée environ : vérifiez vos mesures',
  referenceAlone:
    'Une référence de fabricant ne suffit pas pour trouver l’équivalent : relevez la force imprimée sur le corps (en N) et mesurez la longueur d’axe en axe, vérin déployé.',
  unknownFitting: 'Choisissez un embout de la liste',
  unknownThread: 'Choisissez un filetage de la liste',
} as const;

/** Stroke and both lengths agree within this, mm (measuring eye to eye with a tape). */
export const MEASURE_TOLERANCE_MM = 3;

export function rangeText(field: NumberField): string {
  return `Entre ${formatNumber(field.min)} et ${formatNumber(field.max)}${field.unit ? `\u00A0${field.unit}` : ''}`;
}

export function replaceValuesFrom(params: URLSearchParams): ReplaceValues {
  const values = {...REPLACE_DEFAULTS};
  for (const name of Object.keys(REPLACE_DEFAULTS) as ReplaceField[]) {
    const value = params.get(name);
    if (value !== null) values[name] = value.slice(0, name === 'reference' ? 60 : 20);
  }
  return values;
}

/** The form was sent (a first visit shows it empty, without errors). */
export function replaceSubmitted(params: URLSearchParams): boolean {
  return (['force', 'longueur', 'course', 'comprimee', 'reference'] as const).some((name) => params.has(name));
}

export interface ReplaceQuery {
  forceN: number;
  extendedLengthMm: number;
  strokeMm: number;
  bodyDiameterMm: number | null;
  fittingRod: string | null;
  fittingBody: string | null;
  thread: string | null;
  reference: string | null;
  quantity: number;
}

export type ReplaceParse = {ok: true; query: ReplaceQuery} | {ok: false; errors: ReplaceErrors};

export function parseReplaceValues(values: ReplaceValues): ReplaceParse {
  const errors: ReplaceErrors = {};
  const n: Partial<Record<NumberField['name'], number>> = {};
  for (const field of REPLACE_NUMBER_FIELDS) {
    const text = values[field.name].trim();
    if (text === '') continue;
    // Units as buyers write them (N, daN, kg; mm, cm), read by the chat's measure parser.
    const value = field.name === 'force' ? readFieldForce(text) : field.name === 'quantite' ? parseDecimal(text) : readFieldLength(text);
    if (value === null) {
      errors[field.name] = field.name === 'force' ? REPLACE_MESSAGES.notAForce : field.name === 'quantite' ? REPLACE_MESSAGES.notANumber : REPLACE_MESSAGES.notALength;
    }
    else if (field.integer && !Number.isInteger(value)) errors[field.name] = REPLACE_MESSAGES.notAnInteger;
    else if (value < field.min || value > field.max) errors[field.name] = rangeText(field);
    else n[field.name] = value;
  }
  const reference = values.reference.trim();
  const nothingMeasured = ['force', 'longueur', 'course', 'comprimee', 'corps'].every((name) => values[name as ReplaceField].trim() === '');
  if (nothingMeasured && reference !== '') return {ok: false, errors: {form: REPLACE_MESSAGES.referenceAlone}};
  if (values.force.trim() === '') errors.force = MESSAGES.required;
  if (values.longueur.trim() === '') errors.longueur = MESSAGES.required;
  if (values.course.trim() === '' && values.comprimee.trim() === '' && !errors.course) errors.course = REPLACE_MESSAGES.strokeOrCompressed;
  const fittings = END_FITTINGS.map((f) => f.value as string);
  for (const name of ['embout_tige', 'embout_corps'] as const) {
    if (values[name] !== '' && !fittings.includes(values[name])) errors[name] = REPLACE_MESSAGES.unknownFitting;
  }
  if (values.filetage !== '' && !(THREADS as readonly string[]).includes(values.filetage)) errors.filetage = REPLACE_MESSAGES.unknownThread;
  const length = n.longueur;
  if (length !== undefined && n.comprimee !== undefined && n.comprimee >= length) errors.comprimee = REPLACE_MESSAGES.compressedTooLong;
  let stroke = n.course;
  if (length !== undefined && n.comprimee !== undefined && !errors.comprimee) {
    const measured = length - n.comprimee;
    if (stroke !== undefined && Math.abs(stroke - measured) > MEASURE_TOLERANCE_MM) errors.course = REPLACE_MESSAGES.inconsistent;
    stroke ??= measured;
  }
  // A gas spring is at least its stroke plus a dead length: its stroke is under half its length.
  if (length !== undefined && stroke !== undefined && !errors.course && stroke > length / 2 + MEASURE_TOLERANCE_MM) {
    errors[n.course !== undefined ? 'course' : 'comprimee'] = REPLACE_MESSAGES.strokeTooLong;
  }
  if (Object.keys(errors).length > 0 || n.force === undefined || length === undefined || stroke === undefined) return {ok: false, errors};
  return {
    ok: true,
    query: {
      forceN: n.force,
      extendedLengthMm: length,
      strokeMm: stroke,
      bodyDiameterMm: n.corps ?? null,
      fittingRod: values.embout_tige || null,
      fittingBody: values.embout_corps || null,
      thread: values.filetage || null,
      reference: reference || null,
      quantity: n.quantite ?? 2,
    },
  };
}
