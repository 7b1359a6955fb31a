// Devis from the cart (issue 23) on the forms endpoint (docs/decisions/047-devis-from-the-cart.md):
// POST /forms/devis makes a numbered quote from the buyer's details and the cart's
// variants and quantities, priced here from the catalogue (as Shopify prices a draft
// order); GET /forms/devis/<number>?key=… reads it back for its PDF, its print view and
// its way back to a cart. Behind the forms endpoint's token, like every /forms path.

import {randomSecret, safeEqual} from '../crypto.ts';
import type {AppState} from '../graphql/context.ts';
import {readJsonBody} from '../http/input.ts';
import type {RouteContext} from '../http/router.ts';
import {mediaType, sendJson} from '../http/util.ts';
import type {Catalogue} from '../store/catalogue.ts';
import {type QuoteRecord, QuoteStore} from '../store/quotes.ts';
import {DEVIS_MESSAGES, type DevisAdjustments, type DevisItem, cleanStrings, devisFigures, devisValidUntil, validateDevisBuyer} from '../shared-rules.ts';
import {cartDestination, priceStoredCart} from '../pricing/stored-cart.ts';
import {FORM_ERRORS, MAX_FORM_BYTES} from '../forms/endpoint.ts';

export const DEVIS_CREATE_PATH = /^\/forms\/devis\/?$/;
export const DEVIS_READ_PATH = /^\/forms\/devis\/(DEV-\d{4}-\d{6})\/?$/;
/** The buyer turned the quote back into a cart: POST /forms/devis/<number>/panier {"key": …}. */
export const DEVIS_CART_PATH = /^\/forms\/devis\/(DEV-\d{4}-\d{6})\/panier\/?$/;
/** A cart has at most 250 lines (Shopify's limit); a quote likewise. */
export const MAX_DEVIS_LINES = 250;
const MAX_QUANTITY = 100_000;

const stores = new WeakMap<AppState, QuoteStore>();

export function quotesFor(app: AppState): QuoteStore {
  let store = stores.get(app);
  if (!store) {
    store = new QuoteStore(app.store);
    stores.set(app, store);
  }
  return store;
}

