// What a buyer's French message says about the product they need: force (N, daN, kN,
// or a mass in kg or t read at 10 N per kg), lengths, stroke and diameters in mm,
// end fittings, material, application, urgency. Pure functions on text.

import {NEWTONS_PER_KG} from './constants.ts';
import {hasAnyPhrase, hasPhrase, normalizeText, parseNumber, phraseIndex} from './text.ts';

export type ProductKind = 'gas' | 'hydraulic' | 'pneumatic' | 'damper' | 'lifting-support' | 'accessory' | 'kit';
export type Fitting = 'oeillet' | 'rotule' | 'chape';
export type Application =
  | 'mobilier'
  | 'marine'
  | 'medical'
  | 'industrie'
  | 'automobile'
  | 'camping-car'
  | 'agricole'
  | 'agroalimentaire'
  | 'cuisine'
  | 'batiment'
  | 'aeronautique';

/** A precise use ('lit coffre', 'hayon'): searched by keyword, implies an application. */
export interface Subject {
  id: string;
  /** Words searched in the catalogue (Shopify search syntax). */
  search: string;
  /** Normalised words that show a product is made for it (title, tags, description). */
  keywords: string[];
  /** French, for the reply: 'Pour un lit coffre, …' */
  label: string;
  application?: Application;
  /** What a specialist says about the force for this use, when the buyer gave none. */
  forceAdvice?: string;
}

export interface ChatEntities {
  /** Force wanted per cylinder, newtons. */
  forceN?: number;
  /** The mass the buyer gave, when the force came from one. */
  massKg?: number;
  strokeMm?: number;
  /** Length between fitting centres, extended. */
  extendedLengthMm?: number;
  /** Length with nothing saying which: compared with the extended length or the stroke. */
  lengthMm?: number;
  bodyDiameterMm?: number;
  rodDiameterMm?: number;
  /** 'M8' */
  thread?: string;
  fittings: Fitting[];
  /** 'inox' (any stainless), or a grade. */
  material?: 'inox' | 'inox-316' | 'inox-304' | 'aluminium';
  applications: Application[];
  subjects: Subject[];
  kinds: ProductKind[];
  /** The buyer wrote 'vérin' (or 'ressort à gaz'): a cylinder, not a spare part... */
  mentionsCylinder: boolean;
  /** ...unless an end fitting comes first: 'une chape M14 pour vérin' is a chape. */
  fittingFirst: boolean;
  locking: boolean;
  traction: boolean;
  urgent: boolean;
  /** Units wanted ('10 vérins', 'une paire'). */
  quantity?: number;
  /**
   * The message's other meaningful words, as search prefixes ('souffl', 'depres'): what a
   * keyword search finds when no rule above knows the word.
   */
  keywords: string[];
}

// A number, with French thousands grouping ('1 200', '100 000') but not two numbers in a
// row ('15/6 150 N' is 150 N, not 6 150 N).
const NUMBER = String.raw`(?<![\d/.,])(\d{1,2}(?:[ \u00A0\u202F]\d{3})+|\d{3}(?:[ \u00A0\u202F]000)+|\d+(?:[.,]\d+)?)`;

