// What the buyer asks for: a product, or information (delivery, returns, warranty, prices,
// stock, payment, mounting, lifetime, safety, the configurator, a custom cylinder, the
// force), or a person (a problem with an order, an invoice, an unhappy customer), or
// something else entirely (off-topic, an attempt to change the assistant's role), or the
// equivalent of another make's part number.

import {hasProductCriteria, hasStrongCriteria, readableText, type ChatEntities} from './entities.ts';
import {asksReturnCost, isWarrantyClaim} from './after-sales.ts';
import {askedCountry} from './countries.ts';
import {ASKS_A_PERSON, MORE_BUSINESS_REQUEST, MORE_HANDOVER_PATTERNS, MORE_INJECTION_PATTERNS, MORE_OUTSIDE_TRADE, SHOP_QUESTION_PATTERNS} from './shop-phrasings.ts';
import {editDistance} from './spelling.ts';
import {hasAnyPhrase, normalizeText} from './text.ts';
import {vehicleMake} from './vehicles.ts';

export type InfoIntent =
  | 'delivery'
  | 'returns'
  | 'warranty'
  | 'price'
  | 'stock'
  | 'payment'
  | 'installation'
  | 'configurator'
  | 'custom'
  | 'quote'
  | 'force-help'
  | 'lifetime'
  | 'safety'
  | 'hours';

export type Intent =
  | InfoIntent
  | 'human'
  | 'complaint'
  | 'warranty-claim'
  | 'greeting'
  | 'thanks'
  | 'product'
  | 'off-topic'
  | 'general'
  | 'injection'
  | 'part-number';

const INFO_WORDS: Record<InfoIntent, readonly string[]> = {
  delivery: [
    'livraison', 'livraisons', 'livrer', 'livre', 'livrez', 'livres', 'delai', 'delais', 'expedition', 'expedie',
    'expediez', 'expedier', 'envoi', 'envoyez', 'colis', 'transporteur', 'frais de port', 'recevoir', 'reception',
    'quand vais-je', 'chronopost', 'colissimo', 'jour meme', 'suivi de commande', 'suivi de colis', 'part le jour',
    'partir le jour', 'frais de port', 'port offert', 'livraison offerte', 'livrez-vous', 'livrez vous',
  ],
  returns: [
    'retour', 'retours', 'retourner', 'renvoyer', 'renvoi', 'renvoie', 'rembourse', 'remboursement', 'rembourser', 'retractation',
    'echange', 'echanger', 'pas la bonne', 'ne convient pas', 'ne correspond pas', 'erreur de commande', 'annuler',
  ],
  warranty: [
    'garantie', 'garanti', 'garantis', 'garanties', 'defectueux', 'defectueuse', 'defaut', 'ne fonctionne plus',
    'sav', 'fuite', 'fuit', 'fabrique en france', 'fabriques en france', 'fabriquee en france', 'made in france',
    'fabrication francaise', 'origine france', 'produits francais', 'verins francais',
  ],
  price: [
    'prix', 'tarif', 'tarifs', 'combien coute', 'combien ca coute', 'cout', 'coute', 'ht', 'ttc', 'tva',
    'hors taxe', 'hors taxes', 'remise', 'remises', 'reduction', 'degressif', 'prix de gros', 'promo', 'promotion',
    'grossiste', 'revendeur', 'code promo', 'codes promo', 'code de reduction', 'codes de reduction', 'soldes', 'bon de reduction', 'coupon',
  ],
  stock: ['en stock', 'stock', 'stocks', 'disponible', 'disponibles', 'disponibilite', 'dispo', 'rupture', 'reapprovisionnement'],
  payment: [
    'paiement', 'payer', 'carte bancaire', 'carte bleue', 'virement', 'facture', 'paypal', 'mandat administratif',
    'cb', 'reglement', 'regler', 'a 30 jours',
  ],
  installation: [
    'monter', 'montage', 'installer', 'installation', 'sens de montage', 'dans quel sens', 'fixer', 'poser', 'pose',
    'demonter', 'tige vers le bas', 'comment remplacer', 'comment changer', 'notice', 'on change', 'on remplace',
    'changer un verin', 'remplacer un verin',
  ],
  configurator: ['configurateur', 'configurer', 'configuration', 'personnaliser', 'composer mon verin'],
  custom: [
    'sur mesure', 'sur-mesure', 'fabrication speciale', 'specifique', 'hors standard', 'hors catalogue', 'prototype',
    'grande serie', 'verin special', 'faire fabriquer', 'introuvable',
  ],
  // A quote for what the catalogue sells comes from the cart; a special cylinder's is a made-to-measure request.
  quote: [
    'devis', 'devi', 'proforma', 'pro forma', 'pro-forma', 'facture proforma', 'offre de prix', 'cotation', 'chiffrage',
    'chiffrer', 'quotation', 'quote', 'bon pour accord',
  ],
  'force-help': [
    'quelle force', 'calculer', 'calcul', 'calculateur', 'combien de newtons', 'comment choisir', 'quelle puissance',
    'dimensionner', 'dimensionnement', 'quel effort', 'connais pas la force', 'sais pas quelle force',
    'quelle valeur', 'trop fort', 'trop faible', 'pas assez fort', 'ne tient pas ouvert', 'retombe',
  ],
  lifetime: [
    'duree de vie', 'combien de temps dure', 'dure combien', 'combien de cycles', 'cycles', 'longevite', 'faiblir',
    'faiblit', 'faiblisse', 'faiblissent', 'perd de sa force', 'perd sa force', 'perdu de sa force', 'vieillit',
    'combien de temps tient', 'tient combien de temps', 'combien d annees', 's use', 'usure',
    'est mort', 'sont morts', 'est hs', 'sont hs', 'fatigue', 'fatigues', 'ne pousse plus', 'n a plus de force',
    'plus assez de force', 'savoir s il faut le changer', 'faut-il le changer', 'quand changer', 'quand remplacer',
  ],
  hours: [
    'horaires', 'horaire', 'heures d ouverture', 'jours d ouverture', 'etes ouverts', 'etes-vous ouverts', 'etes vous ouverts',
    'vous etes ouvert', 'ouvert le samedi', 'ouverts le samedi', 'ouvert le dimanche', 'ouverts le dimanche', 'fermes le',
    'opening hours', 'are you open', 'open on saturday', 'open on sunday', 'business hours',
  ],
  safety: [
    'recharger', 'recharge', 'regonfler', 'remettre du gaz', 'ouvrir le verin', 'ouvrir un verin', 'ouvrir mon verin',
    'percer', 'niveau d huile', 'jeter', 'recycler', 'recyclage', 'dechetterie', 'fin de vie', 'se debarrasser',
    'dangereux', 'danger', 'securite', 'exploser', 'explose', 'debarrasser', 'debarrasse', 'me debarrasser',
    'poubelle', 'poubelles', 'rebut', 'mettre au rebut', 'ordures', 'eliminer',
  ],
};

