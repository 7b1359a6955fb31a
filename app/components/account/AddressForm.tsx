import {Form, Link} from 'react-router';
import {FormField} from '~/components/FormField';
import {formatPhone} from '~/lib/account/phone';
import type {AccountAddress} from '~/lib/account/types';
import {COUNTRIES} from '~/lib/countries';

/** A new address, or the changes to one: the profile's address book. */
export function AddressForm({address, errors, busy}: {address?: AccountAddress; errors: Record<string, string>; busy: boolean}) {
  const country = address?.country ?? 'France';
  const prefix = `adresse-${address ? address.id.replace(/\D/g, '') : 'nouvelle'}`;
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2" preventScrollReset>
      <input type="hidden" name="intent" value={address ? 'address-update' : 'address-create'} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <FormField idPrefix={prefix} name="firstName" label="Prénom" required defaultValue={address?.firstName ?? ''} error={errors.firstName} />
      <FormField idPrefix={prefix} name="lastName" label="Nom" required defaultValue={address?.lastName ?? ''} error={errors.lastName} />
      <div className="sm:col-span-2">
        <FormField idPrefix={prefix} name="company" label="Société" optional defaultValue={address?.company ?? ''} error={errors.company} />
      </div>
      <div className="sm:col-span-2">
        <FormField idPrefix={prefix} name="address1" label="Adresse" required defaultValue={address?.address1 ?? ''} error={errors.address1} />
      </div>
      <div className="sm:col-span-2">
        <FormField idPrefix={prefix} name="address2" label="Complément d’adresse" optional defaultValue={address?.address2 ?? ''} />
      </div>
      <FormField idPrefix={prefix} name="zip" label="Code postal" required defaultValue={address?.zip ?? ''} error={errors.zip} />
      <FormField idPrefix={prefix} name="city" label="Ville" required defaultValue={address?.city ?? ''} error={errors.city} />
      <div>
        <label htmlFor={`pays-${address?.id ?? 'nouvelle'}`} className="block text-sm font-semibold">
          Pays
        </label>
        <select id={`pays-${address?.id ?? 'nouvelle'}`} name="country" defaultValue={country} className="input mt-1">
          {COUNTRIES.map((c) => (
            <option key={c.isoCode} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <FormField idPrefix={prefix} name="phone" label="Téléphone" type="tel" optional defaultValue={formatPhone(address?.phone)} error={errors.phone} />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="makeDefault" className="h-4 w-4 accent-brand-700" />
        Utiliser comme adresse par défaut
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          Enregistrer l’adresse
        </button>
        {address ? (
          <Link to="/profil#addresses" className="btn-secondary" preventScrollReset>
            Annuler
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
