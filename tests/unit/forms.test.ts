import {afterEach, describe, expect, it, vi} from 'vitest';
import {sendForm} from '../../app/lib/forms.ts';

const ENV = {FORMS_ENDPOINT: 'http://inbox.test/forms/'};
const CONTACT = {name: 'Claire', email: 'claire@example.fr', subject: 'Devis', message: 'Bonjour'};

function reply(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}}));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendForm', () => {
  it('posts JSON to {FORMS_ENDPOINT}/{kind} and returns the id', async () => {
    const fetchMock = reply(201, {ok: true, id: 42});
    const result = await sendForm(ENV, 'contact', CONTACT, {fetch: fetchMock});
    expect(result).toEqual({ok: true, id: 42});
    const [url, init] = vi.mocked(fetchMock).mock.calls[0];
    expect(url).toBe('http://inbox.test/forms/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual(CONTACT);
  });

  it('sends the bearer token when one is configured', async () => {
    const fetchMock = reply(201, {ok: true, id: 1});
    await sendForm({...ENV, FORMS_TOKEN: 'jeton'}, 'newsletter', {email: 'a@b.fr'}, {fetch: fetchMock});
    const init = vi.mocked(fetchMock).mock.calls[0][1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jeton');
  });

  it("passes the endpoint's field errors on", async () => {
    const result = await sendForm(ENV, 'contact', {}, {fetch: reply(400, {ok: false, errors: {name: 'Nom requis'}})});
    expect(result).toEqual({ok: false, reason: 'invalid', errors: {name: 'Nom requis'}});
  });

  it('treats a missing endpoint, a 5xx, an unreadable 400, a network error and a timeout as unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = {ok: false, reason: 'unavailable'};
    expect(await sendForm({}, 'contact', CONTACT, {fetch: reply(201, {ok: true, id: 1})})).toEqual(unavailable);
    expect(await sendForm(ENV, 'contact', CONTACT, {fetch: reply(500, {ok: false, error: 'panne'})})).toEqual(unavailable);
    expect(await sendForm(ENV, 'contact', CONTACT, {fetch: reply(502, '<html>Bad gateway</html>')})).toEqual(unavailable);
    expect(await sendForm(ENV, 'contact', CONTACT, {fetch: reply(400, {ok: false, error: 'JSON invalide'})})).toEqual(unavailable);
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await sendForm(ENV, 'contact', CONTACT, {fetch: refused})).toEqual(unavailable);
    // An endpoint that never answers: only the abort signal ends the wait.
    const silent = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await sendForm(ENV, 'contact', CONTACT, {fetch: silent as typeof fetch, timeoutMs: 10})).toEqual(unavailable);
  });
});