/**
 * Questions about the shop asked without its usual keywords (« ça part aujourd'hui ? », « un
 * prix si j'en prends 10 », « si ça lâche au bout d'un an »), on the readable text.
 */
const INFO_PATTERNS: readonly [RegExp, InfoIntent][] = [
  [/\b(?:part|partira|partent|partir|sort|sortira|expedie\w*|envoye\w*|shipped|dispatched|leave|leaves)\b.{0,30}\b(?:aujourd hui|today|le jour meme|meme jour|same day|ce soir|demain|tomorrow)\b/, 'delivery'],
  [/\b(?:heure limite|heure de coupure|cut ?-?off|avant quelle heure|jusqu a quelle heure|a quelle heure)\b|\bexpress\b|\bsame[ -]day\b|\bcoursier\b/, 'delivery'],
  [/\b(?:quand|when)\b.{0,30}\b(?:part|partira|expedie\w*|envoye\w*|ship\w*|dispatch\w*|leave|leaves|arrive\w*|recevrai|recevoir)\b/, 'delivery'],
  [/\b(?:part|partira|partent|expediee?s?|envoyee?s?|arrive|arrivera)\b.{0,10}\bquand\b|\bdelais?\b.{0,30}\b(?:recevoir|livr\w*|reception|arriver|acheminement)\b/, 'delivery'],
  [/\b(?:fai\w*|ferez|feriez)\b.{0,10}\bun (?:prix|geste|tarif)\b|\bsi (?:j en|on en|nous en|je) (?:prends|prend|prenons|commande|commandons|achete|achetons)\b|\b(?:en|par|grosses?|grandes?|fortes?) quantites?\b|\bconditions\b.{0,30}\bquantite|\brabais\b|\bristourne\b|\bdiscount\b|\bbulk\b|\btarifs? pro\b|\bprix pro\b|\b(?:prix|tarifs?) (?:aux |pour les )?(?:professionnels|pros|entreprises)\b|\bfai\w* des prix\b|\b(?:tax|taxes)\b/, 'price'],
  [/\b(?:comment|how)\b.{0,20}\b(?:payer|regler|paie|paye|paiement)\b|\bcheque\b|\bplusieurs fois\b|\bapple pay\b|\bgoogle pay\b|\bmoyens? de paiement\b|\b(?:regle|reglez|regler|paie|paye|payez)\b.{0,15}\bcomment\b|\bbons? de commande\b|\badministrations?\b/, 'payment'],
  [/\b(?:reprene?z|(?:reprise|repris)(?!e? (?:par|sur) (?:\d|deux|trois|quatre|les|des|un|une|le|la|chaque)))\b|\bsi (?:ca|il|elle|le verin) ne (?:va|convient|colle|rentre|s adapte) pas\b|\b(?:doesn t|does not|don t) fit\b/, 'returns'],
  [/\b(?:lache|lachent|lachait|casse|cassent|tombe en panne|panne)\b.{0,40}\b(?:au bout|apres|an|ans|mois)\b|\bau bout d\w* (?:an|ans|mois|annee)\b.{0,30}\b(?:lache|casse|panne|couvert|pris en charge)/, 'warranty'],
  [/\b(?:delai|combien de temps|how long)\b.{0,40}\b(?:fabrication|fabriquer|sur mesure|made to measure|custom)\b/, 'custom'],
  [/\bou (?:etes-vous|etes vous|vous trouvez|se trouve (?:la|votre) (?:boutique|societe|entreprise|magasin)|est (?:la|votre) (?:boutique|societe|magasin))\b|\bvotre adresse\b|\b(?:installes?|situes?|basees?|bases|implantes?)\b.{0,12}\bou\b|\bwhere (?:are you|is (?:the|your) (?:shop|store|company))\b|\bmagasin physique\b|\bshowroom\b|\bvenir (?:chercher|retirer)\b|\bretrait (?:sur place|en magasin)\b/, 'hours'],
];

