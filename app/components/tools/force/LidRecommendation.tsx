import {Link} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {Price} from '~/components/Price';
import {candidateUrl} from '~/lib/tools/spring-match';
import type {LidRecommendation} from '~/lib/tools/force/recommend';
import {frameShiftText, recommendationText} from '~/lib/tools/force/recommend-text';

const TONE_STYLES = {
  good: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-accent-700 bg-orange-50 text-orange-950',
  bad: 'border-red-700 bg-red-50 text-red-900',
} as const;

/**
 * What the calculator recommends, always: force per spring, length and stroke, latch or
 * not, and the kit (springs and brackets) added to the cart in one go — a plain form
 * to /cart, so it works without JavaScript too.
 */
export function LidRecommendationPanel({
  idPrefix,
  recommendation,
  springs,
  catalogueError,
}: {
  idPrefix: string;
  recommendation: LidRecommendation;
  springs: number;
  catalogueError: boolean;
}) {
  const text = recommendationText(recommendation, springs);
  const headingId = `${idPrefix}-recommandation`;
  const kit = recommendation.kit;
  const orderable = kit.filter((line) => line.available);
  const total = orderable.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return (
    <section aria-labelledby={headingId} data-testid="lid-recommendation">
      <h3 id={headingId} className="text-xl font-bold">
        Notre recommandation
      </h3>
      <div className={`mt-3 max-w-3xl rounded-md border-l-4 px-4 py-3 ${TONE_STYLES[text.tone]}`}>
        <p className="font-semibold" data-testid="lid-recommendation-headline">
          {text.headline}
        </p>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-1">
            {paragraph}
          </p>
        ))}
      </div>
      {catalogueError ? null : kit.length > 0 ? (
        <div className="mt-4 max-w-3xl rounded-lg border border-slate-200 p-4" data-testid="lid-kit">
          <h4 className="font-semibold">Le kit pour ce couvercle</h4>
          <ul className="mt-2 space-y-2">
            {kit.map((line) => (
              <li key={line.merchandiseId} className="flex flex-wrap items-baseline justify-between gap-2" data-testid="lid-kit-line">
                <span>
                  <span className="font-semibold">{line.quantity} ×</span>{' '}
                  <Link to={candidateUrl(line)} className="link">
                    {line.title}
                  </Link>
                  {line.options.length > 0 ? <span className="text-slate-700"> — {line.options.map((o) => `${o.name.toLowerCase()} ${o.value}`).join(', ')}</span> : null}
                  {line.role === 'bracket' ? (
                    <span className="block text-sm text-slate-700">
                      {line.quantity === 2 * springs ? 'Deux par vérin : une sur le cadre, une sur le couvercle.' : 'Une par vérin.'}
                    </span>
                  ) : null}
                  {!line.available ? <span className="block text-sm font-medium text-red-700">Rupture de stock</span> : null}
                </span>
                <Price amount={line.price * line.quantity} />
              </li>
            ))}
          </ul>
          {recommendation.bracketNote ? (
            <p className="mt-3 text-sm" data-testid="lid-kit-bracket-note">
              {recommendation.bracketNote}
            </p>
          ) : null}
          {recommendation.kitFrameShift ? (
            <p className="mt-3 rounded-md border-l-4 border-accent-700 bg-orange-50 px-3 py-2 font-semibold text-orange-950" data-testid="lid-kit-frame-shift">
              Ce kit ne convient qu’avec la fixation du cadre déplacée. {frameShiftText(recommendation.kitFrameShift)}
            </p>
          ) : null}
          <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines: orderable.map(({merchandiseId, quantity}) => ({merchandiseId, quantity}))}}>
            <input type="hidden" name="redirectTo" value="/cart" />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="font-bold">
                Total : <Price amount={total} />
              </p>
              <button type="submit" className="btn-accent" disabled={orderable.length === 0} data-testid="lid-kit-add">
                Ajouter le kit au panier
              </button>
            </div>
          </CartForm>
        </div>
      ) : (
        <div className="mt-4 max-w-3xl rounded-lg border border-slate-200 p-4" data-testid="lid-no-kit">
          <p className="font-semibold">Aucun kit de notre gamme ne convient à ce couvercle tel que vous l’avez décrit.</p>
          <p className="mt-1">Nous pouvons faire fabriquer le vérin qu’il lui faut : votre demande est préremplie avec la longueur, la course et la force calculées.</p>
          <Link to={recommendation.customRequestUrl} className="btn-accent mt-3 inline-block" data-testid="lid-custom-request">
            Demander un vérin sur mesure
          </Link>
        </div>
      )}
    </section>
  );
}
