// The storefront's front door under `npm start`: a TCP server on PORT that passes each
// connection to MiniOxygen's workerd (on an internal port) and does locally what
// Oxygen's edge does in production:
// - a request whose URL or headers are too large for workerd (which resets the
//   connection, or answers 431 in English, past 8 KB of URL or 16 KB of headers), or
//   whose announced body is over the worker's limit, gets a French 414/431/413;
// - `oxygen-buyer-ip` is the client's address, from the connection (trusted as sent only
//   from this machine, where tests and the bench play other clients);
// - it listens on HOST (127.0.0.1 unless configured otherwise).
// Only request heads are read (each one up to its blank line, then the body passed on by
// its length); answers come back from workerd byte for byte: a full HTTP proxy in Node
// cost about twice as much CPU per request (docs/decisions/030).

import net from 'node:net';
import {GUARD_MESSAGES, MAX_BODY_BYTES, MAX_URL_LENGTH, errorPage} from '../app/lib/platform/request-guard.server.ts';
import {OVERSIZED_MESSAGES} from '../local-shop/http/oversized.ts';
import {DRAIN_LIMIT_BYTES} from '../local-shop/http/util.ts';

/** Request line and headers together: under what workerd takes on its internal hop. */
export const MAX_HEAD_BYTES = 14 * 1024;
/** A head still incomplete after this long is dropped (slow-sending clients). */
const HEAD_TIMEOUT_MS = 20_000;
const LINGER_MS = 10_000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  411: 'Length Required',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

export interface Front {
  url: string;
  close(): Promise<void>;
}

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.'));
}

