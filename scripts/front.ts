// The storefront's front door under `npm start`: a small Node HTTP server on PORT that
// serves the build's static files (dist/client) and hands every other request to
// MiniOxygen's workerd, which listens on an internal port. It does locally what
// Oxygen's edge does in production:
// - oversized requests get a French 413/414/431 (workerd resets the connection, or
//   answers 431 in English, past 8 KB of URL or 16 KB of headers);
// - `oxygen-buyer-ip` is the client's address, taken from the connection (trusted as
//   given only from this machine, where tests and tools act as other clients);
// - it listens on HOST (127.0.0.1 unless configured otherwise).

import {createReadStream, type Stats} from 'node:fs';
import {stat} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {extname, join, normalize, sep} from 'node:path';
import {GUARD_MESSAGES, MAX_BODY_BYTES, MAX_URL_LENGTH, errorPage} from '../app/lib/request-guard.ts';
import {answerOversizedRequests} from '../local-shop/http/oversized.ts';
import {DRAIN_LIMIT_BYTES} from '../local-shop/http/util.ts';

/** Request line and headers together: under what workerd takes on its internal hop. */
export const MAX_HEAD_BYTES = 14 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};

/** Headers that concern one connection, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

export interface Front {
  url: string;
  close(): Promise<void>;
}

export interface FrontOptions {
  port: number;
  host: string;
  /** Where workerd listens (127.0.0.1 and an internal port). */
  upstream: URL;
  /** The build's static files. */
  assetsDir: string;
}

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.'));
}

/** The client's address as Oxygen gives it to the worker. */
function buyerIp(request: http.IncomingMessage): string {
  const remote = request.socket.remoteAddress ?? '';
  const given = request.headers['oxygen-buyer-ip'];
  if (isLoopback(remote) && typeof given === 'string' && /^[0-9A-Fa-f.:]{2,45}$/.test(given.trim())) return given.trim();
  return remote.replace(/^::ffff:/, '');
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, status: number, message: string) {
  const body = errorPage(status, message);
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Reads and drops a body before answering: a client still sending would be reset. */
function drained(request: http.IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) resolve();
    });
    request.on('end', () => resolve());
    request.on('close', () => resolve());
    request.on('error', () => resolve());
  });
}

/** A file of the build, for a GET or HEAD of a static path; null when there is none. */
async function assetFile(assetsDir: string, pathname: string): Promise<{file: string; info: Stats} | null> {
  const extension = extname(pathname).toLowerCase();
  if (!(extension in CONTENT_TYPES) && !pathname.startsWith('/assets/') && !pathname.startsWith('/.well-known/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(assetsDir, decoded));
  if (!file.startsWith(assetsDir + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? {file, info} : null;
}

function serveAsset(request: http.IncomingMessage, response: http.ServerResponse, pathname: string, asset: {file: string; info: Stats}) {
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(asset.file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': asset.info.size,
    'X-Content-Type-Options': 'nosniff',
    // Hashed file names under /assets/: they never change.
    ...(pathname.startsWith('/assets/') ? {'Cache-Control': 'public, max-age=31536000, immutable'} : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(asset.file)
    .on('error', () => response.destroy())
    .pipe(response);
}

function proxy(request: http.IncomingMessage, response: http.ServerResponse, upstream: URL, agent: http.Agent) {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  headers['oxygen-buyer-ip'] = buyerIp(request);
  if (request.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
  const forward = http.request({host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent});
  forward.on('response', (answer) => {
    const raw: string[] = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) raw.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  forward.on('error', () => {
    if (response.headersSent) response.destroy();
    else refuse(request, response, 503, 'La boutique redémarre : réessayez dans quelques secondes.');
  });
  // The visitor went away: so does the work done for them.
  response.on('close', () => {
    if (!response.writableFinished) forward.destroy();
  });
  request.pipe(forward);
}

export async function startFront(options: FrontOptions): Promise<Front> {
  const agent = new http.Agent({keepAlive: true, maxSockets: 256});
  const assetsDir = normalize(options.assetsDir);
  const server = http.createServer({maxHeaderSize: MAX_HEAD_BYTES}, (request, response) => {
    const target = request.url ?? '/';
    if (target.length > MAX_URL_LENGTH) {
      void drained(request).then(() => refuse(request, response, 414, GUARD_MESSAGES.uriTooLong));
      return;
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      void drained(request).then(() => refuse(request, response, 413, GUARD_MESSAGES.tooLarge));
      return;
    }
    const pathname = target.split('?')[0];
    if (request.method === 'GET' || request.method === 'HEAD') {
      void assetFile(assetsDir, pathname).then((asset) => (asset ? serveAsset(request, response, pathname, asset) : proxy(request, response, options.upstream, agent)));
      return;
    }
    proxy(request, response, options.upstream, agent);
  });
  answerOversizedRequests(server, MAX_BODY_BYTES);
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
