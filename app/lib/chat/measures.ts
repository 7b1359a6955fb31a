// The numbers of a buyer's message, and what each one measures. A force in N, daN, kN or
// kgf is a spring's force; a mass is a load, shared by the springs that carry it, and on a
// hinged lid it gives no force without the geometry. A length belongs to the spring only
// when the spring is what it measures: « un bateau de 8 m », « 80 cm de profondeur »,
// « 140 x 190 cm » or « une boule de 13 mm » are not spring dimensions. « au plus 150 mm »
// and « au moins 600 N » are bounds, not targets. Pure functions on normalised text.

import {NEWTONS_PER_KG} from './constants.ts';
import {hasAnyPhrase, normalizeText, parseNumber} from './text.ts';

// A number, with French thousands grouping ('1 200', '100 000') but not two numbers in a
// row ('15/6 150 N' is 150 N, not 6 150 N; 'course 80 100 N' is 100 N).
// After a keyword with its own figure (« course 80 100 N »), the first figure is that keyword's.
const OWN_FIGURE = String.raw`(?<!(?:course|entraxe|entre axes|longueur|diametre|ø|tige|corps|alesage|cote|x|(?<![a-z\u00c0-\u024f])c\.?)\s{1,3})`;
export const NUMBER = String.raw`(?<![\d/.,a-z])(${OWN_FIGURE}\d{1,2}(?:[ \u00A0\u202F]\d{3})+|${OWN_FIGURE}\d{3}(?:[ \u00A0\u202F]000)+|\d+(?:[.,]\d+)?)`;
const NOT_LETTER = String.raw`(?![a-z\u00c0-\u024f'])`;

export interface Bound {
  min?: number;
  max?: number;
}

export interface Bounds {
  forceN?: Bound;
  strokeMm?: Bound;
  extendedLengthMm?: Bound;
}

export interface ForceReading {
  /** Force wanted per spring, newtons. */
  forceN?: number;
  /** The load the buyer gave for all the springs, when it was shared out. */
  forceTotalN?: number;
  /** The mass the buyer gave, when the force came from one. */
  massKg?: number;
  /** The mass of a hinged lid: the force needs the hinge–centre of gravity distance. */
  lidMassKg?: number;
  /** Springs that share the load ('deux vérins', 'une paire', 'un seul vérin'). */
  springCount?: number;
}

const COUNT_WORDS: Record<string, number> = {un: 1, une: 1, seul: 1, deux: 2, trois: 3, quatre: 4, paire: 2};
const SPRING_NOUN = String.raw`(?:verins?|ressorts?(?: a gaz)?|amortisseurs?|colonnes?)`;

// A gas spring's section written with a hyphen or a dash, body first: « 15-6 », « 22 - 10 »,
// « 22–10 ». Read as « 22/10 », which every reading below knows; else « 22-10 600N » is a force
// between 22 and 10 600 N. Only a gas-spring section (body 8 to 40 mm, rod at most two thirds
// of it), alone (not in « 06-12-34 » or « 1,5-2,5 ») and with no unit after (« 10-20 mm »,
// « 15-6 n » are ranges).
const HYPHEN_SECTION = /(?<![\d/.,-]\s?)(\d{1,2}) ?- ?(\d{1,2})(?![\d/-]|[.,]\d| ?-|\s*(?:n|dan|kn|kgf?|kg|kilos?|mm|cm|m|metres?|%|°|degres?|bars?|ans?|mois|jours?|h|heures?|min|s)(?![a-z\u00c0-\u024f]))/g;
/** The dashes phones and word processors type (‐ ‑ ‒ – — ― −), as the hyphen every reading knows. */
const DASHES = /[\u2010-\u2015\u2212]/g;

/** Dashes as hyphens, and « 22-10 » as « 22/10 » when it is a gas spring's section (normalised text). */
export function slashedSections(text: string): string {
  return text.replace(DASHES, '-').replace(HYPHEN_SECTION, (whole: string, a: string, b: string) => {
    const body = Number(a);
    const rod = Number(b);
    return body >= 8 && body <= 40 && rod >= 3 && rod * 1.5 <= body ? `${a}/${b}` : whole;
  });
}

/** How many springs carry the load, when the buyer says so. */
export function springCountFrom(text: string): number | undefined {
  if (/\bun seul (?:verin|ressort)\b/.test(text)) return 1;
  if (/\b(?:une|la|par) paire\b/.test(text)) return 2;
  const digits = new RegExp(String.raw`\b([1-8])\s*(?:x\s*)?${SPRING_NOUN}`).exec(text);
  if (digits) return Number(digits[1]);
  const words = new RegExp(String.raw`\b(deux|trois|quatre)\s+${SPRING_NOUN}`).exec(text);
  if (words) return COUNT_WORDS[words[1]];
  const after = /\b(?:en (?:faut|faudra|mets|mettre|monte|monter)|il y en a|avec|sur)\s+(deux|trois|quatre|[2-4])\b(?!\s*(?:m|mm|cm|kg|n|dan)\b)/.exec(text);
  if (after) return COUNT_WORDS[after[1]] ?? Number(after[1]);
  return undefined;
}

