// How many Storefront API requests one client may have under way (docs/decisions/022-throttling.md).
// A client is its buyer IP (the Shopify-Storefront-Buyer-IP header that servers send
// with a private token, as Shopify reads it) or else its address, apart for each token
// and for tokenless requests. Past its running requests, a client's requests wait in
// its own line; past that line, HTTP 429.

import crypto from 'node:crypto';
import type {IncomingMessage} from 'node:http';

export interface ClientLimits {
  /** Requests executing at once */
  running: number;
  /** Requests waiting for one of those places */
  waiting: number;
}

/** With a token: a server (the storefront) speaks for many buyers. */
export const TOKEN_LIMITS: ClientLimits = {running: 4, waiting: 64};
/** Tokenless: one browser or script. */
export const TOKENLESS_LIMITS: ClientLimits = {running: 2, waiting: 16};

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : (value ?? '')).trim();
}

/** The client a request counts against. */
export function clientOf(request: IncomingMessage, token: string | null, privateToken: boolean): string {
  const buyerIp = privateToken ? header(request, 'shopify-storefront-buyer-ip').slice(0, 64) : '';
  const address = buyerIp || request.socket.remoteAddress || 'unknown';
  const who = token === null ? 'tokenless' : crypto.createHash('sha256').update(token).digest('hex').slice(0, 12);
  return `${who}|${address}`;
}

interface Line {
  running: number;
  waiting: (() => void)[];
}

export class ClientThrottle {
  private readonly lines = new Map<string, Line>();

  /**
   * A place to run, when one is free or frees up; null when the client's line is full.
   * Call the returned function once the request is done.
   */
  acquire(client: string, limits: ClientLimits): Promise<() => void> | null {
    let line = this.lines.get(client);
    if (!line) {
      line = {running: 0, waiting: []};
      this.lines.set(client, line);
    }
    const current = line;
    const release = () => {
      const next = current.waiting.shift();
      if (next) {
        next();
        return;
      }
      current.running--;
      if (current.running === 0) this.lines.delete(client);
    };
    if (current.running < limits.running) {
      current.running++;
      return Promise.resolve(once(release));
    }
    if (current.waiting.length >= limits.waiting) return null;
    return new Promise((resolve) => current.waiting.push(() => resolve(once(release))));
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
