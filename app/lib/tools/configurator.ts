// Gas-cylinder configurator (SPEC.md sections 5 and 9): options, compatibility,
// price estimate and reference code. Field names are SPEC.md's 'Configurator selection'.

import {roundMoney} from '../money.ts';

export type Material = 'steel' | 'stainless';
export type Clevis = 'welded' | 'threaded';

export interface ConfiguratorSelection {
  type: Material;
  chape: Clevis;
  /** Rod diameter, mm */
  diametre: number;
  /** Length, mm */
  longueur: number;
  /** Stroke, mm */
  course: number;
  /** Force, N */
  force: number;
}

/** A selection as it may arrive from a URL or a form: anything may be missing or wrong. */
export type ConfiguratorInput = URLSearchParams | Partial<Readonly<Record<keyof ConfiguratorSelection, unknown>>>;

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** Part of the reference code */
  code: string;
}

export const MATERIAL_OPTIONS: readonly ChoiceOption<Material>[] = [
  {value: 'steel', label: 'Acier', code: 'VGA'},
  {value: 'stainless', label: 'Inox', code: 'VGI'},
];

export const CLEVIS_OPTIONS: readonly ChoiceOption<Clevis>[] = [
  {value: 'welded', label: 'Chape soudée', code: 'S'},
  {value: 'threaded', label: 'Chape filetée', code: 'F'},
];

export const DIAMETERS: readonly number[] = [6, 8, 10, 12, 14];
export const LENGTHS: readonly number[] = [94, 120, 150, 200, 250];
export const STROKES: readonly number[] = [20, 30, 50, 80, 100];
export const FORCES: readonly number[] = [30, 60, 100, 200, 300];

export const ALLOWED_LENGTHS_BY_DIAMETER: Readonly<Record<number, readonly number[]>> = {
  6: [94, 120, 150],
  8: [94, 120, 150, 200],
  10: [120, 150, 200, 250],
  12: [150, 200, 250],
  14: [200, 250],
};

/** SPEC.md notes that some allowed forces may not be offered: only FORCES can be picked. */
export const ALLOWED_FORCES_BY_STROKE: Readonly<Record<number, readonly number[]>> = {
  20: [30, 60, 100],
  30: [30, 60, 100, 200],
  50: [60, 100, 200, 300],
  80: [100, 200, 300],
  100: [200, 300],
};

export const DEFAULT_SELECTION: Readonly<ConfiguratorSelection> = {
  type: 'steel',
  chape: 'welded',
  diametre: 6,
  longueur: 94,
  course: 20,
  force: 30,
};

export const PRICE_BASE = 25;
export const PRICE_PER_MM_DIAMETER = 2;
export const PRICE_PER_10_MM_LENGTH = 1.5;
export const PRICE_PER_10_MM_STROKE = 2;
export const PRICE_PER_50_N_FORCE = 5;
export const STAINLESS_MULTIPLIER = 1.4;
export const THREADED_CLEVIS_SUPPLEMENT = 8;

export const INCOMPATIBLE_LABEL = 'non compatible';

export function isLengthAllowed(diametre: number, longueur: number): boolean {
  return ALLOWED_LENGTHS_BY_DIAMETER[diametre]?.includes(longueur) ?? false;
}

export function isForceAllowed(course: number, force: number): boolean {
  return ALLOWED_FORCES_BY_STROKE[course]?.includes(force) ?? false;
}

export interface NumericOption {
  value: number;
  label: string;
  /** False: shown disabled and flagged 'non compatible'. */
  allowed: boolean;
}

export function lengthOptions(diametre: number): NumericOption[] {
  return LENGTHS.map((value) => ({value, label: `${value} mm`, allowed: isLengthAllowed(diametre, value)}));
}

export function forceOptions(course: number): NumericOption[] {
  return FORCES.map((value) => ({value, label: `${value} N`, allowed: isForceAllowed(course, value)}));
}

export function diameterOptions(): NumericOption[] {
  return DIAMETERS.map((value) => ({value, label: `${value} mm`, allowed: true}));
}

export function strokeOptions(): NumericOption[] {
  return STROKES.map((value) => ({value, label: `${value} mm`, allowed: true}));
}

/**
 * Estimated price TTC: 25 + 2 × diameter + 1.5 × ⌊length / 10⌋ + 2 × ⌊stroke / 10⌋
 * + 5 × ⌊force / 50⌋. Order matters and is fixed here: the stainless ×1.4 applies to
 * that base only, then the threaded clevis adds a flat 8 € (the clevis part costs the
 * same in both steels). Rounded to the cent at the end. The selection is taken as is:
 * pass it through normalizeSelection first when it comes from outside.
 */
export function priceEstimate(selection: ConfiguratorSelection): number {
  let price =
    PRICE_BASE +
    PRICE_PER_MM_DIAMETER * selection.diametre +
    PRICE_PER_10_MM_LENGTH * Math.floor(selection.longueur / 10) +
    PRICE_PER_10_MM_STROKE * Math.floor(selection.course / 10) +
    PRICE_PER_50_N_FORCE * Math.floor(selection.force / 50);
  if (selection.type === 'stainless') price *= STAINLESS_MULTIPLIER;
  if (selection.chape === 'threaded') price += THREADED_CLEVIS_SUPPLEMENT;
  return roundMoney(price);
}

