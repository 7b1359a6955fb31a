// The shop's fixed pages, grouped as /plan-du-site shows them; /sitemap.xml lists the
// indexable ones. tests/unit/content.test.ts checks this list against app/routes, so a
// new page cannot be forgotten here.

import {CONTENT_PAGES} from './pages.ts';

export interface SitePage {
  path: string;
  label: string;
  /** Listed in /sitemap.xml (false for pages search engines should not index). */
  index: boolean;
  /** ISO date of the last revision of the text, when known (sitemap lastmod). */
  updated?: string;
}

export interface SiteSection {
  title: string;
  pages: SitePage[];
}

const content = (slug: keyof typeof CONTENT_PAGES, label?: string): SitePage => ({
  path: CONTENT_PAGES[slug].path,
  label: label ?? CONTENT_PAGES[slug].title,
  index: true,
  updated: CONTENT_PAGES[slug].updated,
});

export const SITE_SECTIONS: SiteSection[] = [
  {
    title: 'Boutique',
    pages: [
      {path: '/', label: 'Accueil', index: true},
      {path: '/products', label: 'Tous les produits', index: true},
      {path: '/collections', label: 'Toutes les collections', index: true},
      {path: '/verins', label: 'Nos vérins', index: true},
      {path: '/configurateur-verin', label: 'Configurateur de vérin à gaz', index: true},
      {path: '/remplacer-mon-verin', label: 'Remplacer mon vérin', index: true},
      {path: '/verin-sur-mesure', label: 'Vérin sur mesure', index: true},
      {path: '/recherche', label: 'Recherche', index: false},
      {path: '/cart', label: 'Mon panier', index: false},
    ],
  },
  {
    title: 'Services et conseils',
    pages: [
      {path: '/industries', label: 'Industries', index: true},
      {path: '/support', label: 'Support technique', index: true},
      {path: '/blog', label: 'Blog et conseils', index: true},
      {path: '/contact', label: 'Contact', index: true},
      content('a-propos', 'À propos'),
    ],
  },
  {
    title: 'Mon compte',
    pages: [
      {path: '/compte', label: 'Mon compte', index: false},
      {path: '/login', label: 'Connexion', index: false},
      {path: '/register', label: 'Créer un compte', index: false},
      {path: '/mot-de-passe-oublie', label: 'Mot de passe oublié', index: false},
      {path: '/mes-commandes', label: 'Mes commandes', index: false},
      {path: '/profil', label: 'Mon profil', index: false},
      {path: '/favoris', label: 'Mes favoris', index: false},
    ],
  },
  {
    title: 'Informations',
    pages: [
      content('livraison'),
      content('retours'),
      content('garantie'),
      content('conditions-generales-vente'),
      content('mentions-legales'),
      content('politique-de-confidentialite'),
      content('politique-cookies'),
      {path: '/plan-du-site', label: 'Plan du site', index: true},
    ],
  },
];

/**
 * Routes that are not pages to browse to: action endpoints, the steps and the end of a
 * purchase (reached from the cart or the checkout), the password-reset link of an e-mail,
 * an alias (/account is /compte), Shopify's standard URLs that redirect to the French
 * pages (docs/decisions/016-french-urls.md), resource routes.
 */
export const NOT_IN_SITE_MAP = [
  '/prix',
  // The devis form (issue 23): reached from the cart, its page is the cart's.
  '/devis',
  // The search's filters as a page of their own (decision 077): reached from the results.
  '/recherche/filtres',
  // /verins's filters as a page of their own (decision 083): reached from the list.
  '/verins/filtres',
  '/deconnexion',
  '/account/authorize',
  '/checkout',
  '/commande-confirmee',
  '/commande-echouee',
  '/merci',
  '/reinitialiser-mot-de-passe',
  '/account',
  '/search',
  '/account/login',
  '/api/recherche-predictive',
  '/api/chat',
  '/api/visiteur',
  '/robots.txt',
  '/sitemap.xml',
];

export function sitePages(): SitePage[] {
  return SITE_SECTIONS.flatMap((section) => section.pages);
}
