// A product's datasheet (issue 23) from its variant's technical data, the `specs`
// metafields (decision 024; a variant carries its whole datasheet): the dimension
// drawing's figures, the tables by topic, the temperature range, the lifetime and the
// mounting advice. Pure: the print view and the PDF both render it.

import {LIFETIME_CYCLES} from '../constants.ts';
import {formatNumber} from '../money.ts';
import {SPEC_DEFINITION_BY_KEY, metafieldList, parseDimensionMm} from '../spec-metafields.ts';
import {mountingAdvice} from './mounting.ts';

export interface SpecField {
  key: string;
  type: string;
  value: string;
}

export interface DatasheetInput {
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  variant: {id: string; title: string; sku: string};
  fields: readonly (SpecField | null | undefined)[];
}

export interface DrawingFigures {
  extendedMm: number;
  compressedMm: number;
  strokeMm: number;
  bodyDiameterMm: number | null;
  rodDiameterMm: number | null;
}

export interface DatasheetRow {
  label: string;
  value: string;
}

export interface Datasheet {
  title: string;
  handle: string;
  reference: string;
  variantTitle: string;
  kind: string;
  drawing: DrawingFigures | null;
  /** The drawing in words: its alternative text, and the line under it */
  drawingText: string | null;
  sections: {title: string; rows: DatasheetRow[]}[];
  mounting: string[];
}

const mm = (n: number) => `${formatNumber(n)}\u00a0mm`;

function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '0';
}

/** A value as a datasheet prints it: lengths in mm, numbers with their unit, yes / no, lists joined. */
export function formatSpec(field: SpecField): string {
  const definition = SPEC_DEFINITION_BY_KEY.get(field.key);
  switch (field.type) {
    case 'dimension': {
      const value = parseDimensionMm(field.value);
      return value === null ? field.value : mm(value);
    }
    case 'number_integer':
    case 'number_decimal': {
      const n = Number(field.value);
      if (!Number.isFinite(n)) return field.value;
      return definition?.unit ? `${formatNumber(n)}\u00a0${definition.unit}` : formatNumber(n);
    }
    case 'boolean':
      return field.value === 'true' ? 'Oui' : 'Non';
    case 'list.single_line_text_field':
      return metafieldList(field.value).join(', ');
    default:
      return field.value;
  }
}

const SECTIONS: {title: string; keys: string[]}[] = [
  {title: 'Dimensions', keys: ['size', 'extended_length', 'compressed_length', 'stroke', 'body_diameter', 'rod_diameter', 'bore_diameter']},
  {title: 'Force', keys: ['force_n', 'force_f2_n', 'force_min_n', 'progression', 'pressure_bar', 'acting']},
  {title: 'Embouts et fixations', keys: ['fitting', 'fitting_rod', 'fitting_body', 'thread', 'thread_rod', 'thread_body', 'port_thread', 'ball_diameter', 'pin_diameter', 'fits']},
  {title: 'Matériau', keys: ['material', 'finish']},
  {title: 'Utilisation', keys: ['locking', 'traction', 'adjustable', 'damped', 'mounting']},
];

function isGasSpring(kind: string): boolean {
  return /^v[ée]rin à gaz/i.test(kind);
}

export function datasheetOf(input: DatasheetInput): Datasheet {
  const fields = new Map<string, SpecField>();
  for (const field of input.fields) if (field?.value) fields.set(field.key, field);
  const number = (key: string) => {
    const field = fields.get(key);
    if (!field) return null;
    const n = field.type === 'dimension' ? parseDimensionMm(field.value) : Number(field.value);
    return n !== null && Number.isFinite(n) ? n : null;
  };
  const kind = fields.get('kind')?.value ?? input.productType;
  const row = (key: string): DatasheetRow[] => {
    const field = fields.get(key);
    const label = SPEC_DEFINITION_BY_KEY.get(key)?.label;
    return field && label ? [{label, value: formatSpec(field)}] : [];
  };
  const sections = SECTIONS.map((section) => ({title: section.title, rows: section.keys.flatMap(row)}));

  // Temperature range and lifetime: their own rows, in the words of the trade.
  const use = sections.find((section) => section.title === 'Utilisation');
  const tMin = number('temp_min_c');
  const tMax = number('temp_max_c');
  if (use && tMin !== null && tMax !== null) use.rows.unshift({label: 'Plage de température', value: `${signed(tMin)}\u00a0°C à ${signed(tMax)}\u00a0°C`});
  const lifetime = number('lifetime_cycles');
  if (use && lifetime !== null) use.rows.push({label: 'Durée de vie', value: `${formatNumber(lifetime)} cycles`});
  else if (use && isGasSpring(kind)) {
    use.rows.push({label: 'Durée de vie (indicative)', value: `${formatNumber(LIFETIME_CYCLES.min)} à ${formatNumber(LIFETIME_CYCLES.max)} cycles`});
  }
  const extra = fields.get('extra');
  if (extra) {
    try {
      const parsed = JSON.parse(extra.value) as Record<string, unknown>;
      for (const [label, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') use?.rows.push({label, value: String(value)});
    } catch {
      // Unreadable extra lines are left out.
    }
  }

  const extended = number('extended_length');
  const stroke = number('stroke');
  const compressed = number('compressed_length') ?? (extended !== null && stroke !== null ? extended - stroke : null);
  const drawing = extended !== null && stroke !== null && compressed !== null && extended > 0 && stroke > 0 ? {extendedMm: extended, compressedMm: compressed, strokeMm: stroke, bodyDiameterMm: number('body_diameter'), rodDiameterMm: number('rod_diameter')} : null;
  const drawingText = drawing
    ? `Dessin coté : longueur déployée ${mm(drawing.extendedMm)}, longueur comprimée ${mm(drawing.compressedMm)}, course ${mm(drawing.strokeMm)}` +
      (drawing.bodyDiameterMm ? `, corps Ø\u00a0${mm(drawing.bodyDiameterMm)}` : '') +
      (drawing.rodDiameterMm ? `, tige Ø\u00a0${mm(drawing.rodDiameterMm)}` : '') +
      ' (longueurs entre axes des embouts).'
    : null;

  return {
    title: input.title,
    handle: input.handle,
    reference: input.variant.sku,
    variantTitle: input.variant.title === 'Default Title' ? '' : input.variant.title,
    kind,
    drawing,
    drawingText,
    sections: sections.filter((section) => section.rows.length > 0),
    mounting: mountingAdvice({kind, mounting: fields.get('mounting')?.value ?? null, locking: fields.get('locking')?.value === 'true', traction: fields.get('traction')?.value === 'true'}),
  };
}
