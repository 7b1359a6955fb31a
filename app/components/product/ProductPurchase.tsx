import {useRef, useState} from 'react';
import {useNavigation} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {VolumeDiscountTable} from '~/components/product/VolumeDiscountTable';
import type {ProductPageVariant} from '~/components/product/ProductInfo';
import {useTypedBeforeHydration} from '~/components/useTypedBeforeHydration';

const quantityOf = (text: string) => Math.max(1, Math.floor(Number(text) || 1));

/** Quantity and 'Ajouter au panier' (a plain form to /cart), then the volume discounts for that quantity. */
export function ProductPurchase({variant}: {variant: ProductPageVariant}) {
  const navigation = useNavigation();
  const [quantity, setQuantity] = useState(1);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, String(quantity), (typed) => setQuantity(quantityOf(typed)));
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
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
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
                step={1}
                value={quantity}
                onChange={(event) => setQuantity(quantityOf(event.target.value))}
                className="input w-20 rounded-none text-center"
              />
              <button type="button" className="btn-secondary rounded-l-none px-3" onClick={() => setQuantity((q) => q + 1)} aria-label="Augmenter la quantité">
                +
              </button>
            </div>
          </div>
          <button type="submit" className="btn-accent flex-1 py-3 text-base" disabled={!variant.availableForSale || busy}>
            {variant.availableForSale ? (busy ? 'Ajout en cours…' : 'Ajouter au panier') : 'Rupture de stock'}
          </button>
        </div>
      </CartForm>
      <VolumeDiscountTable unitPrice={Number(variant.price.amount)} quantity={quantity} />
    </>
  );
}
