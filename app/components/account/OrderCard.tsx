import {Image} from '@shopify/hydrogen';
import type {CustomerOrderFragment} from 'storefrontapi.generated';
import {formatDateFr} from '~/lib/dates';
import {formatMoney} from '~/lib/money';
import {statusLabel, statusTone, TONE_CLASSES} from '~/lib/account/order-status';

/** An order status, in French, in its colour. */
export function Badge({status}: {status: string | null | undefined}) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASSES[statusTone(status)]}`}>{statusLabel(status)}</span>;
}

/** One order of /mes-commandes: number, date, status, lines, total, address. */
export function OrderCard({order}: {order: CustomerOrderFragment}) {
  const address = order.shippingAddress;
  return (
    <li className="rounded-lg border border-slate-200 p-5" data-testid="order">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">Commande {order.name}</h2>
          <p className="text-sm text-slate-700">Passée le {formatDateFr(order.processedAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge status={order.financialStatus} />
          <Badge status={order.fulfillmentStatus} />
        </div>
        <p className="text-lg font-bold">{formatMoney(order.totalPrice.amount)}</p>
        <a href={order.statusUrl} target="_blank" rel="noreferrer" className="btn-secondary">
          Voir le statut<span className="sr-only"> de la commande {order.name} (nouvel onglet)</span>
        </a>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {order.lineItems.nodes.map((line, index) => (
          <li key={`${line.title}-${index}`} className="flex items-center gap-3 py-2 text-sm">
            {line.variant?.image ? (
              <Image data={line.variant.image} alt="" width={48} height={48} aspectRatio="1/1" loading="lazy" className="h-12 w-12 rounded bg-slate-50 object-contain" />
            ) : null}
            <span className="flex-1">
              {line.title}
              {line.variant && line.variant.title !== 'Default Title' ? <span className="text-slate-600"> — {line.variant.title}</span> : null}
            </span>
            <span>× {line.quantity}</span>
            {line.variant ? <span className="w-24 text-right">{formatMoney(line.variant.price.amount)}</span> : null}
          </li>
        ))}
      </ul>
      {address ? (
        <p className="mt-3 text-sm text-slate-700">
          Livraison : {[address.name, address.address1, address.address2, `${address.zip ?? ''} ${address.city ?? ''}`.trim(), address.country]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : null}
    </li>
  );
}
