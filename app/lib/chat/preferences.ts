// What the buyer does not want, and how they choose: « pas besoin d'inox », « sans
// soufflet », « pas de rotules, plutôt des œillets », « pas le kit », « le moins cher ».
// A negated word is taken out of the text before the rest is read, so that « sans
// soufflet » is not a request for a bellows.

export type ExcludedFeature = 'blocable' | 'traction' | 'protection' | 'kit' | 'reglable';
export type ExcludedFitting = 'oeillet' | 'rotule' | 'chape';

export interface Exclusions {
  /** 'inox': no stainless at all; 'inox-316': stainless, but 316L is not needed. */
  material?: 'inox' | 'inox-316';
  fittings: ExcludedFitting[];
  features: ExcludedFeature[];
  kinds: ('hydraulic' | 'pneumatic' | 'gas' | 'damper')[];
}

const TERMS: readonly {pattern: string; apply: (exclusions: Exclusions) => void}[] = [
  {pattern: '316l|316|a4', apply: (e) => (e.material ??= 'inox-316')},
  {pattern: 'inox|inoxydable|acier inoxydable', apply: (e) => (e.material = 'inox')},
  {pattern: 'rotules?|embouts? a boule|axes? a boule', apply: (e) => e.fittings.push('rotule')},
  {pattern: 'chapes?', apply: (e) => e.fittings.push('chape')},
  {pattern: 'oeillets?', apply: (e) => e.fittings.push('oeillet')},
  {pattern: 'soufflets?|tubes? de protection|protection', apply: (e) => e.features.push('protection')},
  {
    pattern: 'blocables?|bloquables?|blocage|bloquants?|auto-? ?bloquants?|se bloquer?|bloquer?|verrouillables?|verrouillage|se verrouiller?',
    apply: (e) => e.features.push('blocable'),
  },
  {pattern: 'traction|tirer|qui tire|tirants?', apply: (e) => e.features.push('traction')},
  {pattern: 'force reglable|reglables? en force|reglables?|vis de purge|valve de purge|valve', apply: (e) => e.features.push('reglable')},
  {pattern: 'kits?', apply: (e) => e.features.push('kit')},
  // « pas un vérin à gaz blocable » refuses the locking, not the gas spring.
  {pattern: '(?:verins? a gaz|verins? gaz|ressorts? a gaz)(?! (?:blocables?|bloquants?|de traction|traction|a force|reglables?|inox|en inox|auto))', apply: (e) => e.kinds.push('gas')},
  {pattern: 'amortisseurs?(?! de (?:hayon|coffre|capot|lit))', apply: (e) => e.kinds.push('damper')},
  {pattern: 'verins? hydrauliques?|hydrauliques?', apply: (e) => e.kinds.push('hydraulic')},
  {pattern: 'verins? pneumatiques?|pneumatiques?', apply: (e) => e.kinds.push('pneumatic')},
];

/** Cues that negate the words they govern, up to a comma, « mais », « plutôt »: « sans système de blocage ». */
const STRONG_CUE = String.raw`(?:pas besoin(?: d| de)?|sans|surtout pas|je ne veux pas|ne veux pas|je ne veux surtout pas|ne cherche pas|ne doit pas|ne faut pas|inutile d|inutile de|evitez|eviter|a eviter|evitons|exclure|excluez|jamais de|jamais d|hors de question d|hors de question de|pas de|pas d|pas pour|pas avec|pas en|pas un|pas une|pas du|pas des)`;
/** Shorter cues, read only right before the word (« pas le kit », « ni rotule », « non tirer »). */
const CUE = String.raw`(?:pas forcement|pas le|pas la|pas les|pas|ni|non|plutot que|au lieu d|au lieu de)`;
const FILLER = String.raw`(?:(?:un|une|de|d|du|des|l|le|la|les|en|forcement|besoin|verin|verins|a gaz|avec|pour|qui|se|systeme|mecanisme|fonction|option|modele)\s+){0,4}`;
/** Any words but those that close the negation (a comma or a number ends it too). */
const TERM_PATTERN = TERMS.map((term) => term.pattern).join('|');
const SCOPE = String.raw`(?:(?!(?:mais|et|plutot|ou|par|juste|seulement|plus|moins|trop|si|que|qu|car|donc|sinon|quand)\s|(?:${TERM_PATTERN})(?![a-z0-9]))[a-z-]+\s+){0,4}`;
const NEGATED = new RegExp(String.raw`(?<![a-z])(?:${STRONG_CUE}\s+${SCOPE}|${CUE}\s+${FILLER})(${TERM_PATTERN})(?![a-z0-9])`, 'g');
/** The refusal after the word: « l'inox n'est pas nécessaire », « inox inutile », « no inox needed » (English read in French words). */
const AFTER = String.raw`(?:(?:n est pas|ne sont pas|pas|is not|isn t|are not|aren t|not)\s+(?:necessaires?|utiles?|obligatoires?|indispensables?|needed|required|necessary)|(?:est |sont |is |are )?(?:inutiles?|superflus?|unnecessary|not needed|not required))`;
const NEGATED_AFTER = new RegExp(
  String.raw`(?<![a-z])(?:(?:no|without|l|le|la|les|de l|d)\s+)?(${TERMS.map((term) => term.pattern).join('|')})\s+${AFTER}(?![a-z])`,
  'g',
);
/** « pas de rotule ou de chape »: a word joined by « ou » to one just refused (blanked) is refused too. */
const CONTINUED = new RegExp(String.raw`(?<= {3})(?:ou|or|nor)\s+${FILLER}(${TERM_PATTERN})(?![a-z0-9])`, 'g');
/** « no inox », « without bellows »: the English negation, the glossary having put the word in French. */
const NEGATED_EN = new RegExp(
  String.raw`(?<![a-z])(?:no|without|don t need|do not need|doesn t need|does not need|don t want|do not want|no need for|no need of|other than|not a|not an|not|avoid|never)\s+${FILLER}(${TERM_PATTERN})(?![a-z0-9])`,
  'g',
);

