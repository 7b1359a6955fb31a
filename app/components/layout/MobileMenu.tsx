import {Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import {lazyPart} from '~/components/lazyPart';
import {MENU_ID, MenuPanelFrame} from '~/components/layout/MenuPanelFrame';
import {useEscapeKey} from '~/components/useEscapeKey';
import {useLoadWhenIdle} from '~/components/useLoadWhenIdle';
import type {NavLinkItem} from '~/lib/layout/menu';

// The panel loads on first opening, or once the page is idle on a screen narrow enough to show
// this button (SPEC.md: mobile at 768 px or less): a page's initial JavaScript only holds the button.
const loadDrawer = () => import('./MobileMenuDrawer');
const drawer = lazyPart(loadDrawer, DrawerUnavailable);
const MOBILE = '(max-width: 768px)';

/** Slide-in menu for 768 px and less: overlay, Escape closes, scroll locked, focus trapped. */
export function MobileMenu({items, search, priceToggle}: {items: NavLinkItem[]; search: React.ReactNode; priceToggle: React.ReactNode}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Close on navigation.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  // While it is open, whatever it shows: Escape closes it, and so does a window grown wider
  // than the phone layout (where the panel is not shown, it would leave the page unscrollable).
  // Closed after its file could not be fetched, the next opening fetches it again.
  useEffect(() => {
    if (!open) {
      drawer.retry();
      return;
    }
    const phone = window.matchMedia(MOBILE);
    const onResize = () => {
      if (!phone.matches) setOpen(false);
    };
    phone.addEventListener('change', onResize);
    return () => phone.removeEventListener('change', onResize);
  }, [open]);
  useEscapeKey(open, close);

  useLoadWhenIdle(loadDrawer, MOBILE);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon min-[769px]:hidden"
        aria-label="Ouvrir le menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-brand-900 stroke-2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={<DrawerLoading onClose={close} button={buttonRef} />}>
          <drawer.Component items={items} search={search} priceToggle={priceToggle} onClose={close} button={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

type ShellProps = {onClose: () => void; button: React.RefObject<HTMLButtonElement | null>};

/** The overlay while the panel's file comes (a tap before the page was idle, on a slow line). */
function DrawerLoading(props: ShellProps) {
  return (
    <MenuPanelFrame {...props} busy className="text-slate-700">
      <p role="status">Chargement du menu…</p>
    </MenuPanelFrame>
  );
}

/** When the panel's file cannot be loaded (offline): the pages it leads to, from the site map. */
function DrawerUnavailable({onClose, button}: ShellProps) {
  return (
    <MenuPanelFrame onClose={onClose} button={button} className="text-slate-700">
      <p role="alert">Le menu n’a pas pu être chargé. Vérifiez votre connexion.</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href="/plan-du-site" className="link">
          Plan du site
        </a>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Fermer
        </button>
      </p>
    </MenuPanelFrame>
  );
}
