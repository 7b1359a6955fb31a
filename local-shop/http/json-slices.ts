// Large JSON answers written in slices (docs/decisions/065-abusive-documents-off-the-event-loop.md).
//
// JSON.stringify of a 14 MB answer (45 introspection listings, within the cost limits)
// holds the event loop for about 60 ms of CPU. Here the answer is serialised piece by
// piece: the first levels of the value (the answer, its fields, their lists and items) are
// walked, anything deeper goes through JSON.stringify whole, and after SLICE_MS of work the
// loop gets a turn before the next piece. An answer serialised within the first slice is
// sent as before, with its Content-Length; a larger one is sent in chunks as it is made.

import type {ServerResponse} from 'node:http';
import {SLICE_MS} from '../graphql/scheduler.ts';
import {BASE_HEADERS} from './util.ts';

/** Levels walked piece by piece; below, values are serialised whole. */
const WALKED_LEVELS = 5;
/** Characters gathered before they are written to the socket. */
const CHUNK_CHARS = 64 * 1024;

function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** JSON.stringify's output, in pieces. */
export function* jsonPieces(value: unknown, level = 0): Generator<string> {
  if (level >= WALKED_LEVELS || value === null || typeof value !== 'object' || typeof (value as {toJSON?: unknown}).toJSON === 'function') {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ',';
      if (isSkipped(value[index])) yield 'null';
      else yield* jsonPieces(value[index], level + 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (isSkipped(item)) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(item, level + 1);
  }
  yield '}';
}

function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

/** Sends `body` as JSON, giving the event loop a turn every SLICE_MS of serialisation. */
export async function sendJsonInSlices(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const head = {...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers};
  let chunk = '';
  let started = false;
  let sliceStart = performance.now();
  for (const piece of jsonPieces(body)) {
    chunk += piece;
    if (performance.now() - sliceStart < SLICE_MS) continue;
    if (!started) {
      response.writeHead(status, head);
      started = true;
    }
    if (chunk.length >= CHUNK_CHARS) {
      const more = response.write(chunk);
      chunk = '';
      if (!more) await drained(response);
    }
    await new Promise((resolve) => setImmediate(resolve));
    // The client left: nothing more to make.
    if (response.destroyed) return;
    sliceStart = performance.now();
  }
  if (!started) response.writeHead(status, {...head, 'Content-Length': String(Buffer.byteLength(chunk))});
  response.end(chunk);
}
