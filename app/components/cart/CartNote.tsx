import {CartForm} from '@shopify/hydrogen';
import {CartActionForm, InlineError, useCartFetcher} from '~/components/cart/CartActionForm';

export function CartNote({note}: {note: string}) {
  const control = useCartFetcher('cart-note');
  return (
    <CartActionForm control={control} action={CartForm.ACTIONS.NoteUpdate} inputs={{note: ''}}>
      <label htmlFor="cart-note" className="block text-sm font-bold">
        Note pour la commande <span className="font-normal text-slate-600">(facultatif)</span>
      </label>
      {/* Uncontrolled: what is typed stays in the field whatever the shop answers. */}
      <textarea id="cart-note" name="note" defaultValue={note} rows={3} maxLength={5000} className="input mt-1" aria-busy={control.pending} />
      <button type="submit" className="btn-secondary mt-2 py-1.5">
        {control.pending ? 'Enregistrement…' : 'Enregistrer la note'}
      </button>
      <InlineError message={control.error} />
    </CartActionForm>
  );
}
