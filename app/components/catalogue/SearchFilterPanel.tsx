import {useEffect, useRef} from 'react';
import {Link, useFetcher, useLocation, useNavigation} from 'react-router';
import type {FacetGroup} from '~/lib/catalogue/facets';
import type {SearchParams} from '~/lib/catalogue/search';
import {withoutPaging} from '~/lib/catalogue/page-size';
import type {SearchFiltersData} from '~/routes/recherche_.filtres';
import {SearchFilters} from './SearchFilters';
import {PanelFailed} from './PanelFailed';
import {useFocusAfterRetry} from '~/components/useFocusAfterRetry';
import {isPanelFailure} from '~/lib/catalogue/filter-panel';

// The facets this tab has shown, by search: back on the results, they are drawn at once.
const SHOWN = new Map<string, FacetGroup[]>();
const SHOWN_MAX = 20;

/**
 * /recherche's filters (decision 077): categories and price bands are in the page; the technical
 * facets, a hundred-odd checkboxes with counts, are asked for once the results are shown, and
 * for the new search as soon as the shopper changes it. Without JavaScript, a link opens them
 * as a page of their own.
 */
export function SearchFilterPanel({
  params,
  searching,
}: {
  params: SearchParams;
  /** A search ran (words or facets): it has facets to show */ searching: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<SearchFiltersData>();
  const pending = navigation.location?.pathname === '/recherche' ? navigation.location.search : null;
  const href = `/recherche/filtres${withoutPaging(pending ?? location.search)}`;
  const requested = useRef(href);
  const {load} = fetcher;
  useEffect(() => {
    requested.current = href;
    void load(href);
  }, [load, href]);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || isPanelFailure(fetcher.data)) return;
    SHOWN.delete(requested.current);
    SHOWN.set(requested.current, fetcher.data.groups);
    if (SHOWN.size > SHOWN_MAX) SHOWN.delete(SHOWN.keys().next().value as string);
  }, [fetcher.state, fetcher.data]);

  const failed = isPanelFailure(fetcher.data);
  const fetched = fetcher.data && !isPanelFailure(fetcher.data) ? fetcher.data.groups : undefined;
  const groups = fetched ?? SHOWN.get(`/recherche/filtres${withoutPaging(location.search)}`) ?? null;
  const failedNow = groups === null && searching && failed && fetcher.state === 'idle';
  const {region, retry} = useFocusAfterRetry<HTMLDivElement>(groups ?? (failedNow ? fetcher.data : null), () => load(href));
  // The column takes the focus when facets tried again have come (useFocusAfterRetry).
  return (
    <div ref={region} tabIndex={-1}>
      <SearchFilters params={params} facets={groups ?? []} />
      {failedNow ? (
        <div className="mt-6">
          <PanelFailed
            onRetry={retry}
            href={href}
          />
        </div>
      ) : groups === null && searching ? (
        <Link to={href} className="link mt-6 inline-block text-sm" data-testid="filters-placeholder">
          Filtres techniques (force, course, embout…)
        </Link>
      ) : null}
    </div>
  );
}
