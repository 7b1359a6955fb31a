// What a buyer's message says about the product they need: force per spring, lengths,
// stroke and diameters (see measures.ts), what they do not want (preferences.ts), end
// fittings, material, application, urgency. The message is first put in shape: slips
// corrected (spelling.ts), English trade words read as French (language.ts). Pure
// functions on text.

import {accessoryNeeded, threadsNamed} from './accessory-needs.ts';
import {readBudget, type Budget} from './budget.ts';
import {readableInFrench} from './language.ts';
import {isHinged, readForceBound, slashedSections, readForces, readLengths, readMarkedLength, readOpeningAngle, readSpeed, readTemperature, type Bounds} from './measures.ts';
import {digitsForNumberWords, hasInches, hasPounds} from './numbers.ts';
import {readExclusions, readSuperlative, wantsCheapest, type Exclusions, type Superlative} from './preferences.ts';
import {correctSpelling} from './spelling.ts';
import {hasAnyPhrase, hasPhrase, normalizeText, phraseIndex} from './text.ts';

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
  /** Force wanted per spring, newtons. */
  forceN?: number;
  /** The whole load the buyer gave, when it was shared between the springs. */
  forceTotalN?: number;
  /** The mass the buyer gave, when the force came from one. */
  massKg?: number;
  /** The mass of a hinged lid: no force without the hinge–centre of gravity distance. */
  lidMassKg?: number;
  /** Lid depth, hinge to front edge (a calculator input). */
  lidDepthMm?: number;
  /** Hinge to the lid's centre of gravity (a calculator input). */
  centreOfGravityMm?: number;
  /** Springs that share the load. */
  springCount?: number;
  strokeMm?: number;
  /** Length between fitting centres, extended. */
  extendedLengthMm?: number;
  /** Length with nothing saying which: compared with the extended length or the stroke. */
  lengthMm?: number;
  bodyDiameterMm?: number;
  rodDiameterMm?: number;
  /** 'au plus 150 mm', 'au moins 600 N'. */
  bounds: Bounds;
  /** The sizes were given in inches: nominal, compared within a quarter inch. */
  inches?: boolean;
  /** The force was given in pounds: nominal, met by the next metric force up. */
  pounds?: boolean;
  /** Temperature the spring must stand, °C. */
  temperatureC?: number;
  /** How far the lid opens, degrees (a calculator input, not a temperature). */
  openingAngleDeg?: number;
  /** Speed of a load in motion, m/s: a damper absorbs its energy. */
  speedMs?: number;
  /** 'M8' */
  thread?: string;
  /** The other thread an adapter joins (« de M6 à M8 »: 'M8'). */
  threadTo?: string;
  fittings: Fitting[];
  /** 'inox' (any stainless), a grade, or 'acier' (plain steel, no stainless wanted). */
  material?: 'inox' | 'inox-316' | 'inox-304' | 'aluminium' | 'acier';
  /** What the buyer does not want. */
  excluded: Exclusions;
  /** 'le moins cher': the cheapest of those that fit comes first. */
  cheapest: boolean;
  /** « budget 20 € par pièce »: among equal fits, those within it first; said within the budget or not. */
  budget?: Budget;
  /** 'le plus costaud', 'le plus court': the strongest or shortest of those that fit comes first. */
  superlative?: Superlative;
  applications: Application[];
  subjects: Subject[];
  kinds: ProductKind[];
  /** The buyer wrote 'vérin' (or 'ressort à gaz'): a cylinder, not a spare part... */
  mentionsCylinder: boolean;
  /** ...unless an end fitting comes first: 'une chape M14 pour vérin' is a chape. */
  fittingFirst: boolean;
  locking: boolean;
  traction: boolean;
  /** Needs we cannot meet from the range: an explosive atmosphere, an electric actuator. */
  atex: boolean;
  electric: boolean;
  urgent: boolean;
  /** The spare part named first ('rotule', 'axe', 'ferrure'…), for a spare-part request. */
  part?: string;
  /** Units wanted ('10 vérins', 'une paire'). */
  quantity?: number;
  /**
   * The message's other meaningful words, as search prefixes ('souffl', 'depres'): what a
   * keyword search finds when no rule above knows the word.
   */
  keywords: string[];
}

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
  // « fermé » (closed) and « ferme » (closes) read the same as the farm: only the farm's own phrases.
  agricole: [
    'tracteur', 'agricole', 'agriculture', 'moissonneuse', 'a la ferme', 'dans ma ferme', 'dans la ferme', 'de ferme',
    'corps de ferme', 'engin agricole', 'remorque agricole',
  ],
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
    // A load in motion stopped at the end of its travel: an industrial shock absorber's job.
    id: 'arret-en-butee',
    patterns: ['en butee', 'butee', 'butees', 'choc', 'chocs', 'impact', 'impacts', 'arreter en douceur', 'convoyeur', 'chariot', 'chariots', 'navette'],
    search: 'industriel',
    keywords: ['industriel'],
    label: 'l’arrêt d’une charge en mouvement',
    application: 'industrie',
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
    patterns: [
      'force reglable', 'force ajustable', 'valve de purge', 'reglable en force', 'vis de purge', 'purge', 'purger', 'valve',
      'baisser la force', 'reduire la force', 'diminuer la force', 'ajuster la force', 'regler la force', 'force variable',
      'verin reglable', 'verins reglables', 'verin a gaz reglable', 'verins a gaz reglables', 'adjustable',
    ],
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
  hydraulic: ['verin hydraulique', 'verins hydrauliques', 'hydraulique', 'hydrauliques', 'cric', 'double effet hydraulique', 'verin a tirants', 'verins a tirants'],
  pneumatic: ['pneumatique', 'pneumatiques', 'air comprime', 'iso 15552', 'iso 6432', 'iso 21287', 'verin a air'],
  damper: [
    'amortisseur', 'amortisseurs', 'fermeture douce', 'fin de course', 'butee', 'en butee', 'amortir', 'choc', 'chocs',
    'impact', 'impacts', 'arreter en douceur', 'freiner', 'ralentir',
  ],
  'lifting-support': ['compas', 'support de levage', 'supports de levage', 'mecanisme de relevage', 'mecanisme'],
  accessory: [
    'rotule seule', 'rotules seules', 'ferrure', 'ferrures', 'equerre', 'equerres', 'platine', 'platines',
    'kit de fixation', 'soufflet', 'joint', 'joints', 'raccord', 'raccords', 'adaptateur', 'outil', 'piece detachee',
    'pieces detachees', 'visserie', 'accessoire', 'accessoires', 'depressurisation', 'depressuriser', 'rechange',
    'de rechange',
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

const LOCKING_WORDS = [
  'blocable', 'blocables', 'bloquable', 'bloquables', 'bloquant', 'bloquants', 'blocage', 'bloquer', 'se bloque',
  'se bloquer', 'se verrouille', 'se verrouiller', 'verrouiller', 'bloque en position', 'verrouillable', 'verrouillables', 'verrouillage', 'position intermediaire', 'positions intermediaires',
  'poussoir', 'colonne', 'colonnes', 'autobloquant', 'autobloquants', 'auto-bloquant', 'auto-bloquants', 'auto bloquant',
  'auto bloquants', 'autobloquante', 'auto-bloquante', 'bloc-o-lift', 'blocolift',
];
/** 'vérin à tirants' is a tie-rod hydraulic cylinder; 'vérin tirant' pulls. */
const TRACTION_WORDS = [
  'traction', 'tirer', 'qui tire', 'en tirant', 'rappel en fermeture', 'verin tirant', 'verins tirants', 'ressort tirant',
  'ressorts tirants', 'gaz tirant', 'gaz tirants',
];

const FITTING_WORDS: Record<Fitting, readonly string[]> = {
  oeillet: ['oeillet', 'oeillets', 'oeil', 'yeux', 'oeilleton'],
  rotule: ['rotule', 'rotules', 'axe a boule', 'boule'],
  chape: ['chape', 'chapes', 'fourche'],
};

const WORD_NUMBERS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  douze: 12, quinze: 15, vingt: 20, trente: 30, cinquante: 50, cent: 100,
};

