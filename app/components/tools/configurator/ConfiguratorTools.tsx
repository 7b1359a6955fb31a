import {useEffect, useMemo, useRef, useState} from 'react';
import {ModalDialog} from '~/components/ModalDialog';
import {ConfiguratorMatches} from '~/components/tools/configurator/ConfiguratorMatches';
import {ConfiguratorSummary} from '~/components/tools/configurator/ConfiguratorSummary';
import {OptionGroup, allowedList, asText} from '~/components/tools/configurator/OptionGroup';
import {ForceCalculator} from '~/components/tools/force/ForceCalculator';
import {useUrlFollows} from '~/components/tools/useUrlFollows';
import {formatNumber} from '~/lib/money';
import {
  CLEVIS_OPTIONS,
  diameterOptions,
  forceOptions,
  INCOMPATIBLE_LABEL,
  lengthOptions,
  MATERIAL_OPTIONS,
  normalizeSelection,
  referenceCode,
  strokeOptions,
  type ConfiguratorSelection,
} from '~/lib/tools/configurator';
import {configuredSpring, pageSearch, selectionParams, type PageState} from '~/lib/tools/configurator-url';
import {DEFAULT_LID_VALUES, lidParams, type LidValues} from '~/lib/tools/force/form';
import type {AccessoryVariant, SpringCandidate} from '~/lib/tools/spring-match';

/**
 * The configurator (SPEC.md sections 5 and 9) and the force calculator (DESIGN.md section
 * 5), on the page and in a dialog opened from the configuration's summary. The state
 * starts from the URL and the URL follows it.
 */
export function ConfiguratorTools({
  initial,
  candidates,
  accessories,
  catalogueError,
}: {
  initial: PageState;
  candidates: SpringCandidate[];
  accessories: AccessoryVariant[];
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
    accessories,
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

        <ConfiguratorSummary
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
        <ConfiguratorMatches selection={selection} candidates={candidates} catalogueError={catalogueError} headingRef={resultsHeading} />
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
