// The addresses of the hosted checkout and of the order pages: the patterns the route
// table matches, and the links the API (cart.checkoutUrl, Order.statusUrl) and the
// pages write. Low in the tree, so the GraphQL views can write them too.

/** cart.checkoutUrl: /checkout/cn/<cart token>?key=<cart secret>[&etape=<step>] */
export const CHECKOUT_PATH = /^\/checkout\/cn\/([A-Za-z0-9_-]{1,100})$/;

/** Order.statusUrl: /orders/<number>?key=<order key> */
export const ORDER_PATH = /^\/orders\/(\d{1,12})$/;

export function checkoutPath(cart: {token: string; secret: string}, step?: string): string {
  return `/checkout/cn/${cart.token}?key=${cart.secret}${step ? `&etape=${step}` : ''}`;
}

export function orderStatusPath(order: {number: number; key: string}): string {
  return `/orders/${order.number}?key=${order.key}`;
}

/** The storefront's cart, where the checkout sends the shopper back. */
export function storefrontCartUrl(storefrontUrl: string): string {
  return `${storefrontUrl}/cart`;
}

/** The storefront's confirmation page, where the checkout sends the shopper after ordering. */
export function confirmationUrl(storefrontUrl: string, order: {number: number; key: string}): string {
  return `${storefrontUrl}/commande-confirmee?order=${order.number}&key=${order.key}`;
}

/** The storefront's page for a payment that failed, with SPEC.md's `error` value; the cart stays as it was. */
export function paymentFailedUrl(storefrontUrl: string, error: string): string {
  return `${storefrontUrl}/commande-echouee?error=${encodeURIComponent(error)}`;
}
