// Cart mutations about what the cart costs: discount codes, gift cards, and the
// delivery option chosen in the delivery group.

import {priceCartForApi} from '../pricing/index.ts';
import type {CartRecord, CartUserError} from '../store/carts.ts';
import {checkArraySize, onCart} from './cart.ts';
import type {RequestContext} from './context.ts';
import {deliveryGroupId} from './delivery.ts';
import {discountCodeWarnings, resolveGiftCardCodes} from './discount-views.ts';

type Args = Record<string, any>;

function giftCardIdOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/AppliedGiftCard\/(\d{1,12})$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

function setGiftCards(ctx: RequestContext, cartId: unknown, codes: string[], keep: boolean) {
  checkArraySize(codes, 'giftCardCodes');
  return onCart(ctx, cartId, (cart) => {
    const {ids, errors} = resolveGiftCardCodes(codes, ctx, ['giftCardCodes']);
    if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
    return ctx.app.carts.setGiftCards(cart, keep ? [...cart.giftCards, ...ids] : ids);
  });
}

export const cartDiscountMutations = {
  cartDiscountCodesUpdate: ({cartId, discountCodes}: Args, ctx: RequestContext) => {
    checkArraySize(discountCodes, 'discountCodes');
    return onCart(ctx, cartId, (cart) => {
      const outcome = ctx.app.carts.updateDiscountCodes(cart, (discountCodes ?? []).map(String));
      // Codes that do not apply are kept (applicable: false) and reported, as on Shopify.
      if (outcome.cart) outcome.warnings = discountCodeWarnings(outcome.cart, ctx);
      return outcome;
    });
  },
  /** Replaces the cart's gift cards. */
  cartGiftCardCodesUpdate: ({cartId, giftCardCodes}: Args, ctx: RequestContext) => setGiftCards(ctx, cartId, giftCardCodes ?? [], false),
  /** Adds gift cards to the ones already applied. */
  cartGiftCardCodesAdd: ({cartId, giftCardCodes}: Args, ctx: RequestContext) => setGiftCards(ctx, cartId, giftCardCodes ?? [], true),
  cartGiftCardCodesRemove: ({cartId, appliedGiftCardIds}: Args, ctx: RequestContext) => {
    checkArraySize(appliedGiftCardIds, 'appliedGiftCardIds');
    return onCart(ctx, cartId, (cart) => {
      const ids = (appliedGiftCardIds as string[]).map(giftCardIdOf);
      const errors: CartUserError[] = [];
      ids.forEach((id, i) => {
        if (id === null || !cart.giftCards.includes(id)) {
          errors.push({field: ['appliedGiftCardIds', String(i)], message: ctx.t.giftCardNotApplied(String(appliedGiftCardIds[i]).slice(0, 100)), code: 'INVALID'});
        }
      });
      if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
      return ctx.app.carts.setGiftCards(cart, cart.giftCards.filter((id) => !ids.includes(id)));
    });
  },
  cartSelectedDeliveryOptionsUpdate: ({cartId, selectedDeliveryOptions}: Args, ctx: RequestContext) => {
    checkArraySize(selectedDeliveryOptions, 'selectedDeliveryOptions');
    return onCart(ctx, cartId, (cart: CartRecord) => {
      const {priced} = priceCartForApi(ctx.app, ctx.catalogue, cart);
      const errors: CartUserError[] = [];
      let chosen: string | null = null;
      (selectedDeliveryOptions as {deliveryGroupId: string; deliveryOptionHandle: string}[]).forEach((option, i) => {
        if (!priced.delivery || option.deliveryGroupId !== deliveryGroupId(cart)) {
          errors.push({
            field: ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
            message: ctx.t.deliveryGroupNotFound(String(option.deliveryGroupId).slice(0, 200)),
            code: 'INVALID_DELIVERY_GROUP',
          });
        } else if (!priced.delivery.offers.some((offer) => offer.handle === option.deliveryOptionHandle)) {
          // Same-day delivery is offered for Paris addresses only (app/lib/delivery.ts).
          errors.push({
            field: ['selectedDeliveryOptions', String(i), 'deliveryOptionHandle'],
            message: ctx.t.deliveryOptionNotFound(String(option.deliveryOptionHandle).slice(0, 100)),
            code: 'INVALID_DELIVERY_OPTION',
          });
        } else {
          chosen = option.deliveryOptionHandle;
        }
      });
      if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};
      return chosen ? ctx.app.carts.setDeliveryOption(cart, chosen) : {cart, userErrors: [], warnings: []};
    });
  },
};