function quantityFrom(normalized: string): number | undefined {
  if (hasAnyPhrase(normalized, ['une paire', 'la paire', 'par paire', 'deux verins', '2 verins'])) {
    const explicit = /(\d+)\s*(?:verins|pieces|unites|exemplaires|pcs|amortisseurs|rotules|kits)\b/.exec(normalized);
    return explicit ? Number(explicit[1]) : 2;
  }
  // « 12 vérins », « 12 blocable verin a gaz » (« 12 locking gas springs » read in French words).
  const digits = /(\d+)\s*(?:(?:blocables?|inox|identiques?|neufs?|de traction|traction)\s+){0,2}(?:verins|verin a gaz|pieces|unites|exemplaires|pcs|amortisseurs|rotules|kits|x)\b/.exec(normalized);
  if (digits) return Number(digits[1]);
  const words = /\b(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cinquante|cent)\s+(?:verins|pieces|unites|exemplaires|amortisseurs|rotules|kits)\b/.exec(normalized);
  if (words) return WORD_NUMBERS[words[1]];
  return undefined;
}

/** « un vérin de rechange » is a spring to replace one, not a spare part. */
const SPRING_OF_REPLACEMENT = /\b(verins?|ressorts?(?: a gaz)?|amortisseurs?)\s+de\s+rechange\b/g;

