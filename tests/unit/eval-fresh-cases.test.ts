// The fresh evaluation set (tests/eval/chat-cases-fresh.ts): its held-out quarter stays
// fixed by the hash of each question, every kind is covered, and the patterns built from
// the shop's constants accept the facts as the shop writes them.

import {describe, expect, it} from 'vitest';
import {
  DELIVERY_OPTIONS,
  FREE_DELIVERY_THRESHOLD_HT,
  LIFETIME_CYCLES,
  RETURNS,
  SHOP,
  VAT_RATE,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '../../app/lib/constants.ts';
import type {ChatReply} from '../../app/lib/chat/types.ts';
import {CHAT_EVAL_FRESH_CASES} from '../eval/chat-cases-fresh.ts';
import {EVAL_KINDS, judge, splitOf, type EvalCase} from '../eval/chat-eval.ts';

const number = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const money = (value: number) => new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR'}).format(value);

function reply(message: string, needsHumanAssistance = false): ChatReply {
  return {message, products: [], suggestedActions: [], needsHumanAssistance};
}

const noLookup = async () => null;

function caseOf(question: RegExp): EvalCase {
  const found = CHAT_EVAL_FRESH_CASES.find((entry) => question.test(entry.q));
  if (!found) throw new Error(`no case for ${String(question)}`);
  return found;
}

describe('the fresh evaluation set', () => {
  it('holds 120 different questions, each kind at least 8 times', () => {
    expect(CHAT_EVAL_FRESH_CASES).toHaveLength(120);
    expect(new Set(CHAT_EVAL_FRESH_CASES.map((entry) => entry.q.trim())).size).toBe(120);
    for (const kind of EVAL_KINDS) {
      expect(CHAT_EVAL_FRESH_CASES.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    }
  });

  it('keeps each question on the side its hash gives, about a quarter held out', () => {
    for (const entry of CHAT_EVAL_FRESH_CASES) expect(entry.split, entry.q).toBe(splitOf(entry.q));
    const heldOut = CHAT_EVAL_FRESH_CASES.filter((entry) => entry.split === 'held-out').length;
    expect(heldOut / CHAT_EVAL_FRESH_CASES.length).toBeGreaterThan(0.2);
    expect(heldOut / CHAT_EVAL_FRESH_CASES.length).toBeLessThan(0.3);
  });

  it('expects no handover wherever it expects a recommendation', () => {
    for (const entry of CHAT_EVAL_FRESH_CASES) {
      if (entry.expect.top || entry.expect.honest) expect(entry.expect.handover, entry.q).toBe(false);
    }
  });
});

describe('its patterns read the shop facts as the shop writes them', () => {
  it('a handover with the hours, phone, e-mail and the order number asked', async () => {
    const message =
      `Un conseiller s’en occupe : ${SHOP.hours.toLowerCase()}, au ${SHOP.phone} ou à ${SHOP.email}. ` +
      'Indiquez-lui votre numéro de commande.';
    for (const entry of CHAT_EVAL_FRESH_CASES.filter((candidate) => candidate.kind === 'handover')) {
      expect(await judge(entry, reply(message, true), noLookup, []), entry.q).toEqual([]);
    }
  });

  it('the phone number written the international way', async () => {
    const international = `+33 ${SHOP.phone.slice(1)}`;
    const entry = caseOf(/Colis reçu complètement écrasé/);
    const message = `Appelez-nous au ${international} ou écrivez à ${SHOP.email} avec votre numéro de commande.`;
    expect(await judge(entry, reply(message, true), noLookup, [])).toEqual([]);
  });

  it('lifetime, warranty, delivery, VAT and returns', async () => {
    const standard = DELIVERY_OPTIONS.find((option) => option.handle === 'standard');
    const facts: [RegExp, string][] = [
      [/Combien de temps dure/, `En moyenne ${number(LIFETIME_CYCLES.min)} à ${number(LIFETIME_CYCLES.max)} cycles.`],
      [/votre garantie/, `Garantie ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans pour les vérins fabriqués en France.`],
      [
        /La livraison prend/,
        `Livraison standard en ${standard?.description} (${money(standard?.price ?? 0)}), offerte dès ${money(FREE_DELIVERY_THRESHOLD_HT)} HT.`,
      ],
      [/HT ou TTC/, `Prix affichés TTC (TVA ${VAT_RATE * 100} %), le prix HT est aussi indiqué.`],
      [/retourner le vérin/, `Vous avez ${RETURNS.returnDays} jours pour nous le retourner.`],
    ];
    for (const [question, message] of facts) {
      const entry = caseOf(question);
      expect(await judge(entry, reply(message), noLookup, []), entry.q).toEqual([]);
    }
  });

  it('a different figure is not taken for the fact', async () => {
    const entry = caseOf(/Combien de temps dure/);
    const misses = await judge(entry, reply(`En moyenne ${number(LIFETIME_CYCLES.min * 10)} cycles.`), noLookup, []);
    expect(misses.length).toBeGreaterThan(0);
  });
});
