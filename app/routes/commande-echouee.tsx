import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/commande-echouee';
import {PAYMENT_ERRORS, paymentError} from '~/lib/checkout/payment-errors';
import {SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = () => [
  {title: `Commande non aboutie | ${SHOP.name}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request}: Route.LoaderArgs) {
  const error = paymentError(new URL(request.url).searchParams.get('error'));
  return {error, message: PAYMENT_ERRORS[error]};
}

const STEPS = [
  'Vérifiez les informations saisies (adresse, code postal, e-mail).',
  'Pour un virement, vérifiez le plafond autorisé par votre banque.',
  'Vérifiez votre connexion internet, puis réessayez.',
  'Si le problème persiste, contactez-nous : nous finaliserons la commande avec vous.',
];

export default function OrderFailed() {
  const {error, message} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold">Votre commande n’a pas abouti</h1>
      <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-lg text-red-900" data-testid="payment-error" data-error={error}>
        {message}
      </p>
      <p className="mt-4">Aucun montant n’a été débité. Votre panier est conservé.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/checkout" className="btn-accent">
          Réessayer le paiement
        </Link>
        <Link to="/cart" className="btn-secondary">
          Modifier le panier
        </Link>
        <Link to="/contact" className="btn-secondary">
          Nous contacter
        </Link>
      </div>
      <section className="mt-10" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-xl font-bold">
          Que faire ?
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="mt-8 rounded-lg bg-slate-50 p-6" aria-labelledby="support-title">
        <h2 id="support-title" className="text-xl font-bold">
          Support client
        </h2>
        <p className="mt-2">{SHOP.hours}</p>
        <p className="mt-1">
          Téléphone :{' '}
          <a className="link" href={`tel:${SHOP.phoneE164}`}>
            {SHOP.phone}
          </a>{' '}
          · E-mail :{' '}
          <a className="link" href={`mailto:${SHOP.email}`}>
            {SHOP.email}
          </a>
        </p>
      </section>
    </main>
  );
}
