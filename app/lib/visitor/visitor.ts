// The personal parts of a shared page, as /api/visiteur sends them (visitor.server.ts).
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {Review} from '~/lib/reviews/reviews';

/** Where the browser asks for them, once the page has hydrated. */
export const VISITOR_PATH = '/api/visiteur';

/** The fetcher key the layout loads them under; any component may read the same data. */
export const VISITOR_FETCHER_KEY = 'visiteur';

export interface VisitorData {
  signedIn: boolean;
  cart: CartApiQueryFragment | null;
  reviews: {
    /** A signed-in customer's public name ('Jeanne D.'), else null. */
    customerName: string | null;
    /** Reviews this visitor found useful. */
    helpfulIds: string[];
    /** Their own reviews of the asked product, waiting for moderation. */
    pending: Review[];
  };
}