const APPLICATION_WORDS: Record<Application, readonly string[]> = {
  mobilier: [
    'meuble', 'meubles', 'mobilier', 'lit', 'lits', 'armoire', 'placard', 'placards', 'banquette', 'abattant',
    'abattante', 'agencement', 'menuiserie', 'menuisier', 'ebeniste', 'coffre de rangement', 'coffre a jouets',
    'secretaire', 'bureau', 'tiroir',
  ],
  marine: [
    'bateau', 'bateaux', 'marine', 'marin', 'nautique', 'voilier', 'navire', 'yacht', 'cockpit', 'pont', 'mer',
    'eau salee', 'embruns', 'ponton', 'offshore', 'peche', 'catamaran', 'semi-rigide', 'zodiac',
  ],
  medical: [
    'medical', 'medicale', 'medicaux', 'medicalise', 'hopital', 'hospitalier', 'clinique', 'soins', 'patient',
    'patients', 'ehpad', 'dentaire', 'kine', 'kinesitherapie', 'table d examen', 'fauteuil roulant',
  ],
  industrie: [
    'industrie', 'industriel', 'industrielle', 'industriels', 'machine', 'machines', 'usine', 'production',
    'presse', 'carter', 'carters', 'four', 'fours', 'convoyeur', 'machine-outil', 'machines-outils', 'compresseur',
    'armoire electrique', 'maintenance',
  ],
  automobile: ['voiture', 'auto', 'automobile', 'hayon', 'vehicule', 'utilitaire', '4x4', 'break', 'coffre de voiture'],
  'camping-car': ['camping-car', 'camping car', 'campingcar', 'fourgon', 'van amenage', 'caravane', 'soute', 'lanterneau'],
  agricole: ['tracteur', 'agricole', 'agriculture', 'moissonneuse', 'ferme', 'engin agricole', 'remorque agricole'],
  agroalimentaire: [
    'agroalimentaire', 'alimentaire', 'boulangerie', 'boucherie', 'laiterie', 'fromagerie', 'haccp', 'petrin',
    'tremie', 'vitrine refrigeree', 'contact alimentaire',
  ],
  cuisine: ['cuisine', 'cuisines', 'restaurant', 'plancha', 'barbecue', 'snack', 'traiteur'],
  batiment: ['batiment', 'trappe de sol', 'trappe de cave', 'cave', 'plancher', 'trappe de visite', 'desenfumage', 'chantier'],
  aeronautique: ['avion', 'avions', 'aeronautique', 'aviation', 'aerospatial', 'aerospatiale', 'helicoptere', 'aeronef'],
};

