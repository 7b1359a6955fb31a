import {Link, data, useLoaderData} from 'react-router';
import type {Route} from './+types/blog.$blogHandle.$articleHandle';
import {ShareButton} from '~/components/ShareButton';
import {SaveArticleButton} from '~/components/content/SaveArticleButton';
import {authorName, DEFAULT_BLOG_HANDLE} from '~/lib/content/blog';
import {formatDateFr, readingTimeMinutes} from '~/lib/dates';
import {sanitizeHtml} from '~/lib/sanitize';
import {breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';
import {SHOP} from '~/lib/constants';
import {routeErrorBoundary} from '~/components/RouteError';
import {Breadcrumb} from '~/components/Breadcrumb';
import {NewsletterBox} from '~/components/content/NewsletterBox';
import {subscribeNewsletter} from '~/lib/content/newsletter.server';

/** Where an article sits: the visible trail and its JSON-LD. */
function articleCrumbs(blogHandle: string, article: {title: string; handle: string}) {
  return [
    {name: 'Accueil', path: '/'},
    {name: 'Blog', path: '/blog'},
    {name: article.title, path: `/blog/${blogHandle}/${article.handle}`},
  ];
}

export const meta: Route.MetaFunction = ({data: loaded}) => {
  if (!loaded?.article) return [{title: `Article non trouvé | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];
  const {article, origin, blogHandle} = loaded;
  const url = `${origin}/blog/${blogHandle}/${article.handle}`;
  const title = article.seo?.title ?? article.title;
  const description = article.seo?.description ?? article.excerpt ?? '';
  return [
    {title: `${title} | ${SHOP.name}`},
    {name: 'description', content: description},
    canonicalMeta(url),
    {property: 'og:type', content: 'article'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    ...(article.image ? [{property: 'og:image', content: article.image.url}] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        datePublished: article.publishedAt,
        author: {'@type': 'Person', name: authorName(article.authorV2)},
        publisher: {'@type': 'Organization', name: SHOP.legalName},
        mainEntityOfPage: url,
        ...(article.image ? {image: article.image.url} : {}),
      },
    },
    {
      'script:ld+json': breadcrumbJsonLd(origin, articleCrumbs(blogHandle, article)),
    },
  ];
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const find = (blogHandle: string) =>
    context.storefront.query(ARTICLE_QUERY, {
      variables: {blogHandle, articleHandle: params.articleHandle},
      cache: context.storefront.CacheLong(),
    });
  let {blog} = await find(params.blogHandle);
  // SPEC.md: the blog handle falls back to 'news'.
  if (!blog?.articleByHandle && params.blogHandle !== DEFAULT_BLOG_HANDLE) ({blog} = await find(DEFAULT_BLOG_HANDLE));
  const article = blog?.articleByHandle ?? null;
  if (!article || !blog) {
    throw data({article: null, origin, blogHandle: params.blogHandle}, {status: 404});
  }
  return {article: {...article, contentHtml: sanitizeHtml(article.contentHtml)}, blogHandle: blog.handle, blogTitle: blog.title, origin};
}

export async function action({request, context}: Route.ActionArgs) {
  return subscribeNewsletter(context.env, await request.formData());
}

export default function ArticlePage() {
  const {article, blogHandle} = useLoaderData<typeof loader>();
  const url = `/blog/${blogHandle}/${article.handle}`;
  const author = authorName(article.authorV2);
  return (
    <main id="contenu" className="container-page max-w-3xl py-8">
      <Breadcrumb items={articleCrumbs(blogHandle, article)} />
      <article className="mt-6">
        {article.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Thèmes">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{article.title}</h1>
        {article.excerpt ? <p className="mt-3 text-lg text-slate-700">{article.excerpt}</p> : null}
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={article.publishedAt}>{formatDateFr(article.publishedAt)}</time> · {readingTimeMinutes(article.contentHtml)} min de lecture · par {author}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ShareButton title={article.title} />
          <SaveArticleButton article={{url, title: article.title}} />
        </div>
        {article.image ? (
          <img
            src={article.image.url}
            alt={article.image.altText ?? ''}
            width={article.image.width ?? 1200}
            height={article.image.height ?? 675}
            fetchPriority="high"
            className="mt-6 w-full rounded-lg bg-slate-100"
          />
        ) : null}
        <div className="rich-text mt-8 text-slate-800" dangerouslySetInnerHTML={{__html: article.contentHtml}} />
      </article>
      <aside className="mt-10 rounded-lg border border-slate-200 p-6" aria-labelledby="author-title">
        <h2 id="author-title" className="text-lg font-bold">
          À propos de l’auteur
        </h2>
        <p className="mt-2 font-semibold">{author}</p>
        <p className="text-sm text-slate-700">{article.authorV2?.bio ?? `Spécialiste vérins chez ${SHOP.name}.`}</p>
      </aside>
      <NewsletterBox />
    </main>
  );
}

// SPEC.md's two states: an unknown article (404), or the blog that cannot be read.
export const ErrorBoundary = routeErrorBoundary({
  notFound: {title: 'Article non trouvé', text: "Cet article n'existe pas ou a été supprimé."},
  failed: {title: 'Erreur de chargement', text: 'Impossible de charger les articles du blog.'},
  link: {to: '/blog', label: 'Retour au blog'},
});

const ARTICLE_QUERY = `#graphql
  query BlogArticle($blogHandle: String!, $articleHandle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $articleHandle) {
        id
        handle
        title
        tags
        publishedAt
        excerpt
        contentHtml
        seo {
          title
          description
        }
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
          bio
        }
      }
    }
  }
` as const;
