import {Form, Link, data, useLoaderData} from 'react-router';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import {firstPageRedirect} from '~/lib/pagination';
import type {Route} from './+types/blog._index';
import {articleQuery, BLOG_PAGE_SIZE, DEFAULT_BLOG_HANDLE, uniqueTags} from '~/lib/content/blog';
import {canonicalMeta} from '~/lib/seo';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {ArticleCard} from '~/components/content/ArticleCard';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Conseils et actualités | ${SHOP.name}`},
  {name: 'description', content: 'Guides techniques sur les vérins à gaz : choisir la force, monter, entretenir, inox ou acier…'},
  ...(data ? [canonicalMeta(`${data.origin}/blog`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const tag = url.searchParams.get('tag')?.trim().slice(0, 60) || null;
  const result = await attempt(
    context.storefront.query(BLOG_QUERY, {
      variables: {
        handle: DEFAULT_BLOG_HANDLE,
        query: articleQuery(q, tag),
        ...getPaginationVariables(request, {pageBy: BLOG_PAGE_SIZE}),
      },
      cache: context.storefront.CacheShort(),
    }),
  );
  if (!result.ok) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    const firstPage = firstPageRedirect(url, result.error);
    if (firstPage) throw firstPage;
    return data({blog: null, q, tag, tags: [], error: true, origin: url.origin}, {status: 503});
  }
  const {blog} = result.value;
  if (!blog) return {blog: null, q, tag, tags: [], error: true, origin: url.origin};
  return {blog, q, tag, tags: uniqueTags(blog.allTags.nodes), error: false, origin: url.origin};
}

export default function Blog() {
  const {blog, q, tag, tags, error} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">{blog?.title ?? 'Conseils et actualités'}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Guides techniques, conseils de montage et retours d’expérience de nos spécialistes.</p>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <label htmlFor="blog-q" className="sr-only">
          Rechercher un article
        </label>
        <input id="blog-q" name="q" type="search" defaultValue={q} placeholder="Rechercher un article…" className="input" />
        <button type="submit" className="btn-primary">
          Rechercher
        </button>
      </Form>
      {tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Thèmes" data-testid="blog-tags">
          {tags.map((value) => (
            <li key={value}>
              <Link
                to={`/blog?tag=${encodeURIComponent(value)}${q ? `&q=${encodeURIComponent(q)}` : ''}`}
                aria-current={value === tag ? 'true' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${value === tag ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-700'}`}
              >
                {value}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {tag || q ? (
        <p className="mt-3">
          <Link to="/blog" className="link text-sm">
            Effacer le filtre
          </Link>
        </p>
      ) : null}

      {error || !blog ? (
        <div role="alert" className="mt-8 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Erreur de chargement</p>
          <p>Impossible de charger les articles du blog.</p>
        </div>
      ) : blog.articles.nodes.length === 0 ? (
        <p className="mt-8 text-slate-700" data-testid="blog-empty">
          Aucun article ne correspond à votre recherche.
        </p>
      ) : (
        <Pagination connection={blog.articles}>
          {({nodes, NextLink, isLoading}) => (
            <>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
                {nodes.map((article, index) => (
                  <ArticleCard key={article.id} article={article} blogHandle={blog.handle} eager={index < 3} />
                ))}
              </ul>
              <div className="mt-8 flex justify-center">
                <NextLink className="btn-secondary" data-testid="blog-more">
                  {isLoading ? 'Chargement…' : 'Charger plus'}
                </NextLink>
              </div>
            </>
          )}
        </Pagination>
      )}
    </main>
  );
}

const BLOG_QUERY = `#graphql
  fragment BlogArticleCard on Article {
    id
    handle
    title
    tags
    publishedAt
    excerpt(truncateAt: 220)
    content
    image {
      url
      altText
      width
      height
    }
    authorV2 {
      name
      firstName
      lastName
    }
  }
  query BlogList(
    $handle: String!
    $query: String
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $handle) {
      handle
      title
      allTags: articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          tags
        }
      }
      articles(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        query: $query
        sortKey: PUBLISHED_AT
        reverse: true
      ) {
        nodes {
          ...BlogArticleCard
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
` as const;
