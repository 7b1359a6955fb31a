import {Link} from 'react-router';
import {Price} from '~/components/Price';
import {plural} from '~/lib/plural';
import {STOCK_SHORTAGE_NOTICE} from '~/lib/cart/stock-notices';

/**
 * Under 769 px, the count, the total and the way to checkout stay at the bottom of the screen;
 * with the summary's warning when the stock does not cover a line (its « Commander » is far below).
 */
export function MobileCartBar({count, total, busy, shortage = false}: {count: number; total: number; busy: boolean; shortage?: boolean}) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] min-[769px]:hidden"
      data-testid="mobile-cart-bar"
    >
      {shortage ? (
        <p className="mb-2 text-xs text-amber-950" data-testid="mobile-checkout-stock">
          {STOCK_SHORTAGE_NOTICE}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p className={`text-sm transition-opacity ${busy ? 'opacity-70' : ''}`} aria-busy={busy}>
          {count} {plural(count, 'article')}
          <br />
          <strong className="text-base">
            <Price amount={total} />
          </strong>
        </p>
        <div className="flex gap-2">
          <Link to="/products" className="btn-secondary px-3">
            Continuer
          </Link>
          <Link to="/checkout" className="btn-accent px-4">
            Commander
          </Link>
        </div>
      </div>
    </div>
  );
}
