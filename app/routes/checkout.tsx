import {data, redirect, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/checkout';
import {routeErrorBoundary} from '~/components/RouteError';
import {CheckoutForm} from '~/components/checkout/CheckoutForm';
import {CheckoutSummary} from '~/components/checkout/CheckoutSummary';
import {checkoutCustomer, checkoutValues, startCheckout} from '~/lib/checkout/checkout.server';
import {SHOP} from '~/lib/constants';
import {deliveryPromises, promiseSentence} from '~/lib/delivery-promise';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [{title: `Livraison | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const found = await attempt(context.cart.get());
  // The route's ErrorBoundary shows SPEC.md's 'Checkout non disponible'.
  if (!found.ok) throw data('Checkout non disponible', {status: 503, statusText: 'Service Unavailable'});
  const cart = found.value;
  if (!cart || cart.totalQuantity === 0) throw redirect('/cart');
  // A signed-in customer's details and default address fill what the cart does not have.
  return {cart, values: checkoutValues(cart, await checkoutCustomer(context)), promises: deliveryPromises(new Date()).map(promiseSentence)};
}

export async function action({request, context}: Route.ActionArgs) {
  return startCheckout({request, context});
}

export default function Checkout() {
  const {cart, values: saved, promises} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = {...saved, ...(actionData?.values ?? {})};
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Livraison</h1>
      <p className="mt-2 text-slate-700">Étape 1 sur 2 : vos coordonnées. Le paiement se fait ensuite sur notre page sécurisée.</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <CheckoutForm errors={errors} values={values} />
        <CheckoutSummary cart={cart} promises={promises} />
      </div>
    </main>
  );
}

// The cart cannot be read: SPEC.md's 'Checkout non disponible', the way back to the cart.
export const ErrorBoundary = routeErrorBoundary({
  heading: 'Livraison',
  failed: {title: 'Checkout non disponible', text: 'Impossible de procéder au checkout. Veuillez réessayer.', retryTo: '/checkout'},
  link: {to: '/cart', label: 'Retour au panier'},
});
