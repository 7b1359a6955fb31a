import {CartForm, type HydrogenCart} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {cartReply, type CartChangeOutcome} from '../../app/lib/cart/action.server.ts';
import {goneCart, orderPath, takeStockWarnings} from '../../app/lib/cart/cart-state.server.ts';
import {AppSession} from '../../app/lib/platform/session.server.ts';

const newSession = () => AppSession.init(new Request('http://boutique.test/cart'), ['secret-de-test']);

const cart = {setCartId: () => new Headers()} as unknown as HydrogenCart;

/** An add the shop capped to the stock, answered for a form posted with these fields. */
async function cappedAdd(fields: Record<string, string>) {
  const session = await newSession();
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: []}}));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const outcome: CartChangeOutcome = {
    result: {
      cart: {id: 'gid://shopify/Cart/c1?key=k'},
      userErrors: [],
      warnings: [
        {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'gid://shopify/CartLine/l1?cart=c1', message: 'Seulement 3…'},
        {code: 'DISCOUNT_NOT_FOUND', target: 'gid://shopify/Cart/c1', message: '…'},
      ],
    } as never,
    failure: {title: 'Erreur', variant: 'error'},
  };
  cartReply(form, session).outcome(cart, outcome);
  return session;
}

describe('the stock warnings of a change, kept for the next display of /cart', () => {
  it('keeps them (stock codes only) for the cart page’s own changes and for a redirect to /cart, once', async () => {
    for (const fields of [{feedback: 'inline'}, {redirectTo: '/cart'}] as Record<string, string>[]) {
      const session = await cappedAdd(fields);
      expect(takeStockWarnings(session)).toEqual([{code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'gid://shopify/CartLine/l1?cart=c1'}]);
      expect(takeStockWarnings(session)).toEqual([]);
    }
  });

  it('keeps nothing for an add that stays on its page or goes elsewhere (its toast says it)', async () => {
    for (const fields of [{}, {redirectTo: '/products/rotule'}] as Record<string, string>[]) {
      const session = await cappedAdd(fields);
      expect(session.hasFlash()).toBe(true); // the toast
      expect(takeStockWarnings(session)).toEqual([]);
    }
  });
});

describe('goneCart', () => {
  it('says nothing without a cart id, « ordered » for the cart an order of this browser closed, else « gone »', async () => {
    const session = await newSession();
    expect(goneCart(session, undefined)).toBeNull();
    expect(goneCart(session, 'gid://shopify/Cart/c1?key=k')).toEqual({ordered: false});
    session.set('closedCart', {cartId: 'gid://shopify/Cart/c1?key=k', orderPath: orderPath('1001', 'abc')});
    expect(goneCart(session, 'gid://shopify/Cart/c1?key=k')).toEqual({ordered: true, orderPath: '/commande-confirmee?order=1001&key=abc'});
    expect(goneCart(session, 'gid://shopify/Cart/c2?key=k')).toEqual({ordered: false});
  });

  it('never links anywhere but a confirmation page', async () => {
    const session = await newSession();
    session.set('closedCart', {cartId: 'c1', orderPath: 'https://ailleurs.example/'});
    expect(goneCart(session, 'c1')).toEqual({ordered: false});
  });
});