/** « une chape pour remplacer l'œillet », « à la place des rotules »: the end fitting that goes. */
const REPLACED_FITTING = /\b(?:pour remplacer|remplacer|a la place|en remplacement|au lieu)\s+(?:(?:d|de|du|des)\s+)?(?:(?:l|le|la|les|mon|ma|mes|son|sa|ses|leur|leurs|un|une|des|d)\s+)?(oeillets?|oeil|rotules?|chapes?)(?![a-z])/g;
const FITTING_OF: Record<string, ExcludedFitting> = {oeil: 'oeillet', oeillet: 'oeillet', rotule: 'rotule', chape: 'chape'};
const ANY_FITTING = /\b(oeillets?|oeil|yeux|rotules?|chapes?|axes? a boule|fourches?)\b/g;

function fittingOfWord(word: string): ExcludedFitting | null {
  if (/^(?:oeil|yeux)/.test(word)) return 'oeillet';
  if (/^(?:rotule|axe|boule)/.test(word)) return 'rotule';
  if (/^(?:chape|fourche)/.test(word)) return 'chape';
  return null;
}

/**
 * The fitting a new one replaces is refused, when another is named: « une chape pour
 * remplacer l'œillet » asks for a clevis. Alone (« pour remplacer la rotule cassée ») it is
 * the part wanted.
 */
function readReplacedFitting(text: string, exclusions: Exclusions): string {
  return text.replace(REPLACED_FITTING, (whole: string, word: string, offset: number) => {
    const replaced = FITTING_OF[word.replace(/s$/, '')];
    const elsewhere = `${text.slice(0, offset)} ${text.slice(offset + whole.length)}`;
    const others = [...elsewhere.matchAll(ANY_FITTING)].map((match) => fittingOfWord(match[1])).filter((fitting) => fitting && fitting !== replaced);
    if (!replaced || others.length === 0) return whole;
    exclusions.fittings.push(replaced);
    return ' '.repeat(whole.length);
  });
}

/** The exclusions, and the text without the negated words. */
export function readExclusions(text: string): {exclusions: Exclusions; rest: string} {
  const exclusions: Exclusions = {fittings: [], features: [], kinds: []};
  const refuse = (whole: string, term: string) => {
    // 'au lieu de' after a delivery mistake is a complaint, not a wish.
    const found = TERMS.find((candidate) => new RegExp(`^(?:${candidate.pattern})$`).test(term));
    found?.apply(exclusions);
    return ' '.repeat(whole.length);
  };
  const rest = readReplacedFitting(text, exclusions).replace(NEGATED, refuse).replace(NEGATED_AFTER, refuse).replace(NEGATED_EN, refuse).replace(CONTINUED, refuse);
  // 'acier standard', 'acier zingué': plain steel, not stainless.
  if (/\bacier (?:standard|zingue|peint|normal|classique|noir)\b/.test(text) && !/\binox\b/.test(rest)) exclusions.material = 'inox';
  exclusions.fittings = [...new Set(exclusions.fittings)];
  exclusions.features = [...new Set(exclusions.features)];
  exclusions.kinds = [...new Set(exclusions.kinds)];
  return {exclusions, rest};
}

const CHEAPEST = [
  'le moins cher', 'la moins chere', 'les moins chers', 'moins cher possible', 'pas cher', 'pas trop cher', 'petit prix',
  'economique', 'petit budget', 'budget serre', 'le plus abordable', 'premier prix', 'bon marche', 'cheapest', 'cheap',
];

export function wantsCheapest(text: string): boolean {
  return CHEAPEST.some((phrase) => text.includes(phrase));
}

/** « le plus costaud », « le plus court »: the range sorted by force or length, within the other constraints. */
export interface Superlative {
  by: 'force' | 'length';
  most: boolean;
}

const SUPERLATIVES: readonly {by: Superlative['by']; most: boolean; pattern: RegExp}[] = [
  {by: 'force', most: true, pattern: /\b(?:l[ae]s? plus (?:forts?|fortes?|costauds?|costaudes?|puissants?|puissantes?|robustes?|gros(?:se)?s?)|force (?:la plus (?:forte|elevee|grande)|maximale|maxi(?:mum)?)|strongest|most powerful)\b/},
  {by: 'force', most: false, pattern: /\b(?:l[ae]s? plus (?:faibles?|legers?|legeres?|doux|douces?)|force la plus (?:faible|basse|petite)|weakest|lightest)\b/},
  {by: 'length', most: false, pattern: /\b(?:l[ae]s? plus (?:courts?|courtes?|petits?|petites?|compacts?|compactes?)|shortest|smallest|most compact)\b/},
  {by: 'length', most: true, pattern: /\b(?:l[ae]s? plus (?:longs?|longues?|grands?|grandes?)|longest|biggest)\b/},
];

export function readSuperlative(text: string): Superlative | undefined {
  const found = SUPERLATIVES.find((entry) => entry.pattern.test(text));
  return found ? {by: found.by, most: found.most} : undefined;
}
