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

const PRELOAD = new TextEncoder().encode('<link rel="modulepreload"');
const LOW = new TextEncoder().encode(' fetchpriority="low"');

/**
 * The HTML stream with `fetchpriority="low"` added to every module preload. A byte stream,
 * like React's: the page cache tees it, and a byte stream's second branch gets its own copy
 * of each chunk, where a plain stream's two branches would share buffers that the runtime
 * takes over (detaches) as it sends one of them.
 */
export function lowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  // The last bytes of a chunk, which may begin a preload tag finished by the next chunk.
  let pending: Uint8Array = new Uint8Array(0);
  return new ReadableStream({
    type: 'bytes',
    async pull(controller) {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) {
          if (pending.length) controller.enqueue(pending);
          controller.close();
          return;
        }
        const {output, rest} = markPreloads(pending.length ? join([pending, value]) : value);
        pending = rest;
        // A new buffer per chunk: enqueuing hands the buffer over to the stream.
        if (output.length) {
          controller.enqueue(join(output));
          return;
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * Splits `bytes` around each preload tag start; `rest` is the tail that may hold the start of
 * a tag the next chunk finishes (all of it at the stream's end). Boyer-Moore-Horspool: the
 * search looks at about one byte in twenty of the page (a scan stopping at every `<` cost
 * 0.4 ms per collection page).
 */
export function markPreloads(bytes: Uint8Array): {output: Uint8Array[]; rest: Uint8Array} {
  const output: Uint8Array[] = [];
  const last = PRELOAD.length - 1;
  let start = 0;
  let at = 0;
  while (at + last < bytes.length) {
    const tail = bytes[at + last];
    if (tail === PRELOAD[last] && matchesAt(bytes, at)) {
      const end = at + PRELOAD.length;
      output.push(bytes.subarray(start, end), LOW);
      start = end;
      at = end;
    } else {
      at += SKIP[tail];
    }
  }
  // A tag can only begin in the last `last` bytes without ending in this chunk.
  const keep = Math.max(start, bytes.length - last);
  if (keep > start) output.push(bytes.subarray(start, keep));
  return {output, rest: bytes.slice(keep)};
}

/** Horspool's shift for each byte value: how far the pattern may move when it ends there. */
const SKIP = (() => {
  const skip = new Uint8Array(256).fill(PRELOAD.length);
  for (let i = 0; i < PRELOAD.length - 1; i += 1) skip[PRELOAD[i]] = PRELOAD.length - 1 - i;
  return skip;
})();

function matchesAt(bytes: Uint8Array, at: number): boolean {
  for (let i = 0; i < PRELOAD.length; i += 1) if (bytes[at + i] !== PRELOAD[i]) return false;
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