/** Words that say a force or mass is the whole load, to share between the springs. */
const TOTAL_WORDS = [
  'au total', 'en tout', 'total', 'totale', 'a eux deux', 'ensemble', 'repartie', 'reparti', 'repartir', 'reprendre',
  'reprennent', 'charge', 'poids', 'pese', 'pesant', 'soulever', 'porter',
  // A force measured on the part (a dynamometer, « il faut 110 daN pour le tenir ») is its load.
  'dynamometre', 'peson', 'mesure', 'mesuree', 'mesurer', 'equilibrer', 'le tenir', 'la tenir', 'les tenir', 'pour tenir',
  'tenir ouvert', 'tenir ouverte', 'pour le lever', 'pour la lever', 'pour l ouvrir',
  // Carried by the springs together: « reprise par 3 vérins », « se partagent 90 daN ».
  'reprise par', 'repris par', 'portee par', 'porte par', 'supportee par', 'supporte par', 'partagee', 'partage',
  'partagent', 'se partagent', 'reparti sur', 'repartie sur', 'a repartir', 'en parallele',
  // English words the glossary leaves as they are.
  'load', 'sharing', 'shared', 'share', 'in total', 'combined', 'together', 'between them', 'overall',
];
/** « un de chaque côté », « à chaque coin »: where the springs go, not a force each. */
const PLACEMENT = /\b(?:un|une|1)?\s*(?:de|a|sur)?\s*chaque\s+(?:cote|coin|angle|extremite|bout|face|flanc)s?\b/g;
/** « un vérin de chaque côté » is two springs, « un à chaque coin » four. */
function placementCount(text: string): number | undefined {
  if (/\b(?:un|une|1)\s+(?:verin\s+|ressort\s+)?(?:de|a|sur)\s+chaque\s+(?:cote|extremite|bout|flanc)s?\b/.test(text)) return 2;
  if (/\b(?:un|une|1)\s+(?:verin\s+|ressort\s+)?(?:de|a|sur)\s+chaque\s+(?:coin|angle)s?\b/.test(text)) return 4;
  return undefined;
}

/** Words that say it is each spring's force: as printed on it, or 'chacun'. */
const EACH_WORDS = ['chacun', 'chacune', 'chaque', 'par verin', 'par ressort', 'par piece', 'l unite', 'marque', 'marques', 'marquee', 'imprime', 'imprimee', 'indique', 'ecrit'];
/** A hinged part: its mass gives no force without the geometry. */
const LID_WORDS = [
  'couvercle', 'capot', 'hayon', 'trappe', 'porte', 'abattant', 'abattante', 'sommier', 'lit coffre', 'coffre', 'panneau',
  'volet', 'portillon', 'lunette', 'battant', 'ouvrant', 'malle', 'lanterneau', 'tablette', 'facade', 'portiere',
  // What folds about a hinge: « table à langer rabattable », « plateau relevable ».
  'rabattable', 'rabattant', 'escamotable', 'relevable', 'basculant', 'basculante', 'pivotant', 'pivotante',
];
/** The same words in the plural: « portes relevables », « panneaux ». */
const LID_WORDS_ALL = [...LID_WORDS, ...LID_WORDS.map((word) => (word.endsWith('eau') ? `${word}x` : `${word}s`))];
/** Said of a load that goes straight up: its mass over the springs is the force. */
const VERTICAL_WORDS = ['verticalement', 'a la verticale', 'vertical', 'verticale', 'verticaux', 'colonne', 'siege', 'elevateur', 'elevatrice'];
/** A mass of these is the vehicle's or the machine's, not the load. */
const OWNER_NOUNS = /(?:bateau|voilier|navire|machine|camping-car|camping car|voiture|vehicule|fourgon|camion|tracteur|van|remorque|moteur|engin)\s+(?:de|d|fait|pese|faisant)\s+(?:environ\s+)?$/;

const FORCE_UNIT = String.raw`(kn|dan|n|newtons?|newtonnes?|neutons?|kgf|kg de force|kilos? de force|kp)`;
const FORCE_BETWEEN = new RegExp(String.raw`entre\s+${NUMBER}\s*(?:n\s*)?et\s*${NUMBER}\s*${FORCE_UNIT}${NOT_LETTER}`);
const FORCE_RANGE_RE = new RegExp(String.raw`${NUMBER}\s*(?:n\s*)?(?:a|-)\s*${NUMBER}\s*${FORCE_UNIT}${NOT_LETTER}`);
const FORCE_RE = new RegExp(String.raw`${NUMBER}\s*${FORCE_UNIT}${NOT_LETTER}`, 'g');
const MASS_RE = new RegExp(String.raw`${NUMBER}\s*(kg|kgs|kilos?|kilogrammes?|t|tonnes?)${NOT_LETTER}`, 'g');
const BARE_FORCE_RE = new RegExp(String.raw`(?:force|poussee|effort|f1)\s*(?:de|:|=|d environ|environ)?\s*${NUMBER}(?!\s*(?:mm|cm|%|m\b|kg|t\b))`);

