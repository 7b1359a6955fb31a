// Main navigation: the store's 'main-menu' when it has items, else SPEC.md's fallback
// list; 'Blog' is always there. Store URLs are made relative so links stay on the storefront.
// It is root loader data, sent with every page: an entry carries what the menus draw (its
// title and link) and its children only when it has some (decision 082).

export interface NavLinkItem {
  title: string;
  to: string;
  children?: NavLinkItem[];
}

/** The entry's sub-menu, empty for a plain link. */
export function childrenOf(item: NavLinkItem): NavLinkItem[] {
  return item.children ?? [];
}

export interface StoreMenuItem {
  title: string;
  url?: string | null;
  items?: StoreMenuItem[];
}

export interface CollectionLink {
  handle: string;
  title: string;
}

const BLOG: NavLinkItem = {title: 'Blog', to: '/blog'};

/** '/collections/x' from 'https://shop.myshopify.com/collections/x' or the storefront's own domain. */
export function relativeUrl(url: string | null | undefined, storeDomains: string[] = []): string {
  if (!url) return '/';
  try {
    const parsed = new URL(url, 'https://storefront.invalid');
    const host = parsed.host;
    const own = host === 'storefront.invalid' || host.endsWith('.myshopify.com') || storeDomains.includes(host);
    return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` || '/' : url;
  } catch {
    return '/';
  }
}

export function fallbackNavigation(collections: CollectionLink[]): NavLinkItem[] {
  const children = collections.map((collection) => ({title: collection.title, to: `/collections/${collection.handle}`}));
  return [
    {title: 'Accueil', to: '/'},
    {title: 'Produits', to: '/products'},
    {title: 'Collections', to: '/collections', ...(children.length > 0 ? {children} : {})},
    {title: 'Vérins', to: '/verins'},
    {title: 'Industries', to: '/industries'},
    {title: 'Support', to: '/support'},
    {title: 'Contact', to: '/contact'},
  ];
}

export function buildNavigation(
  menuItems: StoreMenuItem[] | null | undefined,
  collections: CollectionLink[],
  storeDomains: string[] = [],
): NavLinkItem[] {
  const convert = (item: StoreMenuItem): NavLinkItem => {
    const link = {title: item.title, to: relativeUrl(item.url, storeDomains)};
    return item.items && item.items.length > 0 ? {...link, children: item.items.map(convert)} : link;
  };
  const items = menuItems && menuItems.length > 0 ? menuItems.map(convert) : fallbackNavigation(collections);
  const hasBlog = items.some((item) => item.to === '/blog' || item.to.startsWith('/blogs'));
  return hasBlog ? items : [...items, BLOG];
}
