import {Link, useLoaderData} from 'react-router';
import {getPaginationVariables} from '@shopify/hydrogen';
import {ProductListPager} from '~/components/catalogue/ProductListPager';
import {countProducts} from '~/lib/catalogue/product-count.server';
import {firstPageRedirect} from '~/lib/pagination';
import {productListPageBy} from '~/lib/catalogue/page-size';
import type {Route} from './+types/products._index';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {SortSelect} from '~/components/catalogue/SortSelect';
import {FilterPanel} from '~/components/catalogue/FilterPanel';
import {ViewToggle} from '~/components/catalogue/ViewToggle';
import {VolumeDiscountInfo} from '~/components/product/VolumeDiscountInfo';
import {productsSortKey} from '~/lib/catalogue/sort';
import {filtersToSearch, hiddenFilterFields, parseFilters, productSearchQuery} from '~/lib/catalogue/filters';
import {countLabel} from '~/lib/plural';
import {priceModeOf} from '~/lib/platform/cookies';
import {canonicalMeta} from '~/lib/seo';
import {SHOP, VAT_RATE} from '~/lib/constants';
import {routeErrorBoundary} from '~/components/RouteError';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Tous nos produits | ${SHOP.name}`},
  {
    name: 'description',
    content: 'Vérins à gaz, hydrauliques, pneumatiques, amortisseurs et accessoires : tout le catalogue.',
  },
  ...(data ? [canonicalMeta(`${data.origin}/products`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const priceMode = priceModeOf(request);
  const query = productSearchQuery(filters, priceMode === 'HT' ? 1 + VAT_RATE : 1);
  const page = () =>
    context.storefront.query(PRODUCTS_QUERY, {
      variables: {
        query,
        ...productsSortKey(filters.sort),
        ...getPaginationVariables(request, {pageBy: productListPageBy(url)}),
      },
      cache: context.storefront.CacheShort(),
    });
  let result: [Awaited<ReturnType<typeof page>>, number];
  try {
    result = await Promise.all([page(), countProducts(context.storefront, query)]);
  } catch (error) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    throw firstPageRedirect(url, error) ?? error;
  }
  const [{products, productTags}, total] = result;
  return {
    products,
    total,
    tags: productTags.nodes.filter((tag) => tag.trim() !== ''),
    filters,
    priceMode,
    origin: url.origin,
  };
}

export default function Products() {
  const {products, total, tags, filters, priceMode} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Tous nos produits</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <form method="get" action="/products" role="search" className="mb-6 flex gap-2">
            {filters.tags.map((tag) => (
              <input key={tag} type="hidden" name="tag" value={tag} />
            ))}
            {filters.sort !== 'featured' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            <label htmlFor="products-q" className="sr-only">
              Rechercher dans le catalogue (titre et description)
            </label>
            <input id="products-q" name="q" type="search" defaultValue={filters.q} placeholder="Rechercher…" className="input py-1.5" />
            <button type="submit" className="btn-primary py-1.5">
              OK
            </button>
          </form>
          <FilterPanel filters={filters} tags={tags} basePath="/products" priceMode={priceMode} />
        </aside>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="found-count">
              {countLabel(total, 'produit trouvé', 'produits trouvés')}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <SortSelect value={filters.sort} hidden={hiddenFilterFields(filters, 'sort')} />
              <ViewToggle filters={filters} basePath="/products" />
            </div>
          </div>
          <VolumeDiscountInfo />
          {total > 0 ? (
            <ProductListPager connection={products} total={total} heading="Produits" view={filters.view} />
          ) : (
            <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="empty-state">
              <p className="text-lg font-medium">Aucun produit ne correspond à vos critères.</p>
              <p className="mt-1 text-slate-700">Essayez d’élargir la fourchette de prix ou de retirer un filtre.</p>
              <Link to={`/products${filtersToSearch(filters, {q: '', tags: [], min: 0, max: 500})}`} className="btn-secondary mt-4">
                Effacer les filtres
              </Link>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}

export const ErrorBoundary = routeErrorBoundary({
  failed: {
    title: 'Erreur lors du chargement des produits',
    text: 'Impossible de charger les produits pour le moment. Veuillez réessayer.',
  },
  link: {to: '/products', label: 'Réessayer', reloadDocument: true},
});

const PRODUCTS_QUERY = `#graphql
  query CatalogueProducts(
    $query: String
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: $first, last: $last, before: $startCursor, after: $endCursor, query: $query, sortKey: $sortKey, reverse: $reverse) {
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
    productTags(first: 250) {
      nodes
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
