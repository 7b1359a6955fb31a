import {Link} from 'react-router';
import type {BlogArticleCardFragment} from 'storefrontapi.generated';
import {authorName} from '~/lib/content/blog';
import {formatDateFr, readingTimeMinutes} from '~/lib/dates';

/** One article of the blog list: picture, tags, title, excerpt, author, date and reading time. */
export function ArticleCard({article, blogHandle, eager}: {article: BlogArticleCardFragment; blogHandle: string; eager: boolean}) {
  const url = `/blog/${blogHandle}/${article.handle}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="article-card">
      <div className="aspect-[16/9] bg-slate-100">
        {article.image ? (
          <img
            src={article.image.url}
            alt={article.image.altText ?? ''}
            width={article.image.width ?? 1200}
            height={article.image.height ?? 675}
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-slate-600">Vérins Pro — conseils</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {article.tags[0] ? <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.tags[0]}</p> : null}
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={url} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{article.excerpt}</p>
        <p className="mt-auto text-xs text-slate-600">
          {formatDateFr(article.publishedAt)} · {readingTimeMinutes(article.content)} min de lecture · {authorName(article.authorV2)}
        </p>
      </div>
    </li>
  );
}
