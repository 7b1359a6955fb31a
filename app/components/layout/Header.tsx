import {Suspense} from 'react';
import {Await, Form, Link, NavLink} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {CartSource} from '~/components/visitor/useVisitor';
import type {PriceMode} from '~/lib/vat';
import {MegaMenu} from '~/components/layout/MegaMenu';
import {SearchForm} from '~/components/catalogue/SearchForm';
import {useWishlist} from '~/components/wishlist/useWishlist';
import {MobileMenu} from '~/components/layout/MobileMenu';
import {NavDropdown} from '~/components/layout/NavDropdown';
import {childrenOf, type NavLinkItem} from '~/lib/layout/menu';
import {FREE_DELIVERY_MIN_CYLINDERS, FREE_DELIVERY_THRESHOLD_HT, SHOP} from '~/lib/constants';
import {useCartBadgeCount} from '~/components/cart/CartChanges';
import {SpriteIcon} from '~/components/icons/Sprite';
import {usePriceSwitchTarget} from '~/components/catalogue/usePriceSwitchTarget';

export function Header({
  cart,
  priceMode,
  navigation,
  signedIn,
}: {
  signedIn: boolean;
  cart: CartSource;
  priceMode: PriceMode;
  navigation: NavLinkItem[];
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <p className="bg-accent-700 px-4 py-1.5 text-center text-sm font-semibold text-white">
        {`Livraison offerte dès ${FREE_DELIVERY_THRESHOLD_HT} € HT ou ${FREE_DELIVERY_MIN_CYLINDERS} vérins`}
      </p>
      <div className="bg-brand-900 text-sm text-brand-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
          <p>{SHOP.hours}</p>
          <p className="flex gap-4">
            <a className="hover:underline" href={`tel:${SHOP.phoneE164}`}>
              <span className="sr-only">Téléphone : </span>
              {SHOP.phone}
            </a>
            <a className="hover:underline" href={`mailto:${SHOP.email}`}>
              <span className="sr-only">E-mail : </span>
              {SHOP.email}
            </a>
          </p>
        </div>
      </div>
      <div className="container-page flex flex-wrap items-center gap-3 py-3 sm:gap-4">
        <Link to="/" className="flex items-center gap-2 text-brand-900">
          <img src="/favicon.svg" alt="" width="40" height="40" className="h-10 w-10" />
          <span className="text-xl font-extrabold tracking-tight max-[480px]:sr-only">{SHOP.name}</span>
          <span className="hidden text-xl font-extrabold max-[480px]:inline" aria-hidden="true">
            VP
          </span>
        </Link>
        <div className="contents max-[768px]:hidden">
          <SearchForm id="header-search" />
        </div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="max-[768px]:hidden">
            <PriceToggle priceMode={priceMode} />
          </div>
          <FavouritesLink />
          <Link
            to="/compte"
            className="header-icon"
            aria-label={signedIn ? 'Mon compte' : 'Se connecter'}
            data-testid="account-link"
            data-signed-in={signedIn ? 'true' : 'false'}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-6 w-6 fill-none stroke-2 ${signedIn ? 'stroke-green-800' : 'stroke-brand-900'}`}>
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
            </svg>
          </Link>
          <CartLink cart={cart} />
          <MobileMenu
            items={navigation}
            search={<SearchForm id="mobile-search" />}
            priceToggle={<PriceToggle priceMode={priceMode} />}
          />
        </div>
      </div>
      <nav aria-label="Navigation principale" className="border-t border-slate-200 max-[768px]:hidden">
        <ul className="container-page relative flex flex-wrap gap-1 py-1 text-sm font-medium">
          {navigation.map((item, index) =>
            item.to === '/verins' ? (
              <MegaMenu key={index} title={item.title} />
            ) : childrenOf(item).length > 0 ? (
              <NavDropdown key={index} item={item} />
            ) : (
              <NavEntry key={index} to={item.to} label={item.title} end={item.to === '/'} />
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}

function NavEntry({to, label, end}: {to: string; label: string; end?: boolean}) {
  return (
    <li>
      {/* The current page's entry is underlined from its aria-current (nav-link). */}
      <NavLink to={to} end={end} prefetch="intent" className="nav-link">
        {label}
      </NavLink>
    </li>
  );
}

function PriceToggle({priceMode}: {priceMode: PriceMode}) {
  const redirectTo = usePriceSwitchTarget();
  // Two buttons, as SPEC.md describes; either one switches the mode.
  const button = (mode: PriceMode) => (
    <button
      type="submit"
      name="mode"
      value={priceMode === 'TTC' ? 'HT' : 'TTC'}
      aria-pressed={priceMode === mode}
      className={`px-2 py-1.5 ${priceMode === mode ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
      data-testid={`price-toggle-${mode}`}
    >
      {mode}
    </button>
  );
  return (
    <Form method="post" action="/prix" className="flex items-center">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div
        role="group"
        aria-label="Affichage des prix (HT ou TTC)"
        className="flex overflow-hidden rounded-md border border-slate-300 text-xs font-semibold"
        data-testid="price-toggle"
      >
        {button('HT')}
        {button('TTC')}
      </div>
    </Form>
  );
}

function CartLink({cart}: {cart: CartSource}) {
  return (
    <Suspense fallback={<CartBadge cart={null} />}>
      <Await resolve={cart} errorElement={<CartBadge cart={null} />}>
        {(resolved) => <CartBadge cart={resolved} />}
      </Await>
    </Suspense>
  );
}

/** The count includes changes on their way (optimistic), reconciled when the shop answers. */
function CartBadge({cart}: {cart: CartApiQueryFragment | null}) {
  return <CartIcon count={useCartBadgeCount(cart)} />;
}

export function cartBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function CartIcon({count}: {count: number}) {
  return (
    <Link
      to="/cart"
      prefetch="intent"
      className="header-icon"
      aria-label={`Panier, ${count} article${count > 1 ? 's' : ''}`}
      data-testid="cart-link"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-brand-900 stroke-2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {cartBadgeLabel(count)}
        </span>
      ) : null}
    </Link>
  );
}

function FavouritesLink() {
  const {items} = useWishlist();
  const count = items.length;
  return (
    <Link
      to="/favoris"
      className="header-icon"
      aria-label={count > 0 ? `Mes favoris, ${count} produit${count > 1 ? 's' : ''}` : 'Mes favoris'}
      data-testid="favourites-link"
    >
      <SpriteIcon name="heart" className="h-6 w-6 fill-none stroke-brand-900 stroke-2" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="favourites-count" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
