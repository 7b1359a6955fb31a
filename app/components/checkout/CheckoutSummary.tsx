import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price, usePriceMode} from '~/components/Price';
import {keptCodeStatusInCart} from '~/lib/cart/code-messages';
import {estimateCart} from '~/lib/cart/optimistic';
import {cartAmounts, cartHtColumn, discountTitle} from '~/lib/cart/summary';
import {VAT_RATE} from '~/lib/constants';
import {formatMoney, formatPercent} from '~/lib/money';

/** 'Votre commande': the cart's lines, its total with its VAT and its gift cards; delivery is chosen on the next step. */
export function CheckoutSummary({cart, promises}: {cart: CartApiQueryFragment; promises: string[]}) {
  const delivery = cart.deliveryGroups.nodes[0]?.selectedDeliveryOption ?? null;
  // « dont TVA » by the shared rule: on the goods and the delivery, never lowered by a gift card.
  const deliveryTtc = delivery ? Number(delivery.estimatedCost.amount) : null;
  const amounts = cartAmounts({
    toPay: Number(cart.cost.totalAmount.amount),
    giftCardsUsed: cart.appliedGiftCards.map((card) => Number(card.amountUsed.amount)),
    delivery: deliveryTtc,
  });
  // HT mode: every figure of the recap HT, the column adding up to the cent (vat.ts htColumn).
  const ht = usePriceMode() === 'HT' ? cartHtColumn(cart, estimateCart(cart, {}), {}, deliveryTtc).column : null;
  const money = (ttc: number | string, htAmount: number | undefined) => (ht && htAmount !== undefined ? `${formatMoney(htAmount)} HT` : formatMoney(ttc));
  return (
    <aside className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="recap-title">
      <h2 id="recap-title" className="text-xl font-bold">
        Votre commande
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 text-sm" data-testid="checkout-summary">
        {cart.lines.nodes.map((line, index) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <span>
              {line.merchandise.product.title}
              {line.merchandise.title !== 'Default Title' ? ` — ${line.merchandise.title}` : ''} × {line.quantity}
            </span>
            <Price amount={line.cost.totalAmount.amount} ht={ht?.lines[index]?.totalHt} className="whitespace-nowrap font-medium" />
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-300 pt-3 text-sm" data-testid="checkout-totals">
        {cart.discountAllocations.map((allocation, index) => (
          <div key={index} className="flex justify-between text-green-800">
            <dt>{discountTitle(allocation)}</dt>
            <dd>−{money(allocation.discountedAmount.amount, ht?.discountsHt[index])}</dd>
          </div>
        ))}
        {cart.discountCodes
          .filter((code) => !code.applicable)
          .map((code) => (
            <div key={code.code} className="flex justify-between gap-3 text-amber-900" data-testid="checkout-code-refused">
              <dt>Code {code.code}</dt>
              <dd className="min-w-0 text-right [overflow-wrap:anywhere]">non appliqué : {keptCodeStatusInCart(code.code, cart)}</dd>
            </div>
          ))}
        {delivery ? (
          <div className="flex justify-between">
            <dt>{delivery.title}</dt>
            <dd>{Number(delivery.estimatedCost.amount) === 0 ? 'Offerte' : money(delivery.estimatedCost.amount, ht?.deliveryHt)}</dd>
          </div>
        ) : null}
        {ht ? (
          <>
            <div className="flex justify-between text-base font-bold">
              <dt>Total HT</dt>
              <dd data-testid="checkout-total-ht">{formatMoney(ht.totalHt)}</dd>
            </div>
            <div className="flex justify-between text-slate-700">
              <dt>TVA ({formatPercent(VAT_RATE * 100)})</dt>
              <dd data-testid="checkout-vat">{formatMoney(ht.vat)}</dd>
            </div>
            <div className="flex justify-between font-bold">
              <dt>Total TTC</dt>
              <dd data-testid="checkout-total">{formatMoney(amounts.totalTtc)}</dd>
            </div>
          </>
        ) : (
          <>
            <div className="flex justify-between text-base font-bold">
              <dt>Total TTC</dt>
              <dd data-testid="checkout-total">{formatMoney(amounts.totalTtc)}</dd>
            </div>
            <div className="flex justify-between text-slate-700">
              <dt>dont TVA ({formatPercent(VAT_RATE * 100)})</dt>
              <dd data-testid="checkout-vat">{formatMoney(amounts.vat)}</dd>
            </div>
          </>
        )}
        {cart.appliedGiftCards.map((card) => (
          <div key={card.id} className="flex justify-between text-green-800">
            <dt>Carte cadeau •••• {card.lastCharacters}</dt>
            <dd>−{formatMoney(card.amountUsed.amount)}</dd>
          </div>
        ))}
        {cart.appliedGiftCards.length > 0 ? (
          <div className="flex justify-between font-bold">
            <dt>Reste à payer</dt>
            <dd>{formatMoney(amounts.due)}</dd>
          </div>
        ) : null}
      </dl>
      {delivery ? null : <p className="mt-1 text-xs text-slate-600">Frais de livraison choisis à l’étape suivante.</p>}
      <div className="mt-4 border-t border-slate-300 pt-3 text-xs text-slate-700" data-testid="checkout-promises">
        <p className="font-semibold">Livraison estimée pour une commande passée maintenant</p>
        <ul className="mt-1 space-y-0.5">
          {promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
