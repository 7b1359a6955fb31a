import {useEffect, useRef} from 'react';

/**
 * After « Réessayer » the button goes (the content, or the message again, takes its place) and the
 * keyboard would fall back to the top of the page. The region that was tried again takes the focus
 * when its answer has come, whichever it is: `settled` is true once something is drawn in it
 * (content or failure), false while it loads.
 */
export function useFocusAfterRetry<T extends HTMLElement>(settled: boolean) {
  const region = useRef<T>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (!settled || !waiting.current) return;
    waiting.current = false;
    region.current?.focus();
  }, [settled]);
  return {
    region,
    retried: () => {
      waiting.current = true;
    },
  };
}
