import {Link} from 'react-router';
import type {ToastMessage} from '~/components/Toast';

/** What « Commander à nouveau » did: the lines put back, the ones no longer sold, the way to the cart. */
export function ReorderNotice({note, cartUrl}: {note: ToastMessage; cartUrl: string | null}) {
  const tone = note.variant === 'error' ? 'border-red-700 bg-red-50 text-red-900' : note.variant === 'info' ? 'border-amber-600 bg-amber-50 text-amber-950' : 'border-green-700 bg-green-50 text-green-900';
  return (
    <div role={note.variant === 'error' ? 'alert' : 'status'} className={`mt-4 rounded border-l-4 px-4 py-3 ${tone}`} data-testid="reorder-notice">
      <p className="font-semibold">{note.title}</p>
      {note.description ? <p className="text-sm">{note.description}</p> : null}
      {cartUrl ? (
        <Link to={cartUrl} className="btn-primary mt-3">
          Voir le panier
        </Link>
      ) : null}
    </div>
  );
}
