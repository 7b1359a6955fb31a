// Requests too big to read, answered in French by the local shop's HTTP server instead
// of a reset connection: 414 for an overlong URL, 431 for overlong headers, 413 for a
// body announced too large with `Expect: 100-continue` (bodies read past a route's limit
// get theirs from readBody). The storefront's front (scripts/front.ts) does the same for
// workerd, with the same messages. The answer is written, then the rest of what the client sends
// is read and dropped until it stops: closing with unread data resets the connection,
// and the client would lose the answer.

import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import type {Duplex} from 'node:stream';

/** How long a refused client may keep sending before its connection is closed anyway. */
const LINGER_MS = 10_000;

export const OVERSIZED_MESSAGES = {
  uriTooLong: 'Adresse trop longue : raccourcissez-la et réessayez.',
  headersTooLarge: 'En-têtes de la requête trop volumineux : supprimez les cookies de ce site et réessayez.',
  bodyTooLarge: 'Envoi trop volumineux : raccourcissez votre texte et réessayez.',
  unreadable: 'Requête illisible.',
} as const;

const TITLES: Record<number, string> = {400: 'Requête invalide', 413: 'Envoi trop volumineux', 414: 'Adresse trop longue', 431: 'En-têtes trop volumineux'};

const requestLineRead = new WeakSet<Duplex>();
const answered = new WeakSet<Duplex>();

export function oversizedPage(status: number, message: string): string {
  const title = TITLES[status] ?? 'Requête refusée';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;
}

function rawResponse(status: number, message: string): string {
  const body = oversizedPage(status, message);
  const reason = {400: 'Bad Request', 413: 'Content Too Large', 414: 'URI Too Long', 431: 'Request Header Fields Too Large'}[status] ?? 'Bad Request';
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Writes the answer, then reads and drops whatever still comes until the client closes. */
function lingerAndClose(socket: Duplex, answer: string): void {
  socket.removeAllListeners('data');
  socket.removeAllListeners('end');
  socket.on('data', () => {});
  socket.on('end', () => socket.destroy());
  socket.on('error', () => socket.destroy());
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.end(answer);
}

/**
 * Installs the French answers on a Node HTTP server: the 'clientError' handler (head too
 * large or unreadable) and 'checkContinue' (a body announced over `maxBodyBytes`).
 */
export function answerOversizedRequests(server: Server, maxBodyBytes: number): void {
  server.on('connection', (socket: Socket) => {
    // Whether the request line was complete when the head grew too large: 431, else 414.
    const watch = (chunk: Buffer) => {
      if (chunk.includes(0x0a)) {
        requestLineRead.add(socket);
        socket.off('data', watch);
      }
    };
    socket.prependListener('data', watch);
    // Node closes a connection right after a 'Connection: close' answer (sent before a
    // body was read: 401, 405, 415...), and the client, still sending, gets a reset
    // instead of the answer: close our side only, and read on until the client closes.
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.writable) this.end();
      const close = () => this.destroy();
      this.once('end', close);
      setTimeout(close, LINGER_MS).unref();
    };
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const urlTooLong = !requestLineRead.has(socket);
      lingerAndClose(socket, rawResponse(urlTooLong ? 414 : 431, urlTooLong ? OVERSIZED_MESSAGES.uriTooLong : OVERSIZED_MESSAGES.headersTooLarge));
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_HEADER_TIMEOUT') {
      socket.destroy();
    } else {
      lingerAndClose(socket, rawResponse(400, OVERSIZED_MESSAGES.unreadable));
    }
  });
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      // Without '100 Continue' the client sends nothing more: the answer can go at once.
      response.writeHead(413, {'Content-Type': 'text/html; charset=utf-8', Connection: 'close', 'Cache-Control': 'no-store'});
      response.end(oversizedPage(413, OVERSIZED_MESSAGES.bodyTooLarge));
      return;
    }
    response.writeContinue();
    server.emit('request', request, response);
  });
}
