import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {deliverForm} from '../../app/lib/platform/form-delivery.server.ts';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}}));
}

describe('deliverForm (the merchant inbox contract)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('POSTs the body as JSON to {endpoint}/{kind}', async () => {
    const fetcher = answer(201, {ok: true, id: 'q-42'});
    const result = await deliverForm('http://127.0.0.1:4100/forms/', 'quote', {contact: {name: 'Léa'}, dimensions: {stroke: 80}}, fetcher);
    expect(result).toEqual({ok: true, id: 'q-42'});
    const [url, init] = vi.mocked(fetcher).mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/forms/quote');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({contact: {name: 'Léa'}, dimensions: {stroke: 80}});
  });

  it('passes on the field errors of a 400', async () => {
    const result = await deliverForm('http://x/forms', 'quote', {}, answer(400, {ok: false, errors: {email: 'Adresse refusée', n: 3}}));
    expect(result).toEqual({ok: false, reason: 'invalid', errors: {email: 'Adresse refusée'}});
  });

  it.each([
    ['a 404 (no inbox)', answer(404, 'Not found')],
    ['a 500', answer(500, {ok: false})],
    ['a 503 without a body', answer(503, '')],
    ['a 2xx that does not say ok', answer(200, {ok: false})],
    ['a 400 without field errors', answer(400, {ok: false})],
    [
      'a network error',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    ],
  ])('reports %s as a failure', async (_name, fetcher) => {
    expect(await deliverForm('http://x/forms', 'quote', {}, fetcher)).toEqual({ok: false, reason: 'failed'});
  });

  it('fails without an endpoint, without calling anything', async () => {
    const fetcher = answer(201, {ok: true, id: 1});
    expect(await deliverForm(undefined, 'quote', {}, fetcher)).toEqual({ok: false, reason: 'failed'});
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('accepts a numeric id, or none', async () => {
    expect(await deliverForm('http://x', 'quote', {}, answer(201, {ok: true, id: 7}))).toEqual({ok: true, id: '7'});
    expect(await deliverForm('http://x', 'quote', {}, answer(201, {ok: true}))).toEqual({ok: true, id: null});
  });

  it('sends the Bearer token when one is configured, and nothing otherwise', async () => {
    const fetcher = answer(201, {ok: true, id: 1});
    await deliverForm('http://x/forms', 'contact', {}, fetcher, {token: 'jeton'});
    await deliverForm('http://x/forms', 'contact', {}, fetcher);
    const [withToken, without] = vi.mocked(fetcher).mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(withToken.get('Authorization')).toBe('Bearer jeton');
    expect(without.has('Authorization')).toBe(false);
  });

  it('takes the endpoint and FORMS_TOKEN from the worker settings, so no form forgets the token', async () => {
    const fetcher = answer(201, {ok: true, id: 1});
    await deliverForm({FORMS_ENDPOINT: 'http://x/forms/', FORMS_TOKEN: 'jeton'}, 'newsletter', {email: 'a@b.fr'}, fetcher);
    await deliverForm({FORMS_ENDPOINT: 'http://x/forms'}, 'quote', {}, fetcher);
    const [first, second] = vi.mocked(fetcher).mock.calls;
    expect(first[0]).toBe('http://x/forms/newsletter');
    expect(new Headers(first[1]?.headers).get('Authorization')).toBe('Bearer jeton');
    expect(second[0]).toBe('http://x/forms/quote');
    expect(new Headers(second[1]?.headers).has('Authorization')).toBe(false);
    expect(await deliverForm({FORMS_TOKEN: 'jeton'}, 'quote', {}, fetcher)).toEqual({ok: false, reason: 'failed'});
  });

  it('gives up on an inbox that does not answer in time', async () => {
    // Never answers: only the abort signal ends the wait.
    const silent = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    expect(await deliverForm('http://x/forms', 'contact', {}, silent, {timeoutMs: 10})).toEqual({ok: false, reason: 'failed'});
  });
});