function kindsFrom(text: string, moving: boolean): ProductKind[] {
  const normalized = text.replace(SPRING_OF_REPLACEMENT, '$1');
  const kinds: ProductKind[] = [];
  const nickname = hasAnyPhrase(normalized, GAS_SPRING_NICKNAMES);
  // A load arriving at a speed is stopped by a damper.
  if (moving && !nickname) kinds.push('damper');
  for (const [kind, words] of Object.entries(KIND_WORDS) as [ProductKind, readonly string[]][]) {
    if (kind === 'damper' && nickname) continue;
    // 'amortisseur hydraulique' is a damper, not a hydraulic cylinder.
    if (kind === 'hydraulic' && hasAnyPhrase(normalized, ['amortisseur hydraulique', 'amortisseurs hydrauliques'])) continue;
    if (hasAnyPhrase(normalized, words) && !kinds.includes(kind)) kinds.push(kind);
  }
  if (nickname && !kinds.includes('gas')) kinds.push('gas');
  return kinds;
}

const NOT_A_MEASURE = String.raw`(?!\d|[.,]\d)(?!\s*(?:mm|cm|m|n|kg|kgf|dan|bar|°|degres|x)\b)`;
const GRADE_316 = new RegExp(String.raw`(?<![\d.,])316\s*l?\b${NOT_A_MEASURE}`);
const GRADE_304 = new RegExp(String.raw`(?<![\d.,])304\b${NOT_A_MEASURE}`);

