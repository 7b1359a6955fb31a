// What the buyer asks for: a product, or information (delivery, returns, warranty, prices,
// stock, payment, mounting, the configurator, a custom cylinder, the force), or a person.

import {hasProductCriteria, type ChatEntities} from './entities.ts';
import {hasAnyPhrase, normalizeText} from './text.ts';

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
  | 'force-help';

export type Intent = InfoIntent | 'human' | 'greeting' | 'thanks' | 'product';

const INFO_WORDS: Record<InfoIntent, readonly string[]> = {
  delivery: [
    'livraison', 'livraisons', 'livrer', 'livre', 'livrez', 'livres', 'delai', 'delais', 'expedition', 'expedie',
    'expediez', 'expedier', 'envoi', 'envoyez', 'colis', 'transporteur', 'frais de port', 'recevoir', 'reception',
    'quand vais-je', 'chronopost', 'colissimo', 'jour meme', 'suivi de commande', 'suivi de colis',
  ],
  returns: [
    'retour', 'retours', 'retourner', 'renvoyer', 'rembourse', 'remboursement', 'rembourser', 'retractation',
    'echange', 'echanger', 'pas la bonne', 'ne convient pas', 'ne correspond pas', 'erreur de commande', 'annuler',
  ],
  warranty: [
    'garantie', 'garanti', 'garantis', 'garanties', 'defectueux', 'defectueuse', 'defaut', 'ne fonctionne plus',
    'ne tient plus', 'duree de vie', 'sav', 'cycles', 'fuite', 'fuit',
  ],
  price: [
    'prix', 'tarif', 'tarifs', 'combien coute', 'combien ca coute', 'cout', 'coute', 'ht', 'ttc', 'tva',
    'hors taxe', 'hors taxes', 'remise', 'remises', 'reduction', 'degressif', 'prix de gros', 'promo', 'promotion',
    'moins cher', 'grossiste', 'revendeur',
  ],
  stock: ['en stock', 'stock', 'stocks', 'disponible', 'disponibles', 'disponibilite', 'dispo', 'rupture', 'reapprovisionnement'],
  payment: [
    'paiement', 'payer', 'carte bancaire', 'carte bleue', 'virement', 'facture', 'paypal', 'mandat administratif',
    'cb', 'reglement', 'regler', 'a 30 jours',
  ],
  installation: [
    'monter', 'montage', 'installer', 'installation', 'sens de montage', 'dans quel sens', 'fixer', 'poser', 'pose',
    'demonter', 'tige vers le bas', 'comment remplacer', 'comment changer', 'notice',
  ],
  configurator: ['configurateur', 'configurer', 'configuration', 'personnaliser', 'composer mon verin'],
  custom: [
    'sur mesure', 'sur-mesure', 'fabrication speciale', 'specifique', 'hors standard', 'hors catalogue', 'prototype',
    'devis', 'cotation', 'grande serie', 'verin special', 'faire fabriquer', 'introuvable', 'electrique',
    'electriques', 'motorise', 'motorisee', 'actionneur',
  ],
  'force-help': [
    'quelle force', 'calculer', 'calcul', 'calculateur', 'combien de newtons', 'comment choisir', 'quelle puissance',
    'dimensionner', 'dimensionnement', 'quel effort', 'connais pas la force', 'sais pas quelle force',
    'quelle valeur', 'trop fort', 'trop faible', 'pas assez fort', 'ne tient pas ouvert', 'retombe',
  ],
};

const HUMAN_WORDS = [
  'parler a', 'parler avec', 'conseiller', 'conseillere', 'humain', 'une personne', 'quelqu un', 'technicien',
  'telephone', 'appeler', 'rappeler', 'rappelez', 'joindre', 'contacter', 'vous contacter', 'service client',
  'vendeur', 'commercial', 'mail', 'e-mail', 'email', 'coordonnees', 'un vrai', 'une vraie',
];

const GREETING_WORDS = ['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'bonne journee', 'hey'];
const THANKS_WORDS = ['merci', 'parfait', 'super', 'genial', 'top', 'tres bien', 'c est note', 'ok merci', 'au revoir'];
const PRODUCT_WORDS = [
  'verin', 'verins', 'cherche', 'recherche', 'besoin', 'recommander', 'recommandez', 'conseiller', 'conseillez',
  'proposez', 'remplacer', 'remplacement', 'trouver', 'produit', 'modele', 'reference', 'quel verin', 'lequel',
  'acheter', 'commander',
];

/** Words that only say hello or thank you: nothing left means nothing else was asked. */
const FILLER = new Set(['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'hey', 'merci', 'beaucoup', 'parfait', 'super', 'genial', 'top', 'tres', 'bien', 'ok', 'au', 'revoir', 'bonne', 'journee', 'c', 'est', 'note', 'a', 'vous', 'madame', 'monsieur', 'pour', 'votre', 'aide', 'et']);

export interface IntentResult {
  /** Information asked for, in the order they are answered. */
  info: InfoIntent[];
  human: boolean;
  product: boolean;
  greeting: boolean;
  thanks: boolean;
  /** The message refers to the product of the page ('ce vérin', 'celui-ci'). */
  aboutCurrentProduct: boolean;
}

export function detectIntents(text: string, entities: ChatEntities): IntentResult {
  const normalized = normalizeText(text).replace(/'/g, ' ');
  const info = (Object.keys(INFO_WORDS) as InfoIntent[]).filter((intent) => hasAnyPhrase(normalized, INFO_WORDS[intent]));
  const words = normalized.split(/[^a-z0-9\u00c0-\u024f-]+/).filter(Boolean);
  const onlyFiller = words.length > 0 && words.every((word) => FILLER.has(word));
  const criteria = hasProductCriteria(entities);
  // 'Est-ce que le 15/6 est en stock ?' is about products; 'livré demain' is urgency.
  const product = criteria || hasAnyPhrase(normalized, PRODUCT_WORDS);
  const human =
    hasAnyPhrase(normalized, HUMAN_WORDS) &&
    // 'Comment choisir la force ? Pouvez-vous me conseiller un vérin' asks the expert.
    !(hasAnyPhrase(normalized, ['conseiller', 'conseillez']) && product && !hasAnyPhrase(normalized, ['un conseiller', 'une conseillere', 'parler']));
  return {
    info: dedupeInfo(info, entities, normalized),
    human,
    product,
    greeting: hasAnyPhrase(normalized, GREETING_WORDS) && (onlyFiller || words.length <= 3),
    thanks: hasAnyPhrase(normalized, THANKS_WORDS) && onlyFiller,
    aboutCurrentProduct: hasAnyPhrase(normalized, [
      'ce produit', 'ce verin', 'cet article', 'celui-ci', 'celui ci', 'ce modele', 'cette reference', 'cet amortisseur',
    ]),
  };
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
  if (result.human) return 'human';
  if (result.info.length > 0 && !(hasProductCriteria(entities) && result.info.every((i) => i === 'stock' || i === 'price'))) {
    return result.info[0];
  }
  if (result.product) return 'product';
  if (result.thanks) return 'thanks';
  if (result.greeting) return 'greeting';
  return 'human';
}
