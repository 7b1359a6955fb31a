import {useEffect, useRef, useState} from 'react';
import {Form, Link, data, useActionData, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/verin-sur-mesure';
import {SHOP, CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS} from '~/lib/constants';
import {deliverForm} from '~/lib/platform/form-delivery.server';
import {CHOICES, choiceLabel, clampStep, EMPTY_QUOTE, fieldErrorsFromServer, LAST_STEP, QUOTE_LABELS, QUOTE_STEPS, quotePrefill, quoteValuesFrom, stepOfField, validateQuote, type QuoteField, type QuoteValues} from '~/lib/quote/quote-request';
import {canonicalMeta} from '~/lib/seo';
import type {FieldErrors} from '~/lib/validation';
import {routeErrorBoundary} from '~/components/RouteError';

// /verin-sur-mesure: the four-step custom-cylinder request (SPEC.md 'Custom cylinder'),
// delivered to the merchant inbox (DESIGN.md section 5). One form holds every step;
// the steps not shown are hidden, so what was typed always travels with it. Without
// JavaScript, 'Précédent' and 'Suivant' post the form and the server shows the asked
// step; with JavaScript they switch steps at once and the progress is kept in
// sessionStorage, so a reload loses nothing.

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Vérin sur mesure : demande de devis | ${SHOP.name}`},
  {
    name: 'description',
    content: `Décrivez le vérin hydraulique, pneumatique, électrique ou à gaz qu’il vous faut : devis sous ${REPLY_HOURS.customQuote} h, fabrication en ${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines.`,
  },
  ...(data && 'origin' in data ? [canonicalMeta(`${data.origin}/verin-sur-mesure`)] : []),
];

export async function loader({request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {prefill: quotePrefill(url.searchParams), prefillKey: url.search, origin: url.origin};
}

/** Followed by the shop's phone number (a link) and a full stop. */
const FAILURE_MESSAGE = "Votre demande n'a pas pu être envoyée. Veuillez réessayer ou nous contacter au";

type ActionResult =
  | {status: 'step'; step: number; values: QuoteValues}
  | {status: 'invalid'; step: number; values: QuoteValues; errors: FieldErrors<QuoteField>}
  | {status: 'failed'; step: number; values: QuoteValues}
  | {status: 'sent'; id: string | null; name: string};

function firstErrorStep(errors: FieldErrors<QuoteField>): number {
  const steps = (Object.keys(errors) as QuoteField[]).map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : LAST_STEP;
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData();
  const values = quoteValuesFrom(form);
  const intent = String(form.get('intent') ?? 'submit');
  if (intent.startsWith('step:')) {
    return {status: 'step', step: clampStep(intent.slice(5)), values} satisfies ActionResult;
  }
  const validation = validateQuote(values);
  if (!validation.ok) {
    return data({status: 'invalid', step: firstErrorStep(validation.errors), values, errors: validation.errors} satisfies ActionResult, {
      status: 400,
    });
  }
  const delivery = await deliverForm(context.env, 'quote', validation.request);
  if (delivery.ok) {
    return {status: 'sent', id: delivery.id, name: validation.request.contact.name} satisfies ActionResult;
  }
  if (delivery.reason === 'invalid') {
    const errors = fieldErrorsFromServer(delivery.errors);
    if (Object.keys(errors).length > 0) {
      return data({status: 'invalid', step: firstErrorStep(errors), values, errors} satisfies ActionResult, {status: 400});
    }
  }
  return data({status: 'failed', step: LAST_STEP, values} satisfies ActionResult, {status: 502});
}

const STORAGE_KEY = 'verins-pro:verin-sur-mesure';

interface SavedProgress {
  /** The link the request was started from: a new prefill link starts a new request. */
  key: string;
  step: number;
  values: QuoteValues;
}

/**
 * The request in progress in this tab. A prefill link (from the configurator) starts a
 * new request unless it is the one this request started from; the bare page always
 * takes the request back.
 */
function readProgress(key: string): SavedProgress | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SavedProgress> | null;
    if (!saved || typeof saved.values !== 'object' || saved.values === null) return null;
    if (key !== '' && saved.key !== key) return null;
    return {key: saved.key ?? key, step: clampStep(saved.step), values: quoteValuesFrom(saved.values as Record<string, unknown>)};
  } catch {
    return null;
  }
}

function writeProgress(progress: SavedProgress | null) {
  try {
    if (progress) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing or a full storage: the form still works, only without reload safety.
  }
}

export default function CustomCylinderPage() {
  const {prefill, prefillKey} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit';

  const fromServer = result && result.status !== 'sent' ? result : null;
  const [values, setValues] = useState<QuoteValues>(() => ({...EMPTY_QUOTE, ...prefill, ...(fromServer?.values ?? {})}));
  const [step, setStep] = useState(fromServer?.step ?? 0);
  const [errors, setErrors] = useState<FieldErrors<QuoteField>>(fromServer?.status === 'invalid' ? fromServer.errors : {});
  const [progressKey, setProgressKey] = useState(prefillKey);
  const restored = useRef(false);
  /** Id of the element to focus once the next render is on screen. */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const element = document.getElementById(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  // Restore the progress of this request after a reload (once, after hydration).
  useEffect(() => {
    if (!fromServer) {
      const saved = readProgress(prefillKey);
      if (saved) {
        setValues(saved.values);
        setStep(saved.step);
        setProgressKey(saved.key);
      }
    }
    restored.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  useEffect(() => {
    if (restored.current && result?.status !== 'sent') writeProgress({key: progressKey, step, values});
  }, [values, step, progressKey, result]);

  // The server's answer to a submission.
  useEffect(() => {
    if (!result) return;
    if (result.status === 'sent') {
      writeProgress(null);
      pendingFocus.current = 'demande-envoyee';
    } else if (result.status === 'invalid') {
      setErrors(result.errors);
      setStep(result.step);
      pendingFocus.current = 'erreurs-demande';
    } else if (result.status === 'failed') {
      setStep(result.step);
      pendingFocus.current = 'echec-envoi';
    }
  }, [result]);

  if (result?.status === 'sent') {
    return (
      <main id="contenu" className="container-page py-8">
        <section className="mx-auto max-w-2xl rounded-lg border border-green-700 bg-green-50 p-8" data-testid="quote-confirmation">
          <h1 id="demande-envoyee" tabIndex={-1} className="text-3xl font-bold text-green-900">
            Demande envoyée
          </h1>
          <p className="mt-4 text-lg">
            Merci {result.name}, votre demande de vérin sur mesure nous est bien parvenue
            {result.id ? <> (référence <strong data-testid="quote-id">{result.id}</strong>)</> : null}.
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

  /** Shows a step and moves the focus to its heading, or to the field asked for. */
  const goTo = (target: number, focusId?: string) => {
    const next = clampStep(target);
    pendingFocus.current = focusId ?? `etape-${next}-titre`;
    setStep(next);
  };
  const set = (field: QuoteField, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    if (errors[field]) setErrors((current) => ({...current, [field]: undefined}));
  };
  const errorList = (Object.entries(errors) as [QuoteField, string | undefined][]).filter(
    (entry): entry is [QuoteField, string] => Boolean(entry[1]),
  );

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Vérin sur mesure</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Décrivez le vérin qu’il vous faut en quatre étapes : nous vous répondons avec un devis sous {REPLY_HOURS.customQuote}
        {'\u00A0'}h, et la fabrication prend ensuite {CUSTOM_MANUFACTURING_WEEKS.min} à {CUSTOM_MANUFACTURING_WEEKS.max}
        {'\u00A0'}semaines.
      </p>

      <Progress step={step} />

      <Form
        method="post"
        noValidate
        className="mt-8 max-w-3xl"
        aria-label="Demande de vérin sur mesure"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const intent = submitter?.getAttribute('value') ?? 'submit';
          if (intent.startsWith('step:')) {
            event.preventDefault();
            goTo(Number(intent.slice(5)), submitter?.dataset.focus);
            return;
          }
          const check = validateQuote(values);
          if (!check.ok) {
            event.preventDefault();
            setErrors(check.errors);
            setStep(firstErrorStep(check.errors));
            // The summary is shown on every step: the shopper lands on it.
            pendingFocus.current = 'erreurs-demande';
          }
        }}
      >
        {/* Enter in a field means 'Suivant' (or 'Envoyer' on the last step), not 'Précédent'. */}
        <button type="submit" name="intent" value={step < LAST_STEP ? `step:${step + 1}` : 'submit'} hidden tabIndex={-1} />

        {result?.status === 'failed' ? (
          <div
            id="echec-envoi"
            tabIndex={-1}
            role="alert"
            className="mb-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
            data-testid="quote-failure"
          >
            {FAILURE_MESSAGE}{' '}
            <a href={`tel:${SHOP.phoneE164}`} className="font-semibold underline">
              {SHOP.phone}
            </a>
            .
          </div>
        ) : null}

        {errorList.length > 0 ? (
          <div
            id="erreurs-demande"
            tabIndex={-1}
            role="alert"
            className="mb-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
            data-testid="quote-errors"
          >
            <p className="font-semibold">Votre demande n’est pas complète :</p>
            <ul className="mt-2 space-y-1">
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <button
                    type="submit"
                    name="intent"
                    value={`step:${stepOfField(field)}`}
                    data-focus={`champ-${field}`}
                    className="text-left underline underline-offset-2"
                  >
                    {QUOTE_LABELS[field]} : {message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {QUOTE_STEPS.map((definition, index) => (
          <fieldset key={definition.title} hidden={index !== step} aria-labelledby={`etape-${index}-titre`} data-testid={`step-${index}`}>
            <h2
              id={`etape-${index}-titre`}
              tabIndex={-1}
              className="text-2xl font-bold"
            >
              Étape {index + 1} : {definition.title}
            </h2>
            <div className="mt-6 space-y-6">
              {definition.fields.map((field) => (
                <Field key={field} field={field} value={values[field]} error={errors[field]} onChange={(value) => set(field, value)} />
              ))}
            </div>
            {index === LAST_STEP ? <Recap values={values} /> : null}
          </fieldset>
        ))}

        <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <button type="submit" name="intent" value={`step:${step - 1}`} disabled={step === 0} className="btn-secondary">
            Précédent
          </button>
          {step < LAST_STEP ? (
            <button type="submit" name="intent" value={`step:${step + 1}`} className="btn-primary">
              Suivant
            </button>
          ) : (
            <button type="submit" name="intent" value="submit" disabled={submitting} className="btn-accent">
              {submitting ? 'Envoi en cours…' : 'Envoyer ma demande'}
            </button>
          )}
        </div>
      </Form>
    </main>
  );
}

/**
 * A failure the page could not handle itself (the connection dropped at submit, say).
 * What was typed is still in this tab's sessionStorage: coming back restores it.
 */
export const ErrorBoundary = routeErrorBoundary((location) => ({
  heading: 'Vérin sur mesure',
  failed: {
    title: 'Votre demande n’a pas pu être envoyée.',
    text: (
      <>
        Veuillez réessayer ou nous contacter au{' '}
        <a href={`tel:${SHOP.phoneE164}`} className="font-semibold underline">
          {SHOP.phone}
        </a>
        .
      </>
    ),
    note: 'Ce que vous avez saisi est conservé dans cet onglet.',
  },
  link: {to: `/verin-sur-mesure${location.search}`, label: 'Reprendre ma demande', reloadDocument: true},
}));

function Progress({step}: {step: number}) {
  const total = QUOTE_STEPS.length;
  return (
    <nav aria-label="Étapes de la demande" className="mt-8 max-w-3xl">
      <div
        role="progressbar"
        aria-label="Progression de la demande"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={`Étape ${step + 1} sur ${total} : ${QUOTE_STEPS[step].title}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
        data-testid="quote-progress"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{width: `${((step + 1) / total) * 100}%`}} />
      </div>
      <ol className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {QUOTE_STEPS.map((definition, index) => (
          <li
            key={definition.title}
            aria-current={index === step ? 'step' : undefined}
            className={index === step ? 'font-bold text-brand-800' : index < step ? 'text-slate-800' : 'text-slate-700'}
          >
            <span className="mr-1">{index + 1}.</span>
            {definition.title}
            {index < step ? <span className="sr-only"> (vue)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const REQUIRED: readonly QuoteField[] = ['name', 'email'];
const INPUT_TYPES: Partial<Record<QuoteField, {type: string; autoComplete?: string; inputMode?: 'decimal' | 'text'}>> = {
  name: {type: 'text', autoComplete: 'name'},
  email: {type: 'email', autoComplete: 'email'},
  phone: {type: 'tel', autoComplete: 'tel'},
  company: {type: 'text', autoComplete: 'organization'},
  fluid: {type: 'text'},
  stroke: {type: 'text', inputMode: 'decimal'},
  force: {type: 'text', inputMode: 'decimal'},
  diameter: {type: 'text', inputMode: 'decimal'},
  // A temperature may be negative: the decimal keypad of some phones has no minus sign.
  temperature: {type: 'text', inputMode: 'text'},
  pressure: {type: 'text', inputMode: 'decimal'},
  speed: {type: 'text', inputMode: 'decimal'},
};

function Field({field, value, error, onChange}: {field: QuoteField; value: string; error?: string; onChange: (value: string) => void}) {
  const id = `champ-${field}`;
  const errorId = `${id}-erreur`;
  const required = REQUIRED.includes(field);
  const choices = CHOICES[field];
  const label = (
    <>
      {QUOTE_LABELS[field]}
      {required ? <span className="text-red-700"> (obligatoire)</span> : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (choices) {
    return (
      <fieldset aria-describedby={error ? errorId : undefined} data-testid={`champ-${field}`}>
        <legend className="font-semibold">{label}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {choices.map((choice, index) => (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-500 ${
                value === choice.value ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-400'
              }`}
            >
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={field}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="h-4 w-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    className: `input mt-1 ${error ? 'border-red-700' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {field === 'message' ? <textarea {...common} rows={6} /> : <input {...common} {...(INPUT_TYPES[field] ?? {type: 'text'})} />}
      {errorText}
    </div>
  );
}

function Recap({values}: {values: QuoteValues}) {
  return (
    <section aria-labelledby="recapitulatif-titre" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-6" data-testid="quote-recap">
      <h3 id="recapitulatif-titre" className="text-xl font-bold">
        Récapitulatif de votre demande
      </h3>
      {QUOTE_STEPS.map((definition, index) => (
        <div key={definition.title} className="mt-4">
          <div className="flex items-baseline justify-between gap-4">
            <h4 className="font-semibold">{definition.title}</h4>
            {index < LAST_STEP ? (
              <button type="submit" name="intent" value={`step:${index}`} className="link text-sm">
                Modifier<span className="sr-only"> : {definition.title}</span>
              </button>
            ) : null}
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {definition.fields
              .filter((field) => field !== 'message')
              .map((field) => (
                <div key={field} className="contents">
                  <dt className="text-slate-700">{QUOTE_LABELS[field]}</dt>
                  <dd data-testid={`recap-${field}`}>{values[field].trim() ? choiceLabel(field, values[field].trim()) : 'Non renseigné'}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