/** 'VGA-S-6x94x20-30N': material, clevis, diameter × length × stroke, force. */
export function referenceCode(selection: ConfiguratorSelection): string {
  const material = selection.type === 'stainless' ? 'VGI' : 'VGA';
  const clevis = selection.chape === 'threaded' ? 'F' : 'S';
  return `${material}-${clevis}-${selection.diametre}x${selection.longueur}x${selection.course}-${selection.force}N`;
}

/** The closest candidate; on a tie, the smaller one. */
export function nearestValue(value: number, candidates: readonly number[]): number {
  const sorted = [...candidates].sort((a, b) => a - b);
  let best = sorted[0];
  for (const candidate of sorted) {
    if (Math.abs(candidate - value) < Math.abs(best - value)) best = candidate;
  }
  return best;
}

function rawValue(input: ConfiguratorInput, key: keyof ConfiguratorSelection): unknown {
  return input instanceof URLSearchParams ? input.get(key) : input[key];
}

/** A number when the field holds one; null when it is missing (the default applies silently). */
function numberField(input: ConfiguratorInput, key: keyof ConfiguratorSelection): number | null {
  const raw = rawValue(input, key);
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const n = Number(raw.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function choiceField<T extends string>(input: ConfiguratorInput, key: keyof ConfiguratorSelection, options: readonly ChoiceOption<T>[], fallback: T): T {
  const raw = rawValue(input, key);
  return options.find((option) => option.value === raw)?.value ?? fallback;
}

export interface NormalizedSelection {
  selection: ConfiguratorSelection;
  /** What was changed and why, in French, for the shopper. */
  adjustments: string[];
}

/**
 * Makes any input a valid, offered configuration. A value that is not offered, or not
 * compatible with the diameter (length) or the stroke (force), is replaced by the
 * nearest allowed and offered value (ties: the smaller), and the change is explained.
 */
export function normalizeSelection(input: ConfiguratorInput): NormalizedSelection {
  const adjustments: string[] = [];

  const pickOffered = (
    key: 'diametre' | 'course',
    offered: readonly number[],
    message: (value: number, kept: number) => string,
  ): number => {
    const value = numberField(input, key);
    if (value === null) return DEFAULT_SELECTION[key];
    if (offered.includes(value)) return value;
    const kept = nearestValue(value, offered);
    adjustments.push(message(value, kept));
    return kept;
  };

  const type = choiceField(input, 'type', MATERIAL_OPTIONS, DEFAULT_SELECTION.type);
  const chape = choiceField(input, 'chape', CLEVIS_OPTIONS, DEFAULT_SELECTION.chape);
  const diametre = pickOffered(
    'diametre',
    DIAMETERS,
    (value, kept) => `Le diamètre ${value} mm n'est pas proposé : ${kept} mm retenu.`,
  );
  const course = pickOffered(
    'course',
    STROKES,
    (value, kept) => `La course ${value} mm n'est pas proposée : ${kept} mm retenue.`,
  );

  const lengthChoices = LENGTHS.filter((value) => isLengthAllowed(diametre, value));
  let longueur = numberField(input, 'longueur') ?? DEFAULT_SELECTION.longueur;
  if (!lengthChoices.includes(longueur)) {
    const kept = nearestValue(longueur, lengthChoices);
    adjustments.push(
      LENGTHS.includes(longueur)
        ? `La longueur ${longueur} mm n'est pas compatible avec un diamètre de ${diametre} mm : ${kept} mm retenue.`
        : `La longueur ${longueur} mm n'est pas proposée : ${kept} mm retenue.`,
    );
    longueur = kept;
  }

  const forceChoices = FORCES.filter((value) => isForceAllowed(course, value));
  let force = numberField(input, 'force') ?? DEFAULT_SELECTION.force;
  if (!forceChoices.includes(force)) {
    const kept = nearestValue(force, forceChoices);
    adjustments.push(
      FORCES.includes(force)
        ? `La force ${force} N n'est pas compatible avec une course de ${course} mm : ${kept} N retenue.`
        : `La force ${force} N n'est pas proposée : ${kept} N retenue.`,
    );
    force = kept;
  }

  return {selection: {type, chape, diametre, longueur, course, force}, adjustments};
}

export function isSelectionValid(selection: ConfiguratorSelection): boolean {
  return (
    MATERIAL_OPTIONS.some((option) => option.value === selection.type) &&
    CLEVIS_OPTIONS.some((option) => option.value === selection.chape) &&
    DIAMETERS.includes(selection.diametre) &&
    STROKES.includes(selection.course) &&
    LENGTHS.includes(selection.longueur) &&
    FORCES.includes(selection.force) &&
    isLengthAllowed(selection.diametre, selection.longueur) &&
    isForceAllowed(selection.course, selection.force)
  );
}
