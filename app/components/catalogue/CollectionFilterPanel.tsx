import {useEffect} from 'react';
import {Link, useFetcher, useNavigation} from 'react-router';
import type {CollectionFiltersData} from '~/lib/catalogue/collection-page.server';
import {filtersToSearch} from '~/lib/catalogue/filters';
import {withoutPaging} from '~/lib/catalogue/page-size';
import type {PriceMode} from '~/lib/vat';
import {FilterPanel} from './FilterPanel';

// The panels this tab has shown, by list: back on a collection (the back button, a link), its panel
// is drawn at once, not after a new request, and refreshed behind it.
const SHOWN = new Map<string, CollectionFiltersData>();
const SHOWN_MAX = 20;
const listKey = (basePath: string, search: string, priceMode: PriceMode) => `${priceMode} ${basePath}${withoutPaging(search)}`;

function remember(data: CollectionFiltersData) {
  const key = listKey(`/collections/${data.collection.handle}`, filtersToSearch(data.filters), data.priceMode);
  SHOWN.delete(key);
  SHOWN.set(key, data);
  if (SHOWN.size > SHOWN_MAX) SHOWN.delete(SHOWN.keys().next().value as string);
}

/**
 * A collection's filter panel, asked for once the page is shown (decision 077): its hundred-odd
 * checkboxes are not in the page's HTML nor in its loader data. Until it arrives, and without
 * JavaScript, a link opens the same panel as a page of its own. When the shopper changes the
 * list (a checkbox, a chip, the sort), the panel for the new list is asked for as the navigation
 * starts, beside the page's own data; the panel shown stays until the new one replaces it.
 */
export function CollectionFilterPanel({basePath, search, priceMode}: {basePath: string; search: string; priceMode: PriceMode}) {
  const fetcher = useFetcher<CollectionFiltersData>();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === basePath ? navigation.location.search : null;
  const href = `${basePath}/filtres${withoutPaging(pending ?? search)}`;
  const {load} = fetcher;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  useEffect(() => {
    if (fetcher.data) remember(fetcher.data);
  }, [fetcher.data]);

  const data = fetcher.data ?? SHOWN.get(listKey(basePath, search, priceMode));
  if (!data) {
    return (
      <div data-testid="filters-placeholder">
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Filtres</h2>
        <Link to={href} className="btn-secondary mt-3 w-full">
          Filtrer les produits
        </Link>
      </div>
    );
  }
  return (
    <FilterPanel
      filters={data.filters}
      tags={data.tags}
      tagCounts={data.tagCounts}
      facets={data.facets}
      basePath={basePath}
      priceMode={data.priceMode}
    />
  );
}
