// The local shop's route table (local-shop/routes.ts) and its dispatcher: which answer a
// request gets — the route's, the area's 404 or 405, a guard's refusal, the error answer —
// over a real HTTP server, so that new routes (OAuth, payment steps, quotes) can be added
// to the table with these rules holding.

import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {AppState} from '../../local-shop/graphql/context.ts';
import {type Area, type RouteContext, dispatch, route} from '../../local-shop/http/router.ts';
import {sendJson} from '../../local-shop/http/util.ts';
import {ROUTES} from '../../local-shop/routes.ts';

const answer = (label: string) => (ctx: RouteContext) =>
  sendJson(ctx.response, 200, {label, params: ctx.params, flowing: ctx.request.readableFlowing === true});

const TABLE: Area[] = [
  {
    name: 'private',
    path: /^\/private(\/|$)/,
    guard: ({request, response}) => {
      if (request.headers.authorization === 'yes') return true;
      sendJson(response, 401, {label: 'refused'});
      return false;
    },
    routes: [route(['GET'], '/private/data', answer('private data'))],
    notFound: ({response}) => sendJson(response, 404, {label: 'private 404'}),
    notAllowed: ({response}, allowed) => sendJson(response, 405, {label: 'private 405'}, {Allow: allowed.join(', ')}),
    errorLabel: 'private failed:',
    failed: ({response}) => sendJson(response, 500, {label: 'private 500'}),
  },
  {
    name: 'everything else',
    path: /^/,
    routes: [
      route(['GET', 'HEAD'], /^\/items\/(\d+)(?:-v(\d+))?$/, answer('item')),
      route(['POST'], /^\/items\/(\d+)(?:-v(\d+))?$/, answer('item post'), {readsBody: true}),
      route(['DELETE'], '/gone', answer('gone'), {notAllowed: ({response}) => sendJson(response, 405, {label: 'own 405'})}),
      route('ANY', '/any', answer('any')),
      route(['GET'], '/broken', () => {
        throw new Error('broken on purpose');
      }),
      route(['GET'], '/half', ({response}) => {
        response.writeHead(200, {'Content-Type': 'text/plain'});
        response.write('half');
        throw new Error('broken after the answer started');
      }),
    ],
    notFound: ({response}) => sendJson(response, 404, {label: '404'}),
    notAllowed: ({response}, allowed) => sendJson(response, 405, {label: '405'}, {Allow: allowed.join(', ')}),
    errorLabel: 'failed:',
    failed: ({response}) => sendJson(response, 500, {label: '500'}),
  },
];

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => void dispatch(TABLE, request, response, {} as AppState));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  const text = await response.text();
  return {status: response.status, allow: response.headers.get('allow'), body: (text ? JSON.parse(text) : null) as {label: string; params: string[]; flowing: boolean} | null};
}

describe('local shop router', () => {
  it('answers with the route whose method and path match, its groups as params', async () => {
    expect(await call('/items/12')).toMatchObject({status: 200, body: {label: 'item', params: ['12', '']}});
    expect(await call('/items/12-v7')).toMatchObject({status: 200, body: {label: 'item', params: ['12', '7']}});
    expect(await call('/items/12', {method: 'POST', body: 'x'})).toMatchObject({status: 200, body: {label: 'item post'}});
    expect(await call('/any', {method: 'PATCH'})).toMatchObject({status: 200, body: {label: 'any'}});
  });

  it('drains the body for the handlers that do not read it, and leaves it to those that do', async () => {
    expect((await call('/any', {method: 'POST', body: 'ignored'})).body?.flowing).toBe(true);
    expect((await call('/items/1', {method: 'POST', body: 'read by the handler'})).body?.flowing).toBe(false);
  });

  it('says 404 for an unknown path and 405 with every method the path takes', async () => {
    expect(await call('/items/x')).toMatchObject({status: 404, body: {label: '404'}});
    expect(await call('/items/1', {method: 'PUT'})).toMatchObject({status: 405, allow: 'GET, HEAD, POST', body: {label: '405'}});
    expect(await call('/gone')).toMatchObject({status: 405, body: {label: 'own 405'}});
  });

  it('lets the first matching area answer, its guard before anything else', async () => {
    expect(await call('/private/data')).toMatchObject({status: 401, body: {label: 'refused'}});
    expect(await call('/private/nothing', {method: 'POST'})).toMatchObject({status: 401, body: {label: 'refused'}});
    const authorized = {headers: {authorization: 'yes'}};
    expect(await call('/private/data', authorized)).toMatchObject({status: 200, body: {label: 'private data'}});
    expect(await call('/private/nothing', authorized)).toMatchObject({status: 404, body: {label: 'private 404'}});
    expect(await call('/private/data', {...authorized, method: 'DELETE'})).toMatchObject({status: 405, allow: 'GET', body: {label: 'private 405'}});
  });

  it('logs an unexpected error with the area’s label and gives its error answer, or closes a started answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await call('/broken')).toMatchObject({status: 500, body: {label: '500'}});
      expect(logged).toHaveBeenCalledWith('[magasin local] failed:', expect.objectContaining({message: 'broken on purpose'}));
      await expect(fetch(`${base}/half`).then((response) => response.text())).rejects.toThrow();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the local shop’s route table', () => {
  const patterns = ROUTES.flatMap((area) => area.routes.map((entry) => ({area: area.name, path: entry.path})));

  it('matches whole paths only: every pattern is anchored at both ends', () => {
    for (const {area, path} of patterns) {
      if (typeof path === 'string') expect(path.startsWith('/'), `${area}: ${path}`).toBe(true);
      else expect(path.source.startsWith('^') && path.source.endsWith('$'), `${area}: ${path.source}`).toBe(true);
    }
  });

  it('ends with an area that answers every other path', () => {
    expect(ROUTES[ROUTES.length - 1].path.test('/any/path/at/all')).toBe(true);
    expect(ROUTES.slice(0, -1).every((area) => !area.path.test('/'))).toBe(true);
  });
});
