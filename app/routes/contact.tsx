import {useEffect, useRef, useState, type FormEvent} from 'react';
import {Form, Link, data, useActionData, useNavigation} from 'react-router';
import type {Route} from './+types/contact';
import {Breadcrumb} from '~/components/Breadcrumb';
import {SHOP, REPLY_HOURS} from '~/lib/constants';
import {deliverForm} from '~/lib/platform/form-delivery.server';
import {canonicalMeta, organizationJsonLd} from '~/lib/seo';
import {type ContactData, type FieldErrors, MAX_LENGTHS, validateContact} from '~/lib/validation';

type Field = keyof ContactData;
type Values = Record<Field, string>;

/** SPEC.md section 4 'Contact form': the success panel stays 5 s, then a fresh form. */
const SUCCESS_PANEL_MS = 5000;
/** Issue 7: an inbox silent for 8 s is a failed delivery. */
const DELIVERY_TIMEOUT_MS = 8000;

const FIELDS: {
  name: Field;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
}[] = [
  {name: 'name', label: 'Nom', type: 'text', autoComplete: 'name'},
  {name: 'email', label: 'Adresse e-mail', type: 'email', autoComplete: 'email'},
  {name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', optional: true},
  {name: 'company', label: 'Société', type: 'text', autoComplete: 'organization', optional: true},
  {name: 'subject', label: 'Sujet', type: 'text', autoComplete: 'off'},
  {name: 'message', label: 'Message', type: 'text', autoComplete: 'off', multiline: true},
];

const EMPTY: Values = {name: '', email: '', phone: '', company: '', subject: '', message: ''};

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Contact | ${SHOP.name}`},
  {
    name: 'description',
    content: `Contactez ${SHOP.name} : conseil technique sur les vérins, devis, suivi de commande. Par téléphone au ${SHOP.phone}, par e-mail ou avec notre formulaire.`,
  },
  ...(data ? [canonicalMeta(`${data.origin}/contact`), {'script:ld+json': organizationJsonLd(data.origin)}] : []),
];

export async function loader({request}: Route.LoaderArgs) {
  return {origin: new URL(request.url).origin};
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData();
  // What the visitor typed, to give it back as is when the message is not sent.
  const values = Object.fromEntries(
    FIELDS.map(({name}) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.slice(0, MAX_LENGTHS.message * 2) : ''];
    }),
  ) as Values;
  const result = validateContact(form);
  if (!result.ok) return data({status: 'invalid' as const, errors: result.errors, values}, {status: 400});
  const delivery = await deliverForm(context.env, 'contact', result.data, fetch, {timeoutMs: DELIVERY_TIMEOUT_MS});
  if (delivery.ok) return {status: 'sent' as const};
  if (delivery.reason === 'invalid') {
    return data({status: 'invalid' as const, errors: delivery.errors as FieldErrors<Field>, values}, {status: 400});
  }
  return data({status: 'failed' as const, values}, {status: 503});
}

function firstInvalid(errors: FieldErrors<Field>): Field | undefined {
  return FIELDS.find(({name}) => errors[name])?.name;
}

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // Errors found in the browser; null once the server has the last word.
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);
  const [attempted, setAttempted] = useState(false);
  // The success answer whose panel has been shown for its 5 s.
  const [dismissed, setDismissed] = useState<object | null>(null);

  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === '/contact';
  const sent = actionData?.status === 'sent' && dismissed !== actionData;
  const serverErrors = actionData?.status === 'invalid' ? actionData.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = actionData && 'values' in actionData ? actionData.values : EMPTY;

  useEffect(() => {
    if (actionData?.status === 'sent') {
      successRef.current?.focus();
      const timer = setTimeout(() => setDismissed(actionData), SUCCESS_PANEL_MS);
      return () => clearTimeout(timer);
    }
    if (actionData?.status === 'invalid') {
      const field = firstInvalid(actionData.errors);
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
      const field = firstInvalid(result.errors);
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
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: 'Contact', path: '/contact'},
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">Contactez-nous</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Une question technique, un devis, le suivi d’une commande ? Notre équipe vous répond sous {REPLY_HOURS.message} h ouvrées.
      </p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
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
                {FIELDS.map((field) => {
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

        <aside aria-labelledby="coordonnees-titre" className="space-y-6 rounded-lg bg-slate-50 p-6">
          <h2 id="coordonnees-titre" className="text-xl font-bold">
            Nos coordonnées
          </h2>
          <div>
            <h3 className="font-semibold">Par téléphone</h3>
            <p className="mt-1">
              <a href={`tel:${SHOP.phoneE164}`} className="link text-lg font-semibold">
                {SHOP.phone}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold">Par e-mail</h3>
            <p className="mt-1">
              <a href={`mailto:${SHOP.email}`} className="link">
                {SHOP.email}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold">Adresse</h3>
            <address className="mt-1 not-italic leading-relaxed" data-testid="contact-address">
              {SHOP.legalName}
              <br />
              {SHOP.address.street}
              <br />
              {SHOP.address.postalCode} {SHOP.address.city}
              <br />
              {SHOP.address.country}
            </address>
          </div>
          <div>
            <h3 className="font-semibold">Horaires d’ouverture</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="opening-hours">
              <dt>Du lundi au vendredi</dt>
              <dd className="whitespace-nowrap">8 h – 18 h</dd>
              <dt>Samedi, dimanche et jours fériés</dt>
              <dd>Fermé</dd>
            </dl>
          </div>
          <div>
            <h3 className="font-semibold">Besoin d’une réponse technique ?</h3>
            <p className="mt-1">
              Consultez notre{' '}
              <Link to="/support" className="link">
                support technique
              </Link>{' '}
              : foire aux questions et guide d’installation à télécharger.
            </p>
          </div>
        </aside>
      </div>
    </main>
  );
}
