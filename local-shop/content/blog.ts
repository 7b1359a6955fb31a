// The shop's one blog and its articles.

import {choosingArticles} from './articles-choosing.ts';
import {practiceArticles} from './articles-practice.ts';
import {sectorArticles} from './articles-sectors.ts';
import {usageArticles} from './articles-usage.ts';
import type {ArticleSeed} from './types.ts';

export const BLOG = {
  id: 1,
  handle: 'news',
  title: 'Conseils & actualités',
  seo: {
    title: 'Conseils & actualités : le blog des vérins',
    description: "Choisir, monter, entretenir et recycler vos vérins à gaz, hydrauliques et pneumatiques : les conseils de l’équipe technique Vérins Pro.",
  },
  createdAt: '2026-01-05T08:00:00Z',
} as const;

/** Every article, oldest first (ids follow publication order within each file). */
export const ARTICLES: readonly ArticleSeed[] = [...choosingArticles, ...usageArticles, ...sectorArticles, ...practiceArticles].sort(
  (a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id,
);