function unitFactor(unit: string): number {
  if (unit === 'kn') return 1000;
  if (unit === 'dan' || unit.startsWith('kg') || unit.startsWith('kilo') || unit === 'kp') return NEWTONS_PER_KG;
  return 1;
}

/**
 * « il me faut quoi par vérin ? », « quelle force par vérin », « how much per spring »: the
 * buyer asks for each spring's force, which says the figure given is not it.
 */
const ASKS_EACH = /\b(?:quoi|quel(?:le)?s?(?: force)?|combien|que|what|how much|which)\b[^.,;!?]{0,30}?\b(?:par (?:verin|ressort|piece)|chacun|pour chacun)\b[^.,;!]{0,12}\?|\b(?:par verin|chacun)\s*\?/g;

/** « 2x1000N », « 2 x 500 N »: that many springs of that force each. */
const COUNT_TIMES_FORCE = new RegExp(String.raw`(?<![\d.,/])([1-8])\s*[x×*]\s*(\d+(?:[.,]\d+)?\s*(?:kn|dan|n|newtons?|kgf)${NOT_LETTER})`, 'g');

/** The text with « 2x1000N » read as « 2 vérins de 1000N chacun ». */
export function countTimesForce(text: string): string {
  return text.replace(COUNT_TIMES_FORCE, '$1 verins de $2 chacun');
}

/** 'vérins de 400 N', '400 N chacun', 'marqués 1200 N': the force is each spring's. */
function saysEach(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  const after = text.slice(index + length, index + length + 20);
  if (new RegExp(String.raw`${SPRING_NOUN}\s+(?:a gaz\s+)?(?:de|d environ|d)\s*$`).test(before)) return true;
  return hasAnyPhrase(`${before} ${after}`, EACH_WORDS);
}

/** Force, mass and spring count, the force per spring when the load is shared. */
export function readForces(message: string, hinged: boolean): ForceReading {
  const text = countTimesForce(message)
    .replace(PLACEMENT, (placement) => ' '.repeat(placement.length))
    .replace(ASKS_EACH, (question) => ' '.repeat(question.length));
  const springCount = springCountFrom(text) ?? placementCount(message);
  const reading: ForceReading = {};
  if (springCount !== undefined) reading.springCount = springCount;
  const eachInText = hasAnyPhrase(text, EACH_WORDS);
  const totalInText = hasAnyPhrase(text, TOTAL_WORDS);

  const share = (newtons: number, each: boolean, nearTotal = false) => {
    if (springCount !== undefined && springCount > 1 && (nearTotal || (!each && totalInText))) {
      reading.forceTotalN = newtons;
      reading.forceN = Math.round(newtons / springCount);
    } else {
      reading.forceN = Math.round(newtons);
    }
  };

  // A range first: 'entre 200 et 300 N', 'de 200 à 300 N' → the middle.
  const range = FORCE_BETWEEN.exec(text) ?? FORCE_RANGE_RE.exec(text);
  if (range) {
    share(((parseNumber(range[1]) + parseNumber(range[2])) / 2) * unitFactor(range[3]), eachInText);
    return reading;
  }
  const force = [...text.matchAll(FORCE_RE)][0];
  if (force) {
    const index = force.index ?? 0;
    const near = `${text.slice(Math.max(0, index - 24), index)} ${text.slice(index + force[0].length, index + force[0].length + 20)}`;
    const nearTotal = hasAnyPhrase(near, ['au total', 'en tout', 'total', 'totale', 'a eux deux', 'ensemble']);
    share(parseNumber(force[1]) * unitFactor(force[2]), saysEach(text, index, force[0].length) || eachInText, nearTotal);
    return reading;
  }
  for (const mass of text.matchAll(MASS_RE)) {
    const index = mass.index ?? 0;
    const before = text.slice(0, index);
    if (OWNER_NOUNS.test(before)) continue;
    const kg = parseNumber(mass[1]) * (/^t/.test(mass[2]) ? 1000 : 1);
    // A load in motion: its energy is a damper's job, not a spring's force.
    if (readSpeed(text) !== undefined) {
      reading.massKg = kg;
      return reading;
    }
    // 'un vérin de 25 kg': the rating people give in kilograms, a force.
    if (saysEach(text, index, mass[0].length) && new RegExp(String.raw`${SPRING_NOUN}\s+(?:a gaz\s+)?(?:de|d)\s*$`).test(before.slice(-24))) {
      reading.forceN = Math.round(kg * NEWTONS_PER_KG);
      return reading;
    }
    reading.massKg = kg;
    if (hinged && !hasAnyPhrase(text, VERTICAL_WORDS)) {
      reading.lidMassKg = kg;
      return reading;
    }
    const total = kg * NEWTONS_PER_KG;
    // A mass is the whole load unless 'chacun' goes with it, in its clause (« chaque vérin doit
    // pousser 25 kg ») or right after it (« 25 kg chacun »); 'quelle force par vérin ?' asks.
    const clause = before.split(/[,;.!?:]/).pop() ?? '';
    const near = `${clause.slice(-60)} ${text.slice(index + mass[0].length, index + mass[0].length + 20)}`;
    if (springCount !== undefined && springCount > 1 && !hasAnyPhrase(near, EACH_WORDS)) {
      reading.forceTotalN = Math.round(total);
      reading.forceN = Math.round(total / springCount);
    } else {
      reading.forceN = Math.round(total);
    }
    return reading;
  }
  // 'force de 300' without a unit: newtons.
  const bare = BARE_FORCE_RE.exec(text);
  if (bare) share(parseNumber(bare[1]), eachInText);
  return reading;
}

