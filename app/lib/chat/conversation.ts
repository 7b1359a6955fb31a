// The conversation as the browser keeps it: SPEC.md's chat messages (id, role, content,
// timestamp), recommendations stored as assistant messages whose content starts with a
// prefix and carries JSON, at most 50 in memory and the last 20 in local storage.

import {
  CHAT_HISTORY_ITEM_MAX_LENGTH,
  CHAT_HISTORY_SENT,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_RECOMMENDATIONS,
  CHAT_STORED_MESSAGES,
  RECOMMENDATION_PREFIX,
} from './constants.ts';
import type {ChatHistoryItem, ChatMessage, ChatProductSummary, ChatRecommendation, ChatReply, SuggestedAction} from './types.ts';

/** A product beyond the recommendations; `reason` absent in conversations stored before it was kept. */
export type RelatedProduct = ChatProductSummary & {reason?: string};

/** A message of the widget: SPEC.md's fields, plus what a reply offers next. */
export interface StoredMessage extends ChatMessage {
  /** Suggested actions of an assistant reply. */
  actions?: SuggestedAction[];
  /** Products of the reply beyond the recommendations (shown as links, with why and how they differ). */
  related?: RelatedProduct[];
  needsHumanAssistance?: boolean;
}

let sequence = 0;

/** Ids unique within the browser; crypto.randomUUID needs a secure context. */
export function messageId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function createMessage(role: ChatMessage['role'], content: string, now: number = Date.now()): StoredMessage {
  return {id: messageId(now), role, content, timestamp: now};
}

export function encodeRecommendation(recommendation: ChatRecommendation): string {
  return `${RECOMMENDATION_PREFIX}${JSON.stringify(recommendation)}`;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isProductSummary(value: unknown): value is ChatProductSummary {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<string, unknown>;
  return (
    isString(product.id) &&
    isString(product.handle) &&
    isString(product.title) &&
    isString(product.variantId) &&
    isString(product.price) &&
    typeof product.availableForSale === 'boolean'
  );
}

/**
 * The page a recommended product links to: its variant's (`url`), else, for a conversation
 * stored before links named the variant or altered in local storage, the product's own page.
 */
export function productPageUrl(product: Pick<ChatProductSummary, 'handle' | 'url'>): string {
  const page = `/products/${product.handle}`;
  const url: unknown = product.url;
  return typeof url === 'string' && (url === page || url.startsWith(`${page}?`)) ? url : page;
}

/** The recommendation a message carries, or null (not one, or unreadable). */
export function decodeRecommendation(content: string): ChatRecommendation | null {
  if (!content.startsWith(RECOMMENDATION_PREFIX)) return null;
  try {
    const value = JSON.parse(content.slice(RECOMMENDATION_PREFIX.length)) as Record<string, unknown>;
    if (!isProductSummary(value.product) || !isString(value.reason) || typeof value.confidence !== 'number') return null;
    const confidence = Math.min(1, Math.max(0, value.confidence));
    return {product: value.product, reason: value.reason, confidence};
  } catch {
    return null;
  }
}

export function isRecommendation(message: ChatMessage): boolean {
  return message.role === 'assistant' && message.content.startsWith(RECOMMENDATION_PREFIX);
}

/** Messages for a reply: its text, then one message per recommendation (at most 3). */
export function replyToMessages(reply: ChatReply, now: number = Date.now()): StoredMessage[] {
  const text: StoredMessage = {
    ...createMessage('assistant', reply.message, now),
    actions: reply.suggestedActions,
    needsHumanAssistance: reply.needsHumanAssistance,
  };
  const related = reply.products.slice(CHAT_MAX_RECOMMENDATIONS).map(({product, reason}): RelatedProduct => ({...product, reason}));
  if (related.length > 0) text.related = related;
  const cards = reply.products
    .slice(0, CHAT_MAX_RECOMMENDATIONS)
    .map((recommendation) => createMessage('assistant', encodeRecommendation(recommendation), now));
  return [text, ...cards];
}

/** Appends and keeps the newest CHAT_MAX_MESSAGES. */
export function appendMessages(messages: readonly StoredMessage[], added: readonly StoredMessage[]): StoredMessage[] {
  return [...messages, ...added].slice(-CHAT_MAX_MESSAGES);
}

export function serializeConversation(messages: readonly StoredMessage[]): string {
  return JSON.stringify(messages.slice(-CHAT_STORED_MESSAGES));
}

function isStoredMessage(value: unknown): value is StoredMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    isString(message.id) &&
    (message.role === 'user' || message.role === 'assistant') &&
    isString(message.content) &&
    typeof message.timestamp === 'number'
  );
}

/** What local storage held: an unreadable entry counts as no conversation. */
export function parseStoredConversation(raw: string | null | undefined): StoredMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isStoredMessage).slice(-CHAT_STORED_MESSAGES);
  } catch {
    return [];
  }
}

/** The last 10 messages, as the server reads them (recommendations as a plain sentence). */
export function historyForRequest(messages: readonly StoredMessage[]): ChatHistoryItem[] {
  return messages.slice(-CHAT_HISTORY_SENT).map((message) => {
    const recommendation = decodeRecommendation(message.content);
    const content = recommendation
      ? `Produit recommandé : ${recommendation.product.title}${recommendation.product.variantTitle ? ` (${recommendation.product.variantTitle})` : ''}`
      : message.content;
    return {role: message.role, content: content.slice(0, CHAT_HISTORY_ITEM_MAX_LENGTH)};
  });
}
