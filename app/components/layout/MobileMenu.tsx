import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from 'react-router';
import {useLoadWhenIdle} from '~/components/useLoadWhenIdle';
import type {NavLinkItem} from '~/lib/layout/menu';

// The panel loads on first opening, or once the page is idle on a screen narrow enough to show
// this button (SPEC.md: mobile at 768 px or less): a page's initial JavaScript only holds the button.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().catch(() => ({default: DrawerUnavailable})));
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

  // Escape closes, while the panel loads too.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useLoadWhenIdle(loadDrawer, MOBILE);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon min-[769px]:hidden"
        aria-label="Ouvrir le menu"
        aria-expanded={open}
        aria-controls="menu-mobile"
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-brand-900 stroke-2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={<DrawerLoading onClose={close} />}>
          <MobileMenuDrawer items={items} search={search} priceToggle={priceToggle} onClose={close} button={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The overlay while the panel's file comes (a tap before the page was idle, on a slow line). */
function DrawerLoading({onClose}: {onClose: () => void}) {
  return (
    <DrawerShell onClose={onClose} role="status">
      Chargement du menu…
    </DrawerShell>
  );
}

/** When the panel's file cannot be loaded (offline): the pages it leads to, from the site map. */
function DrawerUnavailable({onClose}: {onClose: () => void}) {
  return (
    <DrawerShell onClose={onClose} role="alert">
      <p>Le menu n’a pas pu être chargé. Vérifiez votre connexion.</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href="/plan-du-site" className="link">
          Plan du site
        </a>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Fermer
        </button>
      </p>
    </DrawerShell>
  );
}

/** The overlay and the panel's place, for what is shown there instead of the menu. */
function DrawerShell({onClose, role, children}: {onClose: () => void; role: 'status' | 'alert'; children: React.ReactNode}) {
  return (
    <div className="fixed inset-0 z-50 min-[769px]:hidden">
      <button type="button" className="absolute inset-0 h-full w-full cursor-default bg-slate-900/60" aria-label="Fermer le menu" tabIndex={-1} onClick={onClose} />
      <div role={role} className="absolute inset-y-0 left-0 w-[min(22rem,88vw)] bg-white p-4 text-slate-700 shadow-xl">
        {children}
      </div>
    </div>
  );
}
