import {Link, data, useActionData, useLoaderData, useNavigation, useSearchParams} from 'react-router';
import type {Route} from './+types/profil';
import {LoadError} from '~/components/LoadError';
import {AddressBook} from '~/components/account/AddressBook';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {PreferencesForm} from '~/components/account/PreferencesForm';
import {ProfileDetails} from '~/components/account/ProfileDetails';
import {accountData} from '~/lib/account/account-data.server';
import {
  deleteAddress,
  PROFILE_MESSAGES,
  profileFailure,
  saveAddress,
  setDefaultAddress,
  updatePreferences,
  updateProfile,
} from '~/lib/account/profile.server';
import {CompanyForm} from '~/components/company/CompanyForm';
import {NO_COMPANY} from '~/lib/company/company';
import {saveCompany} from '~/lib/company/company.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [{title: `Mon profil | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const account = accountData(context);
  if (!(await account.isSignedIn())) return {customer: null, error: false};
  const result = await attempt(Promise.all([account.profile(), account.company()]));
  if (!result.ok) return data({customer: null, error: true}, {status: 503});
  const [customer, company] = result.value;
  return {customer: customer ? {...customer, company: company ?? NO_COMPANY, companyEditable: account.companyEditable} : null, error: false};
}

export async function action({request, context}: Route.ActionArgs) {
  const account = accountData(context);
  if (!(await account.isSignedIn())) return profileFailure(null, {form: PROFILE_MESSAGES.sessionExpired}, 401);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const result = await attempt(async () => {
    switch (intent) {
      case 'profile':
        return updateProfile(context, account, formData, account.mode === 'legacy');
      case 'preferences':
        return updatePreferences(context, account, formData);
      case 'address-create':
      case 'address-update':
        return saveAddress(context, account, formData, intent);
      case 'address-delete':
        return deleteAddress(context, account, formData);
      case 'address-default':
        return setDefaultAddress(context, account, formData);
      case 'company':
        return saveCompany(context, account, formData, request);
      default:
        return profileFailure(intent, {form: PROFILE_MESSAGES.unknownAction});
    }
  });
  return result.ok ? result.value : profileFailure(intent, {form: PROFILE_MESSAGES.saveFailed}, 502);
}

export default function Profile() {
  const {customer, error} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  if (error) {
    return (
      <main id="contenu" className="container-page max-w-4xl py-10 [overflow-wrap:anywhere]">
        <h1 className="text-3xl font-bold">Mon profil</h1>
        <LoadError title="Erreur de chargement" text="Impossible de récupérer les informations du compte" retryTo="/profil" />
      </main>
    );
  }
  if (!customer) return <LoginPrompt title="Mon profil" text="Connectez-vous pour consulter et modifier vos informations." />;
  const errors = actionData?.errors ?? {};
  const busy = navigation.state !== 'idle';

  return (
    <main id="contenu" className="container-page max-w-4xl py-10 [overflow-wrap:anywhere]">
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
      <CompanyForm
        company={customer.company}
        editable={customer.companyEditable}
        reply={actionData?.intent === 'company' && 'values' in actionData ? actionData : null}
        busy={busy}
      />
      <AddressBook customer={customer} editedId={params.get('adresse')} lastIntent={actionData} errors={errors} busy={busy} />
      <PreferencesForm acceptsMarketing={customer.acceptsMarketing} busy={busy} />
    </main>
  );
}
