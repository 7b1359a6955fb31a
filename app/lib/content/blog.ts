// Blog list rules (SPEC.md 'Blog'): 12 articles a page, the first 10 unique tags.
export const BLOG_PAGE_SIZE = 12;
export const BLOG_TAGS_SHOWN = 10;
export const DEFAULT_BLOG_HANDLE = 'news';

export function uniqueTags(articles: {tags: string[]}[], limit = BLOG_TAGS_SHOWN): string[] {
  const seen: string[] = [];
  for (const article of articles) {
    for (const tag of article.tags) {
      if (!seen.includes(tag)) seen.push(tag);
      if (seen.length === limit) return seen;
    }
  }
  return seen;
}

/** Storefront `articles(query:)` for a free-text search and a tag. */
export function articleQuery(q: string, tag: string | null): string | null {
  const parts: string[] = [];
  const text = q.replace(/["()]/g, ' ').trim();
  if (text) parts.push(text);
  if (tag) parts.push(`tag:"${tag.replace(/["\\]/g, '')}"`);
  return parts.length ? parts.join(' AND ') : null;
}

export function authorName(author: {name?: string | null; firstName?: string | null; lastName?: string | null} | null | undefined): string {
  if (!author) return 'La rédaction';
  const full = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return author.name || full || 'La rédaction';
}
