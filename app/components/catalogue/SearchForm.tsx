import {useEffect, useId, useRef, useState} from 'react';
import {useTypedBeforeHydration} from '~/components/useTypedBeforeHydration';
import {Form, useFetcher, useNavigate} from 'react-router';

interface Suggestion {
  kind: 'product' | 'collection' | 'article';
  title: string;
  url: string;
  image: string | null;
}

const KIND_LABELS: Record<Suggestion['kind'], string> = {product: 'Produit', collection: 'Collection', article: 'Article'};

/**
 * Header search: a GET form to /recherche (works without JavaScript) that becomes a
 * combobox with suggestions as the shopper types; arrows move, Enter opens, Escape closes.
 * Submitting non-blank text goes to /recherche?q= and then clears the field (SPEC.md).
 */
export function SearchForm({id}: {id: string}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<{q: string; items: Suggestion[]}>();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const items = value.trim().length >= 2 && fetcher.data?.q === value.trim() ? fetcher.data.items : [];
  const expanded = open && items.length > 0;

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onChange = (next: string) => {
    setValue(next);
    setActive(-1);
    setOpen(true);
    if (timer.current) clearTimeout(timer.current);
    const q = next.trim();
    if (q.length < 2) return;
    timer.current = setTimeout(() => fetcher.load(`/api/recherche-predictive?q=${encodeURIComponent(q)}`), 150);
  };
  // Typed before the page's code came: suggestions for it if the shopper is still in the field.
  useTypedBeforeHydration(inputRef, value, (typed) => (document.activeElement === inputRef.current ? onChange(typed) : setValue(typed)));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (url: string) => {
    close();
    setValue('');
    navigate(url);
  };

  return (
    <Form
      method="get"
      action="/recherche"
      role="search"
      className="relative flex w-full gap-2 min-[769px]:max-w-md min-[769px]:flex-1"
      onSubmit={(event) => {
        const q = value.trim();
        if (!q) {
          event.preventDefault();
          return;
        }
        if (active >= 0 && items[active]) {
          event.preventDefault();
          go(items[active].url);
          return;
        }
        close();
        // The field is emptied once the search has been sent.
        setTimeout(() => setValue(''), 0);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Rechercher un produit
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % items.length);
          } else if (event.key === 'ArrowUp' && items.length > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            close();
          }
        }}
        onBlur={() => setTimeout(close, 150)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Rechercher un vérin, une référence…"
        className="input py-1.5"
        autoComplete="off"
        maxLength={200}
      />
      <button type="submit" className="btn-primary px-3 py-1.5">
        Rechercher
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-xl"
        data-testid="predictive-results"
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}-${item.url}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault();
              go(item.url);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {item.image ? <img src={item.image} alt="" width={32} height={32} className="h-8 w-8 rounded bg-slate-50 object-contain" /> : null}
            <span className="flex-1">{item.title}</span>
            <span className="text-xs text-slate-600">{KIND_LABELS[item.kind]}</span>
          </li>
        ))}
      </ul>
    </Form>
  );
}
