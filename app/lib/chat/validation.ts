// The /api/chat request, checked before anything runs: shape, sizes, blank message.
// Messages are French because the widget shows them as they are.

import {CHAT_HISTORY_ITEM_MAX_LENGTH, CHAT_HISTORY_SENT, CHAT_MESSAGE_MAX_LENGTH} from './constants.ts';
import type {ChatContext, ChatHistoryItem, ChatRequest} from './types.ts';

/** Largest request body read: the limits below plus JSON overhead, with room to spare. */
export const CHAT_BODY_MAX_BYTES = 64 * 1024;

export const CHAT_ERRORS = {
  invalid: 'Requête invalide : envoyez un message au format JSON.',
  blank: 'Votre message est vide. Écrivez votre question avant de l’envoyer.',
  tooLong: `Votre message est trop long : ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères au maximum.`,
  history: `Historique de conversation invalide : ${CHAT_HISTORY_SENT} messages au maximum, de ${CHAT_HISTORY_ITEM_MAX_LENGTH.toLocaleString('fr-FR')} caractères chacun.`,
  context: 'Contexte de page invalide.',
  tooLarge: 'Requête trop volumineuse.',
  method: 'Méthode non autorisée : utilisez POST.',
  rateLimited: 'Vous envoyez des messages trop rapidement. Patientez une seconde avant de réessayer.',
} as const;

export type ChatValidation = {ok: true; request: ChatRequest} | {ok: false; error: string};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseHistory(value: unknown): ChatHistoryItem[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > CHAT_HISTORY_SENT) return null;
  const items: ChatHistoryItem[] = [];
  for (const item of value) {
    if (!isRecord(item)) return null;
    const {role, content} = item;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null;
    if (content.length > CHAT_HISTORY_ITEM_MAX_LENGTH) return null;
    items.push({role, content});
  }
  return items;
}

function parseContext(value: unknown): ChatContext | null {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return null;
  const context: ChatContext = {};
  const {currentPage, productId} = value;
  if (currentPage !== undefined && currentPage !== null) {
    if (typeof currentPage !== 'string' || currentPage.length > 500 || !currentPage.startsWith('/')) return null;
    context.currentPage = currentPage;
  }
  if (productId !== undefined && productId !== null) {
    if (typeof productId !== 'string' || !/^gid:\/\/shopify\/Product\/\d{1,20}$/.test(productId)) return null;
    context.productId = productId;
  }
  return context;
}

export function parseChatRequest(body: unknown): ChatValidation {
  if (!isRecord(body)) return {ok: false, error: CHAT_ERRORS.invalid};
  const {message} = body;
  if (typeof message !== 'string') return {ok: false, error: CHAT_ERRORS.invalid};
  const trimmed = message.trim();
  if (trimmed === '') return {ok: false, error: CHAT_ERRORS.blank};
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return {ok: false, error: CHAT_ERRORS.tooLong};
  const history = parseHistory(body.conversationHistory ?? body.history);
  if (!history) return {ok: false, error: CHAT_ERRORS.history};
  const context = parseContext(body.context);
  if (!context) return {ok: false, error: CHAT_ERRORS.context};
  return {ok: true, request: {message: trimmed, history, context}};
}

/** Milliseconds to wait before the next message is accepted; 0 when it may go now. */
export function rateLimitWait(lastMessageAt: unknown, now: number, intervalMs: number): number {
  if (typeof lastMessageAt !== 'number' || !Number.isFinite(lastMessageAt)) return 0;
  const elapsed = now - lastMessageAt;
  // A clock that went backwards does not lock the visitor out.
  if (elapsed < 0) return 0;
  return elapsed >= intervalMs ? 0 : intervalMs - elapsed;
}
