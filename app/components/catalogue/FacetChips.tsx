import {Link} from 'react-router';
import {facetChipLabel, facetEntries, type FacetSelection} from '~/lib/catalogue/facets';

/** The selected technical facets as links that remove one each (they work without JavaScript). */
export function FacetChips({facets, hrefWithout}: {facets: FacetSelection; hrefWithout: (param: string, value: string) => string}) {
  const entries = facetEntries(facets);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Caractéristiques retenues">
      {entries.map(([param, value]) => (
        <li key={`${param}=${value}`}>
          <Link
            to={hrefWithout(param, value)}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900"
            aria-label={`Retirer le filtre ${facetChipLabel(param, value)}`}
            data-testid="facet-chip"
          >
            {facetChipLabel(param, value)} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
