import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/account_.authorize';
import {AuthCard} from '~/components/account/AuthCard';
import {accountMode} from '~/lib/account/mode';
import {finishSignIn} from '~/lib/account/sign-in.server';
import {SHOP} from '~/lib/constants';

// Customer accounts' callback (the redirect URI registered in the Shopify admin,
// decision 028): Hydrogen checks the state, exchanges the code with the PKCE verifier,
// checks the ID token's nonce and keeps the tokens in the encrypted session.

export const meta: Route.MetaFunction = () => [{title: `Connexion | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  if (accountMode(context.env) !== 'customer-account') throw new Response('Page introuvable', {status: 404});
  return finishSignIn(context, request);
}

export default function Authorize() {
  const result = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Connexion" error={result && 'error' in result ? result.error : 'La connexion n’a pas abouti. Veuillez réessayer.'}>
      <Link to="/login" reloadDocument className="btn-primary">
        Se connecter
      </Link>
    </AuthCard>
  );
}