function materialFrom(normalized: string, excluded: Exclusions): ChatEntities['material'] {
  if (excluded.material === 'inox') return 'acier';
  // A grade is a figure on its own, not part of a measure (« 304,8 mm », « 316 N »).
  if (excluded.material !== 'inox-316' && (GRADE_316.test(normalized) || hasPhrase(normalized, 'a4'))) return 'inox-316';
  if (GRADE_304.test(normalized) || hasPhrase(normalized, 'a2')) return 'inox-304';
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

/** The message as the expert reads it: normalised, slips corrected, English in French, numbers in digits. */
export function readableText(text: string): string {
  return slashedSections(digitsForNumberWords(correctSpelling(readableInFrench(text).replace(/'/g, ' '))));
}

/** The spare parts a buyer names, most specific first, and the words their titles start with. */
const PARTS: readonly {pattern: RegExp; part: string; titles: readonly string[]}[] = [
  {pattern: /\baxes? a boule\b/, part: 'axe', titles: ['axe']},
  {pattern: /\brotules?\b/, part: 'rotule', titles: ['rotule']},
  {pattern: /\bchapes?\b/, part: 'chape', titles: ['chape']},
  {pattern: /\b(?:oeillets?|oeil)\b/, part: 'oeillet', titles: ['oeillet']},
  {pattern: /\b(?:ferrures?|equerres?|platines?)\b/, part: 'ferrure', titles: ['ferrure', 'equerre', 'platine']},
  {pattern: /\bsoufflets?\b/, part: 'soufflet', titles: ['soufflet']},
  {pattern: /\boutils?\b/, part: 'outil', titles: ['outil']},
  {pattern: /\badaptateurs?\b/, part: 'adaptateur', titles: ['adaptateur']},
  {pattern: /\bkits? de joints\b/, part: 'joints', titles: ['kit de joints', 'joint']},
  {pattern: /\bkits? de (?:fixation|montage|pose)\b/, part: 'kit-fixation', titles: ['kit de fixation']},
];

/** The part a spare-part request names first (« une rotule » is the socket, not the ball stud). */
export function partAsked(text: string): string | null {
  let best: {index: number; part: string} | null = null;
  for (const {pattern, part} of PARTS) {
    const index = text.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = {index, part};
  }
  return best?.part ?? null;
}

/** A product is the part named when its title starts with it: « Rotule … », not « Axe à boule … pour rotule ». */
export function isPart(title: string, part: string): boolean {
  const titles = PARTS.find((entry) => entry.part === part)?.titles ?? [part];
  const text = normalizeText(title);
  return titles.some((word) => text.startsWith(word));
}

const THREAD_RE = /(?<![a-z\u00c0-\u024f\d])m\s?(5|6|8|10|12|14|16|20)(?!\d)/;
/** An imperial thread (« 1/4-20 UNC », « 5/16-18 », « UNF »): none in the range, never read as a size. */
const IMPERIAL_THREAD_RE = /(?<![\d/])(\d{1,2}\/\d{1,2}|\d{1,2})\s*[-x]\s*(\d{2})\s*(unc|unf)\b|(?<![\d/])(\d{1,2}\/\d{1,2})\s*[-x]\s*(\d{2})(?=\s*(?:tpi|filets?|threads?)\b)|\b(unc|unf)\b/;

/** « 1/4-20 UNC » as the buyer wrote it, or just « UNC ». */
function imperialThread(normalized: string): string | undefined {
  const match = IMPERIAL_THREAD_RE.exec(normalized);
  if (!match) return undefined;
  if (match[1]) return `${match[1]}-${match[2]} ${match[3].toUpperCase()}`;
  if (match[4]) return `${match[4]}-${match[5]}`;
  return match[6].toUpperCase();
}

const ATEX_WORDS = ['atex', 'atmosphere explosive', 'zone explosive', 'antideflagrant', 'anti-deflagrant'];
const ELECTRIC_WORDS = ['verin electrique', 'verins electriques', 'electrique', 'electriques', 'motorise', 'motorisee', 'actionneur', '24 v', '12 v', '230 v'];

export function extractEntities(text: string): ChatEntities {
  const readable = readableText(text);
  const {exclusions, rest: normalized} = readExclusions(readable);
  const subjects: Subject[] = [];
  for (const {patterns, ...subject} of SUBJECTS) {
    if (hasAnyPhrase(normalized, patterns) || (subject.id === 'arret-en-butee' && readSpeed(normalized) !== undefined)) subjects.push(subject);
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

  // « 5/16-18 UNC » is a thread, not a body and rod diameter.
  const {bounds, ...lengths} = readLengths(normalized.replace(IMPERIAL_THREAD_RE, (thread) => ' '.repeat(thread.length)));
  // « écrit 150N 285 dessus »: the maker's marking gives the length between centres.
  if (lengths.extendedLengthMm === undefined && lengths.lengthMm === undefined && lengths.strokeMm === undefined) {
    const marked = readMarkedLength(normalized);
    if (marked !== undefined) lengths.extendedLengthMm = marked;
  }
  // A depth (hinge to front edge) is only given for a hinged part.
  const forces = readForces(normalized, isHinged(normalized) || lengths.lidDepthMm !== undefined);
  const forceBound = readForceBound(normalized);
  // An adjustable spring is let down to the force needed: « 500 N maxi » is the force it must deliver.
  const adjustable = subjects.some((subject) => subject.id === 'force-reglable');
  if (forceBound && !(adjustable && forceBound.min === undefined && forces.forceN !== undefined)) bounds.forceN = forceBound;
  const speed = readSpeed(normalized);
  const kinds = kindsFrom(normalized, speed !== undefined).filter((kind) => !exclusions.kinds.includes(kind as 'gas'));
  // Tens of kilonewtons without a family named: a hydraulic cylinder's job.
  if (kinds.length === 0 && (forces.forceN ?? 0) >= 20_000) kinds.push('hydraulic');

  const entities: ChatEntities = {
    ...forces,
    ...lengths,
    bounds,
    fittings,
    excluded: exclusions,
    cheapest: wantsCheapest(normalized),
    applications: [...applications],
    subjects,
    kinds,
    mentionsCylinder: hasAnyPhrase(normalized, CYLINDER_WORDS),
    fittingFirst: fittingComesFirst(normalized),
    locking: hasAnyPhrase(normalized, LOCKING_WORDS),
    traction: hasAnyPhrase(normalized, TRACTION_WORDS),
    atex: hasAnyPhrase(normalized, ATEX_WORDS),
    // A pneumatic or hydraulic cylinder may come with an electric valve: not an electric actuator.
    electric: hasAnyPhrase(normalized, ELECTRIC_WORDS) && !kinds.some((kind) => kind === 'pneumatic' || kind === 'hydraulic'),
    urgent: hasAnyPhrase(normalized, URGENT_WORDS),
    keywords: keywordsFrom(normalized),
  };
  const temperature = readTemperature(normalized);
  if (temperature !== undefined) entities.temperatureC = temperature;
  if (speed !== undefined) entities.speedMs = speed;
  const angle = readOpeningAngle(normalized);
  if (angle !== undefined) entities.openingAngleDeg = angle;
  if (hasInches(normalizeText(text))) entities.inches = true;
  if (hasPounds(normalizeText(text))) entities.pounds = true;
  const material = materialFrom(normalized, exclusions);
  if (material) entities.material = material;
  if (thread) entities.thread = `M${thread[1]}`;
  else {
    const imperial = imperialThread(normalized);
    if (imperial) entities.thread = imperial;
  }
  // A part described by its use (« de quoi protéger la tige », « passer de M6 à M8 »): that part, not a spring.
  const needed = accessoryNeeded(normalized, entities.forceN !== undefined) ?? accessoryNeeded(normalizeText(text), entities.forceN !== undefined);
  const part = needed ?? partAsked(normalized);
  if (part) entities.part = part;
  if (needed && !entities.kinds.includes('accessory')) entities.kinds.push('accessory');
  // The fittings named are the ones the buyer already has (« mes rotules sont en M10 »).
  if (needed) entities.fittings = [];
  // An adapter joins the two threads named: the variant with both.
  const threads = threadsNamed(normalized);
  if (needed === 'adaptateur' && threads.length >= 2) entities.threadTo = threads.find((thread) => thread !== entities.thread);
  const superlative = readSuperlative(normalized);
  if (superlative) entities.superlative = superlative;
  const quantity = quantityFrom(normalized);
  if (quantity !== undefined) entities.quantity = quantity;
  const budget = readBudget(normalized, quantity);
  if (budget) entities.budget = budget;
  return entities;
}

/**
 * Criteria that name a product, beyond the use: 'un bon restaurant à Lyon' names a use
 * ('restaurant') and no product.
 */
export function hasStrongCriteria(entities: ChatEntities): boolean {
  return hasProductCriteria({...entities, applications: []});
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
    entities.traction ||
    entities.lidMassKg !== undefined ||
    entities.superlative !== undefined ||
    entities.temperatureC !== undefined ||
    entities.atex ||
    entities.electric ||
    hasBounds(entities) ||
    entities.excluded.material !== undefined ||
    entities.excluded.fittings.length > 0 ||
    entities.excluded.features.length > 0
  );
}

function hasBounds(entities: ChatEntities): boolean {
  return Object.values(entities.bounds).some((bound) => bound !== undefined);
}

/** Criteria beyond the family: 'un vérin à gaz' alone says little. */
export function hasSpecificCriteria(entities: ChatEntities): boolean {
  // A spare part is specific: 'un outil pour dépressuriser' names the product.
  return hasProductCriteria({...entities, kinds: entities.kinds.filter((kind) => kind === 'accessory')});
}

/** True when the message gives a size (stroke, length or diameter). */
export function hasSize(entities: ChatEntities): boolean {
  return (
    entities.strokeMm !== undefined ||
    entities.extendedLengthMm !== undefined ||
    entities.lengthMm !== undefined ||
    entities.bodyDiameterMm !== undefined ||
    entities.rodDiameterMm !== undefined ||
    entities.bounds.strokeMm !== undefined ||
    entities.bounds.extendedLengthMm !== undefined
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
  merged.cheapest = current.cheapest || previous.cheapest;
  merged.bounds = {...previous.bounds, ...stripUndefined(current.bounds)};
  merged.excluded = {
    material: current.excluded.material ?? previous.excluded.material,
    fittings: [...new Set([...previous.excluded.fittings, ...current.excluded.fittings])],
    features: [...new Set([...previous.excluded.features, ...current.excluded.features])],
    kinds: [...new Set([...previous.excluded.kinds, ...current.excluded.kinds])],
  };
  // 'finalement pas besoin d'inox' takes the stainless away; a fitting now refused goes too.
  if (current.excluded.material === 'inox' && merged.material?.startsWith('inox')) merged.material = 'acier';
  merged.fittings = merged.fittings.filter((fitting) => !current.excluded.fittings.includes(fitting));
  if (current.excluded.features.includes('blocable')) merged.locking = false;
  if (current.excluded.features.includes('traction')) merged.traction = false;
  // A new force replaces the old mass it came from.
  if (current.forceN !== undefined && current.massKg === undefined) delete merged.massKg;
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