/** The cart's lines as priced articles, or null when one is unknown, sold no more or not a whole quantity. */
export function devisItems(value: unknown, catalogue: Catalogue): DevisItem[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_DEVIS_LINES) return null;
  const items: DevisItem[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') return null;
    const {variantId, quantity} = entry as {variantId?: unknown; quantity?: unknown};
    const id = typeof variantId === 'string' ? Number(/^gid:\/\/shopify\/ProductVariant\/(\d{1,12})$/.exec(variantId)?.[1] ?? NaN) : NaN;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
    const item = itemOf(id, quantity, catalogue);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

function itemOf(variantId: number, quantity: number, catalogue: Catalogue): DevisItem | null {
  const variant = catalogue.variantsById.get(variantId);
  const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
  if (!variant || !product) return null;
  return {
    variantId: `gid://shopify/ProductVariant/${variant.id}`,
    sku: variant.sku,
    title: product.title,
    variantTitle: variant.title === 'Default Title' ? '' : variant.title,
    productType: product.productType,
    unitPriceTtc: variant.priceCents / 100,
    quantity,
  };
}

/**
 * A stored cart as the quote's articles and adjustments, priced as the cart shows it:
 * its live lines, the discount codes that apply now (a code refused is left out), and
 * its delivery (the option chosen, else standard to France, a free-shipping code
 * applied). Null when the cart is unknown or empty.
 */
export function cartQuoteInput(app: AppState, cartId: unknown, catalogue: Catalogue): {items: DevisItem[]; adjustments: DevisAdjustments} | null {
  const cart = app.carts.findByGid(cartId);
  if (!cart) return null;
  const {lines, priced} = priceStoredCart(app, catalogue, cart, {includeShipping: true, destination: cartDestination(cart) ?? {countryCode: 'FR', zip: null}});
  const items = lines.flatMap(({line, variant}) => itemOf(variant.id, line.quantity, catalogue) ?? []);
  if (items.length === 0 || items.length !== lines.length || items.length > MAX_DEVIS_LINES) return null;
  const codes = priced.applied
    .filter((applied) => applied.targetType === 'LINE_ITEM' && applied.amountCents > 0)
    .map((applied) => ({
      code: applied.rule.code,
      title: applied.rule.title,
      perItemTtc: priced.lines.map((line) => line.codeAllocations.filter((share) => share.code === applied.code).reduce((sum, share) => sum + share.amountCents, 0) / 100),
    }));
  const selected = priced.delivery?.selected;
  const delivery = selected ? {title: selected.title, description: selected.description, priceTtc: priced.shippingCents / 100} : undefined;
  const shippingCodes = priced.applied.filter((applied) => applied.targetType === 'SHIPPING_LINE' && applied.amountCents > 0).map((applied) => applied.rule.code);
  return {items, adjustments: {codes, delivery, shippingCodes}};
}

/** What the storefront gets back: the whole quote, its access key included (the buyer's link). */
export function quoteJson(quote: QuoteRecord) {
  return {
    number: quote.number,
    key: quote.key,
    createdAt: quote.createdAt,
    validUntil: quote.validUntil,
    buyer: quote.buyer,
    lines: quote.lines,
    totals: quote.totals,
  };
}

/**
 * POST /forms/devis {company, siret, vatNumber?, contact, email, phone?, cartId} — the
 * cart priced as it shows (codes, delivery) — or {…, lines: [{variantId, quantity}]},
 * the articles at catalogue prices with standard delivery.
 */
export async function createQuote({request, response, app}: RouteContext): Promise<void> {
  if (mediaType(request) !== 'application/json') {
    request.resume();
    sendJson(response, 415, {ok: false, error: FORM_ERRORS.contentType}, {Connection: 'close'});
    return;
  }
  const body = await readJsonBody(request, MAX_FORM_BYTES);
  if (!body.ok || !body.value || typeof body.value !== 'object' || Array.isArray(body.value)) {
    sendJson(response, 400, {ok: false, error: body.ok ? FORM_ERRORS.notAnObject : FORM_ERRORS.unreadable});
    return;
  }
  // No control characters or direction overrides in what is kept and printed.
  const input = cleanStrings(body.value as Record<string, unknown>);
  const buyer = validateDevisBuyer(input);
  const catalogue = app.catalogueCache.get();
  const fromCart = input.cartId === undefined ? null : cartQuoteInput(app, input.cartId, catalogue);
  const items = input.cartId === undefined ? devisItems(input.lines, catalogue) : (fromCart?.items ?? null);
  if (!buyer.ok || !items) {
    sendJson(response, 400, {ok: false, errors: {...(buyer.ok ? {} : buyer.errors), ...(items ? {} : {lines: DEVIS_MESSAGES.emptyCart})}});
    return;
  }
  const created = new Date();
  const figures = devisFigures(items, fromCart?.adjustments);
  const quote = quotesFor(app).add({
    key: randomSecret(18),
    createdAt: created.toISOString(),
    validUntil: devisValidUntil(created).toISOString(),
    buyer: buyer.data,
    lines: figures.lines,
    totals: figures.totals,
  });
  sendJson(response, 201, {ok: true, quote: quoteJson(quote)});
}

/** GET /forms/devis/<number>?key=…: the quote, for whoever holds its key; 404 otherwise (no telling which). */
export function readQuote({response, app, url, params}: RouteContext): void {
  const quote = quotesFor(app).get(params[0] ?? '');
  const key = url.searchParams.get('key') ?? '';
  if (!quote || !safeEqual(quote.key, key)) {
    sendJson(response, 404, {ok: false, error: DEVIS_MESSAGES.notFound});
    return;
  }
  sendJson(response, 200, {ok: true, quote: quoteJson(quote)});
}

/** POST /forms/devis/<number>/panier {"key": …}: notes when the buyer took the quote back into a cart (shown in /admin). */
export async function quoteToCart({request, response, app, params}: RouteContext): Promise<void> {
  const body = await readJsonBody(request, 1024);
  const key = body.ok && body.value && typeof body.value === 'object' ? (body.value as {key?: unknown}).key : undefined;
  const quotes = quotesFor(app);
  const quote = quotes.get(params[0] ?? '');
  if (!quote || typeof key !== 'string' || !safeEqual(quote.key, key)) {
    sendJson(response, 404, {ok: false, error: DEVIS_MESSAGES.notFound});
    return;
  }
  const at = new Date().toISOString();
  quotes.markCart(quote.number, at);
  sendJson(response, 200, {ok: true, number: quote.number, lastCartAt: at});
}
