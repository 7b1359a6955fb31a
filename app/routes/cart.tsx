import {Link, useLoaderData, data, type HeadersFunction} from 'react-router';
import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import type {Route} from './+types/cart';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {formatMoney} from '~/lib/money';
import {htFromTtc, vatFromTtc} from '~/lib/vat';
import {usePriceMode} from '~/components/Price';
import {SHOP, isCylinderProductType} from '~/lib/constants';
import {RemoveLineButton} from '~/components/RemoveLineButton';
import {freeDeliveryStatus} from '~/lib/delivery';
import type {ToastMessage} from '~/components/Toast';
import type {AppSession} from '~/lib/session';

export const meta: Route.MetaFunction = () => [{title: `Mon panier | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

const MAX_QUANTITY = 10_000;

export async function action({request, context}: Route.ActionArgs) {
  const {cart, appSession: session} = context;
  const formData = await request.formData();
  const {action, inputs} = CartForm.getFormInput(formData);

  let result: CartQueryDataReturn;
  let failure: ToastMessage;
  try {
    switch (action) {
      case CartForm.ACTIONS.LinesAdd: {
        const quantity = parseQuantity(formData.get('quantity'), 1);
        const lines = (inputs.lines ?? []).map((line) => ({...line, quantity: quantity ?? line.quantity}));
        failure = {title: 'Erreur', description: 'Impossible d’ajouter le produit au panier', variant: 'error'};
        if (quantity === null || lines.length === 0) return fail(session, failure);
        result = await cart.addLines(lines);
        break;
      }
      case CartForm.ACTIONS.LinesUpdate: {
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        const lines = (inputs.lines ?? []).filter((line) => Number.isInteger(line.quantity) && (line.quantity ?? 0) >= 0);
        if (lines.length === 0) return fail(session, failure);
        result = await cart.updateLines(lines);
        break;
      }
      case CartForm.ACTIONS.LinesRemove:
        failure = {title: 'Erreur lors de la suppression', variant: 'error'};
        result = await cart.removeLines(inputs.lineIds ?? []);
        break;
      case CartForm.ACTIONS.DiscountCodesUpdate: {
        failure = {title: 'Code invalide', variant: 'error'};
        const typed = String(formData.get('discountCode') ?? '').trim().slice(0, 100);
        const kept = (inputs.discountCodes ?? []).filter((code): code is string => typeof code === 'string');
        result = await cart.updateDiscountCodes(typed ? [...kept, typed] : kept);
        if (typed && result.cart && !result.userErrors?.length) {
          // Mutations return a minimal cart: read the codes back to know if this one applies.
          const full = await cart.get();
          const applies = full?.discountCodes.some((code) => code.code.toLowerCase() === typed.toLowerCase() && code.applicable);
          if (!applies) {
            session.flash('toast', {title: 'Code invalide', description: `Le code « ${typed} » ne s’applique pas à ce panier.`, variant: 'error'} satisfies ToastMessage);
            return data({cart: full, errors: [], warnings: result.warnings ?? []}, {headers: cart.setCartId(result.cart.id)});
          }
        }
        break;
      }
      case CartForm.ACTIONS.GiftCardCodesAdd: {
        failure = {title: 'Carte cadeau invalide', variant: 'error'};
        const typed = String(formData.get('giftCardCode') ?? '').trim().slice(0, 100);
        if (!typed) return fail(session, failure);
        result = await cart.addGiftCardCodes([typed]);
        break;
      }
      case CartForm.ACTIONS.GiftCardCodesRemove:
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        result = await cart.removeGiftCardCodes((inputs.giftCardCodes ?? []) as string[]);
        break;
      case CartForm.ACTIONS.NoteUpdate: {
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        const note = String(formData.get('note') ?? '');
        if (note.length > 5000) return fail(session, {title: 'La note est trop longue (5 000 caractères maximum)', variant: 'error'});
        result = await cart.updateNote(note);
        break;
      }
      case CartForm.ACTIONS.SelectedDeliveryOptionsUpdate: {
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        const handle = String(formData.get('deliveryOptionHandle') ?? '');
        const group = String(formData.get('deliveryGroupId') ?? '');
        if (!handle || !group) return fail(session, failure);
        result = await cart.updateSelectedDeliveryOption([{deliveryGroupId: group, deliveryOptionHandle: handle}]);
        break;
      }
      default:
        return data({ok: false, error: 'Action de panier inconnue'}, {status: 400});
    }
  } catch (error) {
    console.error(error);
    return fail(session, {title: 'Impossible de se connecter à la boutique', variant: 'error'});
  }

  const cartId = result?.cart?.id;
  const headers = cartId ? cart.setCartId(cartId) : new Headers();
  const errors = result.userErrors ?? [];
  const warnings = result.warnings ?? [];

  if (errors.length > 0) {
    session.flash('toast', failure);
  } else if (warnings.length > 0) {
    session.flash('toast', {
      title: 'Stock insuffisant',
      description: 'La quantité a été ajustée au stock disponible.',
      variant: 'info',
    } satisfies ToastMessage);
  } else if (action === CartForm.ACTIONS.LinesAdd) {
    session.flash('toast', {title: 'Produit ajouté au panier', variant: 'success'} satisfies ToastMessage);
  } else if (action === CartForm.ACTIONS.DiscountCodesUpdate && String(formData.get('discountCode') ?? '').trim()) {
    session.flash('toast', {title: 'Code appliqué', variant: 'success'} satisfies ToastMessage);
  } else if (action === CartForm.ACTIONS.NoteUpdate) {
    session.flash('toast', {title: 'Note enregistrée', variant: 'success'} satisfies ToastMessage);
  }

  const redirectTo = formData.get('redirectTo');
  if (typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
    headers.set('Location', redirectTo);
    return data({cart: result.cart, errors, warnings}, {status: 303, headers});
  }
  return data({cart: result.cart, errors, warnings}, {headers});
}

function parseQuantity(value: FormDataEntryValue | null, fallback: number): number | null {
  if (value === null || value === '') return fallback;
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function fail(session: AppSession, toast: ToastMessage) {
  session.flash('toast', toast);
  return data({ok: false, error: toast.title}, {status: 400});
}

export async function loader({context}: Route.LoaderArgs) {
  try {
    return {cart: await context.cart.get(), error: null};
  } catch (error) {
    console.error(error);
    return {cart: null, error: 'Impossible de se connecter à la boutique'};
  }
}

export default function Cart() {
  const {cart, error} = useLoaderData<typeof loader>();
  const lines = cart?.lines.nodes ?? [];
  return (
    <main id="contenu" className="container-page py-8 max-[768px]:pb-28">
      <h1 className="text-3xl font-bold">Mon panier</h1>
      {error ? (
        <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="mt-10 text-center" data-testid="cart-empty">
          <p className="text-lg">Votre panier est vide.</p>
          <Link to="/products" className="btn-primary mt-4">
            Continuer mes achats
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-3">
          <ul className="space-y-4 lg:col-span-2" aria-label="Articles du panier">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          {cart ? <CartSummary cart={cart} /> : null}
          {cart ? <MobileCartBar cart={cart} /> : null}
        </div>
      )}
    </main>
  );
}

type CartLine = CartApiQueryFragment['lines']['nodes'][number];

function CartLineItem({line}: {line: CartLine}) {
  const {merchandise} = line;
  const product = merchandise.product;
  const showVariant = merchandise.title !== 'Default Title';
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 p-4" data-testid="cart-line">
      {merchandise.image ? (
        <img
          src={merchandise.image.url}
          alt={merchandise.image.altText ?? product.title}
          width={96}
          height={96}
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
          <div className="text-right">
            <p className="font-bold" data-testid="line-total">
              <Price amount={line.cost.totalAmount.amount} />
            </p>
            {line.discountAllocations.map((allocation, index) => (
              <p key={index} className="text-sm text-green-800" data-testid="line-discount">
                {discountTitle(allocation)} : −<Price amount={allocation.discountedAmount.amount} />
              </p>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center" role="group" aria-label={`Quantité de ${product.title}`}>
            <CartForm route="/cart" action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity: line.quantity - 1}]}}>
              <button
                type="submit"
                className="btn-secondary rounded-r-none px-3"
                disabled={line.quantity <= 1}
                aria-label="Diminuer la quantité"
              >
                −
              </button>
            </CartForm>
            <span className="min-w-12 border-y border-slate-300 px-3 py-2 text-center" data-testid="line-quantity">
              {line.quantity}
            </span>
            <CartForm route="/cart" action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity: line.quantity + 1}]}}>
              <button type="submit" className="btn-secondary rounded-l-none px-3" aria-label="Augmenter la quantité">
                +
              </button>
            </CartForm>
          </div>
          <RemoveLineButton lineId={line.id} productTitle={product.title} />
        </div>
      </div>
    </li>
  );
}

export function cylinderCount(cart: CartApiQueryFragment): number {
  return cart.lines.nodes.reduce(
    (count, line) => count + (isCylinderProductType(line.merchandise.product.productType) ? line.quantity : 0),
    0,
  );
}

function FreeDeliveryProgress({cart}: {cart: CartApiQueryFragment}) {
  const status = freeDeliveryStatus({subtotalTtc: Number(cart.cost.subtotalAmount.amount), cylinderCount: cylinderCount(cart)});
  return (
    <div className="mt-4 rounded-md bg-white p-3 text-sm" data-testid="free-delivery">
      {status.free ? (
        <p className="font-semibold text-green-800">Livraison standard offerte</p>
      ) : (
        <p>
          Plus que <strong>{formatMoney(status.remainingHt)} HT</strong> pour la livraison offerte
          {status.remainingCylinders < 20 ? ` (ou ${status.remainingCylinders} vérin${status.remainingCylinders > 1 ? 's' : ''})` : ''}
        </p>
      )}
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Progression vers la livraison offerte"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(status.progress * 100)}
      >
        <div className="h-full bg-green-700" style={{width: `${Math.round(status.progress * 100)}%`}} />
      </div>
    </div>
  );
}

type Allocation = CartApiQueryFragment['discountAllocations'][number];

function discountTitle(allocation: Allocation): string {
  if ('code' in allocation && allocation.code) return `Code ${allocation.code}`;
  if ('title' in allocation && allocation.title) return allocation.title;
  return 'Remise';
}

function sumAmounts(amounts: {amount: string}[]): number {
  return Math.round(amounts.reduce((total, money) => total + Number(money.amount), 0) * 100) / 100;
}

function CartSummary({cart}: {cart: CartApiQueryFragment}) {
  const mode = usePriceMode();
  const total = Number(cart.cost.totalAmount.amount);
  const beforeDiscounts = sumAmounts(cart.lines.nodes.map((line) => line.cost.subtotalAmount));
  const lineDiscounts = cart.lines.nodes.flatMap((line) => line.discountAllocations);
  const discounts = [...lineDiscounts, ...cart.discountAllocations];
  const group = cart.deliveryGroups.nodes[0];
  const selected = group?.selectedDeliveryOption;
  const giftCards = cart.appliedGiftCards;
  return (
    <aside className="h-fit space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="summary-title">
      <div>
        <h2 id="summary-title" className="text-xl font-bold">
          Récapitulatif
        </h2>
        <dl className="mt-4 space-y-2 text-sm" data-testid="cart-totals">
          <div className="flex justify-between">
            <dt>
              Sous-total ({cart.totalQuantity} article{cart.totalQuantity > 1 ? 's' : ''})
            </dt>
            <dd>
              <Price amount={beforeDiscounts} />
            </dd>
          </div>
          {discounts.map((allocation, index) => (
            <div key={index} className="flex justify-between text-green-800" data-testid="discount-line">
              <dt>{discountTitle(allocation)}</dt>
              <dd>
                −<Price amount={allocation.discountedAmount.amount} />
              </dd>
            </div>
          ))}
          {giftCards.map((card) => (
            <div key={card.id} className="flex justify-between text-green-800">
              <dt>Carte cadeau •••• {card.lastCharacters}</dt>
              <dd>
                −<Price amount={card.amountUsed.amount} />
              </dd>
            </div>
          ))}
          <div className="flex justify-between">
            <dt>Livraison{selected ? ` (${selected.title})` : ''}</dt>
            <dd data-testid="delivery-cost">
              {selected ? Number(selected.estimatedCost.amount) === 0 ? 'Offerte' : <Price amount={selected.estimatedCost.amount} /> : 'Calculée à l’étape suivante'}
            </dd>
          </div>
          <div className="flex justify-between border-t border-slate-300 pt-2 text-base font-bold">
            <dt>Total TTC</dt>
            <dd data-testid="cart-total">{formatMoney(total)}</dd>
          </div>
          <div className="flex justify-between text-slate-700">
            <dt>Total HT</dt>
            <dd>{formatMoney(htFromTtc(total))}</dd>
          </div>
          <div className="flex justify-between text-slate-700">
            <dt>dont TVA (20 %)</dt>
            <dd>{formatMoney(vatFromTtc(total))}</dd>
          </div>
        </dl>
        {mode === 'HT' ? <p className="mt-2 text-xs text-slate-600">Les prix des articles sont affichés hors taxes.</p> : null}
        <FreeDeliveryProgress cart={cart} />
      </div>

      {group && group.deliveryOptions.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-bold">Mode de livraison</legend>
          <ul className="mt-2 space-y-2">
            {group.deliveryOptions.map((option) => (
              <li key={option.handle}>
                <CartForm route="/cart" action={CartForm.ACTIONS.SelectedDeliveryOptionsUpdate} inputs={{selectedDeliveryOptions: []}}>
                  <input type="hidden" name="deliveryGroupId" value={group.id} />
                  <input type="hidden" name="deliveryOptionHandle" value={option.handle} />
                  <button
                    type="submit"
                    aria-pressed={selected?.handle === option.handle}
                    className={`flex w-full justify-between gap-2 rounded border px-3 py-2 text-left text-sm ${
                      selected?.handle === option.handle ? 'border-brand-700 bg-white font-semibold' : 'border-slate-300 bg-white'
                    }`}
                  >
                    <span>
                      {option.title}
                      {option.description ? <span className="block text-xs font-normal text-slate-600">{option.description}</span> : null}
                    </span>
                    <span>{Number(option.estimatedCost.amount) === 0 ? 'Offerte' : formatMoney(option.estimatedCost.amount)}</span>
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <div>
        <CartForm route="/cart" action={CartForm.ACTIONS.DiscountCodesUpdate} inputs={{discountCodes: cart.discountCodes.map((code) => code.code)}}>
          <label htmlFor="discount-code" className="block text-sm font-bold">
            Code promo
          </label>
          <div className="mt-1 flex gap-2">
            <input id="discount-code" name="discountCode" className="input py-1.5" autoComplete="off" maxLength={100} />
            <button type="submit" className="btn-secondary py-1.5">
              Appliquer
            </button>
          </div>
        </CartForm>
        {cart.discountCodes.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm" data-testid="discount-codes">
            {cart.discountCodes.map((code) => (
              <li key={code.code} className="flex items-center justify-between gap-2">
                <span className={code.applicable ? 'text-green-800' : 'text-red-700'}>
                  {code.code} {code.applicable ? '— appliqué' : '— Code invalide'}
                </span>
                <CartForm
                  route="/cart"
                  action={CartForm.ACTIONS.DiscountCodesUpdate}
                  inputs={{discountCodes: cart.discountCodes.filter((other) => other.code !== code.code).map((other) => other.code)}}
                >
                  <button type="submit" className="text-red-700 underline" aria-label={`Retirer le code ${code.code}`}>
                    Retirer
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div>
        <CartForm route="/cart" action={CartForm.ACTIONS.GiftCardCodesAdd} inputs={{giftCardCodes: []}}>
          <label htmlFor="gift-card" className="block text-sm font-bold">
            Carte cadeau
          </label>
          <div className="mt-1 flex gap-2">
            <input id="gift-card" name="giftCardCode" className="input py-1.5" autoComplete="off" maxLength={100} />
            <button type="submit" className="btn-secondary py-1.5">
              Utiliser
            </button>
          </div>
        </CartForm>
        {giftCards.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {giftCards.map((card) => (
              <li key={card.id} className="flex items-center justify-between gap-2">
                <span>
                  •••• {card.lastCharacters} — solde {formatMoney(card.balance.amount)}
                </span>
                <CartForm route="/cart" action={CartForm.ACTIONS.GiftCardCodesRemove} inputs={{giftCardCodes: [card.id]}}>
                  <button type="submit" className="text-red-700 underline" aria-label={`Retirer la carte cadeau se terminant par ${card.lastCharacters}`}>
                    Retirer
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <CartForm route="/cart" action={CartForm.ACTIONS.NoteUpdate} inputs={{note: ''}}>
        <label htmlFor="cart-note" className="block text-sm font-bold">
          Note pour la commande <span className="font-normal text-slate-600">(facultatif)</span>
        </label>
        <textarea id="cart-note" name="note" defaultValue={cart.note ?? ''} rows={3} maxLength={5000} className="input mt-1" />
        <button type="submit" className="btn-secondary mt-2 py-1.5">
          Enregistrer la note
        </button>
      </CartForm>

      <div>
        <Link to="/checkout" className="btn-accent w-full py-3 text-base" data-testid="checkout-button">
          Commander
        </Link>
        <Link to="/products" className="btn-secondary mt-3 w-full">
          Continuer mes achats
        </Link>
      </div>
      <ul className="space-y-2 text-sm text-slate-800" aria-label="Nos engagements">
        <li>✓ Expédition sous 24 h ouvrées</li>
        <li>✓ Paiement sécurisé : virement ou facture à 30 jours (professionnels)</li>
        <li>✓ Retours acceptés pendant 30 jours</li>
        <li>✓ Garantie 2 ans (3 ans sur les produits fabriqués en France)</li>
      </ul>
    </aside>
  );
}

function MobileCartBar({cart}: {cart: CartApiQueryFragment}) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] min-[769px]:hidden"
      data-testid="mobile-cart-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm">
          {cart.totalQuantity} article{cart.totalQuantity > 1 ? 's' : ''}
          <br />
          <strong className="text-base">
            <Price amount={cart.cost.totalAmount.amount} />
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
