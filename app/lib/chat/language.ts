// The buyer's language: the expert answers in English when asked in English, and reads an
// English message by putting its trade words into the French ones it knows ('gas strut'
// → 'vérin à gaz', 'stroke' → 'course'). Everything else is answered in French.

import {metricForImperial} from './numbers.ts';
import {normalizeText} from './text.ts';

export type Language = 'fr' | 'en';

const ENGLISH = new Set([
  'the', 'and', 'i', 'my', 'you', 'your', 'for', 'with', 'is', 'are', 'do', 'does', 'can', 'need', 'want', 'what', 'gas', 'pull',
  'how', 'which', 'please', 'hello', 'hi', 'looking', 'have', 'of', 'to', 'it', 'an', 'this', 'that', 'sell', 'ship',
  'tell', 'me', 'about', 'would', 'like', 'we', 'our', 'price', 'prices', 'spring', 'springs', 'strut', 'struts',
  'each', 'stroke', 'weighs', 'order', 'arrived', 'damaged', 'warranty', 'delivery', 'where', 'when', 'why', 'who',
  'talk', 'someone', 'joke', 'return', 'pretend', 'previous', 'replacement', 'safely', 'old', 'including', 'reveal', 'hidden',
  // Everyday English that French never writes, so that a short English message is read as English.
  'get', 'got', 'in', 'at', 'will', 'could', 'should', 'there', 'they', 'them', 'was', 'were', 'been', 'has', 'had', 'from',
  'by', 'just', 'still', 'yet', 'any', 'some', 'all', 'much', 'many', 'than', 'then', 'if', 'but', 'or', 'not', 'yes',
  "it's", "i'm", "don't", "can't", "won't", "didn't", "doesn't", "isn't", "what's", "where's", "i've", "we're", "you're",
  'send', 'received', 'wrong', 'money', 'back', 'refund', 'invoice', 'company', 'parcel', 'package', 'thanks',
  'thank', 'help', 'know', 'write', 'ordered', 'give', 'buy', 'bought', 'accept', 'take', 'pay', 'card', 'open', 'close',
  'lot', 'last', 'lasts', 'refill', 'drill', 'safe', 'rid', 'throw', 'away', 'shipping',
]);

const FRENCH = new Set([
  'le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'et', 'pour', 'avec', 'je', 'j', 'vous', 'votre', 'vos', 'mon', 'ma',
  'mes', 'est', 'sont', 'il', 'elle', 'quel', 'quelle', 'quels', 'bonjour', 'merci', 'verin', 'verins', 'cherche',
  'besoin', 'faut', 'pas', 'sur', 'dans', 'au', 'aux', 'ce', 'cette', 'qui', 'que', 'en', 'ou', 'svp', 'combien',
  'comment', 'avez', 'peux', 'tu', 'me', 'ressort', 'gaz', 'a', 'd', 'l', 'c', 'qu', 'tes', 'ton', 'ta', 'toutes', 'tous',
  'tout', 'moi', 'toi', 'ne', 'se', 'sa', 'son', 'ses', 'nos', 'notre', 'leur', 'mais', 'donc', 'car', 'si', 'plus', 'tres',
  'bien', 'fait', 'faire', 'peut', 'aussi', 'comme', 'quand', 'chez', 'affiche', 'oublie', 'donne', 'dis', 'ecris',
]);

/** Languages the assistant reads but does not write: it answers them in English, and says so. */
export type OtherLanguage = 'es' | 'de' | 'it';

