import { Link } from "react-router";
import { MenuPanelFrame } from "~/components/layout/MenuPanelFrame";
import { CATEGORY_TREE, type Category } from "~/lib/layout/categories";
import { childrenOf, type NavLinkItem } from "~/lib/layout/menu";

/**
 * The 375 px menu's panel (MobileMenu.tsx): overlay, scroll locked, focus trapped, the focus back
 * on the menu button when it closes (MenuPanelFrame; Escape is MobileMenu's, whatever the panel
 * shows). Its own file, loaded when the menu first opens or once the page is idle on a narrow
 * screen: no page's initial JavaScript holds it.
 */
export default function MobileMenuDrawer({
  items,
  search,
  priceToggle,
  onClose,
  button,
}: {
  items: NavLinkItem[];
  search: React.ReactNode;
  priceToggle: React.ReactNode;
  onClose: () => void;
  button: React.RefObject<HTMLButtonElement | null>;
}) {
  // A main entry that is also a category of the range, same name and page (« Vérins », /verins), is
  // one control: the category's disclosure, in the entry's place (its « Voir tout » is the entry's link).
  const same = (item: NavLinkItem, category: Category) =>
    childrenOf(item).length === 0 &&
    item.to === category.url &&
    item.title === category.title;
  const merged = CATEGORY_TREE.filter((category) =>
    items.some((item) => same(item, category)),
  );
  const categoryOf = (item: NavLinkItem) =>
    merged.find((category) => same(item, category));

  return (
    <MenuPanelFrame
      onClose={onClose}
      button={button}
      className="flex flex-col gap-4 overflow-y-auto"
      testId="mobile-menu"
    >
      <div className="flex items-center justify-between">
        <p className="text-lg font-bold text-brand-900">Menu</p>
        <button
          type="button"
          className="btn-secondary px-3 py-1.5"
          onClick={onClose}
        >
          Fermer
        </button>
      </div>
      {search}
      <div>{priceToggle}</div>
      <nav aria-label="Navigation mobile">
        <ul className="divide-y divide-slate-200">
          {items.map((item, index) => {
            const category = categoryOf(item);
            return category ? (
              <Disclosure
                key={index}
                title={category.title}
                url={category.url}
                links={category.children ?? []}
              />
            ) : childrenOf(item).length > 0 ? (
              <Disclosure
                key={index}
                title={item.title}
                url={item.to}
                links={childrenOf(item).map((child) => ({
                  title: child.title,
                  url: child.to,
                }))}
              />
            ) : (
              <li key={index}>
                <Link
                  to={item.to}
                  className="block py-3 font-medium text-slate-900"
                >
                  {item.title}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              to="/configurateur-verin"
              className="block py-3 font-medium text-slate-900"
            >
              Configurateur de vérin
            </Link>
          </li>
          <li>
            <Link
              to="/remplacer-mon-verin"
              className="block py-3 font-medium text-slate-900"
            >
              Remplacer mon vérin
            </Link>
          </li>
          <li>
            <Link
              to="/verin-sur-mesure"
              className="block py-3 font-medium text-slate-900"
            >
              Vérin sur mesure
            </Link>
          </li>
          {CATEGORY_TREE.filter((category) => !merged.includes(category)).map(
            (category) => (
              <Disclosure
                key={category.id}
                title={category.title}
                url={category.url}
                links={category.children ?? []}
              />
            ),
          )}
        </ul>
      </nav>
    </MenuPanelFrame>
  );
}

/** An entry with sub-pages (a category of the range, « Collections »): its name opens them, « Voir tout » leads to its page. */
function Disclosure({
  title,
  url,
  links,
}: {
  title: string;
  url: string;
  links: { title: string; url: string }[];
}) {
  return (
    <li>
      <details className="py-1">
        <summary className="cursor-pointer py-2 font-medium text-slate-900">
          {title}
        </summary>
        <ul className="mb-2 space-y-1 pl-4 text-sm">
          <li>
            <Link to={url} className="block py-1.5 text-brand-700 underline">
              Voir tout<span className="sr-only"> : {title}</span>
            </Link>
          </li>
          {links.map((link, index) => (
            <li key={index}>
              <Link to={link.url} className="block py-1.5 text-slate-800">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
