// Favourites kept in the browser (SPEC.md 'Wishlist'): product handles, with their ids so
// that /favoris loads them all in one Storefront `nodes` query.

export const WISHLIST_KEY = 'verins:favoris';
export const WISHLIST_MAX = 100;
export const WISHLIST_EVENT = 'verins:favoris-change';

export interface WishlistItem {
  handle: string;
  id: string;
}

export function parseWishlist(raw: string | null): WishlistItem[] | null {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return (parsed as unknown[])
      .filter((item): item is WishlistItem => {
        const candidate = item as Partial<WishlistItem> | null;
        return typeof candidate?.handle === 'string' && typeof candidate?.id === 'string';
      })
      .slice(0, WISHLIST_MAX);
  } catch {
    return null;
  }
}

export function toggleItem(list: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return list.some((entry) => entry.handle === item.handle)
    ? list.filter((entry) => entry.handle !== item.handle)
    : [...list, item].slice(-WISHLIST_MAX);
}

/** Numeric part of a product gid, for short share links. */
export function numericId(gid: string): string | null {
  return /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid)?.[1] ?? null;
}

export function shareSearch(list: WishlistItem[]): string {
  const ids = list.map((item) => numericId(item.id)).filter((id): id is string => id !== null);
  return ids.length ? `?ids=${ids.join(',')}` : '';
}

export function idsFromSearch(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter((id) => /^\d{1,20}$/.test(id)))]
    .slice(0, WISHLIST_MAX)
    .map((id) => `gid://shopify/Product/${id}`);
}
