import {Link} from 'react-router';
import {SHOP, VAT_RATE} from '~/lib/constants';
import {formatPercent} from '~/lib/money';
import type {PriceMode} from '~/lib/vat';

const COLUMNS = [
  {
    title: 'Catalogue',
    links: [
      {to: '/products', label: 'Tous les produits'},
      {to: '/collections', label: 'Collections'},
      {to: '/collections/verins-a-gaz', label: 'Vérins à gaz'},
      {to: '/collections/accessoires', label: 'Accessoires'},
    ],
  },
  {
    title: 'Sélections',
    links: [
      {to: '/collections/nouveautes', label: 'Nouveautés'},
      {to: '/collections/bestsellers', label: 'Meilleures ventes'},
      {to: '/collections/promo', label: 'Promotions'},
      {to: '/collections/mobilier', label: 'Mobilier'},
    ],
  },
  {
    title: 'Mon panier',
    links: [
      {to: '/cart', label: 'Voir le panier'},
      {to: '/recherche', label: 'Rechercher'},
    ],
  },
  {
    title: 'Services',
    links: [
      {to: '/contact', label: 'Contact'},
      {to: '/support', label: 'Support technique'},
      {to: '/industries', label: 'Industries'},
      {to: '/a-propos', label: 'À propos'},
    ],
  },
  {
    title: 'Informations',
    links: [
      {to: '/livraison', label: 'Livraison'},
      {to: '/retours', label: 'Retours et rétractation'},
      {to: '/garantie', label: 'Garantie'},
      {to: '/conditions-generales-vente', label: 'Conditions générales de vente'},
      {to: '/mentions-legales', label: 'Mentions légales'},
      {to: '/politique-de-confidentialite', label: 'Politique de confidentialité'},
      {to: '/politique-cookies', label: 'Politique de cookies'},
      {to: '/plan-du-site', label: 'Plan du site'},
    ],
  },
];

/** The VAT line follows the prices' mode: TTC includes it, HT leaves it to be added. */
export function vatLine(priceMode: PriceMode): string {
  const rate = formatPercent(VAT_RATE * 100);
  return priceMode === 'HT' ? `Prix en euros hors taxes, TVA ${rate} en sus.` : `Prix en euros, TVA ${rate} incluse.`;
}

export function Footer({priceMode}: {priceMode: PriceMode}) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <div>
          <p className="text-lg font-bold text-white">{SHOP.name}</p>
          <address className="mt-3 not-italic leading-relaxed">
            {SHOP.legalName}
            <br />
            {SHOP.address.street}
            <br />
            {`${SHOP.address.postalCode} ${SHOP.address.city}, ${SHOP.address.country}`}
            <br />
            <a className="underline" href={`tel:${SHOP.phoneE164}`}>
              {SHOP.phone}
            </a>
            <br />
            <a className="underline" href={`mailto:${SHOP.email}`}>
              {SHOP.email}
            </a>
          </address>
          <p className="mt-3 text-sm">{SHOP.hours}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* At 375 px the chat button floats over the bottom right corner: the last line ends above it. */}
      <p className="border-t border-brand-800 py-4 text-center text-sm max-sm:pb-24">
        {`© ${new Date().getFullYear()} ${SHOP.legalName}. ${vatLine(priceMode)}`}
      </p>
    </footer>
  );
}
