import {Link, useLoaderData, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/products.$handle_.associes';
import {ProductGrid} from '~/components/product/ProductGrid';
import {RelatedFailedPage} from '~/components/product/RelatedProducts';
import {routeErrorBoundary} from '~/components/RouteError';
import {SHOP} from '~/lib/constants';
import {isPanelFailure, panelShouldRevalidate, panelOrFailure} from '~/lib/catalogue/filter-panel';
import {loadRelatedProducts} from '~/lib/product/related.server';

// A product's « Produits associés » (decision 081). The product page fetches this loader's data
// once it is shown and draws the cards under its reviews; without JavaScript, its link opens
// this page.

export const meta: Route.MetaFunction = ({data}) => [
  {title: data && !isPanelFailure(data) ? `Produits associés : ${data.product.title} | ${SHOP.name}` : `Produits associés | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

// The cards do not depend on the cart; their prices depend on the price mode (/prix).
export const shouldRevalidate: ShouldRevalidateFunction = panelShouldRevalidate;

export async function loader({context, params}: Route.LoaderArgs) {
  return loadRelatedProducts(context.storefront, params.handle);
}

// Fetched by the product page, the cards must never take the page down with them: no network,
// a shop that fails or times out, and the section keeps its link (RelatedProducts).
export async function clientLoader({serverLoader}: Route.ClientLoaderArgs) {
  return panelOrFailure(serverLoader);
}

export default function RelatedProductsPage() {
  const data = useLoaderData<typeof clientLoader>();
  if (isPanelFailure(data)) return <RelatedFailedPage />;
  const {product, related} = data;
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-2xl font-bold">Produits associés : {product.title}</h1>
      <Link to={`/products/${product.handle}`} className="link mt-2 inline-block text-sm">
        Retour au produit
      </Link>
      <div className="mt-6">
        {related.length > 0 ? (
          <ProductGrid products={related} eagerCount={4} />
        ) : (
          <p className="text-slate-700">Aucun produit associé pour le moment.</p>
        )}
      </div>
    </main>
  );
}

export const ErrorBoundary = routeErrorBoundary({
  notFound: {title: 'Produit introuvable', text: 'Ce produit n’existe pas ou n’est plus disponible.'},
  failed: {
    title: 'Erreur lors du chargement des produits associés',
    text: 'Impossible de charger les produits associés pour le moment. Veuillez réessayer.',
  },
  link: {to: '/products', label: 'Retour aux produits'},
});
