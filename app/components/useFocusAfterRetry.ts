import {useEffect, useRef} from 'react';

/** A retry waiting for its answer: what was drawn when « Réessayer » was used, and whether the region has been empty since. */
export type PendingRetry = {from: unknown; emptied: boolean};

/**
 * The rule: after a retry, the region takes the focus when a new answer is drawn, or the same one
 * after the region was empty (loading). `answer` is null while it loads. Returns the retry still
 * waiting (null once answered) and whether to focus now.
 */
export function afterRetry(pending: PendingRetry | null, answer: unknown): {pending: PendingRetry | null; focus: boolean} {
  if (!pending) return {pending: null, focus: false};
  if (answer == null) return {pending: {...pending, emptied: true}, focus: false};
  if (answer === pending.from && !pending.emptied) return {pending, focus: false};
  return {pending: null, focus: true};
}

/**
 * After « Réessayer » the button goes (the content, or the message again, takes its place) and the
 * keyboard would fall back to the top of the page. The region that was tried again takes the focus
 * when its answer has come, whichever it is.
 *
 * `answer` is what the region draws: the data or the failure, null while it loads. Keyed on the
 * answer, not on « something is drawn »: React Router renders a fetcher's states in a transition,
 * and a quick answer can replace the « loading » render before it is drawn, so the region can go
 * from the failure to the content without ever having been empty.
 */
export function useFocusAfterRetry<T extends HTMLElement>(answer: unknown, load: () => unknown) {
  const region = useRef<T>(null);
  const pending = useRef<PendingRetry | null>(null);
  useEffect(() => {
    const next = afterRetry(pending.current, answer);
    pending.current = next.pending;
    if (next.focus) region.current?.focus();
  }, [answer]);
  return {
    region,
    /** « Réessayer »: asks again (`load`), the region to be focused when the answer comes. */
    retry: () => {
      pending.current = {from: answer, emptied: false};
      void load();
    },
  };
}
