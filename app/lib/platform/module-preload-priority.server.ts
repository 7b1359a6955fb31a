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
  // Bytes at a chunk's end that may begin a preload tag finished by the next chunk.
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

/** Splits `bytes` around each complete preload tag start; `rest` is a possible tag start at the end. */
export function markPreloads(bytes: Uint8Array): {output: Uint8Array[]; rest: Uint8Array} {
  const output: Uint8Array[] = [];
  let start = 0;
  let at = bytes.indexOf(PRELOAD[0]);
  while (at !== -1) {
    const matched = matchLength(bytes, at);
    if (matched === PRELOAD.length) {
      const end = at + PRELOAD.length;
      output.push(bytes.subarray(start, end), LOW);
      start = end;
    } else if (at + matched === bytes.length) {
      // The chunk ends inside what may be a preload tag: kept for the next chunk.
      if (at > start) output.push(bytes.subarray(start, at));
      return {output, rest: bytes.slice(at)};
    }
    at = bytes.indexOf(PRELOAD[0], at + 1);
  }
  if (start < bytes.length) output.push(bytes.subarray(start));
  return {output, rest: new Uint8Array(0)};
}

/** How many bytes of the preload tag's start match at `at` (stops at the chunk's end). */
function matchLength(bytes: Uint8Array, at: number): number {
  let length = 0;
  while (length < PRELOAD.length && at + length < bytes.length && bytes[at + length] === PRELOAD[length]) length += 1;
  return length;
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
