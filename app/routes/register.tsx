import {Form, Link, data, redirect, useActionData, useNavigation} from 'react-router';
import type {Route} from './+types/register';
import {AuthCard} from '~/components/account/AuthCard';
import {FormField} from '~/components/FormField';
import {validateRegister} from '~/lib/validation';
import {firstUserError, signIn} from '~/lib/account/customer.server';
import {accountData} from '~/lib/account/account-data.server';
import {accountMode} from '~/lib/account/mode';
import {hostedSignIn} from '~/lib/account/sign-in.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';

export const meta: Route.MetaFunction = () => [{title: `Créer un compte | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  const account = accountData(context);
  if (await account.isSignedIn()) throw redirect('/compte');
  // Customer accounts: Shopify's hosted sign-in, which also makes the account (decision 028).
  if (account.mode === 'customer-account') return hostedSignIn(context, request);
  return null;
}

export async function action({request, context}: Route.ActionArgs) {
  // No password with customer accounts: the form is the hosted sign-in's.
  if (accountMode(context.env) === 'customer-account') return redirect('/login', 303);
  const formData = await request.formData();
  const values = {
    firstName: String(formData.get('firstName') ?? '').slice(0, 200),
    lastName: String(formData.get('lastName') ?? '').slice(0, 200),
    email: String(formData.get('email') ?? '').slice(0, 200),
    acceptsMarketing: formData.get('acceptsMarketing') === 'on',
  };
  const result = validateRegister(formData);
  if (!result.ok) return data({errors: result.errors as Record<string, string>, error: null, values}, {status: 400});
  const {firstName, lastName, email, password} = result.data;
  const done = await attempt(async () => {
    const {customerCreate} = await context.storefront.mutate(REGISTER_MUTATION, {
      // A real opt-in: unchecked by default, as French law requires.
      variables: {input: {firstName, lastName, email, password, acceptsMarketing: values.acceptsMarketing}},
    });
    const createError = firstUserError(customerCreate?.customerUserErrors, 'Erreur lors de la création du compte');
    if (createError || !customerCreate?.customer) {
      return data({errors: {}, error: createError ?? 'Erreur lors de la création du compte', values}, {status: 400});
    }
    // Registering signs in (SPEC.md section 4).
    const {customerAccessTokenCreate} = await context.storefront.mutate(REGISTER_LOGIN_MUTATION, {
      variables: {input: {email, password}},
    });
    const token = customerAccessTokenCreate?.customerAccessToken;
    if (!token) {
      return data({errors: {}, error: 'Impossible de récupérer les informations du compte', values}, {status: 502});
    }
    signIn(context.appSession, token);
    context.appSession.flash('toast', {title: 'Votre compte est créé', variant: 'success'});
    return redirect('/compte', 303);
  });
  if (done.ok) return done.value;
  return data({errors: {}, error: 'Erreur lors de la création du compte', values}, {status: 502});
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values = actionData?.values;
  return (
    <AuthCard title="Créer un compte" error={actionData?.error}>
      <Form method="post" noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="firstName" label="Prénom" autoComplete="given-name" required defaultValue={values?.firstName} error={errors.firstName} />
          <FormField name="lastName" label="Nom" autoComplete="family-name" required defaultValue={values?.lastName} error={errors.lastName} />
        </div>
        <FormField name="email" label="Adresse e-mail" type="email" autoComplete="email" required defaultValue={values?.email} error={errors.email} />
        <FormField name="password" label="Mot de passe (6 caractères minimum)" type="password" autoComplete="new-password" required error={errors.password} />
        <FormField
          name="passwordConfirmation"
          label="Confirmation du mot de passe"
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="acceptsMarketing" defaultChecked={values?.acceptsMarketing ?? false} className="mt-0.5 h-4 w-4 accent-brand-700" />
          <span>J’accepte de recevoir les offres et nouveautés de {SHOP.name} par e-mail (désinscription possible à tout moment).</span>
        </label>
        <button type="submit" className="btn-primary w-full py-3" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Création…' : 'Créer mon compte'}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        Déjà client ?{' '}
        <Link to="/login" className="link">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}

const REGISTER_MUTATION = `#graphql
  mutation CustomerRegister($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
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

const REGISTER_LOGIN_MUTATION = `#graphql
  mutation CustomerRegisterLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenCreate(input: $input) {
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
