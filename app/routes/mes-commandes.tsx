import {Form, Link, data, useActionData, useLoaderData, useNavigation} from 'react-router';
import {Pagination} from '@shopify/hydrogen';
import {firstPageRedirect} from '~/lib/pagination';
import type {Route} from './+types/mes-commandes';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {ReorderNotice} from '~/components/account/ReorderNotice';
import {accountData} from '~/lib/account/account-data.server';
import {reorder} from '~/lib/account/reorder.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {OrderCard} from '~/components/account/OrderCard';

export const meta: Route.MetaFunction = () => [{title: `Mes commandes | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  const account = accountData(context);
  if (!(await account.isSignedIn())) return {signedIn: false as const, orders: null, error: false};
  const result = await attempt(account.orders(request));
  if (!result.ok) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    const firstPage = firstPageRedirect(new URL(request.url));
    if (firstPage) throw firstPage;
    return data({signedIn: true as const, orders: null, error: true}, {status: 503});
  }
  // A session the shop no longer accepts has ended: the login prompt.
  if (!result.value) return {signedIn: false as const, orders: null, error: false};
  return {signedIn: true as const, orders: result.value, error: false};
}

export async function action({request, context}: Route.ActionArgs) {
  const formData = await request.formData();
  const account = accountData(context);
  if (formData.get('intent') !== 'reorder') return data({orderId: '', note: {title: 'Action inconnue.', variant: 'error' as const}, cartUrl: null}, {status: 400});
  if (!(await account.isSignedIn())) {
    return data({orderId: '', note: {title: 'Votre session a expiré. Veuillez vous reconnecter.', variant: 'error' as const}, cartUrl: null}, {status: 401});
  }
  const result = await attempt(reorder(context, account, formData));
  if (result.ok) return result.value;
  return data({orderId: '', note: {title: 'Impossible d’ajouter les articles au panier. Veuillez réessayer.', variant: 'error' as const}, cartUrl: null}, {status: 502});
}

export default function Orders() {
  const {signedIn, orders, error} = useLoaderData<typeof loader>();
  const reordered = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!signedIn) return <LoginPrompt title="Mes commandes" text="Connectez-vous pour voir vos commandes." />;
  const busyOrder = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'reorder' ? String(navigation.formData.get('orderId')) : null;
  return (
    <main id="contenu" className="container-page py-10 [overflow-wrap:anywhere]">
      <p>
        <Link to="/compte" className="link text-sm">
          ← Mon compte
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Mes commandes</h1>
      {reordered && !reordered.orderId ? <ReorderNotice note={reordered.note} cartUrl={reordered.cartUrl} /> : null}
      {error || !orders ? (
        <div role="alert" className="mt-8 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Erreur de chargement</p>
          <p>Impossible de charger vos commandes</p>
          <Link to="/mes-commandes" reloadDocument className="btn-secondary mt-3">
            Recharger
          </Link>
        </div>
      ) : orders.nodes.length === 0 ? (
        <div className="mt-8 text-center" data-testid="orders-empty">
          <p className="text-lg">Vous n’avez pas encore passé de commande.</p>
          <Link to="/products" className="btn-primary mt-4">
            Découvrir nos produits
          </Link>
        </div>
      ) : (
        <Pagination connection={orders}>
          {({nodes, NextLink, PreviousLink, isLoading}) => (
            <>
              <PreviousLink className="btn-secondary mt-6">{isLoading ? 'Chargement…' : 'Commandes plus récentes'}</PreviousLink>
              <ul className="mt-6 space-y-6">
                {nodes.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    footer={
                      <div className="mt-4 border-t border-slate-100 pt-4">
                        {reordered?.orderId === order.id ? <ReorderNotice note={reordered.note} cartUrl={reordered.cartUrl} /> : null}
                        <Form method="post" preventScrollReset className="mt-3">
                          <input type="hidden" name="intent" value="reorder" />
                          <input type="hidden" name="orderId" value={order.id} />
                          <button type="submit" className="btn-secondary" disabled={busyOrder === order.id} data-testid="reorder">
                            {busyOrder === order.id ? 'Ajout au panier…' : 'Commander à nouveau'}
                            <span className="sr-only"> (commande {order.name})</span>
                          </button>
                        </Form>
                      </div>
                    }
                  />
                ))}
              </ul>
              <NextLink className="btn-secondary mt-6">{isLoading ? 'Chargement…' : 'Commandes plus anciennes'}</NextLink>
            </>
          )}
        </Pagination>
      )}
    </main>
  );
}
