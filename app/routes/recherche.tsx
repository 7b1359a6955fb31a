import {Form, Link, useLoaderData} from 'react-router';
import type {Route} from './+types/recherche';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/ProductGrid';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data?.q ? `Recherche « ${data.q} » | ${SHOP.name}` : `Recherche | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (!q) return {q, products: [], error: false};
  try {
    const {products} = await context.storefront.query(SEARCH_PRODUCTS_QUERY, {
      variables: {query: q},
      cache: context.storefront.CacheShort(),
    });
    return {q, products: products.nodes, error: false};
  } catch (error) {
    console.error(error);
    return {q, products: [], error: true};
  }
}

export default function Search() {
  const {q, products, error} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Recherche</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Rechercher
        </label>
        <input id="search-q" name="q" type="search" defaultValue={q} className="input" placeholder="Vérin, force, référence…" />
        <button type="submit" className="btn-primary">
          Rechercher
        </button>
      </Form>
      {error ? (
        <div role="alert" className="mt-8">
          <p className="font-semibold">Erreur de recherche</p>
          <p>Une erreur s'est produite lors de la recherche. Veuillez réessayer.</p>
          <Link to={`/recherche?q=${encodeURIComponent(q)}`} reloadDocument className="btn-secondary mt-3">
            Recharger
          </Link>
        </div>
      ) : !q ? (
        <p className="mt-8 text-slate-700">Saisissez un terme pour lancer la recherche.</p>
      ) : products.length === 0 ? (
        <div className="mt-8">
          <p>Aucun résultat pour « {q} ».</p>
          <Link to="/recherche" className="btn-secondary mt-3">
            Effacer la recherche
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700" data-testid="found-count">
            {countLabel(products.length, 'résultat', 'résultats')}
          </p>
          <div className="mt-4">
            <ProductGrid products={products} />
          </div>
        </>
      )}
    </main>
  );
}

const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 30, query: $query, sortKey: RELEVANCE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
