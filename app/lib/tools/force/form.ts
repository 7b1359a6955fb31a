// The force calculator's fields as a form and as URL parameters (so a calculation can
// be shared and works without JavaScript), their French labels, and their validation.

import type {LidInput} from './calculator.ts';
import {formatNumber} from '../../money.ts';
import {MESSAGES} from '../../validation.ts';

export type LidField =
  | 'masse'
  | 'profondeur'
  | 'cdg'
  | 'verins'
  | 'inclinaison'
  | 'couvercle'
  | 'couvercle_decalage'
  | 'cadre_x'
  | 'cadre_y'
  | 'angle'
  | 'frottement'
  | 'marge';

export interface LidFieldDefinition {
  name: LidField;
  label: string;
  unit: string;
  help?: string;
  min: number;
  max: number;
  step: number;
  /** Used when the parameter is absent from the URL. */
  defaultValue: string;
  integer?: boolean;
  /** May be left empty (the centre of gravity: then the middle of the lid). */
  optional?: boolean;
}

export const LID_FIELDS: readonly LidFieldDefinition[] = [
  {name: 'masse', label: 'Masse du couvercle ou de la porte', unit: 'kg', min: 0.1, max: 500, step: 0.1, defaultValue: '10'},
  {
    name: 'profondeur',
    label: 'Profondeur du couvercle',
    unit: 'mm',
    help: 'De la charnière au bord opposé.',
    min: 50,
    max: 3000,
    step: 1,
    defaultValue: '600',
  },
  {
    name: 'cdg',
    label: 'Distance de la charnière au centre de gravité',
    unit: 'mm',
    help: 'Laissez vide pour un couvercle homogène : le centre de gravité est au milieu.',
    min: 1,
    max: 3000,
    step: 1,
    defaultValue: '',
    optional: true,
  },
  {name: 'verins', label: 'Nombre de vérins', unit: '', min: 1, max: 4, step: 1, defaultValue: '2', integer: true},
  {
    name: 'inclinaison',
    label: 'Inclinaison du couvercle fermé',
    unit: '°',
    help: '0 pour un couvercle fermé à plat ; −90 pour un abattant de cuisine qui pend fermé ; environ −60 pour un hayon de voiture.',
    min: -90,
    max: 45,
    step: 1,
    defaultValue: '0',
  },
  {
    name: 'couvercle',
    label: 'Fixation du vérin sur le couvercle',
    unit: 'mm',
    help: 'Distance depuis l’axe de la charnière, le long du couvercle.',
    min: 10,
    max: 3000,
    step: 1,
    defaultValue: '100',
  },
  {
    name: 'couvercle_decalage',
    label: 'Fixation sur le couvercle : décalage sous le couvercle',
    unit: 'mm',
    help: 'Distance entre le plan du couvercle et le centre de la fixation (ferrure ou équerre), vers l’intérieur ; 0 si elle est sur le couvercle.',
    min: -500,
    max: 500,
    step: 1,
    defaultValue: '0',
  },
  {
    name: 'cadre_x',
    label: 'Fixation sur le cadre : distance le long du couvercle fermé',
    unit: 'mm',
    help: 'Mesurée depuis l’axe de la charnière, parallèlement au couvercle fermé (négative si en arrière de la charnière).',
    min: -1000,
    max: 3000,
    step: 1,
    defaultValue: '250',
  },
  {
    name: 'cadre_y',
    label: 'Fixation sur le cadre : distance sous le couvercle fermé',
    unit: 'mm',
    help: 'Mesurée perpendiculairement au couvercle fermé, depuis son plan vers l’intérieur (sous un couvercle à plat : verticalement).',
    min: -500,
    max: 3000,
    step: 1,
    defaultValue: '150',
  },
  {name: 'angle', label: 'Angle d’ouverture', unit: '°', help: 'De la position fermée à la position ouverte.', min: 10, max: 150, step: 1, defaultValue: '90'},
  {
    name: 'frottement',
    label: 'Frottement des charnières',
    unit: 'N·m',
    help: 'Couple qui retient le couvercle dans les charnières ; 0 si elles sont libres (cas le plus sûr).',
    min: 0,
    max: 200,
    step: 0.1,
    defaultValue: '0',
  },
  {
    name: 'marge',
    label: 'Marge de sécurité',
    unit: '%',
    help: 'Compense le frottement, le froid et la perte de force du vérin avec le temps.',
    min: 0,
    max: 100,
    step: 1,
    defaultValue: '10',
  },
];

