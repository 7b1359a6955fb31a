// The last step: the order placed, the shopper goes to the storefront's confirmation page
// (303). A cart already ordered leads there too, or says so.

import type {ServerResponse} from 'node:http';
import type {AppState} from '../../graphql/context.ts';
import {messagePage} from '../../http/pages.ts';
import {redirect} from '../../http/util.ts';
import type {CartRecord} from '../../store/carts.ts';
import type {OrderRecord} from '../../store/orders.ts';
import {confirmationUrl, storefrontCartUrl} from '../../urls.ts';

export function confirmOrder(app: AppState, response: ServerResponse, order: OrderRecord): void {
  redirect(response, 303, confirmationUrl(app.storefrontUrl, order));
}

/** A cart already ordered: a second submission of the same form lands on the same confirmation, no second order. */
export function alreadyOrdered(app: AppState, response: ServerResponse, cart: CartRecord, submitted: boolean): void {
  const order = cart.orderId === null ? null : app.orders.byId(cart.orderId);
  if (submitted && order) {
    confirmOrder(app, response, order);
    return;
  }
  messagePage(
    response,
    app,
    410,
    'Commande déjà passée',
    order ? `Ce panier a déjà été commandé (commande #${order.number}).` : 'Ce panier a déjà été commandé.',
    [
      ...(order ? [{href: confirmationUrl(app.storefrontUrl, order), label: 'Voir ma commande', primary: true}] : []),
      {href: storefrontCartUrl(app.storefrontUrl), label: 'Retour au panier', primary: !order},
    ],
  );
}
