import {Link, data, useLoaderData} from 'react-router';
import {getPaginationVariables, Pagination} from '@shopify/hydrogen';
import {firstPageRedirect} from '~/lib/pagination';
import type {Route} from './+types/mes-commandes';
import {LoginPrompt} from '~/components/account/LoginPrompt';
import {customerToken, signOut} from '~/lib/account/customer.server';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {MONEY_FRAGMENT} from '~/lib/fragments';
import {ORDER_RECEIPT_FRAGMENT} from '~/lib/checkout/receipt';
import {OrderCard} from '~/components/account/OrderCard';

export const meta: Route.MetaFunction = () => [{title: `Mes commandes | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

export async function loader({context, request}: Route.LoaderArgs) {
  const token = customerToken(context.appSession);
  if (!token) return {signedIn: false as const, orders: null, error: false};
  const result = await attempt(
    context.storefront.query(ORDERS_QUERY, {
      variables: {token, ...getPaginationVariables(request, {pageBy: 10})},
      cache: context.storefront.CacheNone(),
    }),
  );
  if (!result.ok) {
    // A cursor the shop refuses (stale, or typed by hand): the first page rather than an error.
    const firstPage = firstPageRedirect(new URL(request.url));
    if (firstPage) throw firstPage;
    return data({signedIn: true as const, orders: null, error: true}, {status: 503});
  }
  const {customer} = result.value;
  if (!customer) {
    signOut(context.appSession);
    return {signedIn: false as const, orders: null, error: false};
  }
  return {signedIn: true as const, orders: customer.orders, error: false};
}

export default function Orders() {
  const {signedIn, orders, error} = useLoaderData<typeof loader>();
  if (!signedIn) return <LoginPrompt title="Mes commandes" text="Connectez-vous pour voir vos commandes." />;
  return (
    <main id="contenu" className="container-page py-10">
      <p>
        <Link to="/compte" className="link text-sm">
          ← Mon compte
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Mes commandes</h1>
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
                  <OrderCard key={order.id} order={order} />
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

const ORDERS_QUERY = `#graphql
  fragment CustomerOrder on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    statusUrl
    totalPrice {
      ...Money
    }
    shippingAddress {
      name
      address1
      address2
      zip
      city
      country
    }
    ...OrderReceipt
  }
  query CustomerOrders(
    $token: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      orders(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerOrder
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${ORDER_RECEIPT_FRAGMENT}
` as const;
