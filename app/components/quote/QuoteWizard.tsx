import {useEffect, useRef, useState} from 'react';
import {Form, useNavigation} from 'react-router';
import {QuoteField} from '~/components/quote/QuoteField';
import {QuoteProgress} from '~/components/quote/QuoteProgress';
import {QuoteRecap} from '~/components/quote/QuoteRecap';
import {QuoteSent} from '~/components/quote/QuoteSent';
import {CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS, SHOP} from '~/lib/constants';
import {
  clampStep,
  EMPTY_QUOTE,
  LAST_STEP,
  QUOTE_FIELDS,
  QUOTE_LABELS,
  QUOTE_STEPS,
  stepOfField,
  validateQuote,
  validateStepsBefore,
  type QuoteField as Field,
  type QuoteValues,
} from '~/lib/quote/quote-request';
import {firstErrorStep, QUOTE_FAILURE_MESSAGE, readProgress, writeProgress, type QuoteActionResult} from '~/lib/quote/quote-wizard';
import type {FieldErrors} from '~/lib/validation';

/**
 * The four-step custom-cylinder request (SPEC.md 'Custom cylinder'). One form holds every
 * step; the steps not shown are hidden, so what was typed always travels with it. With
 * JavaScript 'Précédent' and 'Suivant' switch steps at once and the progress is kept in
 * sessionStorage; without, they post the form and the server shows the asked step.
 */
export function QuoteWizard({
  prefill,
  prefillKey,
  result,
}: {
  /** What the link asked for (the configurator's 'Demander un devis'). */
  prefill: Partial<QuoteValues>;
  /** The link's query: a new prefill link starts a new request. */
  prefillKey: string;
  /** The server's answer to the last post, when there is one. */
  result: QuoteActionResult | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit';

  const fromServer = result && result.status !== 'sent' ? result : null;
  const [values, setValues] = useState<QuoteValues>(() => ({...EMPTY_QUOTE, ...prefill, ...(fromServer?.values ?? {})}));
  const [step, setStep] = useState(fromServer?.step ?? 0);
  const [errors, setErrors] = useState<FieldErrors<Field>>(fromServer?.status === 'invalid' ? fromServer.errors : {});
  const [progressKey, setProgressKey] = useState(prefillKey);
  const restored = useRef(false);
  /** Id of the element to focus once the next render is on screen. */
  const pendingFocus = useRef<string | null>(null);

  /** Moves the focus where it was asked to go, once that element is on screen. */
  const focusPending = () => {
    if (!pendingFocus.current) return;
    const element = document.getElementById(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  };
  useEffect(focusPending);

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
    // The answer may come with no other render to follow (the confirmation, a failure on
    // the step already shown): focus what is already there now.
    focusPending();
  }, [result]);

  if (result?.status === 'sent') return <QuoteSent name={result.name} id={result.id} />;

  /** Shows a step and moves the focus to its heading, or to the field asked for. */
  const goTo = (target: number, focusId?: string) => {
    const next = clampStep(target);
    pendingFocus.current = focusId ?? `etape-${next}-titre`;
    setStep(next);
  };
  /**
   * 'Suivant' (or any move forward) first checks the steps left behind: on an error the
   * shopper stays on (or goes back to) the first step in error, focus on its first wrong
   * field. 'Précédent' is never held back.
   */
  const move = (target: number, focusId?: string) => {
    if (target > step) {
      const stepErrors = validateStepsBefore(values, target);
      const wrong = QUOTE_FIELDS.filter((field) => stepErrors[field]);
      if (wrong.length > 0) {
        setErrors((current) => ({...current, ...stepErrors}));
        goTo(firstErrorStep(stepErrors), `champ-${wrong[0]}`);
        return;
      }
    }
    goTo(target, focusId);
  };
  const set = (field: Field, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    if (errors[field]) setErrors((current) => ({...current, [field]: undefined}));
  };
  const errorList = (Object.entries(errors) as [Field, string | undefined][]).filter(
    (entry): entry is [Field, string] => Boolean(entry[1]),
  );

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Vérin sur mesure</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Décrivez le vérin qu’il vous faut en quatre étapes : nous vous répondons avec un devis sous {REPLY_HOURS.customQuote}
        {'\u00A0'}h, et la fabrication prend ensuite {CUSTOM_MANUFACTURING_WEEKS.min} à {CUSTOM_MANUFACTURING_WEEKS.max}
        {'\u00A0'}semaines.
      </p>

      <QuoteProgress step={step} />

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
            move(Number(intent.slice(5)), submitter?.dataset.focus);
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
        {/* The step shown: without JavaScript the server checks it before showing the next. */}
        <input type="hidden" name="step" value={step} />

        {result?.status === 'failed' ? (
          <div
            id="echec-envoi"
            tabIndex={-1}
            role="alert"
            className="mb-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
            data-testid="quote-failure"
          >
            {QUOTE_FAILURE_MESSAGE}{' '}
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
                <QuoteField key={field} field={field} value={values[field]} error={errors[field]} onChange={(value) => set(field, value)} />
              ))}
            </div>
            {index === LAST_STEP ? <QuoteRecap values={values} /> : null}
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

