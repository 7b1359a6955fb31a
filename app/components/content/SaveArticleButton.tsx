import {useEffect, useState} from 'react';

export const SAVED_ARTICLES_KEY = 'verins:articles-sauvegardes';

export interface SavedArticle {
  url: string;
  title: string;
}

function isSavedArticle(item: unknown): item is SavedArticle {
  const candidate = item as Partial<SavedArticle> | null;
  return typeof candidate?.url === 'string' && typeof candidate?.title === 'string';
}

export function readSavedArticles(): SavedArticle[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SAVED_ARTICLES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as unknown[]).filter(isSavedArticle);
  } catch {
    // A corrupt entry is deleted (SPEC.md, local storage).
    window.localStorage.removeItem(SAVED_ARTICLES_KEY);
    return [];
  }
}

/** Keeps the article in the browser; /favoris lists saved articles. */
export function SaveArticleButton({article}: {article: SavedArticle}) {
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(readSavedArticles().some((item) => item.url === article.url)), [article.url]);
  const toggle = () => {
    const current = readSavedArticles().filter((item) => item.url !== article.url);
    const next = saved ? current : [...current, article];
    window.localStorage.setItem(SAVED_ARTICLES_KEY, JSON.stringify(next));
    setSaved(!saved);
  };
  return (
    <button type="button" className="btn-secondary" aria-pressed={saved} onClick={toggle} data-testid="save-article">
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {saved ? 'Article enregistré' : 'Enregistrer'}
    </button>
  );
}
