import {Form, Link} from 'react-router';
import {FormField} from '~/components/FormField';
import {formatPhone} from '~/lib/account/phone';
import type {AccountProfile} from '~/lib/account/types';
import {SHOP} from '~/lib/constants';

/** 'Informations personnelles': shown, or edited when the URL asks (`?modifier=profil`). */
export function ProfileDetails({
  customer,
  editing,
  errors,
  busy,
}: {
  customer: AccountProfile;
  editing: boolean;
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <section className="mt-8 rounded-lg border border-slate-200 p-6" aria-labelledby="info-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="info-title" className="text-xl font-bold">
          Informations personnelles
        </h2>
        {!editing ? (
          <Link to="?modifier=profil" className="btn-secondary" preventScrollReset data-testid="edit-profile">
            Modifier
          </Link>
        ) : null}
      </div>
      {editing ? (
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" preventScrollReset>
          <input type="hidden" name="intent" value="profile" />
          <FormField name="firstName" label="Prénom" required autoComplete="given-name" defaultValue={customer.firstName ?? ''} error={errors.firstName} />
          <FormField name="lastName" label="Nom" required autoComplete="family-name" defaultValue={customer.lastName ?? ''} error={errors.lastName} />
          {customer.contactEditable ? (
            <>
              <FormField name="email" label="Adresse e-mail" type="email" required autoComplete="email" defaultValue={customer.email ?? ''} error={errors.email} />
              <FormField name="phone" label="Téléphone" type="tel" optional autoComplete="tel" defaultValue={formatPhone(customer.phone)} error={errors.phone} />
            </>
          ) : (
            <p className="text-sm text-slate-700 sm:col-span-2" data-testid="contact-readonly">
              Votre adresse e-mail ({customer.email}) sert à vous connecter : elle ne se modifie pas ici. Pour en changer, contactez-nous.
            </p>
          )}
          <div className="flex gap-3 sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Enregistrer
            </button>
            <Link to="/profil" className="btn-secondary" preventScrollReset>
              Annuler
            </Link>
          </div>
        </Form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]" data-testid="profile-view">
          <dt className="font-medium text-slate-700">Prénom</dt>
          <dd>{customer.firstName}</dd>
          <dt className="font-medium text-slate-700">Nom</dt>
          <dd>{customer.lastName}</dd>
          <dt className="font-medium text-slate-700">E-mail</dt>
          <dd>{customer.email}</dd>
          <dt className="font-medium text-slate-700">Téléphone</dt>
          <dd>{formatPhone(customer.phone) || '—'}</dd>
        </dl>
      )}
      <p className="mt-4 text-sm text-slate-600">
        Pour toute autre modification, contactez-nous au {SHOP.phone} ou à {SHOP.email}.
      </p>
    </section>
  );
}
