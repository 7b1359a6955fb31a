// The hosted checkout at cart.checkoutUrl: /checkout/cn/<cart token>?key=<cart secret>.
// Step 1 saves contact and address on the cart; step 2 chooses delivery and payment and
// places the order, then redirects (303) to the storefront's confirmation page.
// Every POST carries a CSRF token derived from the cart's secret key.

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {bankAccount} from '../config.ts';
import {countryByCode} from '../countries.ts';
import {type Destination, liveLines, priceStoredCart} from '../cart-pricing.ts';
import type {AppState} from '../graphql/context.ts';
import {readFormBody} from '../http/input.ts';
import {HttpError, html, redirect} from '../http/util.ts';
import type {Priced} from '../pricing.ts';
import {type DeliveryOffer, formatEuros} from '../shared-rules.ts';
import type {CartRecord} from '../store/carts.ts';
import {lastCharacters} from '../store/discounts.ts';
import type {OrderRecord} from '../store/orders.ts';
import {orderPricing} from './order-pricing.ts';
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
import {type CheckoutPageData, DELIVERY_SCRIPT, INFO_SCRIPT, deliveryPage, informationPage} from './view.ts';

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

/**
 * Contact and address to start from: what was saved, else the cart's buyer identity and
 * selected delivery address, else the signed-in customer's profile and default address.
 */
function prefill(app: AppState, cart: CartRecord): InfoValues {
  const saved = cart.checkout;
  if (INFO_FIELDS.some((field) => saved[field])) {
    return Object.fromEntries(INFO_FIELDS.map((field) => [field, saved[field] ?? ''])) as InfoValues;
  }
  const customer = cart.customerId === null ? null : app.customers.byId(cart.customerId);
  const customerAddress = customer?.defaultAddressId ? app.customers.address(customer.id, customer.defaultAddressId) : null;
  const selected = (cart.deliveryAddresses.find((entry) => entry.selected) ?? cart.deliveryAddresses[0])?.address;
  const address = selected ?? {...(customerAddress ?? {}), countryCode: customerAddress?.countryCode ?? null};
  const country = countryByCode(address.countryCode) ?? countryByCode(cart.buyerIdentity.countryCode);
  return {
    email: cart.buyerIdentity.email ?? customer?.email ?? '',
    phone: cart.buyerIdentity.phone ?? address.phone ?? customer?.phone ?? '',
    firstName: address.firstName ?? customer?.firstName ?? '',
    lastName: address.lastName ?? customer?.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: country?.isoCode ?? 'FR',
  };
}

interface CheckoutState {
  priced: Priced;
  data: Omit<CheckoutPageData, 'action' | 'csrf' | 'cartUrl'>;
  /** Delivery options with the free-shipping code applied to their price */
  offers: DeliveryOffer[];
}

/** The cart priced for the checkout: to this destination and with this delivery option when known. */
function checkoutState(app: AppState, cart: CartRecord, destination: Destination | null, deliveryHandle: string | null, email: string | null): CheckoutState {
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const lines = liveLines(app.carts.lines(cart), catalogue);
  const priced = priceStoredCart(app, catalogue, cart, lines, {includeShipping: destination !== null, destination, deliveryHandle, email});
  const pricedLines = new Map(priced.lines.map((line) => [line.key, line]));
  const freeStandard = priced.codes.some((status) => status.applicable && status.rule?.kind === 'free_shipping');
  return {
    priced,
    offers: (priced.delivery?.offers ?? []).map((offer) =>
      freeStandard && offer.handle === 'standard' && offer.priceCents > 0 ? {...offer, priceCents: 0, isFree: true} : offer,
    ),
    data: {
      subtotalCents: priced.subtotalCents,
      merchandiseCents: priced.merchandiseCents,
      discounts: priced.applied
        .filter((applied) => applied.targetType === 'LINE_ITEM' && applied.amountCents > 0)
        .map((applied) => ({label: `Code ${applied.code}`, cents: applied.amountCents})),
      giftCards: priced.giftCards.map(({card}) => ({label: `•••• ${lastCharacters(card.code)}`, balanceCents: card.balanceCents})),
      lines: lines.map(({line, variant}) => {
        const product = catalogue.productsById.get(variant.productId);
        const image = variant.image ?? product?.images[0] ?? null;
        const pricedLine = pricedLines.get(line.id);
        return {
          title: product?.title ?? variant.title,
          variantTitle: product?.hasOnlyDefaultVariant ? null : variant.title,
          quantity: line.quantity,
          unitPriceCents: variant.priceCents,
          imageUrl: image ? views.imagePath(image) : null,
          totalCents: pricedLine?.totalCents ?? variant.priceCents * line.quantity,
          discount: pricedLine?.volume ? {title: pricedLine.volume.title, cents: pricedLine.volume.amountCents} : null,
        };
      }),
    },
  };
}

