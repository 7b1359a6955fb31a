// scripts/front.ts, the storefront's front door under `npm start`, against a stand-in for
// workerd that echoes what it receives: requests pass whole and in order (bodies by
// length or in chunks, heads in pieces, several on one connection), the client's address
// arrives as oxygen-buyer-ip, and what is refused is refused in French, after the
// answers already under way.

import http from 'node:http';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type Front, startFront} from '../../scripts/front.ts';
import {rawRequest} from '../raw-http.ts';

let upstream: http.Server;
let front: Front;
let port: number;

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      const body = JSON.stringify({method: request.method, url: request.url, buyerIp: request.headers['oxygen-buyer-ip'] ?? null, size});
      response.writeHead(200, {'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body)});
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startFront({port: 0, host: '127.0.0.1', upstreamPort: (upstream.address() as net.AddressInfo).port});
  port = Number(new URL(front.url).port);
});

afterAll(async () => {
  await front?.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function echo(path: string, init: {method?: string; headers?: Record<string, string>; body?: Buffer | string} = {}, agent?: http.Agent): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const request = http.request({host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent}, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({status: response.statusCode, ...(JSON.parse(text) as Record<string, unknown>)}));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

describe('the front', () => {
  it('passes requests one after the other on a kept-alive connection, with the client’s address', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    const answers = [];
    for (const path of ['/', '/products?q=v%C3%A9rin', '/cart']) answers.push(await echo(path, {}, agent));
    agent.destroy();
    expect(answers).toEqual([
      {status: 200, method: 'GET', url: '/', buyerIp: '127.0.0.1', size: 0},
      {status: 200, method: 'GET', url: '/products?q=v%C3%A9rin', buyerIp: '127.0.0.1', size: 0},
      {status: 200, method: 'GET', url: '/cart', buyerIp: '127.0.0.1', size: 0},
    ]);
    // From this machine, an address given by a test or the bench is kept.
    expect(await echo('/', {headers: {'oxygen-buyer-ip': '203.0.113.9'}})).toMatchObject({buyerIp: '203.0.113.9'});
  });

  it('passes bodies whole, by length or in chunks', async () => {
    const body = Buffer.alloc(100 * 1024, 'b');
    expect(await echo('/contact', {method: 'POST', body, headers: {'Content-Type': 'application/x-www-form-urlencoded'}})).toMatchObject({method: 'POST', size: body.length});
    const chunked = await new Promise<Record<string, unknown>>((resolve) => {
      const request = http.request({host: '127.0.0.1', port, path: '/api/chat', method: 'POST', headers: {'Transfer-Encoding': 'chunked'}}, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
      });
      for (let i = 0; i < 5; i++) request.write(Buffer.alloc(3000, 'c'));
      request.end();
    });
    expect(chunked).toMatchObject({method: 'POST', url: '/api/chat', size: 15000});
  });

  it('reads a head sent a few bytes at a time', async () => {
    const text = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      const head = 'GET /lent HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
      let i = 0;
      const drip = setInterval(() => {
        socket.write(head.slice(i, i + 3));
        i += 3;
        if (i >= head.length) clearInterval(drip);
      }, 2);
    });
    expect(text).toContain('"url":"/lent"');
  });

  it('answers what came before a refused request, then refuses it in French', async () => {
    const answer = await rawRequest(
      port,
      `GET /avant HTTP/1.1\r\nHost: x\r\n\r\nGET /apres HTTP/1.1\r\nHost: x\r\nX-Remplissage: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer.reset).toBe(false);
    expect(answer.status).toBe(200);
    const second = answer.body.indexOf('HTTP/1.1 431');
    expect(answer.body.slice(0, second)).toContain('"url":"/avant"');
    expect(answer.body.slice(second)).toContain('En-têtes de la requête trop volumineux');
    expect(answer.body).not.toContain('/apres');
  });

  it('refuses a request with two lengths, and says so when workerd is not there', async () => {
    const twoLengths = await rawRequest(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab');
    expect(twoLengths.status).toBe(400);

    const idle = net.createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const deadPort = (idle.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => idle.close(() => resolve()));
    const orphan = await startFront({port: 0, host: '127.0.0.1', upstreamPort: deadPort});
    const answer = await rawRequest(Number(new URL(orphan.url).port), 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await orphan.close();
    expect(answer).toMatchObject({status: 503, reset: false});
    expect(answer.body).toContain('La boutique redémarre');
  });
});
