import {Form, Link, data, redirect, useActionData, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/reinitialiser-mot-de-passe';
import {AuthCard} from '~/components/account/AuthCard';
import {FormField} from '~/components/FormField';
import {validateNewPassword} from '~/lib/validation';
import {firstUserError, signIn} from '~/lib/account/customer.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';
import {accountMode} from '~/lib/account/mode';
import {isSpentResetLink, rememberSpentResetLink, resetLinkDigest} from '~/lib/account/reset-links.server';
import {NoPassword} from '~/components/account/NoPassword';

export const meta: Route.MetaFunction = () => [{title: `Nouveau mot de passe | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

const RESET_LINK_SPENT = 'Ce lien de réinitialisation a déjà été utilisé ou a expiré. Demandez-en un nouveau : il arrive en quelques minutes.';

/** The recovery message links here with the customer id and a one-time token. */
function readLink(url: URL) {
  const id = (url.searchParams.get('id') ?? '').slice(0, 100);
  const token = (url.searchParams.get('token') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 200);
  if (!id || !token) return null;
  return {id: id.startsWith('gid://') ? id : `gid://shopify/Customer/${id.replace(/\D/g, '')}`, token};
}

export async function loader({request, context}: Route.LoaderArgs) {
  if (accountMode(context.env) === 'customer-account') return {passwords: false, valid: false, spent: false};
  const link = readLink(new URL(request.url));
  // A link already used (or refused) in this browser says so at once (issue 25.9).
  const spent = link ? isSpentResetLink(context.appSession, await resetLinkDigest(link)) : false;
  return {passwords: true, valid: link !== null, spent};
}

export async function action({request, context}: Route.ActionArgs) {
  const link = readLink(new URL(request.url));
  if (!link || accountMode(context.env) === 'customer-account') return data({errors: {}, error: 'Ce lien de réinitialisation est incomplet.', spent: false}, {status: 400});
  const digest = await resetLinkDigest(link);
  const formData = await request.formData();
  const result = validateNewPassword(formData);
  if (!result.ok) return data({errors: result.errors as Record<string, string>, error: null, spent: false}, {status: 400});
  const {password} = result.data;
  const done = await attempt(async () => {
    const {customerReset} = await context.storefront.mutate(RESET_MUTATION, {
      variables: {id: link.id, input: {resetToken: link.token, password}},
    });
    const message = firstUserError(customerReset?.customerUserErrors, 'Une erreur est survenue');
    const token = customerReset?.customerAccessToken;
    // Used or expired: remembered, and the page offers a new link instead of the form.
    if (customerReset?.customerUserErrors.some((error) => error.code === 'TOKEN_INVALID')) {
      rememberSpentResetLink(context.appSession, digest);
      return data({errors: {}, error: message, spent: true}, {status: 400});
    }
    if (message || !token) return data({errors: {}, error: message ?? 'Une erreur est survenue', spent: false}, {status: 400});
    rememberSpentResetLink(context.appSession, digest);
    signIn(context.appSession, token);
    context.appSession.flash('toast', {title: 'Votre mot de passe a été modifié', variant: 'success'});
    return redirect('/compte', 303);
  });
  if (done.ok) return done.value;
  return data({errors: {}, error: 'Une erreur est survenue. Veuillez réessayer.', spent: false}, {status: 502});
}

export default function ResetPassword() {
  const {passwords, valid, spent} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  if (!passwords) return <NoPassword />;
  if (spent || actionData?.spent) {
    return (
      <AuthCard title="Lien déjà utilisé" error={RESET_LINK_SPENT}>
        <Link to="/mot-de-passe-oublie" className="btn-primary" data-testid="reset-link-spent">
          Demander un nouveau lien
        </Link>
      </AuthCard>
    );
  }
  if (!valid) {
    return (
      <AuthCard title="Lien invalide" error="Ce lien de réinitialisation est incomplet ou a expiré.">
        <Link to="/mot-de-passe-oublie" className="btn-primary">
          Demander un nouveau lien
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choisir un nouveau mot de passe" error={actionData?.error}>
      <Form method="post" noValidate className="space-y-4">
        <FormField name="password" label="Nouveau mot de passe (6 caractères minimum)" type="password" autoComplete="new-password" required error={errors.password} />
        <FormField
          name="passwordConfirmation"
          label="Confirmation du mot de passe"
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation}
        />
        <button type="submit" className="btn-primary w-full py-3" disabled={navigation.state === 'submitting'}>
          Enregistrer le mot de passe
        </button>
      </Form>
    </AuthCard>
  );
}

const RESET_MUTATION = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerReset(id: $id, input: $input) {
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
