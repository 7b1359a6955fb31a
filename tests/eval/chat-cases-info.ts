// Shop questions asked without the usual keywords (issue 19, decision 070): when an order
// leaves, what express costs, a price for a quantity, VAT, paying, returning, the warranty
// « si ça lâche », where the shop is, how long made-to-measure takes; a double charge, a
// tracking that no longer moves, a wrong item sent, a certificate or a framework contract
// (a person answers); Spanish, German and Italian buyers (answered in English); and subjects
// clearly outside the trade (the refusal). Written in the team's own words, judged like the
// rest of the main set (chat-eval.ts), split by the same hash.

import {DELIVERY_OPTIONS, ORDER_CUTOFF_HOUR, RETURNS, SHOP, VAT_RATE, VOLUME_TIERS, WARRANTY_YEARS} from '../../app/lib/constants.ts';
import {MANUFACTURING_WEEKS} from '../../app/lib/chat/answers.ts';
import type {EvalCase, EvalKind, Expectation, Range} from './chat-eval.ts';

type Case = Omit<EvalCase, 'kind'>;

const express = DELIVERY_OPTIONS.find((option) => option.handle === 'express');
const sameDay = DELIVERY_OPTIONS.find((option) => option.handle === 'same-day-paris');
const lastTier = VOLUME_TIERS[VOLUME_TIERS.length - 1];
const vatPercent = `${Math.round(VAT_RATE * 100)} %`;
/** '15 €' or '9,90 €', as the assistant writes an amount. */
const price = (amount = 0) => new RegExp(`${String(amount).replace('.', '[,.]')}(?:[,.]00?)? ?€`);
const priceEn = (amount = 0) => new RegExp(`€${String(amount).replace('.', '[,.]')}`);
const cutOff = new RegExp(`(?<![\\d.,])${ORDER_CUTOFF_HOUR} ?h(?![a-z])`);
const cutOffEn = new RegExp(`(?<![\\d.,])${ORDER_CUTOFF_HOUR}:00|(?<![\\d.,])${ORDER_CUTOFF_HOUR - 12} ?pm`);

function around(newtons: number): Range {
  return [Math.round(newtons * 0.8), Math.round(newtons * 1.2)];
}
function near(mm: number): Range {
  return [Math.floor(mm * 0.9), Math.ceil(mm * 1.1)];
}

/** Facts only: no product, no handover. */
function facts(mention: readonly (string | RegExp)[], language: 'fr' | 'en' = 'fr'): Expectation {
  return {products: false, handover: false, language, mention};
}

/** A person takes over: hours, phone, e-mail, the order number asked, no product. */
function person(language: 'fr' | 'en' = 'fr'): Expectation {
  return {products: false, handover: true, language, mention: [SHOP.phone, SHOP.email, /numero de commande|order number/]};
}

/** Answered in English, with a word on why. */
function inEnglish(extra: Expectation): Expectation {
  return {...extra, language: 'en', mention: [/english/, ...(extra.mention ?? [])]};
}