/** True when the message is about a hinged part (lid, door, flap, bed base...). */
export function isHinged(text: string): boolean {
  return hasAnyPhrase(text, LID_WORDS_ALL);
}

// ------------------------------------------------------------------ lengths

export type LengthRole = 'stroke' | 'extended' | 'compressed' | 'body' | 'rod' | 'length' | 'object' | 'depth' | 'gravity';

export interface Lengths {
  strokeMm?: number;
  extendedLengthMm?: number;
  lengthMm?: number;
  bodyDiameterMm?: number;
  rodDiameterMm?: number;
  /** Depth of a lid, hinge to front edge: a force calculator input, not a spring size. */
  lidDepthMm?: number;
  /** Hinge to the lid's centre of gravity: a force calculator input, not a spring size. */
  centreOfGravityMm?: number;
  bounds: Bounds;
}

/** No gas spring is longer; a bare length beyond it measures something else. */
const MAX_SPRING_LENGTH_MM = 2500;
/** No gas spring is shorter between centres (a 10/4 with a 20 mm stroke measures 80 mm). */
const MIN_SPRING_LENGTH_MM = 40;

const LENGTH_UNIT = String.raw`(mm|millimetres?|cm|centimetres?|m|metres?)`;

/** Millimetres per unit of a length: 'cm' → 10, 'm' → 1000. */
function lengthFactor(unit: string): number {
  return unit.startsWith('c') ? 10 : unit === 'm' || unit.startsWith('metre') ? 1000 : 1;
}

const LENGTH_RE = new RegExp(String.raw`${NUMBER}\s*(mm|millimetres?|cm|centimetres?|m|metres?)(?![a-z\u00c0-\u024f\d])`, 'g');

/** What a measure can be of, besides the spring. */
const OBJECT_NOUNS = [
  'bateau', 'voilier', 'navire', 'camping-car', 'camping car', 'fourgon', 'voiture', 'camion', 'van', 'lit', 'matelas',
  'sommier', 'couvercle', 'porte', 'plateau', 'table', 'trappe', 'caisson', 'meuble', 'panneau', 'coffre', 'capot',
  'boule', 'trou', 'percage', 'machine', 'remorque', 'hayon', 'tablette', 'abattant', 'vitrine', 'fenetre', 'cuve',
  'tuyau', 'decor', 'placard', 'planche', 'bureau', 'banquette', 'plan de travail', 'sur', 'x',
  'camionnette', 'utilitaire', 'pick-up', 'vehicule', 'tracteur', 'caravane', 'yacht', 'bus', 'container', 'conteneur',
  'piece', 'salle', 'mur', 'garage', 'hangar', 'goupille', 'vis', 'boulon', 'epaisseur', 'moissonneuse', 'remorque',
];
/** What says the measure is the spring's. */
const SPRING_WORDS = [
  'verin', 'verins', 'ressort', 'ressorts', 'amortisseur', 'course', 'longueur', 'entraxe', 'entre axes', 'sorti', 'sortie',
  'deploye', 'comprime', 'comprimee', 'ferme', 'rentre', 'corps', 'tige', 'tube', 'diametre', 'ø', 'alesage', 'cote',
  'colonne', 'long',
];

function lastIndexOfAny(text: string, words: readonly string[]): number {
  let best = -1;
  for (const word of words) {
    // The word or its plural (« trous », « panneaux »).
    const match = [...text.matchAll(new RegExp(String.raw`(?:^|[^a-z\u00c0-\u024f])${word.replace(/[-ø]/g, '\\$&')}[sx]?(?![a-z\u00c0-\u024f])`, 'g'))].pop();
    if (match && (match.index ?? -1) > best) best = match.index ?? -1;
  }
  return best;
}

