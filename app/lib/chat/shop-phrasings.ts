// The shop's questions, a person's cases, off-topic subjects and role attacks as buyers
// write them without the expert's usual keywords (issue 19, decision 075): « je l'aurai
// quand ? », « vous prenez les cartes ? », « à quelle heure vous fermez ? », « I want my
// money back », « colis reçu vide », « are you ChatGPT? ». Regular expressions on the
// readable text (accents removed, apostrophes as spaces, English and other languages'
// shop words already put into French by the glossary of language.ts).

import type {InfoIntent} from './intents.ts';

/** Shop questions phrased without their keywords, by the topic they ask. */
export const SHOP_QUESTION_PATTERNS: readonly [RegExp, InfoIntent][] = [
  // The made-to-measure delay: « délai pour un vérin sur mesure ? » is manufacturing, not delivery.
  [/\b(?:delai|delais|combien de temps|how long|lead time)\b.{0,40}\b(?:sur mesure|made to measure|custom|fabrication|fabriquer|fabrique)\b/, 'custom'],
  // « c'est combien le port ? »: the shipping cost (not a harbour, which comes with a boat, not a price).
  [/\b(?:combien|prix|cout\w*|tarif)\b.{0,15}\b(?:le|du|de) port\b|\ble port\b.{0,15}\b(?:combien|gratuit|offert|coute|compris|inclus)\b/, 'delivery'],
  // When it arrives: « je l'aurai quand », « quand est-ce que je la reçois », « when will I get it ».
  [/\b(?:l aurai|les aurai|l aurais|la recevrai|le recevrai|les recevrai|l avoir|les avoir|la recevoir|le recevoir|les recevoir|recois|recoit|recevons|recevez)\b.{0,30}\b(?:quand|combien de temps|ce soir|demain|aujourd hui|avant)\b|\bquand\b.{0,30}\b(?:l aurai|les aurai|recois|recevrai|recevrons|recoit|arrive|arrivera|livre|livree)\b/, 'delivery'],
  [/\bwhen (?:will|would|do|can) (?:i|we) (?:get|have|receive)\b|\bhow (?:long|soon|fast|quickly)\b.{0,30}\b(?:get|take|takes|arrive|receive|deliver\w*|livraison)\b|\bget (?:it|them) (?:by|before|tomorrow|today|tonight)\b/, 'delivery'],
  // How many days to receive it, an urgent need by a given day: « combien de jours pour recevoir en Allemagne », « j'en ai besoin pour demain ».
  [/\bcombien de (?:jours|temps|semaines)\b.{0,30}\b(?:recevoir|livr\w*|arriver|reception|expedi\w*|acheminement)\b|\b(?:recevoir|livr\w*)\b.{0,20}\bcombien de (?:jours|temps)\b|\b(?:besoin|need (?:it|them)|il me (?:le|la|les) faut|urgent)\b.{0,30}\b(?:pour demain|demain matin|avant (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|la fin)|d ici (?:lundi|mardi|mercredi|jeudi|vendredi|demain)|by (?:tomorrow|monday|tuesday|wednesday|thursday|friday))\b/, 'delivery'],
  // Replacing both springs of a pair, or only one: the lifetime answer says why both.
  [/\b(?:changer|remplacer|remplacement|replace)\b.{0,25}\b(?:les deux|both|la paire|the pair)\b|\b(?:un seul|only one|just one)\b.{0,30}\b(?:changer|remplacer|remplacement|replace)\b/, 'lifetime'],
  // Paying: « vous prenez la carte / les cartes », « accept credit cards », Amex, Visa.
  [/\b(?:prenez|acceptez|accepte|acceptes|prends|accept|accepts|take)\b.{0,20}\b(?:cb|cartes?|visa|mastercard|amex|american express|paypal|cheques?|virements?|credit cards?|debit cards?|cards?)\b|\bcartes? (?:bancaires?|bleues?|de credit)\b|\bcredit cards?\b|\bamex\b|\bmastercard\b/, 'payment'],
  // Invoices for companies: « payer sur facture », « payer à réception de facture », net 30.
  [/\b(?:payer|regler|pay)\b.{0,20}\b(?:sur facture|a reception|a 30|a 45|a 60|par facture|by invoice|on invoice|net 30)\b|\bnet ?30\b/, 'payment'],
  // When the team answers: « à quelle heure vous fermez », « joignables jusqu'à quand ».
  [/\b(?:fermez|ouvrez|ouverts|etes ouvert|joignables?|disponibles? au telephone|repondez|travaillez)\b.{0,20}\b(?:quelle heure|quand|le samedi|le dimanche|le lundi|le soir|entre midi|le week-end|le weekend|les jours feries|en aout)\b|\b(?:a quelle heure|quand|jusqu a quelle heure)\b.{0,20}\b(?:fermez|ouvrez|vous fermez|vous ouvrez|joignables?|repondez)\b|\bwhat time (?:do|are) you (?:close|open|answer)\b|\b(?:are you|you re|is (?:the|your) (?:shop|office|team|store)) (?:open|closed)\b|\b(?:close|open) on (?:saturdays?|sundays?|weekends?)\b/, 'hours'],
  // Disposal and safety asked in plain words: « get rid of », « is it safe to drill / open / cut ».
  [/\bget rid of\b|\bthrow (?:it|them) away\b|\b(?:safe|dangerous)\b.{0,20}\b(?:drill|open|cut|heat|puncture|burn|dispose)\b|\b(?:drill|open|cut|puncture)\b.{0,20}\b(?:safe|dangerous)\b|\b(?:vider|vidanger|degonfler)\b.{0,30}\b(?:verin|verins|gaz)\b|\bcouper\b.{0,20}\b(?:verin|verins)\b/, 'safety'],
  // Emptying a spring before scrapping it: the safety rules (and the tool, see ASKS_EMPTYING); « vider le coffre » is not.
  [/\b(?:vider|vidanger|degonfler|evacuer le gaz|faire sortir le gaz|deflate|empty|let the gas out|release the (?:gas|pressure))\b.{0,15}\b(?:verins?|ressorts?|gaz|springs?|struts?|it|them)\b|\b(?:le|les|l) (?:vider|vidanger|degonfler)\b|\bdepressuri[sz]\w*\b/, 'safety'],
  // How long a spring lasts in plain words: « au bout de combien d'ouvertures », « ça lâche au bout de combien ».
  [/\b(?:combien|how many)\b.{0,15}\b(?:ouvertures|manoeuvres|openings|utilisations)\b|\b(?:au bout de|after) (?:combien|how long|how many)\b|\bca (?:tient|dure) combien\b|\bhow long\b.{0,30}\b(?:last|lasts|good for)\b/, 'lifetime'],
  // Made to measure without its name: « un vérin fait exprès pour nous », « fabriqué à nos cotes ».
  [/\b(?:fait|faits|fabrique|fabriques)\b.{0,10}\b(?:expres|a nos cotes|a nos dimensions|a la demande|pour nous|specialement)\b|\bmade (?:to order|to our (?:specs?|drawing))\b|\bcustom[ -]made\b/, 'custom'],
  // Tonight in Paris, the same day in Paris: the courier.
  [/\b(?:paris|arrondissement|\d{1,2}e|\d{1,2}eme)\b.{0,40}\b(?:ce soir|aujourd hui|dans la journee|tonight|today)\b|\b(?:ce soir|tonight)\b.{0,40}\bparis\b/, 'delivery'],
  // Calling on a given day or time: « on peut vous téléphoner le samedi matin ? ».
  [/\b(?:telephoner|appeler|joindre|call|phone|reach)\b.{0,25}\b(?:samedi|dimanche|week-end|weekend|le soir|le matin|entre midi|saturdays?|sundays?|evenings?|mornings?|lunch)\b/, 'hours'],
  // Opening or repairing a gas spring: never (a hydraulic or pneumatic cylinder is resealed, see the accessories).
  [/^(?!.*\b(?:hydrauliques?|pneumatiques?|hydraulic|pneumatic)\b).*\b(?:demonter|reparer|reparable|reparation|reconditionn\w*|repair\w*|take apart)\b.{0,40}\b(?:reparer|reparation|repair\w*)\b|^(?!.*\b(?:hydrauliques?|pneumatiques?|hydraulic|pneumatic)\b).*\b(?:reparer|reparable|reparation|reconditionn\w*|repair\w*)\b.{0,40}\b(?:verin|verins|ressort|ressorts)\b|^(?!.*\b(?:hydrauliques?|pneumatiques?|hydraulic|pneumatic)\b).*\b(?:verin|verins|ressort|ressorts)\b.{0,30}\b(?:reparer|reparable|reparation|reconditionn\w*|repair\w*)\b/, 'safety'],
  // Coming to fetch it: « je peux passer chercher », « retirer sur place », « pick it up ».
  [/\bpasser (?:le |la |les )?(?:chercher|prendre|recuperer)\b|\bpick (?:it |them |my \w+ )?up\b|\b(?:pick up|collect)\b.{0,25}\b(?:commande|colis|it|them|in person|your|warehouse|shop|store)\b|\bclick and collect\b/, 'hours'],
  // « combien pour 10 », « how much for 20 »: a price for a quantity.
  [/\b(?:combien|how much|quel prix|what price)\b.{0,12}\b(?:pour|les|for|the)\s+\d+\b/, 'price'],
  // Withdrawal: « j'ai 14 jours pour me rétracter ? ».
  [/\bretract\w*\b|\bchanger d avis\b|\bchange (?:my|of) mind\b/, 'returns'],
  // Prices without VAT for companies: « vous facturez HT », « prix hors taxe pour les pros ».
  [/\b(?:factur\w*|invoice\w*)\b.{0,20}\b(?:ht|hors taxes?|sans tva|tva|excl\w* vat|vat)\b|\b(?:tva|vat)\b.{0,10}\bfactures?\b|\bautoliquidation\b|\breverse charge\b|\bintracom\w*\b/, 'price'],
];

