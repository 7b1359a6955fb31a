import {useLocation} from 'react-router';
import {priceSwitchTarget} from '~/lib/catalogue/page-size';

// The history entry the page was hydrated on (a reload keeps its state, but Hydrogen's
// `Pagination` then shows the address's batch only): its state is not what the shopper sees.
let hydrationKey: string | undefined;

/**
 * The address the HT/TTC switch returns to (decision 083): after « Charger plus », the list's
 * first page with every card shown; otherwise the page as it is. The same on the server and at
 * hydration (the hydrated entry's state is never read), so the form works without JavaScript.
 */
export function usePriceSwitchTarget(): string {
  const location = useLocation();
  if (typeof document !== 'undefined' && hydrationKey === undefined) hydrationKey = location.key;
  if (location.key === hydrationKey) return location.pathname + location.search;
  return priceSwitchTarget(location);
}
