// The shop's rules as the assistant says them, from the constants they are defined by
// (delivery, returns, warranty, VAT, volume discounts, contact): one wording per topic.

import {
  DELIVERY_OPTIONS,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  SHOP,
  VAT_RATE,
  VOLUME_TIERS,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '../constants.ts';
import {DIAMETERS, FORCES, LENGTHS, STROKES} from '../tools/configurator.ts';
import {formatMoney, formatPercent} from '../money.ts';
import {volumeTierFor, volumeTierRangeLabel} from '../volume-discount.ts';
import type {InfoIntent} from './intents.ts';
import type {SuggestedAction} from './types.ts';

/** Days of the return policy (DESIGN.md section 4: 30 days, including the legal 14). */
export const RETURN_DAYS = 30;
export const WITHDRAWAL_DAYS = 14;
export const REFUND_DAYS = 7;
export const QUOTE_HOURS = 48;
export const MANUFACTURING_WEEKS = '2 à 4 semaines';
export const LIFETIME_CYCLES = '50 000 à 100 000 cycles';
/** The lid force calculator: a section of the configurator page. */
export const FORCE_CALCULATOR_PATH = '/configurateur-verin#calculateur-force';
export const FORCE_CALCULATOR_ACTION: SuggestedAction = {label: 'Calculer la force', action: 'link', value: FORCE_CALCULATOR_PATH};

/** '15 €' for whole amounts, '9,90 €' otherwise. */
export function euros(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount).replace(/,00(?=\s*€)/, '') : formatMoney(amount);
}

export interface Answer {
  text: string;
  actions: SuggestedAction[];
}

function option(handle: (typeof DELIVERY_OPTIONS)[number]['handle']) {
  return DELIVERY_OPTIONS.find((candidate) => candidate.handle === handle) as (typeof DELIVERY_OPTIONS)[number];
}

export const CONTACT_ACTIONS: SuggestedAction[] = [
  {label: `Appeler le ${SHOP.phone}`, action: 'tel', value: SHOP.phoneE164},
  {label: 'Écrire un e-mail', action: 'email', value: SHOP.email},
  {label: 'Nous contacter', action: 'link', value: '/contact'},
];

export function contactSentence(): string {
  return `Notre équipe technique vous répond ${SHOP.hours.charAt(0).toLowerCase()}${SHOP.hours.slice(1)}, au ${SHOP.phone} ou par e-mail à ${SHOP.email}.`;
}

export function deliveryAnswer(): Answer {
  const standard = option('standard');
  const express = option('express');
  const sameDay = option('same-day-paris');
  return {
    text:
      `Les commandes passées avant 16 h sont expédiées le jour même (expédition sous 24 h ouvrées). ` +
      `Livraison standard en ${standard.description} (${euros(standard.price)}, offerte dès ${euros(FREE_DELIVERY_THRESHOLD_HT)} HT ` +
      `d’achats ou dès ${FREE_DELIVERY_MIN_CYLINDERS} vérins), express en ${express.description} (${euros(express.price)}) ` +
      `et urgente le jour même à Paris (${euros(sameDay.price)}).`,
    actions: [{label: 'Détails de livraison', action: 'link', value: '/livraison'}],
  };
}

export function urgentNote(): string {
  const express = option('express');
  return (
    `Pour un besoin urgent : commandez avant 16 h pour une expédition le jour même, choisissez la livraison express ` +
    `(${express.description}, ${euros(express.price)}) ou, à Paris, la livraison le jour même.`
  );
}

export function returnsAnswer(): Answer {
  return {
    text:
      `Vous disposez de ${RETURN_DAYS} jours pour nous retourner un produit (le droit de rétractation légal de ` +
      `${WITHDRAWAL_DAYS} jours des particuliers est inclus). Le remboursement est effectué sous ${REFUND_DAYS} jours ` +
      `après réception du retour. Une erreur de référence ? Nous vous aidons à trouver la bonne.`,
    actions: [{label: 'Politique de retour', action: 'link', value: '/retours'}],
  };
}

export function warrantyAnswer(): Answer {
  return {
    text:
      `Tous nos produits sont garantis ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans pour ceux fabriqués en France. ` +
      `Un vérin à gaz bien monté (tige vers le bas) tient en moyenne ${LIFETIME_CYCLES}. ` +
      `Un vérin qui fuit ou ne tient plus sous garantie ? Contactez-nous avec votre numéro de commande.`,
    actions: [
      {label: 'Notre garantie', action: 'link', value: '/garantie'},
      {label: 'Nous contacter', action: 'link', value: '/contact'},
    ],
  };
}