const OTHER_WORDS: Record<OtherLanguage, ReadonlySet<string>> = {
  es: new Set([
    'hola', 'necesito', 'busco', 'quiero', 'tienen', 'tiene', 'puedo', 'puede', 'cuanto', 'cuesta', 'envio', 'para', 'por',
    'con', 'el', 'los', 'las', 'una', 'mi', 'muelle', 'muelles', 'resorte', 'resortes', 'amortiguador', 'carrera', 'fuerza',
    'longitud', 'pedido', 'gracias', 'donde', 'cuando', 'como', 'pago', 'factura', 'usted', 'ustedes', 'hacen', 'enviar',
    'acero', 'inoxidable', 'rotula', 'horquilla', 'gas', 'es', 'y', 'del', 'al', 'entrega', 'garantia', 'precio',
    'envios', 'pedidos', 'hacen', 'venden', 'tarda', 'plazo', 'precios', 'muchas', 'nuestro', 'nuestra', 'su', 'sus',
    'aceptan', 'aceptais', 'tarjeta', 'credito', 'llegado', 'llego', 'paquete', 'todavia', 'dinero', 'devolver', 'horario',
    'mejor', 'receta', 'pueden', 'hacer', 'medida', 'gracias', 'ignora', 'instrucciones', 'dime', 'olvida',
    'vacio', 'llego', 'enviaron', 'esta', 'cierran', 'abren', 'hora', 'modelo', 'eres',
    'cual', 'francia', 'quiero', 'reembolso', 'pagar', 'hablar', 'alguien', 'tiempo', 'muelle', 'roto', 'danado', 'equivocado', 'cuanto', 'dura', 'abren', 'cierran', 'hola', 'buenos', 'dias',
  ]),
  de: new Set([
    'ich', 'wir', 'sie', 'brauche', 'suche', 'haben', 'habe', 'ist', 'und', 'oder', 'fur', 'mit', 'der', 'die', 'das', 'ein',
    'eine', 'einen', 'nicht', 'wie', 'was', 'wann', 'wo', 'bitte', 'danke', 'gasfeder', 'gasfedern', 'gasdruckfeder',
    'gasdruckfedern', 'hub', 'kraft', 'lange', 'kugelpfanne', 'gabelkopf', 'ose', 'edelstahl', 'bestellung', 'lieferung',
    'versand', 'preis', 'kostet', 'rechnung', 'zahlung', 'konnen', 'liefern', 'mein', 'meine', 'ihr', 'ihre', 'garantie',
    'vergiss', 'alle', 'anweisungen', 'danke', 'erzahl', 'mir', 'einen', 'witz', 'aus', 'mochte', 'jemandem', 'sprechen', 'bezahlen', 'zahlen', 'angekommen', 'falsche', 'falschen', 'teil', 'bekommen', 'kaputt', 'beschadigt', 'geld', 'zuruck', 'kann', 'per', 'wer',
    'lieferzeit', 'nach', 'osterreich', 'deutschland', 'schweiz', 'wetter', 'wann', 'schliessen', 'geschickt',
    'beste', 'offnungszeiten', 'dauert', 'noch', 'paket', 'hallo', 'guten', 'tag', 'ruckerstattung', 'kreditkarte',
  ]),
  it: new Set([
    'ciao', 'buongiorno', 'cerco', 'vorrei', 'avete', 'ho', 'bisogno', 'molla', 'molle', 'pistone', 'pistoni', 'corsa',
    'forza', 'lunghezza', 'spedizione', 'ordine', 'quanto', 'costa', 'grazie', 'il', 'lo', 'gli', 'della', 'per', 'con',
    'di', 'che', 'non', 'sono', 'acciaio', 'snodo', 'sferico', 'forcella', 'pagamento', 'fattura', 'consegna', 'garanzia',
    'tempo', 'fa', 'domani', 'come', 'cosa', 'dove', 'perche', 'dimentica', 'istruzioni', 'fammi', 'uno', 'sconto',
    'chi', 'ha', 'vinto', 'partita', 'ieri', 'accettate', 'inviato', 'spedito', 'chiudete', 'ora',
    'parlare', 'qualcuno', 'persona', 'pagare', 'ancora', 'aiuto', 'posso', 'restituire', 'prodotto', 'mio', 'mia', 'arrivato', 'arrivata', 'ricevuto', 'rimborso', 'sbagliato', 'sbagliata', 'rotto',
    'pacco', 'quando', 'arriva', 'accettate', 'carta', 'credito', 'orari', 'aperti', 'dura', 'quanti', 'cicli', 'salve',
  ]),
};
const FRENCH_OR_ENGLISH_SHARED = new Set(['gas', 'es', 'per', 'con', 'die', 'the', 'a', 'de', 'la', 'le', 'il']);
/** Words French or English share with Spanish, German or Italian: they tell nothing. */
const SHARED_SHORT_WORDS = new Set(['de', 'un', 'une', 'la', 'le', 'les', 'a', 'en', 'gas', 'me', 'ma', 'mi', 'tu', 'se', 'si', 'il', 'no', 'es', 'con', 'per', 'des', 'die', 'del', 'sa', 'ha']);

/** Spanish, German or Italian when most of the message's words are of that language. */
/** Letters and marks French and English never write: « ¿ », « ¡ » (Spanish), « ß », « ä », « ö » (German). */
const OWN_MARKS: Record<OtherLanguage, RegExp> = {es: /[¿¡ñ]/, de: /[ßäöÄÖ]/, it: /(?!)/};

