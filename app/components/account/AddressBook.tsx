import {Form, Link} from 'react-router';
import {AddressForm} from '~/components/account/AddressForm';
import {addressLines} from '~/lib/account/address-lines';
import type {AccountProfile} from '~/lib/account/types';

/** 'Mes adresses': each address with its actions, the one being edited as a form, and a new one. */
export function AddressBook({
  customer,
  editedId,
  lastIntent,
  errors,
  busy,
}: {
  customer: AccountProfile;
  /** The address the URL asks to edit (`?adresse=<id>`). */
  editedId: string | null;
  /** The form that answered last, and whether it saved. */
  lastIntent: {intent: string | null; saved: boolean} | undefined;
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <section id="addresses" className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="text-xl font-bold">
        Mes adresses
      </h2>
      {customer.addresses.length === 0 ? <p className="mt-3 text-slate-700">Aucune adresse enregistrée.</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {customer.addresses.map((address) => {
          const isDefault = address.id === customer.defaultAddressId;
          return (
            <li key={address.id} className="rounded border border-slate-200 p-4" data-testid="address">
              {editedId === address.id && !(lastIntent?.intent === 'address-update' && lastIntent.saved) ? (
                <AddressForm address={address} errors={lastIntent?.intent === 'address-update' ? errors : {}} busy={busy} />
              ) : (
                <>
                  {isDefault ? <p className="mb-2 text-xs font-semibold uppercase text-green-800">Adresse par défaut</p> : null}
                  <address className="not-italic">
                    {addressLines(address).map((line, index) => (
                      <span key={`${index}-${line}`} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Link to={`?adresse=${encodeURIComponent(address.id)}#addresses`} className="btn-secondary py-1.5" preventScrollReset>
                      Modifier
                    </Link>
                    {!isDefault ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="address-default" />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="btn-secondary py-1.5" disabled={busy}>
                          Définir par défaut
                        </button>
                      </Form>
                    ) : null}
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="address-delete" />
                      <input type="hidden" name="addressId" value={address.id} />
                      <button type="submit" className="rounded px-2 py-1.5 text-sm font-medium text-red-700 underline" disabled={busy}>
                        Supprimer
                      </button>
                    </Form>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <details className="mt-6" open={lastIntent?.intent === 'address-create' && !lastIntent.saved}>
        <summary className="btn-primary inline-flex cursor-pointer">Ajouter une adresse</summary>
        <div className="mt-4 rounded border border-slate-200 p-4">
          <AddressForm errors={lastIntent?.intent === 'address-create' ? errors : {}} busy={busy} />
        </div>
      </details>
    </section>
  );
}