export function priceAnswer(quantity?: number): Answer {
  const tiers = VOLUME_TIERS.map((tier) => `${formatPercent(tier.percent)} de ${volumeTierRangeLabel(tier)}`.replace('de 10 pièces et plus', 'dès 10 pièces'));
  const tier = quantity !== undefined ? volumeTierFor(quantity) : null;
  const quantityNote =
    quantity !== undefined
      ? tier
        ? ` Pour ${quantity} pièces, vous bénéficiez de ${formatPercent(tier.percent)} de remise.`
        : ` Pour ${quantity} ${quantity > 1 ? 'pièces' : 'pièce'}, pas encore de remise sur quantité.`
      : '';
  return {
    text:
      `Nos prix sont indiqués TTC (TVA ${formatPercent(VAT_RATE * 100)}) ; le prix HT est le prix TTC divisé par ${String(1 + VAT_RATE).replace('.', ',')}. ` +
      `Le bouton HT/TTC en haut de page change l’affichage. Remises sur quantité appliquées automatiquement au panier : ` +
      `${tiers.join(', ')}.${quantityNote}`,
    actions: [{label: 'Voir nos produits', action: 'link', value: '/products'}],
  };
}

export function stockAnswer(): Answer {
  return {
    text:
      `Le stock affiché sur chaque fiche est celui de notre entrepôt, en temps réel : « En stock », « Plus que N en stock » ` +
      `ou « Rupture de stock ». Dites-moi quel vérin vous intéresse et je vérifie sa disponibilité.`,
    actions: [],
  };
}

export function paymentAnswer(): Answer {
  return {
    text:
      `Le paiement se fait sur notre page de paiement sécurisée : virement bancaire, ou paiement à 30 jours sur facture ` +
      `pour les professionnels (raison sociale et SIRET demandés).`,
    actions: [{label: 'Conditions générales de vente', action: 'link', value: '/conditions-generales-vente'}],
  };
}

export function installationAnswer(): Answer {
  return {
    text:
      `Montez un vérin à gaz tige vers le bas : le joint reste lubrifié et la fin de course est amortie. Il ne doit subir ` +
      `ni traction, ni torsion, ni effort latéral ; fixez-le sur des supports rigides, ouvrant maintenu. Ne percez et ne ` +
      `chauffez jamais un vérin : il est sous pression. Pour le remplacer, relevez sa longueur entre axes, sa course, ` +
      `ses embouts et la force imprimée sur le corps.`,
    actions: [{label: 'Support technique', action: 'link', value: '/support'}],
  };
}

/** '6 à 14' from the configurator's offered values. */
function span(values: readonly number[]): string {
  return `${Math.min(...values)} à ${Math.max(...values)}`;
}

export function configuratorAnswer(): Answer {
  return {
    text:
      `Notre configurateur compose votre vérin à gaz : acier ou inox, chape soudée ou filetée, diamètre de ` +
      `${span(DIAMETERS)} mm, longueur de ${span(LENGTHS)} mm, course de ${span(STROKES)} mm et force de ` +
      `${span(FORCES)} N, avec un prix estimé, la référence et les produits du catalogue qui lui correspondent.`,
    actions: [{label: 'Ouvrir le configurateur', action: 'link', value: '/configurateur-verin'}],
  };
}

export function customAnswer(): Answer {
  return {
    text:
      `Pour un vérin hors catalogue (force, longueur, embouts, matière ou environnement particuliers), faites une demande ` +
      `de vérin sur mesure : devis sous ${QUOTE_HOURS} h, fabrication en ${MANUFACTURING_WEEKS}.`,
    actions: [{label: 'Demande sur mesure', action: 'link', value: '/verin-sur-mesure'}],
  };
}

export function forceHelpAnswer(): Answer {
  return {
    text:
      `La force d’un vérin de remplacement est souvent imprimée sur son corps (par exemple « 150N »). Pour un couvercle ` +
      `articulé : force par vérin ≈ masse (kg) × 10 × distance charnière–centre de gravité ÷ (distance charnière–fixation ` +
      `du vérin × nombre de vérins), plus 10 à 20 % de marge. Une masse se convertit à 10 N par kg. Notre calculateur de ` +
      `force fait ce calcul pour vous.`,
    actions: [FORCE_CALCULATOR_ACTION],
  };
}

export function humanAnswer(): Answer {
  return {
    text: `Je vous mets en relation avec un conseiller. ${contactSentence()}`,
    actions: CONTACT_ACTIONS,
  };
}

export function infoAnswer(intent: InfoIntent, quantity?: number): Answer {
  switch (intent) {
    case 'delivery':
      return deliveryAnswer();
    case 'returns':
      return returnsAnswer();
    case 'warranty':
      return warrantyAnswer();
    case 'price':
      return priceAnswer(quantity);
    case 'stock':
      return stockAnswer();
    case 'payment':
      return paymentAnswer();
    case 'installation':
      return installationAnswer();
    case 'configurator':
      return configuratorAnswer();
    case 'custom':
      return customAnswer();
    case 'force-help':
      return forceHelpAnswer();
  }
}
