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
          <p className="font-bold" data-testid="line-total">
            <Price amount={line.cost.totalAmount.amount} />
          </p>
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

function CartSummary({cart}: {cart: CartApiQueryFragment}) {
  const mode = usePriceMode();
  const total = Number(cart.cost.totalAmount.amount);
  return (
    <aside className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-xl font-bold">
        Récapitulatif
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Sous-total ({cart.totalQuantity} article{cart.totalQuantity > 1 ? 's' : ''})</dt>
          <dd>
            <Price amount={cart.cost.subtotalAmount.amount} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Livraison</dt>
          <dd>Calculée à l’étape suivante</dd>
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
      <Link to="/checkout" className="btn-accent mt-6 w-full py-3 text-base" data-testid="checkout-button">
        Commander
      </Link>
      <Link to="/products" className="btn-secondary mt-3 w-full">
        Continuer mes achats
      </Link>
      <ul className="mt-6 space-y-2 text-sm text-slate-800" aria-label="Nos engagements">
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
