import {QUOTE_STEPS} from '~/lib/quote/quote-request';

/** The request's progress bar and the list of its steps. */
export function QuoteProgress({step}: {step: number}) {
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
