import {data} from 'react-router';
import {CartForm, type CartQueryDataReturn, type HydrogenCart} from '@shopify/hydrogen';
import type {ToastMessage} from '~/components/Toast';
import type {AppSession} from '~/lib/platform/session.server';
import {safeLocalPath} from '~/lib/platform/safe-redirect';
import {readCartForm} from '~/lib/cart/form';
import {keepStockWarnings} from '~/lib/cart/cart-state.server';
import {UNKNOWN_CODE_TITLE, discountCodeMessage, giftCardMessage, warningForCode} from '~/lib/cart/code-messages';
import {
  CART_FEEDBACK_FIELD,
  CART_REQUEST_ID_FIELD,
  INVALID_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  parseLineQuantity,
  SHOP_UNREACHABLE,
  type CartActionResult,
} from '~/lib/cart/optimistic';

// The cart route's action (/cart): every cart change of the shop goes through here, one
// named function per CartForm action. Answers:
// - the cart page's own scripted changes (`feedback=inline`): data with `ok` and SPEC.md's
//   message, no toast, never a redirect: the page rolls the change back and says why;
// - any other post (plain forms without JavaScript, add-to-cart buttons, the chat): a
//   flash toast, and a 303 to `redirectTo` when given (post, redirect, get).
// Success messages are flash toasts in both cases.

const UPDATE_FAILED: ToastMessage = {title: 'Erreur lors de la mise à jour', variant: 'error'};

/** What one change came to, before the answer is written. */
export type CartChangeOutcome =
  /** Refused before reaching the shop: the input is wrong. */
  | {refused: ToastMessage; status?: number}
  | {
      /** The shop's answer. */
      result: CartQueryDataReturn;
      /** The toast if the shop refuses the change (its userErrors). */
      failure: ToastMessage;
      /** The toast when it succeeds, unless the shop adjusted a quantity to the stock. */
      success?: ToastMessage;
      /** The toast whatever the warnings. */
      answer?: ToastMessage;
      /** The change was made but did not give what was asked (a code kept on the cart that does not apply): said as a refusal. */
      rejected?: ToastMessage;
    };

type CartChange = (cart: HydrogenCart, inputs: Record<string, unknown>, form: FormData) => Promise<CartChangeOutcome>;

const text = (form: FormData, name: string, max = 100) => String(form.get(name) ?? '').trim().slice(0, max);

async function addLines(cart: HydrogenCart, inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const failure: ToastMessage = {title: 'Erreur', description: 'Impossible d’ajouter le produit au panier', variant: 'error'};
  // A quantity field (the product page's) applies to every line of the form.
  const field = form.get('quantity');
  const quantity = field === null || field === '' ? undefined : parseLineQuantity(field);
  const lines = ((inputs.lines ?? []) as {merchandiseId: string; quantity?: number}[]).map((line) => ({...line, quantity: quantity ?? line.quantity}));
  if (quantity === null) return {refused: {...failure, description: INVALID_QUANTITY_MESSAGE}};
  if (lines.length === 0) return {refused: failure};
  return {result: await cart.addLines(lines), failure, success: {title: 'Produit ajouté au panier', variant: 'success'}};
}

async function updateLines(cart: HydrogenCart, inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  let lines = (inputs.lines ?? []) as {id: string; quantity?: number}[];
  // The typed quantity of one line (its form posts the line without a quantity).
  const typed = form.get('quantity');
  if (typed !== null) {
    const quantity = parseLineQuantity(typed);
    if (quantity === null || lines.length !== 1) return {refused: {...UPDATE_FAILED, description: INVALID_QUANTITY_MESSAGE}};
    lines = [{...lines[0], quantity}];
  }
  lines = lines.filter((line) => Number.isInteger(line.quantity) && (line.quantity ?? 0) >= 0 && (line.quantity ?? 0) <= MAX_LINE_QUANTITY);
  if (lines.length === 0) return {refused: UPDATE_FAILED};
  return {result: await cart.updateLines(lines), failure: UPDATE_FAILED};
}

async function removeLines(cart: HydrogenCart, inputs: Record<string, unknown>): Promise<CartChangeOutcome> {
  const failure: ToastMessage = {title: 'Erreur lors de la suppression', variant: 'error'};
  const lineIds = ((inputs.lineIds ?? []) as unknown[]).filter((id): id is string => typeof id === 'string');
  if (lineIds.length === 0) return {refused: failure};
  return {result: await cart.removeLines(lineIds), failure};
}

