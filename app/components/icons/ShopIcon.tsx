// The shop's own line icons, drawn inline (24 × 24, the stroke in the text colour), so that
// they show the same everywhere: emoji depend on a colour-emoji font the buyer may not have.

export type ShopIconName = 'gas-spring' | 'bolt' | 'factory' | 'ruler' | 'check' | 'warning';

const PATHS: Record<ShopIconName, React.ReactNode> = {
  // A gas spring seen from the side: eyelet, body, rod, eyelet.
  'gas-spring': (
    <>
      <circle cx="3.5" cy="12" r="1.8" />
      <rect x="5.5" y="9" width="9" height="6" rx="1.2" />
      <path d="M14.5 12h4.2" />
      <circle cx="20.5" cy="12" r="1.8" />
    </>
  ),
  // A hexagon-head bolt.
  bolt: (
    <>
      <path d="M8 3h8l2 3-2 3H8L6 6z" />
      <path d="M10 9v12M14 9v12M10 12.5l4-1.5M10 16l4-1.5M10 19.5l4-1.5" />
    </>
  ),
  // A workshop with saw-tooth roof and a chimney.
  factory: (
    <>
      <path d="M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z" />
      <path d="M7 17h2M12 17h2M17 17h1" />
    </>
  ),
  // A straight ruler with its marks.
  ruler: (
    <>
      <rect x="2" y="8" width="20" height="8" rx="1" />
      <path d="M6 8v3M10 8v4M14 8v3M18 8v4" />
    </>
  ),
  check: <path d="M4.5 12.5l5 5 10-11" />,
  warning: (
    <>
      <path d="M12 3.5 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>
  ),
};

/** A decorative icon (hidden from screen readers: the text beside it says the thing). */
export function ShopIcon({name, className = 'h-5 w-5'}: {name: ShopIconName; className?: string}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`shrink-0 fill-none stroke-current ${className}`}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