/** Precise uses, most specific first: the first match of a group wins. */
const SUBJECTS: readonly (Subject & {patterns: readonly string[]})[] = [
  {
    id: 'lit-medicalise',
    patterns: ['lit medicalise', 'lits medicalises', 'lit medical', 'lit d hopital', 'lit hospitalier'],
    search: 'medicalise',
    keywords: ['medicalise'],
    label: 'un lit médicalisé',
    application: 'medical',
  },
  {
    id: 'lit-coffre',
    patterns: ['lit coffre', 'lits coffres', 'lit-coffre', 'coffre de lit', 'sommier', 'lit escamotable', 'lit relevable', 'sommier relevable'],
    search: '"lit coffre"',
    keywords: ['lit-coffre', 'lit coffre'],
    label: 'un lit coffre',
    application: 'mobilier',
    forceAdvice:
      'Pour un lit coffre, on monte deux vérins ; comptez de 600 à 800 N chacun pour un sommier de 90 cm, ' +
      '1 000 à 1 400 N pour 140 à 160 cm, selon le poids du matelas.',
  },
  {
    id: 'meuble-haut',
    patterns: ['meuble haut', 'meubles hauts', 'porte relevable', 'portes relevables', 'element haut', 'placard haut', 'meuble de cuisine', 'caisson haut'],
    search: 'relevable',
    keywords: ['relevable', 'meuble haut'],
    label: 'une porte relevable de meuble',
    application: 'mobilier',
    forceAdvice: 'Une porte relevable de meuble haut demande de 60 à 150 N par vérin selon son poids et sa hauteur.',
  },
  {
    id: 'abattant',
    patterns: ['porte abattante', 'portes abattantes', 'abattant', 'abattants', 'secretaire', 'bar abattant'],
    search: 'abattante',
    keywords: ['abattante', 'abattant'],
    label: 'une porte abattante',
    application: 'mobilier',
  },
  {
    id: 'banquette',
    patterns: ['banquette', 'coffre de rangement', 'coffre a jouets', 'banc coffre', 'coffre a linge', 'pouf coffre'],
    search: 'banquette',
    keywords: ['banquette', 'coffre de rangement'],
    label: 'un coffre de rangement',
    application: 'mobilier',
  },
  {
    id: 'trappe-sol',
    patterns: ['trappe de sol', 'trappe de cave', 'trappe au sol', 'trappe de plancher', 'trappe d acces au sous-sol'],
    search: '"trappe de sol"',
    keywords: ['trappe de sol'],
    label: 'une trappe de sol',
    application: 'batiment',
    forceAdvice: 'Une trappe de sol lourde se soulage avec deux vérins : divisez la force nécessaire entre les deux.',
  },
  {
    id: 'trappe-visite',
    patterns: ['trappe de visite', 'trappe d acces', 'trappe de plafond', 'trappe de faux plafond'],
    search: 'visite',
    keywords: ['trappe de visite'],
    label: 'une trappe de visite',
    application: 'batiment',
  },
  {
    id: 'lanterneau',
    patterns: ['lanterneau', 'lanterneaux', 'baie de camping-car', 'baie de camping car', 'hublot de toit'],
    search: 'lanterneau',
    keywords: ['lanterneau'],
    label: 'un lanterneau',
    application: 'camping-car',
  },
  {
    id: 'soute',
    patterns: ['porte de soute', 'soute', 'coffre de camping-car', 'coffre de camping car', 'coffre exterieur'],
    search: 'camping',
    keywords: ['camping-car', 'soute'],
    label: 'un coffre de camping-car',
    application: 'camping-car',
  },
  {
    id: 'remorque',
    patterns: ['remorque', 'remorques', 'van a chevaux', 'capot de van'],
    search: 'remorque',
    keywords: ['remorque'],
    label: 'un capot de remorque',
    application: 'automobile',
  },
  {
    id: 'hayon',
    patterns: ['hayon', 'hayons', 'coffre de voiture', 'malle arriere', 'coffre arriere', 'lunette arriere'],
    search: 'hayon',
    keywords: ['hayon'],
    label: 'un hayon',
    application: 'automobile',
    forceAdvice:
      'Sur un hayon, reprenez la force et la longueur imprimées sur le vérin d’origine, et changez toujours les deux vérins ensemble.',
  },
  {
    id: 'plancha',
    patterns: ['plancha', 'barbecue', 'barbecues', 'grill', 'couvercle de cuisson'],
    search: 'plancha',
    keywords: ['plancha', 'barbecue'],
    label: 'un couvercle de plancha',
    application: 'cuisine',
  },
  {
    id: 'vitrine',
    patterns: ['vitrine', 'vitrines', 'presentoir', 'comptoir refrigere', 'vitrine refrigeree'],
    search: 'vitrine',
    keywords: ['vitrine'],
    label: 'une vitrine',
    application: 'agroalimentaire',
  },
  {
    id: 'siege',
    patterns: ['siege', 'sieges', 'chaise', 'tabouret', 'fauteuil de bureau', 'siege d atelier'],
    search: 'siege',
    keywords: ['siege'],
    label: 'un siège',
    application: 'mobilier',
  },
  {
    id: 'plan-de-travail',
    patterns: ['plan de travail', 'plan de travail escamotable', 'tablette escamotable'],
    search: '"plan de travail"',
    keywords: ['plan de travail'],
    label: 'un plan de travail escamotable',
    application: 'mobilier',
  },
  {
    id: 'table',
    patterns: ['table reglable', 'table elevatrice', 'bureau reglable', 'plateau reglable', 'table a hauteur variable', 'bureau assis-debout', 'table'],
    search: 'table',
    keywords: ['table'],
    label: 'une table réglable',
  },
  {
    id: 'force-reglable',
    patterns: ['force reglable', 'force ajustable', 'valve de purge', 'reglable en force'],
    search: '"force reglable"',
    keywords: ['force reglable'],
    label: 'une force ajustable',
  },
  {
    id: 'tube-protection',
    patterns: ['tube de protection', 'boue', 'poussiere', 'projections'],
    search: 'protection',
    keywords: ['protection'],
    label: 'un environnement poussiéreux',
  },
  {
    id: 'trappe',
    patterns: ['trappe', 'trappes', 'coffre de cockpit', 'capot moteur', 'panneau de pont'],
    search: 'trappe',
    keywords: ['trappe'],
    label: 'une trappe',
  },
];

