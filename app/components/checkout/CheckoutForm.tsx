import {Form, Link, useNavigation} from 'react-router';
import {FormField} from '~/components/FormField';
import {COUNTRIES} from '~/lib/countries';

/** The buyer's contact and delivery address; what was typed stays when something is refused. */
export function CheckoutForm({errors, values}: {errors: Record<string, string | undefined>; values: Record<string, string | undefined>}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const fieldErrors = Object.entries(errors).filter(([name]) => name !== 'form');
  return (
    <Form method="post" noValidate className="space-y-5 lg:col-span-2" aria-describedby={fieldErrors.length ? 'erreurs' : undefined}>
      {errors.form ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {errors.form}
        </p>
      ) : null}
      {fieldErrors.length > 0 ? (
        <div id="erreurs" role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Veuillez corriger {fieldErrors.length > 1 ? `les ${fieldErrors.length} champs` : 'le champ'} suivant{fieldErrors.length > 1 ? 's' : ''} :</p>
          <ul className="mt-1 list-disc pl-5">
            {fieldErrors.map(([name, message]) => (
              <li key={name}>
                <a href={`#champ-${name}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">Contact</legend>
        <FormField name="email" label="Adresse e-mail" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} maxLength={200} />
        <FormField name="phone" label="Téléphone" type="tel" autoComplete="tel" optional defaultValue={values.phone} error={errors.phone} maxLength={30} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Adresse de livraison</legend>
        <FormField name="firstName" label="Prénom" autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} maxLength={200} />
        <FormField name="lastName" label="Nom" autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} maxLength={200} />
        <div className="sm:col-span-2">
          <FormField name="address" label="Adresse" autoComplete="street-address" required defaultValue={values.address} error={errors.address} maxLength={200} />
        </div>
        <FormField name="postalCode" label="Code postal" autoComplete="postal-code" inputMode="numeric" required defaultValue={values.postalCode} error={errors.postalCode} maxLength={10} />
        <FormField name="city" label="Ville" autoComplete="address-level2" required defaultValue={values.city} error={errors.city} maxLength={200} />
        <div>
          <label htmlFor="champ-country" className="block text-sm font-semibold">
            Pays
          </label>
          <select
            id="champ-country"
            name="country"
            defaultValue={values.country || 'FR'}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? 'champ-country-erreur' : undefined}
            className="input mt-1"
          >
            {COUNTRIES.map((country) => (
              <option key={country.isoCode} value={country.isoCode}>
                {country.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id="champ-country-erreur" className="mt-1 text-sm text-red-700">
              {errors.country}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-accent px-6 py-3 text-base" disabled={submitting}>
          {submitting ? 'Redirection vers le paiement…' : 'Continuer vers le paiement'}
        </button>
        <Link to="/cart" className="btn-secondary py-3">
          Modifier le panier
        </Link>
      </div>
    </Form>
  );
}