/** A person answers: a refund demanded, an empty or opened parcel, a call no one answers, an invoice wrong (English). */
export const MORE_HANDOVER_PATTERNS: readonly RegExp[] = [
  // A refund demanded or still awaited.
  // « Je veux me faire rembourser » asks how returns work (the returns answer); « je veux être remboursé » demands it.
  /\b(?:je veux|je voudrais|j exige|j exige d|nous voulons|on veut|exige)\b(?! (?:me|nous|se) faire)(?! savoir).{0,15}\b(?:etre |un |mon |le |notre )?(?:rembourse\w*|remboursement)\b|\b(?:want|demand|need|where is|waiting for|still no)\b.{0,10}\b(?:my |a |the |our )?(?:remboursement|refund)\b|\bmoney back\b|\brefund me\b|\brembourse\w* moi\b/,
  // A parcel empty, opened or incomplete.
  /\b(?:colis|carton|boite|paquet|commande)\b.{0,20}\b(?:vide|ouvert|ouverte|incomplet|incomplete|deja ouvert)\b|\bempty (?:colis|box|parcel|package)\b|\b(?:colis|box|parcel|package) (?:was |is |came )?(?:empty|opened|incomplete)\b/,
  // Calls and messages left unanswered.
  /\bpersonne (?:ne )?(?:repond|decroche|rappelle)\b|\b(?:aucune|pas de|jamais de) (?:reponse|nouvelles)\b|\bno (?:one|body) (?:answers|answered|replies|replied|picks up)\b|\bno (?:answer|reply|response) (?:to|from)\b|\bj ai (?:appele|ecrit|relance)\b.{0,30}\b(?:fois|rien|toujours|sans)\b/,
  // An order already placed, named by its number (« ma commande 10234 », « my order #1234 »): only the team sees it.
  /\b(?:ma|mon|notre|nos|mes|la|my|our)\s+commandes?\s*(?:n°|no|n|numero|number|nr|num|#)?\s*(?:is|est|es|ist|e)?\s*:?\s*#?\d{3,}\b(?!\s*(?:pieces|pcs|units|unites|verins|springs|x|n|mm|exemplaires))|\bcommande (?:n°|numero|number|#)\s*:?\s*\d{3,}\b/,
  // Damaged by weather or handling on the way (« laissé sous la pluie, les vérins sont rouillés »).
  /\b(?:colis|carton|livreur|transporteur|livraison|recu\w*|arrive\w*|livre\w*|delivered|arrived|parcel|colis)\b.{0,80}\b(?:rouill\w*|mouill\w*|tremp\w*|detremp\w*|rust\w*|soaked|wet)\b/,
  // A change to an order already placed: its delivery address.
  /\b(?:changer|modifier|corriger|rectifier|change|correct|update)\b.{0,20}\b(?:l |mon |ma |my |the )?(?:adresse|address)\b/,
  // The wrong thing sent: « on m'a envoyé la mauvaise référence ».
  /\b(?:envoye\w*|recu\w*|livre\w*|expedie\w*)\b.{0,30}\b(?:mauvais|mauvaise|mauvaises|faux|fausse|erronee?s?|pas (?:le|la|les) bon\w*)\b/,
  // Sent or received broken (« le vérin que vous m'avez envoyé est cassé », a Spanish « está roto »).
  /\b(?:envoye\w*|recu\w*|livre\w*|arrive\w*|received|sent|delivered|arrived)\b.{0,40}\b(?:abime\w*|casse|cassee?s?|broken|damaged|endommage\w*|tordu\w*|plie|pliee?s?|fissure\w*)\b/,
  // A copy of an invoice, said in English: the team sends it.
  /\b(?:copy|duplicate|resend|re-send|send me)\b.{0,20}\bfactures?\b/,
  // An invoice to correct, said in English.
  /\bfactures?\b.{0,60}\b(?:wrong|fix|correct|mistake|incorrect|amend|error|change)\b|\b(?:fix|correct|amend|change|reissue)\b.{0,30}\bfactures?\b/,
  // Sent or received the wrong thing (not « if I order the wrong size », which is a return).
  /\b(?:sent|send|shipped|delivered|received|got|gave)\b.{0,25}\bwrong\b|(?<!\b(?:i|we) (?:order|ordered|commande|buy|bought|chose|choose|pick|picked|took|take) (?:the |a )?)\bwrong (?:springs?|verins?|items?|parts?|goods|order|commande)\b/,
  // Not received, said in English or in another language put into French by the glossary.
  /\b(?:never|still not|not) (?:received|got|arrived|delivered)\b|\bpas recu\b.{0,20}\b(?:commande|colis)\b|\b(?:commande|colis)\b.{0,20}\b(?:pas recu|pas arrive|jamais arrive|abime)\b/,
];

/** Subjects clearly outside the trade, beyond intents.ts's first list: everyday life, news, leisure, in five languages. */
export const MORE_OUTSIDE_TRADE =
  /\b(?:creme solaire|solaire|maquillage|parfum|coiffeur|impots?|declaration de revenus|taxes fonciere|ligue des champions|champions league|coupe du monde|world cup|rugby|tennis|formule 1|jeux olympiques|olympics|chanteur|chanteuse|acteur|actrice|celebrite|astrologie|signe astrologique|zodiaque|religion|guerre|elections?|loto|lottery|casino|paris sportifs|drague|dating|jardinage|plantes vertes|billets? de train|histoire de france|mathematiques|maths|capitale de|capital de|combien (?:font|fait) \d+|how much is \d+|what s \d+ ?(?:\+|plus|times|minus) ?\d+|resto|restos|pizzeria|movies?|tv shows?|bake|baking|cooking|partita|partido|fussball\w*|fußball\w*|fusball\w*|futbol|calcio|wetter|tiempo hace|che tempo|receta|rezept|ricetta|hauptstadt|capitale d italia|pelicula|film\w*)\b/;

/** The assistant's nature, its model or its hidden text asked: it stays in role. */
export const MORE_INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(?:what|which) (?:ai|model|llm|language model)\b|\bare you (?:chatgpt|gpt|an? (?:ai|bot|robot|llm|human|real person))\b|\bwho (?:made|built|created|programmed) you\b/,
  /\b(?:quel|quelle) (?:ia|modele d ia|modele de langage|llm|intelligence artificielle)\b|\b(?:tu es|es tu|etes vous|vous etes) (?:chatgpt|gpt|une ia|un robot|un bot|humain|un humain|une vraie personne|une personne reelle|une machine)\b|\bqui t a (?:cree|programme|fait|code)\b/,
  /\b(?:chatgpt|gpt-?\d*|openai|claude|mistral|llama|gemini|copilot)\b/,
  /\b(?:repete|recopie|affiche|montre|donne|print|show|repeat|copy)\b.{0,25}\b(?:texte|message|lignes|text|lines|words)\b.{0,15}\b(?:au dessus|au-dessus|precedent\w*|ci-dessus|avant|above|before|previous)\b/,
  /\b(?:tes|vos|your) (?:instructions|consignes|directives|guidelines)\b(?!\s+(?:de|d|du|des|pour|for|on|to)\b)/,
  /\b(?:print|show|repeat|display|output|affiche|montre|recopie)\b.{0,25}\b(?:above|before this|previous|earlier|au dessus|au-dessus|ci-dessus|precede)\b|\bwhat (?:were|have) you (?:been )?told\b|\bbefore this conversation\b|\bavant (?:cette|notre) conversation\b|\bon t a dit\b|\b(?:your|ta|votre) nouvelle? (?:task|tache|mission)\b|\byour new task\b/,
  /\b(?:modelo de ia|inteligencia artificial|intelligenza artificiale|kunstliche intelligenz|welches (?:ki-)?modell|ki-modell|eres (?:una ia|un robot|humano|chatgpt)|sei (?:un robot|umano|un ia|chatgpt)|bist du (?:ein roboter|ein mensch|eine ki|chatgpt))\b/,
];

