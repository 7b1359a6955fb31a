import {describe, expect, it} from 'vitest';
import {answerWithExpert} from '../../app/lib/chat/expert.ts';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {detectIntents, primaryIntent} from '../../app/lib/chat/intents.ts';
import {detectLanguage, otherLanguage, readableInFrench} from '../../app/lib/chat/language.ts';
import {ORDER_CUTOFF_HOUR, SHOP, VOLUME_TIERS} from '../../app/lib/constants.ts';
import {memoryRetrieval} from './chat-memory-retrieval.ts';

// The routing of questions that are not about a product (decision 070): shop information
// phrased without its usual keywords, a person for what only the team can do, the refusal
// only for what is clearly outside the trade, other languages answered in English.

function intentOf(text: string) {
  const entities = extractEntities(text);
  return primaryIntent(detectIntents(text, entities), entities);
}

async function ask(message: string) {
  return answerWithExpert({message, history: [], context: {}}, memoryRetrieval());
}

describe('shop questions without the usual keywords', () => {
  it.each([
    ['Ma commande, elle part quand ?', 'delivery'],
    ["Si je commande à 15 h, c'est expédié aujourd'hui ?", 'delivery'],
    ["C'est combien l'express ?", 'delivery'],
    ['Quel est le délai pour recevoir à Marseille ?', 'delivery'],
    ["Vous faites un geste si j'en prends 30 ?", 'price'],
    ['Est-ce que vous faites des prix aux professionnels ?', 'price'],
    ['Is the price with or without tax?', 'price'],
    ['On règle comment ?', 'payment'],
    ['Vous acceptez les bons de commande des administrations ?', 'payment'],
    ['Si ça ne rentre pas, vous le reprenez ?', 'returns'],
    ["Et si ça lâche au bout d'un an ?", 'warranty'],
    ['Combien de temps pour un vérin sur mesure ?', 'custom'],
    ['Vous êtes situés où ?', 'hours'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });
});

describe('a person takes over', () => {
  it.each([
    'On m’a débité deux fois la même commande',
    'Le numéro de suivi n’avance plus depuis une semaine',
    "Vous m'avez livré des rotules M6 alors que j'avais commandé des M8",
    'Ma carte est refusée au paiement',
    'We were charged twice',
    'Reçu lundi, le vérin perd déjà de l’huile : la garantie marche comment ?',
  ])('%s', async (text) => {
    const {reply} = await ask(text);
    expect(reply.needsHumanAssistance).toBe(true);
    expect(reply.products).toHaveLength(0);
    expect(reply.message).toContain(SHOP.phone);
    expect(reply.message).toMatch(/numéro de commande|order number/);
  });

  it('sends certificates and framework contracts to the sales team, not to furniture springs', async () => {
    for (const text of ['Il nous faut un certificat EN 10204 3.1 par lot', 'Accord-cadre pour les lits de notre hôpital : qui contacter ?']) {
      const {reply} = await ask(text);
      expect(reply.needsHumanAssistance, text).toBe(true);
      expect(reply.products, text).toHaveLength(0);
      expect(reply.message, text).toContain(SHOP.email);
    }
  });
});

describe('refusal or a helpful answer', () => {
  it('refuses only what is clearly outside the trade', () => {
    expect(intentOf('Quelle est la recette du bœuf bourguignon ?')).toBe('off-topic');
    expect(intentOf('Il va pleuvoir demain ?')).toBe('off-topic');
    expect(intentOf('Je voudrais ouvrir un compte pro')).toBe('general');
  });

  it('answers an unclear question with the key facts from the constants and a way to reach a person', async () => {
    const {reply, analysis} = await ask('Je voudrais ouvrir un compte pro');
    expect(analysis.intent).toBe('general');
    expect(reply.needsHumanAssistance).toBe(false);
    expect(reply.message).toContain(`${ORDER_CUTOFF_HOUR} h`);
    expect(reply.message).toContain(`${VOLUME_TIERS[0].minQuantity} pièces`);
    expect(reply.message).toContain(SHOP.phone);
    expect(reply.message).not.toMatch(/ne peux vous répondre que/);
  });

  it('gives the address first when asked where the shop is', async () => {
    const {reply} = await ask('Où se trouve votre boutique ?');
    expect(reply.message.startsWith(`${SHOP.name} est situé au ${SHOP.address.street}`)).toBe(true);
  });
});

describe('Spanish, German and Italian', () => {
  it('recognises them, and not French or English', () => {
    expect(otherLanguage('Necesito un muelle de gas de 300 N con carrera de 100 mm')).toBe('es');
    expect(otherLanguage('Ich suche eine Gasfeder mit 200 N Kraft und 80 mm Hub')).toBe('de');
    expect(otherLanguage('Cerco una molla a gas da 150 N, corsa 60 mm')).toBe('it');
    expect(otherLanguage('Je cherche un vérin de 300 N pour un coffre de lit')).toBeNull();
    expect(otherLanguage('I need a gas spring for my boat')).toBeNull();
    expect(detectLanguage('¿Cuánto tarda la entrega?')).toBe('en');
  });

  it('reads their trade words: stroke, ball socket, force', () => {
    expect(readableInFrench('carrera 100')).toContain('course 100');
    expect(readableInFrench('Hub 80 mm')).toContain('course 80');
    expect(readableInFrench('Kugelpfanne M8')).toContain('rotule');
    expect(readableInFrench('Wie lange dauert die Lieferung')).not.toContain('longueur');
  });

  it('answers in English and says why', async () => {
    const {reply} = await ask('Ich suche eine Gasfeder mit 200 N Kraft und 80 mm Hub');
    expect(reply.message).toMatch(/^I read German but can only answer in English or French/);
    expect(reply.products.length).toBeGreaterThan(0);
  });
});
