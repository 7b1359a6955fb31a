import type {Route} from './+types/api.recherche-predictive';
import {attempt} from '~/lib/platform/storefront-errors';

/** Read-only: anything but GET gets a French 405 rather than React Router's English one. */
export function action() {
  return Response.json({error: 'Méthode non autorisée : ces suggestions se lisent avec GET.'}, {status: 405, headers: {Allow: 'GET, HEAD'}});
}

/** Suggestions for the header search box: products, collections and articles. */
export async function loader({context, request}: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (q.length < 2) return Response.json({q, items: []});
  const result = await attempt(context.storefront.query(PREDICTIVE_QUERY, {variables: {query: q}, cache: context.storefront.CacheShort()}));
  if (!result.ok) return Response.json({q, items: []}, {status: 502});
  const {predictiveSearch} = result.value;
  const items = [
    ...(predictiveSearch?.products ?? []).map((product) => ({
      kind: 'product' as const,
      title: product.title,
      url: `/products/${product.handle}`,
      image: product.featuredImage?.url ?? null,
    })),
    ...(predictiveSearch?.collections ?? []).map((collection) => ({
      kind: 'collection' as const,
      title: collection.title,
      url: `/collections/${collection.handle}`,
      image: null,
    })),
    ...(predictiveSearch?.articles ?? []).map((article) => ({
      kind: 'article' as const,
      title: article.title,
      url: `/blog/${article.blog.handle}/${article.handle}`,
      image: null,
    })),
  ];
  return Response.json({q, items}, {headers: {'Cache-Control': 'public, max-age=60'}});
}

const PREDICTIVE_QUERY = `#graphql
  query HeaderPredictiveSearch($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $query, limit: 5, types: [PRODUCT, COLLECTION, ARTICLE]) {
      products {
        handle
        title
        featuredImage {
          url
        }
      }
      collections {
        handle
        title
      }
      articles {
        handle
        title
        blog {
          handle
        }
      }
    }
  }
` as const;
