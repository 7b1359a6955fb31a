// JavaScript and CSS a route sends: the assets its server-rendered HTML loads at once
// (stylesheets, module preloads, scripts and the inline module script's imports), and
// everything those can import later (dynamic imports: the chat panel, modals...).
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize, relative} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';

const ASSET = String.raw`[^"'\x60\s?#]+\.(?:js|mjs|css)`;

/**
 * Asset URLs the browser fetches as soon as it reads the HTML, in document order.
 * Strings that merely mention an asset (the route manifest's own `url`, say) do not count.
 */
export function initialAssetsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag[0])?.[1]?.toLowerCase();
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag[0])?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload') && new RegExp(`^${ASSET}$`).test(href)) found.add(href);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(script[1])?.[1];
    if (src && new RegExp(`^${ASSET}$`).test(src)) found.add(src);
    if (/\btype=["']?module/i.test(script[1])) {
      for (const specifier of importSpecifiers(script[2])) found.add(specifier);
    }
  }
  return [...found];
}

/** Specifiers of static (`import x from "…"`, `import "…"`) and dynamic (`import("…")`) imports in module code. */
export function importSpecifiers(code: string): string[] {
  const out = new Set<string>();
  const quoted = String.raw`["'\x60](${ASSET})["'\x60]`;
  for (const match of code.matchAll(new RegExp(String.raw`\bfrom\s*${quoted}`, 'g'))) out.add(match[1]);
  for (const match of code.matchAll(new RegExp(String.raw`\bimport\s*${quoted}`, 'g'))) out.add(match[1]);
  for (const match of code.matchAll(new RegExp(String.raw`\bimport\s*\(\s*${quoted}\s*\)`, 'g'))) out.add(match[1]);
  return [...out];
}

/** Files a built chunk may load: its imports plus the dependency lists Vite writes for preloading (`__vite__mapDeps`). */
export function chunkReferences(code: string): string[] {
  const out = new Set(importSpecifiers(code));
  for (const list of code.matchAll(/__vite__mapDeps\s*=[\s\S]*?\[([^\]]*)\]/g)) {
    for (const item of list[1].matchAll(new RegExp(String.raw`["'\x60](${ASSET})["'\x60]`, 'g'))) out.add(item[1]);
  }
  return [...out];
}

/**
 * Maps an asset URL or a chunk's specifier to a path under the client build folder.
 * `./x.js` is relative to the importing chunk; `assets/x.js` and `/assets/x.js` to the site root.
 */
export function resolveAsset(specifier: string, importer: string | null): string | null {
  if (/^[a-z]+:\/\//i.test(specifier)) return null;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    if (!importer) return null;
    return normalize(join(dirname(importer), specifier));
  }
  return normalize(specifier.replace(/^\/+/, ''));
}

/** Every file reachable from the roots, following `references` of each JavaScript file. */
export function reachableAssets(roots: readonly string[], references: (file: string) => string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.m?js$/.test(file)) continue;
    for (const specifier of references(file)) {
      const resolved = resolveAsset(specifier, file);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetSizes {
  files: number;
  js: ByteSizes;
  css: ByteSizes;
}

export interface RouteAssets {
  initial: AssetSizes;
  total: AssetSizes;
  /** Listed in the HTML or imported, but not in the build (reported, never silently dropped) */
  missing: string[];
  html: ByteSizes;
}

const zero = (): ByteSizes => ({raw: 0, gzip: 0, brotli: 0});

/** Sizes of a text as stored, gzip (node:zlib default, level 6) and brotli (default, quality 11). */
export function byteSizes(content: Buffer | string): ByteSizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {raw: buffer.length, gzip: gzipSync(buffer).length, brotli: brotliCompressSync(buffer).length};
}

// Brotli at quality 11 is slow: each built file is compressed once per run, whatever
// the number of routes that load it.
const measuredFiles = new Map<string, ByteSizes>();

/** Measures one route's HTML against the client build in `clientDir` (dist/client). */
export function measureRouteAssets(html: string, clientDir: string): RouteAssets {
  const cache = new Map<string, Buffer | null>();
  const read = (file: string): Buffer | null => {
    if (!cache.has(file)) {
      const full = join(clientDir, file);
      // Never read outside the build folder, whatever a specifier says.
      const inside = !relative(clientDir, full).startsWith('..');
      cache.set(file, inside && existsSync(full) ? readFileSync(full) : null);
    }
    return cache.get(file) ?? null;
  };
  const references = (file: string) => {
    const content = read(file);
    return content ? chunkReferences(content.toString('utf8')) : [];
  };
  const roots = initialAssetsInHtml(html).flatMap((url) => resolveAsset(url, null) ?? []);
  const missing = new Set<string>();
  const sum = (files: string[]): AssetSizes => {
    const sizes: AssetSizes = {files: 0, js: zero(), css: zero()};
    for (const file of files) {
      const content = read(file);
      if (!content) {
        missing.add(file);
        continue;
      }
      const bucket = file.endsWith('.css') ? sizes.css : sizes.js;
      const key = join(clientDir, file);
      const measured = measuredFiles.get(key) ?? byteSizes(content);
      measuredFiles.set(key, measured);
      bucket.raw += measured.raw;
      bucket.gzip += measured.gzip;
      bucket.brotli += measured.brotli;
      sizes.files += 1;
    }
    return sizes;
  };
  const initial = sum(roots);
  const total = sum(reachableAssets(roots, references));
  return {initial, total, missing: [...missing].sort(), html: byteSizes(html)};
}