/** A person answers: a payment taken twice, a tracking that no longer moves, a wrong item sent. */
const HANDOVER_PATTERNS: readonly RegExp[] = [
  /\b(?:debite|debites|debitee|preleve|prelevee|preleves|facture|facturee|factures|paye|payee|charged|billed)\b.{0,30}\b(?:deux fois|2 fois|twice|en double|double)\b|\bdoubles? (?:debits?|prelevements?|paiements?|facturations?)\b/,
  /\b(?:suivi|tracking|colis|commande|numero de suivi|parcel)\b.{0,40}\b(?:bouge plus|bouge pas|n avance plus|n avance pas|n a pas bouge|ne bouge|bloquee?|figee?|stuck|not moving|hasn t moved|has not moved|n evolue plus|n evolue pas)\b/,
  /\b(?:envoye|envoyez|recu|recus|recue|livre|livres|livree|expedie|expedies|sent|received)\b.{0,60}\b(?:alors que|alors qu|mais|instead of|whereas|but)\b.{0,40}\b(?:commande|commandais|commandees?|ordered)\b/,
  // « if I order the wrong size » is a return, not the shop's mistake.
  /(?<!\b(?:i|we) (?:order|ordered|commande|buy|bought|chose|choose|pick|picked|took|take) (?:the |a )?)\bwrong (?:item|items|part|parts|size|one|product|reference)\b|\bcharged twice\b/,
  /\b(?:carte|paiement|payment|card)\b.{0,20}\b(?:refusee?|bloquee?|echoue|ne passe pas|declined|refused)\b/,
  /\bfactures?\b.{0,40}\b(?:pas recu|jamais recu|manque|manquante|introuvable|pas arrivee)\b/,
];

/**
 * Documents and terms beyond the catalogue: a material certificate (EN 10204 3.1), a
 * framework contract, a public tender, a series with its own marking: the sales team answers.
 */
const BUSINESS_REQUEST = /\b(?:certificats?|certificate|certificates|en ?10204|10204|certificat matiere|certificat de conformite|declaration de conformite|pv de controle|tracabilite|traceability|contrats?[ -]cadres?|accords?[ -]cadres?|contrats? annuels?|framework (?:contract|agreement)|marches? publics?|appels? d offres?|tender|chorus pro|homologation|marquage (?:specifique|personnalise|laser)|gravage|gravure|notre logo|our logo)\b/;

/** Subjects clearly outside the trade: these get the polite refusal, anything else a helpful answer. */
const OUTSIDE_TRADE = /\b(?:meteo|quel temps|weather|pluie|pleuvoir|il pleut|neiger|recettes?|recipe|cuisiner|crepes?|gateau|pneus?|tyres?|tires|vidange|garagiste|restaurant|restaurants|capitale|capital of|lettre de motivation|equation|resoudre|devoirs|homework|foot|football|match|equipe de|quelle equipe|ol|psg|president|election|film|films|serie tele|netflix|musique|chanson|poeme|poem|blague|joke|horoscope|iphone|smartphone|ordinateur|laptop|playstation|bitcoin|crypto|vacances|billet d avion|medecin|maladie|symptomes?)\b/;

/** Sending something somewhere, with a country named. */
const SENDING_WORDS = ['envoyer', 'envoyez', 'expediez', 'expedier', 'send', 'sent', 'ship', 'shipping', 'livrer', 'livrez', 'livraison', 'vendez', 'vendre', 'commander', 'acheter', 'possible', 'et en', 'et au', 'et aux', 'chez nous'];

