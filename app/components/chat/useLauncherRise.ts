import {useEffect, useState, type RefObject} from 'react';
import {CHAT_PANEL_ID, launcherRise, LAUNCHER_OBSTACLES, type Box} from '~/lib/chat/launcher';

/**
 * The floating chat button steps up out of the way of the links, buttons and fields under
 * it (the home page's « Voir le catalogue » on a phone, a « Retirer » of the cart summary),
 * measured again on scroll, resize and layout changes, once per frame. Open, it stays put
 * (the panel sits above it). Where no place is free within half the screen it stays where
 * it is.
 */
export function useLauncherRise(buttonRef: RefObject<HTMLElement | null>, open: boolean, pathname: string): number {
  const [rise, setRise] = useState(0);

  useEffect(() => {
    if (open) {
      setRise(0);
      return;
    }
    let frame = 0;
    let current = 0;
    const measure = () => {
      frame = 0;
      const button = buttonRef.current;
      if (!button) return;
      const rect = button.getBoundingClientRect();
      // Its own place, from its CSS (the box on screen may be half-way through a move).
      const bottom = document.documentElement.clientHeight - parseFloat(getComputedStyle(button).bottom);
      const place: Box = {left: rect.left, right: rect.right, top: bottom - button.offsetHeight, bottom};
      const controls: Box[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(LAUNCHER_OBSTACLES)) {
        if (button.contains(element) || element.closest(`#${CHAT_PANEL_ID}, [data-launcher-ignore]`)) continue;
        const box = element.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) continue;
        controls.push(box);
      }
      const next = launcherRise(place, controls, window.innerHeight / 2) ?? 0;
      if (next !== current) {
        current = next;
        setRise(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [buttonRef, open, pathname]);

  return rise;
}
