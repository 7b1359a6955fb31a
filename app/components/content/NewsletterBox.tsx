import {Form, useActionData, useNavigation} from 'react-router';
import type {NewsletterAnswer} from '~/lib/content/newsletter.server';

/** 'La lettre technique' under an article: the address, the inbox's answer in place. */
export function NewsletterBox() {
  const result = useActionData<NewsletterAnswer>();
  const navigation = useNavigation();
  return (
    <aside className="mt-6 rounded-lg bg-brand-900 p-6 text-white" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-lg font-bold text-white">
        La lettre technique
      </h2>
      <p className="mt-1 text-brand-50">Un conseil par mois, les nouveautés et les promotions. Désinscription en un clic.</p>
      {result?.ok ? (
        <p role="status" className="mt-4 font-semibold" data-testid="newsletter-ok">
          Merci ! Votre inscription est enregistrée ({result.email}).
        </p>
      ) : (
        <Form method="post" noValidate className="mt-4 flex flex-wrap gap-2" preventScrollReset>
          <label htmlFor="newsletter-email" className="sr-only">
            Votre adresse e-mail
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            defaultValue={result?.email}
            placeholder="votre@email.fr"
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? 'newsletter-error' : undefined}
            className="input max-w-xs flex-1"
          />
          <button type="submit" className="btn-accent" disabled={navigation.state === 'submitting'}>
            S’inscrire
          </button>
          {result?.error ? (
            <p id="newsletter-error" role="alert" className="w-full text-sm font-semibold text-accent-500">
              {result.error}
            </p>
          ) : null}
        </Form>
      )}
    </aside>
  );
}