/** A keyword followed by its own figure (« course 200 ») names that figure, not the one before it. */
const KEYWORD_WITH_FIGURE = /^\s*[,;]?\s*(?:course|entraxe|entre axes|longueur(?: sortie| comprimee| fermee| deployee)?|diametre|ø|corps|tige)\s*(?::|=|de|d)?\s*\d/;

function roleFromContext(before: string, rest: string): LengthRole {
  const after = KEYWORD_WITH_FIGURE.test(rest) ? '' : rest;
  if (/^\s*(?:de |d )?(?:profondeur|profond)/.test(after)) return 'depth';
  if (/(?:profond|profondeur)\s*(?:de|d|:)?\s*$/.test(before)) return 'depth';
  if (/(?:large|largeur|haut|hauteur|epais|epaisseur)\s*(?:de|d|:)?\s*$/.test(before)) return 'object';
  if (/^\s*(?:de |d )?(?:large|largeur|haut|hauteur|epaisseur|epais)\b/.test(after)) return 'object';
  if (/^\s*x\s*\d/.test(after)) return 'object';
  // The lid's geometry (« centre de gravité à 25 cm », « fixé à 20 cm de la charnière »): the force calculator's, not the spring's.
  if (/(?:centre de gravite|centre of gravity|center of gravity|gravite|cdg)[^,;:.]{0,20}$/.test(before)) return 'gravity';
  if (/(?:charniere|pivot|bras de levier)[^,;:.]{0,20}$/.test(before)) return 'object';
  if (/^\s*(?:de|du|d)\s+(?:la\s+|l\s+)?(?:charniere|pivot|axe de rotation)\b/.test(after)) return 'object';
  if (/^\s*(?:de\s+)?course/.test(after)) return 'stroke';
  if (/^\s*(?:entre axes|d entraxe|deploye|ouvert|sorti|hors tout|(?:de\s+)?longueur(?: sortie| deployee| totale| hors tout)?(?!\s*(?:comprimee|fermee)))/.test(after)) return 'extended';
  if (/^\s*(?:ferme|comprime|rentre)/.test(after)) return 'compressed';
  if (/^\s*(?:de\s+)?diametre/.test(after)) return 'body';
  // The clause the number is in: a measure of the boat is not one of the spring.
  const clause = before.split(/[,;:.!?()]| et | mais /).pop() ?? before;
  const near = clause.slice(-40);
  const object = lastIndexOfAny(near, OBJECT_NOUNS);
  const spring = lastIndexOfAny(near, SPRING_WORDS);
  if (object > spring) return 'object';
  // « de long »: the spring's length when the spring is named, else whatever is measured.
  if (/^\s*(?:de\s+)?long\b/.test(after)) return spring >= 0 ? 'extended' : 'length';
  const found = (words: string[]) => lastIndexOfAny(near, words);
  const roles: [LengthRole, number][] = [
    ['stroke', found(['course'])],
    ['compressed', found(['ferme', 'fermee', 'comprime', 'comprimee', 'rentre', 'rentree'])],
    ['extended', found(['longueur', 'entraxe', 'entre axes', 'deploye', 'ouvert', 'sorti', 'sortie', 'long', 'fixations', 'axes'])],
    ['body', found(['diametre', 'ø', 'corps', 'tube', 'alesage'])],
    ['rod', found(['tige'])],
  ];
  const best = roles.filter(([, index]) => index >= 0).sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : 'length';
}

const MAX_BEFORE =
  /(?:au plus|au maximum|maximum|maxi|max|pas plus de|pas plus d|moins de|inferieure? a|ne depassant pas|jusqu a|pas plus (?:longs?|longues?|grands?|grandes?|hauts?|hautes?) que|plus courte?s? que|moins longs? que|moins longues? que|at most|no (?:longer|more) than|not (?:longer|more) than|shorter than|up to|maximum of)\s*(?:de\s+|d\s+)?$/;
const MIN_BEFORE = /(?:au moins|au minimum|minimum|mini|min|pas moins de|plus de|superieure? a|a partir de|at least|no less than|not less than|minimum of)\s*(?:de\s+|d\s+)?$/;
const MAX_AFTER = /^\s*(?:mm\s*)?(?:maxi|max|maximum|au plus|au maximum|ou moins)\b/;
const MIN_AFTER = /^\s*(?:mm\s*)?(?:mini|min|minimum|au moins|au minimum|ou plus|pas moins)\b/;

function boundOf(before: string, after: string): 'min' | 'max' | null {
  const near = before.slice(-30);
  const role = near.replace(/(?:course|longueur|entraxe|entre axes|sortie?|de|d|une?|la|le)\s*$/g, '').trim();
  if (MAX_BEFORE.test(near) || MAX_BEFORE.test(`${role} `) || MAX_AFTER.test(after)) return 'max';
  if (MIN_BEFORE.test(near) || MIN_BEFORE.test(`${role} `) || MIN_AFTER.test(after)) return 'min';
  return null;
}

