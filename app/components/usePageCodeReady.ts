import {useEffect} from 'react';
import {PAGE_CODE_READY} from '~/lib/platform/after-paint';

/**
 * Tells the page that React has hydrated it (decision 086): the clicks held before its code came
 * are given back then. After the hydration's commit, not when it starts: a click given back
 * while React is still hydrating made it stop (React error 345, the page left without its code).
 */
export function usePageCodeReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_CODE_READY));
  }, []);
}
