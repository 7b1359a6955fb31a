import {Link} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {Price} from '~/components/Price';
import {candidateUrl, variantDescription} from '~/lib/tools/spring-match';
import type {ReplaceAnswer, ReplaceMatch} from '~/lib/tools/replace/match';

/** Exact equivalents, then the closest, each orderable in one click with its adapters (a plain form to /cart). */
export function ReplaceResults({answer, quantity}: {answer: ReplaceAnswer; quantity: number}) {
  return (
    <div className="mt-12 space-y-10" data-testid="replace-results">
      <section aria-labelledby="remplacer-exacts">
        <h2 id="remplacer-exacts" className="text-2xl font-bold">
          Équivalents exacts
        </h2>
        {answer.exact.length === 0 ? (
          <p className="mt-2 text-slate-700" data-testid="replace-no-exact">
            Aucun vérin de notre gamme n’a exactement ces caractéristiques : voici les plus proches, avec ce qui diffère.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {answer.exact.map((match) => (
              <MatchCard key={match.candidate.variantId} match={match} quantity={quantity} testId="replace-exact" />
            ))}
          </ul>
        )}
      </section>
      {answer.closest.length > 0 ? (
        <section aria-labelledby="remplacer-proches">
          <h2 id="remplacer-proches" className="text-2xl font-bold">
            Les plus proches
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {answer.closest.map((match) => (
              <MatchCard key={match.candidate.variantId} match={match} quantity={quantity} testId="replace-closest" />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="max-w-3xl text-sm text-slate-700">
        Rien ne convient ? <Link to="/verin-sur-mesure" className="link">Demandez-nous un vérin sur mesure</Link>.
      </p>
    </div>
  );
}

function MatchCard({match, quantity, testId}: {match: ReplaceMatch; quantity: number; testId: string}) {
  const {candidate} = match;
  const lines = [
    {merchandiseId: candidate.variantId, quantity},
    ...match.adapters.filter((a) => a.accessory.available).map((a) => ({merchandiseId: a.accessory.variantId, quantity: quantity * a.perSpring})),
  ];
  const total = candidate.price * quantity + match.adapters.reduce((sum, a) => sum + a.accessory.price * quantity * a.perSpring, 0);
  const headingId = `vérin-${candidate.variantId.replace(/\D/g, '')}`;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <p className={`self-start rounded px-2 py-0.5 text-xs font-semibold ${match.exact ? 'bg-green-800 text-white' : 'bg-slate-200 text-slate-900'}`}>
        {match.exact ? 'Équivalent exact' : 'Approchant'}
      </p>
      <h3 id={headingId} className="mt-2 font-semibold">
        <Link to={candidateUrl(candidate)} className="hover:text-brand-700 hover:underline">
          {candidate.title}
        </Link>
      </h3>
      {candidate.options.length > 0 ? <p className="text-sm text-slate-700">{variantDescription(candidate)}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="replace-differences">
        {match.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {match.adapters.length > 0 ? (
        <p className="mt-2 text-sm">
          Adaptateur :{' '}
          {match.adapters.map((a) => (
            <span key={a.accessory.variantId}>
              {quantity * a.perSpring} × <Link to={candidateUrl(a.accessory)} className="link">{a.accessory.title}</Link>
              {a.accessory.options.length > 0 ? ` (${a.accessory.variantTitle})` : ''}
              {!a.accessory.available ? ' — rupture de stock' : ''}
            </span>
          ))}
        </p>
      ) : null}
      {!candidate.available ? <p className="mt-2 text-sm font-medium text-red-700">Rupture de stock</p> : null}
      <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
        <input type="hidden" name="redirectTo" value="/cart" />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold text-brand-900">
            {quantity} vérin{quantity > 1 ? 's' : ''}
            {match.adapters.length > 0 ? ' et adaptateurs' : ''} : <Price amount={total} />
          </p>
          <button type="submit" className="btn-accent" disabled={!candidate.available} aria-describedby={headingId}>
            Ajouter au panier
          </button>
        </div>
      </CartForm>
    </li>
  );
}
