import {VOLUME_TIERS} from '~/lib/constants';
import {nextVolumeTierHint, volumeBreakdown, volumeDiscount, volumeTierRangeLabel} from '~/lib/volume-discount';
import {formatMoney} from '~/lib/money';
import {toMode, usePriceMode} from '~/components/Price';

/** Product page, quantity above 1: the tier table and the price breakdown for that quantity. */
export function VolumeDiscountTable({unitPrice, quantity}: {unitPrice: number; quantity: number}) {
  const mode = usePriceMode();
  if (quantity <= 1) return null;
  const result = volumeDiscount(unitPrice, quantity);
  const hint = nextVolumeTierHint(quantity);
  const money = (ttc: number) => `${formatMoney(toMode(ttc, mode))} ${mode}`;
  // Already in the mode, each figure derived from the ones shown (adds up to the cent).
  const shown = volumeBreakdown(unitPrice, quantity, mode);
  const inMode = (amount: number) => `${formatMoney(amount)} ${mode}`;
  return (
    <section className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm" aria-labelledby="volume-title" data-testid="volume-table">
      <h2 id="volume-title" className="font-bold text-brand-900">
        Remises sur quantité
      </h2>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="py-1 font-medium">
              Quantité
            </th>
            <th scope="col" className="py-1 font-medium">
              Remise
            </th>
            <th scope="col" className="py-1 font-medium">
              Prix unitaire
            </th>
          </tr>
        </thead>
        <tbody>
          {VOLUME_TIERS.map((tier) => {
            const current = result.tier?.minQuantity === tier.minQuantity;
            return (
              <tr key={tier.minQuantity} className={current ? 'font-semibold text-brand-900' : ''} aria-current={current ? 'true' : undefined}>
                <td className="py-1">{volumeTierRangeLabel(tier)}</td>
                <td className="py-1">−{tier.percent} %</td>
                <td className="py-1">{money((unitPrice * (100 - tier.percent)) / 100)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 border-t border-brand-100 pt-3" data-testid="price-breakdown">
        <div className="flex justify-between">
          <dt>
            {quantity} × {inMode(shown.unitPrice)}
          </dt>
          <dd>{inMode(shown.subtotal)}</dd>
        </div>
        {result.percent > 0 ? (
          <div className="flex justify-between text-green-800">
            <dt>Remise quantité (−{result.percent} %)</dt>
            <dd>−{inMode(shown.discountAmount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between font-bold">
          <dt>Total</dt>
          <dd data-testid="breakdown-total">{inMode(shown.total)}</dd>
        </div>
      </dl>
      {hint ? <p className="mt-2 text-brand-900">{hint}</p> : null}
    </section>
  );
}
