import {useNavigation} from 'react-router';
import {
  END_FITTINGS,
  REPLACE_NUMBER_FIELDS,
  THREADS,
  type ReplaceErrors,
  type ReplaceField,
  type ReplaceValues,
} from '~/lib/tools/replace/form';

const HELP: Partial<Record<ReplaceField, string>> = {
  force: 'Imprimée sur le tube : « 400N », « F1 = 400 N », parfois « 40 daN » (multipliez par 10).',
  longueur: 'Vérin sorti au maximum, du centre d’un embout au centre de l’autre.',
  course: 'Longueur de tige visible, vérin sorti. Facultatif si vous donnez la longueur comprimée.',
  comprimee: 'Vérin rentré au maximum, d’axe en axe. Facultatif si vous donnez la course.',
  corps: 'Facultatif : le diamètre du tube, au pied à coulisse.',
  quantite: 'Nous ajoutons ce nombre de vérins (et leurs adaptateurs) au panier.',
};

const OPTIONAL: ReadonlySet<ReplaceField> = new Set<ReplaceField>(['course', 'comprimee', 'corps']);

/** The worn spring's data: a GET form the server validates (its errors under each field, what was typed kept). */
export function ReplaceForm({values, errors}: {values: ReplaceValues; errors: ReplaceErrors}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === '/remplacer-mon-verin';
  const id = (name: string) => `remplacer-${name}`;
  const describedBy = (name: ReplaceField) =>
    [HELP[name] ? id(`${name}-aide`) : null, errors[name] ? id(`${name}-erreur`) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: ReplaceField) =>
    errors[name] ? (
      <p id={id(`${name}-erreur`)} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const help = (name: ReplaceField) =>
    HELP[name] ? (
      <p id={id(`${name}-aide`)} className="mt-1 text-xs text-slate-700">
        {HELP[name]}
      </p>
    ) : null;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form method="get" action="/remplacer-mon-verin" noValidate aria-label="Mesures du vérin usé" data-testid="replace-form">
      {hasErrors ? (
        <div role="alert" className="mb-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="replace-errors">
          {errors.form ?? 'Corrigez les valeurs signalées : vos mesures sont conservées.'}
        </div>
      ) : null}
      <fieldset>
        <legend className="text-lg font-semibold">Ce qui est écrit et ce que vous mesurez</legend>
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {REPLACE_NUMBER_FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={id(field.name)} className="block text-sm font-semibold">
                {field.label}
                {field.unit ? ` (${field.unit})` : ''}
                {OPTIONAL.has(field.name) ? <span className="font-normal text-slate-600"> (facultatif)</span> : null}
              </label>
              <input
                id={id(field.name)}
                name={field.name}
                type="text"
                inputMode={field.integer ? 'numeric' : 'text'}
                autoComplete="off"
                defaultValue={values[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                className={`input mt-1 ${errors[field.name] ? 'border-red-700' : ''}`}
              />
              {help(field.name)}
              {fieldError(field.name)}
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="text-lg font-semibold">Les embouts</legend>
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-3">
          {(
            [
              ['embout_tige', 'Embout côté tige'],
              ['embout_corps', 'Embout côté corps'],
            ] as const
          ).map(([name, label]) => (
            <div key={name}>
              <label htmlFor={id(name)} className="block text-sm font-semibold">
                {label}
              </label>
              <select
                id={id(name)}
                name={name}
                defaultValue={values[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy(name)}
                className="input mt-1"
              >
                <option value="">Je ne sais pas</option>
                {END_FITTINGS.map((fitting) => (
                  <option key={fitting.value} value={fitting.value}>
                    {fitting.label}
                  </option>
                ))}
              </select>
              {fieldError(name)}
            </div>
          ))}
          <div>
            <label htmlFor={id('filetage')} className="block text-sm font-semibold">
              Filetage des embouts
            </label>
            <select
              id={id('filetage')}
              name="filetage"
              defaultValue={values.filetage}
              aria-invalid={errors.filetage ? true : undefined}
              aria-describedby={describedBy('filetage')}
              className="input mt-1"
            >
              <option value="">Je ne sais pas</option>
              {THREADS.map((thread) => (
                <option key={thread} value={thread}>
                  {thread}
                </option>
              ))}
            </select>
            {fieldError('filetage')}
          </div>
        </div>
      </fieldset>
      <div className="mt-6">
        <label htmlFor={id('reference')} className="block text-sm font-semibold">
          Référence imprimée <span className="font-normal text-slate-600">(facultatif)</span>
        </label>
        <input
          id={id('reference')}
          name="reference"
          type="text"
          autoComplete="off"
          maxLength={60}
          defaultValue={values.reference}
          aria-describedby={id('reference-aide')}
          className="input mt-1"
        />
        <p id={id('reference-aide')} className="mt-1 text-xs text-slate-700">
          Elle nous aide si vous nous écrivez, mais ne suffit pas : les références diffèrent d’un fabricant à l’autre, seules la
          force et les longueurs permettent de trouver l’équivalent.
        </p>
      </div>
      <button type="submit" className="btn-primary mt-6" disabled={busy}>
        {busy ? 'Recherche…' : 'Trouver l’équivalent'}
      </button>
    </form>
  );
}
