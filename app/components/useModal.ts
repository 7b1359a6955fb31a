import {useLayoutEffect, type RefObject} from 'react';
import {lockPageScroll} from '~/components/pageScrollLock';
import {inAnotherTrap, tabbableElements, useFocusTrap} from '~/components/useFocusTrap';

/**
 * While `active`, `ref`'s element is modal: the page behind does not scroll, Tab and Shift+Tab
 * stay inside, and the focus goes in (`initialFocus`, else its first control, else the element
 * itself) unless it is there already or in another modal panel (the menu over the chat). When it stops being modal (closed, unmounted, or a panel
 * that is modal only on a phone when the window grows), the scrolling comes back and, if
 * `returnFocus` is given, the focus goes to it. Set before the browser paints.
 */
export function useModal(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  {initialFocus, returnFocus}: {initialFocus?: RefObject<HTMLElement | null>; returnFocus?: RefObject<HTMLElement | null>} = {},
) {
  useFocusTrap(ref, active);
  useLayoutEffect(() => {
    if (!active) return;
    const release = lockPageScroll();
    const element = ref.current;
    const focused = document.activeElement;
    if (element && !element.contains(focused) && !inAnotherTrap(element, focused)) {
      (initialFocus?.current ?? tabbableElements(element)[0] ?? element).focus();
    }
    const opener = returnFocus?.current;
    return () => {
      release();
      opener?.focus();
    };
  }, [active, ref, initialFocus, returnFocus]);
}
