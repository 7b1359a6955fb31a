import {data} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {accountData} from '~/lib/account/account-data.server';
import {deliverForm} from '~/lib/platform/form-delivery.server';
import {attempt, withFallback} from '~/lib/platform/storefront-errors';
import {REVIEW_MESSAGES, parseNote, publicReviewerName, type ReviewActionData} from '~/lib/reviews/reviews';
import {fetchProductReviews, helpfulVotes, myReviews, postHelpful, rememberHelpfulVote, rememberMyReview, visitorId} from '~/lib/reviews/reviews.server';
import {validateReview} from '~/lib/validation';

// The product page's reviews section on the server: what its loader streams, and the two
// intents of its action, the review form and the 'Utile' vote (SPEC.md section 5).

type Context = Pick<HydrogenRouterContextProvider, 'env' | 'storefront' | 'appSession' | 'renderHealth' | 'sharedPage'>;
type AccountContext = Pick<HydrogenRouterContextProvider, 'env' | 'storefront' | 'appSession' | 'customerAccount'>;

/** What the reviews section needs; the list is streamed below the fold. */
export function productReviewsSection(context: Context, productId: string, url: URL, customerName: string | null) {
  const endpoint = context.env.FORMS_ENDPOINT;
  return {
    /** 'browser': no inbox configured, SPEC.md's reviews kept in the visitor's browser. */
    mode: endpoint ? ('server' as const) : ('browser' as const),
    // Null (logged) when the inbox fails: the page is shown, never cached.
    list: endpoint
      ? fetchProductReviews(context.env, productId, myReviews(context.appSession)).then((list) => {
          if (!list) context.renderHealth.fail();
          return list;
        })
      : null,
    helpfulIds: helpfulVotes(context.appSession),
    customerName,
    /** A shared page: the visitor's own part (name, votes, pending reviews) comes from /api/visiteur. */
    personalLater: context.sharedPage,
    initialRating: parseNote(url.searchParams.get('note')),
  };
}

/** The name a signed-in customer's reviews are published under ('Jeanne D.'), else null. */
export async function reviewerName(context: AccountContext): Promise<string | null> {
  const customer = await withFallback(accountData(context).customer(), null);
  return customer ? publicReviewerName(customer.firstName, customer.lastName) : null;
}

/** The signed-in customer and the products they ordered (either account system), else nulls. */
async function reviewingCustomer(context: AccountContext) {
  const account = accountData(context);
  if (!(await account.isSignedIn())) return {customer: null, ordered: null};
  const [customer, ordered] = await Promise.all([withFallback(account.customer(), null), withFallback(account.orderedProductIds(), null)]);
  return {customer, ordered};
}

/**
 * 'Utile': +1 on the inbox, once per visitor (the session remembers the reviews it found
 * useful; the inbox counts one vote per visitor's address, keyed with the session secret).
 */
export async function voteHelpful(context: Pick<Context, 'env' | 'appSession'>, request: Request, form: FormData) {
  const reviewId = String(form.get('reviewId') ?? '');
  if (!/^\d{1,12}$/.test(reviewId)) return data<ReviewActionData>({intent: 'helpful', ok: false, reviewId: ''}, {status: 400});
  if (helpfulVotes(context.appSession).includes(reviewId)) return {intent: 'helpful', ok: true, reviewId} satisfies ReviewActionData;
  const helpful = await postHelpful(context.env, reviewId, await visitorId(request, context.env.SESSION_SECRET));
  if (helpful === null) return data<ReviewActionData>({intent: 'helpful', ok: false, reviewId}, {status: 502});
  rememberHelpfulVote(context.appSession, reviewId);
  return {intent: 'helpful', ok: true, reviewId, helpful} satisfies ReviewActionData;
}

const REVIEW_FIELDS = ['title', 'comment', 'customerName', 'customerEmail', 'rating'];

/** A review of the product `handle` (intent 'review'): checked, delivered to the inbox, remembered for its author. */
export async function submitReview(context: AccountContext, handle: string, form: FormData) {
  // What was typed, given back as is when the review is not taken.
  const values: Record<string, string> = {};
  for (const field of REVIEW_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  const fail = (errors: Partial<Record<string, string>>, status: number) =>
    data<ReviewActionData>({intent: 'review', ok: false, errors, values}, {status});
  if (form.get('intent') !== 'review') return fail({form: REVIEW_MESSAGES.saveFailed}, 400);

  const found = await attempt(
    Promise.all([context.storefront.query(PRODUCT_ID_QUERY, {variables: {handle}, cache: context.storefront.CacheShort()}), reviewingCustomer(context)]),
  );
  // The shop is unreachable: the review is not lost, the shopper can send it again.
  if (!found.ok) return fail({form: REVIEW_MESSAGES.saveFailed}, 503);
  const [{product}, {customer, ordered}] = found.value;
  if (!product) return fail({form: REVIEW_MESSAGES.saveFailed}, 404);
  const checked = validateReview(values, {
    customer: customer ? {name: publicReviewerName(customer.firstName, customer.lastName), email: customer.email ?? ''} : null,
  });
  if (!checked.ok) return fail(checked.errors, 400);

  // 'Achat vérifié': the signed-in customer has ordered this product.
  const verified = Boolean(ordered?.includes(product.id));
  const delivery = await deliverForm(context.env, 'review', {...checked.data, productId: product.id, verified});
  if (!delivery.ok) {
    if (delivery.reason === 'invalid') {
      const errors = {...delivery.errors};
      // The inbox's field names are the form's; an error on the product is the shop's, not the shopper's.
      if (errors.productId) errors.form = REVIEW_MESSAGES.saveFailed;
      delete errors.productId;
      return fail(errors, errors.form === REVIEW_MESSAGES.duplicate ? 409 : 400);
    }
    return fail({form: REVIEW_MESSAGES.saveFailed}, 502);
  }
  if (delivery.id) rememberMyReview(context.appSession, delivery.id);
  return {intent: 'review', ok: true, message: REVIEW_MESSAGES.submitted} satisfies ReviewActionData;
}

const PRODUCT_ID_QUERY = `#graphql
  query ProductReviewTarget($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
    }
  }
` as const;

