// Buyers type fast: 'verrin', 'rotulle', 'pr mon bato', 'jcherche'. Before reading a
// message, the expert puts its words back in shape: SMS spellings by a short table, then
// any word one typing slip away from a word of the trade (a letter missing, added,
// changed, or two swapped), its first letter kept (slips rarely hit it, and real words
// one letter apart mostly differ there: serrure, ferrure). Works on normalised text (see text.ts).

/** Chat and SMS spellings, and contractions written without an apostrophe. */
const SHORTHAND: Record<string, string> = {
  pr: 'pour',
  pk: 'pourquoi',
  jcherche: 'je cherche',
  jai: 'j ai',
  jveux: 'je veux',
  veu: 'veux',
  voudrai: 'voudrais',
  koman: 'comment',
  komment: 'comment',
  kel: 'quel',
  kelle: 'quelle',
  koi: 'quoi',
  ke: 'que',
  vs: 'vous',
  bjr: 'bonjour',
  slt: 'salut',
  qqn: 'quelqu un',
  quelqun: 'quelqu un',
  qq: 'quelques',
  davoir: 'd avoir',
  dinox: 'd inox',
  bato: 'bateau',
  batos: 'bateaux',
  trape: 'trappe',
  trapes: 'trappes',
  ressors: 'ressorts',
  neutons: 'newtons',
  neuton: 'newton',
  inoxe: 'inox',
  inoxidable: 'inoxydable',
  chaqun: 'chacun',
  // SMS abbreviations of questions to the shop (« qd je l'aurai », « pb avec ma cmd », « stp »).
  qd: 'quand',
  kan: 'quand',
  stp: 's il te plait',
  cmd: 'commande',
  cde: 'commande',
  pb: 'probleme',
  pbm: 'probleme',
  tjs: 'toujours',
  tjrs: 'toujours',
  bcp: 'beaucoup',
  jpeux: 'je peux',
  jpe: 'je peux',
  jsuis: 'je suis',
  chui: 'je suis',
  jlaurai: 'je l aurai',
  jlai: 'je l ai',
  jattends: 'j attends',
  jattend: 'j attends',
  jvoudrais: 'je voudrais',
  jaimerais: 'j aimerais',
  auj: 'aujourd hui',
  ajd: 'aujourd hui',
  aujourdhui: 'aujourd hui',
  mtn: 'maintenant',
  dmain: 'demain',
  rembour: 'remboursement',
  ya: 'il y a',
  yen: 'il y en',
  cbien: 'combien',
  cmb: 'combien',
  cmbien: 'combien',
  livr: 'livraison',
};

/** Words of the trade a slip of the finger is corrected to (normalised, 5 letters or more). */
const VOCABULARY = [
  'verin', 'verins', 'ressort', 'ressorts', 'rotule', 'rotules', 'oeillet', 'oeillets', 'chape', 'chapes',
  'livraison', 'livraisons', 'garantie', 'inoxydable', 'amortisseur', 'amortisseurs', 'pneumatique', 'pneumatiques',
  'hydraulique', 'hydrauliques', 'blocable', 'blocables', 'bloquable', 'traction', 'longueur', 'banquette', 'relevable',
  'trappe', 'trappes', 'bateau', 'bateaux', 'refrigeree', 'fauteuil', 'fauteuils', 'chacun', 'plancha', 'lanterneau',
  'camping', 'hayon', 'sommier', 'coffre', 'coffres', 'soufflet', 'depressuriser', 'medical', 'medicalise', 'vitrine',
  'remboursement', 'facture', 'commande', 'adaptateur', 'ferrure', 'equerre', 'newton', 'newtons', 'conseiller',
  'quelqu', 'abattant', 'abattante', 'couvercle', 'compression', 'diametre', 'entraxe', 'recharger', 'paiement',
  'retourner', 'expedition', 'disponible', 'industriel', 'agricole', 'tracteur', 'remorque', 'machine', 'presse',
  // Shop words typed in a hurry (« horraires », « remboursment », « virment »).
  'horaires', 'rembourser', 'rembourse', 'virement', 'ouverture', 'recyclage',
];

/** Real words that look like a slip of another: never corrected by distance. */
const KEEP = new Set([
  'cours', 'porte', 'portes', 'votre', 'notre', 'verre', 'route', 'chaque', 'chaise', 'trace', 'livre', 'livres',
  'livrer', 'livree', 'garanti', 'garantis', 'commander', 'commandes', 'bateaux', 'machines', 'presses', 'presser',
  'coffret', 'medicaux', 'ressorti', 'verins', 'chapeau', 'factures', 'retour', 'retours', 'newton', 'medicale',
  'couvercles', 'conseil', 'conseils', 'camions', 'hayons', 'pressions', 'pression', 'tracteurs', 'depressurise', 'plancher', 'planchers', 'medicales',
  'medicalises', 'industrielle', 'industrielles', 'roule', 'roulent', 'rouler', 'roulant', 'roulante', 'roules',
]);

const VOCABULARY_SET = new Set(VOCABULARY);
const BY_LENGTH = new Map<number, string[]>();
for (const word of VOCABULARY) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

/** Optimal string alignment distance, stopped early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

function correctWord(word: string): string {
  const short = SHORTHAND[word];
  if (short) return short;
  if (word.length < 5 || VOCABULARY_SET.has(word) || KEEP.has(word) || /\d/.test(word)) return word;
  const max = word.length >= 10 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of BY_LENGTH.get(length) ?? []) {
      // A slip rarely hits the first letter: 'serrure' is not 'ferrure'.
      if (candidate[0] !== word[0]) continue;
      const distance = editDistance(word, candidate, max);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return best ?? word;
}

/**
 * Normalised text with its slips corrected; separators are kept. 'cours 100' is a stroke
 * ('course') only before a number; 'gas' after 'a' is 'gaz'; 'c koi' is 'c est quoi'.
 */
export function correctSpelling(normalized: string): string {
  const corrected = normalized.replace(/[a-z\u00c0-\u024f]+/g, (word) => correctWord(word));
  return corrected
    .replace(/\b(?:cours|corse|coure|cource|courss|coursse)(?=\s*(?:de\s*)?\d)/g, 'course')
    // « 2x1000N » typed without spaces: two springs of 1000 N.
    .replace(/\b(\d{1,2})x(?=\d+(?:[.,]\d+)?\s*(?:n|dan|kg|kgf)\b)/g, '$1 x ')
    .replace(/\b(a|au|de) gas\b/g, '$1 gaz')
    .replace(/\bc (?=quoi|combien|possible|urgent|quand|ou|comment|quel|quelle|gratuit|cher|normal|bon|ok|fini)/g, 'c est ');
}
