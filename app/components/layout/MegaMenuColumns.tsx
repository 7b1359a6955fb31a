import {useEffect, useState} from 'react';
import {Link} from 'react-router';
import {ShopIcon} from '~/components/icons/ShopIcon';
import {CATEGORY_TREE, MEGA_MENU_STRIP} from '~/lib/layout/categories';
import {CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS} from '~/lib/constants';

/**
 * What the 'Vérins' panel shows once opened (MegaMenu.tsx): the categories, the chosen one's
 * links, the highlights and the strip of selections. Its own file, loaded when the panel first
 * opens or, on a desktop-wide screen, once the page is idle: no page's initial JavaScript holds it.
 * `onReady` runs once it is on screen, so that a keyboard opening can move the focus into it.
 */
export default function MegaMenuColumns({onNavigate, onReady}: {onNavigate: () => void; onReady: () => void}) {
  const [topId, setTopId] = useState(CATEGORY_TREE[0].id);
  const top = CATEGORY_TREE.find((category) => category.id === topId) ?? CATEGORY_TREE[0];
  useEffect(onReady, [onReady]);
  return (
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
            <Link to={top.url} className="link text-sm" onClick={onNavigate}>
              Voir tout
            </Link>
          </p>
          {top.description ? <p className="text-sm text-slate-700">{top.description}</p> : null}
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
            {(top.children ?? []).map((sub) => (
              <li key={sub.id}>
                <Link to={sub.url} className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
                  {sub.title}
                </Link>
                {sub.children ? (
                  <ul className="mt-1 space-y-1 text-sm">
                    {sub.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link to={leaf.url} className="text-slate-700 hover:text-brand-700 hover:underline" onClick={onNavigate}>
                          {leaf.title}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link to={sub.url} className="text-brand-700 underline" onClick={onNavigate}>
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
              <Link to="/collections/verins-inox" className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
                Vérins inox 316L
              </Link>
              <p className="text-slate-700">Pour le nautisme, l’agroalimentaire et le médical.</p>
            </li>
            <li>
              <Link to="/collections/mobilier" className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
                Vérins pour meubles
              </Link>
              <p className="text-slate-700">Abattants, coffres de lit, portes relevantes.</p>
            </li>
            <li>
              <Link to="/configurateur-verin" className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
                Configurateur et calcul de force
              </Link>
              <p className="text-slate-700">Le bon vérin pour votre abattant, au newton près.</p>
            </li>
            <li>
              <Link to="/remplacer-mon-verin" className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
                Remplacer mon vérin
              </Link>
              <p className="text-slate-700">L’équivalent de votre vérin usé, d’après ses mesures.</p>
            </li>
            <li>
              <Link to="/verin-sur-mesure" className="font-semibold text-slate-900 hover:text-brand-700" onClick={onNavigate}>
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
            <Link to={item.url} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium hover:border-brand-700" onClick={onNavigate}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
