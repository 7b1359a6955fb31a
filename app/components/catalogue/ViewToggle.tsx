import {Link} from 'react-router';
import {filtersToSearch, type ProductFilters} from '~/lib/catalogue/filters';

export function ViewToggle({filters, basePath}: {filters: ProductFilters; basePath: string}) {
  const option = (view: 'grid' | 'list', label: string, icon: React.ReactNode) => (
    <Link
      to={`${basePath}${filtersToSearch(filters, {view})}`}
      preventScrollReset
      replace
      aria-label={label}
      aria-current={filters.view === view ? 'true' : undefined}
      className={`flex h-9 w-9 items-center justify-center ${filters.view === view ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      {icon}
    </Link>
  );
  return (
    <div className="flex overflow-hidden rounded-md border border-slate-300" role="group" aria-label="Affichage">
      {option(
        'grid',
        'Affichage en grille',
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />
        </svg>,
      )}
      {option(
        'list',
        'Affichage en liste',
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M3 4h14v3H3zM3 9h14v3H3zM3 14h14v3H3z" />
        </svg>,
      )}
    </div>
  );
}
