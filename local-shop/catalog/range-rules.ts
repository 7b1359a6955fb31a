// The documented rules of the generated range (decision 025): prices, stock, sales and
// dates follow from each article's data, so the same article always gets the same figures
// and the figures agree with one another (a long 316L spring costs more than a short steel
// one; middle forces and common strokes are the ones stocked deepest).

/** Says what the range is, on every generated product (decision 025). */
export const DEMO_NOTE =
  'Gamme de démonstration de la boutique : la référence (SKU) est une référence maison, elle ne reprend aucune référence de fabricant.';

/** '1200' -> '1 200' (French thousands separator, plain space) */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** '6.1' -> '6,1' */
export function decimal(n: number): string {
  return String(n).replace('.', ',');
}

/** Shop prices end in ,90: the amount rounded up to the next x,90. */
export function shopPrice(amount: number): number {
  const whole = Math.ceil(amount - 0.9);
  return Math.max(whole, 1) + 0.9;
}

/** 2-decimal string of a price. */
export function eur(amount: number): string {
  return amount.toFixed(2);
}

/** The former price of an article on sale: about 20 % higher, ending in ,90. */
export function wasPrice(price: number): number {
  return Math.ceil(price * 1.2) - 0.1;
}

/** Deterministic number in [0, 1) from a text (FNV-1a): the same SKU always draws the same. */
export function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

/**
 * How much a value of a list is asked for: 1 in the middle of the list, falling to 0.35 at
 * its ends (the smallest and the largest forces or strokes of a family sell least).
 */
export function popularity(index: number, count: number): number {
  if (count <= 1) return 1;
  const middle = (count - 1) / 2;
  const distance = Math.abs(index - middle) / Math.max(middle, 1);
  return 1 - 0.65 * distance;
}

/**
 * Units in stock: the series' typical depth × popularity, then the SKU's own draw:
 * about 4 % are out of stock (awaiting delivery) and about 6 % down to their last units.
 */
export function stockFor(sku: string, depth: number, share: number): number {
  const base = Math.max(6, Math.round(depth * share));
  const r = draw(sku);
  if (r < 0.04) return 0;
  if (r < 0.1) return 1 + Math.floor(((r - 0.04) / 0.06) * 5);
  return Math.min(base, 200);
}

/** A stock of at most `max` units (short series, big sizes): keeps the draw's out-of-stock. */
export function scarceStock(sku: string, max: number): number {
  const r = draw(sku);
  if (r < 0.08) return 0;
  return 1 + Math.floor(r * max);
}

/** ISO date `days` after `since`, at 09:00 UTC. */
export function dayAfter(since: string, days: number): string {
  const date = new Date(`${since}T09:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
