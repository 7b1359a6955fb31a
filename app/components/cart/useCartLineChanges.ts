import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {useCartOverrides} from '~/components/cart/CartChanges';
import {
  CART_FEEDBACK_FIELD,
  CART_REQUEST_ID_FIELD,
  MAX_LINE_QUANTITY,
  planLineChanges,
  settleLineChanges,
  withoutLines,
  type CartActionResult,
  type QuantityOverrides,
} from '~/lib/cart/optimistic';

export const UPDATE_FAILED = 'Erreur lors de la mise à jour';
export const REMOVE_FAILED = 'Erreur lors de la suppression';

interface InFlight {
  requestId: string;
  kind: 'update' | 'remove';
  /** Quantities sent, by line id (0 for a removal) */
  sent: Record<string, number>;
  /** The fetcher was seen busy with it: an idle fetcher after that means it is over. */
  started: boolean;
}

let requestCount = 0;

function nextRequestId(): string {
  requestCount += 1;
  return `${Date.now().toString(36)}-${requestCount}`;
}

export interface CartLineChanges {
  overrides: QuantityOverrides;
  /** Messages of failed changes, by line id */
  errors: Readonly<Record<string, string>>;
  /** A change is on its way to the shop */
  sending: boolean;
  setQuantity(lineId: string, quantity: number): void;
  /** +1 / −1 from the quantity shown (never below 1: removal is its own button) */
  step(lineId: string, delta: 1 | -1): void;
  remove(lineId: string): void;
}

/**
 * Quantity changes and removals of the cart page, shown at once and sent one at a time:
 * while the shop works on one change, further clicks only move the quantity asked for,
 * and the latest one is sent next. Several quick clicks on + thus end at the quantity
 * shown, whatever order the requests would have reached the shop in. A failed change
 * returns its lines to the shop's quantities and reports SPEC.md's message on them.
 */
export function useCartLineChanges(lines: readonly {id: string; quantity: number}[]): CartLineChanges {
  const fetcher = useFetcher<CartActionResult>({key: 'cart-lines'});
  const {submit} = fetcher;
  const [overrides, setOverrides] = useCartOverrides();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // The change on its way: a ref, so that two renders can never send it twice.
  const inFlight = useRef<InFlight | null>(null);

  const shopQuantities = useMemo(() => Object.fromEntries(lines.map((line) => [line.id, line.quantity])), [lines]);
  const shopRef = useRef(shopQuantities);
  useEffect(() => {
    shopRef.current = shopQuantities;
  }, [shopQuantities]);

  // Leaving the page forgets what was not sent: the shop's cart is the truth again.
  useEffect(() => () => setOverrides({}), [setOverrides]);

  // The shop answered (the cart was reloaded with the answer).
  useEffect(() => {
    const current = inFlight.current;
    if (!current) return;
    if (fetcher.state !== 'idle') {
      current.started = true;
      return;
    }
    const result = fetcher.data;
    const answered = result?.requestId === current.requestId;
    if (!answered && !current.started) return;
    inFlight.current = null;
    // No answer of ours (the request was cancelled): the reloaded cart decides.
    const failed = answered && !result.ok;
    setOverrides((previous) => settleLineChanges(previous, current.sent, !failed));
    if (failed) {
      const message = result.error ?? (current.kind === 'remove' ? REMOVE_FAILED : UPDATE_FAILED);
      setErrors((previous) => ({...previous, ...Object.fromEntries(Object.keys(current.sent).map((id) => [id, message]))}));
    }
    setSending(false);
  }, [fetcher.state, fetcher.data, setOverrides]);

  // Send what is asked for and not yet known to the shop, removals first. `sending` is
  // still true in the render that saw the answer: wait for the settled overrides.
  useEffect(() => {
    if (inFlight.current || sending) return;
    const plan = planLineChanges(overrides, shopQuantities);
    if (plan.settled.length > 0) setOverrides((previous) => withoutLines(previous, plan.settled));
    const kind = plan.removals.length > 0 ? 'remove' : plan.updates.length > 0 ? 'update' : null;
    if (!kind) return;
    const requestId = nextRequestId();
    const form = new FormData();
    if (kind === 'remove') {
      form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: plan.removals}}));
    } else {
      form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: plan.updates}}));
    }
    form.set(CART_FEEDBACK_FIELD, 'inline');
    form.set(CART_REQUEST_ID_FIELD, requestId);
    const sent =
      kind === 'remove'
        ? Object.fromEntries(plan.removals.map((id) => [id, 0]))
        : Object.fromEntries(plan.updates.map((update) => [update.id, update.quantity]));
    inFlight.current = {requestId, kind, sent, started: false};
    setSending(true);
    void submit(form, {method: 'POST', action: '/cart'});
  }, [overrides, shopQuantities, sending, submit, setOverrides]);

  const ask = useCallback(
    (lineId: string, quantity: (current: number) => number) => {
      setErrors((previous) => {
        if (!(lineId in previous)) return previous;
        const next = {...previous};
        delete next[lineId];
        return next;
      });
      setOverrides((previous) => {
        const shop = shopRef.current[lineId];
        if (shop === undefined) return previous;
        return {...previous, [lineId]: quantity(previous[lineId] ?? shop)};
      });
    },
    [setOverrides],
  );

  return {
    overrides,
    errors,
    sending,
    setQuantity: (lineId, quantity) => ask(lineId, () => Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity))),
    step: (lineId, delta) => ask(lineId, (current) => Math.min(MAX_LINE_QUANTITY, Math.max(1, current + delta))),
    remove: (lineId) => ask(lineId, () => 0),
  };
}
