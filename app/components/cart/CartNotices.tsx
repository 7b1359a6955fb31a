import {Link} from 'react-router';
import type {GoneCart} from '~/lib/cart/cart-state.server';

/**
 * The cart page without lines: empty, or the cart the visitor had is gone. Closed by an
 * order of this browser (another tab): said, with the order's confirmation; gone for
 * another reason the shop does not tell (an order elsewhere, expiry): said as such.
 */
export function CartEmpty({gone}: {gone: GoneCart | null}) {
  return (
    <div className="mt-10 text-center" data-testid="cart-empty">
      {gone?.ordered ? (
        <>
          <p className="text-lg font-semibold" data-testid="cart-closed">
            Votre commande a été passée&nbsp;: ce panier est clos.
          </p>
          <p className="mt-2 text-slate-700">Un nouvel ajout au panier en ouvre un nouveau.</p>
        </>
      ) : gone ? (
        <>
          <p className="text-lg font-semibold" data-testid="cart-closed">
            Votre panier précédent n’est plus disponible.
          </p>
          <p className="mt-2 text-slate-700">Sa commande a peut-être été passée, ou il a expiré. Un nouvel ajout au panier en ouvre un nouveau.</p>
        </>
      ) : (
        <p className="text-lg">Votre panier est vide.</p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {gone?.ordered ? (
          <Link to={gone.orderPath} className="btn-primary">
            Voir ma commande
          </Link>
        ) : null}
        <Link to="/products" className={gone?.ordered ? 'btn-secondary' : 'btn-primary'}>
          Continuer mes achats
        </Link>
      </div>
    </div>
  );
}

/** What the last change could not add (the product was not put in the cart at all). */
export function UnaddedNotices({texts}: {texts: readonly string[]}) {
  if (texts.length === 0) return null;
  return (
    <li className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="status" data-testid="cart-stock-notice">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </li>
  );
}
