import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {formatMoney} from '~/lib/money';
import {htFromTtc, type PriceMode} from '~/lib/vat';

export function usePriceMode(): PriceMode {
  const data = useRouteLoaderData<RootLoader>('root');
  return data?.priceMode ?? 'TTC';
}

/**
 * A TTC amount from the shop, shown in the visitor's mode (HT or TTC) with its suffix.
 * `ht`: the amount's HT figure when a recap's HT rule gives it (vat.ts htColumn), used in HT mode.
 */
export function Price({
  amount,
  ht,
  compareAt,
  className,
  suffix = true,
}: {
  amount: string | number;
  ht?: number;
  compareAt?: string | number | null;
  className?: string;
  suffix?: boolean;
}) {
  const mode = usePriceMode();
  const value = mode === 'HT' && ht !== undefined ? ht : toMode(Number(amount), mode);
  const compare = compareAt != null && Number(compareAt) > Number(amount) ? toMode(Number(compareAt), mode) : null;
  return (
    <span className={className} data-price-mode={mode}>
      {compare != null ? (
        <>
          <s className="mr-2 text-sm font-normal text-slate-600">
            <span className="sr-only">Prix initial : </span>
            {formatMoney(compare)}
          </s>
          <span className="sr-only">Prix remisé : </span>
        </>
      ) : null}
      <span data-testid="price">{formatMoney(value)}</span>
      {suffix ? <span className="ml-1 text-xs font-medium text-slate-600">{mode}</span> : null}
    </span>
  );
}

export function toMode(ttc: number, mode: PriceMode): number {
  return mode === 'HT' ? htFromTtc(ttc) : ttc;
}
