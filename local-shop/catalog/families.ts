// The gas-spring size families the trade uses, named body/rod as buyers read them on the
// tube (15/6 = tube Ø 15 mm, tige Ø 6 mm), with what each family is made in: strokes,
// forces in the usual steps, end fittings, and the dead length that gives the compressed
// length (compressed = stroke + dead length, extended = compressed + stroke). Figures are
// those of a typical range; they are the shop's own, not a maker's catalogue.

export type FittingCode = 'oeillet' | 'rotule' | 'chape';

export interface Family {
  body: number;
  rod: number;
  /** Thread of both ends, where the fittings screw on */
  thread: string;
  /** Compressed length minus stroke, eyes at both ends, mm */
  dead: number;
  /** Hole of the eye, mm */
  eyePin: number;
  /** Ball of the ball stud the ball socket clips onto, mm */
  ball: number;
  /** Pin of the clevis, mm */
  clevisPin: number;
  forces: readonly number[];
  strokes: readonly number[];
  fittings: readonly FittingCode[];
  progression: number;
  lifetime: number;
  /** Price rule: base + per mm of extended length + per newton, EUR TTC */
  price: {base: number; perMm: number; perN: number};
  /** Units of a mid-range variant usually in stock */
  depth: number;
  /** Weight: grams per mm of extended length, plus both fittings */
  gramsPerMm: number;
  fittingGrams: number;
  /** Units sold of the most asked-for product of the family */
  sales: number;
  /** When the family entered the catalogue (YYYY-MM-DD) */
  since: string;
  vendor: string;
  /** Made in France (house series) */
  french: boolean;
  /** Application collections and tags */
  uses: readonly string[];
  temp: [number, number];
}

export const FAMILIES: readonly Family[] = [
  {
    body: 10, rod: 4, thread: 'M5', dead: 40, eyePin: 5.2, ball: 10, clevisPin: 5,
    forces: [10, 20, 30, 40, 50, 60, 80, 100, 120],
    strokes: [20, 30, 40, 50, 60, 80, 100],
    fittings: ['oeillet', 'rotule'],
    progression: 1.3, lifetime: 50000,
    price: {base: 7, perMm: 0.015, perN: 0.01},
    depth: 70, gramsPerMm: 0.25, fittingGrams: 14, sales: 520, since: '2024-02-12',
    vendor: 'Gazline', french: false, uses: ['mobilier'], temp: [-20, 80],
  },
  {
    body: 15, rod: 6, thread: 'M6', dead: 60, eyePin: 6.1, ball: 10, clevisPin: 6,
    forces: [50, 100, 150, 200, 250, 300, 350, 400],
    strokes: [20, 30, 40, 50, 60, 80, 100, 120, 150, 200],
    fittings: ['oeillet', 'rotule', 'chape'],
    progression: 1.3, lifetime: 100000,
    price: {base: 9, perMm: 0.02, perN: 0.006},
    depth: 120, gramsPerMm: 0.38, fittingGrams: 24, sales: 760, since: '2024-01-15',
    vendor: 'Vérins Pro', french: true, uses: ['mobilier', 'industrie'], temp: [-20, 80],
  },
  {
    body: 18, rod: 8, thread: 'M8', dead: 70, eyePin: 8.1, ball: 13, clevisPin: 8,
    forces: [100, 150, 200, 250, 300, 350, 400, 450, 500, 600],
    strokes: [50, 60, 80, 100, 120, 150, 200, 250],
    fittings: ['oeillet', 'rotule', 'chape'],
    progression: 1.3, lifetime: 100000,
    price: {base: 12, perMm: 0.025, perN: 0.005},
    depth: 80, gramsPerMm: 0.55, fittingGrams: 40, sales: 640, since: '2024-02-20',
    vendor: 'Vérins Pro', french: true, uses: ['industrie'], temp: [-20, 80],
  },
  {
    body: 22, rod: 10, thread: 'M8', dead: 80, eyePin: 8.1, ball: 13, clevisPin: 8,
    forces: [200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200],
    strokes: [50, 80, 100, 120, 150, 200, 250, 300, 350, 400],
    fittings: ['oeillet', 'rotule', 'chape'],
    progression: 1.35, lifetime: 100000,
    price: {base: 15, perMm: 0.03, perN: 0.004},
    depth: 60, gramsPerMm: 0.8, fittingGrams: 50, sales: 560, since: '2024-05-13',
    vendor: 'Gazline', french: false, uses: ['industrie'], temp: [-20, 80],
  },
  {
    body: 23, rod: 10, thread: 'M10', dead: 90, eyePin: 10.1, ball: 16, clevisPin: 10,
    forces: [300, 400, 500, 600, 700, 800, 1000, 1200],
    strokes: [100, 150, 200, 250, 300, 400, 500],
    fittings: ['oeillet', 'rotule', 'chape'],
    progression: 1.3, lifetime: 80000,
    price: {base: 18, perMm: 0.032, perN: 0.004},
    depth: 30, gramsPerMm: 0.85, fittingGrams: 70, sales: 90, since: '2026-09-14',
    vendor: 'Vérins Pro', french: true, uses: ['industrie'], temp: [-20, 80],
  },
  {
    body: 28, rod: 14, thread: 'M14×1,5', dead: 110, eyePin: 14.1, ball: 19, clevisPin: 14,
    forces: [500, 750, 1000, 1250, 1500, 2000, 2500],
    strokes: [100, 150, 200, 250, 300, 400, 500, 600],
    fittings: ['oeillet', 'chape'],
    progression: 1.35, lifetime: 80000,
    price: {base: 32, perMm: 0.05, perN: 0.004},
    depth: 20, gramsPerMm: 1.6, fittingGrams: 160, sales: 320, since: '2024-03-18',
    vendor: 'Vérins Pro', french: true, uses: ['industrie', 'agricole'], temp: [-20, 80],
  },
  {
    body: 40, rod: 20, thread: 'M20×1,5', dead: 140, eyePin: 20.1, ball: 26, clevisPin: 20,
    forces: [1500, 2000, 2500, 3000, 3500, 4000, 5000],
    strokes: [100, 150, 200, 300, 400, 500, 600, 800],
    fittings: ['oeillet', 'chape'],
    progression: 1.4, lifetime: 50000,
    price: {base: 65, perMm: 0.09, perN: 0.004},
    depth: 8, gramsPerMm: 3.4, fittingGrams: 320, sales: 90, since: '2024-09-10',
    vendor: 'Hydrofrance', french: true, uses: ['industrie', 'agricole'], temp: [-20, 80],
  },
];

