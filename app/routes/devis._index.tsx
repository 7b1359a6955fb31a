import {Link, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/devis._index';
import {DevisRequestForm} from '~/components/devis/DevisRequestForm';
import {SHOP} from '~/lib/constants';
import {requestDevis} from '~/lib/devis/actions.server';
import {accountData} from '~/lib/account/account-data.server';
import {devisPrefill} from '~/lib/company/company.server';
import {plural} from '~/lib/plural';
import {attempt} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = () => [
  {title: `Demander un devis | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

export const headers: Route.HeadersFunction = () => ({'Cache-Control': 'private, no-store'});

export async function loader({context}: Route.LoaderArgs) {
  const [cart, devisValues] = await Promise.all([attempt(context.cart.get()), devisPrefill(accountData(context))]);
  return {count: cart.ok ? (cart.value?.totalQuantity ?? 0) : null, devisValues};
}

/** The quote from the cart: the form of the cart page, sent here. */
export async function action({request, context}: Route.ActionArgs) {
  return requestDevis(await request.formData(), context);
}

export default function DevisRequest() {
  const {count, devisValues} = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <main id="contenu" className="container-page max-w-2xl py-8">
      <h1 className="text-3xl font-bold">Demander un devis</h1>
      <p className="mt-3 text-slate-700">
        {count === null
          ? 'Votre panier n’a pas pu être lu pour le moment.'
          : count === 0
            ? 'Votre panier est vide : ajoutez des articles avant de demander un devis.'
            : `Le devis reprendra les ${count} ${plural(count, 'article')} de votre panier.`}{' '}
        <Link to="/cart" className="underline">
          Revenir au panier
        </Link>
      </p>
      <div className="mt-6">
        <DevisRequestForm reply={reply ?? null} prefill={devisValues} open />
      </div>
    </main>
  );
}
