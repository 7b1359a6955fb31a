import {Link, data, useLoaderData, useLocation} from 'react-router';
import type {Route} from './+types/commande-confirmee';
import {formatDateFr} from '~/lib/dates';
import {SHOP, DISPATCH_HOURS, ORDER_CUTOFF_HOUR} from '~/lib/constants';
import {lookUpOrder} from '~/lib/checkout/order-lookup.server';
import {noteOrderedCart, orderPath} from '~/lib/cart/cart-state.server';
import {OrderDetails} from '~/components/checkout/OrderDetails';
import {OrderNotFound} from '~/components/checkout/OrderNotFound';
import {OrderReceipt} from '~/components/checkout/OrderReceipt';
import {orderReceipt} from '~/lib/checkout/receipt';
import {deliveryHandleOf, deliveryPromise} from '~/lib/delivery-promise';

export const meta: Route.MetaFunction = ({data: found}) => [
  {title: `${found?.order ? 'Commande confirmée' : found?.state === 'unavailable' ? 'Commande momentanément indisponible' : 'Commande introuvable'} | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

/** The order the link names, shown only when the shop finds it with the link's key; else 404 (503 when the shop cannot say). */
export async function loader({context, request}: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const found = await lookUpOrder(context.storefront, params);
  if (found.state === 'found') {
    // The cart page of another tab then says this order closed its cart.
    await noteOrderedCart(context, orderPath(found.orderNumber, params.get('key') ?? ''));
    return found;
  }
  return data(found, {status: found.state === 'unavailable' ? 503 : 404});
}

export default function OrderConfirmed() {
  const found = useLoaderData<typeof loader>();
  const {search} = useLocation();
  if (!found.order) return <OrderNotFound unavailable={found.state === 'unavailable'} />;
  const order = found.order;
  const receipt = orderReceipt(order);
  // The promise made when the order was placed, by the shared rule.
  const promise = deliveryPromise(deliveryHandleOf(receipt.delivery.title) ?? '', new Date(order.processedAt));
  return (
    <main id="contenu" className="container-page max-w-3xl py-12">
      <p className="text-5xl" aria-hidden="true">
        ✓
      </p>
      <h1 className="mt-2 text-3xl font-bold">Merci, votre commande est confirmée</h1>
      <p className="mt-3 text-lg">
        Commande <strong data-testid="order-number">{order.name}</strong> du {formatDateFr(order.processedAt)}.
        {/* The shop writes the confirmation e-mail with the order, to the order's address. */}
        {order.email ? <> Un récapitulatif a été envoyé à {order.email}.</> : null}
      </p>
      <OrderReceipt receipt={receipt} />
      {order.shippingAddress ? (
        <section className="mt-6" aria-labelledby="address-title">
          <h2 id="address-title" className="text-xl font-bold">
            Adresse de livraison
          </h2>
          <address className="mt-2 not-italic leading-relaxed">
            {order.shippingAddress.name}
            <br />
            {order.shippingAddress.address1}
            {order.shippingAddress.address2 ? (
              <>
                <br />
                {order.shippingAddress.address2}
              </>
            ) : null}
            <br />
            {order.shippingAddress.zip} {order.shippingAddress.city}
            <br />
            {order.shippingAddress.country}
          </address>
        </section>
      ) : null}
      <OrderDetails attributes={order.customAttributes} />
      <p className="mt-6">
        <a href={order.statusUrl} className="link" target="_blank" rel="noreferrer">
          Suivre l’état de ma commande
        </a>
      </p>
      <section className="mt-8" aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-bold">
          Et maintenant ?
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          <li>
            Préparation et expédition : sous {DISPATCH_HOURS} h ouvrées, le jour même pour une commande passée un jour ouvré avant{' '}
            {ORDER_CUTOFF_HOUR} h.
          </li>
          <li data-testid="delivery-promise">
            Livraison : {receipt.delivery.title}
            {receipt.delivery.description ? ` (${receipt.delivery.description})` : ''}
            {promise ? `, prévue ${promise.when}` : ''}.
          </li>
        </ol>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/products" className="btn-primary">
          Continuer mes achats
        </Link>
        <Link to="/mes-commandes" className="btn-secondary">
          Mes commandes
        </Link>
        <Link to={`/merci${search}`} className="btn-secondary">
          Donner mon avis
        </Link>
      </div>
    </main>
  );
}

