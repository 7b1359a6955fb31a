import {useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject} from 'react';
import {Link, useLocation, useMatches} from 'react-router';
import {useEscapeKey} from '~/components/useEscapeKey';
import {useMediaQuery} from '~/components/useMediaQuery';
import {useModal} from '~/components/useModal';
import {CHAT_MESSAGE_MAX_LENGTH} from '~/lib/chat/constants';
import {CHAT_PANEL_ID} from '~/lib/chat/launcher';
import {decodeRecommendation, productPageUrl, type StoredMessage} from '~/lib/chat/conversation';
import {ASSISTANT_NAME, SUGGESTED_QUESTIONS} from '~/lib/chat/messages';
import type {ChatContext, SuggestedAction} from '~/lib/chat/types';
import {ChatProductCard, type ChatToast} from './ChatProductCard';
import {useChatConversation} from './useChatConversation';

/** Under this width the panel takes the whole screen (its `max-[480px]:` classes), and is modal. */
const FULL_SCREEN_QUERY = '(max-width: 479.98px)';

/** The product of the page, when the page shows one (its loader returns `product`). */
function useCurrentProductId(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.data as {product?: {id?: unknown}} | undefined;
    const id = data?.product?.id;
    if (typeof id === 'string' && id.startsWith('gid://shopify/Product/')) return id;
  }
  return undefined;
}

/**
 * The chat assistant: a dialog with the conversation in a live region, suggested questions,
 * the input and shortcuts. A floating window (384 × 600) beside the page, not modal, from
 * 480 px up; under 480 px it covers the screen and is modal (the page does not scroll, Tab stays
 * in it), and becomes one or the other as the window is resized, keeping what was typed.
 * Escape or a click outside closes it; focus goes into it on open and back to the button on close.
 */
