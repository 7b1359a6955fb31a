import {useCallback, useEffect, useRef, useState} from 'react';
import {useEscapeKey} from '~/components/useEscapeKey';

export const MENU_CLOSE_DELAY_MS = 300;

/**
 * Open/close behaviour shared by the header's menus: opens on hover and on keyboard focus
 * of the trigger, closes 300 ms after the pointer leaves, when focus leaves, and on Escape
 * (focus goes back to the trigger without reopening the menu).
 */
export function useHoverMenu<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<T>(null);
  const returningFocus = useRef(false);

  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  const hide = useCallback(() => setOpen(false), []);
  // Opened by the pointer, the keyboard's focus is elsewhere: Escape closes it from anywhere
  // (from inside, the container's handler below also gives the focus back to the trigger).
  useEscapeKey(open, hide);

  return {
    open,
    setOpen,
    triggerRef,
    containerProps: {
      onMouseEnter: show,
      onMouseLeave: hideSoon,
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          returningFocus.current = true;
          triggerRef.current?.focus();
          returningFocus.current = false;
        }
      },
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    onTriggerFocus: () => {
      if (!returningFocus.current) show();
    },
  };
}
