import {Suspense, useEffect, useId, useRef, useState} from 'react';
import {Await, Link, useActionData, useFetcher, useLocation, type Location} from 'react-router';
import {useVisitorReviews} from '~/components/visitor/useVisitorReviews';
import {FormField} from '~/components/FormField';
import {Stars} from '~/components/reviews/Stars';
import {formatDateFr} from '~/lib/dates';
import {
  REVIEW_MESSAGES,
  REVIEW_RATINGS,
  type ProductReviews,
  type Rating,
  type Review,
  type ReviewActionData,
  distributionPercent,
  formatAverage,
  reviewCountLabel,
  reviewStats,
} from '~/lib/reviews/reviews';
import {addBrowserReview, loadBrowserReviews, markBrowserHelpful} from '~/lib/reviews/reviews-browser';
import {DEFAULT_REVIEW_RATING, MAX_LENGTHS, type ReviewData, type ReviewField, validateReview} from '~/lib/validation';

export interface ReviewsSectionProps {
  productId: string;
  productTitle: string;
  /** 'browser': no inbox configured, SPEC.md's local-storage reviews. */
  mode: 'server' | 'browser';
  reviews: Promise<ProductReviews | null> | null;
  helpfulIds: string[];
  /** A signed-in customer: name and email come from the account, the fields are hidden. */
  customerName: string | null;
  /** From /merci's stars (`?note=N`): opens the form with that rating. */
  initialRating: Rating | null;
  /** A shared page: the visitor's name, votes and pending reviews arrive after hydration. */
  personalLater?: boolean;
  /** The visitor's own reviews waiting for moderation, when they arrived that way. */
  pendingReviews?: Review[];
}

const EMPTY: ProductReviews = {reviews: [], stats: reviewStats([])};

