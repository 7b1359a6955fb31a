import {useLoaderData} from 'react-router';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import {firstPageRedirect} from '~/lib/pagination';
import type {Route} from './+types/collections.$handle';
import {FACET_FILTER_FRAGMENT, PRODUCT_CARD_FRAGMENT, VARIANT_CHOICES_FRAGMENT} from '~/lib/fragments';
import {ProductCard} from '~/components/product/ProductCard';
import {SortSelect} from '~/components/catalogue/SortSelect';
import {collectionSortKey} from '~/lib/catalogue/sort';
import {FilterPanel} from '~/components/catalogue/FilterPanel';
import {ViewToggle} from '~/components/catalogue/ViewToggle';
import {hiddenFilterFields, parseFilters, priceBand, productFilterInputs} from '~/lib/catalogue/filters';
import {facetGroups, productCountFromFilters, tagCounts} from '~/lib/catalogue/facets';
import {isNarrowing, withCardChoices} from '~/lib/catalogue/matching-variants';
import {priceModeOf} from '~/lib/platform/cookies';
import {canonicalMeta, breadcrumbJsonLd} from '~/lib/seo';
import {VAT_RATE} from '~/lib/constants';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';
import {routeErrorBoundary} from '~/components/RouteError';
import {Breadcrumb} from '~/components/Breadcrumb';
import {CollectionHeader} from '~/components/catalogue/CollectionHeader';

/** Where a collection sits: the visible trail and its JSON-LD. */
function collectionCrumbs(collection: {title: string; handle: string}) {
  return [
    {name: 'Accueil', path: '/'},
    {name: 'Collections', path: '/collections'},
    {name: collection.title, path: `/collections/${collection.handle}`},
  ];
}

export const meta: Route.MetaFunction = ({data}) => {
  if (!data) return [{title: `Collection introuvable | ${SHOP.name}`}];
  const {collection, origin} = data;
  const title = `${collection.seo?.title ?? collection.title} | ${SHOP.name}`;
  const description = collection.seo?.description ?? collection.description;
  return [
    {title},
    {name: 'description', content: description},
    canonicalMeta(`${origin}/collections/${collection.handle}`),
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    {
      'script:ld+json': breadcrumbJsonLd(origin, collectionCrumbs(collection)),
    },
  ];
};

const PAGE_SIZE = 24;

export async function loader({context, params, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const priceMode = priceModeOf(request);
  const factor = priceMode === 'HT' ? 1 + VAT_RATE : 1;
  const productFilters = productFilterInputs(filters, factor);
  const paginationVariables = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const band = priceBand(filters, factor);
  const narrowing = {bands: band ? [band] : [], facets: filters.facets};
  const query = () =>
    context.storefront.query(COLLECTION_QUERY, {
      variables: {
        handle: params.handle,
        ...paginationVariables,
        ...collectionSortKey(filters.sort),
        filters: productFilters,
        narrowed: isNarrowing(narrowing),
      },
      cache: context.storefront.CacheShort(),
    });
  let collection: Awaited<ReturnType<typeof query>>['collection'];
  try {
    ({collection} = await query());
  } catch (error) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    throw firstPageRedirect(url) ?? error;
  }
  if (!collection) {
    throw new Response('Collection introuvable', {status: 404});
  }
  const apiFilters = collection.products.filters;
  const counts = tagCounts(apiFilters);
  const tags = [...counts.keys()].sort((a, b) => a.localeCompare(b, 'fr'));
  // The API's filters are read here into tags, counts and facets: the page is sent those, not the raw
  // list (half the loader data, never rendered as is: decision 067).
  const {products, ...rest} = collection;
  const {filters: _apiFilters, ...connection} = products;
  return {
    collection: {...rest, products: {...connection, nodes: withCardChoices(products.nodes, narrowing)}},
    filters,
    priceMode,
    tags,
    tagCounts: Object.fromEntries(counts),
    facets: facetGroups(apiFilters, filters.facets),
    // The count follows the filters, read from the facets' counts: the whole list, not a page of it.
    productCount: productCountFromFilters(apiFilters) ?? products.nodes.length,
    origin: url.origin,
  };
}

export default function Collection() {
  const {collection, filters, priceMode, tags, tagCounts: countsByTag, facets, productCount} = useLoaderData<typeof loader>();
  const basePath = `/collections/${collection.handle}`;
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb items={collectionCrumbs(collection)} />
      <CollectionHeader title={collection.title} description={collection.description} image={collection.image} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm font-medium text-slate-700" data-testid="collection-count">
              {countLabel(productCount, 'produit', 'produits')}
            </p>
            <a href="#filtres" className="btn-secondary py-1.5 lg:hidden">
              Filtrer
            </a>
            <div className="flex flex-wrap items-center gap-3">
              <SortSelect value={filters.sort} hidden={hiddenFilterFields(filters, 'sort')} />
              <ViewToggle filters={filters} basePath={basePath} />
            </div>
          </div>
          <Pagination connection={collection.products}>
            {({nodes, NextLink, isLoading}) => (
              <>
                {nodes.length === 0 ? (
                  <p className="mt-10 text-center text-slate-700" data-testid="empty-state">
                    Aucun produit ne correspond à vos critères.
                  </p>
                ) : null}
                {/* Product cards title with h3: this h2 keeps the outline h1 > h2 > h3 for screen readers. */}
                <h2 className="sr-only">Produits de la collection</h2>
                <ul
                  className={`mt-6 grid gap-6 ${filters.view === 'list' ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3'}`}
                  data-testid="product-grid"
                >
                  {nodes.map((product, index) => (
                    <li key={product.id} className="flex">
                      <ProductCard product={product} choice={product.choice} layout={filters.view} loading={index < 3 ? 'eager' : 'lazy'} />
                    </li>
                  ))}
                </ul>
                <div className="mt-8 flex justify-center">
                  <NextLink className="btn-secondary" data-testid="load-more">
                    {isLoading ? 'Chargement…' : 'Charger plus'}
                  </NextLink>
                </div>
              </>
            )}
          </Pagination>
        </div>
        {/* After the list in the page's order (at 375 px the list comes first, « Filtrer » leads here), in the left column from lg. */}
        <aside id="filtres" className="lg:order-first lg:sticky lg:top-4 lg:self-start">
          <FilterPanel filters={filters} tags={tags} tagCounts={countsByTag} facets={facets} basePath={basePath} priceMode={priceMode} />
        </aside>
      </div>
    </main>
  );
}

// An unknown handle (404) or a shop that cannot be read (5xx).
export const ErrorBoundary = routeErrorBoundary({
  notFound: {title: 'Collection introuvable', text: 'Cette collection n’existe pas ou a été retirée.'},
  failed: {
    title: 'Erreur lors du chargement de la collection',
    text: 'Impossible de charger les produits de cette collection pour le moment. Veuillez réessayer.',
  },
  link: {to: '/collections', label: 'Voir toutes les collections'},
});

const COLLECTION_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $narrowed: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      image {
        id
        url
        altText
        width
        height
      }
      seo {
        title
        description
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
        filters: $filters
      ) {
        nodes {
          ...ProductCard
          ...VariantChoices
        }
        filters {
          ...FacetFilter
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
  ${VARIANT_CHOICES_FRAGMENT}
  ${FACET_FILTER_FRAGMENT}
` as const;
