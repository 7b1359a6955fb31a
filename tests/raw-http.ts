// Raw HTTP over TCP, as an attacker sends it: oversized heads, URLs and bodies. Tells a
// complete answer from a connection the server reset (the client then sees no answer).
import net from 'node:net';

export interface RawAnswer {
  status: number | null;
  head: string;
  body: string;
  /** The connection ended with an error (ECONNRESET, EPIPE) instead of a clean close. */
  reset: boolean;
  error: string | null;
}

/** Writes `head` (and `bodyBytes` bytes of body), reads until the server closes. */
export function rawRequest(port: number, head: string, bodyBytes = 0): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({
        status: status ? Number(status) : null,
        head: split === -1 ? text : text.slice(0, split),
        body: split === -1 ? '' : text.slice(split + 4),
        reset: error !== null,
        error,
      });
    });
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer in 60 s')));
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        const size = Math.min(chunk.length, bodyBytes - sent);
        sent += size;
        if (!socket.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

export const HEADER_200_KB = `X-Remplissage: ${'a'.repeat(200 * 1024)}`;
export const URL_2_MB = `/?q=${'a'.repeat(2 * 1024 * 1024)}`;
export const BODY_10_MB = 10 * 1024 * 1024;
