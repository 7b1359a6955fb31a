// The shop's rules as the assistant says them, from the constants they are defined by
// (delivery, countries, returns, warranty, lifetime, VAT, volume discounts, payment,
// contact), in French or in English: one wording per topic and language.

import {
  CUSTOM_MANUFACTURING_WEEKS,
  DELIVERY_OPTIONS,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  CARD_BRANDS,
  INVOICE_PAYMENT_DAYS,
  LIFETIME_CYCLES,
  OPENING_HOURS,
  ORDER_CUTOFF_HOUR,
  QUOTE_VALIDITY_DAYS,
  REPLY_HOURS,
  RETURNS,
  SHOP,
  VAT_RATE,
  VOLUME_TIERS,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '../constants.ts';
import {DIAMETERS, FORCES, LENGTHS, STROKES} from '../tools/configurator.ts';
import {COUNTRIES} from '../countries.ts';
import {deliveryPromise} from '../delivery-promise.ts';
import {askedCountry, countrySentence} from './countries.ts';
import {formatMoney, formatPercent} from '../money.ts';
import {volumeTierFor, volumeTierRangeLabel} from '../volume-discount.ts';
import type {InfoIntent} from './intents.ts';
import type {Language} from './language.ts';
import type {SuggestedAction} from './types.ts';

/** Days of the return policy (DESIGN.md section 4), from the shop's constant. */
export const RETURN_DAYS = RETURNS.returnDays;
export const WITHDRAWAL_DAYS = RETURNS.withdrawalDays;
export const REFUND_DAYS = RETURNS.refundDays;
/** A made-to-measure request is quoted within this many hours. */
export const QUOTE_HOURS = REPLY_HOURS.customQuote;
export const MANUFACTURING_WEEKS = `${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines`;
const MANUFACTURING_WEEKS_EN = `${CUSTOM_MANUFACTURING_WEEKS.min} to ${CUSTOM_MANUFACTURING_WEEKS.max} weeks`;
/** The lid force calculator: a section of the configurator page. */
export const FORCE_CALCULATOR_PAGE = '/configurateur-verin';
export const FORCE_CALCULATOR_PATH = `${FORCE_CALCULATOR_PAGE}#calculateur-force`;
export const FORCE_CALCULATOR_ACTION: SuggestedAction = {label: 'Calculer la force', action: 'link', value: FORCE_CALCULATOR_PATH};
/** The replacement finder: what to measure on a worn spring, and its equivalents. */
export const REPLACEMENT_FINDER_PATH = '/remplacer-mon-verin';
export const CUSTOM_REQUEST_PATH = '/verin-sur-mesure';
/** The blog article on handling, depressurising and recycling a gas spring. */
export const SAFETY_ARTICLE_PATH = '/blog/news/securite-et-recyclage-des-verins-a-gaz';

/** '15 €' for whole amounts, '9,90 €' otherwise. */
export function euros(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount).replace(/,00(?=\s*€)/, '') : formatMoney(amount);
}

