// The hosted checkout at cart.checkoutUrl: /checkout/cn/<cart token>?key=<cart secret>.
// Step 1 saves contact and address on the cart; step 2 chooses delivery and payment and
// places the order, then redirects (303) to the storefront's confirmation page.
// Every POST carries a CSRF token derived from the cart's secret key.

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {bankAccount} from '../config.ts';
import {countryByCode} from '../countries.ts';
import {liveLines, cartSubtotalCents} from '../graphql/cart.ts';
import type {AppState} from '../graphql/context.ts';
import {HttpError, html, readBody, redirect} from '../http/util.ts';
import {type DeliveryLine, deliveryOffers} from '../shared-rules.ts';
import type {CartRecord} from '../store/carts.ts';
import type {OrderRecord} from '../store/orders.ts';
import {
  type Errors,
  INFO_FIELDS,
  type InfoValues,
  PAYMENT_METHODS,
  type PaymentField,
  type PaymentValues,
  countryName,
  normalizeZip,
  readInfo,
  readPayment,
  validateInfo,
  validatePayment,
} from './form.ts';
import {messagePage, sendPage} from './pages.ts';
import {type CheckoutPageData, DELIVERY_SCRIPT, INFO_SCRIPT, type SummaryLine, deliveryPage, informationPage} from './view.ts';

export const CHECKOUT_PATH = /^\/checkout\/cn\/([A-Za-z0-9_-]{1,100})$/;
const MAX_FORM_BYTES = 64 * 1024;

export function csrfToken(app: AppState, cart: CartRecord): string {
  return crypto.createHmac('sha256', app.secret).update(`checkout:${cart.token}:${cart.secret}`).digest('base64url');
}

function csrfValid(app: AppState, cart: CartRecord, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfToken(app, cart));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export function confirmationUrl(app: AppState, order: OrderRecord): string {
  return `${app.storefrontUrl}/commande-confirmee?order=${order.number}&key=${order.key}`;
}

function checkoutPath(cart: CartRecord, step?: 'livraison'): string {
  return `/checkout/cn/${cart.token}?key=${cart.secret}${step ? `&etape=${step}` : ''}`;
}

/** Contact and address to start from: what was saved, else the cart's buyer identity and delivery address. */
function prefill(cart: CartRecord): InfoValues {
  const saved = cart.checkout;
  if (INFO_FIELDS.some((field) => saved[field])) {
    return Object.fromEntries(INFO_FIELDS.map((field) => [field, saved[field] ?? ''])) as InfoValues;
  }
  const address = (cart.deliveryAddresses.find((entry) => entry.selected) ?? cart.deliveryAddresses[0])?.address ?? {};
  const country = countryByCode(address.countryCode) ?? countryByCode(cart.buyerIdentity.countryCode);
  return {
    email: cart.buyerIdentity.email ?? '',
    phone: cart.buyerIdentity.phone ?? address.phone ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: country?.isoCode ?? 'FR',
  };
}

interface CheckoutState {
  lines: SummaryLine[];
  deliveryLines: DeliveryLine[];
  subtotalCents: number;
}

function checkoutState(app: AppState, cart: CartRecord): CheckoutState {
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const lines = liveLines(app.carts.lines(cart), catalogue);
  return {
    subtotalCents: cartSubtotalCents(lines),
    lines: lines.map(({line, variant}) => {
      const product = catalogue.productsById.get(variant.productId);
      const image = variant.image ?? product?.images[0] ?? null;
      return {
        title: product?.title ?? variant.title,
        variantTitle: product?.hasOnlyDefaultVariant ? null : variant.title,
        quantity: line.quantity,
        unitPriceCents: variant.priceCents,
        imageUrl: image ? views.imagePath(image) : null,
      };
    }),
    deliveryLines: lines.map(({line, variant}) => ({
      productType: catalogue.productsById.get(variant.productId)?.productType ?? '',
      quantity: line.quantity,
      unitPriceCents: variant.priceCents,
    })),
  };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    throw new HttpError(415, 'Formulaire attendu');
  }
  const body = await readBody(request, MAX_FORM_BYTES);
  return new URLSearchParams(body.toString('utf8'));
}

