import {VOLUME_TIERS} from '~/lib/constants';
import {volumeTierRangeLabel} from '~/lib/volume-discount';

/** The one volume-discount table, as charged by the cart (DESIGN.md section 4). */
export function VolumeDiscountInfo() {
  return (
    <details className="mt-4 rounded-md border border-brand-100 bg-brand-50 px-4 py-2 text-sm" data-testid="volume-info">
      <summary className="cursor-pointer font-semibold text-brand-900">Remises sur quantité</summary>
      <p className="mt-2 text-slate-800">Remise appliquée automatiquement au panier, par article, selon la quantité commandée :</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-3">
        {VOLUME_TIERS.map((tier) => (
          <li key={tier.minQuantity} className="rounded bg-white px-3 py-2">
            <span className="font-semibold">{volumeTierRangeLabel(tier)}</span> : −{tier.percent} %
          </li>
        ))}
      </ul>
    </details>
  );
}
