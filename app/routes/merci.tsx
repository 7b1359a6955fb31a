import {useState} from 'react';
import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/merci';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/product/ProductGrid';
import {lookUpOrder} from '~/lib/checkout/order-lookup.server';
import {SHOP} from '~/lib/constants';
import {withFallback} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [{title: `Merci ! | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  const {storefront} = context;
  const {order} = await lookUpOrder(storefront, new URL(request.url).searchParams);
  const ordered = (order?.lineItems.nodes ?? [])
    .map((line) => (line.variant ? {handle: line.variant.product.handle, title: line.title, productId: line.variant.product.id} : null))
    .filter((item): item is {handle: string; title: string; productId: string} => item !== null);
  // Recommendations follow the first ordered product; else the best sellers.
  const recommended = await withFallback(
    ordered[0]
      ? storefront
          .query(MERCI_RECOMMENDATIONS_QUERY, {variables: {productId: ordered[0].productId}, cache: storefront.CacheLong()})
          .then((result) => result.productRecommendations ?? [])
      : storefront.query(MERCI_BESTSELLERS_QUERY, {cache: storefront.CacheLong()}).then((result) => result.products.nodes),
    [],
  );
  const orderedHandles = new Set(ordered.map((item) => item.handle));
  return {
    ordered,
    recommended: recommended.filter((product) => !orderedHandles.has(product.handle)).slice(0, 3),
  };
}

export default function ThankYou() {
  const {ordered, recommended} = useLoaderData<typeof loader>();
  const [rating, setRating] = useState(5);

  return (
    <main id="contenu" className="container-page max-w-5xl py-12">
      <h1 className="text-3xl font-bold">Merci pour votre confiance !</h1>
      <p className="mt-3 text-lg text-slate-700">Votre avis aide d’autres professionnels à choisir le bon vérin.</p>

      <section className="mt-8 rounded-lg border border-slate-200 p-6" aria-labelledby="rating-title">
        <h2 id="rating-title" className="text-xl font-bold">
          Notez votre achat
        </h2>
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-700">Votre note sur 5</legend>
          <div className="mt-2 flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer text-3xl leading-none">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`rounded peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500 ${value <= rating ? 'text-accent-600' : 'text-slate-300'}`}
                >
                  ★
                </span>
                <span className="sr-only">
                  {value} étoile{value > 1 ? 's' : ''}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {ordered.length > 0 ? (
          <ul className="mt-4 space-y-2">
            {ordered.map((item) => (
              <li key={item.handle} className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{item.title}</span>
                <Link
                  to={`/products/${item.handle}?note=${rating}#avis`}
                  className="btn-primary py-1.5"
                  data-testid="leave-review"
                >
                  Laisser un avis<span className="sr-only"> sur {item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">
            <Link to="/products" className="btn-primary">
              Laisser un avis
            </Link>
          </p>
        )}
      </section>

      {recommended.length > 0 ? (
        <section className="mt-10" aria-labelledby="reco-title">
          <h2 id="reco-title" className="text-2xl font-bold">
            Vous aimerez aussi
          </h2>
          <div className="mt-6">
            <ProductGrid products={recommended} eagerCount={0} columns={3} />
          </div>
        </section>
      ) : null}

      <section className="mt-10 flex flex-wrap gap-3" aria-label="Besoin d’aide ?">
        <Link to="/contact" className="btn-secondary">
          Nous contacter
        </Link>
        <Link to="/support" className="btn-secondary">
          Support technique
        </Link>
      </section>
    </main>
  );
}

const MERCI_RECOMMENDATIONS_QUERY = `#graphql
  query ThankYouRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const MERCI_BESTSELLERS_QUERY = `#graphql
  query ThankYouBestsellers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 6, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
