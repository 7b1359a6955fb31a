// The custom-cylinder request (SPEC.md 'Wizard request' and the wizard option lists of
// section 4), validated by the storefront's action and again by the forms endpoint that
// stores it. Field errors are keyed by dotted path ('contact.email').

import {MAX_LENGTHS, MESSAGES, type FormInput, fieldValue, isEmail, isPhone, tooLongMessage} from './validation.ts';

/** Option values (sent and stored) with the French label a shopper or merchant reads. */
export const CYLINDER_TYPES = {hydraulic: 'Hydraulique', pneumatic: 'Pneumatique', electric: 'Électrique', gas: 'À gaz'} as const;
export const APPLICATION_AREAS = {
  industrial: 'Industrie',
  medical: 'Médical',
  aerospace: 'Aéronautique',
  automotive: 'Automobile',
  furniture: 'Ameublement',
  marine: 'Nautisme',
} as const;
export const MOUNTING_TYPES = {
  'rod-end': 'Embout de tige',
  clevis: 'Chape',
  trunnion: 'Tourillon',
  foot: 'Pattes de fixation',
  flange: 'Bride',
} as const;
export const ENVIRONMENTS = {
  indoor: 'Intérieur',
  outdoor: 'Extérieur',
  underwater: 'Immergé',
  explosive: 'Atmosphère explosive',
  corrosive: 'Milieu corrosif',
} as const;
export const FREQUENCIES = {rare: 'Rare', moderate: 'Modérée', frequent: 'Fréquente', intensive: 'Intensive'} as const;

export type CylinderType = keyof typeof CYLINDER_TYPES;
export type ApplicationArea = keyof typeof APPLICATION_AREAS;
export type MountingType = keyof typeof MOUNTING_TYPES;
export type Environment = keyof typeof ENVIRONMENTS;
export type Frequency = keyof typeof FREQUENCIES;

export const INVALID_CHOICE_MESSAGE = 'Choix non valide';

/** Free-text measures ('150 mm', '2 x 300 N') and specifications ('-20 à 80 °C'). */
export const QUOTE_MAX_LENGTHS = {measure: 50, specification: 100} as const;

export interface QuoteRequest {
  /** '' when not chosen: the wizard does not block navigation (SPEC.md section 4). */
  cylinderType: CylinderType | '';
  applicationArea: ApplicationArea | '';
  dimensions: {stroke: string; force: string; diameter: string; mountingType: MountingType | ''};
  specifications: {
    environment: Environment | '';
    temperature: string;
    frequency: Frequency | '';
    fluid: string;
    pressure: string;
    speed: string;
  };
  contact: {name: string; email: string; phone: string; company: string; message: string};
}

export type QuoteErrors = Record<string, string>;

export type QuoteValidation = {ok: true; data: QuoteRequest} | {ok: false; errors: QuoteErrors};

/** A value by dotted path: nested objects (JSON) or flat 'contact.name' fields (forms). */
function read(input: unknown, path: string): string {
  if (input instanceof FormData || input instanceof URLSearchParams) return fieldValue(input, path).trim();
  if (!input || typeof input !== 'object') return '';
  const record = input as Record<string, unknown>;
  if (path in record) return fieldValue(record, path).trim();
  let value: unknown = input;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return fieldValue({value}, 'value').trim();
}

function length(s: string): number {
  return [...s].length;
}

export function validateQuoteRequest(input: FormInput | unknown): QuoteValidation {
  const errors: QuoteErrors = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const text = (path: string, max: number): string => {
    const value = read(input, path);
    if (length(value) > max) add(path, tooLongMessage(max));
    return value;
  };
  const choice = <T extends string>(path: string, options: Record<T, string>): T | '' => {
    const value = read(input, path);
    if (value === '') return '';
    if (!Object.hasOwn(options, value)) {
      add(path, INVALID_CHOICE_MESSAGE);
      return '';
    }
    return value as T;
  };

  const data: QuoteRequest = {
    cylinderType: choice('cylinderType', CYLINDER_TYPES),
    applicationArea: choice('applicationArea', APPLICATION_AREAS),
    dimensions: {
      stroke: text('dimensions.stroke', QUOTE_MAX_LENGTHS.measure),
      force: text('dimensions.force', QUOTE_MAX_LENGTHS.measure),
      diameter: text('dimensions.diameter', QUOTE_MAX_LENGTHS.measure),
      mountingType: choice('dimensions.mountingType', MOUNTING_TYPES),
    },
    specifications: {
      environment: choice('specifications.environment', ENVIRONMENTS),
      temperature: text('specifications.temperature', QUOTE_MAX_LENGTHS.specification),
      frequency: choice('specifications.frequency', FREQUENCIES),
      fluid: text('specifications.fluid', QUOTE_MAX_LENGTHS.specification),
      pressure: text('specifications.pressure', QUOTE_MAX_LENGTHS.specification),
      speed: text('specifications.speed', QUOTE_MAX_LENGTHS.specification),
    },
    contact: {
      name: read(input, 'contact.name'),
      email: read(input, 'contact.email'),
      phone: text('contact.phone', MAX_LENGTHS.phone),
      company: text('contact.company', MAX_LENGTHS.company),
      message: text('contact.message', MAX_LENGTHS.message),
    },
  };

  const {contact} = data;
  if (contact.name === '') add('contact.name', MESSAGES.nameRequired);
  else if (length(contact.name) > MAX_LENGTHS.name) add('contact.name', tooLongMessage(MAX_LENGTHS.name));
  if (contact.email === '') add('contact.email', MESSAGES.emailRequired);
  else if (length(contact.email) > MAX_LENGTHS.email) add('contact.email', tooLongMessage(MAX_LENGTHS.email));
  else if (!isEmail(contact.email)) add('contact.email', MESSAGES.emailInvalid);
  if (contact.phone !== '' && errors['contact.phone'] === undefined && !isPhone(contact.phone)) add('contact.phone', MESSAGES.phoneInvalid);

  return Object.keys(errors).length === 0 ? {ok: true, data} : {ok: false, errors};
}
