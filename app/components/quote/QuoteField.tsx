import {CHOICES, QUOTE_HINTS, QUOTE_LABELS, type QuoteField as Field} from '~/lib/quote/quote-request';

const REQUIRED: readonly Field[] = ['name', 'email'];
const INPUT_TYPES: Partial<Record<Field, {type: string; autoComplete?: string; inputMode?: 'decimal' | 'text'}>> = {
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

/** One field of the request: radios for a choice, a textarea for the message, else an input. */
export function QuoteField({field, value, error, onChange}: {field: Field; value: string; error?: string; onChange: (value: string) => void}) {
  const id = `champ-${field}`;
  const errorId = `${id}-erreur`;
  const hint = QUOTE_HINTS[field];
  const hintId = `${id}-aide`;
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
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined,
    'aria-required': required || undefined,
    className: `input mt-1 ${error ? 'border-red-700' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {field === 'message' ? <textarea {...common} rows={6} /> : <input {...common} {...(INPUT_TYPES[field] ?? {type: 'text'})} />}
      {errorText}
    </div>
  );
}
