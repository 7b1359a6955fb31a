import {useEffect} from 'react';

/**
 * Fetches a part's code once the page is idle, where the screen matches `media` (the menus
 * drawn on opening, decision 087): there before the shopper reaches for it, without being in
 * the page's initial JavaScript. A failure is left to the part, which tries again when drawn.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>, media: string) {
  useEffect(() => {
    if (!window.matchMedia(media).matches) return;
    const run = () => {
      load().catch(() => {
        // Offline: drawing the part tries again.
      });
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [load, media]);
}