const KIND_WORDS: Record<ProductKind, readonly string[]> = {
  gas: [
    'verin a gaz', 'verins a gaz', 'verin gaz', 'verins gaz', 'ressort a gaz', 'ressorts a gaz', 'verin a gas',
    'gas spring', 'verin de coffre', 'verins de coffre', 'verin de hayon', 'verins de hayon', 'verin de lit',
    'colonne de gaz', 'colonne gaz', 'colonnes de gaz',
  ],
  hydraulic: ['verin hydraulique', 'verins hydrauliques', 'hydraulique', 'hydrauliques', 'cric', 'tonnes', 'double effet hydraulique'],
  pneumatic: ['pneumatique', 'pneumatiques', 'air comprime', 'iso 15552', 'iso 6432', 'iso 21287', 'verin a air'],
  damper: ['amortisseur', 'amortisseurs', 'fermeture douce', 'fin de course'],
  'lifting-support': ['compas', 'support de levage', 'supports de levage', 'mecanisme de relevage', 'mecanisme'],
  accessory: [
    'rotule seule', 'rotules seules', 'embout', 'embouts', 'ferrure', 'ferrures', 'axe a boule', 'axes a boule',
    'soufflet', 'joint', 'joints', 'raccord', 'raccords', 'adaptateur', 'outil', 'piece detachee', 'pieces detachees',
    'visserie', 'accessoire', 'accessoires', 'depressurisation', 'depressuriser', 'recyclage', 'rechange', 'de rechange',
  ],
  kit: ['kit', 'kits'],
};

/** 'amortisseur de hayon' is what many people call a gas spring. */
const GAS_SPRING_NICKNAMES = ['amortisseur de hayon', 'amortisseurs de hayon', 'amortisseur de coffre', 'amortisseurs de coffre', 'amortisseur de capot', 'amortisseur de lit'];

const URGENT_WORDS = [
  'urgent', 'urgente', 'urgence', 'urgemment', 'rapidement', 'au plus vite', 'vite', 'demain', 'aujourd hui',
  'asap', 'express', 'des que possible', 'le plus tot possible', 'au plus tot', 'sous 24 h', 'sous 24h', 'en 24h',
  'en 24 h', 'tres rapide', 'rapide', 'immobilise', 'immobilisee', 'a l arret',
];

const LOCKING_WORDS = ['blocable', 'blocables', 'bloquable', 'blocage', 'bloquer', 'verrouillable', 'verrouillage', 'position intermediaire', 'positions intermediaires', 'poussoir'];
const TRACTION_WORDS = ['traction', 'tirer', 'qui tire', 'en tirant', 'rappel en fermeture'];

const FITTING_WORDS: Record<Fitting, readonly string[]> = {
  oeillet: ['oeillet', 'oeillets', 'oeil', 'yeux', 'oeilleton'],
  rotule: ['rotule', 'rotules', 'axe a boule', 'boule'],
  chape: ['chape', 'chapes', 'fourche'],
};

const WORD_NUMBERS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  douze: 12, quinze: 15, vingt: 20, trente: 30, cinquante: 50, cent: 100,
};