/** '€15' or '€9.90' in English. */
function eurosEn(amount: number): string {
  return `€${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

function thousands(n: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR').format(n).replace(/[\u00A0\u202F]/g, ' ');
}

export function lifetimeText(language: Language): string {
  const sep = language === 'en' ? 'to' : 'à';
  return `${thousands(LIFETIME_CYCLES.min, language)} ${sep} ${thousands(LIFETIME_CYCLES.max, language)} cycles`;
}

export interface Answer {
  text: string;
  actions: SuggestedAction[];
}

function option(handle: (typeof DELIVERY_OPTIONS)[number]['handle']) {
  return DELIVERY_OPTIONS.find((candidate) => candidate.handle === handle) as (typeof DELIVERY_OPTIONS)[number];
}

export function contactActions(language: Language = 'fr'): SuggestedAction[] {
  return language === 'en'
    ? [
        {label: `Call ${SHOP.phone}`, action: 'tel', value: SHOP.phoneE164},
        {label: 'Write an e-mail', action: 'email', value: SHOP.email},
        {label: 'Contact us', action: 'link', value: '/contact'},
      ]
    : [
        {label: `Appeler le ${SHOP.phone}`, action: 'tel', value: SHOP.phoneE164},
        {label: 'Écrire un e-mail', action: 'email', value: SHOP.email},
        {label: 'Nous contacter', action: 'link', value: '/contact'},
      ];
}

export const CONTACT_ACTIONS: SuggestedAction[] = contactActions('fr');

/** 'Monday to Friday, 8 am to 6 pm' from OPENING_HOURS, as SHOP.hours says it in French. */
function hoursEn(): string {
  const clock = (h: number) => (h === 12 ? '12 pm' : h > 12 ? `${h - 12} pm` : `${h} am`);
  return `Monday to Friday, ${clock(OPENING_HOURS.opens)} to ${clock(OPENING_HOURS.closes)} (French time)`;
}

export function contactSentence(language: Language = 'fr'): string {
  if (language === 'en') return `Our technical team answers ${hoursEn()}, on ${SHOP.phone} or by e-mail at ${SHOP.email}.`;
  return `Notre équipe technique vous répond ${SHOP.hours.charAt(0).toLowerCase()}${SHOP.hours.slice(1)}, au ${SHOP.phone} ou par e-mail à ${SHOP.email}.`;
}

const COUNTRY_NAMES_EN: Record<string, string> = {
  FR: 'France', BE: 'Belgium', LU: 'Luxembourg', DE: 'Germany', ES: 'Spain', IT: 'Italy', NL: 'the Netherlands',
  PT: 'Portugal', AT: 'Austria', MC: 'Monaco',
};
function countryList(language: Language): string {
  const names = COUNTRIES.map((country) => (language === 'en' ? (COUNTRY_NAMES_EN[country.isoCode] ?? country.name) : country.name));
  const last = names.pop();
  return `${names.join(', ')} ${language === 'en' ? 'and' : 'et'} ${last}`;
}

export function deliveryAnswer(language: Language = 'fr', normalized = '', now: Date = new Date()): Answer {
  const standard = option('standard');
  const express = option('express');
  const sameDay = option('same-day-paris');
  const asked = askedCountry(normalized);
  const answer = asked ? `${countrySentence(asked, language)} ` : '';
  if (language === 'en') {
    const days = standard.description.match(/\d+/g) ?? [];
    const hours = express.description.match(/\d+/g) ?? [];
    return {
      text:
        answer +
        `Orders placed before ${ORDER_CUTOFF_HOUR}:00 (Paris time) leave our warehouse the same day. Standard delivery takes ` +
        `${days.join(' to ')} working days (${eurosEn(standard.price)}, free from ${eurosEn(FREE_DELIVERY_THRESHOLD_HT)} excl. VAT ` +
        `or ${FREE_DELIVERY_MIN_CYLINDERS} cylinders), express ${hours.join(' to ')} hours (${eurosEn(express.price)}), and same-day ` +
        `delivery in Paris (${eurosEn(sameDay.price)}). We deliver to ${countryList('en')}.`,
      actions: [{label: 'Delivery details', action: 'link', value: '/livraison'}],
    };
  }
  return {
    text:
      answer +
      `Les commandes passées avant ${ORDER_CUTOFF_HOUR} h sont expédiées le jour même (expédition sous 24 h ouvrées). ` +
      `Livraison standard en ${standard.description} (${euros(standard.price)}, offerte dès ${euros(FREE_DELIVERY_THRESHOLD_HT)} HT ` +
      `d’achats ou dès ${FREE_DELIVERY_MIN_CYLINDERS} vérins), express en ${express.description} (${euros(express.price)}) ` +
      `et urgente le jour même à Paris (${euros(sameDay.price)}). ${datedPromise(now)}Nous livrons en ${countryList('fr')}.`,
    actions: [{label: 'Détails de livraison', action: 'link', value: '/livraison'}],
  };
}

/** « Commandée maintenant, … » by the shared rule (delivery-promise.ts), as the product page and the cart say it. */
function datedPromise(now: Date): string {
  const standard = deliveryPromise('standard', now);
  const express = deliveryPromise('express', now);
  if (!standard || !express) return '';
  return `Commandée maintenant, votre commande arrive ${standard.when} en standard, ${express.when} en express. `;
}

export function urgentNote(language: Language = 'fr'): string {
  const express = option('express');
  if (language === 'en') {
    return `In a hurry? Order before ${ORDER_CUTOFF_HOUR}:00 for same-day dispatch and choose express delivery (${eurosEn(express.price)}), or same-day delivery in Paris.`;
  }
  return (
    `Pour un besoin urgent : commandez avant ${ORDER_CUTOFF_HOUR} h pour une expédition le jour même, choisissez la livraison express ` +
    `(${express.description}, ${euros(express.price)}) ou, à Paris, la livraison le jour même.`
  );
}

/** Who pays a return's shipping, from RETURNS.returnShippingPaidBy. */
export function returnCostSentence(language: Language = 'fr'): string {
  const buyerPays = RETURNS.returnShippingPaidBy === 'buyer';
  if (language === 'en') {
    return buyerPays
      ? 'The return shipping is at your expense, unless we made a mistake in your order or the product is defective: then we send you a prepaid return label.'
      : 'The return shipping is on us: we send you a prepaid return label.';
  }
  return buyerPays
    ? 'Les frais de retour sont à votre charge, sauf erreur de notre part dans votre commande ou produit défectueux : nous vous envoyons alors une étiquette de retour prépayée.'
    : 'Les frais de retour sont à notre charge : nous vous envoyons une étiquette de retour prépayée.';
}

/** The return policy; who pays the shipping first when that is what was asked. */
export function returnsAnswer(language: Language = 'fr', costFirst = false): Answer {
  const cost = returnCostSentence(language);
  if (language === 'en') {
    const policy =
      `You have ${RETURN_DAYS} days to return a product (the legal ${WITHDRAWAL_DAYS}-day withdrawal period for consumers is included). ` +
      `We refund within ${REFUND_DAYS} days of receiving the return.`;
    return {
      text: costFirst ? `${cost} ${policy}` : `${policy} ${cost} Ordered the wrong part? We help you find the right one.`,
      actions: [{label: 'Returns policy', action: 'link', value: '/retours'}],
    };
  }
  const policy =
    `Vous disposez de ${RETURN_DAYS} jours pour nous retourner un produit (le droit de rétractation légal de ` +
    `${WITHDRAWAL_DAYS} jours des particuliers est inclus). Le remboursement est effectué sous ${REFUND_DAYS} jours ` +
    `après réception du retour.`;
  return {
    text: costFirst ? `${cost} ${policy}` : `${policy} ${cost} Une erreur de référence ? Nous vous aidons à trouver la bonne.`,
    actions: [{label: 'Politique de retour', action: 'link', value: '/retours'}],
  };
}

export function warrantyAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `All our products carry a ${WARRANTY_YEARS} years warranty, ${WARRANTY_YEARS_FRENCH_MADE} years for those made in France. ` +
        `A gas spring mounted rod down lasts ${lifetimeText('en')} on average. A spring that leaks or no longer holds under ` +
        `warranty? Contact us with your order number.`,
      actions: [{label: 'Our warranty', action: 'link', value: '/garantie'}, ...contactActions('en').slice(2)],
    };
  }
  return {
    text:
      `Tous nos produits sont garantis ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans pour ceux fabriqués en France ` +
      `(badge « Fabriqué en France » sur leur fiche). ` +
      `Un vérin à gaz bien monté (tige vers le bas) tient en moyenne ${lifetimeText('fr')}. ` +
      `Un vérin qui fuit ou ne tient plus sous garantie ? Contactez-nous avec votre numéro de commande.`,
    actions: [
      {label: 'Notre garantie', action: 'link', value: '/garantie'},
      {label: 'Nous contacter', action: 'link', value: '/contact'},
    ],
  };
}

export function lifetimeAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `A gas spring used within its specifications and mounted rod down lasts ${lifetimeText('en')} (one cycle is one ` +
        `opening and closing). It slowly loses force over the years; heat, side loads and a rod mounted upwards shorten its life. ` +
        `It cannot be refilled: a worn spring is replaced, ideally both springs of a pair together.`,
      actions: [{label: 'Our warranty', action: 'link', value: '/garantie'}],
    };
  }
  return {
    text:
      `Un vérin à gaz utilisé dans ses caractéristiques et monté tige vers le bas tient en moyenne ${lifetimeText('fr')} ` +
      `(un cycle = une ouverture et une fermeture). Il perd lentement de sa force avec les années ; la chaleur, les efforts ` +
      `latéraux et un montage tige en haut l’usent plus vite. Il ne se recharge pas : un vérin usé se remplace, de préférence ` +
      `les deux vérins d’une paire ensemble. Nos produits sont garantis ${WARRANTY_YEARS} ans (${WARRANTY_YEARS_FRENCH_MADE} ans fabriqués en France).`,
    actions: [{label: 'Notre garantie', action: 'link', value: '/garantie'}],
  };
}

export function safetyAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `A gas spring holds nitrogen under high pressure (over 150 bar in strong ones): never open, drill, heat or try to refill ` +
        `one — it cannot be recharged, a worn spring is replaced. To dispose of it, first depressurise it (the procedure is in our ` +
        `safety article; our depressurising tool makes it safe), then take it to a recycling centre with scrap metal and the oil ` +
        `with used oils. Never put it in household waste or a fire.`,
      actions: [{label: 'Safety and recycling', action: 'link', value: SAFETY_ARTICLE_PATH}],
    };
  }
  return {
    text:
      `Un vérin à gaz contient de l’azote sous forte pression (plus de 150 bar sur les modèles puissants) : ne l’ouvrez, ne le ` +
      `percez, ne le chauffez jamais et n’essayez pas de le recharger — il ne se recharge pas, un vérin usé se remplace. En fin ` +
      `de vie, dépressurisez-le d’abord (procédure dans notre article sécurité, ou avec notre outil de dépressurisation), puis ` +
      `déposez-le en déchetterie avec les métaux ; l’huile va avec les huiles usagées. Jamais aux ordures ménagères ni au feu.`,
    actions: [{label: 'Sécurité et recyclage', action: 'link', value: SAFETY_ARTICLE_PATH}],
  };
}

export function priceAnswer(quantity?: number, language: Language = 'fr'): Answer {
  const vat = formatPercent(VAT_RATE * 100);
  if (language === 'en') {
    const tiers = VOLUME_TIERS.map((tier) => `${tier.percent} % from ${tier.minQuantity} pieces`);
    const tierEn = quantity !== undefined ? volumeTierFor(quantity) : null;
    const quantityNoteEn =
      quantity !== undefined
        ? tierEn
          ? ` For ${quantity} pieces, you get ${tierEn.percent} % off.`
          : ` For ${quantity} ${quantity > 1 ? 'pieces' : 'piece'}, no volume discount yet.`
        : '';
    return {
      text:
        `Our prices are shown including VAT (${vat}); the price excluding VAT is the price divided by ${1 + VAT_RATE}. The ` +
        `HT/TTC switch at the top of the page changes the display. Volume discounts apply automatically in the cart: ${tiers.join(', ')}.${quantityNoteEn}`,
      actions: [{label: 'Our products', action: 'link', value: '/products'}],
    };
  }
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
      `Nos prix sont indiqués TTC (TVA ${vat}) ; le prix HT est le prix TTC divisé par ${String(1 + VAT_RATE).replace('.', ',')}. ` +
      `Le bouton HT/TTC en haut de page change l’affichage. Remises sur quantité appliquées automatiquement au panier : ` +
      `${tiers.join(', ')}.${quantityNote}`,
    actions: [{label: 'Voir nos produits', action: 'link', value: '/products'}],
  };
}

export function stockAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {text: 'The stock shown on each product page is our warehouse’s, in real time. Tell me which spring you need and I check it.', actions: []};
  }
  return {
    text:
      `Le stock affiché sur chaque fiche est celui de notre entrepôt, en temps réel : « En stock », « Plus que N en stock » ` +
      `ou « Rupture de stock ». Dites-moi quel vérin vous intéresse et je vérifie sa disponibilité.`,
    actions: [],
  };
}

/** Ways of paying the checkout does not offer, as buyers name them, and how the answer names them. */
const NOT_OFFERED: readonly [RegExp, string, string][] = [
  [/\bpaypal\b/, 'PayPal', 'PayPal'],
  [/\bcheques?\b|\bchecks?\b/, 'le chèque', 'cheques'],
  [/\bapple pay\b/, 'Apple Pay', 'Apple Pay'],
  [/\bgoogle pay\b/, 'Google Pay', 'Google Pay'],
  [/\b(?:especes|cash|liquide)\b/, 'les espèces', 'cash'],
  [/\b(?:bitcoin|crypto\w*)\b/, 'les cryptomonnaies', 'cryptocurrencies'],
  [/\b(?:plusieurs fois|en \d+ fois|instal+ments?|klarna|alma)\b/, 'le paiement en plusieurs fois', 'payment in instalments'],
];

/** « PayPal n'en fait pas partie »: a way of paying the buyer names that the checkout does not offer. */
function notOfferedSentence(normalized: string, language: Language): string {
  const named = NOT_OFFERED.filter(([pattern]) => pattern.test(normalized));
  if (named.length === 0) return '';
  return language === 'en'
    ? ` We do not take ${named.map(([, , en]) => en).join(' or ')}.`
    : ` ${named.map(([, fr]) => fr).join(', ').replace(/^./, (letter) => letter.toUpperCase())} n’en ${named.length > 1 ? 'font' : 'fait'} pas partie.`;
}

export function paymentAnswer(language: Language = 'fr', normalized = ''): Answer {
  const notOffered = notOfferedSentence(normalized, language);
  if (language === 'en') {
    return {
      text: `Payment is made on our secure checkout page: by card (${CARD_BRANDS.join(', ')}), by bank transfer, or for businesses by invoice payable in ${INVOICE_PAYMENT_DAYS} days (company name and SIRET number required).${notOffered}`,
      actions: [{label: 'Terms of sale', action: 'link', value: '/conditions-generales-vente'}],
    };
  }
  return {
    text:
      `Le paiement se fait sur notre page de paiement sécurisée : carte bancaire (${CARD_BRANDS.join(', ')}), virement bancaire, ou paiement à ${INVOICE_PAYMENT_DAYS} jours sur facture ` +
      `pour les professionnels (raison sociale et SIRET demandés).${notOffered}`,
    actions: [{label: 'Conditions générales de vente', action: 'link', value: '/conditions-generales-vente'}],
  };
}

export function installationAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        'Mount a gas spring rod down: the seal stays lubricated and the end of stroke is damped. It must take no pulling, ' +
        'twisting or side load; fix it on rigid brackets, with the lid held open. Never drill or heat a spring: it is under ' +
        'pressure. To replace one, note its extended length between centres, its stroke, its end fittings and the force printed on it.',
      actions: [{label: 'Technical support', action: 'link', value: '/support'}],
    };
  }
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
function span(values: readonly number[], language: Language): string {
  return `${Math.min(...values)} ${language === 'en' ? 'to' : 'à'} ${Math.max(...values)}`;
}

export function configuratorAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `Our configurator builds your gas spring: steel or stainless, welded or threaded clevis, ${span(DIAMETERS, 'en')} mm ` +
        `diameter, ${span(LENGTHS, 'en')} mm length, ${span(STROKES, 'en')} mm stroke and ${span(FORCES, 'en')} N force, with an estimated price.`,
      actions: [{label: 'Open the configurator', action: 'link', value: '/configurateur-verin'}],
    };
  }
  return {
    text:
      `Notre configurateur compose votre vérin à gaz : acier ou inox, chape soudée ou filetée, diamètre de ` +
      `${span(DIAMETERS, 'fr')} mm, longueur de ${span(LENGTHS, 'fr')} mm, course de ${span(STROKES, 'fr')} mm et force de ` +
      `${span(FORCES, 'fr')} N, avec un prix estimé, la référence et les produits du catalogue qui lui correspondent.`,
    actions: [{label: 'Ouvrir le configurateur', action: 'link', value: '/configurateur-verin'}],
  };
}

/** Where the cart's quote is made: the « Obtenir un devis PDF » form of the cart page. */
export const CART_QUOTE_PATH = '/cart';

/** A quote for catalogue articles: made from the cart as a numbered PDF; businesses may pay by invoice. */
export function quoteAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `For a quote on our catalogue items, add them to your cart, then use “Obtenir un devis PDF” (get a PDF quote) on the cart page: ` +
        `you get a numbered quote at once, valid ${QUOTE_VALIDITY_DAYS} days, volume discounts included, whose prices are guaranteed ` +
        `while it is valid. Businesses pay by bank transfer or by invoice within ${INVOICE_PAYMENT_DAYS} days (company name and SIRET number required).`,
      actions: [{label: 'Quote from the cart', action: 'link', value: CART_QUOTE_PATH}],
    };
  }
  return {
    text:
      `Pour un devis sur nos articles en catalogue, ajoutez-les à votre panier puis cliquez sur « Obtenir un devis PDF » : ` +
      `vous obtenez aussitôt un devis numéroté, valable ${QUOTE_VALIDITY_DAYS} jours, remises sur quantité comprises, dont les prix ` +
      `vous sont garantis pendant sa validité. Les professionnels règlent par virement ou à ${INVOICE_PAYMENT_DAYS} jours sur facture ` +
      `(raison sociale et SIRET demandés).`,
    actions: [{label: 'Devis depuis le panier', action: 'link', value: CART_QUOTE_PATH}],
  };
}

/** A spring bought here that leaks or fails under warranty: the terms, and a person who handles the claim. */
export function warrantyClaimAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `I am sorry about this. Our products carry a ${WARRANTY_YEARS} years warranty (${WARRANTY_YEARS_FRENCH_MADE} years for those made in France): ` +
        `a spring that leaks or no longer holds within that time is examined under the warranty by a member of our team. ` +
        `${contactSentence('en')} Please give them your order number and, if you can, a photo of the spring and of what is printed on it. ` +
        `Do not open or drill the spring: it is under pressure.`,
      actions: contactActions('en'),
    };
  }
  return {
    text:
      `Je suis désolé de ce désagrément. Nos produits sont garantis ${WARRANTY_YEARS} ans (${WARRANTY_YEARS_FRENCH_MADE} ans pour ceux fabriqués ` +
      `en France) : un vérin qui fuit ou ne tient plus pendant cette période est examiné au titre de la garantie par un conseiller, ` +
      `qui s’en occupe personnellement. ${contactSentence()} Indiquez-lui votre numéro de commande et, si possible, joignez une photo ` +
      `du vérin et de son marquage. N’ouvrez pas et ne percez pas le vérin : il est sous pression.`,
    actions: CONTACT_ACTIONS,
  };
}

/** The made-to-measure request, prefilled with what the buyer said (see custom-request.ts). */
export function customAnswer(link: string = CUSTOM_REQUEST_PATH, language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `For a cylinder outside our range (force, length, fittings, material or environment), send a made-to-measure ` +
        `request: quote within ${QUOTE_HOURS} h, manufacturing in ${MANUFACTURING_WEEKS_EN}.`,
      actions: [{label: 'Made-to-measure request', action: 'link', value: link}],
    };
  }
  return {
    text:
      `Pour un vérin hors catalogue (force, longueur, embouts, matière ou environnement particuliers), faites une demande ` +
      `de vérin sur mesure : devis sous ${QUOTE_HOURS} h, fabrication en ${MANUFACTURING_WEEKS}.`,
    actions: [{label: 'Demande sur mesure', action: 'link', value: link}],
  };
}

export function forceHelpAnswer(language: Language = 'fr', calculatorLink: string = FORCE_CALCULATOR_PATH): Answer {
  if (language === 'en') {
    return {
      text:
        'The force of a replacement spring is usually printed on its body (for example “150N”). For a hinged lid: force per ' +
        'spring ≈ mass (kg) × 10 × hinge-to-centre-of-gravity distance ÷ (hinge-to-spring-mount distance × number of springs), ' +
        'plus 10 to 20 % margin. Our force calculator does this for you.',
      actions: [{label: 'Calculate the force', action: 'link', value: calculatorLink}],
    };
  }
  return {
    text:
      `La force d’un vérin de remplacement est souvent imprimée sur son corps (par exemple « 150N »). Pour un couvercle ` +
      `articulé : force par vérin ≈ masse (kg) × 10 × distance charnière–centre de gravité ÷ (distance charnière–fixation ` +
      `du vérin × nombre de vérins), plus 10 à 20 % de marge. Une masse se convertit à 10 N par kg. Notre calculateur de ` +
      `force fait ce calcul pour vous.`,
    actions: [{...FORCE_CALCULATOR_ACTION, value: calculatorLink}],
  };
}

export function humanAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text: `I am putting you in touch with an adviser. ${contactSentence('en')} If it is about an order, please have your order number ready.`,
      actions: contactActions('en'),
    };
  }
  return {
    text:
      `Je vous mets en relation avec un conseiller. ${contactSentence()} Si votre demande concerne une commande, ` +
      `munissez-vous de votre numéro de commande.`,
    actions: CONTACT_ACTIONS,
  };
}

/** '12 rue des Artisans, 69007 Lyon', from SHOP.address. */
function addressText(): string {
  return `${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city}`;
}

/** When and where the shop answers, from SHOP.hours and SHOP.address: information, not a handover. */
export function hoursAnswer(language: Language = 'fr', normalized = ''): Answer {
  // « Où êtes-vous ? »: the address first.
  const where = /\b(?:ou|where|adresse|address|located|situe\w*|installe\w*|chercher|retirer|retrait|pick|collect)\b/.test(normalized);
  if (language === 'en') {
    const address = `${SHOP.name} is based at ${addressText()}, ${SHOP.address.country}.`;
    const hours = `${contactSentence('en')} Outside these hours, write to us by e-mail or through the contact form. The online shop is open at all times.`;
    return {text: where ? `${address} ${hours}` : `${hours} ${address}`, actions: contactActions('en')};
  }
  const address = `${SHOP.name} est situé au ${addressText()}.`;
  const hours = `${contactSentence()} En dehors de ces horaires, écrivez-nous par e-mail ou par le formulaire de contact. La boutique en ligne, elle, reste ouverte en permanence.`;
  return {
    text: where ? `${address} ${hours}` : `${hours} ${address}`,
    actions: CONTACT_ACTIONS,
  };
}

/** A certificate, a framework contract, a tender, a series with its own marking: the sales team takes over. */
export function businessAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `Material certificates (such as EN 10204 3.1), framework contracts, tenders and series with your own marking are ` +
        `handled by our sales team, who will tell you what can be supplied and on what terms. ${contactSentence('en')} ` +
        `Please give them the quantities, the springs concerned (force, lengths, fittings) and, for an existing order, its order number.`,
      actions: contactActions('en'),
    };
  }
  return {
    text:
      `Les certificats matière (EN 10204 3.1 par exemple), les contrats-cadres, les appels d’offres et les séries avec ` +
      `marquage spécifique sont traités par notre service commercial, qui vous dira ce qui est possible et à quelles conditions. ` +
      `${contactSentence()} Précisez-lui les quantités, les vérins concernés (force, longueurs, embouts) et, pour une commande ` +
      `déjà passée, son numéro de commande.`,
    actions: CONTACT_ACTIONS,
  };
}

/**
 * A question the assistant did not make out, yet not clearly outside the trade: the shop's
 * key facts and the way to reach a person, never a refusal.
 */
export function generalAnswer(language: Language = 'fr'): Answer {
  const standard = option('standard');
  const express = option('express');
  const vat = formatPercent(VAT_RATE * 100);
  if (language === 'en') {
    return {
      text:
        `I am not sure I understood your question, so here is what most buyers ask about our gas springs and cylinders: ` +
        `orders placed before ${ORDER_CUTOFF_HOUR}:00 (Paris time) leave the same day, standard delivery ${eurosEn(standard.price)}, ` +
        `express ${eurosEn(express.price)}; prices include VAT (${vat}) with volume discounts from ` +
        `${VOLUME_TIERS[0]?.minQuantity ?? ''} pieces; ${RETURN_DAYS} days to return a product; ${WARRANTY_YEARS} years warranty ` +
        `(${WARRANTY_YEARS_FRENCH_MADE} for French-made). ${contactSentence('en')}`,
      actions: mergeAnswerActions(contactActions('en'), [{label: 'Our products', action: 'link', value: '/products'}]),
    };
  }
  return {
    text:
      `Je ne suis pas sûr d’avoir bien compris votre question ; voici l’essentiel sur nos vérins et notre boutique : ` +
      `commande passée avant ${ORDER_CUTOFF_HOUR} h expédiée le jour même, livraison standard ${euros(standard.price)}, ` +
      `express ${euros(express.price)} ; prix affichés TTC (TVA ${vat}), remises sur quantité dès ` +
      `${VOLUME_TIERS[0]?.minQuantity ?? ''} pièces ; ${RETURN_DAYS} jours pour retourner un produit ; garantie ` +
      `${WARRANTY_YEARS} ans (${WARRANTY_YEARS_FRENCH_MADE} ans fabriqués en France). ${contactSentence()} ` +
      `Pour un vérin, dites-moi son usage, sa force et ses longueurs.`,
    actions: mergeAnswerActions(CONTACT_ACTIONS, [{label: 'Voir nos produits', action: 'link', value: '/products'}]),
  };
}

function mergeAnswerActions(...lists: SuggestedAction[][]): SuggestedAction[] {
  return lists.flat().slice(0, 4);
}

/** A delivery gone wrong, an invoice to correct, an unhappy customer: a person takes over. */
export function complaintAnswer(language: Language = 'fr'): Answer {
  if (language === 'en') {
    return {
      text:
        `I am sorry about this: a member of our team will sort it out personally. ${contactSentence('en')} ` +
        `Please give them your order number (it is in your confirmation e-mail) so they can find your order straight away.`,
      actions: contactActions('en'),
    };
  }
  return {
    text:
      `Je suis désolé de ce désagrément : un conseiller va s’en occuper personnellement. ${contactSentence()} ` +
      `Indiquez-lui votre numéro de commande (il figure dans l’e-mail de confirmation) pour qu’il retrouve votre dossier tout de suite.`,
    actions: CONTACT_ACTIONS,
  };
}

export function infoAnswer(intent: InfoIntent, quantity?: number, language: Language = 'fr', normalized = '', returnCost = false): Answer {
  switch (intent) {
    case 'delivery':
      return deliveryAnswer(language, normalized);
    case 'returns':
      return returnsAnswer(language, returnCost);
    case 'warranty':
      return warrantyAnswer(language);
    case 'price':
      return priceAnswer(quantity, language);
    case 'stock':
      return stockAnswer(language);
    case 'payment':
      return paymentAnswer(language, normalized);
    case 'installation':
      return installationAnswer(language);
    case 'configurator':
      return configuratorAnswer(language);
    case 'custom':
      return customAnswer(CUSTOM_REQUEST_PATH, language);
    case 'quote':
      return quoteAnswer(language);
    case 'force-help':
      return forceHelpAnswer(language);
    case 'lifetime':
      return lifetimeAnswer(language);
    case 'safety':
      return safetyAnswer(language);
    case 'hours':
      return hoursAnswer(language, normalized);
  }
}