/** A series under the buyer's own name, a yearly volume, a white label: the sales team, not the made-to-measure form. */
export const MORE_BUSINESS_REQUEST =
  /\b(?:notre marquage|nos marquages|notre propre marque|notre marque|marque blanche|white label|private label|our (?:own )?(?:marking|branding|brand|logo)|volume annuel|annual volume|par an|per year|a year|chaque annee|every year)\b.{0,80}\b(?:a qui|qui contacter|qui dois|contact|interlocuteur|commercial|who (?:do|should|can) i|whom)\b|\b(?:a qui|qui contacter|qui dois|interlocuteur|who (?:do|should|can) i (?:talk|speak|contact|write))\b.{0,80}\b(?:notre marquage|notre marque|marque blanche|white label|our (?:own )?(?:marking|branding|brand|logo)|par an|per year|serie|series)\b/;

/** How to empty a spring before throwing it away: the safety rules, and the depressurising tool the shop sells. */
export const ASKS_EMPTYING =
  /\b(?:vider|vide|vidanger|depressuris\w*|degonfler|purger|evacuer le gaz|faire sortir le gaz|relacher (?:la pression|le gaz)|empty|depressuri[sz]\w*|deflate|let the gas out|release the (?:gas|pressure))\b/;

/** What the shop's depressurising tool is searched by, in the expert's own words. */
export const EMPTYING_TOOL_REQUEST = 'outil pour dépressuriser un vérin à gaz';

/** Words that ask for a person now, beyond asking when the team answers. */
export const ASKS_A_PERSON =
  /\b(?:parler|un conseiller|une conseillere|une personne|quelqu un|un humain|rappel\w*|talk|speak|someone|a person|a human)\b/;
