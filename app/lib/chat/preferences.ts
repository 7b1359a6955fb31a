// What the buyer does not want, and how they choose: « pas besoin d'inox », « sans
// soufflet », « pas de rotules, plutôt des œillets », « pas le kit », « le moins cher ».
// A negated word is taken out of the text before the rest is read, so that « sans
// soufflet » is not a request for a bellows.

export type ExcludedFeature = 'blocable' | 'traction' | 'protection' | 'kit';
export type ExcludedFitting = 'oeillet' | 'rotule' | 'chape';

export interface Exclusions {
  /** 'inox': no stainless at all; 'inox-316': stainless, but 316L is not needed. */
  material?: 'inox' | 'inox-316';
  fittings: ExcludedFitting[];
  features: ExcludedFeature[];
  kinds: ('hydraulic' | 'pneumatic' | 'gas')[];
}

const TERMS: readonly {pattern: string; apply: (exclusions: Exclusions) => void}[] = [
  {pattern: '316l|316|a4', apply: (e) => (e.material ??= 'inox-316')},
  {pattern: 'inox|inoxydable|acier inoxydable', apply: (e) => (e.material = 'inox')},
  {pattern: 'rotules?|embouts? a boule|axes? a boule', apply: (e) => e.fittings.push('rotule')},
  {pattern: 'chapes?', apply: (e) => e.fittings.push('chape')},
  {pattern: 'oeillets?', apply: (e) => e.fittings.push('oeillet')},
  {pattern: 'soufflets?|tubes? de protection|protection', apply: (e) => e.features.push('protection')},
  {pattern: 'blocables?|bloquables?|blocage|bloquant', apply: (e) => e.features.push('blocable')},
  {pattern: 'traction', apply: (e) => e.features.push('traction')},
  {pattern: 'kits?', apply: (e) => e.features.push('kit')},
  {pattern: 'verins? hydrauliques?|hydrauliques?', apply: (e) => e.kinds.push('hydraulic')},
  {pattern: 'verins? pneumatiques?|pneumatiques?', apply: (e) => e.kinds.push('pneumatic')},
];

const CUE = String.raw`(?:pas besoin(?: d| de)?|pas forcement|pas de|pas d|pas en|pas du|pas des|pas le|pas la|pas les|pas un|pas une|pas|sans|ni|non|plutot que|au lieu d|au lieu de|je ne veux pas(?: de| d)?|ne veux pas(?: de| d)?|ne cherche pas(?: de| d| un| une)?|inutile d|inutile de|surtout pas(?: de| d)?)`;
const FILLER = String.raw`(?:(?:un|une|de|d|du|des|l|le|la|les|en|forcement|besoin|verin|verins|a gaz|avec)\s+){0,3}`;
const NEGATED = new RegExp(String.raw`(?<![a-z])${CUE}\s+${FILLER}(${TERMS.map((term) => term.pattern).join('|')})(?![a-z0-9])`, 'g');
/** The refusal after the word: « l'inox n'est pas nécessaire », « inox inutile », « no inox needed » (English read in French words). */
const AFTER = String.raw`(?:(?:n est pas|ne sont pas|pas|is not|isn t|are not|aren t|not)\s+(?:necessaires?|utiles?|obligatoires?|indispensables?|needed|required|necessary)|(?:est |sont |is |are )?(?:inutiles?|superflus?|unnecessary|not needed|not required))`;
const NEGATED_AFTER = new RegExp(
  String.raw`(?<![a-z])(?:(?:no|without|l|le|la|les|de l|d)\s+)?(${TERMS.map((term) => term.pattern).join('|')})\s+${AFTER}(?![a-z])`,
  'g',
);
/** « no inox », « without bellows »: the English negation, the glossary having put the word in French. */
const NEGATED_EN = new RegExp(String.raw`(?<![a-z])(?:no|without|don t need|do not need|don t want|do not want)\s+(${TERMS.map((term) => term.pattern).join('|')})(?![a-z0-9])`, 'g');

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
  const rest = readReplacedFitting(text, exclusions).replace(NEGATED, refuse).replace(NEGATED_AFTER, refuse).replace(NEGATED_EN, refuse);
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
