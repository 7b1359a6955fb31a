import {Link, useLoaderData} from 'react-router';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import type {Route} from './+types/collections.$handle';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductCard} from '~/components/ProductCard';
import {SortSelect} from '~/components/SortSelect';
import {collectionSortKey, parseSort} from '~/lib/sort';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `${data?.collection.seo?.title ?? data?.collection.title ?? 'Collection'} | ${SHOP.name}`},
  {name: 'description', content: data?.collection.seo?.description ?? data?.collection.description ?? ''},
];

const PAGE_SIZE = 24;

export async function loader({context, params, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = parseSort(url.searchParams.get('sort'));
  const paginationVariables = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {handle: params.handle, ...paginationVariables, ...collectionSortKey(sort)},
    cache: context.storefront.CacheShort(),
  });
  if (!collection) {
    throw new Response('Collection introuvable', {status: 404});
  }
  return {collection, sort, productCount: collection.productIds.nodes.length};
}

export default function Collection() {
  const {collection, sort, productCount} = useLoaderData<typeof loader>();
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
            <Link to="/collections" className="link">
              Collections
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{collection.title}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{collection.title}</h1>
      {collection.description ? <p className="mt-2 max-w-3xl text-slate-700">{collection.description}</p> : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700" data-testid="collection-count">
          {countLabel(productCount, 'produit', 'produits')}
        </p>
        <SortSelect value={sort} />
      </div>
      <Pagination connection={collection.products}>
        {({nodes, NextLink, isLoading}) => (
          <>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
              {nodes.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} loading={index < 4 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
            <div className="mt-8 flex justify-center">
              <NextLink className="btn-secondary">{isLoading ? 'Chargement…' : 'Charger plus'}</NextLink>
            </div>
          </>
        )}
      </Pagination>
    </main>
  );
}

const COLLECTION_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      productIds: products(first: 250) {
        nodes {
          id
        }
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
      ) {
        nodes {
          ...ProductCard
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
