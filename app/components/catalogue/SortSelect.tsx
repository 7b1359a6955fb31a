import {useEffect, useRef} from 'react';
import {Form, useSubmit} from 'react-router';
import {PRODUCT_SORTS} from '~/lib/catalogue/sort';

/**
 * Sort picker: a GET form, so it works without JavaScript; submits on change with it. The
 * product lists' sorts by default; /verins gives its own (CYLINDER_SORTS).
 */
export function SortSelect({
  value,
  hidden = [],
  options = PRODUCT_SORTS,
}: {
  value: string;
  hidden?: Array<[string, string]>;
  options?: ReadonlyArray<{value: string; label: string}>;
}) {
  const submit = useSubmit();
  // Follows the URL after a navigation it did not make (back, forward), focus kept, as SyncedCheckbox.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = value;
  }, [value]);
  return (
    <Form method="get" className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
      {hidden.map(([name, v]) => (
        <input key={`${name}=${v}`} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor="sort" className="text-sm font-medium">
        Trier par
      </label>
      <select ref={select} id="sort" name="sort" defaultValue={value} className="input w-auto py-1.5 text-sm">
        {options.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-secondary py-1.5">
          Trier
        </button>
      </noscript>
    </Form>
  );
}