export function ReviewsSection(shared: ReviewsSectionProps) {
  const props = useVisitorReviews(shared);
  return (
    <section id="avis" className="mt-16 scroll-mt-24" aria-labelledby="avis-titre">
      <h2 id="avis-titre" className="text-2xl font-bold">
        Avis clients
      </h2>
      {props.mode === 'browser' ? (
        <BrowserReviews {...props} />
      ) : (
        <Suspense fallback={<ReviewsBody {...props} data={null} loading />}>
          <Await resolve={props.reviews} errorElement={<ReviewsBody {...props} data={EMPTY} />}>
            {(data) => <ReviewsBody {...props} data={data ?? EMPTY} />}
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function ReviewsBody({
  data,
  loading = false,
  ...props
}: ReviewsSectionProps & {data: ProductReviews | null; loading?: boolean}) {
  data = withPending(data, props.pendingReviews);
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[20rem_1fr]">
      <div>
        <ReviewStatsPanel data={data} loading={loading} />
        <ReviewForm {...props} />
      </div>
      <ReviewList data={data} loading={loading} helpfulIds={props.helpfulIds} />
    </div>
  );
}

/** The visitor's pending reviews first, as the inbox lists them for their author. */
function withPending(data: ProductReviews | null, pending: Review[] | undefined): ProductReviews | null {
  if (!data || !pending || pending.length === 0) return data;
  const known = new Set(data.reviews.map((review) => review.id));
  return {...data, reviews: [...pending.filter((review) => !known.has(review.id)), ...data.reviews]};
}

// ---------------------------------------------------------------- browser-only mode

function BrowserReviews(props: ReviewsSectionProps) {
  const [state, setState] = useState<(ProductReviews & {helpfulIds: string[]}) | null>(null);
  useEffect(() => {
    try {
      setState(loadBrowserReviews(window.localStorage, props.productId));
    } catch (error) {
      // SPEC.md section 8: a load failure is logged only.
      console.error(error);
      setState({...EMPTY, helpfulIds: []});
    }
  }, [props.productId]);
  const refresh = () => setState(loadBrowserReviews(window.localStorage, props.productId));

  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[20rem_1fr]">
      <div>
        <ReviewStatsPanel data={state} loading={state === null} />
        <ReviewForm
          {...props}
          onLocalSubmit={(review) => {
            try {
              addBrowserReview(window.localStorage, props.productId, review);
            } catch (error) {
              console.error(error);
              return {ok: false, errors: {form: REVIEW_MESSAGES.saveFailed}};
            }
            refresh();
            return {ok: true, message: REVIEW_MESSAGES.published};
          }}
        />
      </div>
      <ReviewList
        data={state}
        loading={state === null}
        helpfulIds={state?.helpfulIds ?? []}
        onLocalHelpful={(id) => {
          if (markBrowserHelpful(window.localStorage, id)) refresh();
        }}
      />
    </div>
  );
}

// ---------------------------------------------------------------- statistics

function ReviewStatsPanel({data, loading}: {data: ProductReviews | null; loading: boolean}) {
  if (loading || !data) {
    return (
      <p className="text-slate-700" aria-live="polite">
        Chargement des avis…
      </p>
    );
  }
  const {stats} = data;
  return (
    <div data-testid="review-stats">
      {stats.totalReviews > 0 ? (
        <div className="flex items-center gap-3">
          <p className="text-4xl font-bold" data-testid="review-average">
            {formatAverage(stats.averageRating)}
          </p>
          <div>
            <Stars rating={stats.averageRating} className="text-xl" />
            <p className="text-sm text-slate-700" data-testid="review-total">
              {reviewCountLabel(stats.totalReviews)}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-slate-700" data-testid="review-total">
          Aucun avis pour le moment. Soyez le premier à donner le vôtre !
        </p>
      )}
      {stats.totalReviews > 0 ? (
        <ul className="mt-4 space-y-1.5" aria-label="Répartition des notes">
          {REVIEW_RATINGS.map((rating) => {
            const count = stats.ratingDistribution[String(rating) as keyof typeof stats.ratingDistribution];
            const percent = distributionPercent(stats, rating);
            return (
              <li key={rating} className="flex items-center gap-2 text-sm" data-testid={`review-bar-${rating}`}>
                <span className="w-16 shrink-0">
                  {rating} étoile{rating > 1 ? 's' : ''}
                </span>
                <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-500" style={{width: `${percent}%`}} />
                </span>
                <span className="w-20 shrink-0 text-right text-slate-700">
                  {count}
                  <span className="sr-only"> avis</span> ({percent} %)
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- list

function ReviewList({
  data,
  loading,
  helpfulIds,
  onLocalHelpful,
}: {
  data: ProductReviews | null;
  loading: boolean;
  helpfulIds: string[];
  onLocalHelpful?: (id: string) => void;
}) {
  if (loading || !data) return <div aria-hidden="true" />;
  if (data.reviews.length === 0) return <div />;
  return (
    <ol className="space-y-6" aria-label="Avis, du plus récent au plus ancien" data-testid="review-list">
      {data.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} voted={helpfulIds.includes(review.id)} onLocalHelpful={onLocalHelpful} />
      ))}
    </ol>
  );
}

function ReviewItem({review, voted, onLocalHelpful}: {review: Review; voted: boolean; onLocalHelpful?: (id: string) => void}) {
  const titleId = useId();
  return (
    <li className="border-b border-slate-200 pb-6" aria-labelledby={titleId} data-testid="review">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <h3 id={titleId} className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          Par {review.customerName}, le {formatDateFr(review.createdAt)}
        </span>
        {review.verified ? (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{REVIEW_MESSAGES.verified}</span>
        ) : null}
        {review.pending ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{REVIEW_MESSAGES.pending}</span>
        ) : null}
      </p>
      {/* Text, never HTML: React escapes it; line breaks are kept by CSS. */}
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.comment}</p>
      {review.pending ? null : <HelpfulButton review={review} voted={voted} onLocalHelpful={onLocalHelpful} />}
    </li>
  );
}

function HelpfulButton({review, voted, onLocalHelpful}: {review: Review; voted: boolean; onLocalHelpful?: (id: string) => void}) {
  const fetcher = useFetcher<ReviewActionData>({key: `helpful-${review.id}`});
  const result = fetcher.data?.intent === 'helpful' ? fetcher.data : undefined;
  const sending = fetcher.state !== 'idle';
  const failed = result?.ok === false;
  const done = voted || sending || result?.ok === true;
  // Until the revalidated list arrives, count the vote being sent (optimistic).
  const count = !voted && (sending || result?.ok) ? (result?.helpful ?? review.helpful + 1) : review.helpful;
  const button = (
    <button
      type={onLocalHelpful ? 'button' : 'submit'}
      className="btn-secondary px-3 py-1 text-sm"
      aria-pressed={done}
      disabled={done && !failed}
      onClick={onLocalHelpful && !done ? () => onLocalHelpful(review.id) : undefined}
    >
      Utile ({count})
    </button>
  );
  return (
    <div className="mt-3 flex items-center gap-3 text-sm">
      {onLocalHelpful ? (
        button
      ) : (
        <fetcher.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="helpful" />
          <input type="hidden" name="reviewId" value={review.id} />
          {button}
        </fetcher.Form>
      )}
      {done && !failed ? <span className="text-slate-700">Merci pour votre retour.</span> : null}
      {failed ? (
        <span role="alert" className="text-red-700">
          {REVIEW_MESSAGES.helpfulFailed}
        </span>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- form

type LocalResult = {ok: true; message: string} | {ok: false; errors: Partial<Record<ReviewField, string>>};

function ReviewForm({
  customerName,
  initialRating,
  productTitle,
  onLocalSubmit,
}: ReviewsSectionProps & {onLocalSubmit?: (review: ReviewData) => LocalResult}) {
  const fetcher = useFetcher<ReviewActionData>({key: 'review-form'});
  // Without JavaScript the form posts as a navigation: its answer is the action data.
  const actionData = useActionData<ReviewActionData>();
  const [localResult, setLocalResult] = useState<LocalResult | null>(null);
  const server = fetcher.data ?? actionData;
  const result: LocalResult | (ReviewActionData & {intent: 'review'}) | null =
    localResult ?? (server?.intent === 'review' ? server : null);
  const sending = fetcher.state !== 'idle';
  const [open, setOpen] = useState(initialRating !== null || (result !== null && !result.ok));
  const [rating, setRating] = useState<number>(initialRating ?? DEFAULT_REVIEW_RATING);
  const [formKey, setFormKey] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // After « Publier mon avis » the form closes under the keyboard: the confirmation takes the focus.
  const successRef = useRef<HTMLParagraphElement>(null);
  // The opener is a link in the server's HTML (it works without JavaScript) and a button once this code runs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const location = useLocation();
  const values = (result && !result.ok && 'values' in result ? result.values : {}) as Record<string, string>;
  const errors = result && !result.ok ? result.errors : {};

  // Success closes the form and empties it (a new key remounts its fields).
  const reset = () => {
    setOpen(false);
    setRating(DEFAULT_REVIEW_RATING);
    setFormKey((key) => key + 1);
  };
  // A server success: the router has revalidated the list; reset once per answer.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === 'review' && fetcher.data.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      reset();
    }
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (result && !result.ok) errorRef.current?.focus();
    if (result?.ok) successRef.current?.focus();
  }, [result]);

  const idPrefix = 'avis';
  const formError = errors.form ?? (Object.keys(errors).length > 0 ? REVIEW_MESSAGES.fillRequired : undefined);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
    // Same rule as the server, before anything is sent (SPEC.md section 5).
    const checked = validateReview(data);
    if (!checked.ok) {
      setLocalResult({ok: false, errors: checked.errors});
    } else if (onLocalSubmit) {
      const saved = onLocalSubmit(checked.data);
      setLocalResult(saved);
      if (saved.ok) reset();
    } else {
      setLocalResult(null);
      void fetcher.submit(form, {method: 'post', preventScrollReset: true});
    }
  };

  return (
    <div className="mt-8">
      {result?.ok ? (
        <p ref={successRef} tabIndex={-1} role="status" className="mb-4 rounded-md bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="review-success">
          {result.message}
        </p>
      ) : null}
      {/* The form is drawn when asked for (decision 081). Its opener is a link to the same page with
          the form open (`?note=5#avis`, as /merci's stars): without JavaScript, or before this
          code has arrived, the server draws it; with JavaScript, it opens here. */}
      <div className={open ? 'rounded-lg border border-slate-200' : undefined}>
        <Link
          to={reviewFormHref(location, !open)}
          // A disclosure button once this code runs (Space opens it as Enter does); a link without it.
          role={hydrated ? 'button' : undefined}
          aria-expanded={open}
          aria-controls={open ? 'avis-formulaire' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setOpen(!open);
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpen(!open);
          }}
          className="btn-primary w-full justify-center rounded-lg"
        >
          {open ? 'Fermer le formulaire' : 'Donner mon avis'}
        </Link>
        {open ? (
          <fetcher.Form
            key={formKey}
            method="post"
            preventScrollReset
            noValidate
            onSubmit={onSubmit}
            id="avis-formulaire"
            className="space-y-4 p-4"
            aria-label={`Votre avis sur ${productTitle}`}
          >
            <input type="hidden" name="intent" value="review" />
            {formError ? (
              <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                {formError}
              </p>
            ) : null}
            <fieldset>
              <legend className="text-sm font-semibold">Votre note</legend>
              <div className="mt-1 flex gap-1">
                {[1, 2, 3, 4, 5].map((value) => (
                  <label
                    key={value}
                    className="cursor-pointer rounded p-0.5 text-2xl leading-none has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
                  >
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      checked={rating === value}
                      onChange={() => setRating(value)}
                      className="sr-only"
                    />
                    <span aria-hidden="true" className={value <= rating ? 'text-amber-500' : 'text-slate-300'}>
                      ★
                    </span>
                    <span className="sr-only">
                      {value} étoile{value > 1 ? 's' : ''} sur 5
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <FormField
              idPrefix={idPrefix}
              name="title"
              label="Titre de votre avis"
              required
              maxLength={MAX_LENGTHS.reviewTitle}
              defaultValue={values.title}
              error={errors.title}
            />
            <div>
              <label htmlFor={`${idPrefix}-comment`} className="block text-sm font-semibold">
                Votre commentaire
              </label>
              <textarea
                id={`${idPrefix}-comment`}
                name="comment"
                rows={5}
                required
                maxLength={MAX_LENGTHS.reviewComment}
                defaultValue={values.comment}
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={errors.comment ? `${idPrefix}-comment-erreur` : undefined}
                className={`input mt-1 ${errors.comment ? 'border-red-700' : ''}`}
              />
              {errors.comment ? (
                <p id={`${idPrefix}-comment-erreur`} className="mt-1 text-sm text-red-700">
                  {errors.comment}
                </p>
              ) : null}
            </div>
            {customerName ? (
              <p className="text-sm text-slate-700">
                Votre avis sera publié au nom de <strong>{customerName}</strong>.
              </p>
            ) : (
              <>
                <FormField
                  idPrefix={idPrefix}
                  name="customerName"
                  label="Votre nom"
                  autoComplete="name"
                  maxLength={MAX_LENGTHS.name}
                  defaultValue={values.customerName}
                  error={errors.customerName}
                />
                <p className="-mt-3 text-xs text-slate-600">Laissé vide, votre avis sera signé « Client anonyme ».</p>
                <FormField
                  idPrefix={idPrefix}
                  name="customerEmail"
                  type="email"
                  label="Votre email"
                  optional
                  autoComplete="email"
                  defaultValue={values.customerEmail}
                  error={errors.customerEmail}
                />
                <p className="-mt-3 text-xs text-slate-600">Jamais publié.</p>
              </>
            )}
            <button type="submit" className="btn-accent w-full" disabled={sending}>
              {sending ? REVIEW_MESSAGES.submitting : 'Publier mon avis'}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </div>
  );
}

/** The product page with the review form open (`?note=` as /merci's links) or closed, its other parameters kept. */
function reviewFormHref(location: Pick<Location, 'pathname' | 'search'>, open: boolean): string {
  const params = new URLSearchParams(location.search);
  if (open) params.set('note', String(DEFAULT_REVIEW_RATING));
  else params.delete('note');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}#avis`;
}
