import {Form} from 'react-router';
import {SHOP} from '~/lib/constants';

/** 'Mes préférences': the shop's e-mails. */
export function PreferencesForm({acceptsMarketing, busy}: {acceptsMarketing: boolean; busy: boolean}) {
  return (
    <section id="preferences" className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="text-xl font-bold">
        Mes préférences
      </h2>
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="preferences" />
        <label className="flex items-start gap-2">
          <input type="checkbox" name="acceptsMarketing" defaultChecked={acceptsMarketing} className="mt-1 h-4 w-4 accent-brand-700" />
          <span>Je souhaite recevoir les offres et nouveautés de {SHOP.name} par e-mail.</span>
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          Enregistrer mes préférences
        </button>
      </Form>
    </section>
  );
}
