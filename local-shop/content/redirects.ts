// URL redirects of the store (urlRedirects): old French paths to the current routes.

import type {RedirectSeed} from './types.ts';

export const REDIRECTS: readonly RedirectSeed[] = [
  {id: 1, path: '/produits', target: '/products'},
  {id: 2, path: '/contactez-nous', target: '/contact'},
  {id: 3, path: '/boutique', target: '/products'},
  {id: 4, path: '/blogs/news', target: '/blog'},
  {id: 5, path: '/categories/verins-a-gaz', target: '/collections/verins-a-gaz'},
];
