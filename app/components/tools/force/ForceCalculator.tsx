import {useMemo} from 'react';
import {Link} from 'react-router';
import {SpringMatchCard} from '~/components/tools/SpringMatchCard';
import {ForceChartSvg, LidDiagramSvg} from '~/components/tools/force/ForceDrawings';
import {LID_FIELDS, parseLidValues, type LidField, type LidValues} from '~/lib/tools/force/form';
import {lidResult, type ConfiguredSpring, type LidResult} from '~/lib/tools/force/result';
import {degrees, millimetres, newtons} from '~/lib/tools/force/text';
import {formatNumber} from '~/lib/money';
import {type AccessoryVariant, type SpringCandidate} from '~/lib/tools/spring-match';
import {LidRecommendationPanel} from '~/components/tools/force/LidRecommendation';

// The force calculator: lid, hinge and spring geometry in, required force across the
// opening, the spring it needs, a verdict and catalogue springs out. The page owns the
// values (shared with the dialog opened from the configurator); without JavaScript the
// form is a plain GET form and the server renders the same result.

export interface ForceCalculatorProps {
  /** Prefix of the element ids: the page section and the dialog both render one. */
  idPrefix: string;
  values: LidValues;
  onValuesChange: (values: LidValues) => void;
  compare: string;
  onCompareChange: (key: string) => void;
  candidates: readonly SpringCandidate[];
  accessories: readonly AccessoryVariant[];
  catalogueError: boolean;
  configured: ConfiguredSpring | null;
  /** Other state of the page (the configuration) kept when the form is submitted without JavaScript. */
  hiddenFields: readonly [string, string][];
  /** With JavaScript, 'Calculer' only needs the URL brought up to date. */
  onSubmit: () => void;
}

const TONE_STYLES = {
  good: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-accent-700 bg-orange-50 text-orange-950',
  bad: 'border-red-700 bg-red-50 text-red-900',
} as const;

