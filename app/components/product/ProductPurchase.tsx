import {useRef, useState} from 'react';
import {useNavigation} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {VolumeDiscountTable} from '~/components/product/VolumeDiscountTable';
import type {ProductPageVariant} from '~/components/product/ProductInfo';
import {useTypedBeforeHydration} from '~/components/useTypedBeforeHydration';
import {INVALID_QUANTITY_MESSAGE, MAX_LINE_QUANTITY, parseLineQuantity} from '~/lib/cart/optimistic';

/** Quantity and 'Ajouter au panier' (a plain form to /cart), then the volume discounts for that quantity. */
export function ProductPurchase({variant}: {variant: ProductPageVariant}) {
  const navigation = useNavigation();
  // The field's text as typed: emptied to type another number, it stays empty (put back to 1 at
  // once, « 5 » typed after would make 15). The quantity is what it reads, 1 while it is empty.
  const [text, setText] = useState('1');
  const typed = parseLineQuantity(text);
  const invalid = text.trim() !== '' && typed === null;
  const quantity = typed ?? 1;
  const step = (by: number) => setText(String(Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity + by))));
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, text, setText);
  const busy = navigation.state !== 'idle' && navigation.formAction === '/cart';
  return (
    <>
      <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}>
        <input type="hidden" name="redirectTo" value="/cart" />
        <div className="mt-6 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="quantity" className="block text-sm font-semibold">
              Quantité
            </label>
            <div className="mt-1 flex items-center">
              <button
                type="button"
                className="btn-secondary rounded-r-none px-3"
                onClick={() => step(-1)}
                aria-label="Diminuer la quantité"
                disabled={quantity <= 1}
              >
                −
              </button>
              <input
                ref={field}
                id="quantity"
                name="quantity"
                type="number"
                min={1}
                max={MAX_LINE_QUANTITY}
                step={1}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => {
                  if (text.trim() === '') setText('1');
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? 'quantity-error' : undefined}
                className="input w-20 rounded-none text-center"
              />
              <button type="button" className="btn-secondary rounded-l-none px-3" onClick={() => step(1)} disabled={quantity >= MAX_LINE_QUANTITY} aria-label="Augmenter la quantité">
                +
              </button>
            </div>
          </div>
          <button type="submit" className="btn-accent flex-1 py-3 text-base" disabled={!variant.availableForSale || busy || invalid}>
            {variant.availableForSale ? (busy ? 'Ajout en cours…' : 'Ajouter au panier') : 'Rupture de stock'}
          </button>
        </div>
        {invalid ? (
          <p id="quantity-error" role="alert" className="mt-2 text-sm text-red-700">
            {INVALID_QUANTITY_MESSAGE}
          </p>
        ) : null}
      </CartForm>
      <VolumeDiscountTable unitPrice={Number(variant.price.amount)} quantity={quantity} />
    </>
  );
}
