import {Form, Link, data, redirect, useActionData, useNavigation} from 'react-router';
import type {Route} from './+types/login';
import {AuthCard} from '~/components/account/AuthCard';
import {FormField} from '~/components/FormField';
import {validateLogin} from '~/lib/validation';
import {firstUserError, signIn} from '~/lib/account/customer.server';
import {accountData} from '~/lib/account/account-data.server';
import {accountMode} from '~/lib/account/mode';
import {hostedSignIn} from '~/lib/account/sign-in.server';
import {SHOP} from '~/lib/constants';
import {attempt, isStorefrontError} from '~/lib/platform/storefront-errors';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';
import {signInPriceModeCookie} from '~/lib/company/company.server';
import {ACCOUNT_MESSAGES, clientAddress, signInThrottle} from '~/lib/account/limits.server';
import {minutesFrom} from '~/lib/platform/throttle';

export const meta: Route.MetaFunction = () => [{title: `Connexion | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

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
  const values = {email: String(formData.get('email') ?? '').slice(0, 200)};
  const result = validateLogin(formData);
  if (!result.ok) return data({errors: result.errors as Record<string, string>, error: null, values}, {status: 400});
  const done = await attempt(async () => {
    let message: string | null = null;
    let token: {accessToken: string; expiresAt: string} | null | undefined;
    // One client failing again and again is stopped here, whatever the e-mails it tries.
    const tried = await signInThrottle.attempt(clientAddress(request), null, async () => {
      const {customerAccessTokenCreate} = await context.storefront.mutate(LOGIN_MUTATION, {
        variables: {input: {email: result.data.email, password: result.data.password}},
      });
      message = firstUserError(customerAccessTokenCreate?.customerUserErrors, 'Erreur de connexion');
      token = customerAccessTokenCreate?.customerAccessToken;
      return !message && Boolean(token);
    });
    if ('refused' in tried) {
      const minutes = minutesFrom(tried.retryAfterMs);
      return data({errors: {}, error: ACCOUNT_MESSAGES.signInThrottled(minutes), values}, {status: 429, headers: {'Retry-After': String(minutes * 60)}});
    }
    if (!tried.ok || !token) {
      return data({errors: {}, error: message ?? 'Erreur de connexion', values}, {status: 401});
    }
    signIn(context.appSession, token);
    context.appSession.flash('toast', {title: 'Vous êtes connecté', variant: 'success'});
    // A company account starts in HT, unless the visitor chose a mode.
    const cookie = await signInPriceModeCookie(accountData(context), request);
    return redirect('/compte', {status: 303, headers: cookie ? {'Set-Cookie': cookie} : undefined});
  });
  if (done.ok) return done.value;
  // Too many attempts (THROTTLED) is worth telling the shopper: waiting fixes it.
  if (isStorefrontError(done.error) && done.error.kind === 'rate-limited') {
    return data({errors: {}, error: ACCOUNT_MESSAGES.signInBusy, values}, {status: 429});
  }
  return data({errors: {}, error: 'Erreur de connexion inattendue', values}, {status: 502});
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <AuthCard title="Connexion" error={actionData?.error}>
      <Form method="post" noValidate className="space-y-4">
        <FormField name="email" label="Adresse e-mail" type="email" autoComplete="email" required defaultValue={actionData?.values.email} error={errors.email} />
        <FormField name="password" label="Mot de passe" type="password" autoComplete="current-password" required error={errors.password} />
        <button type="submit" className="btn-primary w-full py-3" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Connexion…' : 'Se connecter'}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/mot-de-passe-oublie" className="link">
          Mot de passe oublié ?
        </Link>
      </p>
      <p className="mt-2 text-sm">
        Pas encore de compte ?{' '}
        <Link to="/register" className="link">
          Créer un compte
        </Link>
      </p>
    </AuthCard>
  );
}

const LOGIN_MUTATION = `#graphql
  mutation CustomerLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
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
