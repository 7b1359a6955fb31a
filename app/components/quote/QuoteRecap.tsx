import {LAST_STEP, QUOTE_LABELS, QUOTE_STEPS, recapValue, type QuoteValues} from '~/lib/quote/quote-request';

/** The last step's summary of every answer, each group with its 'Modifier' button. */
export function QuoteRecap({values}: {values: QuoteValues}) {
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
                  <dd data-testid={`recap-${field}`}>{values[field].trim() ? recapValue(field, values[field]) : 'Non renseigné'}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

