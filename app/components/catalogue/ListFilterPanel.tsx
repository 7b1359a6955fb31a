import {useEffect} from 'react';
import {Link, useFetcher, useNavigation} from 'react-router';
import {filtersToSearch} from '~/lib/catalogue/filters';
import {withoutPaging} from '~/lib/catalogue/page-size';
import type {PriceMode} from '~/lib/vat';
import {FilterPanel} from './FilterPanel';
import {PanelFailed} from './PanelFailed';
import {useFocusAfterRetry} from '~/components/useFocusAfterRetry';
import {isPanelFailure, type ListFiltersData, type PANEL_FAILED} from '~/lib/catalogue/filter-panel';

// The panels this tab has shown, by list: back on a list (the back button, a link), its panel
// is drawn at once, not after a new request, and refreshed behind it.
const SHOWN = new Map<string, ListFiltersData>();
const SHOWN_MAX = 20;
const listKey = (basePath: string, search: string, priceMode: PriceMode) => `${priceMode} ${basePath}${withoutPaging(search)}`;

function remember(data: ListFiltersData) {
  const key = listKey(data.basePath, filtersToSearch(data.filters), data.priceMode);
  SHOWN.delete(key);
  SHOWN.set(key, data);
  if (SHOWN.size > SHOWN_MAX) SHOWN.delete(SHOWN.keys().next().value as string);
}

/**
 * A list's filter panel (a collection's, decision 077; /verins's, decision 083), asked for once
 * the page is shown from the route `${basePath}/filtres`: its hundred-odd
 * checkboxes are not in the page's HTML nor in its loader data. Until it arrives, and without
 * JavaScript, a link opens the same panel as a page of its own. When the shopper changes the
 * list (a checkbox, a chip, the sort), the panel for the new list is asked for as the navigation
 * starts, beside the page's own data; the panel shown stays until the new one replaces it.
 */
export function ListFilterPanel({basePath, search, priceMode}: {basePath: string; search: string; priceMode: PriceMode}) {
  const fetcher = useFetcher<ListFiltersData | typeof PANEL_FAILED>();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === basePath ? navigation.location.search : null;
  const href = `${basePath}/filtres${withoutPaging(pending ?? search)}`;
  const {load} = fetcher;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  useEffect(() => {
    if (fetcher.data && !isPanelFailure(fetcher.data)) remember(fetcher.data);
  }, [fetcher.data]);

  const failed = isPanelFailure(fetcher.data);
  // The fetcher's last answer may be another list's, for a moment (from one collection to another): not drawn here.
  const fetched = fetcher.data && !isPanelFailure(fetcher.data) && fetcher.data.basePath === basePath ? fetcher.data : null;
  const data = fetched ?? SHOWN.get(listKey(basePath, search, priceMode));
  const failedNow = !data && failed && fetcher.state === 'idle';
  const {region, retry} = useFocusAfterRetry<HTMLDivElement>(data ?? (failedNow ? fetcher.data : null), () => load(href));
  let content: React.ReactNode;
  if (failedNow) {
    content = (
      <>
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Filtres</h2>
        <div className="mt-3">
          <PanelFailed
            onRetry={retry}
            href={href}
          />
        </div>
      </>
    );
  } else if (!data) {
    content = (
      <div data-testid="filters-placeholder">
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">Filtres</h2>
        <Link to={href} className="btn-secondary mt-3 w-full">
          Filtrer les produits
        </Link>
      </div>
    );
  } else {
    content = (
      <FilterPanel filters={data.filters} tags={data.tags} tagCounts={data.tagCounts} facets={data.facets} basePath={data.basePath} priceMode={data.priceMode} />
    );
  }
  // The column takes the focus when a panel tried again has come (useFocusAfterRetry).
  return (
    <div ref={region} tabIndex={-1}>
      {content}
    </div>
  );
}
