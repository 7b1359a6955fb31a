import {useId, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {useHoverMenu} from '~/components/layout/useHoverMenu';
import {Link} from 'react-router';
import {ShopIcon} from '~/components/icons/ShopIcon';
import {CATEGORY_TREE, MEGA_MENU_STRIP} from '~/lib/layout/categories';
import {CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS} from '~/lib/constants';

/**
 * 'Vérins' entry of the main navigation: the link works without JavaScript; with it, the
 * panel opens on hover and on keyboard focus, closes 300 ms after the pointer leaves,
 * and on Escape (focus goes back to the link). Tab walks through it; the arrow keys are a
 * shortcut: Down from the link enters the categories, Up/Down (Home/End) move within a
 * column, Right/Left move between the categories, their links, the highlights and the
 * strip of promotions.
 */
export function MegaMenu({title = 'Vérins'}: {title?: string}) {
  const {open, setOpen, triggerRef, containerProps, onTriggerFocus} = useHoverMenu<HTMLAnchorElement>();
  const [topId, setTopId] = useState(CATEGORY_TREE[0].id);
  const panelId = useId();
  const top = CATEGORY_TREE.find((category) => category.id === topId) ?? CATEGORY_TREE[0];
  const panelRef = useRef<HTMLDivElement>(null);
  // Its links are drawn once it first opens, not in every page's HTML (decision 077): closed, it is
  // `hidden`, of no use without JavaScript, and opening it needs no data (CATEGORY_TREE).
  const drawn = useRef(false);
  if (open) drawn.current = true;

  const columns = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-menu-column]') ?? [])];
  const controlsOf = (column: HTMLElement | undefined) => [...(column?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  const currentCategory = () => panelRef.current?.querySelector<HTMLElement>('[data-menu-column] button[aria-pressed="true"]') ?? null;

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Shown now (it may have been closed with Escape), so its first category can take the focus.
    flushSync(() => setOpen(true));
    currentCategory()?.focus();
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const all = columns();
    const index = all.findIndex((column) => column.contains(event.target as Node));
    if (index === -1) return;
    const controls = controlsOf(all[index]);
    const at = controls.indexOf(event.target as HTMLElement);
    let next: HTMLElement | null | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = controls[(at + 1) % controls.length];
        break;
      case 'ArrowUp':
        next = controls[(at - 1 + controls.length) % controls.length];
        break;
      case 'Home':
        next = controls[0];
        break;
      case 'End':
        next = controls[controls.length - 1];
        break;
      case 'ArrowRight':
        next = controlsOf(all[index + 1])[0];
        break;
      case 'ArrowLeft':
        next = index === 1 ? currentCategory() : controlsOf(all[index - 1])[0];
        break;
      default:
        return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    // The list item handles hover and Escape for the whole menu (useHoverMenu).
    <li
      className="relative"
      {...containerProps}
    >
      <Link
        ref={triggerRef}
        to="/verins"
        prefetch="intent"
        onFocus={onTriggerFocus}
        onKeyDown={onTriggerKeyDown}
        aria-expanded={open}
        aria-controls={panelId}
        className="nav-link"
        data-testid="mega-menu-trigger"
      >
        {title}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </Link>
      {/* Arrow keys move between the panel's links and buttons (see above). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute left-0 top-full z-40 w-[min(56rem,calc(100vw-2rem))] rounded-b-lg border border-slate-200 bg-white shadow-xl"
        data-testid="mega-menu"
      >
        {drawn.current ? (
          <>
            <div className="grid grid-cols-[14rem_1fr_13rem]">
              <ul className="border-r border-slate-200 bg-slate-50 py-2" aria-label="Catégories" data-menu-column>
                {CATEGORY_TREE.map((category) => (
                  <li key={category.id}>
                    <button
                      type="button"
                      onMouseEnter={() => setTopId(category.id)}
                      onFocus={() => setTopId(category.id)}
                      onClick={() => setTopId(category.id)}
                      aria-pressed={category.id === top.id}
                      className={`flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm font-semibold ${
                        category.id === top.id ? 'bg-white text-brand-700' : 'text-slate-800 hover:bg-white'
                      }`}
                    >
                      {category.icon ? <ShopIcon name={category.icon} /> : null}
                      {category.title}
                    </button>
                  </li>
                ))}
              </ul>
              <div className="p-5" data-menu-column>
                <p className="flex items-baseline justify-between gap-4">
                  <span className="text-lg font-bold text-slate-900">{top.title}</span>
                  <Link to={top.url} className="link text-sm" onClick={() => setOpen(false)}>
                    Voir tout
                  </Link>
                </p>
                {top.description ? <p className="text-sm text-slate-700">{top.description}</p> : null}
                <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
                  {(top.children ?? []).map((sub) => (
                    <li key={sub.id}>
                      <Link to={sub.url} className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                        {sub.title}
                      </Link>
                      {sub.children ? (
                        <ul className="mt-1 space-y-1 text-sm">
                          {sub.children.map((leaf) => (
                            <li key={leaf.id}>
                              <Link to={leaf.url} className="text-slate-700 hover:text-brand-700 hover:underline" onClick={() => setOpen(false)}>
                                {leaf.title}
                              </Link>
                            </li>
                          ))}
                          <li>
                            <Link to={sub.url} className="text-brand-700 underline" onClick={() => setOpen(false)}>
                              Voir tout<span className="sr-only"> : {sub.title}</span>
                            </Link>
                          </li>
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="border-l border-slate-200 bg-brand-50 p-5" data-menu-column>
                <p className="text-sm font-bold uppercase tracking-wide text-brand-800">À la une</p>
                <ul className="mt-3 space-y-3 text-sm">
                  <li>
                    <Link to="/collections/verins-inox" className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                      Vérins inox 316L
                    </Link>
                    <p className="text-slate-700">Pour le nautisme, l’agroalimentaire et le médical.</p>
                  </li>
                  <li>
                    <Link to="/collections/mobilier" className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                      Vérins pour meubles
                    </Link>
                    <p className="text-slate-700">Abattants, coffres de lit, portes relevantes.</p>
                  </li>
                  <li>
                    <Link to="/configurateur-verin" className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                      Configurateur et calcul de force
                    </Link>
                    <p className="text-slate-700">Le bon vérin pour votre abattant, au newton près.</p>
                  </li>
                  <li>
                    <Link to="/remplacer-mon-verin" className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                      Remplacer mon vérin
                    </Link>
                    <p className="text-slate-700">L’équivalent de votre vérin usé, d’après ses mesures.</p>
                  </li>
                  <li>
                    <Link to="/verin-sur-mesure" className="font-semibold text-slate-900 hover:text-brand-700" onClick={() => setOpen(false)}>
                      Vérin sur mesure
                    </Link>
                    <p className="text-slate-700">
                      Devis sous {REPLY_HOURS.customQuote} h, fabrication en {CUSTOM_MANUFACTURING_WEEKS.min} à {CUSTOM_MANUFACTURING_WEEKS.max} semaines.
                    </p>
                  </li>
                </ul>
              </div>
            </div>
            <ul className="flex flex-wrap gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm" aria-label="Sélections" data-menu-column>
              {MEGA_MENU_STRIP.map((item) => (
                <li key={item.url}>
                  <Link to={item.url} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium hover:border-brand-700" onClick={() => setOpen(false)}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}
