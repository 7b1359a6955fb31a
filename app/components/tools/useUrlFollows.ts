import {useEffect, useRef} from 'react';
import {useLocation, useNavigate, useNavigation} from 'react-router';

// A tool page whose state lives in its URL: the state changes at once on screen and the
// URL follows a moment later, replacing the history entry (no entry per keystroke).

/** Marks the navigations by which the URL follows the page's state. */
export const FOLLOW_STATE = {toolsFollow: true} as const;

export function isFollowNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'toolsFollow' in state;
}

/** Keeps the URL in step with the state, without adding history entries. */
export function useUrlFollows(search: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const current = useRef(location.search);
  current.current = location.search;
  const busy = useRef(false);
  busy.current = navigation.state !== 'idle';
  const behind = useRef<string | null>(null);
  // The URL the page was opened with stays as it is until the shopper changes something: a
  // rewrite on load (the state written in full) would abort a link clicked before the page
  // came to life, and would turn a shared link into another one for nothing.
  const initial = useRef(search);
  const changed = useRef(false);
  if (search !== initial.current) changed.current = true;
  // Navigation state renders in a transition, possibly after the timer below: a click on
  // a link to another page is noted at once, so that page is not cancelled by this one.
  const leaving = useRef(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.origin === window.location.origin && link.pathname !== window.location.pathname) leaving.current = true;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  // A page whose loader runs again for a new state (the tools' shortlist) is busy for a
  // moment after each step: once idle, the URL catches up with what changed meanwhile.
  const idle = navigation.state === 'idle';
  useEffect(() => {
    behind.current = !changed.current || search === current.current ? null : search;
    if (behind.current === null || !idle) return;
    const timer = setTimeout(() => {
      // The shopper is leaving (a product link, say): do not pull them back.
      if (!busy.current && !leaving.current) navigate(search, {replace: true, preventScrollReset: true, state: FOLLOW_STATE});
    }, 250);
    return () => clearTimeout(timer);
  }, [search, navigate, idle]);
  // Leaving before the URL caught up: write the state into this page's history entry
  // (still the current one while the next page loads), so 'Back' finds it.
  useEffect(() => {
    // Still here once the navigation settles (it was cancelled): follow again.
    if (navigation.state === 'idle') leaving.current = false;
    if (navigation.state === 'idle' || behind.current === null) return;
    if (navigation.location.pathname === location.pathname) return;
    window.history.replaceState(window.history.state, '', `${location.pathname}${behind.current}${location.hash}`);
    behind.current = null;
  }, [navigation.state, navigation.location, location.pathname, location.hash]);
}
