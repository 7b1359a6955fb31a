import {useEffect, useMemo, useRef, useState} from 'react';
import {Link, useLoaderData, useLocation, useNavigate, useNavigation, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/configurateur-verin';
import {Price, usePriceMode} from '~/components/Price';
import {ForceCalculator} from '~/components/tools/force/ForceCalculator';
import {ModalDialog} from '~/components/ModalDialog';
import {
  CLEVIS_OPTIONS,
  diameterOptions,
  forceOptions,
  INCOMPATIBLE_LABEL,
  lengthOptions,
  MATERIAL_OPTIONS,
  normalizeSelection,
  priceEstimate,
  referenceCode,
  strokeOptions,
  type ConfiguratorSelection,
} from '~/lib/tools/configurator';
import {DEFAULT_PROGRESSION} from '~/lib/tools/force/calculator';
import {DEFAULT_LID_VALUES, lidParams, lidValuesFrom, type LidValues} from '~/lib/tools/force/form';
import type {ConfiguredSpring} from '~/lib/tools/force/result';
import {formatMoney, formatNumber} from '~/lib/money';
import {countLabel} from '~/lib/plural';
import {quoteLinkForConfiguration} from '~/lib/quote/quote-request';
import {canonicalMeta} from '~/lib/seo';
import {candidatesFromProducts, candidateUrl, findForConfiguration, variantDescription, type SpringCandidate} from '~/lib/tools/spring-match';
import {htFromTtc} from '~/lib/vat';
import {SHOP} from '~/lib/constants';
import {logError} from '~/lib/platform/storefront-errors';

// /configurateur-verin: the gas-spring configurator (SPEC.md sections 5 and 9) and the
// force calculator (DESIGN.md section 5). The whole state lives in the URL, so a
// configuration can be shared and the page works without JavaScript (GET forms that the
// loader reads back); with JavaScript, every change shows at once and the URL follows.

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Configurateur de vérin à gaz et calculateur de force | ${SHOP.name}`},
  {
    name: 'description',
    content:
      'Configurez votre vérin à gaz (acier ou inox, chape, diamètre, longueur, course, force) avec prix et référence, puis calculez la force nécessaire pour votre couvercle.',
  },
  ...(data ? [canonicalMeta(`${data.origin}/configurateur-verin`)] : []),
];

/** Specs the tools need from the catalogue (metafields of namespace 'specs'). */
const TOOL_SPEC_KEYS = ['force_n', 'progression', 'stroke_mm', 'extended_length_mm', 'rod_diameter_mm', 'fitting'];
const TOOL_SPEC_IDENTIFIERS = TOOL_SPEC_KEYS.map((key) => ({namespace: 'specs', key}));

// The catalogue does not depend on the URL: changing the configuration or the
// calculator's values needs no new data from the server.
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, formMethod, defaultShouldRevalidate}) => {
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

/** What the URL says: the configuration (made valid, with what was changed), the calculator's values. */
function pageState(params: URLSearchParams) {
  const {selection, adjustments} = normalizeSelection(params);
  return {
    selection,
    adjustments,
    found: params.get('trouver') === '1',
    lid: lidValuesFrom(params),
    compare: params.get('comparer') ?? '',
  };
}

type PageState = ReturnType<typeof pageState>;

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  let candidates: SpringCandidate[] = [];
  let catalogueError = false;
  try {
    const {products} = await context.storefront.query(GAS_SPRINGS_QUERY, {
      variables: {query: 'product_type:"Vérin à gaz"', identifiers: TOOL_SPEC_IDENTIFIERS},
      cache: context.storefront.CacheShort(),
    });
    candidates = candidatesFromProducts(products.nodes);
  } catch (error) {
    logError(error);
    catalogueError = true;
  }
  // The page's state comes from the URL (pageState), on the server as in the browser.
  return {candidates, catalogueError, origin: url.origin};
}

function selectionParams(selection: ConfiguratorSelection): [string, string][] {
  return [
    ['type', selection.type],
    ['chape', selection.chape],
    ['diametre', String(selection.diametre)],
    ['longueur', String(selection.longueur)],
    ['course', String(selection.course)],
    ['force', String(selection.force)],
  ];
}

/** The page's URL query: the configuration always, the calculator only where it differs from the defaults. */
function pageSearch(state: {selection: ConfiguratorSelection; found: boolean; lid: LidValues; compare: string}): string {
  const params = new URLSearchParams(selectionParams(state.selection));
  if (state.found) params.set('trouver', '1');
  for (const [name, value] of lidParams(state.lid)) {
    if (value !== DEFAULT_LID_VALUES[name as keyof LidValues]) params.set(name, value);
  }
  if (state.compare) params.set('comparer', state.compare);
  return `?${params.toString()}`;
}

/** Marks the navigations by which the URL follows the page's state. */
const FOLLOW_STATE = {toolsFollow: true} as const;

function isFollowNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'toolsFollow' in state;
}

/** Keeps the URL in step with the state, without adding history entries. */
function useUrlFollows(search: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const current = useRef(location.search);
  current.current = location.search;
  const busy = useRef(false);
  busy.current = navigation.state !== 'idle';
  const behind = useRef<string | null>(null);
  // Navigation state renders in a transition, possibly after the timer below: a click on
  // a link to another page is noted at once, so that page is not cancelled by this one.
  const leaving = useRef(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.origin === window.location.origin && link.pathname !== window.location.pathname) leaving.current = true;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  useEffect(() => {
    behind.current = search === current.current ? null : search;
    if (behind.current === null) return;
    const timer = setTimeout(() => {
      // The shopper is leaving (a product link, say): do not pull them back.
      if (!busy.current && !leaving.current) navigate(search, {replace: true, preventScrollReset: true, state: FOLLOW_STATE});
    }, 250);
    return () => clearTimeout(timer);
  }, [search, navigate]);
  // Leaving before the URL caught up: write the state into this page's history entry
  // (still the current one while the next page loads), so 'Back' finds it.
  useEffect(() => {
    // Still here once the navigation settles (it was cancelled): follow again.
    if (navigation.state === 'idle') leaving.current = false;
    if (navigation.state === 'idle' || behind.current === null) return;
    if (navigation.location.pathname === location.pathname) return;
    window.history.replaceState(window.history.state, '', `${location.pathname}${behind.current}${location.hash}`);
    behind.current = null;
  }, [navigation.state, navigation.location, location.pathname, location.hash]);
}

/** The configured spring, for the force calculator's comparison (progression: the usual 1.3). */
function configuredSpring(selection: ConfiguratorSelection): ConfiguredSpring {
  return {
    label: `Votre configuration ${referenceCode(selection)}`,
    spring: {
      forceN: selection.force,
      progression: DEFAULT_PROGRESSION,
      strokeMm: selection.course,
      extendedLengthMm: selection.longueur,
    },
  };
}

export default function ConfiguratorPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  // Any navigation but the URL following the state (a link to this page, the HT/TTC
  // switch, back and forward) starts again from what the URL says.
  const resetKey = useRef(location.key);
  if (!isFollowNavigation(location.state)) resetKey.current = location.key;
  return (
    <ConfiguratorTools
      key={resetKey.current}
      initial={pageState(new URLSearchParams(location.search))}
      candidates={data.candidates}
      catalogueError={data.catalogueError}
    />
  );
}

function ConfiguratorTools({
  initial,
  candidates,
  catalogueError,
}: {
  initial: PageState;
  candidates: SpringCandidate[];
  catalogueError: boolean;
}) {
  const [selection, setSelection] = useState(initial.selection);
  const [adjustments, setAdjustments] = useState(initial.adjustments);
  const [found, setFound] = useState(initial.found);
  const [lid, setLid] = useState(initial.lid);
  const [compare, setCompare] = useState(initial.compare);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  useEffect(() => setHydrated(true), []);
  useUrlFollows(pageSearch({selection, found, lid, compare}));

  useEffect(() => {
    if (found && focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [found]);

  const change = (field: keyof ConfiguratorSelection, value: string) => {
    const next = normalizeSelection({...selection, [field]: value});
    setSelection(next.selection);
    setAdjustments(next.adjustments);
  };

  const configured = useMemo(() => configuredSpring(selection), [selection]);
  const lidHidden = lidParams(lid).filter(([name, value]) => value !== DEFAULT_LID_VALUES[name as keyof LidValues]);
  const configHidden: [string, string][] = [...selectionParams(selection), ...(found ? ([['trouver', '1']] as [string, string][]) : [])];
  const calculatorProps = {
    values: lid,
    onValuesChange: setLid,
    compare,
    onCompareChange: setCompare,
    candidates,
    catalogueError,
    configured,
    hiddenFields: configHidden,
    onSubmit: () => undefined,
  };

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Configurateur de vérin à gaz</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Composez votre vérin à gaz à chape : matériau, chape, diamètre de tige, longueur, course et force. Le prix et la référence
        se mettent à jour à chaque choix ; les options impossibles avec vos choix sont signalées « {INCOMPATIBLE_LABEL} ».
      </p>

      <form
        method="get"
        action="/configurateur-verin"
        className="mt-8 grid gap-8 lg:grid-cols-3"
        aria-label="Configuration du vérin"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter?.getAttribute('name') === 'trouver') {
            focusResults.current = true;
            setFound(true);
            if (found) resultsHeading.current?.focus();
          }
        }}
      >
        {lidHidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {compare ? <input type="hidden" name="comparer" value={compare} /> : null}
        <div className="space-y-6 lg:col-span-2">
          <OptionGroup
            legend="Matériau"
            name="type"
            options={MATERIAL_OPTIONS.map((o) => ({value: o.value, label: o.label, allowed: true}))}
            value={selection.type}
            onChange={(value) => change('type', value)}
          />
          <OptionGroup
            legend="Chape"
            name="chape"
            options={CLEVIS_OPTIONS.map((o) => ({value: o.value, label: o.label, allowed: true}))}
            value={selection.chape}
            onChange={(value) => change('chape', value)}
          />
          <OptionGroup
            legend="Diamètre de tige"
            name="diametre"
            options={asText(diameterOptions())}
            value={String(selection.diametre)}
            onChange={(value) => change('diametre', value)}
          />
          <OptionGroup
            legend="Longueur"
            name="longueur"
            options={asText(lengthOptions(selection.diametre))}
            value={String(selection.longueur)}
            onChange={(value) => change('longueur', value)}
            note={`Avec une tige de ${formatNumber(selection.diametre)} mm : ${allowedList(lengthOptions(selection.diametre), 'mm')}.`}
          />
          <OptionGroup
            legend="Course"
            name="course"
            options={asText(strokeOptions())}
            value={String(selection.course)}
            onChange={(value) => change('course', value)}
          />
          <OptionGroup
            legend="Force"
            name="force"
            options={asText(forceOptions(selection.course))}
            value={String(selection.force)}
            onChange={(value) => change('force', value)}
            note={`Avec une course de ${formatNumber(selection.course)} mm : ${allowedList(forceOptions(selection.course), 'N')}.`}
          />
          <noscript>
            <button type="submit" className="btn-secondary">
              Mettre à jour le prix et la référence
            </button>
          </noscript>
        </div>

        <Summary
          selection={selection}
          adjustments={adjustments}
          calculatorButton={
            hydrated ? (
              <button type="button" className="btn-secondary w-full" onClick={() => setDialogOpen(true)} data-testid="open-force-calculator">
                Calculer la force nécessaire
              </button>
            ) : (
              <a href="#calculateur-force" className="btn-secondary w-full">
                Calculer la force nécessaire
              </a>
            )
          }
        />
      </form>

      {found ? (
        <Matches selection={selection} candidates={candidates} catalogueError={catalogueError} headingRef={resultsHeading} />
      ) : null}

      <section id="calculateur-force" aria-labelledby="calculateur-titre" className="mt-16 border-t border-slate-200 pt-10">
        <h2 id="calculateur-titre" className="text-2xl font-bold">
          Calculateur de force pour couvercle ou porte
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Indiquez la masse du couvercle, où se trouve son centre de gravité et où vous fixez les vérins : le calcul donne la force
          nécessaire à chaque angle d’ouverture, la longueur et la course du vérin, et les vérins du catalogue qui conviennent.
        </p>
        <div className="mt-6">
          <ForceCalculator idPrefix="calcul" {...calculatorProps} />
        </div>
      </section>

      <ModalDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Calculateur de force"
        titleId="calculateur-dialogue-titre"
        testId="force-calculator-dialog"
      >
        <p className="mb-6 max-w-3xl text-slate-700">
          Comparez votre configuration ({referenceCode(selection)}) au besoin de votre couvercle : choisissez « Votre configuration »
          dans la liste des vérins comparés.
        </p>
        <ForceCalculator idPrefix="dialogue" {...calculatorProps} />
      </ModalDialog>
    </main>
  );
}

const NBSP = '\u00A0';

interface TextOption {
  value: string;
  label: string;
  allowed: boolean;
}

function asText(options: {value: number; label: string; allowed: boolean}[]): TextOption[] {
  return options.map((o) => ({...o, value: String(o.value)}));
}

/** '94, 120 et 150 mm' */
function allowedList(options: {value: number; allowed: boolean}[], unit: string): string {
  const values = options.filter((o) => o.allowed).map((o) => formatNumber(o.value));
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} et ${values[values.length - 1]}` : values.join('');
  return `${list} ${unit}`;
}

