import {Link} from 'react-router';
import {CartForm, Image} from '@shopify/hydrogen';
import {CARD_LIST_SIZES, CARD_SIZES, CARD_WIDTHS} from '~/lib/media/images';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {WishlistButton} from '~/components/wishlist/WishlistButton';
import {productBadges} from '~/lib/badges';
import {stockLevel, stockLabel} from '~/lib/stock';
import {ratingSummary, reviewCountLabel} from '~/lib/reviews/reviews';
import {Stars} from '~/components/reviews/Stars';
import type {CardChoice} from '~/lib/catalogue/matching-variants';

export function ProductCard({
  product,
  loading = 'lazy',
  layout = 'grid',
  priority = false,
  choice = null,
}: {
  product: ProductCardFragment;
  /** In a list narrowed by price or facets: the variants it was found by (matching-variants.ts) */
  choice?: CardChoice | null;
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  layout?: 'grid' | 'list';
}) {
  const first = product.firstVariant.nodes[0];
  const variant = choice
    ? {
        id: choice.variantId,
        availableForSale: choice.available,
        quantityAvailable: choice.quantityAvailable,
        price: {amount: String(choice.min)},
        compareAtPrice: choice.compareAt ? {amount: choice.compareAt} : null,
      }
    : first;
  const price = variant?.price.amount ?? product.priceRange.minVariantPrice.amount;
  const stock = {
    availableForSale: Boolean(variant?.availableForSale),
    quantityAvailable: variant?.quantityAvailable ?? null,
    tags: product.tags,
  };
  const level = stockLevel(stock);
  const badges = productBadges({
    tags: product.tags,
    price,
    compareAtPrice: variant?.compareAtPrice?.amount ?? null,
    availableForSale: stock.availableForSale,
    quantityAvailable: stock.quantityAvailable,
  });
  const url = `/products/${product.handle}${choice ? choice.search : ''}`;
  const rating = ratingSummary(product.reviewRating, product.reviewCount);

  return (
    // One link per card (docs/decisions/019, finding 4): the title's, stretched over the
    // whole card; the favourite and cart buttons sit above it.
    <article
      className={`product-card group ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
      data-testid="product-card"
    >
      <div className={`card-media${layout === 'list' ? ' sm:w-56' : ''}`}>
        {product.featuredImage ? (
          <Image
            data={product.featuredImage}
            alt=""
            aspectRatio="1/1"
            sizes={layout === 'list' ? CARD_LIST_SIZES : CARD_SIZES}
            srcSetOptions={CARD_WIDTHS}
            loading={loading}
            // React 18 passes the lowercase attribute through (fetchPriority is React 19).
            {...(priority ? {fetchpriority: 'high'} : {})}
            decoding="async"
            className="card-image"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-slate-600">Image indisponible</span>
        )}
        <div className="card-corner">
          <WishlistButton handle={product.handle} id={product.id} title={product.title} compact />
        </div>
        {badges.length > 0 ? (
          <ul className="card-badges" aria-label="Badges">
            {badges.slice(0, 3).map((badge) => (
              <li key={badge.kind} className="badge">
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={url} prefetch="intent" className="stretched-link">
            {product.title}
          </Link>
        </h3>
        {rating ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="card-rating">
            <Stars rating={rating.average} count={rating.count} />
            <span aria-hidden="true">({reviewCountLabel(rating.count)})</span>
          </p>
        ) : null}
        <p className="card-text">{product.description}</p>
        <p className="card-price" data-testid="card-price">
          {choice && choice.max > choice.min ? (
            <>
              de <Price amount={choice.min} suffix={false} /> à <Price amount={choice.max} />
            </>
          ) : (
            <Price amount={price} compareAt={variant?.compareAtPrice?.amount} />
          )}
        </p>
        <p className={level === 'out' ? 'stock-out' : level === 'low' ? 'stock-low' : 'stock-in'}>{stockLabel(stock)}</p>
        {choice && choice.count > 1 ? (
          <Link to={url} className="btn-accent w-full text-center" data-testid="card-choose">
            Choisir parmi {choice.count} variantes
          </Link>
        ) : variant && variant.availableForSale ? (
          <CartForm
            route="/cart"
            action={CartForm.ACTIONS.LinesAdd}
            inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}
          >
            <input type="hidden" name="redirectTo" value="/cart" />
            <button type="submit" className="card-cart" aria-label={`Ajouter au panier : ${product.title}`}>
              Ajouter au panier
            </button>
          </CartForm>
        ) : (
          <button type="button" className="btn-secondary w-full" disabled>
            Indisponible
          </button>
        )}
      </div>
    </article>
  );
}
