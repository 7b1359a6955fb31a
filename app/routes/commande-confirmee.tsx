import {Image} from '@shopify/hydrogen';
import {Link, useLoaderData, useLocation} from 'react-router';
import type {Route} from './+types/commande-confirmee';
import {formatMoney} from '~/lib/money';
import {formatDateFr} from '~/lib/dates';
import {SHOP, DELIVERY_OPTIONS, DISPATCH_HOURS} from '~/lib/constants';
import {lookUpOrder} from '~/lib/checkout/order-lookup.server';
import {OrderDetails} from '~/components/checkout/OrderDetails';

export const meta: Route.MetaFunction = () => [
  {title: `Commande confirmée | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({context, request}: Route.LoaderArgs) {
  return lookUpOrder(context.storefront, new URL(request.url).searchParams);
}

export default function OrderConfirmed() {
  const {orderNumber, order} = useLoaderData<typeof loader>();
  const {search} = useLocation();
  return (
    <main id="contenu" className="container-page max-w-3xl py-12">
      <p className="text-5xl" aria-hidden="true">
        ✓
      </p>
      <h1 className="mt-2 text-3xl font-bold">Merci, votre commande est confirmée</h1>
      {order ? (
        <>
          <p className="mt-3 text-lg">
            Commande <strong data-testid="order-number">{order.name}</strong> du {formatDateFr(order.processedAt)}. Un
            récapitulatif a été envoyé à {order.email}.
          </p>
          <section className="mt-8 rounded-lg border border-slate-200 p-6" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className="text-xl font-bold">
              Articles commandés
            </h2>
            <ul className="mt-4 divide-y divide-slate-200">
              {order.lineItems.nodes.map((line, index) => (
                <li key={`${line.title}-${index}`} className="flex items-center gap-4 py-3" data-testid="order-line">
                  {line.variant?.image ? (
                    <Image data={line.variant.image} alt="" width={64} height={64} aspectRatio="1/1" className="h-16 w-16 rounded bg-slate-50 object-contain" />
                  ) : null}
                  <div className="flex-1">
                    <p className="font-medium">{line.title}</p>
                    {line.variant && line.variant.title !== 'Default Title' ? (
                      <p className="text-sm text-slate-700">{line.variant.title}</p>
                    ) : null}
                    <p className="text-sm text-slate-700">Quantité : {line.quantity}</p>
                  </div>
                  <p className="font-semibold">{formatMoney(line.originalTotalPrice.amount)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
              <div className="flex justify-between">
                <dt>Sous-total</dt>
                <dd>{order.subtotalPrice ? formatMoney(order.subtotalPrice.amount) : '—'}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Livraison</dt>
                <dd>{formatMoney(order.totalShippingPrice.amount)}</dd>
              </div>
              <div className="flex justify-between text-base font-bold">
                <dt>Total TTC</dt>
                <dd data-testid="order-total">{formatMoney(order.totalPrice.amount)}</dd>
              </div>
              <div className="flex justify-between text-slate-700">
                <dt>dont TVA</dt>
                <dd>{order.totalTax ? formatMoney(order.totalTax.amount) : '—'}</dd>
              </div>
            </dl>
          </section>
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
        </>
      ) : (
        <p className="mt-3 text-lg">
          {orderNumber ? (
            <>
              Votre commande <strong>n° {orderNumber}</strong> a bien été enregistrée.
            </>
          ) : (
            'Votre commande a bien été enregistrée.'
          )}{' '}
          Vous recevrez un e-mail de confirmation avec son suivi.
        </p>
      )}
      <section className="mt-8" aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-bold">
          Et maintenant ?
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          <li>Confirmation et préparation de votre commande : sous {DISPATCH_HOURS} h ouvrées.</li>
          <li>Expédition : sous 1 à 2 jours.</li>
          <li>Livraison : {DELIVERY_OPTIONS[0].description} en livraison standard.</li>
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

