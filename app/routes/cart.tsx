import {useRef} from 'react';
import {useLoaderData, data, type HeadersFunction, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/cart';
import {LoadError} from '~/components/LoadError';
import {useCartBusy} from '~/components/cart/CartActionForm';
import {CartLineItem} from '~/components/cart/CartLineItem';
import {CartSummary} from '~/components/cart/CartSummary';
import {DevisRequestForm} from '~/components/devis/DevisRequestForm';
import {accountData} from '~/lib/account/account-data.server';
import {devisPrefill} from '~/lib/company/company.server';
import {MobileCartBar} from '~/components/cart/MobileCartBar';
import {useCartLineChanges} from '~/components/cart/useCartLineChanges';
import {CartEmpty, UnaddedNotices} from '~/components/cart/CartNotices';
import {goneCart, takeStockWarnings} from '~/lib/cart/cart-state.server';
import {cartHasStockShortage, lineStockNotice, unaddedNotices} from '~/lib/cart/stock-notices';
import {cartChangeOf, cartReply, makeCartChange} from '~/lib/cart/action.server';
import {CART_REQUEST_ID_FIELD, SHOP_UNREACHABLE, displayedQuantity, estimateCart, type CartActionResult} from '~/lib/cart/optimistic';
import {SHOP} from '~/lib/constants';
import {promiseTexts} from '~/lib/delivery-promise';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [
  {title: `Mon panier | ${SHOP.name}`},
  {name: 'description', content: 'Votre panier : quantités, remises, livraison et total TTC et HT avant de commander.'},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

// After any cart change, even a refused one, reload the cart: the page shows the shop's truth.
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, defaultShouldRevalidate}) =>
  formMethod && formMethod !== 'GET' ? true : defaultShouldRevalidate;

/** Every cart change of the shop (app/lib/cart/action.server.ts says how each is answered). */
export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData();
  const reply = cartReply(form, context.appSession);
  const found = cartChangeOf(form);
  if ('refused' in found) return reply.failed(found.refused, 400);
  const outcome = await attempt(makeCartChange(context.cart, found.change, found.inputs, form));
  if (!outcome.ok) return reply.unreachable();
  return reply.outcome(context.cart, outcome.value);
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
  const [cart, devisValues] = await Promise.all([attempt(context.cart.get()), devisPrefill(accountData(context))]);
  // 503 and no 'empty cart': the cart exists, it cannot be read right now.
  if (!cart.ok) return data({cart: null, error: SHOP_UNREACHABLE, promises: {}, devisValues, stockWarnings: [], gone: null}, {status: 503});
  // The last change's stock warnings; why a cart the cookie names is gone (ordered in another tab?).
  const stockWarnings = takeStockWarnings(context.appSession);
  const gone = cart.value ? null : goneCart(context.appSession, context.cart.getCartId());
  // Each delivery option's dates, by the shared rule, computed here so the page hydrates with the same text.
  return {cart: cart.value, error: null, promises: promiseTexts(new Date()), devisValues, stockWarnings, gone};
}

export default function Cart() {
  const {cart, error, promises, devisValues, stockWarnings, gone} = useLoaderData<typeof loader>();
  const shopLines = cart?.lines.nodes ?? [];
  const changes = useCartLineChanges(shopLines);
  const busy = useCartBusy() || changes.sending;
  const estimate = cart ? estimateCart(cart, changes.overrides) : null;
  const lines = shopLines.filter((line) => displayedQuantity(line, changes.overrides) > 0);
  // Said beside both « Commander »: the summary's and, under 769 px, the bar's.
  const shortage = cartHasStockShortage(lines.map((line) => ({...line, quantity: displayedQuantity(line, changes.overrides)})));
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <main id="contenu" className="container-page py-8 max-[768px]:pb-28">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        Mon panier
      </h1>
      {error ? (
        <LoadError title={error} text="Votre panier n’a pas pu être chargé. Veuillez réessayer." retryTo="/cart" />
      ) : lines.length === 0 ? (
        <CartEmpty gone={gone} />
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-3">
          <ul className="space-y-4 lg:col-span-2" aria-label="Articles du panier">
            <UnaddedNotices texts={unaddedNotices(stockWarnings, shopLines.map((line) => line.id))} />
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                quantity={displayedQuantity(line, changes.overrides)}
                stockNotice={lineStockNotice({...line, quantity: displayedQuantity(line, changes.overrides)}, stockWarnings)}
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
          {cart && estimate ? <CartSummary cart={cart} estimate={estimate} overrides={changes.overrides} busy={busy} promises={promises} shortage={shortage} /> : null}
          <div className="lg:col-start-3">
            <DevisRequestForm prefill={devisValues} />
          </div>
          {cart && estimate ? (
            <MobileCartBar
              count={estimate.totalQuantity}
              total={estimate.total ?? Number(cart.cost.totalAmount.amount)}
              busy={busy}
              shortage={shortage}
            />
          ) : null}
        </div>
      )}
    </main>
  );
}