async function updateDiscountCodes(cart: HydrogenCart, inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const failure: ToastMessage = {title: UNKNOWN_CODE_TITLE, variant: 'error'};
  const typed = text(form, 'discountCode');
  const kept = ((inputs.discountCodes ?? []) as unknown[]).filter((code): code is string => typeof code === 'string');
  const result = await cart.updateDiscountCodes(typed ? [...kept, typed] : kept);
  if (!typed) return {result, failure};
  const success: ToastMessage = {title: 'Code appliqué', variant: 'success'};
  if (!result.cart || result.userErrors?.length) return {result, failure, success};
  // Mutations return a minimal cart: read the codes back to know if this one applies.
  const full = await cart.get();
  const codes = full?.discountCodes ?? [];
  if (codes.some((code) => code.code.toLowerCase() === typed.toLowerCase() && code.applicable)) return {result, failure, success};
  // The shop keeps it, listed as not applicable, with a warning saying why (Shopify's semantics).
  const warning = warningForCode(typed, codes, result.warnings ?? []);
  const rejected: ToastMessage = {...discountCodeMessage(typed, warning), variant: 'error'};
  // An unknown code can never apply: it does not stay on the cart.
  if (warning === 'DISCOUNT_NOT_FOUND') return {result: await cart.updateDiscountCodes(kept), failure, rejected};
  return {result, failure, rejected};
}

async function addGiftCard(cart: HydrogenCart, _inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const typed = text(form, 'giftCardCode');
  if (!typed) return {refused: {title: 'Carte cadeau invalide', description: 'Saisissez le code de votre carte cadeau.', variant: 'error'}};
  const result = await cart.addGiftCardCodes([typed]);
  return {result, failure: {...giftCardMessage(typed, result.userErrors ?? []), variant: 'error'}};
}

async function removeGiftCards(cart: HydrogenCart, inputs: Record<string, unknown>): Promise<CartChangeOutcome> {
  return {result: await cart.removeGiftCardCodes((inputs.giftCardCodes ?? []) as string[]), failure: UPDATE_FAILED};
}

async function updateNote(cart: HydrogenCart, _inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const note = String(form.get('note') ?? '');
  if (note.length > 5000) return {refused: {title: 'La note est trop longue (5 000 caractères maximum)', variant: 'error'}};
  return {result: await cart.updateNote(note), failure: UPDATE_FAILED, success: {title: 'Note enregistrée', variant: 'success'}};
}

async function selectDeliveryOption(cart: HydrogenCart, _inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const handle = String(form.get('deliveryOptionHandle') ?? '');
  const group = String(form.get('deliveryGroupId') ?? '');
  if (!handle || !group) return {refused: UPDATE_FAILED};
  return {result: await cart.updateSelectedDeliveryOption([{deliveryGroupId: group, deliveryOptionHandle: handle}]), failure: UPDATE_FAILED};
}

/** The changes the cart accepts, by CartForm action. */
export const CART_CHANGES: Partial<Record<string, CartChange>> = {
  [CartForm.ACTIONS.LinesAdd]: addLines,
  [CartForm.ACTIONS.LinesUpdate]: updateLines,
  [CartForm.ACTIONS.LinesRemove]: removeLines,
  [CartForm.ACTIONS.DiscountCodesUpdate]: updateDiscountCodes,
  [CartForm.ACTIONS.GiftCardCodesAdd]: addGiftCard,
  [CartForm.ACTIONS.GiftCardCodesRemove]: removeGiftCards,
  [CartForm.ACTIONS.NoteUpdate]: updateNote,
  [CartForm.ACTIONS.SelectedDeliveryOptionsUpdate]: selectDeliveryOption,
};

/**
 * The changes that may start a cart: Hydrogen's handler creates one for them when there
 * is no cart id; a cart id the shop no longer knows is the same as none.
 */
const STARTS_A_CART = new Set<CartChange>([addLines, updateDiscountCodes, addGiftCard, updateNote]);

/** The shop's answer when the cart id names no cart it can change (completed, expired, unknown). */
export function cartIsGone(result: CartQueryDataReturn): boolean {
  return !result.cart && (result.userErrors ?? []).some((error) => error.field?.length === 1 && error.field[0] === 'cartId');
}

