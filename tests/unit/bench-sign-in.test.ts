import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {customerCookie} from '../../bench/sign-in.ts';

// The bench's signed-in customer against two small stand-ins that answer as the storefront
// and the local shop do (paths, redirects, cookies, the outbox behind Basic auth): each
// step only succeeds with the cookies the previous one set.

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, response, body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const has = (request: IncomingMessage, cookie: string) => (request.headers.cookie ?? '').split('; ').includes(cookie);
const send = (response: ServerResponse, status: number, headers: Record<string, string | string[]> = {}, body = '') => {
  response.writeHead(status, headers).end(body);
};
const ADMIN = {user: 'admin', password: 'secret'};
const CODE = '482913';

/** The local shop's hosted sign-in: authorize page, e-mail, code, back to the storefront's callback. */
async function localShop(storefront: () => string): Promise<string> {
  let email = '';
  return serve((request, response, body) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    const form = new URLSearchParams(body);
    if (url.pathname === '/authentication/7/oauth/authorize') {
      return send(
        response,
        200,
        {'Set-Cookie': 'ca_navigateur=B; Path=/authentication/; HttpOnly', 'Content-Type': 'text/html'},
        '<form method="post" action="/authentication/7/connexion" novalidate><input type="hidden" name="demande" value="D42"><input type="hidden" name="etape" value="email">',
      );
    }
    if (url.pathname === '/authentication/7/connexion' && request.method === 'POST' && has(request, 'ca_navigateur=B') && form.get('demande') === 'D42') {
      if (form.get('etape') === 'email') {
        email = form.get('email') ?? '';
        return send(response, 303, {Location: '/authentication/7/connexion?demande=D42'});
      }
      if (form.get('etape') === 'code' && form.get('code') === CODE) {
        return send(response, 303, {Location: `${storefront()}/account/authorize?code=G&state=S`, 'Set-Cookie': 'ca_session=X; Path=/authentication/'});
      }
      return send(response, 422);
    }
    if (url.pathname === '/outbox.json') {
      const expected = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return send(response, 401);
      const messages = url.searchParams.get('to') === email ? [{subject: `${CODE} est votre code de connexion`, body: ''}] : [];
      return send(response, 200, {'Content-Type': 'application/json'}, JSON.stringify({messages}));
    }
    send(response, 404);
  });
}

describe('bench: a signed-in customer', () => {
  it('signs in through the hosted sign-in with customer accounts and returns the plain session', async () => {
    let shopUrl = '';
    let storefrontUrl = '';
    storefrontUrl = await serve((request, response) => {
      const url = new URL(request.url ?? '/', 'http://storefront');
      if (url.pathname === '/login' && !url.searchParams.has('return_to')) return send(response, 302, {Location: '/login?return_to=%2Fcompte'});
      if (url.pathname === '/login') return send(response, 302, {Location: `${shopUrl}/authentication/7/oauth/authorize?state=S`, 'Set-Cookie': 'session=pkce; Path=/'});
      if (url.pathname === '/account/authorize' && url.searchParams.get('code') === 'G' && has(request, 'session=pkce')) {
        return send(response, 302, {Location: '/compte', 'Set-Cookie': 'session=tokens-and-toast; Path=/'});
      }
      if (url.pathname === '/compte' && has(request, 'session=tokens-and-toast')) return send(response, 200, {'Set-Cookie': 'session=tokens; Path=/'}, 'Mon compte');
      send(response, 302, {Location: '/login'});
    });
    shopUrl = await localShop(() => storefrontUrl);
    await expect(customerCookie(storefrontUrl, shopUrl, ADMIN)).resolves.toBe('session=tokens');
  });

  it('says so when the outbox refuses the credentials', async () => {
    let shopUrl = '';
    const storefrontUrl = await serve((request, response) => {
      send(response, 302, {Location: `${shopUrl}/authentication/7/oauth/authorize?state=S`, 'Set-Cookie': 'session=pkce; Path=/'});
    });
    shopUrl = await localShop(() => storefrontUrl);
    await expect(customerCookie(storefrontUrl, shopUrl, {...ADMIN, password: 'wrong'})).rejects.toThrow('La boîte d’envoi du magasin local a répondu 401.');
  });

  it('signs in with the e-mail and password form with legacy accounts', async () => {
    let created: {email?: string; password?: string} = {};
    const shopUrl = await serve((request, response, body) => {
      created = (JSON.parse(body) as {variables: {input: {email: string; password: string}}}).variables.input;
      send(response, 200, {'Content-Type': 'application/json'}, JSON.stringify({data: {customerCreate: {customer: {id: 'gid://shopify/Customer/1'}, customerUserErrors: []}}}));
    });
    const storefrontUrl = await serve((request, response, body) => {
      const url = new URL(request.url ?? '/', 'http://storefront');
      if (url.pathname === '/login' && request.method === 'GET') return send(response, 200, {}, '<form method="post">');
      if (url.pathname === '/login') {
        const form = new URLSearchParams(body);
        const right = form.get('email') === created.email && form.get('password') === created.password;
        return right ? send(response, 303, {Location: '/compte', 'Set-Cookie': 'session=token-and-toast; Path=/'}) : send(response, 401);
      }
      if (url.pathname === '/compte' && has(request, 'session=token-and-toast')) return send(response, 200, {'Set-Cookie': 'session=token; Path=/'});
      send(response, 302, {Location: '/login'});
    });
    await expect(customerCookie(storefrontUrl, shopUrl, ADMIN)).resolves.toBe('session=token');
  });
});
