// Shape of the shop's content (blog, pages, policies, menus, redirects): plain French
// data in this folder, served from memory by the local shop.

export type IllustrationKind =
  | 'lid-torque'
  | 'mounting'
  | 'stainless'
  | 'lifetime'
  | 'safety'
  | 'furniture'
  | 'medical'
  | 'marine'
  | 'comparison'
  | 'reference'
  | 'temperature'
  | 'locking';

export interface AuthorSeed {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
}

export interface ArticleSeed {
  /** Stable numeric id: gid://shopify/Article/<id> */
  id: number;
  handle: string;
  title: string;
  author: AuthorSeed;
  tags: string[];
  /** ISO date-time */
  publishedAt: string;
  updatedAt?: string;
  /** Plain-text summary (Article.excerpt) */
  excerpt: string;
  seo: {title: string; description: string};
  illustration: IllustrationKind;
  imageAlt: string;
  /** French HTML: <h2>, <p>, <ul>, <ol>, <table>; no inline style, no script */
  contentHtml: string;
}

export interface PageSeed {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  seo: {title: string; description: string};
  createdAt: string;
  updatedAt: string;
}

export interface PolicySeed {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
}

export type MenuItemSeed =
  | {title: string; type: 'HTTP'; path: string; children?: MenuItemSeed[]}
  | {title: string; type: 'COLLECTION'; collection: string}
  /** One COLLECTION child per published collection, in the catalogue's order */
  | {title: string; type: 'HTTP'; path: string; collectionChildren: true};

export interface MenuSeed {
  id: number;
  handle: string;
  title: string;
  items: MenuItemSeed[];
}

export interface RedirectSeed {
  id: number;
  path: string;
  target: string;
}