export function ForceCalculator(props: ForceCalculatorProps) {
  const {idPrefix, values, onValuesChange, compare, candidates, accessories, configured} = props;
  const parsed = useMemo(() => parseLidValues(values), [values]);
  const result = useMemo(
    () => (parsed.ok ? lidResult(parsed.input, candidates, compare, configured, accessories) : null),
    [parsed, candidates, compare, configured, accessories],
  );
  const errors = parsed.ok ? {} : parsed.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="space-y-8" data-testid="force-calculator">
      <form
        method="get"
        action="/configurateur-verin#calculateur-force"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        aria-label="Données du couvercle"
        id={id('formulaire')}
      >
        {props.hiddenFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {LID_FIELDS.map((field) => {
            const error = errors[field.name];
            const describedBy = [field.help ? id(`${field.name}-aide`) : null, error ? id(`${field.name}-erreur`) : null]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={field.name}>
                <label htmlFor={id(field.name)} className="block text-sm font-semibold">
                  {field.label}
                  {field.unit ? ` (${field.unit})` : ''}
                </label>
                <input
                  id={id(field.name)}
                  name={field.name}
                  type="text"
                  inputMode={field.min < 0 ? 'text' : field.integer ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={values[field.name]}
                  onChange={(event) => onValuesChange({...values, [field.name as LidField]: event.currentTarget.value})}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  className={`input mt-1 ${error ? 'border-red-700' : ''}`}
                />
                {field.help ? (
                  <p id={id(`${field.name}-aide`)} className="mt-1 text-xs text-slate-700">
                    {field.help}
                  </p>
                ) : null}
                {error ? (
                  <p id={id(`${field.name}-erreur`)} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <button type="submit" className="btn-primary mt-6">
          Calculer
        </button>
      </form>

      {result && parsed.ok ? (
        <CalculatorResult {...props} result={result} springs={parsed.input.springs} />
      ) : (
        <p role="status" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          Corrigez les valeurs signalées pour obtenir le calcul.
        </p>
      )}
    </div>
  );
}

function CalculatorResult({idPrefix, result, onCompareChange, catalogueError, springs}: ForceCalculatorProps & {result: LidResult; springs: number}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const {needs, range, evaluation, verdict, compared} = result;
  return (
    <div className="space-y-8">
      <LidRecommendationPanel idPrefix={idPrefix} recommendation={result.recommendation} springs={springs} catalogueError={catalogueError} />

      <section aria-labelledby={id('besoin')}>
        <h3 id={id('besoin')} className="text-xl font-bold">
          Ce qu’il vous faut
        </h3>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="lid-needs">
          <KeyFigure label="Force par vérin, couvercle fermé" value={Number.isFinite(result.table[0].requiredN) ? newtons(result.table[0].requiredN) : 'impossible'} />
          <KeyFigure
            label="Force F1 conseillée"
            value={
              range.possible
                ? Number.isFinite(range.maxN)
                  ? `${newtons(result.idealForceN)} à ${newtons(Math.floor(range.maxN))}`
                  : `${newtons(result.idealForceN)} et plus`
                : Number.isFinite(range.minN)
                  ? `${newtons(result.idealForceN)} et plus, avec loqueteau`
                  : 'aucune ne tient le couvercle ouvert'
            }
            testId="lid-force-range"
          />
          <KeyFigure label="Longueur déployée" value={millimetres(needs.extendedLengthMm)} testId="lid-length" />
          <KeyFigure label="Course" value={millimetres(needs.strokeMm)} testId="lid-stroke" />
        </dl>
      </section>

      <div className="grid items-start gap-8 lg:grid-cols-2">
        <LidDiagramSvg diagram={result.diagram} id={id('schema')} />
        <ForceChartSvg chart={result.chart} id={id('courbe')} springLabel={compared.label} />
      </div>

      <section aria-labelledby={id('explication')}>
        <h3 id={id('explication')} className="text-xl font-bold">
          Le calcul expliqué
        </h3>
        <div className="mt-3 max-w-3xl space-y-3 text-slate-800" data-testid="lid-explanation">
          {result.explanation.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby={id('comparaison')}>
        <h3 id={id('comparaison')} className="text-xl font-bold">
          Comportement avec un vérin
        </h3>
        <div className="mt-3 max-w-3xl">
          <label htmlFor={id('comparer')} className="block text-sm font-semibold">
            Vérin comparé
          </label>
          <select
            id={id('comparer')}
            name="comparer"
            form={id('formulaire')}
            value={compared.key}
            onChange={(event) => onCompareChange(event.currentTarget.value)}
            className="input mt-1"
          >
            {result.options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" form={id('formulaire')} className="btn-secondary mt-2">
              Comparer
            </button>
          </noscript>
        </div>
        <div className={`mt-4 max-w-3xl rounded-md border-l-4 px-4 py-3 ${TONE_STYLES[verdict.tone]}`} data-testid="lid-verdict" aria-live="polite">
          <p className="font-semibold">{verdict.title}</p>
          {verdict.details.map((detail) => (
            <p key={detail} className="mt-1">
              {detail}
            </p>
          ))}
          {compared.url ? (
            <p className="mt-2">
              <Link to={compared.url} className="link">
                Voir ce vérin
              </Link>
            </p>
          ) : null}
        </div>
        {/* A scrollable region must be reachable with the keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Tableau des forces par angle">
          <table className="min-w-full text-left text-sm" data-testid="lid-table">
            <caption className="mb-2 text-left text-slate-700">
              Forces par vérin à chaque angle, avec {compared.label}. Balance : le vérin l’emporte au-delà d’environ{' '}
              {evaluation.balanceAngleDeg === null ? '— (jamais)' : degrees(evaluation.balanceAngleDeg)}.
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">Angle</th>
                <th scope="col" className="py-2 pr-4">Longueur du vérin</th>
                <th scope="col" className="py-2 pr-4">Bras de levier</th>
                <th scope="col" className="py-2 pr-4">Couple du poids</th>
                <th scope="col" className="py-2 pr-4">Force nécessaire</th>
                <th scope="col" className="py-2 pr-4">Force du vérin</th>
                <th scope="col" className="py-2">Le couvercle</th>
              </tr>
            </thead>
            <tbody>
              {result.table.map((point) => (
                <tr key={point.angleDeg} className="border-b border-slate-200">
                  <th scope="row" className="py-1.5 pr-4 font-semibold">
                    {degrees(point.angleDeg)}
                  </th>
                  <td className="py-1.5 pr-4">{millimetres(point.springLengthMm)}</td>
                  <td className="py-1.5 pr-4">{millimetres(point.leverArmMm)}</td>
                  <td className="py-1.5 pr-4">{formatNumber(Math.round(point.weightTorqueNm * 10) / 10)}&nbsp;N·m</td>
                  <td className="py-1.5 pr-4">{Number.isFinite(point.requiredN) ? newtons(Math.max(0, point.requiredN)) : 'impossible'}</td>
                  <td className="py-1.5 pr-4">{point.reaches ? newtons(point.springN) : '—'}</td>
                  <td className="py-1.5">
                    {!point.reaches
                      ? 'bloqué : vérin trop court'
                      : point.handForceN < 0
                        ? 'monte seul'
                        : point.handForceN > 0
                          ? 'redescend'
                          : 'en équilibre'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={id('suggestions')}>
        <h3 id={id('suggestions')} className="text-xl font-bold">
          Vérins du catalogue pour ce couvercle
        </h3>
        {catalogueError ? (
          <p role="alert" className="mt-3 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            Le catalogue est momentanément indisponible : le calcul reste valable, mais nous ne pouvons pas vous proposer de vérins.
          </p>
        ) : result.suggestions.length === 0 ? (
          <p className="mt-3">Aucun vérin du catalogue n’approche ce besoin : demandez-nous un vérin sur mesure.</p>
        ) : (
          <>
            <p className="mt-2 max-w-3xl text-slate-700">
              {result.suggestions.some((s) => s.evaluation.fits)
                ? 'Ceux qui conviennent (force, longueur et course) d’abord, puis les plus proches.'
                : 'Aucun ne convient exactement ; voici les plus proches, avec ce qui diffère.'}
            </p>
            <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="lid-suggestions">
              {result.suggestions.map(({candidate, evaluation: fit, reasons, oversized}) => (
                <SpringMatchCard
                  key={`${candidate.handle}|${candidate.variantTitle}`}
                  candidate={candidate}
                  verdict={{label: fit.fits ? 'Convient' : 'À vérifier', good: fit.fits}}
                  reasons={oversized ? [...reasons, 'Nettement plus fort que nécessaire : le couvercle sera dur à refermer.'] : reasons}
                  headingLevel={4}
                  testId="lid-suggestion"
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function KeyFigure({label, value, testId}: {label: string; value: string; testId?: string}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