export default function ChatPanel({
  open,
  onClose,
  onAssistantMessage,
  launcherRef,
}: {
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  onAssistantMessage: () => void;
  launcherRef: RefObject<HTMLButtonElement | null>;
}) {
  const {messages, pending, send, reset} = useChatConversation({onAssistantMessage});
  const [text, setText] = useState('');
  const [toast, setToast] = useState<ChatToast | null>(null);
  const [shown, setShown] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const {pathname} = useLocation();
  const productId = useCurrentProductId();
  const modal = useMediaQuery(FULL_SCREEN_QUERY) && open;
  useModal(panelRef, modal, {initialFocus: inputRef});

  // Open: slide in (SPEC.md's 300 ms: duration-300) and put the focus in the input.
  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    inputRef.current?.focus();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Escape, or a click outside the panel and its button, closes it.
  const closeWithFocus = useCallback(() => onClose(true), [onClose]);
  useEscapeKey(open, closeWithFocus);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (panelRef.current?.contains(target) || launcherRef.current?.contains(target)) return;
      // The shop's toast (after an add to cart) belongs to the conversation's flow.
      if (target instanceof Element && target.closest('[data-testid="toast"]')) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose, launcherRef]);

  const lastAssistantText = [...messages].reverse().find((message) => message.role === 'assistant' && !decodeRecommendation(message.content));
  const lastMessage = messages[messages.length - 1];

  // A new reply is read from its start (its cards follow); anything else shows the end.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !open) return;
    const replyStart = lastAssistantText && lastMessage?.role === 'assistant' && !pending
      ? list.querySelector<HTMLElement>(`[data-message-id="${lastAssistantText.id}"]`)
      : null;
    list.scrollTop = replyStart ? replyStart.offsetTop - 12 : list.scrollHeight;
  }, [lastAssistantText, lastMessage, pending, open]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  const context: ChatContext = productId ? {currentPage: pathname, productId} : {currentPage: pathname};

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || text.trim() === '') return;
    void send(text, context);
    setText('');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const ask = (question: string) => {
    if (pending) return;
    void send(question, context);
    inputRef.current?.focus();
  };

  // On a phone the panel covers the page: a link followed from it closes it.
  const onNavigate = useCallback(() => {
    if (modal) onClose(false);
  }, [modal, onClose]);

  const startOver = () => {
    reset();
    setText('');
    inputRef.current?.focus();
  };

  return (
    <div
      ref={panelRef}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      hidden={!open}
      data-testid="chat-panel"
      className={`fixed bottom-24 right-4 z-40 flex h-[600px] max-h-[calc(100dvh-7rem)] w-96 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl transition duration-300 ease-out motion-reduce:transition-none max-[480px]:inset-0 max-[480px]:h-full max-[480px]:max-h-none max-[480px]:w-full max-[480px]:rounded-none max-[480px]:border-0 ${
        shown ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0'
      }`}
    >
      <div className="flex items-center gap-2 bg-brand-800 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-bold text-white">
            {ASSISTANT_NAME}
          </h2>
          <p className="text-xs text-brand-100">Expert en vérins à gaz et hydrauliques</p>
        </div>
        <button
          type="button"
          onClick={startOver}
          aria-label="Nouvelle conversation"
          title="Nouvelle conversation"
          data-testid="chat-reset"
          className="flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
            <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          onClick={closeWithFocus}
          aria-label="Fermer l’assistant"
          className="flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation avec l’assistant"
        className="relative flex-1 space-y-3 overflow-y-auto bg-slate-50 px-3 py-4"
        data-testid="chat-messages"
      >
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            showActions={message === lastAssistantText && !pending}
            onAsk={ask}
            onToast={setToast}
            onNavigate={onNavigate}
          />
        ))}
        {pending ? (
          <p className="w-fit rounded-lg bg-white px-3 py-2 text-sm text-slate-700 shadow-sm" data-testid="chat-typing">
            L’assistant rédige sa réponse…
          </p>
        ) : null}
        {messages.length <= 1 ? (
          <div data-testid="chat-suggestions">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-700">Questions fréquentes</p>
            <ul className="flex flex-col gap-2">
              {SUGGESTED_QUESTIONS.map((suggestion) => (
                <li key={suggestion.message}>
                  <button
                    type="button"
                    onClick={() => ask(suggestion.message)}
                    disabled={pending}
                    className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-left text-sm text-brand-800 hover:bg-brand-50"
                  >
                    {suggestion.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {toast ? (
        <div role="alert" className="mx-3 mb-2 rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="chat-toast">
          <p className="font-semibold">{toast.title}</p>
          <p>{toast.description}</p>
        </div>
      ) : null}

      <form onSubmit={submit} className="border-t border-slate-200 bg-white px-3 pt-3">
        <div className="flex items-end gap-2">
          <label htmlFor={`${titleId}-input`} className="sr-only">
            Votre message
          </label>
          <textarea
            ref={inputRef}
            id={`${titleId}-input`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onInputKeyDown}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder="Décrivez votre besoin : usage, force, longueur…"
            className="input min-h-11 flex-1 resize-none py-2 text-sm"
            data-testid="chat-input"
          />
          <button type="submit" className="btn-primary h-11" disabled={pending || text.trim() === ''}>
            Envoyer
          </button>
        </div>
        <nav aria-label="Raccourcis de l’assistant" className="flex justify-center gap-4 py-2 text-xs">
          <Link to="/products" className="link" onClick={onNavigate}>
            Voir nos produits
          </Link>
          <Link to="/contact" className="link" onClick={onNavigate}>
            Nous contacter
          </Link>
        </nav>
      </form>
    </div>
  );
}

function MessageItem({
  message,
  showActions,
  onAsk,
  onToast,
  onNavigate,
}: {
  message: StoredMessage;
  showActions: boolean;
  onAsk: (question: string) => void;
  onToast: (toast: ChatToast) => void;
  onNavigate: () => void;
}) {
  const recommendation = decodeRecommendation(message.content);
  if (recommendation) {
    return (
      <div className="ml-2">
        <ChatProductCard recommendation={recommendation} onToast={onToast} onNavigate={onNavigate} />
      </div>
    );
  }
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-line rounded-lg rounded-br-sm bg-brand-700 px-3 py-2 text-sm text-white" data-testid="chat-user-message">
          <span className="sr-only">Vous : </span>
          {message.content}
        </p>
      </div>
    );
  }
  return (
    <div className="max-w-[92%]" data-testid="chat-assistant-message" data-message-id={message.id}>
      <div className="whitespace-pre-line rounded-lg rounded-bl-sm bg-white px-3 py-2 text-sm text-slate-900 shadow-sm">
        <span className="sr-only">Assistant : </span>
        {message.content}
      </div>
      {message.related && message.related.length > 0 ? (
        <div className="mt-2 text-xs">
          <p className="font-semibold text-slate-800">Autres modèles possibles :</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4" data-testid="chat-related">
            {message.related.map((product) => (
              <li key={product.variantId}>
                <Link to={productPageUrl(product)} className="link" onClick={onNavigate}>
                  {product.title}
                  {product.variantTitle ? ` (${product.variantTitle})` : ''}
                </Link>
                {typeof product.reason === 'string' ? <span className="text-slate-700"> : {product.reason}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showActions && message.actions && message.actions.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Suggestions">
          {message.actions.map((action) => (
            <li key={`${action.action}:${action.value}`}>
              <ActionButton action={action} onAsk={onAsk} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const ACTION_CLASS =
  'inline-flex items-center rounded-full border border-brand-700 bg-white px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50';

function ActionButton({action, onAsk, onNavigate}: {action: SuggestedAction; onAsk: (question: string) => void; onNavigate: () => void}) {
  switch (action.action) {
    case 'ask':
      return (
        <button type="button" className={ACTION_CLASS} onClick={() => onAsk(action.value)}>
          {action.label}
        </button>
      );
    case 'tel':
      return (
        <a className={ACTION_CLASS} href={`tel:${action.value}`}>
          {action.label}
        </a>
      );
    case 'email':
      return (
        <a className={ACTION_CLASS} href={`mailto:${action.value}`}>
          {action.label}
        </a>
      );
    default:
      // Only paths of this shop: a reply never sends the visitor elsewhere.
      return action.value.startsWith('/') && !action.value.startsWith('//') ? (
        <Link className={ACTION_CLASS} to={action.value} onClick={onNavigate}>
          {action.label}
        </Link>
      ) : null;
  }
}
