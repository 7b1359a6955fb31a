import {useNonce} from '@shopify/hydrogen';
import {Outlet, useRouteError, isRouteErrorResponse, type ShouldRevalidateFunction, Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData, Link} from 'react-router';
import type {Route} from './+types/root';
import appStyles from '~/styles/app.css?url';
import {PageLayout} from '~/components/layout/PageLayout';
import {CartChangesProvider} from '~/components/cart/CartChanges';
import {priceModeOf} from '~/lib/platform/cookies';
import {buildNavigation} from '~/lib/layout/menu';
import {accountData} from '~/lib/account/account-data.server';
import {storeOrigin} from '~/lib/platform/security';
import {withFallback} from '~/lib/platform/storefront-errors';
import {SHOP} from '~/lib/constants';
import type {ToastMessage} from '~/components/Toast';
import {useVisitor} from '~/components/visitor/useVisitor';

export type RootLoader = typeof loader;

// Root data (price mode, cart, flash toast) changes only after a form submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString()) return true;
  return false;
};

// Pages set their own title; this one serves when the root error boundary replaces them.
export const meta: Route.MetaFunction = ({error}) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page introuvable' : (REFUSALS[status]?.title ?? 'Erreur');
  return [{title: `${title} | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];
};

export function links() {
  return [
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
    {rel: 'stylesheet', href: appStyles},
  ];
}

export async function loader({context, request}: Route.LoaderArgs) {
  const {cart, appSession} = context;
  const priceMode = priceModeOf(request);
  const toast = appSession.takeFlash<ToastMessage>('toast') ?? null;
  // The header still renders with the fallback list.
  const navigation = await withFallback(
    context.storefront
      .query(HEADER_QUERY, {cache: context.storefront.CacheLong()})
      .then(({menu, collections}) =>
        buildNavigation(menu?.items, collections.nodes, [new URL(request.url).host, storeHost(context.env.PUBLIC_STORE_DOMAIN)]),
      ),
    buildNavigation(null, []),
  );
  // A shared page (the same for every visitor) holds nothing personal: the browser asks
  // for it afterwards (/api/visiteur, docs/decisions/050-shared-pages.md).
  const shared = context.sharedPage;
  return {
    priceMode,
    toast,
    navigation,
    shared,
    signedIn: !shared && (await accountData(context).isSignedIn()),
    // Deferred: the header badge streams in without delaying the page. A shared page has
    // none to stream (a plain null: no second script in its HTML).
    cart: shared ? null : withFallback(cart.get(), null),
  };
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="theme-color" content="#123c6b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) return <Outlet />;
  return <AppLayout data={data} />;
}

function AppLayout({data}: {data: NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>}) {
  const {cart, signedIn} = useVisitor(data);
  return (
    <CartChangesProvider>
      <PageLayout cart={cart} priceMode={data.priceMode} toast={data.toast} navigation={data.navigation} signedIn={signedIn}>
        <Outlet />
      </PageLayout>
    </CartChangesProvider>
  );
}

/** Requests a page refuses (a POST to a page without a form, a malformed one): not a crash. */
const REFUSALS: Record<number, {title: string; text: string}> = {
  400: {title: 'Requête invalide', text: 'Les informations envoyées sont illisibles. Rechargez la page et réessayez.'},
  405: {title: 'Action non autorisée', text: 'Cette page ne reçoit pas de formulaire.'},
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Present unless the root loader itself failed: then the chrome uses its fallbacks.
  const data = useRouteLoaderData<RootLoader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // The server logs through entry.server's handleError; this is the browser's console.
  if (!notFound && typeof document !== 'undefined') console.error(error);
  const refused = REFUSALS[status];
  return (
    <PageLayout
      cart={data?.cart ?? null}
      priceMode={data?.priceMode ?? 'TTC'}
      toast={null}
      navigation={data?.navigation ?? buildNavigation(null, [])}
      signedIn={data?.signedIn ?? false}
    >
      <main id="contenu" className="container-page py-16 text-center">
        <p className="text-6xl font-bold text-brand-800">{status}</p>
        <h1 className="mt-4 text-2xl font-bold">
          {notFound ? 'Oups ! Page introuvable' : refused ? refused.title : 'Une erreur inattendue est survenue'}
        </h1>
        <p className="mt-2 text-slate-700">
          {notFound
            ? 'La page que vous cherchez n’existe pas ou a été déplacée.'
            : refused
              ? refused.text
              : 'Nous n’avons pas pu afficher cette page. Veuillez réessayer dans quelques instants.'}
        </p>
        <p className="mt-8">
          <Link to="/" className="btn-primary">
            Retour à l’accueil
          </Link>
        </p>
      </main>
    </PageLayout>
  );
}

const HEADER_QUERY = `#graphql
  fragment MenuItemFields on MenuItem {
    title
    url
  }
  query HeaderNavigation($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    menu(handle: "main-menu") {
      items {
        ...MenuItemFields
        items {
          ...MenuItemFields
        }
      }
    }
    collections(first: 20, sortKey: TITLE) {
      nodes {
        handle
        title
      }
    }
  }
` as const;

/** Host of the Storefront API, whose menu URLs point at it. */
function storeHost(storeDomain: string | undefined): string {
  const origin = storeOrigin(storeDomain);
  return origin ? new URL(origin).host : '';
}
