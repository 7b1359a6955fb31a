import {AFTER_PAINT_SCRIPT} from './after-paint';

/**
 * The page's JavaScript after its first paint (docs/decisions/086-scripts-after-first-paint.md,
 * after 079).
 *
 * React Router's `<Scripts>` preloads every module of the page (`<link rel="modulepreload">`)
 * and imports them from a module script: the browser fetches them while the stylesheet and the
 * main picture are still coming, and Lighthouse's simulation of a phone on slow 4G counts every
 * script that arrived before the largest paint in that paint (about 1.2 s on every page). The
 * server's HTML needs no script to be read or used (every link and form works without), so the
 * modules can wait for the first paint: the preloads and the module script are sent inert
 * (`data-after-paint`, a module script of type `text/plain`), and a few statements put at the
 * start of `<Scripts>`' own inline script (no element is added: React would not hydrate a page
 * with one more) make them live again at the first frame after the paint.
 * `<Scripts>` offers no attribute for this, so the rendered HTML is edited as it streams, byte
 * for byte, without decoding it.
 */

/** A byte pattern and Horspool's shifts: how far it may move when its last byte meets each value. */
interface Pattern {
  bytes: Uint8Array;
  skip: Uint8Array;
}

function pattern(text: string): Pattern {
  const bytes = new TextEncoder().encode(text);
  const skip = new Uint8Array(256).fill(bytes.length);
  for (let i = 0; i < bytes.length - 1; i += 1) skip[bytes[i]] = bytes.length - 1 - i;
  return {bytes, skip};
}

const encode = (text: string) => new TextEncoder().encode(text);

const PRELOAD = pattern('<link rel="modulepreload"');
/** A preload that waits: no `rel`, so nothing is fetched; low priority once it is made live. */
const PRELOAD_LATER = encode('<link data-after-paint="modulepreload" fetchpriority="low"');
/** A preload fetched at once, after what the first paint needs (decision 079): other pages. */
const PRELOAD_LOW = encode('<link rel="modulepreload" fetchpriority="low"');
/** `<Scripts>`' inline script, between its preloads and its module script. */
const CONTEXT = pattern('>window.__reactRouterContext = ');
/** `<Scripts>`' module script (`<script nonce="…" type="module" async="">`), after its preloads. */
const MODULE = pattern(' type="module" async=""');
/** A script of a type the browser does not run, kept whole for later. */
const MODULE_LATER = encode(' type="text/plain" data-after-paint="module"');
/** The longest tag start that a chunk can end in the middle of. */
const HELD = Math.max(PRELOAD.bytes.length, CONTEXT.bytes.length, MODULE.bytes.length) - 1;

/** `<Scripts>`' inline script, the statements that start the scripts first. */
const CONTEXT_LATER = encode(`>${AFTER_PAINT_SCRIPT}window.__reactRouterContext = `);

/**
 * The HTML stream with `<Scripts>`' preloads and module script made to wait for the first paint,
 * and the statements that start them put in its inline script. A byte stream, like React's: the
 * page cache tees it, and a byte stream's second branch gets its own copy of each chunk, where a
 * plain stream's two branches would share buffers that the runtime takes over (detaches) as it
 * sends one of them.
 *
 * `<Scripts>` writes its preloads together, then its inline script, then its module script: once
 * that script is edited, nothing is left to edit, and the rest of the page (the loader data React
 * Router streams after it, about a third of a page) goes through as it is read, neither searched
 * nor copied (decision 082). Without `afterPaint` (the pages that do not paint first), the
 * preloads are only fetched at low priority, as decision 079 had it for every page.
 */
export function scriptsAfterFirstPaint(body: ReadableStream<Uint8Array>, afterPaint = true): ReadableStream<Uint8Array> {
  const read = readerOf(body);
  // The last bytes of a chunk, which may begin a tag finished by the next chunk.
  let pending: Uint8Array = new Uint8Array(0);
  let phase: Phase = 'preloads';
  return new ReadableStream({
    type: 'bytes',
    async pull(controller) {
      for (;;) {
        const {done, value} = await read.next();
        if (done || !value) {
          if (pending.length) controller.enqueue(pending);
          controller.close();
          return;
        }
        if (phase === 'done') {
          // Read from a byte stream into a buffer of its own: ours to hand over.
          if (value.length) {
            controller.enqueue(value);
            return;
          }
          continue;
        }
        const bytes = pending.length ? join([pending, value]) : value;
        const edited = editScripts(bytes, phase, afterPaint);
        phase = edited.phase;
        pending = edited.rest;
        // A new buffer per chunk: enqueuing hands the buffer over to the stream.
        if (edited.output.length) {
          controller.enqueue(join(edited.output));
          return;
        }
      }
    },
    cancel(reason) {
      return read.cancel(reason);
    },
  });
}

