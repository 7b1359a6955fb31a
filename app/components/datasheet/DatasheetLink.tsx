import {Link} from 'react-router';
import {datasheetPath} from '~/lib/datasheet/paths';

/** « Fiche technique »: the product's datasheet (print view, with its PDF), for a variant or the first one. */
export function DatasheetLink({handle, variantId, title}: {handle: string; variantId?: string | null; title: string}) {
  return (
    <Link to={datasheetPath(handle, variantId)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline" aria-label={`Fiche technique : ${title}`} data-testid="datasheet-link">
      Fiche technique
    </Link>
  );
}
