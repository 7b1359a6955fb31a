// One request to the hosted checkout, once the checks every step shares have passed:
// the form read (POST), the cart found by its token and secret key, the CSRF token
// checked, a cart already ordered or empty answered. What the steps receive.

import type {ServerResponse} from 'node:http';
import {csrfToken, csrfValid} from '../crypto.ts';
import type {AppState} from '../graphql/context.ts';
import {messagePage} from '../http/pages.ts';
import type {RouteContext} from '../http/router.ts';
import {type Html, HttpError, readForm} from '../http/util.ts';
import {countryByCode} from '../shared-rules.ts';
import type {CartRecord} from '../store/carts.ts';
import {checkoutPath, storefrontCartUrl} from '../urls.ts';
import type {CardField} from '../payments/card.ts';
import {type Errors, INFO_FIELDS, type InfoValues, type PaymentField, normalizeZip, validateInfo} from './form.ts';
import {alreadyOrdered} from './steps/confirmation.ts';
import {type CheckoutSummary, checkoutSummary} from './summary.ts';
import type {CheckoutPageData} from './view.ts';

const MAX_FORM_BYTES = 64 * 1024;

/** What every checkout form carries: where it posts, its CSRF token, the way back to the cart. */
export type CheckoutFrame = Pick<CheckoutPageData, 'action' | 'csrf' | 'cartUrl'>;

export interface CheckoutRequest {
  app: AppState;
  response: ServerResponse;
  cart: CartRecord;
  frame: CheckoutFrame;
  /** The cart priced without a destination: the summary of the information step */
  summary: CheckoutSummary;
}

function csrfPurpose(cart: CartRecord): string {
  return `checkout:${cart.token}:${cart.secret}`;
}

function backToCart(app: AppState) {
  return {href: storefrontCartUrl(app.storefrontUrl), label: 'Retour au panier', primary: true};
}

/** The page for a cart with nothing left to order. */
export function emptyCartPage(app: AppState, response: ServerResponse): void {
  messagePage(response, app, 200, 'Votre panier est vide', 'Ajoutez des produits à votre panier avant de passer commande.', [backToCart(app)]);
}

/**
 * The checks every step shares, in order: a readable form (POST), the cart of the link,
 * a valid CSRF token, a cart not yet ordered and not empty. Null when one failed: the
 * request has been answered.
 */
export async function openCheckout({request, response, app, url, params: [token]}: RouteContext): Promise<{checkout: CheckoutRequest; form: URLSearchParams | null} | null> {
  let form: URLSearchParams | null = null;
  if (request.method === 'POST') {
    try {
      form = await readForm(request, MAX_FORM_BYTES);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400;
      messagePage(response, app, status, 'Formulaire refusé', status === 413 ? 'Le formulaire envoyé est trop volumineux.' : 'Le formulaire envoyé est illisible.', [
        backToCart(app),
      ]);
      return null;
    }
  } else {
    request.resume();
  }
  const key = url.searchParams.get('key') ?? '';
  const cart = key ? app.carts.findByToken(token, key) : null;
  if (!cart) {
    messagePage(response, app, 404, 'Panier introuvable', "Ce lien de paiement n’est pas valide ou a expiré. Retournez à votre panier pour reprendre votre commande.", [
      backToCart(app),
    ]);
    return null;
  }
  if (form && !csrfValid(app.secret, csrfPurpose(cart), form.get('csrf'))) {
    messagePage(response, app, 403, 'Session expirée', 'Pour votre sécurité, ce formulaire a expiré. Rechargez la page de paiement et recommencez.', [
      {href: checkoutPath(cart), label: 'Recharger la page de paiement', primary: true},
    ]);
    return null;
  }
  if (cart.completedAt) {
    alreadyOrdered(app, response, cart, form !== null);
    return null;
  }
  const summary = checkoutSummary(app, cart, null);
  if (summary.data.lines.length === 0) {
    emptyCartPage(app, response);
    return null;
  }
  const frame = {action: checkoutPath(cart), csrf: csrfToken(app.secret, csrfPurpose(cart)), cartUrl: storefrontCartUrl(app.storefrontUrl)};
  return {checkout: {app, response, cart, frame, summary}, form};
}

const selectedAddress = (cart: CartRecord) => (cart.deliveryAddresses.find((entry) => entry.selected) ?? cart.deliveryAddresses[0])?.address;

/**
 * What the storefront handed over with the cart (buyer identity and selected delivery
 * address), as a fingerprint: the information step records it with what it saves, so
 * that an address the shopper changes later on the storefront wins over the saved one.
 */
export function handoverOf(cart: CartRecord): string {
  const address = selectedAddress(cart);
  if (!cart.buyerIdentity.email || !address) return '';
  return JSON.stringify([cart.buyerIdentity.email, cart.buyerIdentity.phone ?? null, address]);
}

/**
 * Contact and address to start from: what the information step saved (unless the
 * storefront handed over another address since), else the cart's buyer identity and
 * selected delivery address, else the signed-in customer's profile and default address.
 */
export function prefill(app: AppState, cart: CartRecord): InfoValues {
  const saved = cart.checkout;
  const handover = handoverOf(cart);
  if (INFO_FIELDS.some((field) => saved[field]) && (handover === '' || saved.handover === handover)) {
    return Object.fromEntries(INFO_FIELDS.map((field) => [field, saved[field] ?? ''])) as InfoValues;
  }
  const customer = cart.customerId === null ? null : app.customers.byId(cart.customerId);
  const customerAddress = customer?.defaultAddressId ? app.customers.address(customer.id, customer.defaultAddressId) : null;
  const selected = selectedAddress(cart);
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

/**
 * The contact and address to deliver to, when complete and valid: those the information
 * step saved, or those the storefront handed over with the cart (cartBuyerIdentityUpdate
 * with an e-mail, and a selected address from cartDeliveryAddressesAdd/Replace), so that
 * the checkout opens at the delivery step. Null otherwise: the information step first.
 */
export function savedInformation(checkout: CheckoutRequest): InfoValues | null {
  const {cart} = checkout;
  const info = prefill(checkout.app, cart);
  const confirmed = cart.checkout.infoValid === '1' || handoverOf(cart) !== '';
  if (!confirmed || Object.keys(validateInfo(info)).length > 0) return null;
  return {...info, zip: normalizeZip(info.zip, info.country)};
}

/**
 * A page of the checkout. `name` is its `?etape=` value in links and its form's hidden
 * `step` field; `show` answers GET, `submit` answers the page's form.
 */
export interface CheckoutStep {
  name: string;
  show(checkout: CheckoutRequest): void;
  submit(checkout: CheckoutRequest, form: URLSearchParams): void | Promise<void>;
}

/** Why the delivery and payment page comes back instead of the order: field errors, or a problem above them. */
export interface Refusal {
  errors: Errors<PaymentField | CardField>;
  problem: Html | null;
}
