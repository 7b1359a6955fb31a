import {Link} from 'react-router';

export interface Crumb {
  name: string;
  path: string;
}

/** 'Accueil / … / Page': the last item is the current page, not a link. */
export function Breadcrumb({items}: {items: Crumb[]}) {
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) =>
          index < items.length - 1 ? (
            <li key={item.path}>
              <Link to={item.path} className="link">
                {item.name}
              </Link>{' '}
              <span aria-hidden="true">/</span>
            </li>
          ) : (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
