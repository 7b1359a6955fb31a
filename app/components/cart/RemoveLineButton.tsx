import {useEffect, useState} from 'react';
import {CartForm} from '@shopify/hydrogen';

export const REMOVE_CONFIRM_MS = 3000;

/**
 * Removal needs two clicks (SPEC.md): the first arms the button for 3 s, the second
 * within that time removes the line (`onRemove`: the cart page's optimistic change).
 * Without JavaScript the form posts at once and the action redirects back to the cart.
 */
export function RemoveLineButton({
  lineId,
  productTitle,
  onRemove,
}: {
  lineId: string;
  productTitle: string;
  onRemove: () => void;
}) {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), REMOVE_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  return (
    <form
      method="post"
      action="/cart"
      onSubmit={(event) => {
        event.preventDefault();
        if (!armed) {
          setArmed(true);
          return;
        }
        setArmed(false);
        onRemove();
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={JSON.stringify({action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: [lineId]}})} />
      <input type="hidden" name="redirectTo" value="/cart" />
      <button
        type="submit"
        data-testid="remove-line"
        data-armed={armed ? 'true' : 'false'}
        className={`rounded px-2 py-1 text-sm font-medium ${
          armed ? 'bg-red-700 text-white' : 'text-red-700 underline'
        }`}
        aria-label={armed ? `Confirmer le retrait de ${productTitle}` : `Retirer ${productTitle} du panier`}
      >
        {armed ? 'Confirmer le retrait' : 'Retirer'}
      </button>
      <span role="status" className="sr-only">
        {armed ? 'Cliquez à nouveau dans les 3 secondes pour retirer cet article.' : ''}
      </span>
    </form>
  );
}