const destinationOf = (info: InfoValues): Destination => ({countryCode: info.country, zip: info.zip});

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    request.resume();
    throw new HttpError(415, 'Formulaire attendu');
  }
  return readFormBody(request, MAX_FORM_BYTES);
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
  const base = checkoutState(app, cart, null, null, null);
  if (base.data.lines.length === 0) {
    messagePage(response, app, 200, 'Votre panier est vide', 'Ajoutez des produits à votre panier avant de passer commande.', [
      {href: cartUrl, label: 'Retour au panier', primary: true},
    ]);
    return;
  }
  const frame = {action: checkoutPath(cart), csrf: csrfToken(app, cart), cartUrl};
  const wantsDelivery = url.searchParams.get('etape') === 'livraison';

  if (!form) {
    const info = prefill(app, cart);
    if (wantsDelivery && cart.checkout.infoValid === '1' && Object.keys(validateInfo(info)).length === 0) {
      const saved = cart.checkout;
      const payment: PaymentValues = {
        // The option chosen here before, else the one chosen on the cart (cartSelectedDeliveryOptionsUpdate).
        delivery: saved.delivery ?? cart.deliveryOption ?? '',
        payment: saved.payment ?? '',
        invoiceCompany: saved.invoiceCompany ?? '',
        siret: saved.siret ?? '',
      };
      renderDelivery(response, app, cart, frame, info, payment, {}, null);
      return;
    }
    if (wantsDelivery) {
      redirect(response, 303, checkoutPath(cart));
      return;
    }
    const data: CheckoutPageData = {...frame, ...base.data};
    sendPage(response, app, {title: 'Informations – Paiement', body: informationPage(data, info, {}), script: INFO_SCRIPT});
    return;
  }

  if (form.get('step') === 'informations') {
    const info = readInfo(form);
    const errors = validateInfo(info);
    if (Object.keys(errors).length > 0) {
      const data: CheckoutPageData = {...frame, ...base.data};
      sendPage(response, app, {status: 422, title: 'Erreur – Informations – Paiement', body: informationPage(data, info, errors), script: INFO_SCRIPT});
      return;
    }
    info.zip = normalizeZip(info.zip, info.country);
    app.carts.saveCheckoutDraft(cart, {...cart.checkout, ...info, infoValid: '1'});
    redirect(response, 303, checkoutPath(cart, 'livraison'));
    return;
  }

  // Step 2: delivery and payment.
  const info = prefill(app, cart);
  if (cart.checkout.infoValid !== '1' || Object.keys(validateInfo(info)).length > 0) {
    redirect(response, 303, checkoutPath(cart));
    return;
  }
  const payment = readPayment(form);
  app.carts.saveCheckoutDraft(cart, {...cart.checkout, ...payment});
  if (form.get('action') !== 'commander') {
    renderDelivery(response, app, cart, frame, info, payment, {}, null);
    return;
  }
  const {offers, priced} = checkoutState(app, cart, destinationOf(info), payment.delivery || null, info.email);
  // Nothing left to pay once gift cards cover the order: no payment method to choose.
  const coveredByGiftCards = priced.totalCents === 0 && priced.giftCardCents > 0 && priced.delivery?.selected?.handle === payment.delivery;
  if (coveredByGiftCards && payment.payment === '') payment.payment = 'bank-transfer';
  const errors = validatePayment(payment, offers, info);
  if (Object.keys(errors).length > 0) {
    renderDelivery(response, app, cart, frame, info, payment, errors, null, 422);
    return;
  }
  const chosenMethod = PAYMENT_METHODS.find((candidate) => candidate.value === payment.payment);
  if (!chosenMethod) throw new Error('payment method checked above');
  const catalogue = app.catalogueCache.get();
  const views = app.views(catalogue);
  const bank = bankAccount();
  const customerId = cart.customerId ?? app.customers.byEmail(info.email)?.id ?? null;
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
      customerId,
    },
    (prices) => {
      // Priced again inside the order transaction, with the lines and prices as they are now.
      const fresh = app.carts.reload(cart);
      const priced = priceStoredCart(app, catalogue, fresh, liveLines(app.carts.lines(fresh), catalogue), {
        includeShipping: true,
        destination: destinationOf(info),
        deliveryHandle: payment.delivery,
        email: info.email,
        prices,
      });
      const offer = priced.delivery?.selected;
      if (!offer || offer.handle !== payment.delivery) return null;
      return orderPricing(priced, {handle: offer.handle, title: offer.title});
    },
    (variantId) => {
      const variant = catalogue.variantsById.get(variantId);
      const image = variant?.image ?? (variant ? catalogue.productsById.get(variant.productId)?.images[0] : undefined);
      return image ? views.imagePath(image) : null;
    },
    ({number, pricing}) => {
      const giftCardCents = pricing.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
      const due = pricing.totalCents - giftCardCents;
      return [
        {key: 'Livraison', value: pricing.delivery.title},
        {key: 'Paiement', value: due === 0 ? 'Carte cadeau' : chosenMethod.title},
        ...(pricing.discountCodes.length > 0 ? [{key: 'Codes de réduction', value: pricing.discountCodes.join(', ')}] : []),
        ...pricing.giftCards.map((card) => ({key: `Carte cadeau •••• ${card.lastCharacters}`, value: formatEuros(card.amountCents)})),
        ...(giftCardCents > 0 ? [{key: 'Reste à payer', value: formatEuros(due)}] : []),
        ...(due === 0
          ? []
          : chosenMethod.value === 'bank-transfer'
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
      ];
    },
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
    renderDelivery(response, app, cart, frame, info, payment, {}, problem, 409);
    return;
  }
  if (result.reason === 'delivery') {
    renderDelivery(response, app, cart, frame, info, payment, {delivery: "Ce mode de livraison n'est pas disponible pour cette adresse"}, null, 422);
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
  frame: Pick<CheckoutPageData, 'action' | 'csrf' | 'cartUrl'>,
  info: InfoValues,
  payment: PaymentValues,
  errors: Errors<PaymentField>,
  problem: ReturnType<typeof html> | null,
  status = 200,
): void {
  const state = checkoutState(app, cart, destinationOf(info), payment.delivery || null, info.email);
  const chosen = state.offers.some((offer) => offer.handle === payment.delivery) ? payment : {...payment, delivery: state.offers[0]?.handle ?? ''};
  const failed = Object.keys(errors).length > 0 || problem !== null;
  sendPage(response, app, {
    status,
    title: `${failed ? 'Erreur – ' : ''}Livraison et paiement`,
    body: deliveryPage({...frame, ...state.data, infoUrl: checkoutPath(cart)}, info, state.offers, failed ? payment : chosen, errors, problem),
    script: DELIVERY_SCRIPT,
  });
}
