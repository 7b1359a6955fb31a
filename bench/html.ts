// What a server-rendered page is made of, in bytes (UTF-8): the loader data React Router
// streams into it for hydration (turbo-stream, `streamController.enqueue(…)` scripts),
// React Router's other inline scripts (context, manifest, route modules), JSON-LD, inline
// SVG, inline styles, and the rest (markup and text). Issue 20 compares it to the skeleton's.

export interface HtmlComposition {
  total: number;
  /** Inline scripts that stream loader data (turbo-stream) to the browser */
  loaderData: number;
  /** Other inline scripts (router context, manifest, module imports, nonce'd helpers) */
  inlineScripts: number;
  /** <script type="application/ld+json"> */
  jsonLd: number;
  /** <svg>…</svg> elements (icons, drawings) */
  svg: number;
  /** <style>…</style> */
  inlineStyles: number;
  /** Everything else: elements, attributes, text */
  markup: number;
  /** Number of <svg> elements */
  svgCount: number;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function htmlComposition(html: string): HtmlComposition {
  let loaderData = 0;
  let inlineScripts = 0;
  let jsonLd = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const size = bytes(match[0]);
    if (/\btype=["']?application\/ld\+json/i.test(match[1])) jsonLd += size;
    else if (/streamController\.enqueue\(/.test(match[2])) loaderData += size;
    else if (match[2].trim()) inlineScripts += size;
  }
  // Scripts can carry SVG as strings: measure SVG and styles in the HTML without scripts.
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  let svg = 0;
  let svgCount = 0;
  // Outermost <svg> elements only (an <svg> inside another counts with its parent).
  const tags = /<(\/?)svg\b[^>]*>/gi;
  let depth = 0;
  let start = 0;
  for (const tag of withoutScripts.matchAll(tags)) {
    const closing = tag[1] === '/';
    const selfClosing = !closing && tag[0].endsWith('/>');
    if (!closing && depth === 0) {
      start = tag.index;
      svgCount += 1;
    }
    if (!closing && !selfClosing) depth += 1;
    if (closing) depth = Math.max(0, depth - 1);
    if ((closing || selfClosing) && depth === 0) svg += bytes(withoutScripts.slice(start, tag.index + tag[0].length));
  }
  let inlineStyles = 0;
  for (const match of withoutScripts.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/gi)) inlineStyles += bytes(match[0]);
  const total = bytes(html);
  return {
    total,
    loaderData,
    inlineScripts,
    jsonLd,
    svg,
    inlineStyles,
    markup: total - loaderData - inlineScripts - jsonLd - svg - inlineStyles,
    svgCount,
  };
}
