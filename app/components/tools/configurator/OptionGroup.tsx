import {INCOMPATIBLE_LABEL} from '~/lib/tools/configurator';
import {formatNumber} from '~/lib/money';

export interface TextOption {
  value: string;
  label: string;
  allowed: boolean;
}

/** The configurator's numeric options as radio values. */
export function asText(options: {value: number; label: string; allowed: boolean}[]): TextOption[] {
  return options.map((o) => ({...o, value: String(o.value)}));
}

/** '94, 120 et 150 mm' */
export function allowedList(options: {value: number; allowed: boolean}[], unit: string): string {
  const values = options.filter((o) => o.allowed).map((o) => formatNumber(o.value));
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} et ${values[values.length - 1]}` : values.join('');
  return `${list} ${unit}`;
}

/** One choice of the configuration: radios shown as buttons, the impossible ones marked. */
export function OptionGroup({
  legend,
  name,
  options,
  value,
  onChange,
  note,
}: {
  legend: string;
  name: string;
  options: TextOption[];
  value: string;
  onChange: (value: string) => void;
  note?: string;
}) {
  const noteId = `${name}-note`;
  return (
    <fieldset aria-describedby={note ? noteId : undefined} data-testid={`option-${name}`}>
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`relative flex min-w-24 flex-col items-center rounded-md border px-3 py-2 text-sm has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-500 ${
                !option.allowed
                  ? 'cursor-not-allowed border-dashed border-slate-400 bg-slate-100 text-slate-700'
                  : checked
                    ? 'cursor-pointer border-brand-700 bg-brand-700 font-semibold text-white'
                    : 'cursor-pointer border-slate-400 bg-white text-slate-900 hover:border-brand-700'
              }`}
              data-allowed={option.allowed}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={!option.allowed}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span>{option.label}</span>
              {!option.allowed ? <span className="text-xs">{INCOMPATIBLE_LABEL}</span> : null}
            </label>
          );
        })}
      </div>
      {note ? (
        <p id={noteId} className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}
