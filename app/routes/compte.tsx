import {Form, Link, data, useLoaderData} from 'react-router';
import type {Route} from './+types/compte';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {LoadError} from '~/components/LoadError';
import {accountData} from '~/lib/account/account-data.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [{title: `Mon compte | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const account = accountData(context);
  if (!(await account.isSignedIn())) return {customer: null, error: false};
  // A session the shop no longer accepts ends without an error page (customer: null).
  const result = await attempt(account.customer());
  // Still signed in: the hub stays, with SPEC.md's message, not a login prompt.
  if (!result.ok) return data({customer: null, error: true}, {status: 503});
  return {customer: result.value, error: false};
}

const TILES = [
  {to: '/mes-commandes', title: 'Mes commandes', text: 'Suivez vos commandes et leur livraison.'},
  {to: '/profil', title: 'Mon profil', text: 'Vos nom, e-mail et téléphone.'},
  {to: '/profil#addresses', title: 'Mes adresses', text: 'Adresses de livraison et adresse par défaut.'},
  {to: '/profil#preferences', title: 'Mes préférences', text: 'Offres et nouveautés par e-mail.'},
];

export default function Account() {
  const {customer, error} = useLoaderData<typeof loader>();
  if (!customer && !error) {
    return <LoginPrompt title="Mon compte" text="Connectez-vous pour suivre vos commandes et gérer vos informations." />;
  }
  return (
    <main id="contenu" className="container-page py-10 [overflow-wrap:anywhere]">
      {customer ? (
        <>
          <h1 className="text-3xl font-bold">{customer.firstName ? `Bonjour ${customer.firstName}` : 'Bonjour'}</h1>
          <p className="mt-2 text-slate-700">{customer.email}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Mon compte</h1>
          <LoadError title="Erreur de chargement" text="Impossible de récupérer les informations du compte" retryTo="/compte" />
        </>
      )}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="block h-full rounded-lg border border-slate-200 p-6 shadow-sm hover:border-brand-700">
              <span className="block text-lg font-semibold text-slate-900">{tile.title}</span>
              <span className="mt-2 block text-sm text-slate-700">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action="/deconnexion" className="mt-10">
        <button type="submit" className="btn-secondary" data-testid="logout">
          Se déconnecter
        </button>
      </Form>
    </main>
  );
}
