import {Link} from 'react-router';
import {Price, usePriceMode} from '~/components/Price';
import {formatMoney, formatNumber} from '~/lib/money';
import {quoteLinkForConfiguration} from '~/lib/quote/quote-request';
import {CLEVIS_OPTIONS, MATERIAL_OPTIONS, priceEstimate, referenceCode, type ConfiguratorSelection} from '~/lib/tools/configurator';
import {htFromTtc} from '~/lib/vat';

const NBSP = '\u00A0';

/** 'Votre vérin': reference, estimated price in both modes, what was adjusted, and the page's actions. */
export function ConfiguratorSummary({
  selection,
  adjustments,
  calculatorButton,
}: {
  selection: ConfiguratorSelection;
  adjustments: string[];
  calculatorButton: React.ReactNode;
}) {
  const mode = usePriceMode();
  const price = priceEstimate(selection);
  const material = MATERIAL_OPTIONS.find((o) => o.value === selection.type)?.label;
  const clevis = CLEVIS_OPTIONS.find((o) => o.value === selection.chape)?.label.toLowerCase();
  // No-break spaces keep each number with its unit.
  const description =
    `${material}, ${clevis}, tige Ø${NBSP}${formatNumber(selection.diametre)}${NBSP}mm, longueur ${formatNumber(selection.longueur)}${NBSP}mm, ` +
    `course ${formatNumber(selection.course)}${NBSP}mm, force ${formatNumber(selection.force)}${NBSP}N.`;
  return (
    <aside aria-labelledby="resume-titre" className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-4">
      <h2 id="resume-titre" className="text-xl font-bold">
        Votre vérin
      </h2>
      <dl className="mt-4 space-y-3" aria-live="polite">
        <div>
          <dt className="text-sm text-slate-700">Référence</dt>
          <dd className="font-mono text-lg font-bold" data-testid="config-reference">
            {referenceCode(selection)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Prix estimé</dt>
          <dd className="text-2xl font-bold text-brand-900" data-testid="config-price">
            <Price amount={price} />
          </dd>
          <dd className="text-sm text-slate-700">
            soit {mode === 'HT' ? `${formatMoney(price)} TTC` : `${formatMoney(htFromTtc(price))} HT`} ; estimation indicative
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">{description}</p>
      <div role="status" data-testid="config-adjustments">
        {adjustments.length > 0 ? (
          <ul className="mt-4 space-y-2 rounded border-l-4 border-accent-700 bg-orange-50 px-4 py-3 text-sm text-orange-950">
            {adjustments.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <button type="submit" name="trouver" value="1" className="btn-primary w-full" data-testid="find-button">
          Trouver
        </button>
        <Link to={quoteLinkForConfiguration(selection)} className="btn-accent w-full" data-testid="quote-link">
          Demander un devis
        </Link>
        {calculatorButton}
      </div>
    </aside>
  );
}