/** Bytes read at most at once: a page's shell in two or three reads. */
const READ_SIZE = 16 * 1024;

/**
 * Reads a byte stream with a BYOB reader into buffers of READ_SIZE: one read takes every chunk
 * already queued. React 18 writes its HTML in chunks of 512 bytes (about 90 for a page), and
 * each read and each enqueue crosses into the runtime: one read per chunk cost 0.3–0.9 ms per
 * page in workerd (decision 082). Another kind of stream is read chunk by chunk.
 */
function readerOf(body: ReadableStream<Uint8Array>) {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({mode: 'byob'});
  } catch {
    // Not a byte stream.
  }
  const reader = byob ? null : body.getReader();
  return {
    next: (): Promise<ReadableStreamReadResult<Uint8Array>> => (byob ? byob.read(new Uint8Array(READ_SIZE)) : reader!.read()),
    cancel: (reason: unknown) => (byob ?? reader!).cancel(reason),
  };
}

/**
 * How far the edit has gone: `preloads` until the first one and while they come (each made
 * inert), `after-preloads` while the inline script after them is looked for, `started` once the
 * statements are in it (the module script is looked for), `done` when nothing is left to edit.
 */
export type Phase = 'preloads' | 'after-preloads' | 'started' | 'done';

/**
 * Edits `bytes` from `phase` on: each preload made inert, then the statements put at the start of
 * the inline script after them, then the module script made inert. Without `afterPaint`, the
 * preloads only get `fetchpriority="low"` (decision 079) and the inline script ends the edit. The module script is only
 * made inert when the statements that will start it are in the page: if `<Scripts>` ever writes
 * its inline script differently, the page keeps its scripts as they are (the preloads inert
 * change nothing: the module script imports the same files). `rest` is the tail that may hold
 * the start of a tag the next chunk finishes (all of it at the stream's end). Boyer-Moore-Horspool:
 * the search looks at about one byte in twenty of the page (a scan stopping at every `<` cost
 * 0.4 ms per collection page).
 */
export function editScripts(bytes: Uint8Array, phase: Phase, afterPaint = true): {output: Uint8Array[]; rest: Uint8Array; phase: Phase} {
  const output: Uint8Array[] = [];
  let start = 0;
  for (;;) {
    if (phase === 'started') {
      const script = indexOf(bytes, MODULE, start);
      if (script < 0) break;
      output.push(bytes.subarray(start, script), MODULE_LATER, bytes.subarray(script + MODULE.bytes.length));
      return {output, rest: new Uint8Array(0), phase: 'done'};
    }
    const preload = indexOf(bytes, PRELOAD, start);
    const context = phase === 'after-preloads' ? indexOf(bytes, CONTEXT, start) : -1;
    if (context >= 0 && (preload < 0 || context < preload)) {
      if (!afterPaint) {
        output.push(bytes.subarray(start));
        return {output, rest: new Uint8Array(0), phase: 'done'};
      }
      output.push(bytes.subarray(start, context), CONTEXT_LATER);
      start = context + CONTEXT.bytes.length;
      phase = 'started';
      continue;
    }
    if (preload < 0) break;
    output.push(bytes.subarray(start, preload), afterPaint ? PRELOAD_LATER : PRELOAD_LOW);
    start = preload + PRELOAD.bytes.length;
    phase = 'after-preloads';
  }
  // A tag can only begin in the last bytes without ending in this chunk.
  const keep = Math.max(start, bytes.length - HELD);
  if (keep > start) output.push(bytes.subarray(start, keep));
  return {output, rest: bytes.slice(keep), phase};
}

/** Where `pattern` first occurs in `bytes` from `from`, or -1. */
function indexOf(bytes: Uint8Array, {bytes: pattern, skip}: Pattern, from: number): number {
  const last = pattern.length - 1;
  let at = from;
  while (at + last < bytes.length) {
    const tail = bytes[at + last];
    if (tail === pattern[last] && matchesAt(bytes, pattern, at)) return at;
    at += skip[tail];
  }
  return -1;
}

function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  for (let i = 0; i < pattern.length; i += 1) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}

function join(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
