// Custom-cylinder request (the /verin-sur-mesure wizard): SPEC.md's option lists with
// French labels, the four steps, validation (each step's fields when leaving it, name and
// email at submit; the browser, the storefront's server and the local shop run these same
// functions), the 'Wizard request' body sent to the merchant inbox, and the prefill that
// carries a configurator selection into the request.

import {
  CLEVIS_OPTIONS,
  MATERIAL_OPTIONS,
  priceEstimate,
  referenceCode,
  type ConfiguratorSelection,
} from '../tools/configurator.ts';
import {formatMoney, formatNumber} from '../money.ts';
import {isEmail, isPhone, MAX_LENGTHS, MESSAGES, tooLongMessage, type FieldErrors} from '../validation.ts';

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

export const CYLINDER_TYPES = [
  {value: 'hydraulic', label: 'Hydraulique'},
  {value: 'pneumatic', label: 'Pneumatique'},
  {value: 'electric', label: 'Électrique'},
  {value: 'gas', label: 'À gaz'},
] as const satisfies readonly Choice[];

export const APPLICATION_AREAS = [
  {value: 'industrial', label: 'Industrie'},
  {value: 'medical', label: 'Médical'},
  {value: 'aerospace', label: 'Aéronautique'},
  {value: 'automotive', label: 'Automobile'},
  {value: 'furniture', label: 'Mobilier'},
  {value: 'marine', label: 'Marine'},
] as const satisfies readonly Choice[];

export const MOUNTING_TYPES = [
  {value: 'rod-end', label: 'Embout de tige'},
  {value: 'clevis', label: 'Chape'},
  {value: 'trunnion', label: 'Tourillon'},
  {value: 'foot', label: 'Pattes de fixation'},
  {value: 'flange', label: 'Bride'},
] as const satisfies readonly Choice[];

export const ENVIRONMENTS = [
  {value: 'indoor', label: 'Intérieur'},
  {value: 'outdoor', label: 'Extérieur'},
  {value: 'underwater', label: 'Immergé'},
  {value: 'explosive', label: 'Atmosphère explosive (ATEX)'},
  {value: 'corrosive', label: 'Milieu corrosif'},
] as const satisfies readonly Choice[];

export const FREQUENCIES = [
  {value: 'rare', label: 'Rare'},
  {value: 'moderate', label: 'Modérée'},
  {value: 'frequent', label: 'Fréquente'},
  {value: 'intensive', label: 'Intensive'},
] as const satisfies readonly Choice[];

export type CylinderType = (typeof CYLINDER_TYPES)[number]['value'];
export type ApplicationArea = (typeof APPLICATION_AREAS)[number]['value'];
export type MountingType = (typeof MOUNTING_TYPES)[number]['value'];
export type Environment = (typeof ENVIRONMENTS)[number]['value'];
export type Frequency = (typeof FREQUENCIES)[number]['value'];

/** The form's fields, flat, as typed (strings). */
export const QUOTE_FIELDS = [
  'cylinderType',
  'applicationArea',
  'stroke',
  'force',
  'diameter',
  'mountingType',
  'environment',
  'temperature',
  'frequency',
  'fluid',
  'pressure',
  'speed',
  'name',
  'email',
  'phone',
  'company',
  'message',
] as const;

export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;

export const EMPTY_QUOTE: QuoteValues = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as QuoteValues;

export const QUOTE_STEPS: readonly {title: string; fields: readonly QuoteField[]}[] = [
  {title: 'Type de vérin', fields: ['cylinderType', 'applicationArea']},
  {title: 'Dimensions', fields: ['stroke', 'force', 'diameter', 'mountingType']},
  {title: 'Spécifications', fields: ['environment', 'temperature', 'frequency', 'fluid', 'pressure', 'speed']},
  {title: 'Contact', fields: ['name', 'email', 'phone', 'company', 'message']},
];

export const LAST_STEP = QUOTE_STEPS.length - 1;

export function stepOfField(field: QuoteField): number {
  return QUOTE_STEPS.findIndex((step) => step.fields.includes(field));
}

/** Keeps a step number within 0..3. */
export function clampStep(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(LAST_STEP, Math.max(0, n)) : 0;
}

