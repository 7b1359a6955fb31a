import type {ShouldRevalidateFunctionArgs} from 'react-router';

// The filter panels fetched beside a list (decision 077): after a form posts (a line added to
// the cart, a review vote…), React Router reloads every loaded fetcher. A panel's facets and
// counts do not depend on the cart; its price labels and bands depend on the price mode, which
// /prix changes. The page's own data is reloaded as before.
const PRICE_MODE_ACTION = '/prix';

export function panelShouldRevalidate({formMethod, formAction, defaultShouldRevalidate}: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'formAction' | 'defaultShouldRevalidate'>): boolean {
  if (formMethod && formMethod !== 'GET') return formAction === PRICE_MODE_ACTION;
  return defaultShouldRevalidate;
}
