import {Link, useLocation} from 'react-router';

/**
 * What /commande-confirmee shows when it cannot confirm the order its link names: never
 * a confirmation. `unavailable`: the shop could not be asked (503, try again); otherwise
 * no order has this number with this link's key (404), which is all a stranger learns.
 */
export function OrderNotFound({unavailable}: {unavailable: boolean}) {
  const {pathname, search} = useLocation();
  return (
    <main id="contenu" className="container-page max-w-3xl py-12" data-testid="order-not-found">
      <h1 className="text-3xl font-bold">{unavailable ? 'Commande momentanément indisponible' : 'Commande introuvable'}</h1>
      {unavailable ? (
        <p className="mt-3 text-lg">Votre commande ne peut pas être affichée pour le moment. Veuillez réessayer dans quelques instants.</p>
      ) : (
        <>
          <p className="mt-3 text-lg">Aucune commande ne correspond à ce lien. Vérifiez l’adresse reçue à la fin de votre paiement.</p>
          <p className="mt-2">
            Si vous avez un compte, toutes vos commandes sont dans «&nbsp;Mes commandes&nbsp;». Une commande passée sans compte se retrouve avec le lien de l’e-mail de
            confirmation.
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {unavailable ? (
          <a href={`${pathname}${search}`} className="btn-primary">
            Réessayer
          </a>
        ) : null}
        <Link to="/" className={unavailable ? 'btn-secondary' : 'btn-primary'}>
          Retour à la boutique
        </Link>
        <Link to="/mes-commandes" className="btn-secondary">
          Mes commandes
        </Link>
      </div>
    </main>
  );
}
