import {Form, Link, data, useActionData, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/blog.$blogHandle.$articleHandle';
import {ShareButton} from '~/components/ShareButton';
import {SaveArticleButton} from '~/components/content/SaveArticleButton';
import {authorName, DEFAULT_BLOG_HANDLE} from '~/lib/content/blog';
import {formatDateFr, readingTimeMinutes} from '~/lib/dates';
import {sanitizeHtml} from '~/lib/sanitize';
import {validateNewsletter} from '~/lib/validation';
import {deliverForm} from '~/lib/platform/form-delivery.server';
import {breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';
import {SHOP} from '~/lib/constants';
import {routeErrorBoundary} from '~/components/RouteError';
import {Breadcrumb} from '~/components/Breadcrumb';

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
  const formData = await request.formData();
  const email = String(formData.get('email') ?? '').slice(0, 200);
  const result = validateNewsletter(formData);
  if (!result.ok) return data({ok: false, error: Object.values(result.errors)[0] as string, email}, {status: 400});
  const failure = 'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer.';
  const delivery = await deliverForm(context.env, 'newsletter', {email: result.data.email, source: 'blog'}, fetch, {timeoutMs: 8000});
  if (delivery.ok) return {ok: true, error: null, email: result.data.email};
  if (delivery.reason === 'invalid') {
    return data({ok: false, error: Object.values(delivery.errors)[0] ?? failure, email}, {status: 400});
  }
  return data({ok: false, error: failure, email}, {status: 502});
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

function NewsletterBox() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <aside className="mt-6 rounded-lg bg-brand-900 p-6 text-white" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-lg font-bold text-white">
        La lettre technique
      </h2>
      <p className="mt-1 text-brand-50">Un conseil par mois, les nouveautés et les promotions. Désinscription en un clic.</p>
      {result?.ok ? (
        <p role="status" className="mt-4 font-semibold" data-testid="newsletter-ok">
          Merci ! Votre inscription est enregistrée ({result.email}).
        </p>
      ) : (
        <Form method="post" noValidate className="mt-4 flex flex-wrap gap-2" preventScrollReset>
          <label htmlFor="newsletter-email" className="sr-only">
            Votre adresse e-mail
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            defaultValue={result?.email}
            placeholder="votre@email.fr"
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? 'newsletter-error' : undefined}
            className="input max-w-xs flex-1"
          />
          <button type="submit" className="btn-accent" disabled={navigation.state === 'submitting'}>
            S’inscrire
          </button>
          {result?.error ? (
            <p id="newsletter-error" role="alert" className="w-full text-sm font-semibold text-accent-500">
              {result.error}
            </p>
          ) : null}
        </Form>
      )}
    </aside>
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
