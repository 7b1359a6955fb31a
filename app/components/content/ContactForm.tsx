import {useEffect, useRef, useState, type FormEvent} from 'react';
import {Form, Link, useNavigation} from 'react-router';
import {REPLY_HOURS, SHOP} from '~/lib/constants';
import {CONTACT_FIELDS, EMPTY_CONTACT, firstInvalidContactField, SUCCESS_PANEL_MS, type ContactAnswer, type ContactField} from '~/lib/content/contact-form';
import {type FieldErrors, MAX_LENGTHS, validateContact} from '~/lib/validation';

/**
 * 'Écrivez-nous': checked in the browser as in the server, errors following the
 * corrections after a first attempt; the success panel stays 5 s, then a fresh form.
 */
export function ContactForm({actionData}: {actionData: ContactAnswer | undefined}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // Errors found in the browser; null once the server has the last word.
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null);
  const [attempted, setAttempted] = useState(false);
  // The success answer whose panel has been shown for its 5 s.
  const [dismissed, setDismissed] = useState<object | null>(null);

  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/contact';
  const sent = actionData?.status === 'sent' && dismissed !== actionData;
  const serverErrors = actionData?.status === 'invalid' ? actionData.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = actionData && 'values' in actionData ? actionData.values : EMPTY_CONTACT;

  useEffect(() => {
    if (actionData?.status === 'sent') {
      successRef.current?.focus();
      const timer = setTimeout(() => setDismissed(actionData), SUCCESS_PANEL_MS);
      return () => clearTimeout(timer);
    }
    if (actionData?.status === 'invalid') {
      const field = firstInvalidContactField(actionData.errors);
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
    return undefined;
  }, [actionData]);

  useEffect(() => {
    // Back from the success panel: a fresh form, ready for another message.
    if (dismissed) {
      setAttempted(false);
      setClientErrors(null);
    }
  }, [dismissed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setAttempted(true);
    const result = validateContact(new FormData(event.currentTarget));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
      const field = firstInvalidContactField(result.errors);
      if (field) event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setClientErrors(null);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    // After a first attempt, errors follow the corrections as they are typed.
    if (!attempted) return;
    const result = validateContact(new FormData(event.currentTarget));
    setClientErrors(result.ok ? {} : result.errors);
  }

  const errorCount = Object.keys(errors).length;

  return (
    <section aria-labelledby="formulaire-titre">
      <h2 id="formulaire-titre" className="text-xl font-bold">
        Écrivez-nous
      </h2>
      {sent ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          data-testid="contact-success"
          className="mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-5 py-4 text-green-900"
        >
          <p className="text-lg font-semibold">Message envoyé, merci !</p>
          <p className="mt-1">Nous avons bien reçu votre message et vous répondons sous {REPLY_HOURS.message} h ouvrées.</p>
          <noscript>
            <p className="mt-3">
              <Link to="/contact" className="link">
                Écrire un autre message
              </Link>
            </p>
          </noscript>
        </div>
      ) : (
        <Form
          ref={formRef}
          method="post"
          action="/contact"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          className="mt-4 space-y-5"
          aria-describedby="champs-obligatoires"
          data-testid="contact-form"
        >
          <p id="champs-obligatoires" className="text-sm text-slate-700">
            Tous les champs sont obligatoires, sauf mention « facultatif ».
          </p>
          {actionData?.status === 'failed' ? (
            <div role="alert" data-testid="contact-failed" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <p>
                Votre message n’a pas pu être envoyé. Veuillez réessayer ou nous appeler au{' '}
                <a href={`tel:${SHOP.phoneE164}`} className="font-semibold underline">
                  {SHOP.phone}
                </a>
                .
              </p>
            </div>
          ) : null}
          <p className="sr-only" aria-live="polite">
            {errorCount > 0 ? (errorCount > 1 ? `Le formulaire contient ${errorCount} erreurs.` : 'Le formulaire contient une erreur.') : ''}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            {CONTACT_FIELDS.map((field) => {
              const id = `contact-${field.name}`;
              const error = errors[field.name];
              const common = {
                id,
                name: field.name,
                defaultValue: values[field.name],
                maxLength: MAX_LENGTHS[field.name],
                required: !field.optional,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-erreur` : undefined,
                className: `input mt-1 ${error ? 'border-2 border-red-700' : ''}`,
              };
              return (
                <div key={field.name} className={field.multiline || field.name === 'subject' ? 'sm:col-span-2' : ''}>
                  <label htmlFor={id} className="font-medium">
                    {field.label}
                    {field.optional ? <span className="font-normal text-slate-600"> (facultatif)</span> : null}
                  </label>
                  {field.multiline ? (
                    <textarea {...common} rows={7} />
                  ) : (
                    <input {...common} type={field.type} autoComplete={field.autoComplete} />
                  )}
                  {error ? (
                    <p id={`${id}-erreur`} className="mt-1 text-sm font-semibold text-red-700" data-testid={`error-${field.name}`}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p className="text-sm text-slate-700">
            Vos coordonnées servent uniquement à vous répondre. En savoir plus :{' '}
            <Link to="/politique-de-confidentialite" className="link">
              politique de confidentialité
            </Link>
            .
          </p>
          <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={sending}>
            {sending ? 'Envoi en cours…' : 'Envoyer le message'}
          </button>
        </Form>
      )}
    </section>
  );
}
