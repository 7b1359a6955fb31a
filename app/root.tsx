import {useNonce} from '@shopify/hydrogen';
import {
  Outlet,
  useRouteError,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  Link,
} from 'react-router';
import type {Route} from './+types/root';
import appStyles from '~/styles/app.css?url';
import {PageLayout} from '~/components/PageLayout';
import {parsePriceMode, PRICE_MODE_COOKIE} from '~/lib/vat';
import {readCookie} from '~/lib/cookies';
import {buildNavigation} from '~/lib/menu';
import {customerToken} from '~/lib/customer';
import {storeOrigin} from '~/lib/security';
import type {ToastMessage} from '~/components/Toast';
import {SHOP} from '~/lib/constants';

export type RootLoader = typeof loader;

// Root data (price mode, cart, flash toast) changes only after a form submission.
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString()) return true;
  return false;
};

export function links() {
  return [
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
    {rel: 'stylesheet', href: appStyles},
  ];
}

export async function loader({context, request}: Route.LoaderArgs) {
  const {cart, appSession} = context;
  const priceMode = parsePriceMode(readCookie(request.headers.get('Cookie'), PRICE_MODE_COOKIE));
  const toast = appSession.takeFlash<ToastMessage>('toast') ?? null;
  const navigation = await context.storefront
    .query(HEADER_QUERY, {cache: context.storefront.CacheLong()})
    .then(({menu, collections}) =>
      buildNavigation(menu?.items, collections.nodes, [new URL(request.url).host, storeHost(context.env.PUBLIC_STORE_DOMAIN)]),
    )
    .catch((error: unknown) => {
      // The header still renders with the fallback list.
      console.error(error);
      return buildNavigation(null, []);
    });
  return {
    priceMode,
    toast,
    navigation,
    signedIn: customerToken(appSession) !== null,
    // Deferred: the header badge streams in without delaying the page.
    cart: cart.get().catch((error: unknown) => {
      console.error(error);
      return null;
    }),
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
  return (
    <PageLayout cart={data.cart} priceMode={data.priceMode} toast={data.toast} navigation={data.navigation} signedIn={data.signedIn}>
      <Outlet />
    </PageLayout>
  );
}

/** Requests a page refuses (a POST to a page without a form, a malformed one): not a crash. */
const REFUSALS: Record<number, {title: string; text: string}> = {
  400: {title: 'Requête invalide', text: 'Les informations envoyées sont illisibles. Rechargez la page et réessayez.'},
  405: {title: 'Action non autorisée', text: 'Cette page ne reçoit pas de formulaire.'},
};

/**
 * The title of the root's error page (a 404, a refusal, a crash), which no route below
 * gives: their meta do not run when the root's boundary shows. Otherwise nothing, so a
 * route's own meta is the page's.
 */
export const meta: Route.MetaFunction = ({error}) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page introuvable' : (REFUSALS[status]?.title ?? 'Erreur');
  return [{title: `${title} | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  if (!notFound) console.error(error);
  const refused = REFUSALS[status];
  return (
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
  );
}

const HEADER_QUERY = `#graphql
  fragment MenuItemFields on MenuItem {
    id
    title
    url
    type
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
