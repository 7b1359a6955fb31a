import {Link} from 'react-router';
import {OPENING_HOURS, SHOP} from '~/lib/constants';

/** 'Nos coordonnées': phone, e-mail, address, hours, and the way to technical support. */
export function ContactDetails() {
  return (
    <aside aria-labelledby="coordonnees-titre" className="space-y-6 rounded-lg bg-slate-50 p-6">
      <h2 id="coordonnees-titre" className="text-xl font-bold">
        Nos coordonnées
      </h2>
      <div>
        <h3 className="font-semibold">Par téléphone</h3>
        <p className="mt-1">
          <a href={`tel:${SHOP.phoneE164}`} className="link text-lg font-semibold">
            {SHOP.phone}
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Par e-mail</h3>
        <p className="mt-1">
          <a href={`mailto:${SHOP.email}`} className="link">
            {SHOP.email}
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Adresse</h3>
        <address className="mt-1 not-italic leading-relaxed" data-testid="contact-address">
          {SHOP.legalName}
          <br />
          {SHOP.address.street}
          <br />
          {SHOP.address.postalCode} {SHOP.address.city}
          <br />
          {SHOP.address.country}
        </address>
      </div>
      <div>
        <h3 className="font-semibold">Horaires d’ouverture</h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="opening-hours">
          <dt>Du lundi au vendredi</dt>
          <dd className="whitespace-nowrap">
                {OPENING_HOURS.opens} h – {OPENING_HOURS.closes} h
              </dd>
          <dt>Samedi, dimanche et jours fériés</dt>
          <dd>Fermé</dd>
        </dl>
      </div>
      <div>
        <h3 className="font-semibold">Besoin d’une réponse technique ?</h3>
        <p className="mt-1">
          Consultez notre{' '}
          <Link to="/support" className="link">
            support technique
          </Link>{' '}
          : foire aux questions et guide d’installation à télécharger.
        </p>
      </div>
    </aside>
  );
}
