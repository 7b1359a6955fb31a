import {useEffect, type RefObject} from 'react';

// The one focus trap of the shop (the mobile menu, modal dialogs): Tab and Shift+Tab
// go round the container's controls, from the last to the first and back, and a focus
// that left it comes back in. One rule for what Tab can reach, below.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';

/**
 * What Tab reaches in `container`, in order: enabled controls that are laid out, not taken
 * out of the tab order (tabindex -1), and not inside a closed <details> (whose content
 * Chromium still lays out); the <summary> of a closed <details> stays reachable.
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0) return false;
    const closed = element.closest('details:not([open])');
    if (closed && element.parentElement !== closed) return false;
    return element.getClientRects().length > 0;
  });
}

/** The elements that keep the keyboard in now. */
const traps = new Set<HTMLElement>();

/**
 * Whether `element` is inside a trap other than `container`'s: two can be active at once (the
 * 375 px menu opened over the chat, which becomes modal as the window narrows), and neither
 * takes the focus from the other.
 */
export function inAnotherTrap(container: HTMLElement, element: Element | null): boolean {
  if (!element) return false;
  for (const trap of traps) if (trap !== container && trap.contains(element)) return true;
  return false;
}

/** Keeps the keyboard inside `ref`'s element while `active`. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const trap = ref.current;
    if (trap) traps.add(trap);
    const onKeyDown = (event: KeyboardEvent) => {
      const container = ref.current;
      if (event.key !== 'Tab' || !container || inAnotherTrap(container, document.activeElement)) return;
      const controls = tabbableElements(container);
      if (controls.length === 0) {
        // Nothing to reach in it (a message while it loads): the focus stays on it.
        event.preventDefault();
        container.focus();
        return;
      }
      const first = controls[0];
      const last = controls[controls.length - 1];
      const current = document.activeElement;
      if (!current || !container.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      if (trap) traps.delete(trap);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active]);
}
