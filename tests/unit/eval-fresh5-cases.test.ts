// The fifth outsider evaluation set (tests/eval/chat-cases-fresh5.ts): 100 different
// questions, all held out, every product expectation met by at least one catalogue variant
// (or by none where the set says nothing fits), and the patterns built from the shop's
// constants accept the facts as the shop writes them, and not a wrong figure.

import {describe, expect, it} from 'vitest';
import {
  CARD_BRANDS,
  CUSTOM_MANUFACTURING_WEEKS,
  DELIVERY_OPTIONS,
  FREE_DELIVERY_THRESHOLD_HT,
  LIFETIME_CYCLES,
  ORDER_CUTOFF_HOUR,
  RETURNS,
  SHOP,
  VAT_RATE,
  VOLUME_TIERS,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '../../app/lib/constants.ts';
import type {ChatReply} from '../../app/lib/chat/types.ts';
import {CHAT_EVAL_FRESH5_CASES} from '../eval/chat-cases-fresh5.ts';
import {judge, productMisses, type EvalCase} from '../eval/chat-eval.ts';
import {records, toCandidate} from './chat-memory-retrieval.ts';

const number = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const money = (value: number) => new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR'}).format(value);
const variants = records.map(toCandidate).flatMap((product) => product.variants.map((variant) => ({product, variant})));

function reply(message: string, needsHumanAssistance = false): ChatReply {
  return {message, products: [], suggestedActions: [], needsHumanAssistance};
}

const noLookup = async () => null;

function caseOf(question: RegExp): EvalCase {
  const found = CHAT_EVAL_FRESH5_CASES.find((entry) => question.test(entry.q));
  if (!found) throw new Error(`no case for ${String(question)}`);
  return found;
}

async function accepts(question: RegExp, message: string, handover = false): Promise<string[]> {
  return judge(caseOf(question), reply(message, handover), noLookup, []);
}

describe('the fifth outsider set', () => {
  it('holds 100 different questions, all held out, about two thirds about products', () => {
    expect(CHAT_EVAL_FRESH5_CASES).toHaveLength(100);
    expect(new Set(CHAT_EVAL_FRESH5_CASES.map((entry) => entry.q.trim())).size).toBe(100);
    for (const entry of CHAT_EVAL_FRESH5_CASES) expect(entry.split, entry.q).toBe('held-out');
    const aboutProducts = CHAT_EVAL_FRESH5_CASES.filter((entry) => entry.expect.top || entry.expect.confidence || entry.expect.honest);
    expect(aboutProducts.length).toBeGreaterThanOrEqual(55);
    expect(aboutProducts.length).toBeLessThanOrEqual(70);
  });

  it('asks for no product the catalogue does not have', () => {
    for (const entry of CHAT_EVAL_FRESH5_CASES) {
      for (const wanted of [entry.expect.top, entry.expect.honest]) {
        if (!wanted) continue;
        const fitting = variants.filter(({product, variant}) => productMisses(product, variant, wanted).length === 0);
        expect(fitting.length, entry.q).toBeGreaterThan(0);
      }
    }
  });

  it('says nothing fits only where nothing does', () => {
    const nothing: [RegExp, Parameters<typeof productMisses>[2]][] = [
      [/catamaran/, {material: 'inox-316', forceN: [2200, 2800], strokeMm: [450, 550]}],
      [/8 000 N/, {category: ['gas', 'kit'], forceN: [6000, 10_000]}],
      [/175 mm de course/, {strokeMm: [175, 175]}],
      [/1 mètre de course/, {category: ['gas', 'kit'], strokeMm: [900, 1100]}],
      [/5 N pour une boîte/, {category: ['gas', 'kit'], forceN: [0, 8]}],
      [/course de 700 mm/, {category: ['gas', 'kit'], forceN: [250, 350], strokeMm: [650, 750]}],
    ];
    for (const [question, ideal] of nothing) {
      caseOf(question);
      const fitting = variants.filter(({product, variant}) => productMisses(product, variant, ideal).length === 0);
      expect(fitting.map(({product}) => product.title), String(question)).toEqual([]);
    }
    const hot = variants.filter(({product, variant}) => product.productType.includes('gaz') && (variant.specs.tempMaxC ?? product.specs.tempMaxC ?? 0) >= 120);
    expect(hot).toEqual([]);
  });
});

describe('its patterns read the shop facts as the shop writes them', () => {
  it('lifetime, warranty, returns, cut-off, hours, VAT, discounts and made-to-measure', async () => {
    const facts: [RegExp, string][] = [
      [/Combien de cycles/, `De ${number(LIFETIME_CYCLES.min)} à ${number(LIFETIME_CYCLES.max)} cycles dans ses spécifications.`],
      [/fabriqués en France/, `${WARRANTY_YEARS_FRENCH_MADE} ans de garantie pour les vérins fabriqués en France.`],
      [/What's the warranty/, `Every product we sell carries a ${WARRANTY_YEARS}-year warranty, and you can claim it with your order number.`],
      [/renvoyer/, `Vous avez ${RETURNS.returnDays} jours pour nous le retourner.`],
      [/parte le jour même/, `Commandez avant ${ORDER_CUTOFF_HOUR} h : le colis part le jour même.`],
      [/au téléphone/, SHOP.hours],
      [/TTC \?/, `Les prix sont TTC (TVA ${VAT_RATE * 100} %) ; le prix HT est affiché aussi.`],
      [/200 vérins/, `Dès 10 pièces, ${VOLUME_TIERS[VOLUME_TIERS.length - 1].percent} % de remise.`],
      [/hors standard/, `Comptez ${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines de fabrication.`],
      [/livraison est offerte/, `Offerte dès ${money(FREE_DELIVERY_THRESHOLD_HT)} HT.`],
      [/American Express/, `Nous acceptons ${CARD_BRANDS.join(', ')}.`],
    ];
    for (const [question, message] of facts) expect(await accepts(question, message), String(question)).toEqual([]);
  });

  it('delivery prices in French and English writing', async () => {
    const standard = DELIVERY_OPTIONS.find((option) => option.handle === 'standard')!;
    const express = DELIVERY_OPTIONS.find((option) => option.handle === 'express')!;
    expect(await accepts(/L'express coûte/, `L'express coûte ${money(express.price)}, livré en ${express.description}.`)).toEqual([]);
    const english = `Standard delivery takes ${standard.transitDays.min} to ${standard.transitDays.max} working days and costs €${standard.price.toFixed(2)}.`;
    expect(await accepts(/standard shipping/, english)).toEqual([]);
  });

  it('a handover with the phone in either form, or the e-mail', async () => {
    const question = /Colis arrivé ouvert/;
    expect(await accepts(question, `Un conseiller vous rappelle : ${SHOP.phone}.`, true)).toEqual([]);
    expect(await accepts(question, `Call us on +33 ${SHOP.phone.slice(1)}.`, true)).toEqual([]);
    expect(await accepts(question, `Écrivez à ${SHOP.email} avec votre numéro de commande.`, true)).toEqual([]);
    expect((await accepts(question, 'Un conseiller va vous recontacter.', true)).length).toBeGreaterThan(0);
  });

  it('a different figure is not taken for the fact', async () => {
    expect((await accepts(/Combien de cycles/, `De ${number(LIFETIME_CYCLES.min * 10)} cycles.`)).length).toBeGreaterThan(0);
    expect((await accepts(/parte le jour même/, `Commandez avant ${ORDER_CUTOFF_HOUR + 1} h.`)).length).toBeGreaterThan(0);
    expect((await accepts(/fabriqués en France/, `${WARRANTY_YEARS_FRENCH_MADE + 10} ans de garantie.`)).length).toBeGreaterThan(0);
  });

  it('a lid given by its mass only wants its geometry, not a guess', async () => {
    const question = /baille à mouillage/;
    expect(await accepts(question, 'Pour calculer la force, il me faut la distance entre la charnière et le centre de gravité, et les points de fixation.')).toEqual([]);
    expect((await accepts(question, 'Prenez un vérin inox de 150 N.')).length).toBeGreaterThan(0);
  });
});
