import {useFetcher} from 'react-router';
import {FormField} from '~/components/FormField';
import {QUOTE_VALIDITY_DAYS} from '~/lib/constants';
import type {DevisFormReply} from '~/lib/devis/actions.server';

/**
 * « Obtenir un devis » : the company's and buyer's details, sent to /devis, which makes a
 * numbered quote from the cart and opens it. Without JavaScript the form posts to /devis
 * and errors come back there with what was typed.
 */
export function DevisRequestForm({reply, prefill = {}, open = false}: {reply?: DevisFormReply | null; prefill?: DevisFormReply['values']; open?: boolean}) {
  const fetcher = useFetcher<DevisFormReply>({key: 'devis-request'});
  const current = fetcher.data ?? reply ?? null;
  const errors = current?.errors ?? {};
  // What was typed, else the signed-in buyer's company and contact.
  const values = current?.values ?? prefill;
  const busy = fetcher.state !== 'idle';
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4" open={open || Object.keys(errors).length > 0} data-testid="devis-request">
      <summary className="cursor-pointer font-semibold">Obtenir un devis PDF (professionnels)</summary>
      <p className="mt-2 text-sm text-slate-700">
        Un devis numéroté, valable {QUOTE_VALIDITY_DAYS} jours, à faire signer « Bon pour accord » : ses prix vous sont garantis pendant sa validité.
      </p>
      <fetcher.Form method="post" action="/devis" className="mt-3 space-y-3" noValidate aria-describedby={errors.form ? 'devis-erreur' : undefined}>
        {errors.form ? (
          <p id="devis-erreur" role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        <FormField idPrefix="devis" name="company" label="Raison sociale" required autoComplete="organization" defaultValue={values.company} error={errors.company} maxLength={200} />
        <FormField idPrefix="devis" name="siret" label="SIRET (14 chiffres)" required inputMode="numeric" defaultValue={values.siret} error={errors.siret} maxLength={30} />
        <FormField idPrefix="devis" name="vatNumber" label="N° de TVA intracommunautaire" optional defaultValue={values.vatNumber} error={errors.vatNumber} maxLength={30} />
        <FormField idPrefix="devis" name="contact" label="Nom du contact" required autoComplete="name" defaultValue={values.contact} error={errors.contact} maxLength={200} />
        <FormField idPrefix="devis" name="email" label="E-mail" type="email" required autoComplete="email" defaultValue={values.email} error={errors.email} maxLength={254} />
        <FormField idPrefix="devis" name="phone" label="Téléphone" type="tel" optional autoComplete="tel" defaultValue={values.phone} error={errors.phone} maxLength={30} />
        <button type="submit" className="btn-secondary w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Préparation du devis…' : 'Établir le devis'}
        </button>
      </fetcher.Form>
    </details>
  );
}
