import {Link, useLocation} from 'react-router';

export const PANEL_FAILED_TEXT = 'Les filtres n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.';

/** A filter panel that could not be read, in its column beside the list: the list stays, the panel offers to try again. */
export function PanelFailed({onRetry, href}: {onRetry: () => void; href: string}) {
  return (
    <div role="status" data-testid="filters-failed" className="text-sm text-slate-700">
      <p>{PANEL_FAILED_TEXT}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={onRetry}>
          Réessayer
        </button>
        <Link to={href} className="link self-center">
          Ouvrir les filtres
        </Link>
      </div>
    </div>
  );
}

/** The filter page of its own (reached with JavaScript by a link) when its data could not be read. */
export function PanelFailedPage() {
  const location = useLocation();
  return (
    <main id="contenu" className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold">Erreur lors du chargement des filtres</h1>
      <p className="mt-4 text-slate-700">{PANEL_FAILED_TEXT}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary mt-6 inline-block">
        Réessayer
      </Link>
    </main>
  );
}
