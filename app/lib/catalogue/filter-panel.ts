import type {ShouldRevalidateFunctionArgs} from 'react-router';
import type {PriceMode} from '../vat.ts';
import type {ProductFilters} from './filters.ts';
import type {FacetGroup} from './facets.ts';

/**
 * What a list's filter panel route returns (a collection's, /verins's: decisions 077 and 083):
 * the list it applies to, the URL's choices, the facets with their counts, the tags.
 */
export type ListFiltersData = {
  basePath: string;
  title: string;
  filters: ProductFilters;
  priceMode: PriceMode;
  tags: string[];
  tagCounts: Record<string, number>;
  facets: FacetGroup[];
};

// The filter panels fetched beside a list (decision 077): after a form posts (a line added to
// the cart, a review vote…), React Router reloads every loaded fetcher. A panel's facets and
// counts do not depend on the cart; its price labels and bands depend on the price mode, which
// /prix changes. The page's own data is reloaded as before.
const PRICE_MODE_ACTION = '/prix';

export function panelShouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'formAction' | 'defaultShouldRevalidate'>): boolean {
  if (formMethod && formMethod !== 'GET') return formAction === PRICE_MODE_ACTION;
  return defaultShouldRevalidate;
}

/**
 * What a panel's client loader returns when it cannot be read (no network, a shop that fails or
 * does not answer): the panel says so in its own place and offers to try again; the list beside
 * it stays. Thrown, the error would replace the whole page through its error boundary.
 */
export const PANEL_FAILED = {panelFailed: true} as const;

export function isPanelFailure(data: unknown): data is typeof PANEL_FAILED {
  return typeof data === 'object' && data !== null && (data as {panelFailed?: unknown}).panelFailed === true;
}

/**
 * The client loader of a part fetched after its page (a filter panel, the related products): the
 * server's answer, or PANEL_FAILED when it cannot be read (no network, a shop that fails or times
 * out), so that the part says so in its place and never takes the page down with it.
 */
export async function panelOrFailure<T>(serverLoader: () => Promise<T>): Promise<T | typeof PANEL_FAILED> {
  try {
    return await serverLoader();
  } catch {
    return PANEL_FAILED;
  }
}
