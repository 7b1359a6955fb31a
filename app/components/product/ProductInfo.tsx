import {Price} from '~/components/Price';
import {Stars} from '~/components/reviews/Stars';
import {productBadges} from '~/lib/badges';
import {ratingSummary, reviewCountLabel} from '~/lib/reviews/reviews';
import {stockLabel, stockLevel} from '~/lib/stock';

import type {ProductPageProduct, ProductPageVariant} from '~/lib/product/page-data';

export type {ProductPageProduct, ProductPageVariant};

/** The top of the product page: badges, title, reference, rating, price, stock and delivery estimate. */
export function ProductInfo({
  product,
  variant,
  delivery,
}: {
  product: ProductPageProduct;
  variant: ProductPageVariant | undefined;
  /** Computed on the server (Paris time, the cut-off), so the page hydrates with the same text. */
  delivery: {label: string; standard: string | null; note: string};
}) {
  const rating = ratingSummary(product.reviewRating, product.reviewCount);
  const stock = {
    availableForSale: Boolean(variant?.availableForSale),
    quantityAvailable: variant?.quantityAvailable ?? null,
    tags: product.tags,
  };
  const level = stockLevel(stock);
  const badges = productBadges({
    tags: product.tags,
    price: variant?.price.amount ?? '0',
    compareAtPrice: variant?.compareAtPrice?.amount ?? null,
    availableForSale: stock.availableForSale,
    quantityAvailable: stock.quantityAvailable,
  });
  return (
    <>
      {badges.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label="Badges">
          {badges.map((badge) => (
            <li key={badge.kind} className="badge">
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 id="product-title" className="text-3xl font-bold">
        {product.title}
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        {product.vendor}
        {variant?.sku ? ` · Réf. ${variant.sku}` : ''}
      </p>
      {rating ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Stars rating={rating.average} className="text-lg" />
          <a href="#avis" className="link">
            {reviewCountLabel(rating.count)}
            <span className="sr-only"> (note moyenne {rating.average.toLocaleString('fr-FR')} sur 5)</span>
          </a>
        </p>
      ) : null}
      <p className="mt-4 text-3xl font-bold text-brand-900" data-testid="product-price">
        {variant ? <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} /> : null}
      </p>
      <p
        data-testid="stock-line"
        className={`mt-2 font-medium ${level === 'out' ? 'text-red-700' : level === 'low' ? 'text-accent-700' : 'text-green-800'}`}
      >
        {stockLabel(stock)}
      </p>
      {variant?.availableForSale ? (
        <div className="mt-4 rounded-md border border-green-700/30 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="delivery-estimate">
          <p className="font-semibold">{delivery.label}</p>
          {delivery.standard ? <p>{delivery.standard}</p> : null}
          <p>{delivery.note}</p>
        </div>
      ) : null}
    </>
  );
}
