// Pages that show one visitor's own data (account, orders, profile, cart, checkout,
// confirmation, quotes, favourites): never kept by a shared cache nor by the browser's
// history, so that « Précédent » after signing out does not show them again (the browser
// asks the server, which answers signed out).

const PERSONAL_PREFIXES = ['/compte', '/mes-commandes', '/profil', '/checkout', '/cart', '/favoris', '/commande-confirmee', '/devis', '/account'];

/** True for a personal page or its data request (`/profil.data`). */
export function isPersonalPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Marks a personal page's response as not to be stored, unless the route said otherwise. */
export function markPersonal(pathname: string, headers: Headers): void {
  if (!isPersonalPath(pathname) || headers.has('Cache-Control')) return;
  try {
    headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Response.redirect()'s headers are immutable: a redirect shows nothing personal.
  }
}
