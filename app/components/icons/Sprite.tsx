// Icons repeated on a page (the favourite heart on every product card, the five stars of
// every rating) drawn once per page: PageLayout puts the symbols in the body, each use is a
// `<use>` of them (decision 067: 24 cards repeated each path in the HTML). The outer <svg>
// keeps its classes, so fill and stroke still come from them.

export type SpriteName = 'heart' | 'star';

const SYMBOLS: Record<SpriteName, {viewBox: string; path: string; transform?: string}> = {
  heart: {
    viewBox: '0 0 24 24',
    path: 'M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.3 5c2 0 3.2 1.1 3.7 2.1C10.5 6.1 11.8 5 13.7 5 17 5 18.7 8.4 17.2 11.4 15 15.6 12 20 12 20Z',
    transform: 'translate(2 0)',
  },
  star: {viewBox: '0 0 20 20', path: 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6L10 15l-5.4 3 1.2-6L1.3 7.8l6.1-.7z'},
};

const symbolId = (name: SpriteName) => `i-${name}`;

/** The symbols, once per page (hidden, out of the accessibility tree). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute h-0 w-0 overflow-hidden">
      {(Object.keys(SYMBOLS) as SpriteName[]).map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox={SYMBOLS[name].viewBox}>
          <path d={SYMBOLS[name].path} transform={SYMBOLS[name].transform} />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the sprite; decorative (aria-hidden): the control it sits in carries the name. */
export function SpriteIcon({name, className, fill}: {name: SpriteName; className?: string; fill?: string}) {
  return (
    <svg aria-hidden="true" viewBox={SYMBOLS[name].viewBox} className={className} fill={fill}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
