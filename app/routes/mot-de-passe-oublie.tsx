import {Form, Link, data, redirect, useActionData, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/mot-de-passe-oublie';
import {AuthCard} from '~/components/account/AuthCard';
import {FormField} from '~/components/FormField';
import {validateForgotPassword} from '~/lib/validation';
import {SHOP} from '~/lib/constants';
import {attempt, isStorefrontError} from '~/lib/platform/storefront-errors';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';
import {ACCOUNT_MESSAGES, clientAddress, recoveryRequests} from '~/lib/account/limits.server';
import {minutesFrom} from '~/lib/platform/throttle';
import {accountMode} from '~/lib/account/mode';
import {NoPassword} from '~/components/account/NoPassword';

export const meta: Route.MetaFunction = () => [{title: `Mot de passe oublié | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  return {passwords: accountMode(context.env) === 'legacy'};
}

export async function action({request, context}: Route.ActionArgs) {
  // Customer accounts have no password to recover: the page says so.
  if (accountMode(context.env) === 'customer-account') return redirect('/mot-de-passe-oublie', 303);
  const formData = await request.formData();
  const email = String(formData.get('email') ?? '').slice(0, 200);
  const result = validateForgotPassword(formData);
  if (!result.ok) return data({sent: false, errors: result.errors as Record<string, string>, error: null, email}, {status: 400});
  const client = clientAddress(request);
  if (!recoveryRequests.take(client)) {
    const minutes = minutesFrom(recoveryRequests.retryAfterMs(client));
    return data({sent: false, errors: {}, error: ACCOUNT_MESSAGES.recoveryThrottled(minutes), email}, {status: 429, headers: {'Retry-After': String(minutes * 60)}});
  }
  const done = await attempt(context.storefront.mutate(RECOVER_MUTATION, {variables: {email: result.data.email}}));
  if (done.ok && !done.value.customerRecover) {
    return data({sent: false, errors: {}, error: "Une erreur est survenue lors de l'envoi de l'email de récupération", email}, {status: 502});
  }
  // An unknown address (or one asked for too often, or a shop throttling the requests)
  // gets the same answer as a known one: the page must not tell who has an account.
  if (!done.ok && !(isStorefrontError(done.error) && done.error.kind === 'rate-limited')) {
    return data({sent: false, errors: {}, error: "Impossible d'envoyer l'email de récupération. Veuillez réessayer.", email}, {status: 502});
  }
  context.appSession.flash('toast', {title: 'Email envoyé', variant: 'success'});
  return {sent: true, errors: {}, error: null, email: result.data.email};
}

export default function ForgotPassword() {
  const {passwords} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  if (!passwords) return <NoPassword />;
  if (actionData?.sent) {
    return (
      <AuthCard title="Email envoyé">
        <p data-testid="recover-sent">
          Si un compte existe pour <strong>{actionData.email}</strong>, vous allez recevoir un e-mail avec un lien pour choisir un
          nouveau mot de passe. Pensez à vérifier vos courriers indésirables.
        </p>
        <p className="mt-6">
          <Link to="/login" className="btn-primary">
            Retour à la connexion
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Mot de passe oublié" error={actionData?.error}>
      <p className="mb-4 text-sm text-slate-700">Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien de réinitialisation.</p>
      <Form method="post" noValidate className="space-y-4">
        <FormField
          name="email"
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
          error={errors.email}
        />
        <button type="submit" className="btn-primary w-full py-3" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Envoi…' : 'Envoyer le lien'}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/login" className="link">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}

const RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;
