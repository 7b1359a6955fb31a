import type {FacetGroup} from '~/lib/catalogue/facets';
import {SyncedCheckbox} from './SyncedCheckbox';

/** One technical facet: its values as checkboxes named as Shopify names the filter, each with its count. */
export function FacetFieldset({group}: {group: FacetGroup}) {
  const long = group.values.length > 8;
  return (
    <fieldset data-testid="facet" data-facet={group.param}>
      <legend className="text-sm font-bold uppercase tracking-wide text-slate-700">{group.label}</legend>
      <ul className={`check-list mt-2 space-y-1.5${long ? ' max-h-56 overflow-y-auto pr-2' : ''}`}>
        {group.values.map((value) => (
          <li key={value.value}>
            <label>
              <SyncedCheckbox name={group.param} value={value.value} checked={value.selected} />
              {/* One text node each (no React separators): same text, fewer bytes. */}
              <span>
                {`${value.label} `}
                <span className="count">{`(${value.count})`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
