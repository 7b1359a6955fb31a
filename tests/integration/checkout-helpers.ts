// Steps of the hosted checkout shared by the checkout's integration tests: a cart made
// through the Storefront API, the information step, the delivery page and what its form
// carries (CSRF token, signed quote).

import {expect} from 'vitest';
import {TEST_ADDRESS, csrfOf, data, getPage, postForm, quoteFieldOf} from './local-shop-helpers.ts';

export interface TestCart {
  id: string;
  checkoutUrl: string;
}

export async function createCart(
  shop: {url: string},
  input: {lines: {merchandiseId: string; quantity: number}[]; buyerIdentity?: Record<string, unknown>; discountCodes?: string[]; giftCardCodes?: string[]; delivery?: unknown},
): Promise<TestCart> {
  const result = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { field message code } } }`, {input});
  expect(result.cartCreate.userErrors).toEqual([]);
  return result.cartCreate.cart as TestCart;
}

/** The delivery page of a cart whose information step was filled with `address`; its form's fields to place the order. */
export async function deliveryStep(checkoutUrl: string, address: Record<string, string> = TEST_ADDRESS) {
  const first = await getPage(`${checkoutUrl}&etape=informations`);
  expect(first.status).toBe(200);
  const info = await postForm(checkoutUrl, {csrf: csrfOf(first.html), step: 'informations', ...address});
  expect(info.status).toBe(303);
  return deliveryPage(checkoutUrl);
}

/** The delivery page as it is now, and the fields that confirm what it shows. */
export async function deliveryPage(checkoutUrl: string) {
  const page = await getPage(`${checkoutUrl}&etape=livraison`);
  expect(page.status).toBe(200);
  return {html: page.html, fields: {csrf: csrfOf(page.html), step: 'livraison', action: 'commander', quote: quoteFieldOf(page.html)}};
}

/** A euro amount as pageText() reads it: '1 234,56 €' (Intl's no-break spaces made plain). */
export function euros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', {style: 'currency', currency: 'EUR'}).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** The text of a page without its tags, spaces made plain, for reading sentences. */
export function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}
