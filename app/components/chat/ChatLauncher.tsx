import {Suspense, useCallback, useEffect, useRef, useState, type ComponentProps} from 'react';
import {useLocation} from 'react-router';
import {lazyPart} from '~/components/lazyPart';
import {useEscapeKey} from '~/components/useEscapeKey';
import {CHAT_PANEL_ID, unreadLabel} from '~/lib/chat/launcher';
import {useLauncherRise} from './useLauncherRise';

// The panel and everything it needs load on first open (prefetched on hover or focus of
// the button): a page's initial JavaScript only holds this button.
const loadPanel = () => import('./ChatPanel');
type PanelProps = ComponentProps<typeof import('./ChatPanel').default>;
const chatPanel = lazyPart<PanelProps>(loadPanel, PanelUnavailable);

/** Floating button of the chat assistant, with the unread counter while closed. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Once loaded, the panel stays mounted (hidden when closed): a reply still arrives.
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef(open);
  const {pathname} = useLocation();

  useEffect(() => {
    openRef.current = open;
    // Closed after its file could not be fetched: the next opening fetches it again.
    if (!open) chatPanel.retry();
  }, [open]);

  const prefetch = useCallback(() => {
    loadPanel().catch(() => {
      // Offline: the click will show Suspense's message and retry.
    });
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onAssistantMessage = useCallback(() => {
    if (!openRef.current) setUnread((count) => count + 1);
  }, []);

  const toggle = () => {
    if (open) {
      close(true);
      return;
    }
    setLoaded(true);
    setUnread(0);
    setOpen(true);
  };

  const badge = unreadLabel(unread);
  const label = open
    ? 'Fermer l’assistant'
    : badge
      ? `Ouvrir l’assistant, ${unread} nouveau${unread > 1 ? 'x' : ''} message${unread > 1 ? 's' : ''}`
      : 'Ouvrir l’assistant vérins';
  // The cart's mobile bar sits at the bottom of the screen: stay above it.
  const lift = pathname === '/cart' ? 'max-[768px]:bottom-24' : '';
  // Never over a control the shopper needs: it steps up out of their way.
  const rise = useLauncherRise(buttonRef, open, pathname);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        data-testid="chat-launcher"
        style={rise ? {transform: `translateY(-${rise}px)`} : undefined}
        className={`fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-[background-color,transform] duration-150 hover:bg-brand-800 motion-reduce:transition-none ${lift}`}
      >
        {open ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-none stroke-current stroke-2">
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
              strokeLinejoin="round"
            />
            <path d="M8.5 8.5h7M8.5 11.5h4.5" strokeLinecap="round" />
          </svg>
        )}
        {badge && !open ? (
          <span
            data-testid="chat-unread"
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-6 rounded-full bg-accent-700 px-1.5 text-center text-xs font-bold leading-6 text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {/* The badge is visual: screen readers hear about replies that came while closed here. */}
      <span role="status" className="sr-only">
        {badge && !open ? `${unread} nouveau${unread > 1 ? 'x' : ''} message${unread > 1 ? 's' : ''} de l’assistant` : ''}
      </span>
      {loaded ? (
        <Suspense fallback={open ? <PanelLoading /> : null}>
          <chatPanel.Component open={open} onClose={close} onAssistantMessage={onAssistantMessage} launcherRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The chunk could not load (offline, new deployment): say so rather than break the page. */
function PanelUnavailable({open, onClose}: PanelProps) {
  // Escape closes it, as it closes the assistant.
  useEscapeKey(open, () => onClose(true));
  if (!open) return null;
  return (
    <div
      role="alert"
      className="fixed bottom-24 right-4 z-40 w-96 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-800 shadow-2xl max-[480px]:inset-x-2 max-[480px]:w-auto"
    >
      <p>L’assistant n’a pas pu se charger. Vérifiez votre connexion, puis fermez et rouvrez l’assistant.</p>
      <button type="button" className="btn-secondary mt-3" onClick={() => onClose(true)}>
        Fermer
      </button>
    </div>
  );
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="fixed bottom-24 right-4 z-40 w-96 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-2xl max-[480px]:inset-x-2 max-[480px]:w-auto"
    >
      Chargement de l’assistant…
    </div>
  );
}
