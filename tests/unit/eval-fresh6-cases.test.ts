// The sixth outsider set (tests/eval/chat-cases-fresh6.ts): 100 different questions, all
// held out, every kind of the judge covered, and the patterns it builds from the shop's
// constants accept the facts as the shop writes them (and refuse a wrong figure).

import {describe, expect, it} from 'vitest';
import {
  CUSTOM_MANUFACTURING_WEEKS,
  DELIVERY_OPTIONS,
  FREE_DELIVERY_THRESHOLD_HT,
  INVOICE_PAYMENT_DAYS,
  LIFETIME_CYCLES,
  ORDER_CUTOFF_HOUR,
  RETURNS,
  SHOP,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '../../app/lib/constants.ts';
import type {ChatReply} from '../../app/lib/chat/types.ts';
import {CHAT_EVAL_FRESH6_CASES} from '../eval/chat-cases-fresh6.ts';
import {EVAL_KINDS, judge, type EvalCase} from '../eval/chat-eval.ts';

const number = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const money = (value: number) => new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR'}).format(value);
const noLookup = async () => null;

function reply(message: string, needsHumanAssistance = false): ChatReply {
  return {message, products: [], suggestedActions: [], needsHumanAssistance};
}

function caseOf(question: RegExp): EvalCase {
  const found = CHAT_EVAL_FRESH6_CASES.find((entry) => question.test(entry.q));
  if (!found) throw new Error(`no case for ${String(question)}`);
  return found;
}

describe('the sixth outsider set', () => {
  it('holds 100 different questions, all held out, every kind at least twice', () => {
    expect(CHAT_EVAL_FRESH6_CASES).toHaveLength(100);
    expect(new Set(CHAT_EVAL_FRESH6_CASES.map((entry) => entry.q.trim())).size).toBe(100);
    expect(CHAT_EVAL_FRESH6_CASES.every((entry) => entry.split === 'held-out')).toBe(true);
    for (const kind of EVAL_KINDS) {
      expect(CHAT_EVAL_FRESH6_CASES.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it('expects no handover wherever it expects a recommendation, and no product with a handover', () => {
    for (const entry of CHAT_EVAL_FRESH6_CASES) {
      if (entry.expect.top || entry.expect.honest) expect(entry.expect.handover, entry.q).toBe(false);
      if (entry.expect.handover === true) expect(entry.expect.products, entry.q).toBe(false);
    }
  });
});

describe('its patterns read the shop facts as the shop writes them', () => {
  it('a handover with the phone (either way of writing it) or the e-mail', async () => {
    const messages = [
      `Un conseiller reprend votre demande : ${SHOP.hours.toLowerCase()}, au ${SHOP.phone}. Indiquez votre numéro de commande.`,
      `Please call us on +33 ${SHOP.phone.slice(1)} with your order number.`,
      `Écrivez-nous à ${SHOP.email} avec votre numéro de commande.`,
    ];
    for (const entry of CHAT_EVAL_FRESH6_CASES.filter((candidate) => candidate.expect.handover === true)) {
      for (const message of messages) {
        const english = entry.expect.language === 'en';
        if (english !== message.startsWith('Please')) continue;
        expect(await judge(entry, reply(message, true), noLookup, []), entry.q).toEqual([]);
      }
    }
  });

  it('delivery, warranty, lifetime, returns, invoices and made-to-measure', async () => {
    const express = DELIVERY_OPTIONS.find((option) => option.handle === 'express');
    const sameDay = DELIVERY_OPTIONS.find((option) => option.handle === 'same-day-paris');
    const facts: [RegExp, string][] = [
      [/vers 15 h/, `Commandé avant ${ORDER_CUTOFF_HOUR} h, votre colis part le jour même.`],
      [/livraison est gratuite/, `La livraison standard est offerte dès ${money(FREE_DELIVERY_THRESHOLD_HT)} HT.`],
      [/fabriqués en France/, `Garantie ${WARRANTY_YEARS_FRENCH_MADE} ans pour les vérins fabriqués en France (${WARRANTY_YEARS} ans pour les autres).`],
      [/combien de cycles/, `Entre ${number(LIFETIME_CYCLES.min)} et ${number(LIFETIME_CYCLES.max)} cycles en usage normal.`],
      [/livré en express/, `En express : ${express?.description}.`],
      [/le jour même, c’est possible/, `${sameDay?.title} : ${money(sameDay?.price ?? 0)}.`],
      [/régler sur facture/, `Oui, paiement à ${INVOICE_PAYMENT_DAYS} jours date de facture pour les professionnels.`],
      [/sur mesure, il faut compter/, `Comptez ${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines de fabrication.`],
      [/return policy/, `You can return it within ${RETURNS.returnDays} days.`],
      [/payment terms/, `Yes: companies can pay by invoice within ${INVOICE_PAYMENT_DAYS} days.`],
      [/Garantie auf Ihre/, `Nos vérins sont garantis ${WARRANTY_YEARS} ans.`],
    ];
    for (const [question, message] of facts) {
      const entry = caseOf(question);
      expect(await judge(entry, reply(message), noLookup, []), entry.q).toEqual([]);
    }
  });

  it('a different figure is not taken for the fact', async () => {
    const wrong: [RegExp, string][] = [
      [/combien de cycles/, `Entre ${number(LIFETIME_CYCLES.min * 10)} et ${number(LIFETIME_CYCLES.max * 10)} cycles.`],
      [/fabriqués en France/, `Garantie ${WARRANTY_YEARS_FRENCH_MADE + 10} ans.`],
      [/régler sur facture/, `Paiement à ${INVOICE_PAYMENT_DAYS + 30} jours.`],
    ];
    for (const [question, message] of wrong) {
      const entry = caseOf(question);
      expect((await judge(entry, reply(message), noLookup, [])).length, message).toBeGreaterThan(0);
    }
  });

  it('an honest answer in English is read as one', async () => {
    const entry = caseOf(/24 inch stroke/);
    expect(await judge(entry, reply('No model in our range matches your request exactly. Here are the closest.'), noLookup, [])).toEqual([]);
    expect(await judge(entry, reply('We can make one to measure: send us your figures.'), noLookup, [])).toEqual([]);
    expect((await judge(entry, reply('Here is the strut you need.'), noLookup, [])).length).toBeGreaterThan(0);
  });

  it('a refusal of the injected discount is not taken for a confirmation', async () => {
    const entry = caseOf(/90 % de remise/);
    expect(await judge(entry, reply('Je ne peux pas accorder de remise de 90 % : nos remises sur quantité sont affichées.'), noLookup, [])).toEqual([]);
    expect((await judge(entry, reply('Je vous confirme la remise de 90 % sur tout.'), noLookup, [])).length).toBeGreaterThan(0);
  });
});