function OptionGroup({
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

function Summary({
  selection,
  adjustments,
  calculatorButton,
}: {
  selection: ConfiguratorSelection;
  adjustments: string[];
  calculatorButton: React.ReactNode;
}) {
  const mode = usePriceMode();
  const price = priceEstimate(selection);
  const material = MATERIAL_OPTIONS.find((o) => o.value === selection.type)?.label;
  const clevis = CLEVIS_OPTIONS.find((o) => o.value === selection.chape)?.label.toLowerCase();
  // No-break spaces keep each number with its unit.
  const description =
    `${material}, ${clevis}, tige Ø${NBSP}${formatNumber(selection.diametre)}${NBSP}mm, longueur ${formatNumber(selection.longueur)}${NBSP}mm, ` +
    `course ${formatNumber(selection.course)}${NBSP}mm, force ${formatNumber(selection.force)}${NBSP}N.`;
  return (
    <aside aria-labelledby="resume-titre" className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-4">
      <h2 id="resume-titre" className="text-xl font-bold">
        Votre vérin
      </h2>
      <dl className="mt-4 space-y-3" aria-live="polite">
        <div>
          <dt className="text-sm text-slate-700">Référence</dt>
          <dd className="font-mono text-lg font-bold" data-testid="config-reference">
            {referenceCode(selection)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Prix estimé</dt>
          <dd className="text-2xl font-bold text-brand-900" data-testid="config-price">
            <Price amount={price} />
          </dd>
          <dd className="text-sm text-slate-700">
            soit {mode === 'HT' ? `${formatMoney(price)} TTC` : `${formatMoney(htFromTtc(price))} HT`} ; estimation indicative
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">{description}</p>
      <div role="status" data-testid="config-adjustments">
        {adjustments.length > 0 ? (
          <ul className="mt-4 space-y-2 rounded border-l-4 border-accent-700 bg-orange-50 px-4 py-3 text-sm text-orange-950">
            {adjustments.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <button type="submit" name="trouver" value="1" className="btn-primary w-full" data-testid="find-button">
          Trouver
        </button>
        <Link to={quoteLinkForConfiguration(selection)} className="btn-accent w-full" data-testid="quote-link">
          Demander un devis
        </Link>
        {calculatorButton}
      </div>
    </aside>
  );
}

function Matches({
  selection,
  candidates,
  catalogueError,
  headingRef,
}: {
  selection: ConfiguratorSelection;
  candidates: readonly SpringCandidate[];
  catalogueError: boolean;
  headingRef: React.RefObject<HTMLHeadingElement>;
}) {
  const matches = useMemo(() => findForConfiguration(selection, candidates), [selection, candidates]);
  return (
    <section aria-labelledby="resultats-titre" className="mt-12" data-testid="config-results">
      <h2 id="resultats-titre" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Vérins du catalogue proches de {referenceCode(selection)}
      </h2>
      {catalogueError ? (
        <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          Le catalogue est momentanément indisponible. Réessayez dans quelques instants ou demandez un devis.
        </p>
      ) : matches.length === 0 ? (
        <p className="mt-4">Aucun vérin du catalogue n’approche cette configuration : demandez-nous un devis pour un vérin sur mesure.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {countLabel(matches.length, 'vérin', 'vérins')} classés du plus proche au moins proche
            {selection.type === 'stainless' ? ', en inox uniquement' : ''} : la force compte le plus, puis la course et la longueur.
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {matches.map(({candidate, exact, reasons}) => (
              <li key={candidate.handle} className="flex flex-col rounded-lg border border-slate-200 p-4" data-testid="config-match">
                <p
                  className={`self-start rounded px-2 py-0.5 text-xs font-semibold ${exact ? 'bg-green-800 text-white' : 'bg-slate-200 text-slate-900'}`}
                >
                  {exact ? 'Correspondance exacte' : 'Approchant'}
                </p>
                <h3 className="mt-2 font-semibold">
                  <Link to={candidateUrl(candidate)} className="hover:text-brand-700 hover:underline">
                    {candidate.title}
                  </Link>
                </h3>
                {candidate.options.length > 0 ? <p className="text-sm text-slate-700">{variantDescription(candidate)}</p> : null}
                <p className="mt-1 font-bold text-brand-900">
                  <Price amount={candidate.price} />
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {!candidate.available ? <p className="mt-2 text-sm font-medium text-red-700">Rupture de stock</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const GAS_SPRINGS_QUERY = `#graphql
  query ToolGasSprings(
    $query: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 100, query: $query) {
      nodes {
        handle
        title
        tags
        metafields(identifiers: $identifiers) {
          key
          value
        }
        variants(first: 50) {
          nodes {
            title
            availableForSale
            price {
              amount
            }
            selectedOptions {
              name
              value
            }
            metafields(identifiers: $identifiers) {
              key
              value
            }
          }
        }
      }
    }
  }
` as const;
