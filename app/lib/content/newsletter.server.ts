import {data} from 'react-router';
import {deliverForm, type FormsSettings} from '~/lib/platform/form-delivery.server';
import {validateNewsletter} from '~/lib/validation';

/** What the newsletter box reads back: the address as typed, and why it was refused. */
export type NewsletterAnswer = {ok: boolean; error: string | null; email: string};

/** The blog's newsletter box (DESIGN.md section 5): checked, then delivered to the merchant inbox. */
export async function subscribeNewsletter(env: FormsSettings, form: FormData) {
  const email = String(form.get('email') ?? '').slice(0, 200);
  const result = validateNewsletter(form);
  if (!result.ok) return data<NewsletterAnswer>({ok: false, error: Object.values(result.errors)[0] as string, email}, {status: 400});
  const failure = 'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer.';
  const delivery = await deliverForm(env, 'newsletter', {email: result.data.email, source: 'blog'}, fetch, {timeoutMs: 8000});
  if (delivery.ok) return {ok: true, error: null, email: result.data.email} satisfies NewsletterAnswer;
  if (delivery.reason === 'invalid') {
    return data<NewsletterAnswer>({ok: false, error: Object.values(delivery.errors)[0] ?? failure, email}, {status: 400});
  }
  return data<NewsletterAnswer>({ok: false, error: failure, email}, {status: 502});
}
