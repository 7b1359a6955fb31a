import {Form, Link, data, useActionData, useLoaderData, useNavigation, useSearchParams} from 'react-router';
import type {Route} from './+types/profil';
import type {ProfileAddressFragment} from 'storefrontapi.generated';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {LoadError} from '~/components/LoadError';
import {FormField} from '~/components/FormField';
import {customerToken, firstUserError, signIn, signOut} from '~/lib/account/customer.server';
import {isEmail, isPhone, MESSAGES} from '~/lib/validation';
import {COUNTRIES} from '~/lib/countries';
import {SHOP} from '~/lib/constants';
import {logError} from '~/lib/platform/storefront-errors';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';

export const meta: Route.MetaFunction = () => [{title: `Mon profil | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const token = customerToken(context.appSession);
  if (!token) return {customer: null, error: false};
  try {
    const {customer} = await context.storefront.query(PROFILE_QUERY, {variables: {token}, cache: context.storefront.CacheNone()});
    if (!customer) signOut(context.appSession);
    return {customer, error: false};
  } catch (error) {
    logError(error);
    return data({customer: null, error: true}, {status: 503});
  }
}

type Errors = Record<string, string>;
const field = (formData: FormData, name: string, max = 200) => String(formData.get(name) ?? '').trim().slice(0, max);

function addressInput(formData: FormData): {input: Record<string, string>; errors: Errors} {
  const input = {
    firstName: field(formData, 'firstName'),
    lastName: field(formData, 'lastName'),
    company: field(formData, 'company'),
    address1: field(formData, 'address1'),
    address2: field(formData, 'address2'),
    zip: field(formData, 'zip', 20),
    city: field(formData, 'city'),
    country: field(formData, 'country', 60) || 'France',
    phone: field(formData, 'phone', 30),
  };
  const errors: Errors = {};
  if (!input.firstName) errors.firstName = MESSAGES.firstNameRequired;
  if (!input.lastName) errors.lastName = MESSAGES.lastNameRequired;
  if (!input.address1) errors.address1 = MESSAGES.addressRequired;
  if (!input.zip) errors.zip = MESSAGES.postalCodeRequired;
  else if (input.country === 'France' && !/^\d{5}$/.test(input.zip.replace(/\s/g, ''))) errors.zip = 'Code postal invalide (5 chiffres)';
  if (!input.city) errors.city = MESSAGES.cityRequired;
  if (input.phone && !isPhone(input.phone)) errors.phone = 'Numéro de téléphone invalide';
  return {input, errors};
}

export async function action({request, context}: Route.ActionArgs) {
  const token = customerToken(context.appSession);
  if (!token) return data({intent: null, errors: {form: 'Votre session a expiré. Veuillez vous reconnecter.'} as Errors, saved: false}, {status: 401});
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const {storefront, appSession} = context;
  const fail = (errors: Errors, status = 400) => data({intent, errors, saved: false}, {status});

  try {
    switch (intent) {
      case 'profile': {
        const input = {
          firstName: field(formData, 'firstName'),
          lastName: field(formData, 'lastName'),
          email: field(formData, 'email'),
          phone: field(formData, 'phone', 30),
        };
        const errors: Errors = {};
        if (!input.firstName) errors.firstName = MESSAGES.firstNameRequired;
        if (!input.lastName) errors.lastName = MESSAGES.lastNameRequired;
        if (!input.email) errors.email = MESSAGES.emailAddressRequired;
        else if (!isEmail(input.email)) errors.email = MESSAGES.emailInvalid;
        if (input.phone && !isPhone(input.phone)) errors.phone = 'Numéro de téléphone invalide';
        if (Object.keys(errors).length) return fail(errors);
        const {customerUpdate} = await storefront.mutate(PROFILE_UPDATE_MUTATION, {
          variables: {token, customer: {...input, phone: input.phone || null}},
        });
        const message = firstUserError(customerUpdate?.customerUserErrors, 'Impossible de sauvegarder les modifications.');
        if (message || !customerUpdate) return fail({form: message ?? 'Impossible de sauvegarder les modifications.'});
        // Shopify issues a new token when the e-mail changes.
        if (customerUpdate.customerAccessToken) signIn(appSession, customerUpdate.customerAccessToken);
        appSession.flash('toast', {title: 'Profil enregistré', variant: 'success'});
        return {intent, errors: {} as Errors, saved: true};
      }
      case 'preferences': {
        const {customerUpdate} = await storefront.mutate(PROFILE_UPDATE_MUTATION, {
          variables: {token, customer: {acceptsMarketing: formData.get('acceptsMarketing') === 'on'}},
        });
        const message = firstUserError(customerUpdate?.customerUserErrors, 'Impossible de sauvegarder les modifications.');
        if (message || !customerUpdate) return fail({form: message ?? 'Impossible de sauvegarder les modifications.'});
        appSession.flash('toast', {title: 'Préférences enregistrées', variant: 'success'});
        return {intent, errors: {} as Errors, saved: true};
      }
      case 'address-create':
      case 'address-update': {
        const {input, errors} = addressInput(formData);
        if (Object.keys(errors).length) return fail(errors);
        const id = field(formData, 'addressId', 300);
        const result =
          intent === 'address-create'
            ? (await storefront.mutate(ADDRESS_CREATE_MUTATION, {variables: {token, address: input}})).customerAddressCreate
            : (await storefront.mutate(ADDRESS_UPDATE_MUTATION, {variables: {token, id, address: input}})).customerAddressUpdate;
        const message = firstUserError(result?.customerUserErrors, 'Impossible de sauvegarder cette adresse.');
        if (message || !result?.customerAddress) return fail({form: message ?? 'Impossible de sauvegarder cette adresse.'});
        if (formData.get('makeDefault') === 'on') {
          await storefront.mutate(ADDRESS_DEFAULT_MUTATION, {variables: {token, addressId: result.customerAddress.id}});
        }
        appSession.flash('toast', {title: 'Adresse enregistrée', variant: 'success'});
        return {intent, errors: {} as Errors, saved: true};
      }
      case 'address-delete': {
        const {customerAddressDelete} = await storefront.mutate(ADDRESS_DELETE_MUTATION, {
          variables: {token, id: field(formData, 'addressId', 300)},
        });
        const message = firstUserError(customerAddressDelete?.customerUserErrors, 'Impossible de supprimer cette adresse.');
        if (message) return fail({form: message});
        appSession.flash('toast', {title: 'Adresse supprimée', variant: 'success'});
        return {intent, errors: {} as Errors, saved: true};
      }
      case 'address-default': {
        const {customerDefaultAddressUpdate} = await storefront.mutate(ADDRESS_DEFAULT_MUTATION, {
          variables: {token, addressId: field(formData, 'addressId', 300)},
        });
        const message = firstUserError(customerDefaultAddressUpdate?.customerUserErrors, 'Impossible de modifier l’adresse par défaut.');
        if (message) return fail({form: message});
        appSession.flash('toast', {title: 'Adresse par défaut modifiée', variant: 'success'});
        return {intent, errors: {} as Errors, saved: true};
      }
      default:
        return fail({form: 'Action inconnue.'});
    }
  } catch (error) {
    logError(error);
    return fail({form: 'Impossible de sauvegarder les modifications.'}, 502);
  }
}

export default function Profile() {
  const {customer, error} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  if (error) {
    return (
      <main id="contenu" className="container-page max-w-4xl py-10">
        <h1 className="text-3xl font-bold">Mon profil</h1>
        <LoadError title="Erreur de chargement" text="Impossible de récupérer les informations du compte" retryTo="/profil" />
      </main>
    );
  }
  if (!customer) return <LoginPrompt title="Mon profil" text="Connectez-vous pour consulter et modifier vos informations." />;
  const editing = params.get('modifier') === 'profil' && !(actionData?.intent === 'profile' && actionData.saved);
  const errors: Errors = actionData?.errors ?? {};
  const busy = navigation.state !== 'idle';
  const addressEdited = params.get('adresse');

  return (
    <main id="contenu" className="container-page max-w-4xl py-10">
      <p>
        <Link to="/compte" className="link text-sm">
          ← Mon compte
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Mon profil</h1>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {errors.form}
        </p>
      ) : null}

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
            <FormField name="email" label="Adresse e-mail" type="email" required autoComplete="email" defaultValue={customer.email ?? ''} error={errors.email} />
            <FormField name="phone" label="Téléphone" type="tel" optional autoComplete="tel" defaultValue={customer.phone ?? ''} error={errors.phone} />
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
            <dd>{customer.phone || '—'}</dd>
          </dl>
        )}
        <p className="mt-4 text-sm text-slate-600">
          Pour toute autre modification (raison sociale, facturation), contactez-nous au {SHOP.phone} ou à {SHOP.email}.
        </p>
      </section>

      <section id="addresses" className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="text-xl font-bold">
          Mes adresses
        </h2>
        {customer.addresses.nodes.length === 0 ? <p className="mt-3 text-slate-700">Aucune adresse enregistrée.</p> : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {customer.addresses.nodes.map((address) => {
            const isDefault = address.id === customer.defaultAddress?.id;
            return (
              <li key={address.id} className="rounded border border-slate-200 p-4" data-testid="address">
                {addressEdited === address.id ? (
                  <AddressForm address={address} errors={actionData?.intent === 'address-update' ? errors : {}} busy={busy} />
                ) : (
                  <>
                    {isDefault ? <p className="mb-2 text-xs font-semibold uppercase text-green-800">Adresse par défaut</p> : null}
                    <address className="not-italic">
                      {(address.formatted ?? []).map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Link to={`?adresse=${encodeURIComponent(address.id)}#addresses`} className="btn-secondary py-1.5" preventScrollReset>
                        Modifier
                      </Link>
                      {!isDefault ? (
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value="address-default" />
                          <input type="hidden" name="addressId" value={address.id} />
                          <button type="submit" className="btn-secondary py-1.5" disabled={busy}>
                            Définir par défaut
                          </button>
                        </Form>
                      ) : null}
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="address-delete" />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="rounded px-2 py-1.5 text-sm font-medium text-red-700 underline" disabled={busy}>
                          Supprimer
                        </button>
                      </Form>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <details className="mt-6" open={actionData?.intent === 'address-create' && !actionData.saved}>
          <summary className="btn-primary inline-flex cursor-pointer">Ajouter une adresse</summary>
          <div className="mt-4 rounded border border-slate-200 p-4">
            <AddressForm errors={actionData?.intent === 'address-create' ? errors : {}} busy={busy} />
          </div>
        </details>
      </section>

      <section id="preferences" className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="preferences-title">
        <h2 id="preferences-title" className="text-xl font-bold">
          Mes préférences
        </h2>
        <Form method="post" className="mt-4 space-y-4" preventScrollReset>
          <input type="hidden" name="intent" value="preferences" />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="acceptsMarketing" defaultChecked={customer.acceptsMarketing} className="mt-1 h-4 w-4 accent-brand-700" />
            <span>Je souhaite recevoir les offres et nouveautés de {SHOP.name} par e-mail.</span>
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Enregistrer mes préférences
          </button>
        </Form>
      </section>
    </main>
  );
}

function AddressForm({address, errors, busy}: {address?: ProfileAddressFragment; errors: Errors; busy: boolean}) {
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
      <FormField idPrefix={prefix} name="phone" label="Téléphone" type="tel" optional defaultValue={address?.phone ?? ''} error={errors.phone} />
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

const PROFILE_QUERY = `#graphql
  fragment ProfileAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    zip
    city
    country
    phone
    formatted
  }
  query CustomerProfile($token: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      id
      firstName
      lastName
      email
      phone
      acceptsMarketing
      defaultAddress {
        id
      }
      addresses(first: 50) {
        nodes {
          ...ProfileAddress
        }
      }
    }
  }
` as const;

const PROFILE_UPDATE_MUTATION = `#graphql
  mutation CustomerProfileUpdate($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DEFAULT_MUTATION = `#graphql
  mutation CustomerDefaultAddress($token: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;