function setBound(bounds: Bounds, key: keyof Bounds, side: 'min' | 'max', value: number) {
  bounds[key] = {...bounds[key], [side]: value};
}

/** '1 m/s', '0,5 m par seconde', '3 km/h': a speed, never a length. */
const SPEED = new RegExp(String.raw`${NUMBER}\s*(m|mm|cm|km)\s*(?:\/\s*(s|sec|seconde|h|heure)|par\s+(seconde|heure))\b`, 'g');

/** The speed of a moving load, metres per second. */
export function readSpeed(text: string): number | undefined {
  for (const match of text.matchAll(SPEED)) {
    const per = match[3] ?? match[4] ?? '';
    const metres = parseNumber(match[1]) * ({m: 1, mm: 0.001, cm: 0.01, km: 1000} as Record<string, number>)[match[2]];
    return per.startsWith('h') ? metres / 3600 : metres;
  }
  return undefined;
}

export function readLengths(message: string): Lengths {
  const text = message.replace(SPEED, (speed) => ' '.repeat(speed.length));
  const found: Lengths = {bounds: {}};
  let compressed: number | undefined;
  /** « longueur fermée 250 mm maximum »: a bound on the closed length, met through the stroke. */
  let compressedBound: {side: 'min' | 'max'; mm: number} | undefined;
  const assign = (role: LengthRole, mm: number, bound: 'min' | 'max' | null) => {
    if (!Number.isFinite(mm) || mm <= 0) return;
    if (bound && role === 'compressed') {
      compressedBound ??= {side: bound, mm};
      return;
    }
    if (bound && (role === 'stroke' || role === 'extended' || role === 'length')) {
      setBound(found.bounds, role === 'stroke' ? 'strokeMm' : 'extendedLengthMm', bound, mm);
      return;
    }
    switch (role) {
      case 'stroke':
        found.strokeMm ??= mm;
        break;
      case 'extended':
        found.extendedLengthMm ??= mm;
        break;
      case 'compressed':
        compressed ??= mm;
        break;
      case 'depth':
        found.lidDepthMm ??= mm;
        break;
      case 'gravity':
        found.centreOfGravityMm ??= mm;
        break;
      case 'object':
        break;
      case 'length':
        // With nothing saying it is the spring's: longer than any gas spring (the van, the
        // room) or shorter than the shortest (a pin, a hole, a thickness), it measures something else.
        if (mm > MAX_SPRING_LENGTH_MM || mm < MIN_SPRING_LENGTH_MM) break;
        found.lengthMm ??= mm;
        break;
      case 'body':
        // Nobody's cylinder is 30 cm wide: that is a length.
        if (mm > 250) found.lengthMm ??= mm;
        else found.bodyDiameterMm ??= mm;
        break;
      case 'rod':
        if (mm > 80) found.lengthMm ??= mm;
        else found.rodDiameterMm ??= mm;
        break;
      default:
        found.lengthMm ??= mm;
    }
  };

  // Body/rod pairs: '15/6', '22 / 10', '6/15', '22 10' after a spring word (either order).
  const pair = /(?<![\d/.,])(\d{1,2})\s*\/\s*(\d{1,2})(?![\d/])|(?<=(?:verin|gaz|ressort)\s+)(\d{2})\s+(\d{1,2})(?=\s+course)/g;
  for (const match of text.matchAll(pair)) {
    const a = Number(match[1] ?? match[3]);
    const b = Number(match[2] ?? match[4]);
    const [body, rod] = a >= b ? [a, b] : [b, a];
    if (body >= 8 && body <= 80 && rod >= 3 && rod < body) {
      found.bodyDiameterMm ??= body;
      found.rodDiameterMm ??= rod;
    }
  }
  // Written with a times sign, as catalogues print it: '15x6', '22 x 10'. Only a gas-spring
  // section (body 8 to 40 mm, rod at most two thirds of it) and with no unit after: '60 x 40 cm' is a lid.
  const times = /(?<![\d/.,x])(\d{1,2})\s*[x×*]\s*(\d{1,2})(?![\d/.,x]|\s*(?:mm|cm|m|metres?)\b)/g;
  for (const match of text.matchAll(times)) {
    const a = Number(match[1]);
    const b = Number(match[2]);
    const [body, rod] = a >= b ? [a, b] : [b, a];
    if (body >= 8 && body <= 40 && rod >= 3 && rod * 1.5 <= body) {
      found.bodyDiameterMm ??= body;
      found.rodDiameterMm ??= rod;
    }
  }

  const taken: [number, number][] = [];
  for (const match of text.matchAll(LENGTH_RE)) {
    const index = match.index ?? 0;
    const unit = match[2];
    const factor = lengthFactor(unit);
    const value = parseNumber(match[1]) * factor;
    const before = text.slice(0, index);
    const after = text.slice(index + match[0].length);
    assign(roleFromContext(before, after), value, boundOf(before, after));
    taken.push([index, index + match[0].length]);
  }

  // Numbers without a unit right after a keyword: 'course 100', 'entraxe 480', 'Ø 32'.
  const keyworded =
    /(course|longueur(?: sortie| comprimee| fermee)?|cote (?:comprimee|fermee|sortie)|entre axes|entraxe|diametre|ø|alesage|corps|tube|tige)\s*(?:de|:|=|d environ|environ|totale|deployee|utile)?\s*(?:de\s*)?(\d+(?:[.,]\d+)?)(?!\d|[.,]\d)(?!\s*(?:n\b|kg|%|\/|dan|kgf|°|mm|cm|m\b))/g;
  for (const match of text.matchAll(keyworded)) {
    const start = (match.index ?? 0) + match[0].length - match[2].length;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    const keyword = match[1];
    const value = parseNumber(match[2]);
    const role: LengthRole =
      keyword === 'course'
        ? 'stroke'
        : /comprimee|fermee/.test(keyword)
          ? 'compressed'
          : /longueur|entre axes|entraxe|sortie/.test(keyword)
            ? 'extended'
            : keyword === 'tige'
              ? 'rod'
              : 'body';
    const before = text.slice(0, match.index ?? 0);
    const after = text.slice((match.index ?? 0) + match[0].length);
    assign(role, value, boundOf(`${before}${match[0].slice(0, match[0].length - match[2].length)}`, after));
  }

  // Datasheet notation: 'L = 400' (length between centres), 'C = 150' or 'S = 150' (stroke).
  for (const match of text.matchAll(/(?<![a-z\u00c0-\u024f])(l|lg|lo|l0|c|s)\s*[=:]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm)?(?!\d|[.,]\d)/g)) {
    const mm = parseNumber(match[2]) * (match[3] === 'cm' ? 10 : 1);
    assign(match[1] === 'c' || match[1] === 's' ? 'stroke' : 'extended', mm, null);
  }

  // The trade's shorthand for the stroke: 'c 150', 'c.150' (not « c est »: a figure must follow).
  for (const match of text.matchAll(/(?<![a-z\u00c0-\u024f\d])c\.?\s*(\d{2,4})\s*(mm|cm)?(?!\d|[.,]\d)(?!\s*(?:n|kg|dan|kgf|euros?|€|%|°|x)\b)/g)) {
    if (found.strokeMm !== undefined) break;
    assign('stroke', parseNumber(match[1]) * (match[2] === 'cm' ? 10 : 1), null);
  }

  // '180 de course', '480 d'entraxe': a figure without its unit, named after it.
  // In English order too, once the glossary has put the word in French: '100 stroke' → '100 course'.
  const named = /(?<![\d.,])(\d{2,4}(?:[.,]\d+)?)\s+(?:de |d )?(course|entraxe|longueur)(?![a-z])(?!\s*(?::|=|de|d)?\s*\d)/g;
  for (const match of text.matchAll(named)) {
    const start = match.index ?? 0;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    assign(match[2] === 'course' ? 'stroke' : 'extended', parseNumber(match[1]), boundOf(text.slice(0, start), text.slice(start + match[0].length)));
  }

  // '25 cm fermé, course 10 cm': the extended length is the closed length plus the stroke.
  // '300 mm fermé, 500 mm ouvert': the stroke is the difference.
  if (compressed !== undefined) {
    if (found.strokeMm !== undefined) found.extendedLengthMm ??= compressed + found.strokeMm;
    else if (found.extendedLengthMm !== undefined && found.extendedLengthMm > compressed) found.strokeMm = found.extendedLengthMm - compressed;
    else found.lengthMm ??= compressed;
  }
  // A closed length at most 250 with a 100 mm stroke: extended at most 350 between centres.
  if (compressedBound && found.strokeMm !== undefined) {
    setBound(found.bounds, 'extendedLengthMm', compressedBound.side, compressedBound.mm + found.strokeMm);
  }
  return found;
}