/** Something went wrong with an order: a person takes it over. */
const COMPLAINT_WORDS = [
  'jamais arrive', 'pas arrive', 'toujours pas arrive', 'pas ete livre', 'pas recu', 'rien recu', 'jamais recu',
  'toujours pas recu', 'colis abime', 'il manque', 'manquant', 'manquante', 'pas le bon', 'pas la bonne piece',
  'mauvais produit', 'mauvaise piece', 'erreur de livraison', 'en retard', 'retard', 'colis perdu', 'perdu mon colis',
  'indique livre', 'transporteur a casse', 'arrive casse', 'recu casse', 'livre casse', 'inadmissible', 'scandaleux',
  'scandale', 'honte', 'honteux', 'arnaque', 'arnaqueur', 'arnaqueurs', 'nul', 'nuls', 'furieux', 'furieuse', 'decu',
  'decue', 'inacceptable', 'lamentable', 'escroc', 'escroquerie', 'plainte', 'personne ne repond', 'marre',
  'ras le bol', 'pas serieux', 'hs apres', 'rembourse immediatement', 'mecontent', 'mecontente',
  // A mistake in preparing the order.
  'erreur de preparation', 'erreur d expedition', 'erreur d envoi', 'erreur de colisage', 'erreur dans ma commande',
  'erreur dans la commande', 'pas ce que j ai commande', 'pas ce que j avais commande', 'pas ce que nous avons commande',
  // A refund that does not come.
  'pas rembourse', 'pas ete rembourse', 'pas encore rembourse', 'jamais rembourse', 'pas recu mon remboursement',
  'pas recu le remboursement', 'pas recu de remboursement', 'attends mon remboursement', 'attends toujours mon remboursement',
  'attends le remboursement', 'attends toujours le remboursement', 'remboursement n est pas arrive',
  // Insults and demands of an unhappy customer.
  'voleur', 'voleurs', 'escrocs', 'arnaques', 'remboursez-moi', 'remboursez moi', 'honteuse', 'inadmissibles',
  // Where an order stands: only the team sees it.
  'ou en est ma commande', 'ou en est notre commande', 'ou en est la commande', 'ou est ma commande', 'statut de ma commande',
  'etat de ma commande', 'pas de numero de suivi', 'aucun numero de suivi', 'pas de suivi',
];
/** A change to an order already placed (cancel it, change its address or its content): a person does it. */
const ORDER_CHANGE = /\b(?:annuler|modifier|changer|corriger|rectifier|ajouter a|retirer de)\b.{0,30}\b(?:ma|la|notre|cette|mon) (?:commande|adresse de livraison)\b|\b(?:ma|notre|la) commande\b.{0,60}\b(?:annuler|modifier|changer|corriger)\b|\btrompe\w* d adresse\b|\badresse de livraison\b.{0,60}\b(?:commande|changer|modifier)\b/;
/** What came is not what the page showed or what was ordered. */
const NOT_AS_DESCRIBED = /\b(?:recue?s?|livree?s?|arrivee?s?)\b.{0,40}\b(?:ne correspond(?:ent)? pas|pas conformes?|non conformes?|n est pas celui|n est pas celle)\b.{0,20}\b(?:photos?|description|commande|fiche|annonce|reference|commandee?s?)\b|\bne correspond(?:ent)? pas a (?:la photo|la description|la fiche|ma commande|ce que j ai commande)\b/;
/** « J'ai commandé des 350 N et j'ai reçu des 150 N »: what came is not what was ordered. */
const PART_OF_ORDER_MISSING = /\bcommande\w*\b.{0,80}\b(?:n y (?:en )?(?:a|avait) qu|ne contenai?t qu|il en manque|il n y (?:en )?a(?:vait)? pas|pas (?:tout|tous|toutes) recu|recu qu)/;
/** A copy of an order's invoice: the team sends it (« la facture en PDF de la commande 10555 »). */
const INVOICE_COPY = /\bfactures?\b.{0,60}\b(?:pdf|copie|duplicata|commande \d|commande n|n° ?\d|numero \d)|\b(?:envoyer|renvoyer|recevoir|obtenir|recuperer|avoir)\b.{0,30}\bfactures?\b.{0,40}\bcommande/;
const ORDERED_NOT_RECEIVED = /\b(?:j ai|j avais|nous avons|nous avions|on a|on avait)\s+commande\w*\b.{0,80}\b(?:et|mais)\s+(?:j ai|nous avons|on a|il est|ils sont|c est)?\s*(?:recu|recus|eu|arrive\w*|livre\w*|ete livre\w*)\s+(?:des|du|un|une|que|seulement|d autres|\d)/;
const DAMAGED_DELIVERY = /\b(?:recu|recus|arrive|arrivee|arrived|livre|livree|colis|carton|commande|box|transporteur)\b.{0,50}\b(?:abime|abimee|abimes|endommage|endommagee|endommages|ecrase|ecrasee|casse|cassee|tordu|tordus)\b/;
const WRONG_DELIVERY = /\b(?:envoye|envoyes|envoyee|recu|recus|livre|livres|expedie)\b.{0,60}\bau lieu d/;
const INVOICE_WORDS = /\bfactures?\b.{0,80}\b(?:corriger|correction|erreur|erreurs|refaire|modifier|modification|faux|fausse|errone|erronee|tva intracommunautaire|numero de tva|adresse|raison sociale)\b|\b(?:corriger|refaire|modifier)\b.{0,40}\bfactures?\b/;

/** Attempts to make the assistant leave its role, reveal its instructions or grant things. */
const INJECTION_PATTERNS: readonly RegExp[] = [
  /\bignor\w*\b.{0,30}\b(?:instructions?|regles?|consignes?|rules|prompt)\b/,
  /\boublie\w*\b.{0,30}\b(?:instructions?|regles?|consignes?|tu es|tu vends|que tu)\b/,
  /\bprompt\b/,
  /\bsystem\s*:|<\/?\s*system\s*>/,
  /\b(?:nouveau role|new role|tu es maintenant|you are now|a partir de maintenant tu es|fais semblant|pretend|joue le role|roleplay)\b/,
  /\btu es (?:un|une|le|la|mon|ma)\b.{0,30}\b(?:maintenant|desormais|a present)\b|\breponds? (?:en|comme) (?:un |une )?(?:pirate|poete|chat|robot|enfant)\b/,
  /\b(?:donne|donnez|file|filez|offre|offrez|envoie|envoyez|genere|generez)\w*\b.{0,25}\b(?:code promo|codes promo|code de reduction|bon de reduction|coupon|bon d achat)\b/,
  /\b(?:revele|reveal|affiche)\b.{0,30}\b(?:instructions?|regles?|rules|prompt|consignes?|hidden)\b/,
  /\b(?:cle api|api key|mot de passe|password|token secret)\b/,
  /\b(?:repete|repeat)\b.{0,20}\b(?:apres moi|after me)\b/,
  /\b(?:reponds|answer|dis)\b.{0,12}\b(?:seulement|uniquement|only)\b/,
  /\bje suis (?:le|la|l) (?:developpeur|developpeuse|admin|administrateur|directeur|patron)\b/,
  /\b(?:sans (?:aucune )?restrictions?|jailbreak|mode developpeur|developer mode)\b/,
  /\b(?:le directeur|ton patron|le patron) (?:a dit|dit|autorise)\b/,
  /\b(?:applique|accorde|ajoute|offre)\w*\b.{0,40}\b(?:remise|gratuits?|gratuites?|reduction)\b/,
  /\bmode (?:maintenance|admin|administrateur|debug|test|developpeur|libre)\b/,
  /\b(?:tu dois|tu vas) (?:maintenant|desormais|dorenavant)\b|\bdesormais tu\b|\bmeme hors sujet\b/,
  /\b(?:consignes|instructions)\b.{0,30}\b(?:mot pour mot|entre balises|texte)\b|\b(?:texte|contenu) de tes (?:consignes|instructions)\b/,
  // New orders given to the assistant: « nouvelle consigne », « from now on », « act as », « disregard the above ».
  /\bnouvel(?:le)?s? (?:consignes?|instructions?|regles?|directives?|ordres?)\b|\bnew (?:instructions?|rules?)\b/,
  /\b(?:from now on|from this point on|starting now you|tu n es plus|vous n etes plus|you are no longer|you re no longer|you are not an? (?:assistant|shop)|no rules|sans regles|aucune regle)\b/,
  /\b(?:act as|agis comme|agis en tant qu\w*|comporte[ -]toi comme|fais comme si tu etais|imagine que tu es|suppose que tu es|tu es (?:chatgpt|gpt|un autre|une autre|libre)|you are (?:chatgpt|gpt|dan|free))\b/,
  /\b(?:disregard|override|overrule)\b|(?<!\bj )\bignore (?:tout|ce qui precede|the above|all|everything|any|previous|tes|vos)\b/,
  /\[\/?inst\]|<<\/?sys>>|#{2,}\s*(?:system|instruction)|\bsystem (?:message|prompt)\b|\bmessage (?:systeme|system)\b/,
  /\ben tant qu (?:admin|administrateur|developpeur|directeur|patron|gerant)\b|\bje t ordonne\b|\bi (?:order|command|instruct) you\b/,
  // « say that everything is free »: a wish to put words in its mouth (« la livraison est-elle gratuite ? » is a question).
  /\b(?:say|dis|ecris|write)\b.{0,20}\b(?:all|every|everything|tous|toutes|tout)\b.{0,30}\b(?:free|gratuit\w*)\b/,
];

