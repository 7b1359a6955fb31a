import {useEffect, useRef} from 'react';
import {Form, useSubmit} from 'react-router';
import {PRODUCT_SORTS, type ProductSort} from '~/lib/catalogue/sort';

/** Sort picker: a GET form, so it works without JavaScript; submits on change with it. */
export function SortSelect({value, hidden = []}: {value: ProductSort; hidden?: Array<[string, string]>}) {
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
        {PRODUCT_SORTS.map((sort) => (
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
