import {useCallback, useEffect, useState} from 'react';
import {parseWishlist, toggleItem, WISHLIST_EVENT, WISHLIST_KEY, type WishlistItem} from '~/lib/wishlist/wishlist';

function read(): WishlistItem[] {
  const list = parseWishlist(window.localStorage.getItem(WISHLIST_KEY));
  if (list === null) {
    // A corrupt entry is deleted (SPEC.md section 4).
    window.localStorage.removeItem(WISHLIST_KEY);
    return [];
  }
  return list;
}

/** The browser's favourites, kept in step across components and tabs. Empty until hydrated. */
export function useWishlist() {
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const sync = () => setItems(read());
    sync();
    setReady(true);
    window.addEventListener(WISHLIST_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(WISHLIST_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);

  const save = useCallback((next: WishlistItem[]) => {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(WISHLIST_EVENT));
  }, []);

  const toggle = useCallback((item: WishlistItem) => save(toggleItem(read(), item)), [save]);
  const remove = useCallback((handle: string) => save(read().filter((entry) => entry.handle !== handle)), [save]);

  return {items, ready, toggle, remove, save};
}
