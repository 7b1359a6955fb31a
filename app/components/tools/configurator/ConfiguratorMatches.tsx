import {useMemo} from 'react';
import {SpringMatchCard} from '~/components/tools/SpringMatchCard';
import {countLabel} from '~/lib/plural';
import {findForConfiguration, type SpringCandidate} from '~/lib/tools/spring-match';
import {referenceCode, type ConfiguratorSelection} from '~/lib/tools/configurator';

/** 'Trouver': the catalogue springs closest to the configuration, the closest first. */
export function ConfiguratorMatches({
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
              <SpringMatchCard
                key={candidate.handle}
                candidate={candidate}
                verdict={{label: exact ? 'Correspondance exacte' : 'Approchant', good: exact}}
                reasons={reasons}
                testId="config-match"
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
