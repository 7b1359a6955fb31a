import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/_index';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/ProductGrid';
import {FREE_DELIVERY_THRESHOLD_HT, SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = () => [
  {title: `${SHOP.name} | Vérins à gaz, hydrauliques et pneumatiques`},
  {
    name: 'description',
    content:
      'Vérins à gaz, vérins hydrauliques et pneumatiques, amortisseurs et accessoires pour professionnels et particuliers. Expédition sous 24 h, conseils d’experts.',
  },
];

export async function loader({context}: Route.LoaderArgs) {
  const featured = await context.storefront
    .query(FEATURED_PRODUCTS_QUERY, {cache: context.storefront.CacheShort()})
    .then((result) => result.products.nodes)
    .catch((error: unknown) => {
      // The home page still renders; the section shows its 'coming soon' state.
      console.error(error);
      return [];
    });
  return {featured};
}

const FEATURES = [
  'Plus de 60 références en stock',
  'Expédition sous 24 h',
  `Livraison offerte dès ${FREE_DELIVERY_THRESHOLD_HT} € HT`,
  'Conseils techniques par des spécialistes',
];

export default function Home() {
  const {featured} = useLoaderData<typeof loader>();
  return (
    <main id="contenu">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Vérins à gaz et vérins industriels, livrés partout en France
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Pour l’ameublement, la maintenance, l’industrie, le médical et le nautisme : la bonne force, la bonne course, le
            bon embout.
          </p>
          <ul className="mt-6 grid max-w-2xl gap-2 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-accent-500">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/collections/verins-a-gaz" className="btn-accent px-6 py-3 text-base">
              Acheter
            </Link>
            <Link to="/products" className="btn bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50">
              Voir le catalogue
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="featured-title">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-title" className="text-2xl font-bold">
            Produits phares
          </h2>
          <Link to="/products" className="link font-semibold">
            Voir tous les produits
          </Link>
        </div>
        {featured.length > 0 ? (
          <ProductGrid products={featured.slice(0, 4)} />
        ) : (
          <p className="text-slate-700">Nos produits seront bientôt disponibles</p>
        )}
      </section>
    </main>
  );
}

const FEATURED_PRODUCTS_QUERY = `#graphql
  query FeaturedProducts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 8, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
