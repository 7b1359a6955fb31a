import {Link, useLoaderData} from 'react-router';
import {Image} from '@shopify/hydrogen';
import {COLLECTION_TILE_SIZES, COLLECTION_TILE_WIDTHS} from '~/lib/media/images';
import type {Route} from './+types/collections._index';
import {countLabel} from '~/lib/plural';
import {SHOP} from '~/lib/constants';
import {routeErrorBoundary} from '~/components/RouteError';

export const meta: Route.MetaFunction = () => [
  {title: `Collections | ${SHOP.name}`},
  {name: 'description', content: 'Toutes nos collections : vérins à gaz, hydrauliques, pneumatiques, inox, accessoires…'},
];

export async function loader({context}: Route.LoaderArgs) {
  const {collections} = await context.storefront.query(COLLECTIONS_QUERY, {
    cache: context.storefront.CacheLong(),
  });
  return {
    collections: collections.nodes.map(({productIds, ...collection}) => ({
      ...collection,
      productCount: productIds.nodes.length,
    })),
  };
}

export default function Collections() {
  const {collections} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Nos collections</h1>
      {collections.length === 0 ? (
        <p className="mt-6 text-slate-700">Aucune collection pour le moment.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection, index) => (
            <li key={collection.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
              <div className="aspect-[2/1] bg-slate-50">
                {collection.image ? (
                  <Image
                    data={collection.image}
                    alt={collection.image.altText ?? collection.title}
                    aspectRatio="2/1"
                    sizes={COLLECTION_TILE_SIZES}
                    srcSetOptions={COLLECTION_TILE_WIDTHS}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <span className="flex h-full items-center justify-center text-sm text-slate-600">Image indisponible</span>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-lg font-semibold">{collection.title}</h2>
                <p className="text-sm text-slate-700">{countLabel(collection.productCount, 'produit', 'produits')}</p>
                <p className="line-clamp-2 text-sm text-slate-700">{collection.description}</p>
                <Link
                  to={`/collections/${collection.handle}`}
                  prefetch="intent"
                  className="btn-primary mt-auto"
                  aria-label={`Voir la collection ${collection.title}`}
                >
                  Voir la collection
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export const ErrorBoundary = routeErrorBoundary({
  failed: {title: 'Erreur lors du chargement des collections', text: 'Impossible de charger les collections pour le moment. Veuillez réessayer.'},
  link: {to: '/collections', label: 'Réessayer'},
});

const COLLECTIONS_QUERY = `#graphql
  query CollectionsList($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 50, sortKey: TITLE) {
      nodes {
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
        productIds: products(first: 250) {
          nodes {
            id
          }
        }
      }
    }
  }
` as const;