/** Markets and shares: a maker's share price is not a part number. */
const FINANCE = /\b(?:bourse|boursiere?|dividendes?|capitalisation|actionnaires?|share price|stock price|shares?|stock market|stock exchange|nasdaq|cac 40|dax|ticker|cours de l action|cours des actions|cours de (?:la )?bourse|action en bourse|acheter des actions|investir|investissement|valorisation)\b/;

/** Makes whose part numbers buyers quote. */
const OTHER_MAKES = [
  'stabilus', 'lift-o-mat', 'liftomat', 'lift o mat', 'suspa', 'bansbach', 'camloc', 'hettich', 'igs', 'vapsint', 'blum',
  'hafele', 'kayaba', 'sachs', 'lesjofors', 'febi', 'monroe', 'magneti marelli', 'stabilift', 'dictator', 'easylift',
  'bilstein', 'metalcaucho', 'tuff support', 'optimal', 'ridex', 'maxtrac', 'trupart', 'dometic',
];
const REFERENCE_WORDS = /\b(?:ref|reference|references|numero|n°|no|piece oem|oem|part number|part no|reference constructeur|code)\b/;
/** A maker's code: letters and digits mixed, or six digits and more (not a size, a thread or a force). */
const CODE = /(?<![a-z0-9])(?=[a-z0-9.-]*\d)[a-z0-9][a-z0-9.-]{4,}[a-z0-9](?![a-z0-9])/g;
const NOT_A_CODE = /^(?:\d+(?:[.,]\d+)?(?:n|mm|cm|m|kg|dan|kgf|kn|v|bar|ch|nm)|\d+x\d+(?:[.,]\d+)?(?:n|dan|kn|kgf|mm|cm|kg)?|iso\d*|m\d+|\d{1,5}|\d{1,3}[.,]\d+|\d{1,4}-\d{1,4})$/;

/** Makes long and unusual enough to be recognised with one typing slip (« Stabilius »). */
const SLIP_MAKES = OTHER_MAKES.filter((name) => name.length >= 6 && !name.includes(' ') && name !== 'optimal');

/** « de marque Aximum », « brand Ameco »: a make the list does not know is still another make. */
const NAMED_MAKE = /\b(?:marque|brand)\s+(?:de\s+|d\s+)?([a-z][a-z0-9-]{2,})\b/;
const NOT_A_MAKE = new Set([
  'inconnue', 'inconnu', 'illisible', 'effacee', 'differente', 'autre', 'francaise', 'allemande', 'italienne', 'chinoise',
  'europeenne', 'est', 'sur', 'que', 'qui', 'des', 'les', 'une', 'mon', 'son', 'votre', 'notre', 'vos', 'nos', 'the',
  'unknown', 'new', 'name', 'and', 'with', 'verin', 'verins', 'blanche', 'distributeur', 'maison', 'propre', 'origine',
]);

