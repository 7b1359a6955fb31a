import {Form, Link, useLoaderData} from 'react-router';
import type {Route} from './+types/products._index';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/ProductGrid';
import {SortSelect} from '~/components/SortSelect';
import {parseSort, productsSortKey} from '~/lib/sort';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = () => [
  {title: `Tous nos produits | ${SHOP.name}`},
  {name: 'description', content: 'Vérins à gaz, hydrauliques, pneumatiques, amortisseurs et accessoires : tout le catalogue.'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const sort = parseSort(url.searchParams.get('sort'));
  const {products} = await context.storefront.query(PRODUCTS_QUERY, {
    variables: {query: q || null, ...productsSortKey(sort)},
    cache: context.storefront.CacheShort(),
  });
  return {products: products.nodes, q, sort};
}

export default function Products() {
  const {products, q, sort} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Tous nos produits</h1>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex gap-2">
          <input type="hidden" name="sort" value={sort} />
          <label htmlFor="products-q" className="sr-only">
            Rechercher dans le catalogue
          </label>
          <input id="products-q" name="q" type="search" defaultValue={q} placeholder="Titre, description…" className="input py-1.5" />
          <button type="submit" className="btn-primary py-1.5">
            Filtrer
          </button>
        </Form>
        <SortSelect value={sort} hidden={q ? {q} : {}} />
      </div>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="found-count">
        {countLabel(products.length, 'produit trouvé', 'produits trouvés')}
      </p>
      {products.length > 0 ? (
        <div className="mt-6">
          <ProductGrid products={products} />
        </div>
      ) : (
        <div className="mt-10 text-center">
          <p className="text-lg">Aucun produit ne correspond à votre recherche.</p>
          <Link to="/products" className="btn-secondary mt-4">
            Effacer les filtres
          </Link>
        </div>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="contenu" className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">Erreur lors du chargement des produits</h1>
      <p className="mt-2 text-slate-700">Impossible de charger les produits pour le moment. Veuillez réessayer.</p>
      <Link to="/products" className="btn-primary mt-6">
        Réessayer
      </Link>
    </main>
  );
}

const PRODUCTS_QUERY = `#graphql
  query CatalogueProducts(
    $query: String
    $sortKey: ProductSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 50, query: $query, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
