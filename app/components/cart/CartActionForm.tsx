import {useEffect, useRef} from 'react';
import {useFetcher, useFetchers} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {CART_FEEDBACK_FIELD, type CartActionResult} from '~/lib/cart/optimistic';

// The cart page's controls other than line quantities (codes, gift cards, note,
// delivery): each posts through its own fetcher and shows its error inline; without
// JavaScript its form posts and the action redirects back to /cart with a toast.

/** A cart change other than the note is on its way: totals are estimates until it is answered. */
export function useCartBusy(): boolean {
  return useFetchers().some(
    (fetcher) => fetcher.state !== 'idle' && fetcher.formAction === '/cart' && pendingCartInput(fetcher.formData)?.action !== CartForm.ACTIONS.NoteUpdate,
  );
}

/** The cart form input of a submission on its way, or null. */
export function pendingCartInput(formData: FormData | undefined | null): {action: string; inputs: Record<string, unknown>} | null {
  if (!formData?.has(CartForm.INPUT_NAME)) return null;
  try {
    const {action, inputs} = CartForm.getFormInput(formData);
    return {action, inputs: inputs as Record<string, unknown>};
  } catch {
    return null;
  }
}

/**
 * One cart-page control's submissions (codes, gift cards, note, delivery): through a
 * fetcher that reports its error inline; without JavaScript the form posts and the
 * action redirects back with a toast.
 */
export function useCartFetcher(key: string) {
  const fetcher = useFetcher<CartActionResult>({key});
  const pending = fetcher.state !== 'idle';
  const result = pending ? null : fetcher.data;
  return {
    pending,
    /** What is being sent, for the optimistic display */
    sending: pending ? pendingCartInput(fetcher.formData) : null,
    formData: pending ? (fetcher.formData ?? null) : null,
    // The refusal's title, then why (a code's condition, a gift card's balance) when the shop said.
    error: result && !result.ok ? [result.error, result.description].filter(Boolean).join(' : ') : null,
    result,
    submit(form: HTMLFormElement) {
      const formData = new FormData(form);
      formData.delete('redirectTo');
      formData.set(CART_FEEDBACK_FIELD, 'inline');
      void fetcher.submit(formData, {method: 'POST', action: '/cart'});
    },
  };
}

export type CartFetcher = ReturnType<typeof useCartFetcher>;

export function CartActionForm({
  control,
  action,
  inputs,
  className,
  children,
}: {
  control: CartFetcher;
  action: string;
  inputs: Record<string, unknown>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        control.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={JSON.stringify({action, inputs})} />
      <input type="hidden" name="redirectTo" value="/cart" />
      {children}
    </form>
  );
}

export function InlineError({message, testId}: {message: string | null; testId?: string}) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-700" data-testid={testId}>
      {message}
    </p>
  );
}

/** Empties a field once the shop took what was typed in it (it is then listed). */
export function useClearOnSuccess(control: CartFetcher) {
  const ref = useRef<HTMLInputElement>(null);
  const {result} = control;
  useEffect(() => {
    if (result?.ok && ref.current) ref.current.value = '';
  }, [result]);
  return ref;
}
