import {useEffect, useId, useRef, useState} from 'react';
import {Link, useFetcher, useFetchers, useLoaderData, data, type HeadersFunction, type ShouldRevalidateFunction} from 'react-router';
import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import type {Route} from './+types/cart';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {formatMoney} from '~/lib/money';
import {htFromTtc, vatFromTtc} from '~/lib/vat';
import {usePriceMode} from '~/components/Price';
import {SHOP, isCylinderProductType} from '~/lib/constants';
import {RemoveLineButton} from '~/components/cart/RemoveLineButton';
import {logError} from '~/lib/platform/storefront-errors';
import {useCartLineChanges} from '~/components/cart/useCartLineChanges';
import {freeDeliveryStatus} from '~/lib/delivery';
import {
  CART_FEEDBACK_FIELD,
  CART_REQUEST_ID_FIELD,
  INVALID_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  displayedQuantity,
  estimateCart,
  parseLineQuantity,
  volumeDiscountTitle,
  type CartActionResult,
  type CartEstimate,
  type LineEstimate,
  type QuantityOverrides,
} from '~/lib/cart/optimistic';
import type {ToastMessage} from '~/components/Toast';
import type {AppSession} from '~/lib/platform/session.server';
import {readCartForm} from '~/lib/cart/form';
import {safeLocalPath} from '~/lib/platform/safe-redirect';
import {LoadError} from '~/components/LoadError';

export const meta: Route.MetaFunction = () => [
  {title: `Mon panier | ${SHOP.name}`},
  {name: 'description', content: 'Votre panier : quantités, remises, livraison et total TTC et HT avant de commander.'},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

// After any cart change, even a refused one, reload the cart: the page shows the shop's truth.
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, defaultShouldRevalidate}) =>
  formMethod && formMethod !== 'GET' ? true : defaultShouldRevalidate;

const SHOP_UNREACHABLE = 'Impossible de se connecter à la boutique';

/**
 * Every cart change of the shop goes through here. Answers:
 * - the cart page's own scripted changes (`feedback=inline`): data with `ok` and SPEC.md's
 *   message, no toast, never a redirect: the page rolls the change back and says why;
 * - any other post (plain forms without JavaScript, add-to-cart buttons, the chat): a
 *   flash toast, and a 303 to `redirectTo` when given (post, redirect, get).
 * Success messages are flash toasts in both cases.
 */
