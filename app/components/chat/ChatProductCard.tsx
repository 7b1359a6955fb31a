import {Link, useFetcher} from 'react-router';
import {CartForm, Image} from '@shopify/hydrogen';
import {Price} from '~/components/Price';
import {productPageUrl} from '~/lib/chat/conversation';
import {CONFIDENCE_TEXT, confidenceLabel, confidenceStars} from '~/lib/chat/messages';
import type {ChatRecommendation} from '~/lib/chat/types';
import {stockLabel, stockLevel} from '~/lib/stock';

export interface ChatToast {
  title: string;
  description: string;
}

/** SPEC.md section 8: 'unavailable' / 'unavailableMessage'. */
export const UNAVAILABLE_TOAST: ChatToast = {title: 'Produit indisponible', description: 'Ce produit n’est plus disponible'};

/**
 * A recommendation: image, title, price in the visitor's mode, stock, confidence label
 * and stars, and 'Ajouter au panier' through the cart route (the header badge and the
 * shop's toast follow from the cart action, as for every other add to cart).
 */
export function ChatProductCard({
  recommendation,
  onToast,
  onNavigate,
}: {
  recommendation: ChatRecommendation;
  onToast: (toast: ChatToast) => void;
  onNavigate: () => void;
}) {
  const {product, reason, confidence} = recommendation;
  const fetcher = useFetcher({key: `chat-add-${product.variantId}`});
  const adding = fetcher.state !== 'idle';
  const stock = {availableForSale: product.availableForSale, quantityAvailable: product.quantityAvailable, tags: product.stockTags};
  const level = stockLevel(stock);
  const label = confidenceLabel(confidence);
  const stars = confidenceStars(confidence);
  const url = productPageUrl(product);

  const add = () => {
    if (!product.availableForSale) {
      onToast(UNAVAILABLE_TOAST);
      return;
    }
    const form = new FormData();
    form.set(
      CartForm.INPUT_NAME,
      JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId: product.variantId, quantity: 1}]}}),
    );
    void fetcher.submit(form, {method: 'POST', action: '/cart'});
  };

  return (
    <article className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="chat-product-card">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-slate-50">
        {product.image ? (
          <Image data={product.image} alt="" width={64} height={64} aspectRatio="1/1" loading="lazy" className="h-full w-full object-contain p-1" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold leading-snug">
          <Link to={url} className="hover:text-brand-700 hover:underline" onClick={onNavigate}>
            {product.title}
          </Link>
        </h3>
        {product.variantTitle ? <p className="text-xs text-slate-700">{product.variantTitle}</p> : null}
        <p className="mt-1 text-sm font-bold text-brand-900">
          <Price amount={product.price} compareAt={product.compareAtPrice} />
        </p>
        <p
          className={`text-xs font-medium ${level === 'out' ? 'text-red-700' : level === 'low' ? 'text-accent-700' : 'text-green-800'}`}
        >
          {stockLabel(stock)}
        </p>
        <p className="mt-1 flex items-center gap-2 text-xs" data-testid="chat-confidence" data-confidence={label}>
          <span aria-hidden="true" className="tracking-tight text-accent-700">
            {'★'.repeat(stars)}
            <span className="text-slate-500">{'★'.repeat(5 - stars)}</span>
          </span>
          <span className="font-semibold text-slate-800">
            {CONFIDENCE_TEXT[label]}
            <span className="sr-only"> ({stars} étoiles sur 5)</span>
          </span>
        </p>
        <p className="mt-1 text-xs text-slate-700">{reason}</p>
        <button
          type="button"
          className="btn-accent mt-2 w-full py-1.5 text-xs"
          onClick={add}
          disabled={adding}
          aria-label={`Ajouter au panier : ${product.title}${product.variantTitle ? `, ${product.variantTitle}` : ''}`}
        >
          {adding ? 'Ajout en cours…' : 'Ajouter au panier'}
        </button>
      </div>
    </article>
  );
}
