import {SpriteIcon} from '~/components/icons/Sprite';
import {ratingLabel} from '~/lib/reviews/reviews';

function Star({fill}: {fill: number}) {
  // fill 0..1: a gradient-free partial star, an amber copy clipped to its share.
  return (
    <span className="relative inline-block h-[1em] w-[1em]" aria-hidden="true">
      <SpriteIcon name="star" className="absolute inset-0 h-full w-full text-slate-300" fill="currentColor" />
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{width: `${Math.round(fill * 100)}%`}}>
          <SpriteIcon name="star" className="h-[1em] w-[1em] text-amber-500" fill="currentColor" />
        </span>
      ) : null}
    </span>
  );
}

/** Five stars showing a rating out of 5, read by screen readers as one sentence. */
export function Stars({rating, count, className = ''}: {rating: number; count?: number; className?: string}) {
  return (
    <span role="img" aria-label={ratingLabel(rating, count)} className={`inline-flex gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} fill={Math.max(0, Math.min(1, rating - index))} />
      ))}
    </span>
  );
}