export async function action({request, context}: Route.ActionArgs) {
  const {cart, appSession: session} = context;
  const formData = await request.formData();
  const reply = cartReply(formData, session);
  const form = readCartForm(formData);
  if (!form) return reply.failed({title: 'Formulaire de panier illisible', description: 'Rechargez la page et réessayez.', variant: 'error'}, 400);
  const {action, inputs} = form;

  let result: CartQueryDataReturn;
  let failure: ToastMessage;
  try {
    switch (action) {
      case CartForm.ACTIONS.LinesAdd: {
        const field = formData.get('quantity');
        const quantity = field === null || field === '' ? undefined : parseLineQuantity(field);
        const lines = (inputs.lines ?? []).map((line) => ({...line, quantity: quantity ?? line.quantity}));
        failure = {title: 'Erreur', description: 'Impossible d’ajouter le produit au panier', variant: 'error'};
        if (quantity === null || lines.length === 0) return reply.failed(failure, 400);
        result = await cart.addLines(lines);
        break;
      }
      case CartForm.ACTIONS.LinesUpdate: {
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        let lines = inputs.lines ?? [];
        // The typed quantity of one line (its form posts the line without a quantity).
        const typed = formData.get('quantity');
        if (typed !== null) {
          const quantity = parseLineQuantity(typed);
          if (quantity === null || lines.length !== 1) return reply.failed({...failure, description: INVALID_QUANTITY_MESSAGE}, 400);
          lines = [{...lines[0], quantity}];
        }
        lines = lines.filter((line) => Number.isInteger(line.quantity) && (line.quantity ?? 0) >= 0 && (line.quantity ?? 0) <= MAX_LINE_QUANTITY);
        if (lines.length === 0) return reply.failed(failure, 400);
        result = await cart.updateLines(lines);
        break;
      }
      case CartForm.ACTIONS.LinesRemove: {
        failure = {title: 'Erreur lors de la suppression', variant: 'error'};
        const lineIds = (inputs.lineIds ?? []).filter((id): id is string => typeof id === 'string');
        if (lineIds.length === 0) return reply.failed(failure, 400);
        result = await cart.removeLines(lineIds);
        break;
      }
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
            // The code is kept on the cart, listed as not applicable: the change was made.
            return reply.done(
              {title: 'Code invalide', description: `Le code « ${typed} » ne s’applique pas à ce panier.`, variant: 'error'},
              {headers: cart.setCartId(result.cart.id), warnings: result.warnings ?? []},
            );
          }
        }
        break;
      }
      case CartForm.ACTIONS.GiftCardCodesAdd: {
        failure = {title: 'Carte cadeau invalide', variant: 'error'};
        const typed = String(formData.get('giftCardCode') ?? '').trim().slice(0, 100);
        if (!typed) return reply.failed(failure, 400);
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
        if (note.length > 5000) return reply.failed({title: 'La note est trop longue (5 000 caractères maximum)', variant: 'error'}, 400);
        result = await cart.updateNote(note);
        break;
      }
      case CartForm.ACTIONS.SelectedDeliveryOptionsUpdate: {
        failure = {title: 'Erreur lors de la mise à jour', variant: 'error'};
        const handle = String(formData.get('deliveryOptionHandle') ?? '');
        const group = String(formData.get('deliveryGroupId') ?? '');
        if (!handle || !group) return reply.failed(failure, 400);
        result = await cart.updateSelectedDeliveryOption([{deliveryGroupId: group, deliveryOptionHandle: handle}]);
        break;
      }
      default:
        return reply.failed({title: 'Action de panier inconnue', variant: 'error'}, 400);
    }
  } catch (error) {
    logError(error);
    return reply.failed({title: SHOP_UNREACHABLE, variant: 'error'}, 503);
  }

  const cartId = result?.cart?.id;
  const headers = cartId ? cart.setCartId(cartId) : new Headers();
  const errors = result.userErrors ?? [];
  const warnings = result.warnings ?? [];

  if (errors.length > 0) return reply.failed(failure, 400, {headers, errors, warnings});
  let notice: ToastMessage | null = null;
  if (warnings.length > 0) {
    notice = {title: 'Stock insuffisant', description: 'La quantité a été ajustée au stock disponible.', variant: 'info'};
  } else if (action === CartForm.ACTIONS.LinesAdd) {
    notice = {title: 'Produit ajouté au panier', variant: 'success'};
  } else if (action === CartForm.ACTIONS.DiscountCodesUpdate && String(formData.get('discountCode') ?? '').trim()) {
    notice = {title: 'Code appliqué', variant: 'success'};
  } else if (action === CartForm.ACTIONS.NoteUpdate) {
    notice = {title: 'Note enregistrée', variant: 'success'};
  }
  return reply.done(notice, {headers, warnings});
}

/** How the action answers this submission (see `action`). */
function cartReply(formData: FormData, session: AppSession) {
  const inline = formData.get(CART_FEEDBACK_FIELD) === 'inline';
  const requestId = typeof formData.get(CART_REQUEST_ID_FIELD) === 'string' ? String(formData.get(CART_REQUEST_ID_FIELD)).slice(0, 100) : null;
  const redirectTo = safeLocalPath(formData.get('redirectTo'), '');
  const target = !inline && redirectTo ? redirectTo : null;

  function send(body: CartActionResult, status: number, headers: Headers, toast: ToastMessage | null) {
    if (toast) session.flash('toast', toast);
    if (target) {
      headers.set('Location', target);
      return data(body, {status: 303, headers});
    }
    return data(body, {status, headers});
  }

  type Extra = {headers?: Headers; errors?: CartActionResult['errors']; warnings?: CartActionResult['warnings']};
  return {
    failed(toast: ToastMessage, status: number, extra: Extra = {}) {
      const body: CartActionResult = {ok: false, error: toast.title, description: toast.description ?? null, requestId, errors: extra.errors ?? [], warnings: extra.warnings ?? []};
      return send(body, status, extra.headers ?? new Headers(), inline ? null : toast);
    },
    done(toast: ToastMessage | null, extra: Extra = {}) {
      const body: CartActionResult = {ok: true, error: null, description: null, requestId, errors: [], warnings: extra.warnings ?? []};
      return send(body, 200, extra.headers ?? new Headers(), toast);
    },
  };
}

