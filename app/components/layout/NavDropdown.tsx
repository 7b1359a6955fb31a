import {useId, useRef} from 'react';
import {Link, NavLink} from 'react-router';
import {useHoverMenu} from '~/components/layout/useHoverMenu';
import {childrenOf, type NavLinkItem} from '~/lib/layout/menu';

/** A main-navigation entry with children: the link works without JavaScript; hover or focus shows the list. */
export function NavDropdown({item}: {item: NavLinkItem}) {
  const {open, setOpen, triggerRef, containerProps, onTriggerFocus} = useHoverMenu<HTMLAnchorElement>();
  // The list is drawn once it first opens, not in every page's HTML (decision 077): closed, it is hidden.
  const drawn = useRef(false);
  if (open) drawn.current = true;
  const listId = useId();
  return (
    // The list item handles hover and Escape for the whole menu (useHoverMenu).
    <li
      className="relative"
      {...containerProps}
    >
      <NavLink
        ref={triggerRef}
        to={item.to}
        prefetch="intent"
        onFocus={onTriggerFocus}
        aria-expanded={open}
        aria-controls={listId}
        className="nav-link"
      >
        {item.title}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </NavLink>
      <ul id={listId} hidden={!open} className="absolute left-0 top-full z-40 min-w-56 rounded-b-lg border border-slate-200 bg-white py-2 shadow-xl">
        {(drawn.current ? childrenOf(item) : []).map((child, index) => (
          <li key={index}>
            <Link to={child.to} className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50" onClick={() => setOpen(false)}>
              {child.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
