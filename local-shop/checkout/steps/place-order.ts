// « Passer la commande », then: the order placed in one transaction (stock, prices and
// delivery checked again at that moment), with what the confirmation shows about the
// delivery and the payment; or why it could not be.

import {bankAccount} from '../../config.ts';
import {html} from '../../http/util.ts';
import {formatEuros} from '../../money.ts';
import {priceOrder} from '../../pricing/index.ts';
import type {OrderPricing, OrderRecord, PlaceOrderResult} from '../../store/orders.ts';
import {storefrontCartUrl} from '../../urls.ts';
import {type InfoValues, type PaymentMethodOption, type PaymentValues, countryName} from '../form.ts';
import type {CheckoutRequest, Refusal} from '../session.ts';
import {destinationOf} from '../summary.ts';

const siretOf = (payment: PaymentValues) => payment.siret.replace(/[\s.]/g, '');

export function placeOrder({app, cart}: CheckoutRequest, info: InfoValues, payment: PaymentValues, method: PaymentMethodOption): PlaceOrderResult {
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const invoice = method.value === 'invoice-30-days';
  return app.orders.place(
    cart,
    app.carts,
    catalogue,
    {
      email: info.email,
      phone: info.phone || null,
      shippingAddress: {
        firstName: info.firstName,
        lastName: info.lastName,
        company: info.company || null,
        address1: info.address1,
        address2: info.address2 || null,
        zip: info.zip,
        city: info.city,
        countryCode: info.country,
        country: countryName(info.country),
        phone: info.phone || null,
      },
      paymentMethod: method.value,
      company: invoice ? payment.invoiceCompany || info.company : info.company || null,
      siret: invoice ? siretOf(payment) : null,
      customerId: cart.customerId ?? app.customers.byEmail(info.email)?.id ?? null,
    },
    (prices) => priceOrder(app, catalogue, cart, {destination: destinationOf(info), deliveryHandle: payment.delivery, email: info.email}, prices),
    (variantId) => {
      const variant = catalogue.variantsById.get(variantId);
      const image = variant?.image ?? (variant ? catalogue.productsById.get(variant.productId)?.images[0] : undefined);
      return image ? views.imagePath(image) : null;
    },
    (order) => orderAttributes(order, info, payment, method),
  );
}

/** What the order's confirmation lists about its delivery and payment (the order's custom attributes). */
function orderAttributes(
  {number, pricing}: {number: number; pricing: OrderPricing},
  info: InfoValues,
  payment: PaymentValues,
  method: PaymentMethodOption,
): OrderRecord['attributes'] {
  const bank = bankAccount();
  const giftCardCents = pricing.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const due = pricing.totalCents - giftCardCents;
  return [
    {key: 'Livraison', value: pricing.delivery.title},
    {key: 'Paiement', value: due === 0 ? 'Carte cadeau' : method.title},
    ...(pricing.discountCodes.length > 0 ? [{key: 'Codes de réduction', value: pricing.discountCodes.join(', ')}] : []),
    ...pricing.giftCards.map((card) => ({key: `Carte cadeau •••• ${card.lastCharacters}`, value: formatEuros(card.amountCents)})),
    ...(giftCardCents > 0 ? [{key: 'Reste à payer', value: formatEuros(due)}] : []),
    ...(due === 0
      ? []
      : method.value === 'bank-transfer'
        ? [
            {key: 'Référence du virement', value: `#${number}`},
            {key: 'Titulaire du compte', value: bank.holder},
            {key: 'IBAN', value: bank.iban},
            {key: 'BIC', value: bank.bic},
          ]
        : [
            {key: 'Raison sociale', value: payment.invoiceCompany || info.company},
            {key: 'SIRET', value: siretOf(payment)},
            {key: 'Échéance', value: 'Facture payable à 30 jours'},
          ]),
  ];
}

/** Why the order was not placed, shown on the delivery and payment page (an empty cart has its own page). */
export function placementRefusal({app}: CheckoutRequest, result: Exclude<PlaceOrderResult, {ok: true}>): Refusal | 'empty' {
  if (result.reason === 'stock') {
    const cartUrl = storefrontCartUrl(app.storefrontUrl);
    const problem = html`<p>Le stock a changé depuis l'ajout au panier :</p><ul>${result.shortages.map(
      (item) =>
        html`<li>${item.title} : ${item.wanted} demandé${item.wanted > 1 ? 's' : ''}, ${item.available === 0 ? 'plus aucun disponible' : `${item.available} disponible${item.available > 1 ? 's' : ''}`}</li>`,
    )}</ul><p>Aucune commande n'a été passée. <a href="${cartUrl}">Modifiez votre panier</a> puis revenez au paiement.</p>`;
    return {status: 409, errors: {}, problem};
  }
  if (result.reason === 'delivery') {
    return {status: 422, errors: {delivery: "Ce mode de livraison n'est pas disponible pour cette adresse"}, problem: null};
  }
  return 'empty';
}
