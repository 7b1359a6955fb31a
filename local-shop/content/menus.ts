// The store's navigation menus: 'main-menu' follows SPEC.md's navigation (with one
// child per collection under 'Collections'), 'footer' lists the customer-service and
// legal pages. Paths are the storefront's routes.

import type {MenuSeed} from './types.ts';

export const MENUS: readonly MenuSeed[] = [
  {
    id: 1,
    handle: 'main-menu',
    title: 'Menu principal',
    items: [
      {title: 'Accueil', type: 'HTTP', path: '/'},
      {title: 'Produits', type: 'HTTP', path: '/products'},
      {title: 'Collections', type: 'HTTP', path: '/collections', collectionChildren: true},
      {title: 'Vérins', type: 'HTTP', path: '/verins'},
      {title: 'Industries', type: 'HTTP', path: '/industries'},
      {title: 'Support', type: 'HTTP', path: '/support'},
      {title: 'Contact', type: 'HTTP', path: '/contact'},
    ],
  },
  {
    id: 2,
    handle: 'footer',
    title: 'Pied de page',
    items: [
      {title: 'Livraison', type: 'HTTP', path: '/livraison'},
      {title: 'Retours', type: 'HTTP', path: '/retours'},
      {title: 'Garantie', type: 'HTTP', path: '/garantie'},
      {title: 'CGV', type: 'HTTP', path: '/conditions-generales-vente'},
      {title: 'Mentions légales', type: 'HTTP', path: '/mentions-legales'},
      {title: 'Confidentialité', type: 'HTTP', path: '/politique-de-confidentialite'},
      {title: 'Cookies', type: 'HTTP', path: '/politique-cookies'},
      {title: 'Plan du site', type: 'HTTP', path: '/plan-du-site'},
      {title: 'À propos', type: 'HTTP', path: '/a-propos'},
    ],
  },
];
