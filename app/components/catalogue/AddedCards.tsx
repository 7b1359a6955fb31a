import {useEffect, useRef, useState, type ReactNode} from 'react';
import {countLabel} from '~/lib/plural';

/**
 * Wraps a paged product list (decision 077). When « Charger plus » (or « Afficher les produits
 * précédents ») adds cards to the same list, the keyboard goes to the first new card's link
 * (otherwise the focus falls back to the page's start) and a screen reader hears how many came.
 * A new list (a filter, a sort) is not « more »: nothing moves then.
 */
export function AddedCards({ids, total, children}: {ids: readonly string[]; total: number | null; children: ReactNode}) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef<readonly string[]>(ids);
  const [message, setMessage] = useState('');
  const key = ids.join(' ');
  useEffect(() => {
    const before = previous.current;
    const now = key ? key.split(' ') : [];
    previous.current = now;
    if (now.length <= before.length) return;
    const shown = new Set(now);
    if (!before.every((id) => shown.has(id))) return;
    const known = new Set(before);
    const firstNew = now.findIndex((id) => !known.has(id));
    if (firstNew < 0) return;
    const added = now.length - before.length;
    setMessage(`${countLabel(added, 'produit ajouté', 'produits ajoutés')}${total ? `, ${now.length} affichés sur ${total}` : ''}.`);
    const card = box.current?.querySelectorAll('article')[firstNew];
    card?.querySelector<HTMLElement>('a.stretched-link, a[href]')?.focus();
  }, [key, total]);
  return (
    <div ref={box}>
      {children}
      <p className="sr-only" role="status" data-testid="added-cards">
        {message}
      </p>
    </div>
  );
}
