// The devis's server side: making one from the cart (POST /devis), and turning one back
// into a cart (POST /devis/<number>). French answers; what the buyer typed comes back
// with the errors.

import {data, redirect} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {attempt} from '../platform/storefront-errors.ts';
import {DEVIS_BUYER_FIELDS, DEVIS_MESSAGES, type DevisBuyerField, validateDevisBuyer} from './buyer.ts';
import {type StoredDevis, devisPath} from './document.ts';
import {isDevisValid} from './figures.ts';
import {createDevis, noteDevisCart} from './inbox.server.ts';
import {formatDateFr} from '../dates.ts';

type Context = Pick<HydrogenRouterContextProvider, 'cart' | 'env' | 'appSession'>;

export type DevisFormErrors = Partial<Record<DevisBuyerField | 'form', string>>;

export interface DevisFormReply {
  errors: DevisFormErrors;
  values: Partial<Record<DevisBuyerField, string>>;
}

function reply(errors: DevisFormErrors, values: DevisFormReply['values'], status: number) {
  return data<DevisFormReply>({errors, values}, {status});
}

/** POST /devis: the buyer's details checked, the cart read, the quote made by the inbox; then its page. */
export async function requestDevis(form: FormData, context: Context) {
  const values = Object.fromEntries(DEVIS_BUYER_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 300)]));
  const buyer = validateDevisBuyer(form);
  const cart = await attempt(context.cart.get());
  if (!cart.ok) return reply({form: DEVIS_MESSAGES.failed}, values, 503);
  const quantity = (cart.value?.lines.nodes ?? []).reduce((sum, line) => sum + line.quantity, 0);
  if (!cart.value || quantity === 0) return reply({...(buyer.ok ? {} : buyer.errors), form: DEVIS_MESSAGES.emptyCart}, values, 400);
  if (!buyer.ok) return reply(buyer.errors, values, 400);
  // The inbox prices the cart as it shows it (codes that apply, delivery): by its id.
  const created = await createDevis(context.env, {buyer: buyer.data, cartId: cart.value.id});
  if (!created.ok) {
    if (created.reason === 'invalid') {
      const {lines: linesError, ...fieldErrors} = created.errors;
      return reply({...fieldErrors, ...(linesError ? {form: linesError} : {})}, values, 400);
    }
    return reply({form: DEVIS_MESSAGES.failed}, values, 502);
  }
  return redirect(devisPath(created.devis), 303);
}

/**
 * POST /devis/<number>: a new cart with the quote's lines, its number as the discount
 * code that holds the quoted prices (docs/decisions/048), and the number as an attribute
 * for the order. Refused once the quote has expired.
 */
export async function devisToCart(devis: StoredDevis, context: Context, now: Date = new Date()) {
  if (!isDevisValid(devis.validUntil, now)) {
    return data({error: `${DEVIS_MESSAGES.expired} depuis le ${formatDateFr(devis.validUntil)} : demandez un nouveau devis depuis votre panier.`}, {status: 410});
  }
  const result = await attempt(
    context.cart.create({
      lines: devis.lines.map((line) => ({merchandiseId: line.variantId, quantity: line.quantity})),
      // The quote's number holds its prices (with the codes it honoured); a free-delivery code it had comes back too.
      discountCodes: [devis.number, ...(devis.totals.shippingCodes ?? [])],
      attributes: [{key: 'Devis', value: devis.number}],
      buyerIdentity: {email: devis.buyer.email},
    }),
  );
  const cart = result.ok ? result.value.cart : null;
  if (!cart?.id) return data({error: DEVIS_MESSAGES.cartFailed}, {status: 502});
  const headers = context.cart.setCartId(cart.id);
  await noteDevisCart(context.env, devis);
  context.appSession.flash('toast', {title: `Votre panier reprend le devis ${devis.number}`, description: `Prix garantis jusqu’au ${formatDateFr(devis.validUntil)}.`, variant: 'success'});
  headers.set('Location', '/cart');
  return new Response(null, {status: 303, headers});
}