const NOT_LETTER = String.raw`(?![a-z\u00c0-\u024f'])`;
const FORCE_BETWEEN = new RegExp(String.raw`entre\s+${NUMBER}\s*(?:n\s*)?et\s*${NUMBER}\s*(kn|dan|n|newtons?)${NOT_LETTER}`);
const FORCE_RANGE_RE = new RegExp(String.raw`${NUMBER}\s*(?:n\s*)?(?:a|-)\s*${NUMBER}\s*(kn|dan|n|newtons?)${NOT_LETTER}`);
const FORCE_RE = new RegExp(String.raw`${NUMBER}\s*(kn|dan|n|newtons?)${NOT_LETTER}`);
const MASS_RE = new RegExp(String.raw`${NUMBER}\s*(kg|kgs|kilos?|kilogrammes?|t|tonnes?)${NOT_LETTER}`);
const BARE_FORCE_RE = new RegExp(String.raw`(?:force|poussee|effort)\s*(?:de|:|d environ|environ)?\s*${NUMBER}(?!\s*(?:mm|cm|%))`);
const LENGTH_RE = new RegExp(String.raw`${NUMBER}\s*(mm|millimetres?|cm|centimetres?|m|metres?)(?![a-z\u00c0-\u024f\d])`, 'g');
const THREAD_RE = /(?<![a-z\u00c0-\u024f\d])m\s?(5|6|8|10|12|14|16|20)(?!\d)/;

function forceFrom(normalized: string): {forceN?: number; massKg?: number} {
  // A range first: 'entre 200 et 300 N', 'de 200 à 300 N' → the middle.
  const range = FORCE_BETWEEN.exec(normalized) ?? FORCE_RANGE_RE.exec(normalized);
  if (range) {
    const unit = unitFactor(range[3]);
    return {forceN: Math.round(((parseNumber(range[1]) + parseNumber(range[2])) / 2) * unit)};
  }
  const force = FORCE_RE.exec(normalized);
  if (force) return {forceN: Math.round(parseNumber(force[1]) * unitFactor(force[2]))};
  const mass = MASS_RE.exec(normalized);
  if (mass) {
    const kg = parseNumber(mass[1]) * (/^t/.test(mass[2]) ? 1000 : 1);
    return {forceN: Math.round(kg * NEWTONS_PER_KG), massKg: kg};
  }
  // 'force de 300' without a unit: newtons.
  const bare = BARE_FORCE_RE.exec(normalized);
  if (bare) return {forceN: Math.round(parseNumber(bare[1]))};
  return {};
}

function unitFactor(unit: string): number {
  if (unit === 'kn') return 1000;
  if (unit === 'dan') return 10;
  return 1;
}

type LengthRole = 'stroke' | 'extended' | 'compressed' | 'body' | 'rod' | 'length';

function roleFromContext(before: string, after: string): LengthRole {
  const near = before.slice(-28);
  const last = (words: string[]) => {
    let best = -1;
    let role: string | null = null;
    for (const word of words) {
      const index = near.lastIndexOf(word);
      if (index > best) {
        best = index;
        role = word;
      }
    }
    return {index: best, word: role};
  };
  if (/^\s*(?:de\s+)?course/.test(after)) return 'stroke';
  if (/^\s*(?:de\s+long|entre axes|deploye|ouvert|sorti|hors tout)/.test(after)) return 'extended';
  if (/^\s*(?:ferme|comprime|rentre)/.test(after)) return 'compressed';
  if (/^\s*(?:de\s+)?diametre/.test(after)) return 'body';
  const found = last([
    'course', 'longueur', 'entre axes', 'deploye', 'ouvert', 'sorti', 'long', 'ferme', 'comprime', 'rentre',
    'diametre', 'ø', 'corps', 'tube', 'alesage', 'tige', 'fixations', 'axes',
  ]);
  switch (found.word) {
    case 'course':
      return 'stroke';
    case 'ferme':
    case 'comprime':
    case 'rentre':
      return 'compressed';
    case 'longueur':
    case 'entre axes':
    case 'axes':
    case 'fixations':
    case 'deploye':
    case 'ouvert':
    case 'sorti':
    case 'long':
      return 'extended';
    case 'diametre':
    case 'ø':
    case 'corps':
    case 'tube':
    case 'alesage':
      return 'body';
    case 'tige':
      return 'rod';
    default:
      return 'length';
  }
}

