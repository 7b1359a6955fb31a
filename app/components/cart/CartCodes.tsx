import {CartForm} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CartActionForm, InlineError, useCartFetcher, useClearOnSuccess} from '~/components/cart/CartActionForm';
import {keptCodeStatusInCart} from '~/lib/cart/code-messages';
import {formatMoney} from '~/lib/money';

// Discount codes and gift cards on the cart page: what is being added or removed shows at once.

export function DiscountCodes({cart}: {cart: CartApiQueryFragment}) {
  const apply = useCartFetcher('cart-discount-apply');
  const remove = useCartFetcher('cart-discount-remove');
  const inputRef = useClearOnSuccess(apply);
  const applying = apply.formData ? String(apply.formData.get('discountCode') ?? '').trim() : '';
  const kept = remove.sending?.inputs.discountCodes;
  // A code being removed leaves the list at once.
  const codes = Array.isArray(kept) ? cart.discountCodes.filter((code) => kept.includes(code.code)) : cart.discountCodes;
  return (
    <div>
      <CartActionForm control={apply} action={CartForm.ACTIONS.DiscountCodesUpdate} inputs={{discountCodes: codes.map((code) => code.code)}}>
        <label htmlFor="discount-code" className="block text-sm font-bold">
          Code promo
        </label>
        <div className="mt-1 flex gap-2">
          <input ref={inputRef} id="discount-code" name="discountCode" className="input py-1.5" autoComplete="off" maxLength={100} />
          <button type="submit" className="btn-secondary py-1.5">
            Appliquer
          </button>
        </div>
      </CartActionForm>
      {codes.length > 0 || applying ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="discount-codes">
          {codes.map((code) => (
            <li key={code.code} className="flex items-center justify-between gap-2">
              <span className={`min-w-0 [overflow-wrap:anywhere] ${code.applicable ? 'text-green-800' : 'text-red-700'}`}>
                {code.code} — {code.applicable ? 'appliqué' : `non appliqué : ${keptCodeStatusInCart(code.code, cart)}`}
              </span>
              <CartActionForm
                control={remove}
                action={CartForm.ACTIONS.DiscountCodesUpdate}
                inputs={{discountCodes: codes.filter((other) => other.code !== code.code).map((other) => other.code)}}
              >
                <button type="submit" className="text-red-700 underline" aria-label={`Retirer le code ${code.code}`}>
                  Retirer
                </button>
              </CartActionForm>
            </li>
          ))}
          {applying ? (
            <li className="text-slate-700" data-testid="discount-code-pending">
              {applying} — vérification…
            </li>
          ) : null}
        </ul>
      ) : null}
      <InlineError message={apply.error ?? remove.error} testId="discount-error" />
    </div>
  );
}

export function GiftCards({cart}: {cart: CartApiQueryFragment}) {
  const add = useCartFetcher('cart-gift-card-add');
  const remove = useCartFetcher('cart-gift-card-remove');
  const inputRef = useClearOnSuccess(add);
  const adding = add.formData ? String(add.formData.get('giftCardCode') ?? '').trim() : '';
  const removing = remove.sending?.inputs.giftCardCodes;
  const cards = Array.isArray(removing) ? cart.appliedGiftCards.filter((card) => !removing.includes(card.id)) : cart.appliedGiftCards;
  return (
    <div>
      <CartActionForm control={add} action={CartForm.ACTIONS.GiftCardCodesAdd} inputs={{giftCardCodes: []}}>
        <label htmlFor="gift-card" className="block text-sm font-bold">
          Carte cadeau
        </label>
        <div className="mt-1 flex gap-2">
          <input ref={inputRef} id="gift-card" name="giftCardCode" className="input py-1.5" autoComplete="off" maxLength={100} />
          <button type="submit" className="btn-secondary py-1.5">
            Utiliser
          </button>
        </div>
      </CartActionForm>
      {cards.length > 0 || adding ? (
        <ul className="mt-2 space-y-1 text-sm">
          {cards.map((card) => (
            <li key={card.id} className="flex items-center justify-between gap-2">
              <span>
                •••• {card.lastCharacters} — solde {formatMoney(card.balance.amount)}
              </span>
              <CartActionForm control={remove} action={CartForm.ACTIONS.GiftCardCodesRemove} inputs={{giftCardCodes: [card.id]}}>
                <button type="submit" className="text-red-700 underline" aria-label={`Retirer la carte cadeau se terminant par ${card.lastCharacters}`}>
                  Retirer
                </button>
              </CartActionForm>
            </li>
          ))}
          {adding ? <li className="text-slate-700">•••• {adding.slice(-4)} — vérification…</li> : null}
        </ul>
      ) : null}
      <InlineError message={add.error ?? remove.error} />
    </div>
  );
}
