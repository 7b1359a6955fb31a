import {Form, useSubmit} from 'react-router';
import {SEARCH_CATEGORIES, SEARCH_PRICE_BANDS, type SearchParams} from '~/lib/catalogue/search';
import type {FacetGroup} from '~/lib/catalogue/facets';
import {FacetFieldset} from './FacetFieldset';
import {SyncedCheckbox} from './SyncedCheckbox';

/** /recherche's filters: categories, price bands and the technical facets, one GET form. */
export function SearchFilters({params, facets}: {params: SearchParams; facets: FacetGroup[]}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/recherche"
      aria-label="Filtres de recherche"
      className="space-y-6"
      onChange={(event) => submit(event.currentTarget, {replace: true, preventScrollReset: true})}
    >
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      {params.force !== null ? <input type="hidden" name="force" value={params.force} /> : null}
      <fieldset>
        <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Catégories</legend>
        <ul className="mt-2 space-y-1.5">
          {SEARCH_CATEGORIES.map((category) => (
            <li key={category.value}>
              <label className="flex items-center gap-2 text-sm">
                <SyncedCheckbox name="categorie" value={category.value} checked={params.categories.includes(category.value)} className="h-4 w-4 accent-brand-700" />
                {category.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Prix TTC</legend>
        <ul className="mt-2 space-y-1.5">
          {SEARCH_PRICE_BANDS.map((band) => (
            <li key={band.value}>
              <label className="flex items-center gap-2 text-sm">
                <SyncedCheckbox name="prix" value={band.value} checked={params.prices.includes(band.value)} className="h-4 w-4 accent-brand-700" />
                {band.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {facets.map((group) => (
        <FacetFieldset key={group.param} group={group} />
      ))}
      <noscript>
        <button type="submit" className="btn-primary">
          Filtrer
        </button>
      </noscript>
    </Form>
  );
}
