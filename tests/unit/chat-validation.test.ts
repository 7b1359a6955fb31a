import {describe, expect, it} from 'vitest';
import {CHAT_ERRORS, parseChatRequest, rateLimitWait} from '../../app/lib/chat/validation.ts';

describe('parseChatRequest', () => {
  it('accepts a message with its history and page context', () => {
    const result = parseChatRequest({
      message: '  Vérin 300 N  ',
      conversationHistory: [
        {role: 'user', content: 'Bonjour'},
        {role: 'assistant', content: 'Bonjour !'},
      ],
      context: {currentPage: '/products/verin', productId: 'gid://shopify/Product/12'},
    });
    expect(result).toEqual({
      ok: true,
      request: {
        message: 'Vérin 300 N',
        history: [
          {role: 'user', content: 'Bonjour'},
          {role: 'assistant', content: 'Bonjour !'},
        ],
        context: {currentPage: '/products/verin', productId: 'gid://shopify/Product/12'},
      },
    });
  });

  it('refuses a blank message', () => {
    expect(parseChatRequest({message: '   \n '})).toEqual({ok: false, error: CHAT_ERRORS.blank});
  });

  it('refuses more than 1000 characters', () => {
    expect(parseChatRequest({message: 'a'.repeat(1000)}).ok).toBe(true);
    expect(parseChatRequest({message: 'a'.repeat(1001)})).toEqual({ok: false, error: CHAT_ERRORS.tooLong});
  });

  it('refuses more than 10 history items or one longer than 2000 characters', () => {
    const item = {role: 'user', content: 'x'};
    expect(parseChatRequest({message: 'ok', conversationHistory: Array(10).fill(item)}).ok).toBe(true);
    expect(parseChatRequest({message: 'ok', conversationHistory: Array(11).fill(item)})).toEqual({ok: false, error: CHAT_ERRORS.history});
    expect(parseChatRequest({message: 'ok', conversationHistory: [{role: 'user', content: 'x'.repeat(2001)}]}).ok).toBe(false);
    expect(parseChatRequest({message: 'ok', conversationHistory: [{role: 'system', content: 'x'}]}).ok).toBe(false);
  });

  it('refuses anything that is not a chat request', () => {
    for (const body of [null, 'texte', [], {message: 12}, {}]) {
      expect(parseChatRequest(body)).toEqual({ok: false, error: CHAT_ERRORS.invalid});
    }
    expect(parseChatRequest({message: 'ok', context: {productId: 'DROP TABLE'}})).toEqual({ok: false, error: CHAT_ERRORS.context});
    expect(parseChatRequest({message: 'ok', context: {currentPage: 'https://ailleurs.example'}}).ok).toBe(false);
  });

  it('says everything in French', () => {
    for (const message of Object.values(CHAT_ERRORS)) expect(message).toMatch(/[a-zé]/);
    expect(CHAT_ERRORS.blank).toBe('Votre message est vide. Écrivez votre question avant de l’envoyer.');
  });
});

describe('rateLimitWait', () => {
  it('lets one message a second through', () => {
    expect(rateLimitWait(undefined, 5000, 1000)).toBe(0);
    expect(rateLimitWait(4000, 5000, 1000)).toBe(0);
    expect(rateLimitWait(4500, 5000, 1000)).toBe(500);
    expect(rateLimitWait(4001, 5000, 1000)).toBe(1);
  });

  it('ignores garbage and clocks that went backwards', () => {
    expect(rateLimitWait('hier', 5000, 1000)).toBe(0);
    expect(rateLimitWait(9000, 5000, 1000)).toBe(0);
  });
});
