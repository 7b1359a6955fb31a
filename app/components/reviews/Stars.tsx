import {ratingLabel} from '~/lib/reviews/reviews';

const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6L10 15l-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

function Star({fill}: {fill: number}) {
  // fill 0..1: a gradient-free partial star, an amber copy clipped to its share.
  return (
    <span className="relative inline-block h-[1em] w-[1em]" aria-hidden="true">
      <svg viewBox="0 0 20 20" className="absolute inset-0 h-full w-full text-slate-300" fill="currentColor">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{width: `${Math.round(fill * 100)}%`}}>
          <svg viewBox="0 0 20 20" className="h-[1em] w-[1em] text-amber-500" fill="currentColor">
            <path d={STAR_PATH} />
          </svg>
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