/**
 * Makes a change; when the `cart` cookie names a cart the shop no longer knows (Shopify
 * forgets a cart once its checkout is completed: the buyer is back for a second purchase),
 * starts a new cart and makes the change on it, as Hydrogen's handler does without a cart
 * id. The reply then sets the new id (`setCartId`), so the buyer never sees the old one.
 */
export async function makeCartChange(cart: HydrogenCart, change: CartChange, inputs: Record<string, unknown>, form: FormData): Promise<CartChangeOutcome> {
  const outcome = await change(cart, inputs, form);
  if (!('result' in outcome) || !STARTS_A_CART.has(change) || !cart.getCartId() || !cartIsGone(outcome.result)) return outcome;
  const created = await cart.create({});
  if (!created.cart?.id) return outcome;
  return change(cart, inputs, form);
}

/** The form's change, or the toast saying why it cannot be made. */
export function cartChangeOf(form: FormData): {change: CartChange; inputs: Record<string, unknown>} | {refused: ToastMessage} {
  const input = readCartForm(form);
  if (!input) return {refused: {title: 'Formulaire de panier illisible', description: 'Rechargez la page et réessayez.', variant: 'error'}};
  const change = CART_CHANGES[input.action];
  if (!change) return {refused: {title: 'Action de panier inconnue', variant: 'error'}};
  return {change, inputs: input.inputs as Record<string, unknown>};
}

/** How the action answers this submission (see the top of this file). */
export function cartReply(form: FormData, session: AppSession) {
  const inline = form.get(CART_FEEDBACK_FIELD) === 'inline';
  const requestId = typeof form.get(CART_REQUEST_ID_FIELD) === 'string' ? String(form.get(CART_REQUEST_ID_FIELD)).slice(0, 100) : null;
  const redirectTo = safeLocalPath(form.get('redirectTo'), '');
  const target = !inline && redirectTo ? redirectTo : null;

  function send(body: CartActionResult, status: number, headers: Headers, toast: ToastMessage | null) {
    if (toast) session.flash('toast', toast);
    if (target) {
      headers.set('Location', target);
      return data(body, {status: 303, headers});
    }
    return data(body, {status, headers});
  }

  type Extra = {headers?: Headers; errors?: CartActionResult['errors']; warnings?: CartActionResult['warnings']};
  const reply = {
    failed(toast: ToastMessage, status: number, extra: Extra = {}) {
      const body: CartActionResult = {ok: false, error: toast.title, description: toast.description ?? null, requestId, errors: extra.errors ?? [], warnings: extra.warnings ?? []};
      return send(body, status, extra.headers ?? new Headers(), inline ? null : toast);
    },
    done(toast: ToastMessage | null, extra: Extra = {}) {
      const body: CartActionResult = {ok: true, error: null, description: null, requestId, errors: [], warnings: extra.warnings ?? []};
      return send(body, 200, extra.headers ?? new Headers(), toast);
    },
    /** The shop could not be reached (the shared handler logged why). */
    unreachable() {
      return reply.failed({title: SHOP_UNREACHABLE, variant: 'error'}, 503);
    },
    /** The answer to a change that reached the shop, or was refused before. */
    outcome(cart: HydrogenCart, outcome: CartChangeOutcome) {
      if ('refused' in outcome) return reply.failed(outcome.refused, outcome.status ?? 400);
      const {result} = outcome;
      const headers = result.cart?.id ? cart.setCartId(result.cart.id) : new Headers();
      const errors = result.userErrors ?? [];
      const warnings = result.warnings ?? [];
      // Said beside the lines on the next display of /cart (this page's reload, or the redirect's);
      // an add that stays on its page has its toast (a flash left waiting would keep the
      // visitor's pages out of the page cache until /cart is opened).
      if (inline || target === '/cart' || target?.startsWith('/cart?')) keepStockWarnings(session, warnings);
      if (errors.length > 0 && !outcome.answer) return reply.failed(outcome.failure, 400, {headers, errors, warnings});
      if (outcome.rejected) return reply.failed(outcome.rejected, 422, {headers, warnings});
      const stock: ToastMessage = {title: 'Stock insuffisant', description: 'La quantité a été ajustée au stock disponible.', variant: 'info'};
      return reply.done(outcome.answer ?? (warnings.length > 0 ? stock : (outcome.success ?? null)), {headers, warnings});
    },
  };
  return reply;
}
