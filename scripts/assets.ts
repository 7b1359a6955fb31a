// The build's static files (dist/client) for MiniOxygen's routing worker, which fetches
// them from here as Oxygen's CDN would serve them. On 127.0.0.1 only: workerd is its
// only client (MiniOxygen's own assets server listens on every interface).

import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {extname, join, normalize, sep} from 'node:path';

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

export interface AssetsServer {
  /** What MiniOxygen's `assets.origin` takes: the routing worker appends the path. */
  origin: string;
  close(): Promise<void>;
}

export async function startAssetsServer(directory: string): Promise<AssetsServer> {
  const root = normalize(directory);
  const server = http.createServer(async (request, response) => {
    request.resume();
    let pathname: string;
    try {
      pathname = decodeURIComponent((request.url ?? '/').split('?')[0]);
    } catch {
      pathname = '';
    }
    const file = normalize(join(root, pathname));
    const info = pathname && !pathname.includes('\0') && file.startsWith(root + sep) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile() || (request.method !== 'GET' && request.method !== 'HEAD')) {
      // The routing worker then hands the request to the app (its own 404 page).
      response.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Introuvable');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'X-Content-Type-Options': 'nosniff',
      // Hashed file names under /assets/: they never change.
      ...(pathname.startsWith('/assets/') ? {'Cache-Control': 'public, max-age=31536000, immutable'} : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