/**
 * A change the server could not answer (network down, 5xx page from a proxy): reported
 * like a refused one, so the page rolls it back instead of showing the error page.
 */
export async function clientAction({request, serverAction}: Route.ClientActionArgs): Promise<CartActionResult> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // A redirect is an answer, not a failure.
    if (error instanceof Response) throw error;
    console.error(error);
    const requestId = form.get(CART_REQUEST_ID_FIELD);
    return {
      ok: false,
      error: SHOP_UNREACHABLE,
      description: null,
      requestId: typeof requestId === 'string' ? requestId : null,
      errors: [],
      warnings: [],
    };
  }
}

export async function loader({context}: Route.LoaderArgs) {
  try {
    return {cart: await context.cart.get(), error: null};
  } catch (error) {
    logError(error);
    // 503 and no 'empty cart': the cart exists, it cannot be read right now.
    return data({cart: null, error: 'Impossible de se connecter à la boutique'}, {status: 503});
  }
}

export default function Cart() {
  const {cart, error} = useLoaderData<typeof loader>();
  const shopLines = cart?.lines.nodes ?? [];
  const changes = useCartLineChanges(shopLines);
  const busy = useCartBusy() || changes.sending;
  const estimate = cart ? estimateCart(cart, changes.overrides) : null;
  const lines = shopLines.filter((line) => displayedQuantity(line, changes.overrides) > 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <main id="contenu" className="container-page py-8 max-[768px]:pb-28">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        Mon panier
      </h1>
      {error ? (
        <LoadError title={error} text="Votre panier n’a pas pu être chargé. Veuillez réessayer." retryTo="/cart" />
      ) : lines.length === 0 ? (
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
              <CartLineItem
                key={line.id}
                line={line}
                quantity={displayedQuantity(line, changes.overrides)}
                estimate={estimate?.lines[line.id] ?? null}
                error={changes.errors[line.id] ?? null}
                onQuantity={(quantity) => changes.setQuantity(line.id, quantity)}
                onStep={(delta) => changes.step(line.id, delta)}
                onRemove={() => {
                  changes.remove(line.id);
                  // The line and its button disappear: keep the keyboard on the page.
                  headingRef.current?.focus();
                }}
              />
            ))}
          </ul>
          {cart && estimate ? <CartSummary cart={cart} estimate={estimate} overrides={changes.overrides} busy={busy} /> : null}
          {cart && estimate ? (
            <MobileCartBar count={estimate.totalQuantity} total={estimate.total ?? Number(cart.cost.totalAmount.amount)} busy={busy} />
          ) : null}
        </div>
      )}
    </main>
  );
}

/** A cart change other than the note is on its way: totals are estimates until it is answered. */
function useCartBusy(): boolean {
  return useFetchers().some(
    (fetcher) => fetcher.state !== 'idle' && fetcher.formAction === '/cart' && pendingCartInput(fetcher.formData)?.action !== CartForm.ACTIONS.NoteUpdate,
  );
}

/** The cart form input of a submission on its way, or null. */
function pendingCartInput(formData: FormData | undefined | null): {action: string; inputs: Record<string, unknown>} | null {
  if (!formData?.has(CartForm.INPUT_NAME)) return null;
  try {
    const {action, inputs} = CartForm.getFormInput(formData);
    return {action, inputs: inputs as Record<string, unknown>};
  } catch {
    return null;
  }
}

/**
 * One cart-page control's submissions (codes, gift cards, note, delivery): through a
 * fetcher that reports its error inline; without JavaScript the form posts and the
 * action redirects back with a toast.
 */