export const INFO_CASES: Partial<Record<EvalKind, readonly Case[]>> = {
  information: [
    {split: 'tune', who: 'artisan pressé', q: 'Je passe commande vers 14 h, elle sera expédiée dans la journée ?', expect: facts([cutOff])},
    {split: 'tune', who: 'technicien', q: "Jusqu'à quelle heure je peux commander pour un départ le jour même ?", expect: facts([cutOff])},
    {split: 'tune', who: 'particulier', q: "Le transport express, c'est combien ?", expect: facts([price(express?.price)])},
    {split: 'tune', who: 'architecte', q: 'Vous pouvez me livrer dans Paris le jour même par coursier ?', expect: facts([price(sameDay?.price)])},
    {split: 'tune', who: 'particulier', q: 'Le prix affiché comprend déjà la TVA ?', expect: facts([vatPercent])},
    {split: 'tune', who: 'menuisier', q: "Si j'en achète une douzaine, vous me faites une ristourne ?", expect: facts([`${lastTier.percent} %`])},
    {split: 'tune', who: 'acheteur', q: 'Pour des grosses quantités vous avez des conditions ?', expect: facts([`${lastTier.percent} %`])},
    {split: 'tune', who: 'particulier', q: 'On règle comment chez vous ?', expect: facts([/virement/])},
    {split: 'held-out', who: 'particulier', q: 'Et si la pièce ne va pas sur ma machine, vous la reprenez ?', expect: facts([`${RETURNS.returnDays} jours`])},
    {split: 'held-out', who: 'particulier', q: 'Si le vérin lâche au bout de 18 mois, je suis couvert ?', expect: facts([`${WARRANTY_YEARS} ans`])},
    {split: 'tune', who: 'client', q: 'Vous êtes installés où exactement ?', expect: facts([SHOP.address.city.toLowerCase()])},
    {split: 'tune', who: 'bureau d’études', q: 'Un vérin fabriqué sur mesure, il faut compter combien de temps ?', expect: facts([MANUFACTURING_WEEKS])},
    {split: 'tune', who: 'client', q: 'Bon, et concrètement je fais comment pour avoir quelqu’un de chez vous ?', expect: {products: false, mention: [SHOP.phone]}},
  ],
  handover: [
    {split: 'tune', who: 'client', q: 'Ma carte a été prélevée deux fois pour une seule commande', expect: person()},
    {split: 'held-out', who: 'client', q: 'Double paiement sur ma commande 1203, il faut me rembourser', expect: person()},
    {split: 'tune', who: 'client', q: 'Le colis est « en transit » depuis une semaine, le suivi ne bouge plus', expect: person()},
    {split: 'tune', who: 'client', q: 'Le suivi de mon colis est figé depuis lundi', expect: person()},
    {split: 'tune', who: 'technicien', q: "Vous m'avez expédié des chapes M10 mais j'avais commandé des M8", expect: person()},
    {split: 'tune', who: 'comptable', q: 'Il me manque la facture de la commande 1189 pour la compta, elle est introuvable', expect: person()},
    {split: 'tune', who: 'acheteur aéronautique', q: 'Pouvez-vous fournir un certificat matière EN 10204 3.1 avec chaque lot ?', expect: person()},
    {split: 'tune', who: 'acheteur hospitalier', q: 'Nous sommes un CHU et souhaitons un contrat-cadre annuel pour nos vérins de lits', expect: person()},
    {split: 'tune', who: 'acheteur OEM', q: 'Pour une série de 500 vérins avec notre logo gravé, à qui dois-je m’adresser ?', expect: person()},
    {split: 'tune', who: 'English-speaking customer', q: 'We were charged twice for order 1456, please sort it out', expect: person('en')},
    {split: 'tune', who: 'English-speaking customer', q: 'You sent me the wrong part, I ordered the 400 N version', expect: person('en')},
  ],
  language: [
    {split: 'tune', who: 'comprador español', q: '¿Cuánto cuesta el envío a España?', expect: inEnglish({products: false, mention: [/spain/]})},
    {split: 'tune', who: 'comprador español', q: 'Necesito un muelle de gas de 300 N con carrera de 100 mm', expect: inEnglish({top: {category: ['gas', 'kit'], forceN: around(300), strokeMm: near(100)}})},
    {split: 'tune', who: 'deutscher Kunde', q: 'Ich suche eine Gasfeder mit 200 N Kraft und 80 mm Hub', expect: inEnglish({top: {category: ['gas', 'kit'], forceN: around(200), strokeMm: near(80)}})},
    {split: 'tune', who: 'deutscher Kunde', q: 'Haben Sie eine Kugelpfanne für M8?', expect: inEnglish({top: {category: 'accessory', part: 'rotule'}})},
    {split: 'tune', who: 'cliente italiano', q: 'Cerco una molla a gas da 150 N, corsa 60 mm', expect: inEnglish({top: {category: ['gas', 'kit'], forceN: around(150), strokeMm: near(60)}})},
    {split: 'tune', who: 'deutscher Kunde', q: 'Wie lange dauert die Lieferung nach Deutschland?', expect: inEnglish({products: false, mention: [/germany/]})},
    {split: 'tune', who: 'English-speaking buyer', q: 'What time do you stop taking orders for same-day dispatch?', expect: facts([cutOffEn], 'en')},
    {split: 'tune', who: 'English-speaking buyer', q: 'Is VAT included in the prices shown?', expect: facts([vatPercent], 'en')},
    {split: 'tune', who: 'English-speaking buyer', q: 'Do you give a discount if I buy 20 of them?', expect: facts([`${lastTier.percent} %`], 'en')},
    {split: 'tune', who: 'English-speaking buyer', q: 'How much is express shipping?', expect: facts([priceEn(express?.price)], 'en')},
  ],
  'off-topic': [
    {split: 'held-out', who: 'curieux', q: 'Quel pneu hiver pour une Clio 4 ?', expect: {products: false, handover: false, mention: [/verins?/]}},
    {split: 'tune', who: 'curieux', q: 'Tu connais une bonne recette de tarte aux pommes ?', expect: {products: false, handover: false, mention: [/verins?/]}},
    {split: 'tune', who: 'curieux', q: 'Quelle météo pour samedi à Nantes ?', expect: {products: false, handover: false, mention: [/verins?/]}},
    {split: 'held-out', who: 'curieux', q: 'Tu as vu le film sorti hier au cinéma ?', expect: {products: false, handover: false, mention: [/verins?/]}},
  ],
};
