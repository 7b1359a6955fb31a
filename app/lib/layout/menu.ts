// Main navigation: the store's 'main-menu' when it has items, else SPEC.md's fallback
// list; 'Blog' is always there. Store URLs are made relative so links stay on the storefront.

export interface NavLinkItem {
  id: string;
  title: string;
  to: string;
  children: NavLinkItem[];
}

export interface StoreMenuItem {
  id: string;
  title: string;
  url?: string | null;
  type?: string;
  items?: StoreMenuItem[];
}

export interface CollectionLink {
  handle: string;
  title: string;
}

const BLOG: NavLinkItem = {id: 'blog', title: 'Blog', to: '/blog', children: []};

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
  return [
    {id: 'home', title: 'Accueil', to: '/', children: []},
    {id: 'products', title: 'Produits', to: '/products', children: []},
    {
      id: 'collections',
      title: 'Collections',
      to: '/collections',
      children: collections.map((collection) => ({
        id: `collection-${collection.handle}`,
        title: collection.title,
        to: `/collections/${collection.handle}`,
        children: [],
      })),
    },
    {id: 'verins', title: 'Vérins', to: '/verins', children: []},
    {id: 'industries', title: 'Industries', to: '/industries', children: []},
    {id: 'support', title: 'Support', to: '/support', children: []},
    {id: 'contact', title: 'Contact', to: '/contact', children: []},
  ];
}

export function buildNavigation(
  menuItems: StoreMenuItem[] | null | undefined,
  collections: CollectionLink[],
  storeDomains: string[] = [],
): NavLinkItem[] {
  const convert = (item: StoreMenuItem): NavLinkItem => ({
    id: item.id,
    title: item.title,
    to: relativeUrl(item.url, storeDomains),
    children: (item.items ?? []).map(convert),
  });
  const items = menuItems && menuItems.length > 0 ? menuItems.map(convert) : fallbackNavigation(collections);
  const hasBlog = items.some((item) => item.to === '/blog' || item.to.startsWith('/blogs'));
  return hasBlog ? items : [...items, BLOG];
}
