import {useLoaderData} from 'react-router';
import type {Route} from './+types/collections.$handle';
import {SortSelect} from '~/components/catalogue/SortSelect';
import {ListFilterPanel} from '~/components/catalogue/ListFilterPanel';
import {ViewToggle} from '~/components/catalogue/ViewToggle';
import {filtersToSearch, hiddenFilterFields} from '~/lib/catalogue/filters';
import {loadCollectionPage} from '~/lib/catalogue/collection-page.server';
import {canonicalMeta, breadcrumbJsonLd} from '~/lib/seo';
import {COLLECTION_BANNER_ASPECT_RATIO, COLLECTION_BANNER_SIZES, COLLECTION_BANNER_WIDTHS} from '~/lib/media/images';
import {imagePreloadMeta} from '~/lib/media/preload';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';
import {errorTitle, routeErrorBoundary, type RouteErrorOptions} from '~/components/RouteError';
import {Breadcrumb} from '~/components/Breadcrumb';
import {CollectionHeader} from '~/components/catalogue/CollectionHeader';
import {ProductListPager} from '~/components/catalogue/ProductListPager';

/** Where a collection sits: the visible trail and its JSON-LD. */
function collectionCrumbs(collection: {title: string; handle: string}) {
  return [
    {name: 'Accueil', path: '/'},
    {name: 'Collections', path: '/collections'},
    {name: collection.title, path: `/collections/${collection.handle}`},
  ];
}

export const meta: Route.MetaFunction = ({data, error}) => {
  if (!data) return [{title: `${errorTitle(error, ERRORS)} | ${SHOP.name}`}];
  const {collection, origin} = data;
  const title = `${collection.seo?.title ?? collection.title} | ${SHOP.name}`;
  const description = collection.seo?.description ?? collection.description;
  return [
    {title},
    {name: 'description', content: description},
    canonicalMeta(`${origin}/collections/${collection.handle}`),
    // The banner, the page's largest picture on a phone (decision 084).
    ...(collection.image
      ? [imagePreloadMeta(collection.image, {widths: COLLECTION_BANNER_WIDTHS, sizes: COLLECTION_BANNER_SIZES, aspectRatio: COLLECTION_BANNER_ASPECT_RATIO})]
      : []),
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    {
      'script:ld+json': breadcrumbJsonLd(origin, collectionCrumbs(collection)),
    },
  ];
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  return loadCollectionPage(context.storefront, request, params.handle);
}

export default function Collection() {
  const {collection, filters, priceMode, productCount} = useLoaderData<typeof loader>();
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
          {collection.products.nodes.length === 0 && !collection.products.pageInfo.hasPreviousPage ? (
            <p className="mt-10 text-center text-slate-700" data-testid="empty-state">
              Aucun produit ne correspond à vos critères.
            </p>
          ) : (
            <ProductListPager connection={collection.products} total={productCount} heading="Produits de la collection" view={filters.view} />
          )}
        </div>
        {/* After the list in the page's order (at 375 px the list comes first, « Filtrer » leads here), in the left column from lg. */}
        <aside id="filtres" className="lg:order-first lg:sticky lg:top-4 lg:self-start">
          <ListFilterPanel basePath={basePath} search={filtersToSearch(filters)} priceMode={priceMode} />
        </aside>
      </div>
    </main>
  );
}

// An unknown handle (404) or a shop that cannot be read (5xx).
const ERRORS: RouteErrorOptions = {
  notFound: {
    title: 'Collection introuvable',
    text: 'Cette collection n’existe pas ou a été retirée.',
  },
  failed: {
    title: 'Erreur lors du chargement de la collection',
    text: 'Impossible de charger les produits de cette collection pour le moment. Veuillez réessayer.',
  },
  link: {to: '/collections', label: 'Voir toutes les collections'},
};

export const ErrorBoundary = routeErrorBoundary(ERRORS);