/** 'au moins 600 N', '600 N minimum': a lower bound on the force. */
export function readForceBound(text: string): Bound | undefined {
  const force = new RegExp(String.raw`${NUMBER}\s*${FORCE_UNIT}${NOT_LETTER}`).exec(text);
  if (!force) return undefined;
  const index = force.index ?? 0;
  const newtons = parseNumber(force[1]) * unitFactor(force[2]);
  const side = boundOf(text.slice(0, index), text.slice(index + force[0].length));
  return side ? {[side]: newtons} : undefined;
}

/** Words that make a figure in degrees a temperature. */
const TEMPERATURE_WORDS = /\b(?:temperatures?|chaleur|chaude?s?|chauff\w*|froide?s?|gel|gele\w*|negati\w*|celsius|fours?|etuves?|soleil|canicule|congel\w*|frigo\w*|refrigere\w*|saunas?|vapeur|brulant\w*)\b/;
/** Words that make it an angle: how far something opens or tilts. */
const ANGLE_WORDS = /\b(?:ouvert\w*|ouverture|ouvre|ouvrir|angles?|inclin\w*|pivot\w*|bascul\w*|rotation|relev\w*|penche\w*)\b/;
const DEGREES = /(-|moins\s+)?(\d{1,3})\s*(°\s*c\b|degres?\s+c(?:elsius)?\b|°|degres?\b)/g;

