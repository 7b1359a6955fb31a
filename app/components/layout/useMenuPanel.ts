import {useLayoutEffect, type RefObject} from 'react';
import {tabbableElements, useFocusTrap} from '~/components/useFocusTrap';

/** The 375 px menu's panel's id, whatever it shows (MobileMenu's button controls it). */
export const MENU_ID = 'menu-mobile';

/**
 * What the 375 px menu's panel does while it is on screen, whatever it shows (the menu, the
 * message while it loads, the one when it cannot load): the page does not scroll under it, the
 * keyboard stays in it, the focus goes in as it appears (its first control, or the panel itself)
 * and back to the menu button when it goes. Set before it is painted.
 */
export function useMenuPanel(panel: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useFocusTrap(panel, true);
  useLayoutEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const element = panel.current;
    if (element) (tabbableElements(element)[0] ?? element).focus();
    const opener = button.current;
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [panel, button]);
}
