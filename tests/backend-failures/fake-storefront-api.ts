// A failing Storefront API on 127.0.0.1 for the backend-failure tests (and by hand:
// `npx node tests/backend-failures/fake-storefront-api.ts 4210`). It answers every
// request the way a broken or misconfigured store does, in the mode chosen at run time:
// `PUT /__mode/<mode>` (or `GET /__mode` to read it), so one storefront covers them all.
import {createServer, type IncomingMessage, type ServerResponse, type Server} from 'node:http';
import type {Socket} from 'node:net';

export const FAILURE_MODES = [
  'unauthorized', // 401, Shopify's body for a wrong token
  'access-denied', // 200 with an ACCESS_DENIED GraphQL error (token without the scope)
  'shop-not-found', // 404 HTML page, as for an unknown *.myshopify.com domain
  'rate-limited', // 429 with THROTTLED
  'throttled', // 200 with a THROTTLED GraphQL error
  'server-error', // 500 HTML page
  'graphql-error', // 200 with a GraphQL error and no data
  'garbage', // 200 that is not JSON (an HTML page from a proxy)
  'hang', // accepts the request and never answers
] as const;

export type FailureMode = (typeof FAILURE_MODES)[number];

export function isFailureMode(value: string): value is FailureMode {
  return (FAILURE_MODES as readonly string[]).includes(value);
}

export interface FakeStorefrontApi {
  url: string;
  /** Storefront API requests received since the server started. */
  requests(): number;
  setMode(mode: FailureMode): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {'Content-Type': 'text/html; charset=utf-8'});
  res.end(body);
}

function answer(mode: FailureMode, res: ServerResponse, hung: Set<ServerResponse>) {
  switch (mode) {
    case 'unauthorized':
      return json(res, 401, {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'});
    case 'access-denied':
      return json(res, 200, {
        data: null,
        errors: [{message: 'Access denied for products field.', extensions: {code: 'ACCESS_DENIED'}}],
      });
    case 'shop-not-found':
      return html(res, 404, '<!DOCTYPE html><html><head><title>Not Found</title></head><body><h1>Sorry, this shop is currently unavailable.</h1></body></html>');
    case 'rate-limited':
      return json(res, 429, {errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]}, {'Retry-After': '2'});
    case 'throttled':
      return json(res, 200, {errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]});
    case 'server-error':
      return html(res, 500, '<!DOCTYPE html><html><body><h1>Internal Server Error</h1><p>Something went wrong.</p></body></html>');
    case 'graphql-error':
      return json(res, 200, {
        data: null,
        errors: [{message: 'Internal error. Looks like something went wrong on our end.', extensions: {code: 'INTERNAL_SERVER_ERROR'}}],
      });
    case 'garbage':
      return html(res, 200, '<html><body>Bad gateway<script>alert(1)</script></body></html>');
    case 'hang':
      // Kept open until the client gives up or the server closes.
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
  }
}

export async function startFakeStorefrontApi(port: number, initial: FailureMode = 'server-error'): Promise<FakeStorefrontApi> {
  let mode: FailureMode = initial;
  let count = 0;
  const hung = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const control = path.match(/^\/__mode(?:\/([a-z-]+))?$/);
    if (control) {
      if (req.method === 'PUT' && control[1]) {
        if (!isFailureMode(control[1])) return json(res, 400, {error: `unknown mode ${control[1]}`, modes: FAILURE_MODES});
        mode = control[1];
      }
      return json(res, 200, {mode, requests: count});
    }
    // Drain the body first, as a real server reads the whole request.
    req.resume();
    req.on('end', () => {
      if (/^\/api\/(?:[\w-]+\/)?graphql\.json$/.test(path)) count++;
      answer(mode, res, hung);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url,
    requests: () => count,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// Started by hand: `npx node tests/backend-failures/fake-storefront-api.ts [port] [mode]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4210);
  const mode = process.argv[3] ?? 'server-error';
  if (!isFailureMode(mode)) throw new Error(`Mode inconnu : ${mode} (${FAILURE_MODES.join(', ')})`);
  const api = await startFakeStorefrontApi(port, mode);
  console.log(`Fausse API Storefront : ${api.url} (mode ${mode}; PUT ${api.url}/__mode/<mode> pour changer)`);
}