interface Lengths {
  strokeMm?: number;
  extendedLengthMm?: number;
  lengthMm?: number;
  bodyDiameterMm?: number;
  rodDiameterMm?: number;
}

function lengthsFrom(normalized: string): Lengths {
  const found: Lengths = {};
  let compressed: number | undefined;
  const assign = (role: LengthRole, mm: number) => {
    if (!Number.isFinite(mm) || mm <= 0) return;
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

  // Body/rod pairs: '15/6', '22 / 10', '6/15' (either order).
  const pair = /(?<![\d/.,])(\d{1,2})\s*\/\s*(\d{1,2})(?![\d/])/g;
  for (const match of normalized.matchAll(pair)) {
    const a = Number(match[1]);
    const b = Number(match[2]);
    const [body, rod] = a >= b ? [a, b] : [b, a];
    if (body >= 8 && body <= 80 && rod >= 3 && rod < body) {
      found.bodyDiameterMm ??= body;
      found.rodDiameterMm ??= rod;
    }
  }

  const taken: [number, number][] = [];
  for (const match of normalized.matchAll(LENGTH_RE)) {
    const index = match.index ?? 0;
    const unit = match[2];
    const factor = unit.startsWith('c') ? 10 : unit === 'm' || unit.startsWith('metre') ? 1000 : 1;
    const value = parseNumber(match[1]) * factor;
    // '1 m' is a length; '2 m' of something else is rare enough.
    const before = normalized.slice(0, index);
    const after = normalized.slice(index + match[0].length);
    assign(roleFromContext(before, after), value);
    taken.push([index, index + match[0].length]);
  }

  // Numbers without a unit right after a keyword: 'course 100', 'longueur de 260', 'Ø 32'.
  const keyworded = /(course|longueur|entre axes|diametre|ø|alesage|corps|tube|tige)\s*(?:de|:|d environ|environ|totale|deployee)?\s*(?:de\s*)?(\d+(?:[.,]\d+)?)(?!\s*(?:n\b|kg|%|\/|\d))/g;
  for (const match of normalized.matchAll(keyworded)) {
    const start = (match.index ?? 0) + match[0].length - match[2].length;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    const keyword = match[1];
    const value = parseNumber(match[2]);
    const role: LengthRole =
      keyword === 'course'
        ? 'stroke'
        : keyword === 'longueur' || keyword === 'entre axes'
          ? 'extended'
          : keyword === 'tige'
            ? 'rod'
            : 'body';
    assign(role, value);
  }

  // '25 cm fermé, course 10 cm': the extended length is the closed length plus the stroke.
  if (compressed !== undefined) {
    if (found.strokeMm !== undefined) found.extendedLengthMm ??= compressed + found.strokeMm;
    else found.lengthMm ??= compressed;
  }
  return found;
}

function quantityFrom(normalized: string): number | undefined {
  if (hasAnyPhrase(normalized, ['une paire', 'la paire', 'par paire', 'deux verins', '2 verins'])) {
    const explicit = /(\d+)\s*(?:verins|pieces|unites|exemplaires|pcs|amortisseurs|rotules|kits)\b/.exec(normalized);
    return explicit ? Number(explicit[1]) : 2;
  }
  const digits = /(\d+)\s*(?:verins|pieces|unites|exemplaires|pcs|amortisseurs|rotules|kits|x)\b/.exec(normalized);
  if (digits) return Number(digits[1]);
  const words = /\b(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cinquante|cent)\s+(?:verins|pieces|unites|exemplaires|amortisseurs|rotules|kits)\b/.exec(normalized);
  if (words) return WORD_NUMBERS[words[1]];
  return undefined;
}

function kindsFrom(normalized: string): ProductKind[] {
  const kinds: ProductKind[] = [];
  const nickname = hasAnyPhrase(normalized, GAS_SPRING_NICKNAMES);
  for (const [kind, words] of Object.entries(KIND_WORDS) as [ProductKind, readonly string[]][]) {
    if (kind === 'damper' && nickname) continue;
    // 'amortisseur hydraulique' is a damper, not a hydraulic cylinder.
    if (kind === 'hydraulic' && hasAnyPhrase(normalized, ['amortisseur hydraulique', 'amortisseurs hydrauliques'])) continue;
    if (hasAnyPhrase(normalized, words)) kinds.push(kind);
  }
  if (nickname && !kinds.includes('gas')) kinds.push('gas');
  return kinds;
}

function materialFrom(normalized: string): ChatEntities['material'] {
  if (/\b316\s*l?\b/.test(normalized) || hasPhrase(normalized, 'a4')) return 'inox-316';
  if (/\b304\b/.test(normalized) || hasPhrase(normalized, 'a2')) return 'inox-304';
  if (hasAnyPhrase(normalized, ['inox', 'inoxydable', 'acier inoxydable', 'stainless', 'anticorrosion', 'anti-corrosion', 'rouille pas', 'rouillent pas'])) {
    return 'inox';
  }
  if (hasAnyPhrase(normalized, ['aluminium', 'alu'])) return 'aluminium';
  return undefined;
}

const CYLINDER_WORDS = ['verin', 'verins', 'ressort a gaz', 'ressorts a gaz', 'gas spring'];

function firstIndex(normalized: string, phrases: readonly string[]): number {
  let first = -1;
  for (const phrase of phrases) {
    const index = phraseIndex(normalized, phrase);
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first;
}

function fittingComesFirst(normalized: string): boolean {
  const fitting = firstIndex(normalized, Object.values(FITTING_WORDS).flat());
  const cylinder = firstIndex(normalized, CYLINDER_WORDS);
  return fitting >= 0 && (cylinder < 0 || fitting < cylinder);
}

/** Words that say nothing about which product: grammar, politeness, generic nouns. */
const STOPWORDS = new Set([
  'alors', 'aussi', 'autre', 'autres', 'avant', 'avec', 'avez', 'avoir', 'besoin', 'bonjour', 'cherche', 'cherchons',
  'chez', 'combien', 'comme', 'comment', 'dans', 'depuis', 'deux', 'doit', 'dois', 'donc', 'elle', 'entre', 'environ',
  'est-ce', 'etre', 'faire', 'faut', 'leur', 'mais', 'merci', 'meme', 'moins', 'notre', 'nous', 'pour', 'pourquoi',
  'pouvez', 'peut', 'plus', 'quel', 'quelle', 'quelles', 'quels', 'quoi', 'sans', 'sont', 'souhaite', 'suis', 'sous',
  'tout', 'tous', 'tres', 'trouver', 'votre', 'vous', 'voudrais', 'veux', 'voila', 'verin', 'verins', 'produit',
  'produits', 'modele', 'modeles', 'recherche', 'conseiller', 'conseil', 'remplacer', 'remplacement', 'environ',
  'avoir', 'mettre', 'monter', 'acheter', 'commander', 'possible', 'mon', 'mes', 'une', 'des', 'les', 'ils',
  'course', 'longueur', 'diametre', 'force', 'newtons', 'newton', 'kilos', 'tonnes', 'urgent', 'rapidement',
  'demain', 'inox', 'acier', 'inoxydable', 'gaz', 'avez-vous', 'pouvez-vous', 'existe', 'chaque', 'chacun',
]);

function keywordsFrom(normalized: string): string[] {
  const words = normalized.split(/[^a-z\u00c0-\u024f-]+/).filter((word) => word.length >= 4 && !STOPWORDS.has(word));
  const stems = words.map((word) => (word.length > 6 ? word.slice(0, 6) : word));
  return [...new Set(stems)].slice(0, 6);
}

export function extractEntities(text: string): ChatEntities {
  const normalized = normalizeText(text).replace(/'/g, ' ');
  const subjects: Subject[] = [];
  for (const {patterns, ...subject} of SUBJECTS) {
    if (hasAnyPhrase(normalized, patterns)) subjects.push(subject);
  }
  const applications = new Set<Application>();
  for (const [application, words] of Object.entries(APPLICATION_WORDS) as [Application, readonly string[]][]) {
    if (hasAnyPhrase(normalized, words)) applications.add(application);
  }
  for (const subject of subjects) if (subject.application) applications.add(subject.application);

  const thread = THREAD_RE.exec(normalized);
  const fittings = (Object.entries(FITTING_WORDS) as [Fitting, readonly string[]][])
    .filter(([, words]) => hasAnyPhrase(normalized, words))
    .map(([fitting]) => fitting);

  const entities: ChatEntities = {
    ...forceFrom(normalized),
    ...lengthsFrom(normalized),
    fittings,
    applications: [...applications],
    subjects,
    kinds: kindsFrom(normalized),
    mentionsCylinder: hasAnyPhrase(normalized, CYLINDER_WORDS),
    fittingFirst: fittingComesFirst(normalized),
    locking: hasAnyPhrase(normalized, LOCKING_WORDS),
    traction: hasAnyPhrase(normalized, TRACTION_WORDS),
    urgent: hasAnyPhrase(normalized, URGENT_WORDS),
    keywords: keywordsFrom(normalized),
  };
  const material = materialFrom(normalized);
  if (material) entities.material = material;
  if (thread) entities.thread = `M${thread[1]}`;
  const quantity = quantityFrom(normalized);
  if (quantity !== undefined) entities.quantity = quantity;
  return entities;
}

/** True when the message says anything about the product wanted. */
export function hasProductCriteria(entities: ChatEntities): boolean {
  return (
    entities.forceN !== undefined ||
    entities.strokeMm !== undefined ||
    entities.extendedLengthMm !== undefined ||
    entities.lengthMm !== undefined ||
    entities.bodyDiameterMm !== undefined ||
    entities.rodDiameterMm !== undefined ||
    entities.thread !== undefined ||
    entities.fittings.length > 0 ||
    entities.material !== undefined ||
    entities.applications.length > 0 ||
    entities.subjects.length > 0 ||
    entities.kinds.length > 0 ||
    entities.locking ||
    entities.traction
  );
}

/** Criteria beyond the family: 'un vérin à gaz' alone says little. */
export function hasSpecificCriteria(entities: ChatEntities): boolean {
  return hasProductCriteria({...entities, kinds: []});
}

/** True when the message gives a size (stroke, length or diameter). */
export function hasSize(entities: ChatEntities): boolean {
  return (
    entities.strokeMm !== undefined ||
    entities.extendedLengthMm !== undefined ||
    entities.lengthMm !== undefined ||
    entities.bodyDiameterMm !== undefined ||
    entities.rodDiameterMm !== undefined
  );
}

/**
 * A follow-up ('et en 200 N ?') keeps what the earlier message said and the new one
 * does not: the new values win, lists are taken from the new message when it has any.
 */
export function mergeEntities(previous: ChatEntities, current: ChatEntities): ChatEntities {
  const merged: ChatEntities = {...previous, ...stripUndefined(current)};
  merged.fittings = current.fittings.length > 0 ? current.fittings : previous.fittings;
  merged.applications = current.applications.length > 0 ? current.applications : previous.applications;
  merged.subjects = current.subjects.length > 0 ? current.subjects : previous.subjects;
  merged.kinds = current.kinds.length > 0 ? current.kinds : previous.kinds;
  merged.keywords = [...new Set([...current.keywords, ...previous.keywords])].slice(0, 6);
  merged.mentionsCylinder = current.mentionsCylinder || previous.mentionsCylinder;
  merged.fittingFirst = current.fittingFirst;
  merged.locking = current.locking || previous.locking;
  merged.traction = current.traction || previous.traction;
  merged.urgent = current.urgent || previous.urgent;
  // A new force replaces the old mass it came from.
  if (current.forceN !== undefined && current.massKg === undefined) delete merged.massKg;
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
