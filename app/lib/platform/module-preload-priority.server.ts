/**
 * The page's JavaScript at low fetch priority (docs/decisions/079-first-paint.md).
 *
 * React Router's `<Scripts>` preloads every module of the page with
 * `<link rel="modulepreload">`, which Chrome fetches at high priority: on a slow mobile
 * link the hydration code (the framework file alone is 86 kB gzip) then shares the
 * bandwidth with the stylesheet and the main picture the first paint waits for, and
 * Lighthouse counts those scripts as blocking the first paint when they arrive before it.
 * The server's HTML needs no script to be read, so the scripts can come after what is
 * painted: each preload gets `fetchpriority="low"`. `<Scripts>` offers no attribute for
 * this, so the rendered HTML is edited as it streams, byte for byte, without decoding it.
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

const PRELOAD = pattern('<link rel="modulepreload"');
const LOW = new TextEncoder().encode(' fetchpriority="low"');
/** What follows `<Scripts>`' preloads: its first module script. */
const SCRIPT = pattern('<script');

/**
 * The HTML stream with `fetchpriority="low"` added to every module preload. A byte stream,
 * like React's: the page cache tees it, and a byte stream's second branch gets its own copy
 * of each chunk, where a plain stream's two branches would share buffers that the runtime
 * takes over (detaches) as it sends one of them.
 *
 * `<Scripts>` writes its preloads together, then its module script: once that script is seen
 * after a preload, nothing is left to edit, and the rest of the page (the loader data
 * React Router streams after it, about a third of a page) goes through as it is read, neither
 * searched nor copied (decision 082).
 */
export function lowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const read = readerOf(body);
  // The last bytes of a chunk, which may begin a preload tag finished by the next chunk.
  let pending: Uint8Array = new Uint8Array(0);
  // A preload has been marked: from then on, a `<script` ends the search.
  let marked = false;
  let passing = false;
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
        if (passing) {
          // Read from a byte stream into a buffer of its own: ours to hand over.
          if (value.length) {
            controller.enqueue(value);
            return;
          }
          continue;
        }
        const bytes = pending.length ? join([pending, value]) : value;
        const {output, rest, lastMark, ended} = markPreloads(bytes, marked);
        marked ||= lastMark >= 0;
        passing = ended;
        pending = rest;
        // A new buffer per chunk: enqueuing hands the buffer over to the stream.
        if (output.length) {
          controller.enqueue(join(output));
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
 * Splits `bytes` around each preload tag start; `rest` is the tail that may hold the start of
 * a tag the next chunk finishes (all of it at the stream's end); `lastMark` is where the last
 * marked tag start ends (-1 without one). Once a preload is marked (here, or before when
 * `marked`), the first `<script` after it ends the preloads: `ended`, and what follows is
 * output as it is, `rest` empty. Boyer-Moore-Horspool: the search looks at about one byte in
 * twenty of the page (a scan stopping at every `<` cost 0.4 ms per collection page).
 */
export function markPreloads(
  bytes: Uint8Array,
  marked = false,
): {output: Uint8Array[]; rest: Uint8Array; lastMark: number; ended: boolean} {
  const output: Uint8Array[] = [];
  let start = 0;
  let lastMark = -1;
  // Where the module script after the preloads begins, once one is marked (-1: not in these bytes).
  let script = marked ? indexOf(bytes, SCRIPT, 0) : -1;
  for (;;) {
    const at = indexOf(bytes, PRELOAD, start);
    if (at < 0 || (script >= 0 && at > script)) break;
    const end = at + PRELOAD.bytes.length;
    output.push(bytes.subarray(start, end), LOW);
    if (lastMark < 0 && !marked) script = indexOf(bytes, SCRIPT, end);
    start = end;
    lastMark = end;
  }
  if (script >= 0) {
    output.push(bytes.subarray(start));
    return {output, rest: new Uint8Array(0), lastMark, ended: true};
  }
  // A tag can only begin in the last bytes without ending in this chunk.
  const keep = Math.max(start, bytes.length - (PRELOAD.bytes.length - 1));
  if (keep > start) output.push(bytes.subarray(start, keep));
  return {output, rest: bytes.slice(keep), lastMark, ended: false};
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
