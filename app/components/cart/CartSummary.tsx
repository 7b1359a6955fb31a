import {Link} from 'react-router';
import {STOCK_SHORTAGE_NOTICE} from '~/lib/cart/stock-notices';
import {CartForm} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price, usePriceMode} from '~/components/Price';
import {CartActionForm, InlineError, useCartFetcher} from '~/components/cart/CartActionForm';
import {DiscountCodes, GiftCards} from '~/components/cart/CartCodes';
import {CartNote} from '~/components/cart/CartNote';
import {type CartEstimate, type QuantityOverrides} from '~/lib/cart/optimistic';
import {cartAmounts, cartHtColumn, cylinderCount, discountLines} from '~/lib/cart/summary';
import {
  DISPATCH_HOURS,
  FREE_DELIVERY_MIN_CYLINDERS,
  PAYMENT_METHODS_SHORT,
  RETURNS,
  VAT_RATE,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '~/lib/constants';
import {shopDiscountCode} from '~/lib/cart/discount-codes';
import {freeDeliveryStatus} from '~/lib/delivery';
import {formatMoney, formatPercent} from '~/lib/money';
import {countLabel, plural} from '~/lib/plural';

type DeliveryGroup = CartApiQueryFragment['deliveryGroups']['nodes'][number];

/** The cart page's side column: totals, delivery, codes, gift cards, note, the way to checkout. */
export function CartSummary({
  cart,
  estimate,
  overrides,
  busy,
  promises,
  shortage,
}: {
  cart: CartApiQueryFragment;
  estimate: CartEstimate;
  overrides: QuantityOverrides;
  busy: boolean;
  /** The stock does not cover a line (cartHasStockShortage, worked out once by the page) */
  shortage: boolean;
  /** Each option's dates by the shared rule (delivery-promise.ts), by handle */
  promises: Record<string, string>;
}) {
  const mode = usePriceMode();
  const delivery = useCartFetcher('cart-delivery');
  const total = estimate.total ?? Number(cart.cost.totalAmount.amount);
  const group = cart.deliveryGroups.nodes[0];
  const chosenHandle = delivery.formData?.get('deliveryOptionHandle');
  const selected = (chosenHandle ? group?.deliveryOptions.find((option) => option.handle === chosenHandle) : null) ?? group?.selectedDeliveryOption;
  const deliveryTtc = group?.selectedDeliveryOption ? Number(group.selectedDeliveryOption.estimatedCost.amount) : null;
  const amounts = cartAmounts({
    toPay: total,
    giftCardsUsed: cart.appliedGiftCards.map((card) => Number(card.amountUsed.amount)),
    delivery: deliveryTtc,
  });
  // HT mode: every figure HT, the column adding up (vat.ts htColumn).
  const ht = mode === 'HT' ? cartHtColumn(cart, estimate, overrides, deliveryTtc) : null;
  return (
    <aside className="h-fit space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="summary-title">
      <div>
        <h2 id="summary-title" className="text-xl font-bold">
          Récapitulatif
        </h2>
        <dl className={`mt-4 space-y-2 text-sm transition-opacity ${busy ? 'opacity-70' : ''}`} data-testid="cart-totals" aria-busy={busy}>
          <div className="flex justify-between">
            <dt>
              Sous-total ({estimate.totalQuantity} {plural(estimate.totalQuantity, 'article')})
            </dt>
            <dd>
              <Price amount={estimate.beforeDiscounts} ht={ht?.column.subtotalHt} />
            </dd>
          </div>
          {(ht ? ht.discounts : discountLines(cart, estimate)).map((discount, index) => (
            <div key={index} className="flex justify-between text-green-800" data-testid="discount-line">
              <dt>{discount.title}</dt>
              <dd>
                −<Price amount={discount.amount} ht={ht ? discount.amount : undefined} />
              </dd>
            </div>
          ))}
          <div className="flex justify-between">
            <dt>Livraison{selected ? ` (${selected.title})` : ''}</dt>
            <dd data-testid="delivery-cost">
              {selected ? Number(selected.estimatedCost.amount) === 0 ? 'Offerte' : <Price amount={selected.estimatedCost.amount} ht={ht && selected === group?.selectedDeliveryOption ? ht.column.deliveryHt : undefined} /> : 'Calculée à l’étape suivante'}
            </dd>
          </div>
          {ht ? (
            <>
              <div className="flex justify-between border-t border-slate-300 pt-2 text-base font-bold">
                <dt>Total HT</dt>
                <dd data-testid="cart-total-ht">{formatMoney(ht.column.totalHt)}</dd>
              </div>
              <div className="flex justify-between text-slate-700">
                <dt>TVA ({formatPercent(VAT_RATE * 100)})</dt>
                <dd data-testid="cart-vat">{formatMoney(ht.column.vat)}</dd>
              </div>
              <div className="flex justify-between font-bold">
                <dt>Total TTC</dt>
                <dd data-testid="cart-total">{formatMoney(amounts.totalTtc)}</dd>
              </div>
            </>
          ) : (
            <>
              <div className="flex justify-between border-t border-slate-300 pt-2 text-base font-bold">
                <dt>Total TTC</dt>
                <dd data-testid="cart-total">{formatMoney(amounts.totalTtc)}</dd>
              </div>
              <div className="flex justify-between text-slate-700">
                <dt>Total HT</dt>
                <dd data-testid="cart-total-ht">{formatMoney(amounts.totalHt)}</dd>
              </div>
              <div className="flex justify-between text-slate-700">
                <dt>dont TVA ({formatPercent(VAT_RATE * 100)})</dt>
                <dd data-testid="cart-vat">{formatMoney(amounts.vat)}</dd>
              </div>
            </>
          )}
          {/* A gift card pays part of the total: after the VAT, never lowering it. */}
          {cart.appliedGiftCards.map((card) => (
            <div key={card.id} className="flex justify-between text-green-800" data-testid="gift-card-line">
              <dt>Carte cadeau •••• {card.lastCharacters}</dt>
              <dd>−{formatMoney(card.amountUsed.amount)}</dd>
            </div>
          ))}
          {cart.appliedGiftCards.length > 0 ? (
            <div className="flex justify-between font-bold">
              <dt>Reste à payer</dt>
              <dd data-testid="cart-due">{formatMoney(amounts.due)}</dd>
            </div>
          ) : null}
        </dl>
        <p role="status" className="mt-1 min-h-4 text-xs text-slate-600" data-testid="cart-updating">
          {busy ? 'Mise à jour du panier…' : ''}
        </p>
        {mode === 'HT' ? <p className="mt-2 text-xs text-slate-600">Les prix des articles sont affichés hors taxes.</p> : null}
        <FreeDeliveryProgress subtotalTtc={estimate.subtotal} cylinders={cylinderCount(cart, overrides)} freeByCode={freeShippingCode(cart)} />
      </div>

      {group && group.deliveryOptions.length > 0 ? <DeliveryOptions group={group} selectedHandle={selected?.handle ?? null} control={delivery} promises={promises} /> : null}

      <DiscountCodes cart={cart} />
      <GiftCards cart={cart} />
      <CartNote note={cart.note ?? ''} />

      <div>
        {shortage ? (
          <p className="mb-2 text-sm text-amber-950" data-testid="checkout-stock">
            {STOCK_SHORTAGE_NOTICE}
          </p>
        ) : null}
        <Link to="/checkout" className="btn-accent w-full py-3 text-base" data-testid="checkout-button">
          Commander
        </Link>
        <Link to="/products" className="btn-secondary mt-3 w-full">
          Continuer mes achats
        </Link>
      </div>
      <Commitments />
    </aside>
  );
}

/** A free-delivery code of the shop that applies to this cart, if any. */
function freeShippingCode(cart: CartApiQueryFragment): string | null {
  const applied = cart.discountCodes.find((entry) => entry.applicable && shopDiscountCode(entry.code)?.kind === 'free_shipping');
  return applied ? applied.code.trim().toUpperCase() : null;
}

function FreeDeliveryProgress({subtotalTtc, cylinders, freeByCode}: {subtotalTtc: number; cylinders: number; freeByCode: string | null}) {
  const computed = freeDeliveryStatus({subtotalTtc, cylinderCount: cylinders});
  // A free-delivery code makes the threshold moot: never « Plus que … » beside it.
  const status = freeByCode ? {...computed, free: true, progress: 1} : computed;
  return (
    <div className="mt-4 rounded-md bg-white p-3 text-sm" data-testid="free-delivery">
      {status.free ? (
        <p className="font-semibold text-green-800">Livraison standard offerte{freeByCode ? ` (code ${freeByCode})` : ''}</p>
      ) : (
        <p>
          Plus que <strong>{formatMoney(status.remainingHt)} HT</strong> pour la livraison offerte
          {status.remainingCylinders < FREE_DELIVERY_MIN_CYLINDERS ? ` (ou ${countLabel(status.remainingCylinders, 'vérin')})` : ''}
        </p>
      )}
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Progression vers la livraison offerte"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(status.progress * 100)}
      >
        <div className="h-full bg-green-700" style={{width: `${Math.round(status.progress * 100)}%`}} />
      </div>
    </div>
  );
}

function DeliveryOptions({
  group,
  selectedHandle,
  control,
  promises,
}: {
  group: DeliveryGroup;
  selectedHandle: string | null;
  control: ReturnType<typeof useCartFetcher>;
  promises: Record<string, string>;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-bold">Mode de livraison</legend>
      <ul className="mt-2 space-y-2">
        {group.deliveryOptions.map((option) => (
          <li key={option.handle}>
            <CartActionForm control={control} action={CartForm.ACTIONS.SelectedDeliveryOptionsUpdate} inputs={{selectedDeliveryOptions: []}}>
              <input type="hidden" name="deliveryGroupId" value={group.id} />
              <input type="hidden" name="deliveryOptionHandle" value={option.handle} />
              <button
                type="submit"
                aria-pressed={selectedHandle === option.handle}
                className={`flex w-full justify-between gap-2 rounded border px-3 py-2 text-left text-sm ${
                  selectedHandle === option.handle ? 'border-brand-700 bg-white font-semibold' : 'border-slate-300 bg-white'
                }`}
              >
                <span>
                  {option.title}
                  {option.description ? <span className="block text-xs font-normal text-slate-600">{option.description}</span> : null}
                  {promises[option.handle] ? (
                    <span className="block text-xs font-normal text-slate-600" data-testid="delivery-promise">
                      Livraison {promises[option.handle]}
                    </span>
                  ) : null}
                </span>
                <span>{Number(option.estimatedCost.amount) === 0 ? 'Offerte' : formatMoney(option.estimatedCost.amount)}</span>
              </button>
            </CartActionForm>
          </li>
        ))}
      </ul>
      <InlineError message={control.error} />
    </fieldset>
  );
}

/** The shop's promises, from its constants. */
function Commitments() {
  return (
    <ul className="space-y-2 text-sm text-slate-800" aria-label="Nos engagements">
      <li>✓ Expédition sous {DISPATCH_HOURS} h ouvrées</li>
      <li>✓ Paiement sécurisé : {PAYMENT_METHODS_SHORT}</li>
      <li>✓ Retours acceptés pendant {RETURNS.returnDays} jours</li>
      <li>
        ✓ Garantie {WARRANTY_YEARS} ans ({WARRANTY_YEARS_FRENCH_MADE} ans sur les produits fabriqués en France)
      </li>
    </ul>
  );
}
