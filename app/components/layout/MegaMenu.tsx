import {Suspense, useCallback, useEffect, useId, useRef} from 'react';
import {flushSync} from 'react-dom';
import {useHoverMenu} from '~/components/layout/useHoverMenu';
import {lazyPart} from '~/components/lazyPart';
import {useLoadWhenIdle} from '~/components/useLoadWhenIdle';
import {Link} from 'react-router';

// The panel's content loads on first open, or once the page is idle on a screen wide enough to
// show this menu (the 375 px menu is another component): a page's initial JavaScript only
// holds the link and its behaviour.
const loadColumns = () => import('./MegaMenuColumns');
const panelContent = lazyPart(loadColumns, ColumnsUnavailable);
/** Wider than the 375 px menu's breakpoint (SPEC.md: mobile at 768 px or less). */
const DESKTOP = '(min-width: 769px)';

/**
 * 'Vérins' entry of the main navigation: the link works without JavaScript; with it, the
 * panel opens on hover and on keyboard focus, closes 300 ms after the pointer leaves,
 * and on Escape (focus goes back to the link). Tab walks through it; the arrow keys are a
 * shortcut: Down from the link enters the categories, Up/Down (Home/End) move within a
 * column, Right/Left move between the categories, their links, the highlights and the
 * strip of promotions.
 */
export function MegaMenu({title = 'Vérins'}: {title?: string}) {
  const {open, setOpen, triggerRef, containerProps, onTriggerFocus} = useHoverMenu<HTMLAnchorElement>();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Down on the link before the content had come: the focus goes in when it is drawn.
  const focusAsked = useRef(false);
  // Its links are drawn once it first opens, not in every page's HTML (decision 077): closed, it is
  // `hidden`, of no use without JavaScript, and opening it needs no data (CATEGORY_TREE).
  const drawn = useRef(false);
  if (open) drawn.current = true;

  const columns = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-menu-column]') ?? [])];
  const controlsOf = (column: HTMLElement | undefined) => [...(column?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  const currentCategory = () => panelRef.current?.querySelector<HTMLElement>('[data-menu-column] button[aria-pressed="true"]') ?? null;

  useLoadWhenIdle(loadColumns, DESKTOP);
  // Closed after its file could not be fetched, the next opening fetches it again.
  useEffect(() => {
    if (!open) panelContent.retry();
  }, [open]);

  const close = useCallback(() => setOpen(false), [setOpen]);
  const focusIfAsked = useCallback(() => {
    if (!focusAsked.current) return;
    focusAsked.current = false;
    currentCategory()?.focus();
  }, []);

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Shown now (it may have been closed with Escape), so its current category can take the focus.
    flushSync(() => setOpen(true));
    const category = currentCategory();
    if (category) category.focus();
    else focusAsked.current = true;
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const all = columns();
    const index = all.findIndex((column) => column.contains(event.target as Node));
    if (index === -1) return;
    const controls = controlsOf(all[index]);
    const at = controls.indexOf(event.target as HTMLElement);
    let next: HTMLElement | null | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = controls[(at + 1) % controls.length];
        break;
      case 'ArrowUp':
        next = controls[(at - 1 + controls.length) % controls.length];
        break;
      case 'Home':
        next = controls[0];
        break;
      case 'End':
        next = controls[controls.length - 1];
        break;
      case 'ArrowRight':
        next = controlsOf(all[index + 1])[0];
        break;
      case 'ArrowLeft':
        next = index === 1 ? currentCategory() : controlsOf(all[index - 1])[0];
        break;
      default:
        return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    // The list item handles hover and Escape for the whole menu (useHoverMenu).
    <li
      // Under its link where the window is wide enough for the whole panel; centred under the
      // navigation (Header's list) where it is not, so that no column falls off the screen.
      className="min-[1240px]:relative"
      {...containerProps}
    >
      <Link
        ref={triggerRef}
        to="/verins"
        prefetch="intent"
        onFocus={onTriggerFocus}
        onKeyDown={onTriggerKeyDown}
        aria-expanded={open}
        aria-controls={panelId}
        className="nav-link"
        data-testid="mega-menu-trigger"
      >
        {title}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </Link>
      {/* Arrow keys move between the panel's links and buttons (see above). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute left-1/2 top-full z-40 max-h-[calc(100vh-13rem)] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto rounded-b-lg border border-slate-200 bg-white shadow-xl min-[1240px]:left-0 min-[1240px]:translate-x-0"
        data-testid="mega-menu"
      >
        {drawn.current ? (
          <Suspense fallback={<p className="p-5 text-sm text-slate-700">Chargement du menu…</p>}>
            <panelContent.Component onNavigate={close} onReady={focusIfAsked} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

/** When the panel's file cannot be loaded (offline): the way to the same pages without it. */
function ColumnsUnavailable() {
  return (
    <p className="p-5 text-sm text-slate-700">
      Le menu n’a pas pu être chargé.{' '}
      <Link to="/verins" className="link">
        Voir tous les vérins
      </Link>
    </p>
  );
}