export const QUOTE_LABELS: Record<QuoteField, string> = {
  cylinderType: 'Type de vérin',
  applicationArea: 'Domaine d’application',
  stroke: 'Course (mm)',
  force: 'Force (N)',
  diameter: 'Diamètre (mm)',
  mountingType: 'Type de fixation',
  environment: 'Environnement',
  temperature: 'Température d’utilisation (°C)',
  frequency: 'Fréquence d’utilisation',
  fluid: 'Fluide',
  pressure: 'Pression (bar)',
  speed: 'Vitesse (mm/s)',
  name: 'Nom',
  email: 'Adresse email',
  phone: 'Téléphone',
  company: 'Société',
  message: 'Message',
};

export const CHOICES: Partial<Record<QuoteField, readonly Choice[]>> = {
  cylinderType: CYLINDER_TYPES,
  applicationArea: APPLICATION_AREAS,
  mountingType: MOUNTING_TYPES,
  environment: ENVIRONMENTS,
  frequency: FREQUENCIES,
};

/** Help under a field: what it accepts. */
export const QUOTE_HINTS: Partial<Record<QuoteField, string>> = {
  temperature: 'Une valeur ou une plage, par exemple « -20 à +60 ».',
};

const NUMBER_FIELDS = ['stroke', 'force', 'diameter', 'pressure', 'speed'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
/** Sizes, forces, pressures, speeds (the temperature, a range, has its own rule). */
const NUMBER_RANGES: Record<NumberField, {min: number; max: number}> = {
  stroke: {min: 0.1, max: 10_000},
  force: {min: 0.1, max: 10_000_000},
  diameter: {min: 0.1, max: 2_000},
  pressure: {min: 0, max: 10_000},
  speed: {min: 0, max: 100_000},
};
export const TEMPERATURE_LIMITS = {min: -273, max: 1_000} as const;

export const QUOTE_MESSAGES = {
  notANumber: 'Indiquez un nombre',
  positive: 'Indiquez un nombre positif',
  temperatureFormat: 'Indiquez une température ou une plage, par exemple « -20 à +60 »',
  temperature: 'Indiquez une température entre −273 et 1 000 °C',
  temperatureOrder: 'Indiquez la température la plus basse en premier, par exemple « -20 à +60 »',
  choice: 'Choisissez une valeur de la liste',
} as const;

/** The operating temperatures, in °C: a single value has min = max. */
export interface TemperatureRange {
  min: number;
  max: number;
}

const TEXT_LIMITS: Partial<Record<QuoteField, number>> = {
  name: MAX_LENGTHS.name,
  email: MAX_LENGTHS.email,
  phone: MAX_LENGTHS.phone,
  company: MAX_LENGTHS.company,
  message: MAX_LENGTHS.message,
  fluid: 200,
};

/** SPEC.md 'Wizard request', numbers as numbers (null when not given). */
export interface QuoteRequest {
  cylinderType: CylinderType | null;
  applicationArea: ApplicationArea | null;
  dimensions: {stroke: number | null; force: number | null; diameter: number | null; mountingType: MountingType | null};
  specifications: {
    environment: Environment | null;
    temperature: TemperatureRange | null;
    frequency: Frequency | null;
    fluid: string;
    pressure: number | null;
    speed: number | null;
  };
  contact: {name: string; email: string; phone: string; company: string; message: string};
}

type QuoteSource = FormData | URLSearchParams | Partial<Record<string, unknown>>;

/** The form's values from a submission or an object, trimmed of nothing (kept as typed). */
export function quoteValuesFrom(source: QuoteSource): QuoteValues {
  const values = {...EMPTY_QUOTE};
  for (const field of QUOTE_FIELDS) {
    const raw = source instanceof FormData || source instanceof URLSearchParams ? source.get(field) : source[field];
    if (typeof raw === 'string') values[field] = raw.slice(0, 10_000);
    else if (typeof raw === 'number' && Number.isFinite(raw)) values[field] = String(raw);
  }
  return values;
}

function parseNumber(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.').replace('\u2212', '-');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return Number(normalized);
}

const TEMPERATURE_NUMBER = '([-+]?\\d+(?:[.,]\\d+)?)';
/** '-20 à +60', 'de -20 à 60', 'entre -20 et 60', '-20/60', '-20 – 60', '-20…60', '-20 - 60'. */
const TEMPERATURE_PATTERN = new RegExp(
  `^(?:de|entre|from)?\\s*${TEMPERATURE_NUMBER}\\s*(?:(?:à|a|au|et|jusqu'à|to|/|–|—|-|…|\\.\\.\\.?)\\s*${TEMPERATURE_NUMBER})?$`,
  'i',
);

/**
 * The temperature field as typed: empty (null), a range, or the message saying what is
 * wrong. Degrees and their unit ('°C', '° C', 'degrés') may be written after each value.
 */
export function parseTemperature(text: string): TemperatureRange | null | {error: string} {
  const normalized = text
    .normalize('NFC')
    .replace(/[\u2212\u2010\u2011]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s*(?:°\s*c?|degrés?\s*(?:celsius)?|degres?)\b\.?/gi, ' ')
    .replace(/°/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (normalized === '') return null;
  const match = TEMPERATURE_PATTERN.exec(normalized);
  if (!match) return {error: QUOTE_MESSAGES.temperatureFormat};
  const low = Number(match[1].replace(',', '.'));
  const high = match[2] === undefined ? low : Number(match[2].replace(',', '.'));
  const inLimits = (n: number) => n >= TEMPERATURE_LIMITS.min && n <= TEMPERATURE_LIMITS.max;
  if (!inLimits(low) || !inLimits(high)) return {error: QUOTE_MESSAGES.temperature};
  if (low > high) return {error: QUOTE_MESSAGES.temperatureOrder};
  return {min: low, max: high};
}

/** '20 °C', '−20 à +60 °C': a range as the recap and the merchant read it. */
export function formatTemperature(range: TemperatureRange): string {
  const signed = (n: number, plus: boolean) =>
    `${n < 0 ? '\u2212' : plus && n > 0 ? '+' : ''}${Math.abs(n).toLocaleString('fr-FR')}`;
  if (range.min === range.max) return `${signed(range.min, false)}\u00a0°C`;
  return `${signed(range.min, true)} à ${signed(range.max, true)}\u00a0°C`;
}

function choice<T extends string>(value: string, choices: readonly Choice<T>[]): T | null {
  return choices.find((c) => c.value === value)?.value ?? null;
}

export type QuoteValidation = {ok: true; request: QuoteRequest} | {ok: false; errors: FieldErrors<QuoteField>};

/**
 * Server and browser alike: name and email are required, the lists only take their
 * values, numbers must be numbers; everything else may stay empty.
 */
export function validateQuote(values: QuoteValues): QuoteValidation {
  const errors: FieldErrors<QuoteField> = {};
  const text = (field: QuoteField) => values[field].trim();
  const numbers: Partial<Record<NumberField, number | null>> = {};

  for (const [field, choices] of Object.entries(CHOICES) as [QuoteField, readonly Choice[]][]) {
    const value = text(field);
    if (value !== '' && !choices.some((c) => c.value === value)) errors[field] = QUOTE_MESSAGES.choice;
  }
  const temperature = parseTemperature(text('temperature'));
  if (temperature && 'error' in temperature) errors.temperature = temperature.error;
  for (const field of NUMBER_FIELDS) {
    const value = text(field);
    if (value === '') {
      numbers[field] = null;
      continue;
    }
    const n = parseNumber(value);
    const range = NUMBER_RANGES[field];
    if (n === null) errors[field] = QUOTE_MESSAGES.notANumber;
    else if (n < range.min || n > range.max) errors[field] = QUOTE_MESSAGES.positive;
    else numbers[field] = n;
  }
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [QuoteField, number][]) {
    if ([...text(field)].length > max) errors[field] = tooLongMessage(max);
  }
  if (text('name') === '') errors.name = MESSAGES.lastNameRequired;
  if (text('email') === '') errors.email = MESSAGES.emailAddressRequired;
  else if (!errors.email && !isEmail(text('email'))) errors.email = MESSAGES.emailInvalid;
  if (text('phone') !== '' && !errors.phone && !isPhone(text('phone'))) errors.phone = MESSAGES.phoneInvalid;

  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {
    ok: true,
    request: {
      cylinderType: choice(text('cylinderType'), CYLINDER_TYPES),
      applicationArea: choice(text('applicationArea'), APPLICATION_AREAS),
      dimensions: {
        stroke: numbers.stroke ?? null,
        force: numbers.force ?? null,
        diameter: numbers.diameter ?? null,
        mountingType: choice(text('mountingType'), MOUNTING_TYPES),
      },
      specifications: {
        environment: choice(text('environment'), ENVIRONMENTS),
        temperature: temperature && !('error' in temperature) ? temperature : null,
        frequency: choice(text('frequency'), FREQUENCIES),
        fluid: text('fluid'),
        pressure: numbers.pressure ?? null,
        speed: numbers.speed ?? null,
      },
      contact: {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        company: text('company'),
        message: text('message'),
      },
    },
  };
}

/** The fields of the steps before `step`: what leaving them for `step` checks. */
export function fieldsBefore(step: number): QuoteField[] {
  return QUOTE_STEPS.slice(0, Math.max(0, step)).flatMap((definition) => [...definition.fields]);
}

/**
 * Going forward to `target` checks every step left behind (the browser on 'Suivant', the
 * server when the form is posted without JavaScript); going back checks nothing.
 * The errors of those steps' fields only (name and email wait for the last step).
 */
export function validateStepsBefore(values: QuoteValues, target: number): FieldErrors<QuoteField> {
  const check = validateQuote(values);
  if (check.ok) return {};
  const fields = fieldsBefore(target);
  return Object.fromEntries(Object.entries(check.errors).filter(([field]) => fields.includes(field as QuoteField))) as FieldErrors<QuoteField>;
}

/** The text a field shows in the recap: a list's label, a range as °C, else as typed. */
export function recapValue(field: QuoteField, value: string): string {
  const trimmed = value.trim();
  if (field === 'temperature') {
    const range = parseTemperature(trimmed);
    if (range && !('error' in range)) return formatTemperature(range);
  }
  return choiceLabel(field, trimmed);
}

/** The label of a list value, or the value itself. */
export function choiceLabel(field: QuoteField, value: string): string {
  return CHOICES[field]?.find((c) => c.value === value)?.label ?? value;
}

/** Fields the server answered about, mapped back to ours ('contact.email' → 'email'). */
export function fieldErrorsFromServer(errors: unknown): FieldErrors<QuoteField> {
  const mapped: FieldErrors<QuoteField> = {};
  if (!errors || typeof errors !== 'object') return mapped;
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.').pop() as QuoteField;
    if (QUOTE_FIELDS.includes(field) && typeof message === 'string' && message.trim() !== '') mapped[field] = message;
  }
  return mapped;
}

