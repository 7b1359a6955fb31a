// What belongs to one visitor on a shared page (docs/decisions/050-shared-pages.md): the
// cart behind the header's badge, whether they are signed in, and on a product page what
// the reviews section shows them only. Read by /api/visiteur after the page hydrates.
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {accountData} from '~/lib/account/account-data.server';
import {withFallback} from '~/lib/platform/storefront-errors';
import {reviewerName} from '~/lib/reviews/product-reviews.server';
import {fetchProductReviews, helpfulVotes, myReviews} from '~/lib/reviews/reviews.server';
import type {VisitorData} from '~/lib/visitor/visitor';

type Context = Pick<HydrogenRouterContextProvider, 'env' | 'storefront' | 'appSession' | 'cart' | 'customerAccount'>;

/** A Storefront API product id, as the product page's reviews section sends it. */
const PRODUCT_ID = /^gid:\/\/shopify\/Product\/\d{1,20}$/;

export async function visitorData(context: Context, url: URL): Promise<VisitorData> {
  const session = context.appSession;
  const productId = url.searchParams.get('produit');
  const mine = myReviews(session);
  const [cart, signedIn, name, pending] = await Promise.all([
    withFallback(context.cart.get(), null),
    accountData(context).isSignedIn(),
    reviewerName(context),
    // Their own reviews waiting for moderation, on this product only.
    productId && PRODUCT_ID.test(productId) && mine.length > 0
      ? fetchProductReviews(context.env, productId, mine).then((found) => found?.reviews.filter((review) => review.pending) ?? [])
      : Promise.resolve([]),
  ]);
  return {
    signedIn,
    cart,
    reviews: {customerName: name, helpfulIds: helpfulVotes(session), pending},
  };
}
