import {CartForm, Image} from '@shopify/hydrogen';
import {CARD_SIZES, CARD_WIDTHS} from '~/lib/media/images';
import {Link} from 'react-router';
import type {WishlistProductFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {stockLabel, stockLevel} from '~/lib/stock';

/** One saved product of /favoris: picture, price, stock, add to cart, remove. */
export function WishlistCard({product, removable, onRemove}: {product: WishlistProductFragment; removable: boolean; onRemove: () => void}) {
  const variant = product.firstVariant.nodes[0];
  const stock = {availableForSale: Boolean(variant?.availableForSale), quantityAvailable: variant?.quantityAvailable ?? null, tags: product.tags};
  const level = stockLevel(stock);
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4" data-testid="wishlist-item">
      {product.featuredImage ? (
        <Image
          data={product.featuredImage}
          alt=""
          aspectRatio="1/1"
          sizes={CARD_SIZES}
          srcSetOptions={CARD_WIDTHS}
          loading="lazy"
          className="w-full rounded bg-slate-50 object-contain p-4"
        />
      ) : null}
      <h2 className="mt-3 font-semibold">
        <Link to={`/products/${product.handle}`} className="hover:text-brand-700">
          {product.title}
        </Link>
      </h2>
      {variant ? (
        <p className="mt-1 text-lg font-bold">
          <Price amount={variant.price.amount} />
        </p>
      ) : null}
      <p className={`text-sm font-medium ${level === 'out' ? 'text-red-700' : level === 'low' ? 'text-accent-700' : 'text-green-800'}`}>
        {variant ? stockLabel(stock) : 'Ce produit n’a pas de variantes disponibles'}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {variant?.availableForSale ? (
          <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}>
            <input type="hidden" name="redirectTo" value="/cart" />
            <button type="submit" className="btn-accent">
              Ajouter au panier
            </button>
          </CartForm>
        ) : (
          <button type="button" className="btn-secondary" disabled title="Ce produit n'est plus disponible">
            Rupture de stock
          </button>
        )}
        {removable ? (
          <button type="button" className="btn-secondary" onClick={onRemove} aria-label={`Retirer ${product.title} des favoris`}>
            Retirer
          </button>
        ) : null}
      </div>
    </li>
  );
}
