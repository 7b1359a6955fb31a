import {Link} from 'react-router';
import {CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS} from '~/lib/constants';

/** The request was delivered: its reference and what happens next. */
export function QuoteSent({name, id}: {name: string; id: string | null}) {
  return (
    <main id="contenu" className="container-page py-8">
      <section className="mx-auto max-w-2xl rounded-lg border border-green-700 bg-green-50 p-8" data-testid="quote-confirmation">
        <h1 id="demande-envoyee" tabIndex={-1} className="text-3xl font-bold text-green-900">
          Demande envoyée
        </h1>
        <p className="mt-4 text-lg">
          Merci {name}, votre demande de vérin sur mesure nous est bien parvenue
          {id ? <> (référence <strong data-testid="quote-id">{id}</strong>)</> : null}.
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          <li>Nous vous envoyons un devis sous {REPLY_HOURS.customQuote}{'\u00A0'}h.</li>
          <li>
            Une fois le devis accepté, la fabrication prend {CUSTOM_MANUFACTURING_WEEKS.min} à {CUSTOM_MANUFACTURING_WEEKS.max}
            {'\u00A0'}semaines.
          </li>
        </ul>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/verin-sur-mesure" reloadDocument className="btn-secondary">
            Faire une autre demande
          </Link>
          <Link to="/products" className="btn-primary">
            Voir nos produits
          </Link>
        </p>
      </section>
    </main>
  );
}
