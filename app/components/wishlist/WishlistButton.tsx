import {SpriteIcon} from '~/components/icons/Sprite';
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
        className={compact ? 'icon-button-round' : 'btn-secondary'}
        data-testid="wishlist-button"
      >
        <SpriteIcon name="heart" className={`h-5 w-5 stroke-2 ${saved ? 'fill-red-600 stroke-red-700' : 'fill-none stroke-slate-700'}`} />
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
