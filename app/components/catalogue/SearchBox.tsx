import {useEffect, useRef, useState} from 'react';
import {Form, useNavigate} from 'react-router';
import {SEARCH_DEBOUNCE_MS} from '~/lib/catalogue/search';
import {useTypedBeforeHydration} from '~/components/useTypedBeforeHydration';

/** The query follows the URL 300 ms after the last keystroke, when it is not blank. */
export function SearchBox({initial}: {initial: string}) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Follow the URL (back button, 'Effacer la recherche') unless the shopper is typing.
  useEffect(() => {
    if (document.activeElement?.id !== 'search-q') setValue(initial);
  }, [initial]);

  const onChange = (next: string) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    const trimmed = next.trim();
    if (!trimmed || trimmed === initial) return;
    timer.current = setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('q', trimmed);
      navigate(`${url.pathname}${url.search}`, {replace: true, preventScrollReset: true});
    }, SEARCH_DEBOUNCE_MS);
  };
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, onChange);

  return (
    <Form method="get" action="/recherche" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-q" className="sr-only">
        Rechercher
      </label>
      <input
        ref={field}
        id="search-q"
        name="q"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="input"
        placeholder="Vérin, force, référence…"
        autoComplete="off"
      />
      <button type="submit" className="btn-primary">
        Rechercher
      </button>
    </Form>
  );
}