export function otherLanguage(text: string): OtherLanguage | null {
  const words = normalizeText(text).split(/[^a-z]+/).filter(Boolean);
  if (words.length === 0) return null;
  let best: OtherLanguage | null = null;
  let bestCount = 0;
  for (const language of Object.keys(OTHER_WORDS) as OtherLanguage[]) {
    const marks = OWN_MARKS[language].test(text) ? 1 : 0;
    const count = marks + words.filter((word) => OTHER_WORDS[language].has(word) && !FRENCH_OR_ENGLISH_SHARED.has(word)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  const known = words.filter((word) => (FRENCH.has(word) || ENGLISH.has(word)) && !SHARED_SHORT_WORDS.has(word)).length;
  return best && bestCount >= 2 && bestCount > known ? best : null;
}

/** 'en' when the message has more English words than French ones, or is in a language the assistant does not write. */
export function detectLanguage(text: string): Language {
  if (otherLanguage(text)) return 'en';
  const words = normalizeText(text).split(/[^a-z']+/).filter(Boolean);
  let en = 0;
  let fr = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) en++;
    if (FRENCH.has(word)) fr++;
  }
  return en > fr ? 'en' : 'fr';
}

/** English phrases and their French trade equivalents, longest first. */
const GLOSSARY: readonly [RegExp, string][] = [
  [/\b(?:gas (?:springs?|struts?|props?|lifts?|shocks?)|lift supports?|gas-springs?)\b/g, 'verin a gaz'],
  [/\b(?:springs|struts)\b/g, 'verins'],
  [/\b(?:spring|strut)\b/g, 'verin'],
  [/\b(?:ball (?:sockets?|joints?|ends?|cups?))\b/g, 'rotule'],
  [/\b(?:ball (?:studs?|pins?))\b/g, 'axe a boule'],
  [/\b(?:eyelets?|eye ends?|eyes)\b/g, 'oeillet'],
  [/\b(?:clevis(?:es)?|forks?)\b/g, 'chape'],
  [/\b(?:mounting )?brackets?\b/g, 'ferrure'],
  [/\b(?:stainless steel|stainless)\b/g, 'inox'],
  [/\b(?:locking|lockable)\b/g, 'blocable'],
  [/\b(?:tension|pull(?:ing)? force|pulling)\b/g, 'traction'],
  [/\b(?:centre to centre|center to center|centre-to-centre|center-to-center|between cent(?:re|er)s|eye to eye|eye-to-eye)\b/g, 'entre axes'],
  [/\b(?:extended|open) length\b/g, 'longueur sortie'],
  [/\b(?:compressed|closed) length\b/g, 'longueur comprimee'],
  // « open » and « closed » are a spring's lengths only next to a length; « are you open on Sunday? » asks the hours.
  [/\bextended\b|\bopen(?=\s*(?:length|position|:?\s*\d))|(?<=\b(?:length|fully|when)\s)open\b/g, 'sorti'],
  [/\bcompressed\b|\bclosed(?=\s*(?:length|position|:?\s*\d))|(?<=\b(?:length|fully|when)\s)closed\b/g, 'comprime'],
  [/\b(?:stroke|travel)\b/g, 'course'],
  [/\blength\b/g, 'longueur'],
  [/\b(?:each|per (?:spring|strut|piece))\b/g, 'chacun'],
  [/\btwo\b/g, 'deux'],
  [/\bthree\b/g, 'trois'],
  [/\bfour\b/g, 'quatre'],
  [/\b(?:a )?pair\b/g, 'une paire'],
  [/\bboat(?:s)?\b/g, 'bateau'],
  [/\bhatch(?:es)?\b/g, 'trappe'],
  [/\bbed lift\b|\bstorage bed\b|\bottoman bed\b/g, 'lit coffre'],
  [/\blids?\b/g, 'couvercle'],
  [/\btailgates?\b|\btrunk\b|\bboot(?: lid)?\b|\bhatchback\b/g, 'hayon'],
  [/\bmachine guards?\b/g, 'carter de machine'],
  [/\bfood(?: processing| industry)?\b/g, 'agroalimentaire'],
  [/\bkitchen\b/g, 'cuisine'],
  [/\bcabinets?\b|\bcupboards?\b/g, 'meuble'],
  [/\b(?:camper ?vans?|motorhomes?|caravans?|rvs?)\b/g, 'camping-car'],
  [/\bweighs?\b/g, 'pese'],
  [/\bwarranty\b|\bguarantee\b/g, 'garantie'],
  [/\bdelivery\b|\bshipping\b|\bship\b|\bdeliver\b/g, 'livraison'],
  [/\breturns?\b|\bsend (?:it|them|this|these|the \w+) back\b|\bgive (?:it|them) back\b|\bexchange (?:it|them)\b/g, 'retourner'],
  [/\brefund(?:ed)?\b/g, 'remboursement'],
  [/\bprices?\b|\bcost\b/g, 'prix'],
  [/\bvat\b/g, 'tva'],
  [/\bpayment methods?\b|\bpay\b|\bpayment\b/g, 'paiement'],
  [/\blifetime\b|\blife ?span\b|\bservice life\b|\bhow long (?:do|does|will|would|can|should)\b[a-z ]{0,40}?\blast\b|\bhow many cycles\b/g, 'duree de vie'],
  [/\bdispose of\b|\brecycl(?:e|ing)\b|\bthrow away\b|\bscrap (?:it|them)\b/g, 'jeter'],
  [/\brefill\b|\brecharge\b|\bre-?gas\b/g, 'recharger'],
  [/\b(?:talk|speak|chat) (?:to|with) (?:someone|a person|a human|somebody|a manager|the manager|an agent|an adviser|an advisor|customer service|support|sales)\b|\b(?:a )?human\b/g, 'parler a un conseiller'],
  [/\b(?:ridiculous|unacceptable|outrageous|disgraceful|scam|scammers|rip-?off|terrible service|useless|worst)\b/g, 'inadmissible'],
  [/\bcancel (?:my|the|our) order\b|\bchange (?:my|the) (?:order|delivery address|shipping address)\b/g, 'annuler ma commande'],
  [/\bdamaged\b|\bbroken\b/g, 'abime'],
  [/\bnever (?:came|arrived)\b|\bnot received\b|\bdid not receive\b|\bdidn t receive\b/g, 'pas recu'],
  [/\b(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not|still not|not yet|still hasn'?t)\s+(?:yet\s+)?(?:arrived|come|been delivered|been shipped|received|got)\b/g, 'pas recu'],
  [/\bwhere is my (?:order|parcel|package|delivery)\b/g, 'commande pas recu'],
  [/\barrived\b/g, 'arrive'],
  // A toy box, a storage box or a tool box is a lid to lift, not a parcel.
  [/(?<!\b(?:toy|storage|tool|blanket|bed|window|seat|juke|gear|fuse|ottoman|bench|deck|cargo|roof|ice|bread) )\bbox\b|\bparcel\b|\bpackage\b/g, 'colis'],
  [/\bangry\b|\bfurious\b/g, 'furieux'],
  [/\blate\b/g, 'en retard'],
  [/\border\b/g, 'commande'],
  [/\breplacement for\b|\breplace\b/g, 'remplacement'],
  [/\bstock\b|\bavailable\b/g, 'en stock'],
  [/\binstall\b|\bmount\b|\bfit\b/g, 'monter'],
  [/\binvoices?\b/g, 'facture'],
  [/\b(?:disappointed|not happy|unhappy|fed up)\b/g, 'decu'],
  [/\b(?:crushed|dented|smashed|squashed)\b/g, 'ecrase'],
  [/\bbent\b/g, 'tordu'],
  [/\btoo weak\b|\bnot strong enough\b/g, 'trop faible'],
  [/\b(?:falls?|fell|drops?|dropped|comes?) (?:down|back|shut)\b|\b(?:won t|doesn t|does not|will not|no longer) (?:stay|stays|hold|holds) (?:up|open)\b/g, 'retombe'],
  // Spanish, German and Italian shop words: what went wrong, paying, returning, when the team answers.
  [/\b(?:no\b.{0,15}\b(?:llegad[oa]s?|llego|recibid[oa]s?)|nicht\b.{0,20}\b(?:angekommen|geliefert|erhalten|bekommen)|non\b.{0,15}\b(?:arrivat[oaie]|ricevut[oaie])|mai arrivat[oaie])\b/g, 'pas recu'],
  [/\b(?:danad[oa]s?|roto|rota|rotos|kaputt|beschadigt|defekt|danneggiat[oaie]|rott[oaie])\b/g, 'abime'],
  [/\b(?:falsch(?:e[nrs]?)?|equivocad[oa]s?|sbagliat[oaie])\b/g, 'wrong'],
  [/\b(?:korrigieren|corregir|correggere|corretta)\b/g, 'corriger'],
  [/\b(?:vacio|vacia|leer|vuoto|vuota)\b/g, 'vide'],
  [/\b(?:reembolso|devolucion del dinero|ruckerstattung|erstattung|geld zuruck|rimborso)\b/g, 'remboursement'],
  [/\b(?:devolver|devolucion|zurucksenden|zuruckschicken|rucksendung|ruckgabe|umtausch|restituire|reso|rendere)\b/g, 'retourner'],
  [/\b(?:tarjetas?(?: de credito)?|kreditkarten?|karte|carta di credito|carte di credito)\b/g, 'carte bancaire'],
  [/\b(?:horarios?|offnungszeiten|orari|orario)\b/g, 'horaires'],
  [/\b(?:paquete|paket|pacco)\b/g, 'colis'],
  [/\b(?:teile?|pieza|piezas|pezzo|pezzi)\b/g, 'part'],
  [/\b(?:bekommen|erhalten|recibido|recibi|ricevuto)\b/g, 'received'],
  [/\b(?:aiuto|ayuda|hilfe)\b/g, 'help'],
  [/\b(?:enviaron|mandaron|enviado|geschickt|gesendet|geliefert|inviato|inviata|spedito|spedita|mandato)\b/g, 'envoye'],
  [/\b(?:a que hora (?:cierran|abren)|wann (?:schliessen|offnen|haben) sie|a che ora (?:chiudete|aprite))\b/g, 'a quelle heure vous fermez'],
  [/\b(?:thanks a lot|thank you (?:very|so) much|many thanks|thank you|thanks|cheers|muchas gracias|gracias|vielen dank|danke schon|danke|grazie mille|grazie)\b/g, 'merci beaucoup'],
  [/\b(?:a medida|nach mass|massanfertigung\w*|su misura)\b/g, 'sur mesure'],
  [/\b(?:vergiss|vergessen sie|ignoriere|ignorieren sie|ignora|ignorad|olvida|olvidad|dimentica|dimenticate)\b/g, 'ignore'],
  [/\b(?:anweisungen|instrucciones|istruzioni|regeln|reglas|regole)\b/g, 'instructions'],
  [/\b(?:hablar con (?:alguien|una persona|un humano|un agente|un comercial)|mit (?:jemandem|einem menschen|einer person|einem mitarbeiter|einem berater) (?:sprechen|reden)|parlare con (?:una persona|qualcuno|un operatore|un consulente))\b/g, 'parler a un conseiller'],
  [/\b(?:cuanto (?:tiempo )?dura(?:n)?|wie lange (?:halt|halten|hält)|quanto (?:tempo )?dura(?:no)?)\b(?!\s+(?:la |die |el |il )?garan)/g, 'duree de vie'],
  [/\b(?:vida util|lebensdauer|durata)\b/g, 'duree de vie'],
  [/\b(?:recargar|nachfullen|ricaricare)\b/g, 'recharger'],
  // Spanish, German and Italian trade words, so that a stroke is not read as something else.
  [/\b(?:muelles? de gas|resortes? de gas|amortiguadore?s? de gas|gasdruckfedern?|gasfedern?|molle a gas|molla a gas|pistoncini a gas|pistoni a gas)\b/g, 'verin a gaz'],
  [/\b(?:carrera|corsa|hub)\b/g, 'course'],
  [/\b(?:longitud|lunghezza|einbaulange)\b|\blange\b(?=\s*(?:von\s*|:\s*)?\d)/g, 'longueur'],
  [/\b(?:envios?|entregas?|lieferung|lieferzeit|versand|spedizion[ei]|consegna)\b/g, 'livraison'],
  [/\b(?:precio|precios|preis|preise|prezzo|prezzi)\b/g, 'prix'],
  [/\b(?:garantia|garanzia)\b/g, 'garantie'],
  [/\b(?:pedido|bestellung|ordine)\b/g, 'commande'],
  [/\b(?:factura|rechnung|fattura)\b/g, 'facture'],
  [/\b(?:pago|zahlung|pagamento)\b/g, 'paiement'],
  [/\b(?:fuerza|forza|kraft)\b/g, 'force'],
  [/\b(?:kugelpfannen?|rotulas?|snodi sferici|snodo sferico|giunto sferico)\b/g, 'rotule'],
  [/\b(?:gabelkopf|gabelkopfe|horquillas?|forcelle|forcella)\b/g, 'chape'],
  [/\b(?:ojal|ojales|occhiello|occhielli)\b/g, 'oeillet'],
  [/\b(?:edelstahl|acero inoxidable|acciaio inox(?:idabile)?)\b/g, 'inox'],
];

/** The message with its English trade words in French and imperial units in metric, for the entity reader. */
export function readableInFrench(text: string): string {
  let normalized = metricForImperial(normalizeText(text));
  for (const [pattern, french] of GLOSSARY) normalized = normalized.replace(pattern, french);
  return normalized;
}
