import {Link, data, useActionData, useLoaderData, useNavigation, useSearchParams} from 'react-router';
import type {Route} from './+types/profil';
import {LoadError} from '~/components/LoadError';
import {AddressBook} from '~/components/account/AddressBook';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {PreferencesForm} from '~/components/account/PreferencesForm';
import {ProfileDetails} from '~/components/account/ProfileDetails';
import {customerToken, signOut} from '~/lib/account/customer.server';
import {
  deleteAddress,
  profileFailure,
  saveAddress,
  setDefaultAddress,
  updatePreferences,
  updateProfile,
} from '~/lib/account/profile.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [{title: `Mon profil | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const token = customerToken(context.appSession);
  if (!token) return {customer: null, error: false};
  const result = await attempt(context.storefront.query(PROFILE_QUERY, {variables: {token}, cache: context.storefront.CacheNone()}));
  if (!result.ok) return data({customer: null, error: true}, {status: 503});
  if (!result.value.customer) signOut(context.appSession);
  return {customer: result.value.customer, error: false};
}

export async function action({request, context}: Route.ActionArgs) {
  const token = customerToken(context.appSession);
  if (!token) return profileFailure(null, {form: 'Votre session a expiré. Veuillez vous reconnecter.'}, 401);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const result = await attempt(async () => {
    switch (intent) {
      case 'profile':
        return updateProfile(context, token, formData);
      case 'preferences':
        return updatePreferences(context, token, formData);
      case 'address-create':
      case 'address-update':
        return saveAddress(context, token, formData, intent);
      case 'address-delete':
        return deleteAddress(context, token, formData);
      case 'address-default':
        return setDefaultAddress(context, token, formData);
      default:
        return profileFailure(intent, {form: 'Action inconnue.'});
    }
  });
  return result.ok ? result.value : profileFailure(intent, {form: 'Impossible de sauvegarder les modifications.'}, 502);
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
  const errors = actionData?.errors ?? {};
  const busy = navigation.state !== 'idle';

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
      <ProfileDetails
        customer={customer}
        editing={params.get('modifier') === 'profil' && !(actionData?.intent === 'profile' && actionData.saved)}
        errors={errors}
        busy={busy}
      />
      <AddressBook customer={customer} editedId={params.get('adresse')} lastIntent={actionData} errors={errors} busy={busy} />
      <PreferencesForm acceptsMarketing={customer.acceptsMarketing} busy={busy} />
    </main>
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
