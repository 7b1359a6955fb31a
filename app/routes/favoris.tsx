import {useEffect, useState} from 'react';
import {Link, data, useLoaderData, useNavigate, useSearchParams} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import type {Route} from './+types/favoris';
import {useWishlist} from '~/components/wishlist/useWishlist';
import {readSavedArticles, type SavedArticle} from '~/components/content/SaveArticleButton';
import {idsFromSearch, shareSearch} from '~/lib/wishlist/wishlist';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {MONEY_FRAGMENT} from '~/lib/fragments';
import {WishlistCard} from '~/components/wishlist/WishlistCard';

export const meta: Route.MetaFunction = () => [{title: `Mes favoris | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  const ids = idsFromSearch(new URL(request.url).searchParams.get('ids'));
  if (ids.length === 0) return {products: [], error: false};
  // All saved products in one query; a product that no longer exists is dropped.
  const result = await attempt(context.storefront.query(WISHLIST_QUERY, {variables: {ids}, cache: context.storefront.CacheShort()}));
  if (!result.ok) return data({products: [], error: true}, {status: 503});
  const products = result.value.nodes.flatMap((node) => (node && node.__typename === 'Product' ? [node] : []));
  return {products, error: false};
}

export default function Wishlist() {
  const {products, error} = useLoaderData<typeof loader>();
  const {items, ready, remove, save} = useWishlist();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [articles, setArticles] = useState<SavedArticle[]>([]);
  const [message, setMessage] = useState('');
  const listed = params.get('ids');
  const mine = shareSearch(items);
  const shared = listed !== null && `?ids=${listed}` !== mine;

  useEffect(() => setArticles(readSavedArticles()), []);

  // The page shows the browser's list through the URL, so one query loads it.
  useEffect(() => {
    if (ready && listed === null && mine) navigate(`/favoris${mine}`, {replace: true});
  }, [ready, listed, mine, navigate]);

  const available = products.flatMap((product) => {
    const variant = product.firstVariant.nodes[0];
    return variant?.availableForSale ? [{merchandiseId: variant.id, quantity: 1}] : [];
  });

  const share = async () => {
    const url = `${window.location.origin}/favoris${mine}`;
    try {
      if (navigator.share) await navigator.share({title: 'Ma liste de favoris', url});
      else await navigator.clipboard.writeText(url);
      setMessage('Lien de la liste copié');
    } catch {
      setMessage(url);
    }
  };

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Mes favoris</h1>
      <p role="status" className="mt-2 text-sm text-green-800">
        {message}
      </p>
      {shared && products.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-brand-50 p-4" data-testid="shared-list">
          <p>Cette liste vous a été partagée.</p>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              const merged = [...items];
              for (const product of products) {
                if (!merged.some((item) => item.handle === product.handle)) merged.push({handle: product.handle, id: product.id});
              }
              save(merged);
              setMessage('Produits ajoutés à vos favoris');
            }}
          >
            Ajouter à mes favoris
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          Impossible de charger vos favoris. Veuillez réessayer.
        </p>
      ) : products.length === 0 ? (
        <div className="mt-8 text-center" data-testid="wishlist-empty">
          <p className="text-lg">Aucun produit dans vos favoris.</p>
          <Link to="/products" className="btn-primary mt-4">
            Découvrir nos produits
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap gap-3">
            {available.length > 0 ? (
              <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines: available}}>
                <input type="hidden" name="redirectTo" value="/cart" />
                <button type="submit" className="btn-accent" data-testid="add-all">
                  Tout ajouter au panier ({available.length})
                </button>
              </CartForm>
            ) : null}
            {!shared && mine ? (
              <button type="button" className="btn-secondary" onClick={share} data-testid="share-list">
                Partager ma liste
              </button>
            ) : null}
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist">
            {products.map((product) => (
              <WishlistCard
                key={product.id}
                product={product}
                removable={!shared}
                onRemove={() => {
                  remove(product.handle);
                  setMessage('Produit retiré');
                  const rest = items.filter((item) => item.handle !== product.handle);
                  navigate(`/favoris${shareSearch(rest) || '?ids='}`, {replace: true, preventScrollReset: true});
                }}
              />
            ))}
          </ul>
        </>
      )}
      {articles.length > 0 ? (
        <section className="mt-12" aria-labelledby="articles-title">
          <h2 id="articles-title" className="text-2xl font-bold">
            Articles enregistrés
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {articles.map((article) => (
              <li key={article.url}>
                <Link to={article.url} className="link">
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

const WISHLIST_QUERY = `#graphql
  fragment WishlistProduct on Product {
    id
    handle
    title
    tags
    featuredImage {
      url
      altText
    }
    firstVariant: variants(first: 1) {
      nodes {
        id
        availableForSale
        quantityAvailable
        price {
          ...Money
        }
      }
    }
  }
  query WishlistProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      __typename
      ... on Product {
        ...WishlistProduct
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
