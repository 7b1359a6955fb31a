import {useCallback, useEffect, useRef, useState} from 'react';
import {CHAT_RATE_LIMIT_MS, CHAT_STARTED_KEY, CHAT_STORAGE_KEY} from '~/lib/chat/constants';
import {
  appendMessages,
  createMessage,
  historyForRequest,
  parseStoredConversation,
  replyToMessages,
  serializeConversation,
  type StoredMessage,
} from '~/lib/chat/conversation';
import {fallbackReply, WELCOME_MESSAGE} from '~/lib/chat/messages';
import type {ChatContext, ChatReply} from '~/lib/chat/types';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the conversation just is not kept.
  }
}

function welcome(): StoredMessage[] {
  return [createMessage('assistant', WELCOME_MESSAGE)];
}

function isReply(value: unknown): value is ChatReply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Record<string, unknown>;
  return typeof reply.message === 'string' && Array.isArray(reply.products) && Array.isArray(reply.suggestedActions);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The conversation of the widget: restored from local storage (a welcome message on the
 * first open), sent to /api/chat, saved after each change.
 */
export function useChatConversation({onAssistantMessage}: {onAssistantMessage: () => void}) {
  const [messages, setMessages] = useState<StoredMessage[]>(() => {
    const stored = parseStoredConversation(readStorage(CHAT_STORAGE_KEY));
    return stored.length > 0 ? stored : welcome();
  });
  const [pending, setPending] = useState(false);
  const messagesRef = useRef(messages);
  const pendingRef = useRef(false);
  const lastSentAt = useRef(0);
  // A reply to a conversation cleared meanwhile is dropped.
  const generation = useRef(0);

  useEffect(() => {
    messagesRef.current = messages;
    writeStorage(CHAT_STORAGE_KEY, serializeConversation(messages));
    writeStorage(CHAT_STARTED_KEY, '1');
  }, [messages]);

  const add = useCallback((added: StoredMessage[]) => {
    setMessages((current) => appendMessages(current, added));
  }, []);

  const send = useCallback(
    async (text: string, context: ChatContext) => {
      const message = text.trim();
      // SPEC.md: blank input and sending while a reply is pending are ignored.
      if (message === '' || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      const started = generation.current;
      const history = historyForRequest(messagesRef.current);
      add([createMessage('user', message)]);
      try {
        // The server accepts one message per second: wait rather than be refused.
        const since = Date.now() - lastSentAt.current;
        if (since < CHAT_RATE_LIMIT_MS) await wait(CHAT_RATE_LIMIT_MS - since);
        lastSentAt.current = Date.now();
        const response = await fetch('/api/chat', {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json'},
          body: JSON.stringify({message, conversationHistory: history, context}),
        });
        const body: unknown = await response.json().catch(() => null);
        let reply: ChatReply;
        if (response.ok && isReply(body)) {
          reply = body;
        } else if (response.status === 400 || response.status === 429) {
          const error = (body as {error?: unknown} | null)?.error;
          reply = {...fallbackReply(), message: typeof error === 'string' ? error : fallbackReply().message, needsHumanAssistance: false};
        } else {
          reply = fallbackReply();
        }
        if (generation.current !== started) return;
        add(replyToMessages(reply));
        onAssistantMessage();
      } catch {
        if (generation.current !== started) return;
        add(replyToMessages(fallbackReply()));
        onAssistantMessage();
      } finally {
        if (generation.current === started) {
          pendingRef.current = false;
          setPending(false);
        }
      }
    },
    [add, onAssistantMessage],
  );

  /** 'Nouvelle conversation': wipes what was kept and starts again with the welcome. */
  const reset = useCallback(() => {
    generation.current += 1;
    pendingRef.current = false;
    setPending(false);
    writeStorage(CHAT_STORAGE_KEY, null);
    writeStorage(CHAT_STARTED_KEY, null);
    setMessages(welcome());
  }, []);

  return {messages, pending, send, reset};
}
