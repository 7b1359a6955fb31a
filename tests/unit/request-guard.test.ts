import {describe, expect, it} from 'vitest';
import {DRAIN_LIMIT_BYTES, GUARD_MESSAGES, MAX_BODY_BYTES, guardRequest, isSameSite} from '../../app/lib/platform/request-guard.server.ts';

const FORM = 'application/x-www-form-urlencoded';

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, {method: 'POST', body, headers: {Host: 'shop.test', ...headers}});
}

async function refusal(result: Request | Response) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  return {status: response.status, type, text};
}

describe('guardRequest', () => {
  it('hands on a same-site form with its body intact', async () => {
    const result = await guardRequest(post('/contact', 'name=L%C3%A9a&email=lea%40example.fr', {'Content-Type': FORM, Origin: 'http://shop.test'}));
    expect(result).toBeInstanceOf(Request);
    const form = await (result as Request).formData();
    expect(form.get('name')).toBe('Léa');
    expect(form.get('email')).toBe('lea@example.fr');
  });

  it('lets reads through untouched', async () => {
    const request = new Request('http://shop.test/recherche?q=v%C3%A9rin');
    expect(await guardRequest(request)).toBe(request);
  });

  it('refuses a cross-site POST with a French 403, as a page or as JSON for the API', async () => {
    const page = await refusal(await guardRequest(post('/deconnexion', '', {'Content-Type': FORM, Origin: 'https://evil.example'})));
    expect(page.status).toBe(403);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain(GUARD_MESSAGES.crossSite);
    expect(page.text).toContain('lang="fr"');

    const api = await refusal(await guardRequest(post('/api/chat', '{}', {'Content-Type': 'application/json', Origin: 'https://evil.example'})));
    expect(api.status).toBe(403);
    expect(JSON.parse(api.text)).toEqual({error: GUARD_MESSAGES.crossSite});
  });

  it('tells same-site from cross-site by Origin, then by Sec-Fetch-Site', () => {
    const at = (headers: Record<string, string>) => isSameSite(new Request('http://shop.test/cart', {method: 'POST', headers}));
    expect(at({Origin: 'http://shop.test'})).toBe(true);
    expect(at({Origin: 'http://shop.test.evil.example'})).toBe(false);
    expect(at({Origin: 'null'})).toBe(false);
    expect(at({Origin: 'not a url'})).toBe(false);
    expect(at({'Sec-Fetch-Site': 'cross-site'})).toBe(false);
    expect(at({'Sec-Fetch-Site': 'same-origin'})).toBe(true);
    // curl and server-to-server calls carry no cookies of a shopper: nothing to forge.
    expect(at({})).toBe(true);
  });

  it('refuses a body over the limit with 413, declared or not', async () => {
    const big = 'message=' + 'a'.repeat(MAX_BODY_BYTES);
    const declared = await refusal(await guardRequest(post('/contact', big, {'Content-Type': FORM})));
    expect(declared.status).toBe(413);
    expect(declared.text).toContain('Envoi trop volumineux');

    // Chunked: no Content-Length, the limit is counted while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = new Request('http://shop.test/contact', {method: 'POST', body: chunks, headers: {'Content-Type': FORM}, duplex: 'half'} as RequestInit);
    expect((await refusal(await guardRequest(streamed))).status).toBe(413);
  });

  it('stops reading an endless body after the drain limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request('http://shop.test/contact', {method: 'POST', body: endless, headers: {'Content-Type': FORM}, duplex: 'half'} as RequestInit);
    expect((await refusal(await guardRequest(request))).status).toBe(413);
    expect(pulled).toBeLessThan(DRAIN_LIMIT_BYTES + 1024 * 1024);
  });

  it('takes forms on pages and JSON only on /api/*', async () => {
    const json = JSON.stringify({email: 'a@b.fr'});
    expect((await refusal(await guardRequest(post('/contact', json, {'Content-Type': 'application/json'})))).status).toBe(415);
    expect((await refusal(await guardRequest(post('/contact', '<a/>', {'Content-Type': 'application/xml'})))).status).toBe(415);
    expect((await refusal(await guardRequest(post('/contact', 'email=a', {'Content-Type': 'text/plain'})))).status).toBe(415);
    expect(await guardRequest(post('/api/chat', json, {'Content-Type': 'application/json; charset=utf-8'}))).toBeInstanceOf(Request);
  });

  it('refuses unreadable JSON, unreadable multipart and files', async () => {
    const json = await refusal(await guardRequest(post('/api/chat', '{"message":', {'Content-Type': 'application/json'})));
    expect(json.status).toBe(400);
    expect(JSON.parse(json.text)).toEqual({error: GUARD_MESSAGES.unreadableJson});

    const multipart = await refusal(await guardRequest(post('/contact', 'garbage', {'Content-Type': 'multipart/form-data; boundary=x'})));
    expect(multipart.status).toBe(400);
    expect(multipart.text).toContain('Formulaire illisible');

    const withFile = new FormData();
    withFile.set('name', 'Léa');
    withFile.set('piece', new Blob(['<script>alert(1)</script>'], {type: 'text/html'}), 'x.html');
    const file = await refusal(await guardRequest(new Request('http://shop.test/contact', {method: 'POST', body: withFile})));
    expect(file.status).toBe(400);
    expect(file.text).toContain('fichiers ne sont pas acceptés');
  });

  it('accepts an empty POST (a sign-out button) and a multipart form without files', async () => {
    expect(await guardRequest(post('/deconnexion', null))).toBeInstanceOf(Request);
    const form = new FormData();
    form.set('mode', 'HT');
    const result = await guardRequest(new Request('http://shop.test/prix', {method: 'POST', body: form}));
    expect(result).toBeInstanceOf(Request);
    expect((await (result as Request).formData()).get('mode')).toBe('HT');
  });

  it('never echoes the request into its page', async () => {
    const page = await refusal(await guardRequest(post('/contact?<script>', '', {'Content-Type': 'application/xml'})));
    expect(page.text).not.toContain('<script');
  });
});

