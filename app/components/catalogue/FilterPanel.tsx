import {useEffect, useState} from 'react';
import {Form, Link, useSubmit} from 'react-router';
import {facetChipLabel, facetEntries, withFacetValue, type FacetGroup} from '~/lib/catalogue/facets';
import {tagLabel} from '~/lib/catalogue/tag-labels';
import {FacetFieldset} from './FacetFieldset';
import {SyncedCheckbox} from './SyncedCheckbox';
import {
  filtersToSearch,
  isFilterActive,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_PRESETS,
  PRICE_STEP,
  TAGS_SHOWN,
  type ProductFilters,
} from '~/lib/catalogue/filters';
import type {PriceMode} from '~/lib/vat';

const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Active filters, technical facets with their counts, price range (two sliders and
 * presets) and tag checkboxes. A GET form: it works without JavaScript, and submits
 * itself on change with it.
 */
export function FilterPanel({
  filters,
  tags,
  basePath,
  priceMode,
  facets = [],
  tagCounts,
  applyButton = false,
}: {
  filters: ProductFilters;
  tags: string[];
  basePath: string;
  priceMode: PriceMode;
  /** Technical facets (facets.ts); none on lists the API cannot filter */
  facets?: FacetGroup[];
  /** Products per tag with the other filters applied, when the API counts them */
  tagCounts?: Record<string, number>;
  /** The panel as a page of its own (collections.$handle_.filtres.tsx): choices apply with its button, not on each change. */
  applyButton?: boolean;
}) {
  const submit = useSubmit();
  const [showAllTags, setShowAllTags] = useState(false);
  const [min, setMin] = useState(filters.min);
  const [max, setMax] = useState(filters.max);
  // Every control shows the URL's state, also after a link (a preset, a chip) changed it.
  useEffect(() => {
    setMin(filters.min);
    setMax(filters.max);
  }, [filters.min, filters.max]);
  // Selected tags stay visible even past the first ten.
  const orderedTags = [...filters.tags.filter((tag) => tags.includes(tag)), ...tags.filter((tag) => !filters.tags.includes(tag))];
  const shownTags = showAllTags ? orderedTags : orderedTags.slice(0, TAGS_SHOWN);
  const hiddenCount = orderedTags.length - shownTags.length;
  const active = isFilterActive(filters);
  const submitNow = (form: HTMLFormElement | null) => {
    if (!applyButton) submit(form, {preventScrollReset: true, replace: true});
  };

  return (
    <Form
      method="get"
      action={basePath}
      className="space-y-6"
      aria-label="Filtres"
      onChange={(event) => {
        // React reports every slider step as a change: sliders submit when released instead.
        if ((event.target as HTMLInputElement).type === 'range') return;
        submitNow(event.currentTarget);
      }}
    >
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.sort !== 'featured' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      {filters.view !== 'grid' ? <input type="hidden" name="view" value={filters.view} /> : null}

      {active ? (
        <section aria-labelledby="active-filters-title">
          <h2 id="active-filters-title" className="text-sm font-bold uppercase tracking-wide text-slate-700">
            Filtres actifs
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {filters.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${basePath}${filtersToSearch(filters, {tags: filters.tags.filter((t) => t !== tag)})}`}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900"
                  aria-label={`Retirer le filtre ${tagLabel(tag)}`}
                >
                  {tagLabel(tag)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            {filters.min > PRICE_MIN || filters.max < PRICE_MAX ? (
              <li>
                <Link
                  to={`${basePath}${filtersToSearch(filters, {min: PRICE_MIN, max: PRICE_MAX})}`}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900"
                  aria-label={`Retirer le filtre de prix de ${filters.min} à ${filters.max} €`}
                >
                  {filters.min} – {filters.max} € <span aria-hidden="true">×</span>
                </Link>
              </li>
            ) : null}
            {facetEntries(filters.facets).map(([param, value]) => (
              <li key={`${param}=${value}`}>
                <Link
                  to={`${basePath}${filtersToSearch(filters, {facets: withFacetValue(filters.facets, param, value, false)})}`}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900"
                  aria-label={`Retirer le filtre ${facetChipLabel(param, value)}`}
                >
                  {facetChipLabel(param, value)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={`${basePath}${filtersToSearch(filters, {tags: [], min: PRICE_MIN, max: PRICE_MAX, q: '', facets: {}})}`}
            className="link mt-2 inline-block text-sm"
          >
            Effacer les filtres
          </Link>
        </section>
      ) : null}

      {facets.map((group) => (
        <FacetFieldset key={group.param} group={group} />
      ))}

      <fieldset>
        <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Prix ({priceMode})</legend>
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor="price-min" className="flex justify-between text-sm">
              <span>Minimum</span>
              <span aria-hidden="true">{min} €</span>
            </label>
            <input
              id="price-min"
              name="min"
              type="range"
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              value={min}
              aria-valuetext={`${min} euros`}
              onChange={(event) => setMin(Math.min(Number(event.target.value), max))}
              onPointerUp={(event) => submitNow(event.currentTarget.form)}
              onKeyUp={(event) => {
                if (SLIDER_KEYS.has(event.key)) submitNow(event.currentTarget.form);
              }}
              className="w-full accent-brand-700"
            />
          </div>
          <div>
            <label htmlFor="price-max" className="flex justify-between text-sm">
              <span>Maximum</span>
              <span aria-hidden="true">{max} €</span>
            </label>
            <input
              id="price-max"
              name="max"
              type="range"
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              value={max}
              aria-valuetext={`${max} euros`}
              onChange={(event) => setMax(Math.max(Number(event.target.value), min))}
              onPointerUp={(event) => submitNow(event.currentTarget.form)}
              onKeyUp={(event) => {
                if (SLIDER_KEYS.has(event.key)) submitNow(event.currentTarget.form);
              }}
              className="w-full accent-brand-700"
            />
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Tranches de prix">
            {PRICE_PRESETS.map((preset) => {
              const selected = filters.min === preset.min && filters.max === preset.max;
              return (
                <li key={preset.min}>
                  <Link
                    to={`${basePath}${filtersToSearch(filters, {min: preset.min, max: preset.max})}`}
                    preventScrollReset
                    aria-current={selected ? 'true' : undefined}
                    className={`inline-block rounded border px-2 py-1 text-sm ${
                      selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-700'
                    }`}
                  >
                    {preset.min} – {preset.max} €
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </fieldset>

      {tags.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">Caractéristiques</legend>
          <ul className="check-list mt-3 space-y-1.5" data-testid="tag-list">
            {shownTags.map((tag) => (
              <li key={tag}>
                <label>
                  <SyncedCheckbox name="tag" value={tag} checked={filters.tags.includes(tag)} />
                  {tagLabel(tag)}
                  {tagCounts && tagCounts[tag] !== undefined ? <span className="count">{`(${tagCounts[tag]})`}</span> : null}
                </label>
              </li>
            ))}
          </ul>
          {hiddenCount > 0 ? (
            <button type="button" className="link mt-2 text-sm" onClick={() => setShowAllTags(true)}>
              Voir plus ({hiddenCount})
            </button>
          ) : showAllTags && orderedTags.length > TAGS_SHOWN ? (
            <button type="button" className="link mt-2 text-sm" onClick={() => setShowAllTags(false)}>
              Voir moins
            </button>
          ) : null}
        </fieldset>
      ) : null}

      {applyButton ? (
        <button type="submit" className="btn-primary w-full">
          Appliquer les filtres
        </button>
      ) : (
        <noscript>
          <button type="submit" className="btn-primary w-full">
            Appliquer les filtres
          </button>
        </noscript>
      )}
    </Form>
  );
}
