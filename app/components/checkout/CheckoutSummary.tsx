import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {formatMoney} from '~/lib/money';

/** 'Votre commande': the cart's lines and total; delivery is chosen on the next step. */
export function CheckoutSummary({cart}: {cart: CartApiQueryFragment}) {
  return (
    <aside className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="recap-title">
      <h2 id="recap-title" className="text-xl font-bold">
        Votre commande
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 text-sm" data-testid="checkout-summary">
        {cart.lines.nodes.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <span>
              {line.merchandise.product.title}
              {line.merchandise.title !== 'Default Title' ? ` — ${line.merchandise.title}` : ''} × {line.quantity}
            </span>
            <Price amount={line.cost.totalAmount.amount} className="whitespace-nowrap font-medium" />
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-slate-300 pt-3 font-bold">
        <span>Total TTC</span>
        <span>{formatMoney(cart.cost.totalAmount.amount)}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">Frais de livraison choisis à l’étape suivante.</p>
    </aside>
  );
}