describe('guardRequest and control characters (issue 17)', () => {
  it('hands on a form without NUL or direction overrides, multipart included', async () => {
    const urlEncoded = await guardRequest(post('/contact', new URLSearchParams({name: 'Jean\u0000 Dupont', subject: 'Facture \u202Efdp.exe', message: 'L1\r\nL2'}).toString(), {'Content-Type': FORM}));
    const form = await (urlEncoded as Request).formData();
    expect([form.get('name'), form.get('subject'), form.get('message')]).toEqual(['Jean Dupont', 'Facture fdp.exe', 'L1\r\nL2']);

    const multipart = new FormData();
    multipart.set('name', '\u2066Léa\u2069');
    const cleaned = await guardRequest(post('/contact', multipart));
    expect((await (cleaned as Request).formData()).get('name')).toBe('Léa');
  });

  it('cleans every string of a JSON body, escaped ones included', async () => {
    const result = await guardRequest(post('/api/chat', '{"message":"bonjour\\u202e\\u0000","history":[{"text":"a\\u0007b"}]}', {'Content-Type': 'application/json'}));
    expect(await (result as Request).json()).toEqual({message: 'bonjour', history: [{text: 'ab'}]});
  });

  it('cleans the query string of a read', async () => {
    const result = await guardRequest(new Request('http://shop.test/recherche?q=v%C3%A9rin%E2%80%AE%00'));
    expect(new URL((result as Request).url).searchParams.get('q')).toBe('vérin');
  });

  it('answers an overlong URL with a French 414', async () => {
    const page = await refusal(await guardRequest(new Request(`http://shop.test/recherche?q=${'a'.repeat(9000)}`)));
    expect(page.status).toBe(414);
    expect(page.text).toContain(GUARD_MESSAGES.uriTooLong);
  });
});