function useCartFetcher(key: string) {
  const fetcher = useFetcher<CartActionResult>({key});
  const pending = fetcher.state !== 'idle';
  const result = pending ? null : fetcher.data;
  return {
    pending,
    /** What is being sent, for the optimistic display */
    sending: pending ? pendingCartInput(fetcher.formData) : null,
    formData: pending ? (fetcher.formData ?? null) : null,
    error: result && !result.ok ? result.error : null,
    result,
    submit(form: HTMLFormElement) {
      const formData = new FormData(form);
      formData.delete('redirectTo');
      formData.set(CART_FEEDBACK_FIELD, 'inline');
      void fetcher.submit(formData, {method: 'POST', action: '/cart'});
    },
  };
}

type CartFetcher = ReturnType<typeof useCartFetcher>;

function CartActionForm({
  control,
  action,
  inputs,
  className,
  children,
}: {
  control: CartFetcher;
  action: string;
  inputs: Record<string, unknown>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        control.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={JSON.stringify({action, inputs})} />
      <input type="hidden" name="redirectTo" value="/cart" />
      {children}
    </form>
  );
}

function InlineError({message, testId}: {message: string | null; testId?: string}) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-700" data-testid={testId}>
      {message}
    </p>
  );
}

type CartLine = CartApiQueryFragment['lines']['nodes'][number];