export type LidValues = Record<LidField, string>;
export type LidErrors = Partial<Record<LidField, string>>;

export const DEFAULT_LID_VALUES: LidValues = Object.fromEntries(LID_FIELDS.map((f) => [f.name, f.defaultValue])) as LidValues;

export const LID_MESSAGES = {
  notANumber: 'Indiquez un nombre',
  notAnInteger: 'Indiquez un nombre entier',
  cgOffLid: 'Le centre de gravité doit se trouver sur le couvercle',
  mountOffLid: 'La fixation doit se trouver sur le couvercle',
  frameOnHinge: 'La fixation sur le cadre ne peut pas être sur la charnière',
  openingPastFlat: 'Avec cette inclinaison, le couvercle ouvert dépasserait la position à plat de l’autre côté',
} as const;

/** ' kg', ' %', '°' (French typography: no space before the degree sign), or ''. */
export function unitSuffix(unit: string): string {
  if (unit === '') return '';
  return unit === '°' ? '°' : `\u00A0${unit}`;
}

/** 'Entre 1 et 4', 'Entre 0,1 et 500 kg' */
export function rangeMessage(field: LidFieldDefinition): string {
  const unit = unitSuffix(field.unit);
  return `Entre ${formatNumber(field.min)} et ${formatNumber(field.max)}${unit}`;
}

type LidSource = URLSearchParams | FormData | Partial<Record<string, unknown>>;

function raw(source: LidSource, name: string): string | null {
  const value = source instanceof URLSearchParams || source instanceof FormData ? source.get(name) : source[name];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** The values as typed, with the defaults for absent ones (a first visit). */
export function lidValuesFrom(source: LidSource): LidValues {
  const values = {...DEFAULT_LID_VALUES};
  for (const field of LID_FIELDS) {
    const value = raw(source, field.name);
    if (value !== null) values[field.name] = value.slice(0, 20);
  }
  return values;
}

/** '1,5' and '1.5' are both one and a half. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace('\u2212', '-').replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

export type LidParse = {ok: true; input: LidInput} | {ok: false; errors: LidErrors};

export function parseLidValues(values: LidValues): LidParse {
  const errors: LidErrors = {};
  const numbers: Partial<Record<LidField, number>> = {};
  for (const field of LID_FIELDS) {
    const text = values[field.name].trim();
    if (text === '') {
      if (!field.optional) errors[field.name] = MESSAGES.required;
      continue;
    }
    const n = parseDecimal(text);
    if (n === null) errors[field.name] = LID_MESSAGES.notANumber;
    else if (field.integer && !Number.isInteger(n)) errors[field.name] = LID_MESSAGES.notAnInteger;
    else if (n < field.min || n > field.max) errors[field.name] = rangeMessage(field);
    else numbers[field.name] = n;
  }
  const depth = numbers.profondeur;
  if (depth !== undefined) {
    if (numbers.cdg !== undefined && numbers.cdg > depth) errors.cdg = LID_MESSAGES.cgOffLid;
    if (numbers.couvercle !== undefined && numbers.couvercle > depth) errors.couvercle = LID_MESSAGES.mountOffLid;
  }
  if (numbers.cadre_x === 0 && numbers.cadre_y === 0) errors.cadre_y = LID_MESSAGES.frameOnHinge;
  // A lid opened past 180° from the horizontal would go through the cabinet.
  if (numbers.inclinaison !== undefined && numbers.angle !== undefined && numbers.inclinaison + numbers.angle > 180) {
    errors.angle = LID_MESSAGES.openingPastFlat;
  }
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  const n = numbers as Record<LidField, number>;
  return {
    ok: true,
    input: {
      massKg: n.masse,
      lidDepthMm: n.profondeur,
      cgMm: numbers.cdg ?? n.profondeur / 2,
      springs: n.verins,
      lidMountMm: n.couvercle,
      lidMountOffsetMm: n.couvercle_decalage,
      frameMountXMm: n.cadre_x,
      frameMountYMm: n.cadre_y,
      closedAngleDeg: n.inclinaison,
      openingDeg: n.angle,
      hingeFrictionNm: n.frottement,
      marginPercent: n.marge,
    },
  };
}

/** URL parameters for these values (all of them, so the link reproduces the calculation). */
export function lidParams(values: LidValues): [string, string][] {
  return LID_FIELDS.map((field) => [field.name, values[field.name]]);
}
