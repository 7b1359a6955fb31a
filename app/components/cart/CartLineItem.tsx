import {useId, useState} from 'react';
import {Link} from 'react-router';
import {CartForm, Image} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price, usePriceMode} from '~/components/Price';
import {InlineError} from '~/components/cart/CartActionForm';
import {RemoveLineButton} from '~/components/cart/RemoveLineButton';
import {INVALID_QUANTITY_MESSAGE, MAX_LINE_QUANTITY, parseLineQuantity, volumeDiscountTitle, type LineEstimate} from '~/lib/cart/optimistic';
import {discountTitle} from '~/lib/cart/summary';
import type {LineStockNotice} from '~/lib/cart/stock-notices';
import {htLine} from '~/lib/vat';

type CartLine = CartApiQueryFragment['lines']['nodes'][number];

export function CartLineItem({
  line,
  quantity,
  stockNotice,
  estimate,
  error,
  onQuantity,
  onStep,
  onRemove,
}: {
  line: CartLine;
  /** The quantity asked for (the shop's until the shopper changes it) */
  quantity: number;
  /** The stock does not cover the line, or the last change brought it down (stock-notices.ts) */
  stockNotice: LineStockNotice | null;
  /** Set while the quantity asked for is not confirmed */
  estimate: LineEstimate | null;
  error: string | null;
  onQuantity: (quantity: number) => void;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
}) {
  const {merchandise} = line;
  const product = merchandise.product;
  const showVariant = merchandise.title !== 'Default Title';
  const pending = estimate !== null;
  const totalTtc = estimate ? estimate.total : Number(line.cost.totalAmount.amount);
  // HT mode: quantity × unit HT, less the discount, to the cent (vat.ts htLine).
  const ht = usePriceMode() === 'HT' ? htLine({unitTtc: Number(line.cost.amountPerQuantity.amount), quantity, totalTtc}) : null;
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 p-4" data-testid="cart-line" data-pending={pending ? 'true' : 'false'}>
      {merchandise.image ? (
        <Image
          data={merchandise.image}
          alt={merchandise.image.altText ?? product.title}
          width={96}
          height={96}
          aspectRatio="1/1"
          className="h-24 w-24 shrink-0 rounded bg-slate-50 object-contain p-1"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <div>
            <Link to={`/products/${product.handle}`} className="font-semibold hover:text-brand-700">
              {product.title}
            </Link>
            {showVariant ? <p className="text-sm text-slate-700">{merchandise.title}</p> : null}
            <p className="text-sm text-slate-700">
              Prix unitaire : <Price amount={line.cost.amountPerQuantity.amount} />
            </p>
          </div>
          <div className={`text-right transition-opacity ${pending ? 'opacity-70' : ''}`} aria-busy={pending}>
            <p className="font-bold" data-testid="line-total">
              <Price amount={totalTtc} ht={ht?.totalHt} />
            </p>
            {estimate ? (
              estimate.volumePercent > 0 ? (
                <p className="text-sm text-green-800" data-testid="line-discount">
                  {volumeDiscountTitle(estimate.volumePercent)} : −<Price amount={estimate.volumeAmount} ht={ht?.discountHt} />
                </p>
              ) : null
            ) : (
              line.discountAllocations.map((allocation, index) => (
                <p key={index} className="text-sm text-green-800" data-testid="line-discount">
                  {discountTitle(allocation)} : −<Price amount={allocation.discountedAmount.amount} ht={ht && line.discountAllocations.length === 1 ? ht.discountHt : undefined} />
                </p>
              ))
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <QuantityStepper lineId={line.id} productTitle={product.title} quantity={quantity} onQuantity={onQuantity} onStep={onStep} />
          <RemoveLineButton lineId={line.id} productTitle={product.title} onRemove={onRemove} />
        </div>
        {stockNotice ? <StockNotice lineId={line.id} notice={stockNotice} onQuantity={onQuantity} /> : null}
        <InlineError message={error} testId="line-error" />
      </div>
    </li>
  );
}

/**
 * − / typed quantity / +. Each is its own form so that it posts without JavaScript; with
 * it, a click or a typed quantity (Enter or leaving the field) changes the line at once.
 * The buttons stay enabled while a change is on its way: each click counts.
 */
function QuantityStepper({
  lineId,
  productTitle,
  quantity,
  onQuantity,
  onStep,
}: {
  lineId: string;
  productTitle: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onStep: (delta: 1 | -1) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const messageId = useId();
  const linesInput = (lineQuantity?: number) =>
    JSON.stringify({action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: [lineQuantity === undefined ? {id: lineId} : {id: lineId, quantity: lineQuantity}]}});

  const commit = () => {
    if (draft === null) return;
    const typed = parseLineQuantity(draft);
    // A wrong value stays in the field, with the rule, until it is corrected.
    if (typed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (typed !== quantity) onQuantity(typed);
  };

  return (
    <div>
      <div className="flex items-center" role="group" aria-label={`Quantité de ${productTitle}`}>
        <form
          method="post"
          action="/cart"
          onSubmit={(event) => {
            event.preventDefault();
            onStep(-1);
          }}
        >
          <input type="hidden" name={CartForm.INPUT_NAME} value={linesInput(quantity - 1)} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="btn-secondary rounded-r-none px-3" disabled={quantity <= 1} aria-label="Diminuer la quantité">
            −
          </button>
        </form>
        <form
          method="post"
          action="/cart"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            commit();
          }}
        >
          <input type="hidden" name={CartForm.INPUT_NAME} value={linesInput()} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <input
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            value={draft ?? String(quantity)}
            onChange={(event) => {
              setDraft(event.target.value);
              setInvalid(false);
            }}
            onBlur={commit}
            aria-label="Quantité"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? messageId : undefined}
            data-testid="line-quantity"
            className="h-[42px] w-16 border-y border-slate-300 px-1 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
        </form>
        <form
          method="post"
          action="/cart"
          onSubmit={(event) => {
            event.preventDefault();
            onStep(1);
          }}
        >
          <input type="hidden" name={CartForm.INPUT_NAME} value={linesInput(quantity + 1)} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="btn-secondary rounded-l-none px-3" aria-label="Augmenter la quantité">
            +
          </button>
        </form>
      </div>
      {invalid ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {INVALID_QUANTITY_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

/** The line's stock notice; « Ramener à N » posts the quantity without JavaScript too. */
function StockNotice({lineId, notice, onQuantity}: {lineId: string; notice: LineStockNotice; onQuantity: (quantity: number) => void}) {
  const {fixTo} = notice;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status" data-testid="line-stock">
      <p>{notice.text}</p>
      {fixTo !== null ? (
        <form
          method="post"
          action="/cart"
          onSubmit={(event) => {
            event.preventDefault();
            // The notice goes with the fix: the keyboard stays on the line, on its quantity.
            const field = event.currentTarget.closest('[data-testid="cart-line"]')?.querySelector<HTMLInputElement>('[data-testid="line-quantity"]');
            onQuantity(fixTo);
            field?.focus();
          }}
        >
          <input type="hidden" name={CartForm.INPUT_NAME} value={JSON.stringify({action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: [{id: lineId, quantity: fixTo}]}})} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="font-semibold underline hover:text-brand-700">
            Ramener à {fixTo}
          </button>
        </form>
      ) : null}
    </div>
  );
}