function CartLineItem({
  line,
  quantity,
  estimate,
  error,
  onQuantity,
  onStep,
  onRemove,
}: {
  line: CartLine;
  /** The quantity asked for (the shop's until the shopper changes it) */
  quantity: number;
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
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 p-4" data-testid="cart-line" data-pending={pending ? 'true' : 'false'}>
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
          <div className={`text-right transition-opacity ${pending ? 'opacity-70' : ''}`} aria-busy={pending}>
            <p className="font-bold" data-testid="line-total">
              <Price amount={estimate ? estimate.total : line.cost.totalAmount.amount} />
            </p>
            {estimate ? (
              estimate.volumePercent > 0 ? (
                <p className="text-sm text-green-800" data-testid="line-discount">
                  {volumeDiscountTitle(estimate.volumePercent)} : −<Price amount={estimate.volumeAmount} />
                </p>
              ) : null
            ) : (
              line.discountAllocations.map((allocation, index) => (
                <p key={index} className="text-sm text-green-800" data-testid="line-discount">
                  {discountTitle(allocation)} : −<Price amount={allocation.discountedAmount.amount} />
                </p>
              ))
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <QuantityStepper lineId={line.id} productTitle={product.title} quantity={quantity} onQuantity={onQuantity} onStep={onStep} />
          <RemoveLineButton lineId={line.id} productTitle={product.title} onRemove={onRemove} />
        </div>
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

function cylinderCount(cart: CartApiQueryFragment, overrides: QuantityOverrides): number {
  return cart.lines.nodes.reduce(
    (count, line) => count + (isCylinderProductType(line.merchandise.product.productType) ? displayedQuantity(line, overrides) : 0),
    0,
  );
}

function FreeDeliveryProgress({subtotalTtc, cylinders}: {subtotalTtc: number; cylinders: number}) {
  const status = freeDeliveryStatus({subtotalTtc, cylinderCount: cylinders});
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

function CartSummary({
  cart,
  estimate,
  overrides,
  busy,
}: {
  cart: CartApiQueryFragment;
  estimate: CartEstimate;
  overrides: QuantityOverrides;
  busy: boolean;
}) {
  const mode = usePriceMode();
  const delivery = useCartFetcher('cart-delivery');
  const total = estimate.total ?? Number(cart.cost.totalAmount.amount);
  // Pending lines show their estimated volume discount; the others the shop's discounts.
  const lineDiscounts = cart.lines.nodes.flatMap((line) => {
    const lineEstimate = estimate.lines[line.id];
    if (!lineEstimate) return line.discountAllocations.map((allocation) => ({title: discountTitle(allocation), amount: Number(allocation.discountedAmount.amount)}));
    return lineEstimate.volumePercent > 0 ? [{title: volumeDiscountTitle(lineEstimate.volumePercent), amount: lineEstimate.volumeAmount}] : [];
  });
  const discounts = [...lineDiscounts, ...cart.discountAllocations.map((allocation) => ({title: discountTitle(allocation), amount: Number(allocation.discountedAmount.amount)}))];
  const group = cart.deliveryGroups.nodes[0];
  const chosenHandle = delivery.formData?.get('deliveryOptionHandle');
  const selected = (chosenHandle ? group?.deliveryOptions.find((option) => option.handle === chosenHandle) : null) ?? group?.selectedDeliveryOption;
  return (
    <aside className="h-fit space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="summary-title">
      <div>
        <h2 id="summary-title" className="text-xl font-bold">
          Récapitulatif
        </h2>
        <dl className={`mt-4 space-y-2 text-sm transition-opacity ${busy ? 'opacity-70' : ''}`} data-testid="cart-totals" aria-busy={busy}>
          <div className="flex justify-between">
            <dt>
              Sous-total ({estimate.totalQuantity} article{estimate.totalQuantity > 1 ? 's' : ''})
            </dt>
            <dd>
              <Price amount={estimate.beforeDiscounts} />
            </dd>
          </div>
          {discounts.map((discount, index) => (
            <div key={index} className="flex justify-between text-green-800" data-testid="discount-line">
              <dt>{discount.title}</dt>
              <dd>
                −<Price amount={discount.amount} />
              </dd>
            </div>
          ))}
          {cart.appliedGiftCards.map((card) => (
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
        <p role="status" className="mt-1 min-h-4 text-xs text-slate-600" data-testid="cart-updating">
          {busy ? 'Mise à jour du panier…' : ''}
        </p>
        {mode === 'HT' ? <p className="mt-2 text-xs text-slate-600">Les prix des articles sont affichés hors taxes.</p> : null}
        <FreeDeliveryProgress subtotalTtc={estimate.subtotal} cylinders={cylinderCount(cart, overrides)} />
      </div>

      {group && group.deliveryOptions.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-bold">Mode de livraison</legend>
          <ul className="mt-2 space-y-2">
            {group.deliveryOptions.map((option) => (
              <li key={option.handle}>
                <CartActionForm control={delivery} action={CartForm.ACTIONS.SelectedDeliveryOptionsUpdate} inputs={{selectedDeliveryOptions: []}}>
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
                </CartActionForm>
              </li>
            ))}
          </ul>
          <InlineError message={delivery.error} />
        </fieldset>
      ) : null}

      <DiscountCodes cart={cart} />
      <GiftCards cart={cart} />
      <CartNote note={cart.note ?? ''} />

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

/** Empties a field once the shop took what was typed in it (it is then listed). */
function useClearOnSuccess(control: CartFetcher) {
  const ref = useRef<HTMLInputElement>(null);
  const {result} = control;
  useEffect(() => {
    if (result?.ok && ref.current) ref.current.value = '';
  }, [result]);
  return ref;
}

function DiscountCodes({cart}: {cart: CartApiQueryFragment}) {
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
              <span className={code.applicable ? 'text-green-800' : 'text-red-700'}>
                {code.code} {code.applicable ? '— appliqué' : '— Code invalide'}
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

function GiftCards({cart}: {cart: CartApiQueryFragment}) {
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

function CartNote({note}: {note: string}) {
  const control = useCartFetcher('cart-note');
  return (
    <CartActionForm control={control} action={CartForm.ACTIONS.NoteUpdate} inputs={{note: ''}}>
      <label htmlFor="cart-note" className="block text-sm font-bold">
        Note pour la commande <span className="font-normal text-slate-600">(facultatif)</span>
      </label>
      {/* Uncontrolled: what is typed stays in the field whatever the shop answers. */}
      <textarea id="cart-note" name="note" defaultValue={note} rows={3} maxLength={5000} className="input mt-1" aria-busy={control.pending} />
      <button type="submit" className="btn-secondary mt-2 py-1.5">
        {control.pending ? 'Enregistrement…' : 'Enregistrer la note'}
      </button>
      <InlineError message={control.error} />
    </CartActionForm>
  );
}

function MobileCartBar({count, total, busy}: {count: number; total: number; busy: boolean}) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] min-[769px]:hidden"
      data-testid="mobile-cart-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className={`text-sm transition-opacity ${busy ? 'opacity-70' : ''}`} aria-busy={busy}>
          {count} article{count > 1 ? 's' : ''}
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
