import {Link, useActionData, useLoaderData, data} from 'react-router';
import type {Route} from './+types/devis.$number';
import {DevisView} from '~/components/devis/DevisView';
import {SHOP} from '~/lib/constants';
import {devisToCart} from '~/lib/devis/actions.server';
import {DEVIS_MESSAGES} from '~/lib/devis/buyer';
import {isDevisValid} from '~/lib/devis/figures';
import {readDevis} from '~/lib/devis/inbox.server';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `${data?.devis ? `Devis ${data.devis.number}` : 'Devis'} | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

/** The key is in the address: no cache, no referrer. */
const PRIVATE = {'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer'};
export const headers: Route.HeadersFunction = () => PRIVATE;

async function load(params: Route.LoaderArgs['params'], request: Request, context: Route.LoaderArgs['context']) {
  const key = new URL(request.url).searchParams.get('cle') ?? '';
  return readDevis(context.env, params.number, key);
}

export async function loader({params, request, context}: Route.LoaderArgs) {
  const devis = await load(params, request, context);
  const origin = new URL(request.url).origin;
  if (devis === 'failed') return data({devis: null, origin, valid: false, error: DEVIS_MESSAGES.failed}, {status: 503, headers: PRIVATE});
  if (!devis) return data({devis: null, origin, valid: false, error: DEVIS_MESSAGES.notFound}, {status: 404, headers: PRIVATE});
  return data({devis, origin, valid: isDevisValid(devis.validUntil, new Date()), error: null}, {headers: PRIVATE});
}

/** « Commander aux prix de ce devis »: the quote back into a cart, while valid. */
export async function action({params, request, context}: Route.ActionArgs) {
  const devis = await load(params, request, context);
  if (devis === 'failed') return data({error: DEVIS_MESSAGES.failed}, {status: 503});
  if (!devis) return data({error: DEVIS_MESSAGES.notFound}, {status: 404});
  return devisToCart(devis, context);
}

export default function Devis() {
  const {devis, origin, valid, error} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="contenu" className="container-page py-8">
      {devis ? (
        <DevisView devis={devis} origin={origin} valid={valid} error={actionData && 'error' in actionData ? actionData.error : null} />
      ) : (
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold">Devis</h1>
          <p role="alert" className="mt-4 text-lg">
            {error}
          </p>
          <Link to="/cart" className="btn-primary mt-6">
            Aller au panier
          </Link>
        </div>
      )}
    </main>
  );
}