// ------------------------------------------------------------------ prefill

/** Values a link may prefill: the lists only with their values, the rest as text. */
export function quotePrefill(params: URLSearchParams): Partial<QuoteValues> {
  const prefill: Partial<QuoteValues> = {};
  for (const field of QUOTE_FIELDS) {
    const value = params.get(field);
    if (value === null || value.trim() === '') continue;
    const choices = CHOICES[field];
    if (choices && !choices.some((c) => c.value === value)) continue;
    prefill[field] = value.slice(0, TEXT_LIMITS[field] ?? 100);
  }
  return prefill;
}

/** '/verin-sur-mesure?cylinderType=gas&…': the configuration as a custom request. */
export function quoteLinkForConfiguration(selection: ConfiguratorSelection): string {
  const material = MATERIAL_OPTIONS.find((o) => o.value === selection.type)?.label ?? '';
  const clevis = CLEVIS_OPTIONS.find((o) => o.value === selection.chape)?.label ?? '';
  const message =
    `Configuration ${referenceCode(selection)} : vérin à gaz ${material.toLowerCase()}, ${clevis.toLowerCase()}, ` +
    `tige Ø ${formatNumber(selection.diametre)} mm, longueur ${formatNumber(selection.longueur)} mm, ` +
    `course ${formatNumber(selection.course)} mm, force ${formatNumber(selection.force)} N. ` +
    `Prix estimé : ${formatMoney(priceEstimate(selection))} TTC.`;
  const params = new URLSearchParams({
    cylinderType: 'gas',
    diameter: String(selection.diametre),
    stroke: String(selection.course),
    force: String(selection.force),
    // Welded or threaded, the configurator's cylinders end in a clevis.
    mountingType: 'clevis',
    message,
  });
  return `/verin-sur-mesure?${params.toString()}`;
}