function makeNamed(normalized: string): string | null {
  const listed = OTHER_MAKES.find((name) => hasAnyPhrase(normalized.replace(/'/g, ' '), [name]));
  if (listed) return listed;
  const words = normalized.split(/[^a-z0-9-]+/);
  const slipped = SLIP_MAKES.find((name) => words.some((word) => word[0] === name[0] && Math.abs(word.length - name.length) <= 1 && editDistance(word, name, 1) <= 1));
  if (slipped) return slipped;
  const named = normalized.match(NAMED_MAKE)?.[1];
  return named && !NOT_A_MAKE.has(named) ? named : null;
}

/** The other make's reference the buyer quotes, if any. */
export function otherMakeReference(text: string): string | null {
  const normalized = normalizeText(text);
  const make = makeNamed(normalized);
  const codes = [...normalized.matchAll(CODE)].map((match) => match[0]).filter((code) => !NOT_A_CODE.test(code) && !/^iso/.test(code));
  const isoStandard = (code: string) => new RegExp(`iso\\s*${code}`).test(normalized);
  const code = codes.find((candidate) => !isoStandard(candidate));
  if (make) return code ? `${make} ${code}` : make;
  if (code && (REFERENCE_WORDS.test(normalized) || /\d{6,}|[a-z]\d{4,}|\d[a-z]\d{4,}/.test(code))) return code;
  return null;
}

/** Words that show a message is about the shop's trade, its products or an order. */
const DOMAIN_WORDS = [
  'verin', 'verins', 'ressort', 'ressorts', 'gaz', 'amortisseur', 'amortisseurs', 'rotule', 'rotules', 'chape', 'chapes',
  'oeillet', 'oeillets', 'embout', 'embouts', 'soufflet', 'ferrure', 'commande', 'commandes', 'colis', 'livraison',
  'achete', 'achetee', 'achetes', 'achetees', 'deja achete',
  'facture', 'garantie', 'retour', 'produit', 'produits', 'article', 'articles', 'boutique', 'site', 'catalogue', 'devis',
  'configurateur', 'calculateur', 'vos prix', 'votre prix', 'vos tarifs', 'vos produits', 'ce verin', 'newtons',
  'modele', 'modeles', 'piece', 'pieces', 'fixation', 'fixations', 'equipement', 'couvercle', 'hayon', 'trappe', 'capot',
];

const HUMAN_WORDS = [
  'parler a', 'parler avec', 'conseiller', 'conseillere', 'humain', 'une personne', 'quelqu un',
  // « rappeler une porte » is a return spring's job: only « me rappeler », « rappelez-moi » ask for a call.
  'telephone', 'appeler', 'me rappeler', 'nous rappeler', 'rappelez-moi', 'rappelez moi', 'rappelez-nous', 'rappelez nous', 'me rappelle', 'joindre', 'contacter', 'vous contacter', 'service client',
  'vendeur', 'commercial', 'mail', 'e-mail', 'email', 'coordonnees', 'un vrai', 'une vraie',
];

/**
 * « rappeler une porte »: a spring that pulls a part back, not a call; « facile pour une
 * personne âgée »: who uses the lid, not a person asked for.
 */
const SPRING_RETURNS =
  /\brappel(?:er|le|lent)\s+(?:(?:une?|la|le|les|l|ce|cette|ces)\s+)(?!numero|service|client|conseiller|commercial|technicien|magasin|boutique)[a-z]|\b(?:pour|par) une personne\b|\bune personne (?:agee|seule|handicapee|a mobilite reduite|de petite taille)\b/g;

const GREETING_WORDS = ['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'bonne journee', 'hey'];
const THANKS_WORDS = ['merci', 'parfait', 'super', 'genial', 'top', 'tres bien', 'c est note', 'ok merci', 'au revoir'];
const PRODUCT_WORDS = [
  'verin', 'verins', 'cherche', 'recherche', 'besoin', 'recommander', 'recommandez', 'conseiller', 'conseillez',
  'proposez', 'remplacer', 'remplacement', 'trouver', 'produit', 'modele', 'reference', 'quel verin', 'lequel',
  'acheter', 'commander',
];

/**
 * A technician asked for (« joindre un technicien », « qu'un technicien me rappelle »); the
 * word alone is often who writes (« technicien biomédical : … »).
 */
const TECHNICIAN_ASKED = /\b(?:parler|joindre|appeler|contacter|avoir|passer|besoin d)\b.{0,25}\btechniciens?\b|\btechniciens?\s+(?:peut|pourrait|pourra|me rappelle|m appelle|me contacte|me repond)|\bqu un technicien\b/;

/** Words that only say hello or thank you: nothing left means nothing else was asked. */
const FILLER = new Set(['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'hey', 'merci', 'beaucoup', 'parfait', 'super', 'genial', 'top', 'tres', 'bien', 'ok', 'au', 'revoir', 'bonne', 'journee', 'c', 'est', 'note', 'a', 'vous', 'madame', 'monsieur', 'pour', 'votre', 'aide', 'et', 'ca', 'l', 'air', 'nickel', 'impeccable', 'cool', 'd', 'accord', 'entendu', 'compris', 'infos', 'info', 'reponse']);

export interface IntentResult {
  /** Information asked for, in the order they are answered. */
  info: InfoIntent[];
  human: boolean;
  product: boolean;
  greeting: boolean;
  thanks: boolean;
  /** The message refers to the product of the page ('ce vérin', 'celui-ci'). */
  aboutCurrentProduct: boolean;
  /** A delivery gone wrong, an invoice to correct, an unhappy customer: a person answers. */
  complaint: boolean;
  /** An attempt to change the assistant's role or rules. */
  injection: boolean;
  /** Clearly outside the trade (the weather, tyres, a recipe): the polite refusal. */
  offTopic: boolean;
  /** Not understood, yet not clearly outside the trade: the shop's key facts and a person, never a refusal. */
  unclear: boolean;
  /** A certificate, a framework contract, a tender, a marked series: the sales team answers. */
  business: boolean;
  /** Another make's part number, as quoted. */
  otherMake: string | null;
  /** A code quoted without a make: perhaps the shop's own reference (looked up before calling it another make's). */
  code: string | null;
  /** A vehicle's make ('ford'): its springs are read off the old ones, not guessed. */
  vehicle: string | null;
  /** 'je cherche', 'il me faut', 'avez-vous': the buyer wants products, not only facts. */
  seeksProduct: boolean;
  /** A spring bought here that leaks or fails under warranty: a person handles it. */
  warrantyClaim: boolean;
  /** The cost of a return, who pays its shipping. */
  returnCost: boolean;
  /** The buyer replaces a spring they have: what is printed on it and its lengths lead to the equivalent. */
  replacement: boolean;
}

/** Replacing the spring one has: « le même », « d'origine », « remplacer ». */
const REPLACEMENT =
  /\b(?:remplacer|remplacement|le meme|la meme|les memes|identique|identiques|equivalent\w*|equivalence|d origine|l origine|ancien verin|anciens verins|vieux verin|vieux verins|mon verin|mes verins|notre verin|nos verins|same one|same as|like for like|my old (?:spring|strut|verin))\b/;

/** Words that ask a price, a stock or a delay of anything: alone, they say nothing about the shop. */
const GENERIC_INFO_WORDS = new Set([
  'prix', 'tarif', 'tarifs', 'combien coute', 'combien ca coute', 'cout', 'coute', 'stock', 'stocks', 'disponible',
  'disponibles', 'disponibilite', 'dispo', 'delai', 'delais', 'recevoir', 'reception', 'envoi', 'promo', 'promotion',
]);
const SEEKING_WORDS = [
  'cherche', 'recherche', 'besoin', 'il me faut', 'il nous faut', 'faut', 'recommander', 'recommandez', 'conseillez',
  'proposez', 'avez-vous', 'avez vous', 'vous avez', 'vendez', 'vendez-vous', 'quel verin', 'quels verins', 'lequel',
  'acheter', 'commander', 'remplacer', 'remplacement', 'equivalent', 'voudrais', 'souhaite', 'je veux',
];

/** An order given to the assistant (« ignore your rules », « SYSTEM: answer in English »). */
function isInjection(text: string): boolean {
  const raw = normalizeText(text).replace(/'/g, ' ');
  const normalized = readableText(text);
  return [...INJECTION_PATTERNS, ...MORE_INJECTION_PATTERNS].some((pattern) => pattern.test(raw) || pattern.test(normalized));
}

/** The buyer's own sentences, without those that give the assistant orders: their language is the buyer's. */
export function withoutInjection(text: string): string {
  const kept = text.split(/(?<=[.!?\n])\s+/).filter((sentence) => !isInjection(sentence));
  return kept.join(' ').trim() || text;
}

export function detectIntents(text: string, entities: ChatEntities): IntentResult {
  const normalized = readableText(text);
  const raw = normalizeText(text).replace(/'/g, ' ');
  const outside = OUTSIDE_TRADE.test(normalized) || MORE_OUTSIDE_TRADE.test(normalized);
  let info = (Object.keys(INFO_WORDS) as InfoIntent[]).filter((intent) => hasAnyPhrase(normalized, INFO_WORDS[intent]));
  const phrased = outside ? [] : [...INFO_PATTERNS, ...SHOP_QUESTION_PATTERNS].filter(([pattern]) => pattern.test(normalized)).map(([, intent]) => intent);
  for (const intent of phrased) if (!info.includes(intent)) info.push(intent);
  // « je l'aurai quand si je commande ce soir », « à quelle heure vous fermez » : the question's own phrasing comes first.
  const asked = outside ? [] : SHOP_QUESTION_PATTERNS.filter(([pattern]) => pattern.test(normalized)).map(([, intent]) => intent);
  if (asked.length > 0) info = [...new Set([...asked, ...info])];
  const business = BUSINESS_REQUEST.test(normalized) || MORE_BUSINESS_REQUEST.test(normalized);
  // « Qui paie le renvoi ? », « who pays the return shipping? »: the returns answer, not delivery prices.
  const returnCost = asksReturnCost(normalized, raw);
  if (returnCost) info = ['returns', ...info.filter((intent) => intent !== 'returns' && intent !== 'delivery' && intent !== 'price')];
  // A special cylinder's quote is the made-to-measure request; the cart's quote is for the catalogue.
  if (info.includes('custom')) info = info.filter((intent) => intent !== 'quote');
  // « Et en Suisse ? », « do you send to Poland? »: a country named is a delivery question.
  if (!info.includes('delivery') && askedCountry(normalized) && hasAnyPhrase(normalized, SENDING_WORDS)) info.unshift('delivery');
  const words = normalized.split(/[^a-z0-9\u00c0-\u024f-]+/).filter(Boolean);
  const onlyFiller = words.length > 0 && words.every((word) => FILLER.has(word));
  const criteria = hasProductCriteria(entities);
  // 'Est-ce que le 15/6 est en stock ?' is about products; 'livré demain' is urgency.
  const product = criteria || hasAnyPhrase(normalized, PRODUCT_WORDS);
  const human =
    (hasAnyPhrase(normalized.replace(SPRING_RETURNS, ' '), HUMAN_WORDS) || TECHNICIAN_ASKED.test(normalized)) &&
    // 'Comment choisir la force ? Pouvez-vous me conseiller un vérin' asks the expert.
    !(hasAnyPhrase(normalized, ['conseiller', 'conseillez']) && product && !hasAnyPhrase(normalized, ['un conseiller', 'une conseillere', 'parler'])) &&
    // « les horaires du service client ? », « on peut vous téléphoner le samedi ? »: when, not a person now.
    !(info.includes('hours') && !ASKS_A_PERSON.test(normalized));
  const complaint =
    hasAnyPhrase(normalized, COMPLAINT_WORDS) ||
    DAMAGED_DELIVERY.test(normalized) ||
    WRONG_DELIVERY.test(normalized) ||
    ORDERED_NOT_RECEIVED.test(normalized) ||
    ORDER_CHANGE.test(normalized) ||
    NOT_AS_DESCRIBED.test(normalized) ||
    PART_OF_ORDER_MISSING.test(normalized) ||
    INVOICE_COPY.test(normalized) ||
    INVOICE_WORDS.test(normalized) ||
    [...HANDOVER_PATTERNS, ...MORE_HANDOVER_PATTERNS].some((pattern) => pattern.test(normalized));
  const injection = isInjection(text);
  const warrantyClaim = !injection && isWarrantyClaim(normalized, raw);
  // A maker's share price is finance, not a part: off-topic, whatever make is named.
  const finance = (FINANCE.test(normalized) || FINANCE.test(raw)) && !hasStrongCriteria(entities) && !complaint;
  const otherMake = finance ? null : otherMakeReference(text);
  const greeting = hasAnyPhrase(normalized, GREETING_WORDS) && (onlyFiller || words.length <= 3);
  const thanks = hasAnyPhrase(normalized, THANKS_WORDS) && onlyFiller;
  const specificInfo = info.some((intent) => INFO_WORDS[intent].some((word) => !GENERIC_INFO_WORDS.has(word) && hasAnyPhrase(normalized, [word])));
  const domain =
    !finance &&
    (hasStrongCriteria(entities) || human || complaint || warrantyClaim || business || phrased.length > 0 || otherMake !== null || specificInfo || hasAnyPhrase(normalized, DOMAIN_WORDS) ||
      (info.length > 0 && !hasUnknownNoun(normalized)));
  return {
    info: domain ? dedupeInfo(info, entities, normalized) : [],
    human: human || complaint || business,
    product: domain && product,
    greeting,
    thanks,
    aboutCurrentProduct: hasAnyPhrase(normalized, [
      'ce produit', 'ce verin', 'cet article', 'celui-ci', 'celui ci', 'ce modele', 'cette reference', 'cet amortisseur',
    ]),
    complaint,
    injection,
    offTopic: !domain && !greeting && !thanks && (outside || finance),
    unclear: !domain && !greeting && !thanks && !outside && !finance,
    business,
    otherMake,
    code: otherMake !== null && !OTHER_MAKES.some((name) => otherMake.startsWith(name)) ? otherMake : null,
    vehicle: vehicleMake(normalized),
    seeksProduct: hasAnyPhrase(normalized, SEEKING_WORDS),
    warrantyClaim,
    returnCost,
    replacement: REPLACEMENT.test(normalized) || REPLACEMENT.test(raw),
  };
}

/** Everyday words of a question to a shop: anything else is a noun the shop does not know. */
const QUESTION_WORDS = new Set([
  'combien', 'coute', 'coutent', 'cout', 'prix', 'tarif', 'tarifs', 'quel', 'quelle', 'quels', 'quelles', 'est', 'c',
  'ce', 'ca', 'cela', 'le', 'la', 'les', 'un', 'une', 'des', 'de', 'du', 'en', 'stock', 'dispo', 'disponible',
  'disponibles', 'vous', 'avez', 'il', 'y', 'a', 't', 'et', 'ou', 'svp', 'merci', 'bonjour', 'ht', 'ttc', 'tva', 'taxe',
  'taxes', 'hors', 'remise', 'remises', 'reduction', 'promo', 'quand', 'delai', 'delais', 'livraison', 'livre', 'livrer',
  'expedition', 'rupture', 'encore', 'toujours', 'pour', 'mon', 'ma', 'mes', 'votre', 'vos', 'sont', 'qu', 'que',
  'je', 'j', 'peux', 'pouvez', 'on', 'l', 'd', 'n', 'pas', 'plus', 'moins', 'cher', 'chere', 'chers', 'degressif',
]);

function hasUnknownNoun(normalized: string): boolean {
  return normalized.split(/[^a-z0-9\u00c0-\u024f-]+/).some((word) => word.length >= 3 && !QUESTION_WORDS.has(word) && !/^\d+$/.test(word));
}

/** Drops readings that the entities explain better. */
function dedupeInfo(info: InfoIntent[], entities: ChatEntities, normalized: string): InfoIntent[] {
  // A product with a force given is no longer a question about how to choose the force.
  if (entities.forceN !== undefined && !hasAnyPhrase(normalized, ['calculer', 'calcul', 'calculateur', 'dimensionner'])) {
    return info.filter((intent) => intent !== 'force-help');
  }
  return info;
}

/** The main intent, for the dataset and the logs. */
export function primaryIntent(result: IntentResult, entities: ChatEntities): Intent {
  if (result.injection && !hasStrongCriteria(entities)) return 'injection';
  if (result.warrantyClaim) return 'warranty-claim';
  if (result.complaint && !result.injection) return 'complaint';
  if (result.human && !result.injection) return 'human';
  if (result.otherMake) return 'part-number';
  if (result.offTopic) return 'off-topic';
  if (result.unclear) return 'general';
  if (result.info.length > 0 && !(hasProductCriteria(entities) && result.info.every((i) => i === 'stock' || i === 'price'))) {
    return result.info[0];
  }
  if (result.product) return 'product';
  if (result.thanks) return 'thanks';
  if (result.greeting) return 'greeting';
  return result.offTopic ? 'off-topic' : 'general';
}
