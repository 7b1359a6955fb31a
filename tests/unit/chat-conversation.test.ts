import {describe, expect, it} from 'vitest';
import {RECOMMENDATION_PREFIX} from '../../app/lib/chat/constants.ts';
import {
  appendMessages,
  createMessage,
  decodeRecommendation,
  encodeRecommendation,
  historyForRequest,
  isRecommendation,
  parseStoredConversation,
  replyToMessages,
  serializeConversation,
} from '../../app/lib/chat/conversation.ts';
import {unreadLabel} from '../../app/lib/chat/launcher.ts';
import {confidenceLabel, confidenceStars, fallbackReply, SUGGESTED_QUESTIONS} from '../../app/lib/chat/messages.ts';
import type {ChatRecommendation, ChatReply} from '../../app/lib/chat/types.ts';
import {SHOP} from '../../app/lib/constants.ts';

const recommendation = (n: number, confidence = 0.9): ChatRecommendation => ({
  product: {
    id: `gid://shopify/Product/${n}`,
    handle: `verin-${n}`,
    title: `Vérin ${n}`,
    variantId: `gid://shopify/ProductVariant/${n}`,
    variantTitle: '150 N',
    url: `/products/verin-${n}?Force=150+N`,
    price: '24.90',
    compareAtPrice: null,
    availableForSale: true,
    quantityAvailable: 12,
    image: null,
  },
  reason: 'Force 150 N, en stock.',
  confidence,
});

describe('recommendation messages', () => {
  it('carry the recommendation as JSON after the prefix', () => {
    const content = encodeRecommendation(recommendation(1));
    expect(content.startsWith(RECOMMENDATION_PREFIX)).toBe(true);
    expect(decodeRecommendation(content)).toEqual(recommendation(1));
    expect(isRecommendation(createMessage('assistant', content))).toBe(true);
  });

  it('are read only when well formed', () => {
    expect(decodeRecommendation('Bonjour')).toBeNull();
    expect(decodeRecommendation(`${RECOMMENDATION_PREFIX}{pas du json`)).toBeNull();
    expect(decodeRecommendation(`${RECOMMENDATION_PREFIX}{"product":{},"reason":"x","confidence":1}`)).toBeNull();
    expect(decodeRecommendation(encodeRecommendation(recommendation(1, 7)))?.confidence).toBe(1);
  });

  it('come after the reply text, three at most, the rest as related links', () => {
    const reply: ChatReply = {
      message: 'Voici',
      products: [1, 2, 3, 4, 5].map((n) => recommendation(n)),
      suggestedActions: [{label: 'Voir nos produits', action: 'link', value: '/products'}],
      needsHumanAssistance: false,
    };
    const messages = replyToMessages(reply, 1000);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatchObject({role: 'assistant', content: 'Voici', timestamp: 1000, actions: reply.suggestedActions});
    expect(messages[0].related?.map((product) => product.handle)).toEqual(['verin-4', 'verin-5']);
    expect(messages.slice(1).map((message) => decodeRecommendation(message.content)?.product.handle)).toEqual(['verin-1', 'verin-2', 'verin-3']);
    expect(new Set(messages.map((message) => message.id)).size).toBe(4);
  });
});

describe('conversation limits', () => {
  const many = (count: number) => Array.from({length: count}, (_, i) => createMessage(i % 2 ? 'assistant' : 'user', `m${i}`, i));

  it('keeps 50 messages in memory', () => {
    const kept = appendMessages(many(49), many(3));
    expect(kept).toHaveLength(50);
    expect(kept[0].content).toBe('m2');
  });

  it('stores the last 20 and reads them back', () => {
    const stored = parseStoredConversation(serializeConversation(many(30)));
    expect(stored).toHaveLength(20);
    expect(stored[0].content).toBe('m10');
    expect(stored[19].content).toBe('m29');
  });

  it('reads a corrupt entry as no conversation', () => {
    expect(parseStoredConversation('{oups')).toEqual([]);
    expect(parseStoredConversation('{"a":1}')).toEqual([]);
    expect(parseStoredConversation(null)).toEqual([]);
    expect(parseStoredConversation('[{"id":"1","role":"robot","content":"x","timestamp":1}]')).toEqual([]);
  });

  it('sends the last 10, recommendations as a sentence', () => {
    const messages = [...many(12), createMessage('assistant', encodeRecommendation(recommendation(7)))];
    const history = historyForRequest(messages);
    expect(history).toHaveLength(10);
    expect(history.at(-1)).toEqual({role: 'assistant', content: 'Produit recommandé : Vérin 7 (150 N)'});
    expect(history[0]).toEqual({role: 'assistant', content: 'm3'});
  });
});

describe('labels', () => {
  it.each([
    [1, 'excellent', 5],
    [0.9, 'excellent', 5],
    [0.89, 'bon', 4],
    [0.7, 'bon', 4],
    [0.69, 'possible', 3],
    [0.3, 'possible', 2],
  ])('confidence %f → %s, %i stars', (confidence, label, stars) => {
    expect(confidenceLabel(confidence)).toBe(label);
    expect(confidenceStars(confidence)).toBe(stars);
  });

  it('caps the unread counter at 9+', () => {
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(9)).toBe('9');
    expect(unreadLabel(10)).toBe('9+');
  });

  it('offers French suggested questions', () => {
    expect(SUGGESTED_QUESTIONS.map((s) => s.message)).toContain('Quel vérin pour un coffre de lit ?');
  });

  it('falls back with the shop’s phone and e-mail, products and contact', () => {
    const reply = fallbackReply();
    expect(reply.message).toContain(SHOP.phone);
    expect(reply.message).toContain(SHOP.email);
    expect(reply.suggestedActions.map((action) => action.label)).toEqual(['Voir nos produits', 'Nous contacter']);
  });
});
