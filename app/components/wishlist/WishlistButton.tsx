import {useState} from 'react';
import {useWishlist} from '~/components/wishlist/useWishlist';

/** Heart toggle; the change is announced to screen readers. */
export function WishlistButton({handle, id, title, compact = false}: {handle: string; id: string; title: string; compact?: boolean}) {
  const {items, toggle} = useWishlist();
  const [announce, setAnnounce] = useState('');
  const saved = items.some((item) => item.handle === handle);
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={compact ? (saved ? `Retirer ${title} des favoris` : `Ajouter ${title} aux favoris`) : undefined}
        onClick={() => {
          toggle({handle, id});
          setAnnounce(saved ? 'Produit retiré des favoris' : 'Produit ajouté aux favoris');
        }}
        className={compact ? 'flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow' : 'btn-secondary'}
        data-testid="wishlist-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-5 w-5 stroke-2 ${saved ? 'fill-red-600 stroke-red-700' : 'fill-none stroke-slate-700'}`}>
          <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.3 5c2 0 3.2 1.1 3.7 2.1C10.5 6.1 11.8 5 13.7 5 17 5 18.7 8.4 17.2 11.4 15 15.6 12 20 12 20Z" transform="translate(2 0)" />
        </svg>
        {compact ? null : (
          <>
            {saved ? 'Dans mes favoris' : 'Ajouter aux favoris'}
            <span className="sr-only"> : {title}</span>
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {announce}
      </span>
    </>
  );
}