/** '15/6' */
export function sizeName(family: Pick<Family, 'body' | 'rod'>): string {
  return `${family.body}/${family.rod}`;
}

/** 'm14' from 'M14×1,5' (for handles and SKUs). */
export function threadSlug(thread: string): string {
  return thread.toLowerCase().replace(/×.*$/, '').replace(/[^a-z0-9]/g, '');
}

/**
 * How much further a fitting's centre sits from the tube or rod end than an eye's, mm per
 * end (the same geometry the drawings use: eye 0.55 D + 5, ball socket 0.7 D + 7, clevis
 * 0.8 D + 6).
 */
export function fittingAllowance(fitting: FittingCode, body: number): number {
  switch (fitting) {
    case 'rotule':
      return Math.round(0.15 * body + 2);
    case 'chape':
      return Math.round(0.25 * body + 1);
    default:
      return 0;
  }
}

/** Compressed length between fitting centres: stroke + dead length + both fittings' allowance. */
export function compressedLength(family: Family, stroke: number, fitting: FittingCode): number {
  return stroke + family.dead + 2 * fittingAllowance(fitting, family.body);
}

/** The fitting as described in a datasheet, e.g. 'Rotule M8 pour axe à boule Ø 13 mm'. */
export function fittingDescription(family: Family, fitting: FittingCode, stainless = false): string {
  const metal = stainless ? 'inox' : 'métal';
  switch (fitting) {
    case 'rotule':
      return `Rotule ${family.thread} pour axe à boule Ø ${family.ball} mm`;
    case 'chape':
      return `Chape ${family.thread} avec axe Ø ${family.clevisPin} mm et clip`;
    default:
      return `Œillet ${metal} Ø ${String(family.eyePin).replace('.', ',')} mm`;
  }
}

/** Handle fragment and title words of a fitting, both ends alike. */
export function fittingNames(family: Family, fitting: FittingCode): {slug: string; title: string; tag: string; code: string} {
  const slug = threadSlug(family.thread);
  switch (fitting) {
    case 'rotule':
      return {slug: `rotule-${slug}`, title: `rotules ${family.thread}`, tag: 'rotule', code: 'R'};
    case 'chape':
      return {slug: `chape-${slug}`, title: `chapes ${family.thread}`, tag: 'chape', code: 'C'};
    default:
      return {slug: 'oeillet', title: 'œillets', tag: 'oeillet', code: 'OE'};
  }
}
