import {useEffect, useRef} from 'react';
import {Link, useFetcher, useLocation, useNavigation} from 'react-router';
import type {FacetGroup} from '~/lib/catalogue/facets';
import type {SearchParams} from '~/lib/catalogue/search';
import {withoutPaging} from '~/lib/catalogue/page-size';
import type {SearchFiltersData} from '~/routes/recherche_.filtres';
import {SearchFilters} from './SearchFilters';

// The facets this tab has shown, by search: back on the results, they are drawn at once.
const SHOWN = new Map<string, FacetGroup[]>();
const SHOWN_MAX = 20;

/**
 * /recherche's filters (decision 077): categories and price bands are in the page; the technical
 * facets, a hundred-odd checkboxes with counts, are asked for once the results are shown, and
 * for the new search as soon as the shopper changes it. Without JavaScript, a link opens them
 * as a page of their own.
 */
export function SearchFilterPanel({params, searching}: {params: SearchParams; /** A search ran (words or facets): it has facets to show */ searching: boolean}) {
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
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    SHOWN.delete(requested.current);
    SHOWN.set(requested.current, fetcher.data.groups);
    if (SHOWN.size > SHOWN_MAX) SHOWN.delete(SHOWN.keys().next().value as string);
  }, [fetcher.state, fetcher.data]);

  const groups = fetcher.data?.groups ?? SHOWN.get(`/recherche/filtres${withoutPaging(location.search)}`) ?? null;
  return (
    <>
      <SearchFilters params={params} facets={groups ?? []} />
      {groups === null && searching ? (
        <Link to={href} className="link mt-6 inline-block text-sm" data-testid="filters-placeholder">
          Filtres techniques (force, course, embout…)
        </Link>
      ) : null}
    </>
  );
}
