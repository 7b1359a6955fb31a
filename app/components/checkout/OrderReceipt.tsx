import {Image} from '@shopify/hydrogen';
import {VAT_RATE} from '~/lib/constants';
import {formatMoney, formatPercent} from '~/lib/money';
import type {Receipt} from '~/lib/checkout/receipt';

const euros = (cents: number) => formatMoney(cents / 100);

/**
 * An order's lines and totals, adding up to the cent (app/lib/checkout/receipt.ts): each
 * line at quantity × unit price, its volume discount and its total; subtotal, codes,
 * delivery chosen with its promise, total TTC, « dont TVA », HT, gift cards, what is left.
 * Prices of a placed order are shown TTC, as on its invoice.
 */
export function OrderReceipt({receipt, compact = false}: {receipt: Receipt; compact?: boolean}) {
  return (
    <section className={compact ? 'mt-4' : 'mt-8 rounded-lg border border-slate-200 p-6'} aria-label="Détail de la commande" data-testid="order-receipt">
      {compact ? null : <h2 className="text-xl font-bold">Articles commandés</h2>}
      <ul className={`divide-y divide-slate-200 ${compact ? '' : 'mt-4'}`}>
        {receipt.lines.map((line, index) => (
          <li key={`${line.title}-${index}`} className={`flex gap-4 ${compact ? 'py-2 text-sm' : 'py-3'}`} data-testid="order-line">
            {line.imageUrl ? (
              <Image
                data={{url: line.imageUrl, altText: ''}}
                alt=""
                width={compact ? 48 : 64}
                height={compact ? 48 : 64}
                aspectRatio="1/1"
                loading={compact ? 'lazy' : 'eager'}
                className={`${compact ? 'h-12 w-12' : 'h-16 w-16'} shrink-0 rounded bg-slate-50 object-contain`}
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.title}</p>
              {line.variantTitle ? <p className="text-sm text-slate-700">{line.variantTitle}</p> : null}
              <p className="text-sm text-slate-700" data-testid="order-line-quantity">
                Quantité : {line.quantity} × {euros(line.unitCents)}
                {line.discounts.length > 0 ? <> = {euros(line.originalCents)}</> : null}
              </p>
              {line.discounts.map((discount) => (
                <p key={discount.label} className="text-sm text-green-800" data-testid="order-line-discount">
                  {discount.label} : −{euros(discount.cents)}
                </p>
              ))}
            </div>
            <p className="whitespace-nowrap text-right font-semibold" data-testid="order-line-total">
              {line.discounts.length > 0 ? (
                <s className="mr-2 block text-sm font-normal text-slate-600">
                  <span className="sr-only">Prix initial : </span>
                  {euros(line.originalCents)}
                </s>
              ) : null}
              {euros(line.totalCents)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm" data-testid="order-totals">
        <Row label="Sous-total" value={euros(receipt.subtotalCents)} testId="order-subtotal" />
        {receipt.discounts.map((discount) => (
          <Row key={discount.label} label={discount.label} value={`−${euros(discount.cents)}`} tone="text-green-800" testId="order-discount" />
        ))}
        <Row
          label={`Livraison (${receipt.delivery.title}${receipt.delivery.description ? `, ${receipt.delivery.description}` : ''})`}
          value={receipt.delivery.cents === 0 ? (receipt.delivery.discount ? `Offerte (${receipt.delivery.discount.label})` : 'Offerte') : euros(receipt.delivery.cents)}
          testId="order-delivery"
        />
        <Row label="Total TTC" value={euros(receipt.totalCents)} tone="text-base font-bold" testId="order-total" />
        <Row label={`dont TVA (${formatPercent(VAT_RATE * 100)})`} value={euros(receipt.vatCents)} tone="text-slate-700" testId="order-vat" />
        <Row label="Total HT" value={euros(receipt.htCents)} tone="text-slate-700" testId="order-ht" />
        {receipt.giftCards.map((card) => (
          <Row key={card.label} label={card.label} value={`−${euros(card.cents)}`} tone="text-green-800" testId="order-gift-card" />
        ))}
        {receipt.giftCards.length > 0 ? <Row label="Reste à payer" value={euros(receipt.dueCents)} tone="font-bold" testId="order-due" /> : null}
      </dl>
    </section>
  );
}

function Row({label, value, tone = '', testId}: {label: string; value: string; tone?: string; testId: string}) {
  return (
    <div className={`flex justify-between gap-4 ${tone}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