/** The refusal, as the request guard words it: `{error}` JSON for API callers, else a small French page. */
function answer(status: number, message: string, json = false): Buffer {
  const body = json ? JSON.stringify({error: message}) : errorPage(status, message);
  return Buffer.from(
    [
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
      json ? 'Content-Type: application/json' : 'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** One client connection and its connection to workerd. */
class Passage {
  readonly #client: net.Socket;
  readonly #upstreamPort: number;
  readonly #buyerIp: string;
  #upstream: net.Socket | null = null;
  #head: Buffer = Buffer.alloc(0);
  #state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'trailer' | 'tunnel' | 'discard' | 'refused' = 'head';
  #remaining = 0;
  #line = '';
  #refusal: Buffer | null = null;
  #headTimer: NodeJS.Timeout | null = null;
  #waitingForUpstream = false;
  #waitingForClient = false;

  constructor(client: net.Socket, upstreamPort: number) {
    this.#client = client;
    this.#upstreamPort = upstreamPort;
    this.#buyerIp = (client.remoteAddress ?? '').replace(/^::ffff:/, '');
    client.on('data', (chunk: Buffer) => this.#feed(chunk));
    client.on('end', () => {
      // The client has sent everything: workerd finishes its answers, then closes.
      if (this.#state === 'refused') {
        if (!this.#refusal) client.destroy();
      } else if (this.#upstream) this.#upstream.end();
      else client.end();
    });
    client.on('error', () => this.#destroy());
    client.on('close', () => this.#destroy());
    this.#armHeadTimer();
  }

  #feed(chunk: Buffer) {
    let data = chunk;
    while (data.length > 0) {
      switch (this.#state) {
        case 'refused':
          return;
        case 'tunnel':
          this.#forward(data);
          return;
        case 'discard': {
          const used = Math.min(this.#remaining, data.length);
          this.#remaining -= used;
          data = data.subarray(used);
          if (this.#remaining === 0) this.#refuse(this.#refusal as Buffer);
          break;
        }
        case 'body': {
          const used = Math.min(this.#remaining, data.length);
          this.#forward(data.subarray(0, used));
          this.#remaining -= used;
          data = data.subarray(used);
          if (this.#remaining === 0) this.#nextHead();
          break;
        }
        case 'chunk-size':
        case 'trailer': {
          const end = data.indexOf(0x0a);
          const part = end === -1 ? data : data.subarray(0, end + 1);
          this.#forward(part);
          data = data.subarray(part.length);
          this.#line += part.toString('latin1');
          if (this.#line.length > 4096) return this.#refuse(answer(400, OVERSIZED_MESSAGES.unreadable));
          if (end === -1) break;
          const line = this.#line.trim();
          this.#line = '';
          if (this.#state === 'trailer') {
            if (line === '') this.#nextHead();
            break;
          }
          const size = parseInt(line.split(';')[0], 16);
          if (!Number.isFinite(size) || size < 0) return this.#refuse(answer(400, OVERSIZED_MESSAGES.unreadable));
          if (size === 0) this.#state = 'trailer';
          else {
            this.#state = 'chunk-data';
            this.#remaining = size + 2;
          }
          break;
        }
        case 'chunk-data': {
          const used = Math.min(this.#remaining, data.length);
          this.#forward(data.subarray(0, used));
          this.#remaining -= used;
          data = data.subarray(used);
          if (this.#remaining === 0) this.#state = 'chunk-size';
          break;
        }
        case 'head': {
          const start = this.#head.length;
          this.#head = start === 0 ? data : Buffer.concat([this.#head, data]);
          // The blank line may straddle two chunks: search from a little before.
          const end = this.#head.indexOf(CRLF2, Math.max(0, start - 3));
          if (end === -1) {
            if (this.#head.length > MAX_HEAD_BYTES) return this.#refuseHead();
            // Part of a head: the rest must come in time.
            if (!this.#headTimer) this.#armHeadTimer();
            return;
          }
          const rest = this.#head.subarray(end + 4);
          const head = this.#head.subarray(0, end);
          this.#head = Buffer.alloc(0);
          if (!this.#handleHead(head)) return;
          data = rest;
          break;
        }
      }
    }
  }

  /** A head too large: 414 when its request line is, 431 otherwise. */
  #refuseHead() {
    const lineEnd = this.#head.indexOf('\r\n');
    const urlTooLong = lineEnd === -1 || lineEnd > MAX_URL_LENGTH + 32;
    this.#refuse(answer(urlTooLong ? 414 : 431, urlTooLong ? OVERSIZED_MESSAGES.uriTooLong : OVERSIZED_MESSAGES.headersTooLarge));
  }

  /** Checks a request head and passes it on; false when the request is refused. */
  #handleHead(head: Buffer): boolean {
    this.#clearHeadTimer();
    const text = head.toString('latin1');
    const lines = text.split('\r\n');
    const requestLine = lines[0];
    const target = requestLine.split(' ')[1] ?? '';
    const accept = /\r\naccept:([^\r]*)/i.exec(text)?.[1] ?? '';
    const json = target.startsWith('/api/') || (accept.includes('application/json') && !accept.includes('text/html'));
    if (target.length > MAX_URL_LENGTH) {
      this.#refuse(answer(414, OVERSIZED_MESSAGES.uriTooLong, json));
      return false;
    }
    if (head.length > MAX_HEAD_BYTES) {
      this.#refuse(answer(431, OVERSIZED_MESSAGES.headersTooLarge));
      return false;
    }
    let length: number | null = null;
    let chunked = false;
    let upgrade = false;
    let givenIp: string | null = null;
    const kept = [requestLine];
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = (colon === -1 ? line : line.slice(0, colon)).trim().toLowerCase();
      const value = colon === -1 ? '' : line.slice(colon + 1).trim();
      if (name === 'content-length') {
        const parsed = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
        if (Number.isNaN(parsed) || (length !== null && length !== parsed)) {
          this.#refuse(answer(400, OVERSIZED_MESSAGES.unreadable));
          return false;
        }
        length = parsed;
      } else if (name === 'transfer-encoding') {
        chunked = /(?:^|,)\s*chunked\s*$/i.test(value);
        if (!chunked) {
          this.#refuse(answer(411, OVERSIZED_MESSAGES.unreadable));
          return false;
        }
      } else if (name === 'upgrade') {
        // After a WebSocket handshake the connection carries frames, not requests.
        upgrade = /websocket/i.test(value);
      } else if (name === 'oxygen-buyer-ip') {
        givenIp = value;
        continue;
      }
      kept.push(line);
    }
    if (chunked && length !== null) {
      this.#refuse(answer(400, OVERSIZED_MESSAGES.unreadable));
      return false;
    }
    if (length !== null && length > MAX_BODY_BYTES) {
      // Read (and drop) what the client sends before answering, or it gets a reset.
      this.#refusal = answer(413, GUARD_MESSAGES.tooLarge, json);
      if (length > DRAIN_LIMIT_BYTES) {
        this.#refuse(this.#refusal);
        return false;
      }
      this.#state = 'discard';
      this.#remaining = length;
      return true;
    }
    const trusted = isLoopback(this.#client.remoteAddress) && givenIp !== null && /^[0-9A-Fa-f.:]{2,45}$/.test(givenIp);
    kept.push(`oxygen-buyer-ip: ${trusted ? givenIp : this.#buyerIp}`);
    this.#forward(Buffer.from(`${kept.join('\r\n')}\r\n\r\n`, 'latin1'));
    if (upgrade) this.#state = 'tunnel';
    else if (chunked) this.#state = 'chunk-size';
    else if (length) {
      this.#state = 'body';
      this.#remaining = length;
    } else this.#nextHead();
    return true;
  }

  #nextHead() {
    this.#state = 'head';
  }

  /** A client that sends nothing, or half a head, for too long is let go. */
  #armHeadTimer() {
    this.#clearHeadTimer();
    this.#headTimer = setTimeout(() => {
      if (this.#state === 'head') this.#destroy();
    }, HEAD_TIMEOUT_MS);
    this.#headTimer.unref();
  }

  #clearHeadTimer() {
    if (this.#headTimer) clearTimeout(this.#headTimer);
    this.#headTimer = null;
  }

  #forward(data: Buffer) {
    if (data.length === 0) return;
    const upstream = this.#upstream ?? this.#connect();
    if (!upstream.write(data) && !this.#waitingForUpstream) {
      this.#waitingForUpstream = true;
      this.#client.pause();
      upstream.once('drain', () => {
        this.#waitingForUpstream = false;
        this.#client.resume();
      });
    }
  }

  #connect(): net.Socket {
    const upstream = net.connect(this.#upstreamPort, '127.0.0.1');
    upstream.setNoDelay(true);
    this.#upstream = upstream;
    let answered = false;
    upstream.on('data', (chunk: Buffer) => {
      answered = true;
      if (!this.#client.write(chunk) && !this.#waitingForClient) {
        this.#waitingForClient = true;
        upstream.pause();
        this.#client.once('drain', () => {
          this.#waitingForClient = false;
          upstream.resume();
        });
      }
    });
    upstream.on('end', () => {
      // workerd closed (after a 'Connection: close' answer, or once the client ended).
      if (this.#refusal && this.#state === 'refused') this.#sendRefusal();
      else this.#client.end();
    });
    upstream.on('error', () => {
      if (!answered && !this.#client.destroyed) {
        // workerd is not listening: it is being started again.
        this.#state = 'refused';
        this.#refusal = answer(503, 'La boutique redémarre : réessayez dans quelques secondes.');
        this.#sendRefusal();
      } else this.#destroy();
    });
    return upstream;
  }

  /** Stops passing requests on, then answers once workerd has answered those before. */
  #refuse(response: Buffer) {
    this.#clearHeadTimer();
    this.#state = 'refused';
    this.#refusal = response;
    if (this.#upstream && !this.#upstream.destroyed) this.#upstream.end();
    else this.#sendRefusal();
  }

  /** Writes the refusal, then reads on until the client closes: closing first resets it. */
  #sendRefusal() {
    if (!this.#refusal || this.#client.destroyed) return;
    this.#client.end(this.#refusal);
    this.#refusal = null;
    setTimeout(() => this.#client.destroy(), LINGER_MS).unref();
  }

  #destroy() {
    this.#clearHeadTimer();
    this.#client.destroy();
    this.#upstream?.destroy();
  }
}

export async function startFront(options: {port: number; host: string; upstreamPort: number}): Promise<Front> {
  const clients = new Set<net.Socket>();
  const server = net.createServer({allowHalfOpen: true}, (client) => {
    client.setNoDelay(true);
    clients.add(client);
    client.once('close', () => clients.delete(client));
    new Passage(client, options.upstreamPort);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const client of clients) client.destroy();
      }),
  };
}
