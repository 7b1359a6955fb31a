import {Link} from 'react-router';
import type {ListFiltersData} from '~/lib/catalogue/filter-panel';
import {filtersToSearch} from '~/lib/catalogue/filters';
import {FilterPanel} from './FilterPanel';

/**
 * A list's filters as a page of their own (`/collections/<handle>/filtres`, `/verins/filtres`):
 * reached without JavaScript, or before the panel beside the list has come; the same form, applied
 * with « Appliquer les filtres », and a way back to the list with the choices it carries.
 */
export function FilterPage({title, backLabel, data}: {title: string; backLabel: string; data: ListFiltersData}) {
  const {basePath, filters, priceMode, tags, tagCounts, facets} = data;
  return (
    <main id="contenu" className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Link to={`${basePath}${filtersToSearch(filters)}`} className="link mt-2 inline-block text-sm">
        {backLabel}
      </Link>
      <div className="mt-6">
        <FilterPanel filters={filters} tags={tags} tagCounts={tagCounts} facets={facets} basePath={basePath} priceMode={priceMode} applyButton />
      </div>
    </main>
  );
}
