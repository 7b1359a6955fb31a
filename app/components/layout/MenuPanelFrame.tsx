import {useRef, type RefObject} from 'react';
import {useModal} from '~/components/useModal';

/** The 375 px menu's panel's id, whatever it shows (MobileMenu's button controls it). */
export const MENU_ID = 'menu-mobile';

/**
 * The 375 px menu's overlay and dialog, whatever it shows (the menu, the message while it loads,
 * the one when it cannot load): the page does not scroll under it, the keyboard stays in it, the
 * focus goes in as it appears (its first control, or the panel itself) and back to the menu
 * button when it goes, set before it is painted. A tap on the overlay closes it.
 */
export function MenuPanelFrame({
  onClose,
  button,
  busy = false,
  className = '',
  testId,
  children,
}: {
  onClose: () => void;
  button: RefObject<HTMLButtonElement | null>;
  busy?: boolean;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true, {returnFocus: button});
  return (
    <div className="fixed inset-0 z-50 min-[769px]:hidden">
      <button
        type="button"
        className="absolute inset-0 h-full w-full cursor-default bg-slate-900/60"
        aria-label="Fermer le menu"
        tabIndex={-1}
        onClick={onClose}
        data-testid="mobile-menu-overlay"
      />
      <div
        ref={panel}
        id={MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`absolute inset-y-0 left-0 w-[min(22rem,88vw)] bg-white p-4 shadow-xl outline-none ${className}`}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