export async function handleCheckout(
  request: IncomingMessage,
  response: ServerResponse,
  app: AppState,
  token: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    request.resume();
    messagePage(response, app, 405, 'Méthode non autorisée', 'Cette page ne s’utilise que depuis votre navigateur.');
    return;
  }
  const cartUrl = `${app.storefrontUrl}/cart`;
  let form: URLSearchParams | null = null;
  if (method === 'POST') {
    try {
      form = await readForm(request);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400;
      messagePage(response, app, status, 'Formulaire refusé', status === 413 ? 'Le formulaire envoyé est trop volumineux.' : 'Le formulaire envoyé est illisible.', [
        {href: cartUrl, label: 'Retour au panier', primary: true},
      ]);
      return;
    }
  } else {
    request.resume();
  }
  const key = url.searchParams.get('key') ?? '';
  const cart = key ? app.carts.findByToken(token, key) : null;
  if (!cart) {
    messagePage(response, app, 404, 'Panier introuvable', "Ce lien de paiement n'est pas valide ou a expiré. Retournez à votre panier pour reprendre votre commande.", [
      {href: cartUrl, label: 'Retour au panier', primary: true},
    ]);
    return;
  }
  if (form && !csrfValid(app, cart, form.get('csrf'))) {
    messagePage(response, app, 403, 'Session expirée', 'Pour votre sécurité, ce formulaire a expiré. Rechargez la page de paiement et recommencez.', [
      {href: checkoutPath(cart), label: 'Recharger la page de paiement', primary: true},
    ]);
    return;
  }
  if (cart.completedAt) {
    const order = cart.orderId === null ? null : app.orders.byId(cart.orderId);
    // A second submission of the same form lands on the same confirmation, no second order.
    if (form && order) {
      redirect(response, 303, confirmationUrl(app, order));
      return;
    }
    messagePage(
      response,
      app,
      410,
      'Commande déjà passée',
      order ? `Ce panier a déjà été commandé (commande #${order.number}).` : 'Ce panier a déjà été commandé.',
      [
        ...(order ? [{href: confirmationUrl(app, order), label: 'Voir ma commande', primary: true}] : []),
        {href: cartUrl, label: 'Retour au panier', primary: !order},
      ],
    );
    return;
  }
  const state = checkoutState(app, cart);
  if (state.lines.length === 0) {
    messagePage(response, app, 200, 'Votre panier est vide', 'Ajoutez des produits à votre panier avant de passer commande.', [
      {href: cartUrl, label: 'Retour au panier', primary: true},
    ]);
    return;
  }
  const data: CheckoutPageData = {
    action: checkoutPath(cart),
    csrf: csrfToken(app, cart),
    cartUrl,
    lines: state.lines,
    subtotalCents: state.subtotalCents,
  };
  const wantsDelivery = url.searchParams.get('etape') === 'livraison';

  if (!form) {
    const info = prefill(cart);
    if (wantsDelivery && cart.checkout.infoValid === '1' && Object.keys(validateInfo(info)).length === 0) {
      const offers = deliveryOffers(state.deliveryLines, info.country, info.zip);
      const saved = cart.checkout;
      const payment: PaymentValues = {
        delivery: offers.some((offer) => offer.handle === saved.delivery) ? saved.delivery : (offers[0]?.handle ?? ''),
        payment: saved.payment ?? '',
        invoiceCompany: saved.invoiceCompany ?? '',
        siret: saved.siret ?? '',
      };
      renderDelivery(response, app, cart, data, info, payment, {}, null);
      return;
    }
    if (wantsDelivery) {
      redirect(response, 303, checkoutPath(cart));
      return;
    }
    sendPage(response, app, {title: 'Informations – Paiement', body: informationPage(data, info, {}), script: INFO_SCRIPT});
    return;
  }

  if (form.get('step') === 'informations') {
    const info = readInfo(form);
    const errors = validateInfo(info);
    if (Object.keys(errors).length > 0) {
      sendPage(response, app, {status: 422, title: 'Erreur – Informations – Paiement', body: informationPage(data, info, errors), script: INFO_SCRIPT});
      return;
    }
    info.zip = normalizeZip(info.zip, info.country);
    app.carts.saveCheckoutDraft(cart, {...cart.checkout, ...info, infoValid: '1'});
    redirect(response, 303, checkoutPath(cart, 'livraison'));
    return;
  }

  // Step 2: delivery and payment.
  const info = prefill(cart);
  if (cart.checkout.infoValid !== '1' || Object.keys(validateInfo(info)).length > 0) {
    redirect(response, 303, checkoutPath(cart));
    return;
  }
  const payment = readPayment(form);
  const offers = deliveryOffers(state.deliveryLines, info.country, info.zip);
  app.carts.saveCheckoutDraft(cart, {...cart.checkout, ...payment});
  if (form.get('action') !== 'commander') {
    renderDelivery(response, app, cart, data, info, payment, {}, null);
    return;
  }
  const errors = validatePayment(payment, offers, info);
  if (Object.keys(errors).length > 0) {
    renderDelivery(response, app, cart, data, info, payment, errors, null, 422);
    return;
  }
  const chosenMethod = PAYMENT_METHODS.find((candidate) => candidate.value === payment.payment);
  if (!chosenMethod) throw new Error('payment method checked above');
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const bank = bankAccount();
  const result = app.orders.place(
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
      paymentMethod: chosenMethod.value,
      company: chosenMethod.value === 'invoice-30-days' ? payment.invoiceCompany || info.company : info.company || null,
      siret: chosenMethod.value === 'invoice-30-days' ? payment.siret.replace(/[\s.]/g, '') : null,
    },
    (lines) => {
      // Re-quoted inside the order transaction, with the lines as they are now.
      const offer = deliveryOffers(
        lines.map((line) => ({productType: line.productType, quantity: line.quantity, unitPriceCents: line.unitPriceCents})),
        info.country,
        info.zip,
      ).find((candidate) => candidate.handle === payment.delivery);
      return offer ? {handle: offer.handle, title: offer.title, priceCents: offer.priceCents} : null;
    },
    (variantId) => {
      const variant = catalogue.variantsById.get(variantId);
      const image = variant?.image ?? (variant ? catalogue.productsById.get(variant.productId)?.images[0] : undefined);
      return image ? views.imagePath(image) : null;
    },
    ({number}) => [
      {key: 'Livraison', value: offers.find((offer) => offer.handle === payment.delivery)?.title ?? payment.delivery},
      {key: 'Paiement', value: chosenMethod.title},
      ...(chosenMethod.value === 'bank-transfer'
        ? [
            {key: 'Référence du virement', value: `#${number}`},
            {key: 'Titulaire du compte', value: bank.holder},
            {key: 'IBAN', value: bank.iban},
            {key: 'BIC', value: bank.bic},
          ]
        : [
            {key: 'Raison sociale', value: payment.invoiceCompany || info.company},
            {key: 'SIRET', value: payment.siret.replace(/[\s.]/g, '')},
            {key: 'Échéance', value: 'Facture payable à 30 jours'},
          ]),
    ],
  );
  if (result.ok) {
    redirect(response, 303, confirmationUrl(app, result.order));
    return;
  }
  if (result.reason === 'stock') {
    const problem = html`<p>Le stock a changé depuis l'ajout au panier :</p><ul>${result.shortages.map(
      (item) =>
        html`<li>${item.title} : ${item.wanted} demandé${item.wanted > 1 ? 's' : ''}, ${item.available === 0 ? 'plus aucun disponible' : `${item.available} disponible${item.available > 1 ? 's' : ''}`}</li>`,
    )}</ul><p>Aucune commande n'a été passée. <a href="${cartUrl}">Modifiez votre panier</a> puis revenez au paiement.</p>`;
    renderDelivery(response, app, cart, data, info, payment, {}, problem, 409);
    return;
  }
  if (result.reason === 'delivery') {
    renderDelivery(response, app, cart, data, info, payment, {delivery: "Ce mode de livraison n'est pas disponible pour cette adresse"}, null, 422);
    return;
  }
  messagePage(response, app, 200, 'Votre panier est vide', 'Ajoutez des produits à votre panier avant de passer commande.', [
    {href: cartUrl, label: 'Retour au panier', primary: true},
  ]);
}

function renderDelivery(
  response: ServerResponse,
  app: AppState,
  cart: CartRecord,
  data: CheckoutPageData,
  info: InfoValues,
  payment: PaymentValues,
  errors: Errors<PaymentField>,
  problem: ReturnType<typeof html> | null,
  status = 200,
): void {
  const state = checkoutState(app, cart);
  const offers = deliveryOffers(state.deliveryLines, info.country, info.zip);
  const failed = Object.keys(errors).length > 0 || problem !== null;
  sendPage(response, app, {
    status,
    title: `${failed ? 'Erreur – ' : ''}Livraison et paiement`,
    body: deliveryPage({...data, infoUrl: checkoutPath(cart)}, info, offers, payment, errors, problem),
    script: DELIVERY_SCRIPT,
  });
}

