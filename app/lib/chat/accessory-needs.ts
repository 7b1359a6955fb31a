// A spare part asked for by what it does, not by its name: « quelque chose pour protéger la
// tige » is a bellows, « passer de M6 à M8 » a thread adapter, « mon vérin hydraulique fuit,
// de quoi le refaire » a seal kit, « comment vider un vérin avant de le jeter » the
// depressurising tool, « un kit de montage » the mounting kit. The buyer already has the
// spring: a new one is not what was asked.
// Pure functions on the normalised text (entities.ts puts it in shape).

/** The spare parts a need names; their titles are read by `isPart` (entities.ts). */
export type NeededPart = 'soufflet' | 'adaptateur' | 'joints' | 'outil' | 'kit-fixation';

/** Protecting the rod: « protéger la tige », « protection pour la tige », « rod boot ». */
const ROD_PROTECTION = [
  /\b(?:proteg\w*|protection|protections|cache|couvr\w*|abrit\w*|gaine|housse|capuchon)\b[^.?!]{0,30}\btiges?\b/,
  /\btiges?\b[^.?!]{0,40}\b(?:se raye\w*|rayee?s?|s abime\w*|prend la poussiere|s encrass\w*|proteg\w*|protection)\b/,
  /\b(?:rod (?:boots?|covers?|protectors?|protection|gaiters?)|bellows|gaiters?|dust (?:boots?|covers?))\b/,
];

/** Two threads joined by a part: « fileté M6 mais mes embouts en M8 », « passer de M8 à M10 ». */
const THREAD = /(?<![a-z\u00c0-\u024f\d])m\s?(5|6|8|10|12|14|16)(?!\d)/g;
const JOINING = /\b(?:raccord\w*|adapt\w*|pass\w*|convert\w*|reduc\w*|transform\w*|piece|pieces|relier|monter|bague|embouts?|filetages?|threads?)\b/;
const THREAD_ADAPTER = /\b(?:thread adapters?|adaptateurs? de filetage|reduction de filetage|reducteurs? de filetage)\b/;

/**
 * The hardware to mount springs: « kit de montage », « des fixations pour mes vérins »,
 * « mounting kit » (not « les points de fixation » of a lid's geometry).
 */
const MOUNTING = [
  /\b(?:kits?|jeux?|lots?|sets?|ensembles?) de (?:fixations?|montage|pose|visserie)\b/,
  /\b(?:fixations?|visserie|quincaillerie)\s+(?:pour|de|des|adaptees? a)\s+(?:mes|mon|ma|nos|notre|vos|votre|ses|son|le|la|les|un|une|des|ce|ces|ses)\s+(?:verins?|ressorts?)/,
  /\bmounting (?:kits?|hardware|set)\b|\bfitting kits?\b|\bfixing kits?\b/,
];

/** A hydraulic cylinder to reseal: it leaks, or is to be redone. */
const HYDRAULIC = /\b(?:hydrauliques?|hydraulic)\b/;
const RESEAL = /\b(?:fuit|fuient|fuite|fuites|suinte\w*|perd (?:de l )?huile|refaire|refection|reparer|reparation|reconditionn\w*|etancheite|rejointer|joints?|seal(?:s| kit)?|reseal\w*|leak\w*|rebuild)\b/;

/** Emptying a spring before throwing it away: the depressurising tool. */
const EMPTY = /\b(?:vider|vide|videz|vidange\w*|depressuris\w*|degaz\w*|decompress\w*|evacuer le gaz|relacher la pression|faire sortir le gaz|release the (?:gas|pressure)|depressuri[sz]\w*|degas\w*)\b/;
const SPRING = /\b(?:verins?|ressorts?|amortisseurs?|springs?|struts?)\b/;

/** The metric threads named, in order, each once: « M6 … M8 » → ['M6', 'M8']. */
export function threadsNamed(text: string): string[] {
  return [...new Set([...text.matchAll(THREAD)].map((match) => `M${match[1]}`))];
}

/**
 * The spare part the buyer describes by its use, or null. A force asked means a spring is
 * wanted (« vérin 500 N avec protection de tige » is a protected spring, not a bellows).
 */
export function accessoryNeeded(text: string, forceAsked: boolean): NeededPart | null {
  if (forceAsked) return null;
  if (EMPTY.test(text) && SPRING.test(text)) return 'outil';
  if (HYDRAULIC.test(text) && RESEAL.test(text)) return 'joints';
  const threads = new Set([...text.matchAll(THREAD)].map((match) => match[1]));
  if (THREAD_ADAPTER.test(text) || (threads.size >= 2 && JOINING.test(text))) return 'adaptateur';
  if (ROD_PROTECTION.some((pattern) => pattern.test(text))) return 'soufflet';
  if (MOUNTING.some((pattern) => pattern.test(text))) return 'kit-fixation';
  return null;
}
