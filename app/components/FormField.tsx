/** A labelled input with its French error, linked for screen readers. */
export function FormField({
  name,
  label,
  error,
  defaultValue,
  type = 'text',
  required = false,
  autoComplete,
  optional = false,
  inputMode,
  maxLength,
  idPrefix = 'champ',
}: {
  /** Distinguishes fields of the same name when a page has several forms. */
  idPrefix?: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  optional?: boolean;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (facultatif)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        className={`input mt-1 ${error ? 'border-red-700' : ''}`}
      />
      {error ? (
        <p id={`${id}-erreur`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