function degreeFigures(text: string): {value: number; celsius: boolean; before: string; after: string}[] {
  return [...text.matchAll(DEGREES)].map((match) => {
    const index = match.index ?? 0;
    return {
      value: Number(match[2]) * (match[1] ? -1 : 1),
      celsius: /c/.test(match[3].replace(/degres?/, '')) || Boolean(match[1]),
      before: text.slice(Math.max(0, index - 30), index),
      after: text.slice(index + match[0].length, index + match[0].length + 20),
    };
  });
}

/**
 * '200 °C', '-20°C', '80 degrés de chaleur': the temperature the spring must stand. A bare
 * '100°' is a temperature only when the message speaks of heat or cold; next to an
 * opening (« ouverte à 100° ») it is an angle.
 */
export function readTemperature(text: string): number | undefined {
  for (const figure of degreeFigures(text)) {
    if (figure.celsius) return figure.value;
    if (ANGLE_WORDS.test(figure.before) || ANGLE_WORDS.test(figure.after)) continue;
    if (TEMPERATURE_WORDS.test(text)) return figure.value;
  }
  return undefined;
}

/** « ouverte à 100° », « angle d'ouverture 90 degrés »: how far the lid opens. */
export function readOpeningAngle(text: string): number | undefined {
  for (const figure of degreeFigures(text)) {
    if (figure.celsius || figure.value <= 0 || figure.value > 180) continue;
    if (ANGLE_WORDS.test(figure.before) || ANGLE_WORDS.test(figure.after)) return figure.value;
  }
  return undefined;
}

// One measure typed alone in a form field: the same numbers and units as in a message.
const FIELD_FORCE_RE = new RegExp(String.raw`^${NUMBER}\s*(?:${FORCE_UNIT}|(kg|kgs|kilos?|kilogrammes?))?\.?$`);
const FIELD_LENGTH_RE = new RegExp(String.raw`^${NUMBER}\s*${LENGTH_UNIT}?\.?$`);

/** A force typed in a field ('420', '420 N', '40 daN', '42 kg'): newtons; null when it is not one force. */
export function readFieldForce(field: string): number | null {
  const match = FIELD_FORCE_RE.exec(normalizeText(field).trim());
  if (!match) return null;
  const unit = match[2] ?? match[3] ?? 'n';
  const value = parseNumber(match[1]) * unitFactor(unit);
  return Number.isFinite(value) ? value : null;
}

/** A length typed in a field ('500', '500 mm', '50 cm'): millimetres; null when it is not one length. */
export function readFieldLength(field: string): number | null {
  const match = FIELD_LENGTH_RE.exec(normalizeText(field).trim());
  if (!match) return null;
  const value = parseNumber(match[1]) * (match[2] ? lengthFactor(match[2]) : 1);
  return Number.isFinite(value) ? value : null;
}

/** Words that say figures are read off the old spring's body. */
const MARKING_WORDS = [
  'ecrit', 'ecrite', 'marque dessus', 'marque', 'marquee', 'marquage', 'imprime', 'imprimee', 'inscrit', 'inscription', 'grave',
  'gravee', 'etiquette', 'dessus', 'sur le corps', 'sur le tube', 'printed', 'stamped', 'label', 'reads', 'says',
];
/** « 150N 285 », « 400 N / 500 »: a force and, right after it without a unit, a length in mm. */
const FORCE_THEN_BARE = new RegExp(String.raw`${NUMBER}\s*(?:n|dan)\s*[-/ ]\s*(\d{3,4})(?!\d|[.,]\d)(?!\s*(?:n|dan|kg|kgf|bar|°|%|h|ans?|jours?|pieces?|verins?|x)\b)`);

/**
 * The length printed next to the force on a spring (« juste écrit 150N 285 dessus »): the
 * makers print the extended length between centres in millimetres. Only in a marking.
 */
export function readMarkedLength(text: string): number | undefined {
  if (!hasAnyPhrase(text, MARKING_WORDS)) return undefined;
  const match = FORCE_THEN_BARE.exec(text);
  if (!match) return undefined;
  const mm = parseNumber(match[2]);
  return mm >= 100 && mm <= MAX_SPRING_LENGTH_MM ? mm : undefined;
}
