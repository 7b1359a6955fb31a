import {Link} from 'react-router';
import {Price} from '~/components/Price';
import {candidateUrl, variantDescription, type SpringCandidate} from '~/lib/tools/spring-match';

/**
 * A catalogue spring proposed by a tool (the configurator's matches, the force
 * calculator's suggestions): how well it fits, its link, variant, price, the reasons,
 * and whether it is in stock.
 */
export function SpringMatchCard({
  candidate,
  verdict,
  reasons,
  headingLevel = 3,
  testId,
}: {
  candidate: SpringCandidate;
  /** 'Correspondance exacte' / 'Approchant', 'Convient' / 'À vérifier'; `good` shows it in green. */
  verdict: {label: string; good: boolean};
  reasons: readonly string[];
  /** The heading level under the section that lists the cards. */
  headingLevel?: 3 | 4;
  testId: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <p className={`self-start rounded px-2 py-0.5 text-xs font-semibold ${verdict.good ? 'bg-green-800 text-white' : 'bg-slate-200 text-slate-900'}`}>
        {verdict.label}
      </p>
      <Heading className="mt-2 font-semibold">
        <Link to={candidateUrl(candidate)} className="hover:text-brand-700 hover:underline">
          {candidate.title}
        </Link>
      </Heading>
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
  );
}
