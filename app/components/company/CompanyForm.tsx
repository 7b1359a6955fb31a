import {Form} from 'react-router';
import {FormField} from '~/components/FormField';
import {INVOICE_PAYMENT_DAYS} from '~/lib/constants';
import type {CompanyDetails} from '~/lib/company/company';
import type {CompanyReply} from '~/lib/company/company.server';
import {formatSiret} from '~/lib/devis/buyer';

/**
 * /profil 'Mon entreprise': company name, SIRET and intra-EU VAT number of a professional
 * buyer (decision 060). With legacy accounts the storefront cannot save them: the details
 * the shop keeps are shown, with how to have them changed.
 */
export function CompanyForm({company, editable, reply, busy}: {company: CompanyDetails; editable: boolean; reply: CompanyReply | null; busy: boolean}) {
  const errors = reply?.errors ?? {};
  const values = reply && !reply.saved ? reply.values : {companyName: company.name, siret: company.siret ? formatSiret(company.siret) : '', vatNumber: company.vatNumber};
  return (
    <section id="entreprise" className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="company-title">
      <h2 id="company-title" className="text-xl font-bold">
        Mon entreprise
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Pour un compte professionnel : les prix s’affichent hors taxes, le paiement sur facture à {INVOICE_PAYMENT_DAYS} jours et vos devis reprennent ces
        informations.
      </p>
      {editable ? (
        // Keyed by what is saved: once saved, the fields show it as kept (SIRET grouped, VAT compacted).
        <Form
          key={`${company.name}|${company.siret}|${company.vatNumber}`}
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          preventScrollReset
          noValidate
          data-testid="company-form"
        >
          <input type="hidden" name="intent" value="company" />
          <div className="sm:col-span-2">
            <FormField idPrefix="entreprise" name="companyName" label="Raison sociale" autoComplete="organization" defaultValue={values.companyName} error={errors.companyName} maxLength={200} />
          </div>
          <FormField idPrefix="entreprise" name="siret" label="Numéro SIRET" inputMode="numeric" defaultValue={values.siret} error={errors.siret} maxLength={30} />
          <FormField idPrefix="entreprise" name="vatNumber" label="N° de TVA intracommunautaire" optional defaultValue={values.vatNumber} error={errors.vatNumber} maxLength={30} />
          <p className="text-xs text-slate-600 sm:col-span-2">SIRET : 14 chiffres, par exemple 912 345 675 00017. Laissez les trois champs vides pour un compte particulier.</p>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Enregistrer mon entreprise
            </button>
          </div>
        </Form>
      ) : (
        <div className="mt-4 text-sm">
          {company.name ? (
            <dl className="grid gap-1" data-testid="company-details">
              <div>
                <dt className="inline font-semibold">Raison sociale : </dt>
                <dd className="inline">{company.name}</dd>
              </div>
              {company.siret ? (
                <div>
                  <dt className="inline font-semibold">SIRET : </dt>
                  <dd className="inline">{formatSiret(company.siret)}</dd>
                </div>
              ) : null}
              {company.vatNumber ? (
                <div>
                  <dt className="inline font-semibold">TVA intracommunautaire : </dt>
                  <dd className="inline">{company.vatNumber}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p className="mt-2 text-slate-700">
            Les informations de l’entreprise ne peuvent pas être modifiées depuis le site avec ce type de compte : saisissez-les au moment de payer sur facture,
            ou écrivez-nous pour que nous les enregistrions sur votre compte.
          </p>
        </div>
      )}
    </section>
  );
}
