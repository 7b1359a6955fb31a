import {lazy, Suspense, useState} from 'react';
import {Await, Link, data, isRouteErrorResponse, useLoaderData, useNavigation, useRouteError} from 'react-router';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/ProductGrid';
import {CartForm} from '@shopify/hydrogen';
import type {Route} from './+types/products.$handle';
import type {ProductPageQuery, ReviewCustomerQuery} from 'storefrontapi.generated';
import {logError} from '~/lib/storefront-errors';
import {Price} from '~/components/Price';
import {ProductGallery} from '~/components/ProductGallery';
import {ShareButton} from '~/components/ShareButton';
import {WishlistButton} from '~/components/WishlistButton';
import {VolumeDiscountTable} from '~/components/VolumeDiscountTable';
import {productDeliveryEstimate, ORDER_BEFORE_NOTE} from '~/lib/delivery';
import {productJsonLd, breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';
import {productBadges} from '~/lib/badges';
import {stockLevel, stockLabel} from '~/lib/stock';
import {SPEC_IDENTIFIERS, specRows} from '~/lib/specs';
import {SHOP} from '~/lib/constants';
import type {ReviewActionData} from '~/components/reviews/ReviewsSection';
import {Stars} from '~/components/reviews/Stars';
import {customerToken} from '~/lib/customer';
import {REVIEW_MESSAGES, parseNote, publicReviewerName, ratingSummary, reviewCountLabel} from '~/lib/reviews';
import {
  fetchProductReviews,
  helpfulVotes,
  myReviews,
  postHelpful,
  rememberHelpfulVote,
  rememberMyReview,
  visitorId,
} from '~/lib/reviews-server';
import {deliverForm} from '~/lib/form-delivery';
import {validateReview} from '~/lib/validation';

// Below the fold: its code (form, list, browser-only mode) loads after the page's own and
// hydrates the server's HTML when it arrives (bench/report.md: initial JavaScript).
const ReviewsSection = lazy(() => import('~/components/reviews/ReviewsSection').then((module) => ({default: module.ReviewsSection})));

export const meta: Route.MetaFunction = ({data}) => {
  if (!data) return [{title: `Produit introuvable | ${SHOP.name}`}];
  const {product, origin} = data;
  const url = `${origin}/products/${product.handle}`;
  const description = product.seo.description ?? product.description.slice(0, 160);
  const title = `${product.seo.title ?? product.title} | ${SHOP.name}`;
  return [
    {title},
    {name: 'description', content: description},
    canonicalMeta(url),
    {property: 'og:type', content: 'product'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    {property: 'og:url', content: url},
    ...(product.featuredImage ? [{property: 'og:image', content: product.featuredImage.url}] : []),
    {'script:ld+json': productJsonLd(product, url, ratingSummary(product.reviewRating, product.reviewCount))},
    {
      'script:ld+json': breadcrumbJsonLd(origin, [
        {name: 'Accueil', path: '/'},
        {name: 'Produits', path: '/products'},
        {name: product.title, path: `/products/${product.handle}`},
      ]),
    },
  ];
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const token = customerToken(context.appSession);
  const [{product}, reviewer] = await Promise.all([
    context.storefront.query(PRODUCT_QUERY, {
      variables: {handle: params.handle, identifiers: SPEC_IDENTIFIERS},
      cache: context.storefront.CacheShort(),
    }),
    token ? reviewerName(context, token) : Promise.resolve(null),
  ]);
  if (!product) {
    throw new Response('Produit introuvable', {status: 404});
  }
  const url = new URL(request.url);
  const selected = selectVariant(product.variants.nodes, url.searchParams);
  // Computed once on the server so the page hydrates with the same text.
  const estimate = productDeliveryEstimate(new Date());
  // Below the fold: streamed, and the page does without it on failure.
  const related = context.storefront
    .query(RELATED_QUERY, {variables: {productId: product.id}, cache: context.storefront.CacheLong()})
    .then((result) => (result.productRecommendations ?? []).slice(0, 4))
    .catch((error: unknown) => {
      logError(error);
      return [];
    });
  const endpoint = context.env.FORMS_ENDPOINT;
  return {
    related,
    reviews: {
      mode: endpoint ? ('server' as const) : ('browser' as const),
      // Streamed below the fold; null (logged) when the inbox fails.
      list: endpoint
        ? fetchProductReviews(context.env, product.id, myReviews(context.appSession)).then((list) => {
            if (!list) context.renderHealth.fail();
            return list;
          })
        : null,
      helpfulIds: helpfulVotes(context.appSession),
      customerName: reviewer,
      initialRating: parseNote(url.searchParams.get('note')),
    },
    product,
    selectedVariantId: selected?.id ?? null,
    delivery: {label: estimate.label, showOrderBeforeNote: estimate.showOrderBeforeNote},
    origin: url.origin,
  };
}

/** The name a signed-in customer's reviews are published under ('Jeanne D.'). */
async function reviewerName(context: Route.LoaderArgs['context'], token: string): Promise<string | null> {
  try {
    const {customer} = await context.storefront.query(REVIEWER_QUERY, {
      variables: {token},
      cache: context.storefront.CacheNone(),
    });
    return customer ? publicReviewerName(customer.firstName, customer.lastName) : null;
  } catch (error) {
    logError(error);
    return null;
  }
}

// Size, type and readability of the body are checked for every action in server.ts
// (app/lib/request-guard.ts).
export async function action({context, params, request}: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'helpful') {
    const reviewId = String(form.get('reviewId') ?? '');
    if (!/^\d{1,12}$/.test(reviewId)) return data<ReviewActionData>({intent, ok: false, reviewId: ''}, {status: 400});
    // One vote per visitor: the session remembers the reviews it found useful.
    if (helpfulVotes(context.appSession).includes(reviewId)) return {intent, ok: true, reviewId} satisfies ReviewActionData;
    const helpful = await postHelpful(context.env, reviewId, await visitorId(request, context.env.SESSION_SECRET));
    if (helpful === null) return data<ReviewActionData>({intent, ok: false, reviewId}, {status: 502});
    rememberHelpfulVote(context.appSession, reviewId);
    return {intent, ok: true, reviewId, helpful} satisfies ReviewActionData;
  }

  const values: Record<string, string> = {};
  for (const field of ['title', 'comment', 'customerName', 'customerEmail', 'rating']) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  const fail = (errors: Partial<Record<string, string>>, status: number) =>
    data<ReviewActionData>({intent: 'review', ok: false, errors, values}, {status});
  if (intent !== 'review') return fail({form: REVIEW_MESSAGES.saveFailed}, 400);

  const token = customerToken(context.appSession);
  let product: {id: string} | null | undefined;
  let customerResult: {customer?: ReviewCustomerQuery['customer'] | null};
  try {
    [{product}, customerResult] = await Promise.all([
      context.storefront.query(PRODUCT_ID_QUERY, {variables: {handle: params.handle}, cache: context.storefront.CacheShort()}),
      token
        ? context.storefront.query(REVIEW_CUSTOMER_QUERY, {variables: {token}, cache: context.storefront.CacheNone()}).catch((error: unknown) => {
            logError(error);
            return {customer: null};
          })
        : Promise.resolve({customer: null}),
    ]);
  } catch (error) {
    // The shop is unreachable: the review is not lost, the shopper can send it again.
    logError(error);
    return fail({form: REVIEW_MESSAGES.saveFailed}, 503);
  }
  if (!product) return fail({form: REVIEW_MESSAGES.saveFailed}, 404);
  const customer = customerResult.customer;
  const checked = validateReview(values, {
    customer: customer ? {name: publicReviewerName(customer.firstName, customer.lastName), email: customer.email ?? ''} : null,
  });
  if (!checked.ok) return fail(checked.errors, 400);

  // 'Achat vérifié': the signed-in customer has ordered this product.
  const verified = Boolean(
    customer?.orders.nodes.some((order) => order.lineItems.nodes.some((line) => line.variant?.product.id === product.id)),
  );
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

type LoadedProduct = NonNullable<ProductPageQuery['product']>;
type Variant = LoadedProduct['variants']['nodes'][number];

/** The variant named by the URL's option parameters, else the first one (SPEC.md). */
function selectVariant(variants: Variant[], params: URLSearchParams): Variant | undefined {
  const match = variants.find((variant) =>
    variant.selectedOptions.every((option) => {
      const wanted = params.get(option.name);
      return wanted === null || wanted === option.value;
    }),
  );
  return match ?? variants[0];
}

/** URL of the variant reached by changing one option of the current one. */
function optionLink(product: LoadedProduct, current: Variant, name: string, value: string) {
  const wanted = current.selectedOptions.map((option) => (option.name === name ? {name, value} : option));
  const exact = product.variants.nodes.find((variant) =>
    wanted.every((option) => variant.selectedOptions.some((o) => o.name === option.name && o.value === option.value)),
  );
  const target =
    exact ?? product.variants.nodes.find((variant) => variant.selectedOptions.some((o) => o.name === name && o.value === value));
  if (!target) return null;
  const params = new URLSearchParams();
  for (const option of target.selectedOptions) params.set(option.name, option.value);
  return {href: `/products/${product.handle}?${params.toString()}`, variant: target};
}

export default function Product() {
  const {product, selectedVariantId, delivery, related, reviews} = useLoaderData<typeof loader>();
  const rating = ratingSummary(product.reviewRating, product.reviewCount);
  const variant = product.variants.nodes.find((v) => v.id === selectedVariantId) ?? product.variants.nodes[0];
  const navigation = useNavigation();
  const [quantity, setQuantity] = useState(1);
  const images = product.images.nodes;
  const stock = {availableForSale: Boolean(variant?.availableForSale), quantityAvailable: variant?.quantityAvailable ?? null};
  const level = stockLevel(stock);
  const badges = productBadges({
    tags: product.tags,
    price: variant?.price.amount ?? '0',
    compareAtPrice: variant?.compareAtPrice?.amount ?? null,
    availableForSale: stock.availableForSale,
    quantityAvailable: stock.quantityAvailable,
  });
  const specs = specRows(product.metafields, variant?.metafields ?? []);
  const hasVariants = product.variants.nodes.length > 1;
  const busy = navigation.state !== 'idle' && navigation.formAction === '/cart';

  return (
    <main id="contenu" className="container-page py-8">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="link">
              Accueil
            </Link>{' '}
            /
          </li>
          <li>
            <Link to="/products" className="link">
              Produits
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <p className="mt-2">
        <Link to="/products" className="link text-sm">
          ← Retour aux produits
        </Link>
      </p>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={images.length > 0 ? images : product.featuredImage ? [product.featuredImage] : []} title={product.title} />

        <section aria-labelledby="product-title">
          {badges.length > 0 ? (
            <ul className="mb-3 flex flex-wrap gap-2" aria-label="Badges">
              {badges.map((badge) => (
                <li key={badge.kind} className="rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {badge.label}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="product-title" className="text-3xl font-bold">
            {product.title}
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {product.vendor}
            {variant?.sku ? ` · Réf. ${variant.sku}` : ''}
          </p>
          {rating ? (
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Stars rating={rating.average} className="text-lg" />
              <a href="#avis" className="link">
                {reviewCountLabel(rating.count)}
                <span className="sr-only"> (note moyenne {rating.average.toLocaleString('fr-FR')} sur 5)</span>
              </a>
            </p>
          ) : null}
          <p className="mt-4 text-3xl font-bold text-brand-900" data-testid="product-price">
            {variant ? <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} /> : null}
          </p>
          <p
            data-testid="stock-line"
            className={`mt-2 font-medium ${level === 'out' ? 'text-red-700' : level === 'low' ? 'text-accent-700' : 'text-green-800'}`}
          >
            {stockLabel(stock)}
          </p>
          {variant?.availableForSale ? (
            <div className="mt-4 rounded-md border border-green-700/30 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="delivery-estimate">
              <p className="font-semibold">{delivery.label}</p>
              {delivery.showOrderBeforeNote ? <p>{ORDER_BEFORE_NOTE}</p> : <p>Pour une commande passée avant 16 h.</p>}
            </div>
          ) : null}

          {hasVariants && variant ? (
            <div className="mt-6 space-y-4">
              {product.options.map((option) => (
                <fieldset key={option.name}>
                  <legend className="text-sm font-semibold">{option.name}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {option.optionValues.map(({name: value}) => {
                      const link = optionLink(product, variant, option.name, value);
                      const isSelected = variant.selectedOptions.some((o) => o.name === option.name && o.value === value);
                      const unavailable = !link || !link.variant.availableForSale;
                      if (!link) return null;
                      if (unavailable && !isSelected) {
                        return (
                          <span
                            key={value}
                            aria-disabled="true"
                            className="cursor-not-allowed rounded-md border border-dashed border-slate-300 px-3 py-1.5 text-sm text-slate-600"
                          >
                            <span className="line-through">{value}</span>{' '}
                            <span className="text-xs">Rupture de stock</span>
                          </span>
                        );
                      }
                      return (
                        <Link
                          key={value}
                          to={link.href}
                          replace
                          preventScrollReset
                          aria-current={isSelected ? 'true' : undefined}
                          className={`rounded-md border px-3 py-1.5 text-sm ${
                            isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-700'
                          }`}
                        >
                          {value}
                          {unavailable ? <span className="text-xs"> — Rupture de stock</span> : null}
                        </Link>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          ) : null}

          {variant ? (
            <CartForm
              route="/cart"
              action={CartForm.ACTIONS.LinesAdd}
              inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}
            >
              <input type="hidden" name="redirectTo" value="/cart" />
              <div className="mt-6 flex flex-wrap items-end gap-4">
                <div>
                  <label htmlFor="quantity" className="block text-sm font-semibold">
                    Quantité
                  </label>
                  <div className="mt-1 flex items-center">
                    <button
                      type="button"
                      className="btn-secondary rounded-r-none px-3"
                      onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                      aria-label="Diminuer la quantité"
                      disabled={quantity <= 1}
                    >
                      −
                    </button>
                    <input
                      id="quantity"
                      name="quantity"
                      type="number"
                      min={1}
                      step={1}
                      value={quantity}
                      onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
                      className="input w-20 rounded-none text-center"
                    />
                    <button
                      type="button"
                      className="btn-secondary rounded-l-none px-3"
                      onClick={() => setQuantity((q) => q + 1)}
                      aria-label="Augmenter la quantité"
                    >
                      +
                    </button>
                  </div>
                </div>
                <button
                  type="submit"
                  className="btn-accent flex-1 py-3 text-base"
                  disabled={!variant.availableForSale || busy}
                >
                  {variant.availableForSale ? (busy ? 'Ajout en cours…' : 'Ajouter au panier') : 'Rupture de stock'}
                </button>
              </div>
            </CartForm>
          ) : null}
          {variant ? <VolumeDiscountTable unitPrice={Number(variant.price.amount)} quantity={quantity} /> : null}

          <div className="mt-4 flex flex-wrap gap-3">
            <WishlistButton handle={product.handle} id={product.id} title={product.title} />
            <ShareButton title={product.title} />
          </div>

          <div className="rich-text mt-8 text-slate-800" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />

          {specs.length > 0 ? (
            <section className="mt-8" aria-labelledby="specs-title">
              <h2 id="specs-title" className="text-xl font-bold">
                Caractéristiques techniques
              </h2>
              <table className="mt-3 w-full text-left text-sm" data-testid="specs">
                <tbody>
                  {specs.map((row) => (
                    <tr key={row.key} className="border-b border-slate-200">
                      <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                        {row.label}
                      </th>
                      <td className="py-2">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </section>
      </div>
      <Suspense fallback={<ReviewsLoading />}>
        <ReviewsSection
          productId={product.id}
          productTitle={product.title}
          mode={reviews.mode}
          reviews={reviews.list}
          helpfulIds={reviews.helpfulIds}
          customerName={reviews.customerName}
          initialRating={reviews.initialRating}
        />
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={related} errorElement={null}>
          {(products) =>
            products.length > 0 ? (
              <section className="mt-16" aria-labelledby="related-title">
                <h2 id="related-title" className="text-2xl font-bold">
                  Produits associés
                </h2>
                <div className="mt-6">
                  <ProductGrid products={products} eagerCount={0} />
                </div>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
    </main>
  );
}

/** What a client-side visit shows while the reviews' code loads (the server sends the section itself). */
function ReviewsLoading() {
  return (
    <section id="avis" className="mt-16 scroll-mt-24" aria-labelledby="avis-titre" aria-busy="true">
      <h2 id="avis-titre" className="text-2xl font-bold">
        Avis clients
      </h2>
      <p className="mt-4 text-slate-600">Chargement des avis…</p>
    </section>
  );
}

export function ErrorBoundary() {
  // A missing product (404) or a shop that cannot be read (5xx): not the same message.
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="contenu" className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? 'Produit introuvable' : 'Erreur lors du chargement du produit'}</h1>
      <p className="mt-2 text-slate-700">
        {notFound ? 'Ce produit n’existe pas ou n’est plus disponible.' : 'Impossible de charger ce produit pour le moment. Veuillez réessayer.'}
      </p>
      <Link to="/products" className="btn-primary mt-6">
        Retour aux produits
      </Link>
    </main>
  );
}

const PRODUCT_QUERY = `#graphql
  query ProductPage(
    $handle: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      description
      descriptionHtml
      tags
      seo {
        title
        description
      }
      reviewRating: metafield(namespace: "reviews", key: "rating") {
        value
      }
      reviewCount: metafield(namespace: "reviews", key: "rating_count") {
        value
      }
      featuredImage {
        id
        url
        altText
        width
        height
      }
      images(first: 10) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      metafields(identifiers: $identifiers) {
        key
        value
      }
      variants(first: 250) {
        nodes {
          id
          title
          sku
          availableForSale
          quantityAvailable
          price {
            amount
            currencyCode
          }
          compareAtPrice {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
          metafields(identifiers: $identifiers) {
            key
            value
          }
        }
      }
    }
  }
` as const;

const RELATED_QUERY = `#graphql
  query RelatedProducts($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const PRODUCT_ID_QUERY = `#graphql
  query ProductReviewTarget($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
    }
  }
` as const;

const REVIEWER_QUERY = `#graphql
  query ReviewerName($token: String!) {
    customer(customerAccessToken: $token) {
      firstName
      lastName
    }
  }
` as const;

// The latest orders are enough to recognise a buyer of the product ('Achat vérifié').
const REVIEW_CUSTOMER_QUERY = `#graphql
  query ReviewCustomer($token: String!) {
    customer(customerAccessToken: $token) {
      firstName
      lastName
      email
      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          lineItems(first: 50) {
            nodes {
              variant {
                product {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
` as const;
