import {CacheShort, createWithCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MemoryFirstCache, MemoryResponses, expiryOf, memoryFor} from '../../app/lib/platform/memory-first-cache.server.ts';

const KEY = 'https://shopify.dev/?query-1';

/** The runtime's Cache as the worker sees it, with its calls counted. */
class RuntimeCache {
  stored = new Map<string, {body: string; init: ResponseInit}>();
  calls = {match: 0, put: 0, delete: 0};

  async match(request: RequestInfo | URL) {
    this.calls.match += 1;
    const entry = this.stored.get(String(request instanceof Request ? request.url : request));
    return entry ? new Response(entry.body, entry.init) : undefined;
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.calls.put += 1;
    this.stored.set(String(request instanceof Request ? request.url : request), {
      body: await response.text(),
      init: {status: response.status, headers: [...response.headers]},
    });
  }

  async delete(request: RequestInfo | URL) {
    this.calls.delete += 1;
    return this.stored.delete(String(request instanceof Request ? request.url : request));
  }
}

function stored(body: string, maxAge: number, putAt: number): Response {
  return new Response(body, {headers: {'cache-control': `public, max-age=${maxAge}`, 'cache-put-date': String(putAt)}});
}

afterEach(() => {
  vi.useRealTimers();
});

describe('expiryOf', () => {
  it('counts max-age from the date Hydrogen put the entry', () => {
    expect(expiryOf(new Headers({'cache-control': 'public, max-age=10', 'cache-put-date': '1000'}), 5000)).toBe(11_000);
  });

  it('counts from now without a put date, or with one in the future', () => {
    expect(expiryOf(new Headers({'cache-control': 'max-age=3'}), 5000)).toBe(8000);
    expect(expiryOf(new Headers({'cache-control': 'max-age=3', 'cache-put-date': '9000'}), 5000)).toBe(8000);
  });

  it('gives no life to a response without max-age (s-maxage is not max-age)', () => {
    expect(expiryOf(new Headers({'cache-control': 'no-store'}), 5000)).toBe(5000);
    expect(expiryOf(new Headers({'cache-control': 's-maxage=60'}), 5000)).toBe(5000);
  });
});

describe('MemoryResponses', () => {
  it('gives back the body, status and headers it kept, as a new response each time', async () => {
    const memory = new MemoryResponses();
    memory.set(KEY, '{"a":1}', stored('', 10, 1000), 1000);
    const first = memory.get(KEY, 2000)!;
    const second = memory.get(KEY, 2000)!;
    expect(first).not.toBe(second);
    expect(await first.text()).toBe('{"a":1}');
    expect(await second.json()).toEqual({a: 1});
    expect(first.headers.get('cache-put-date')).toBe('1000');
  });

  it('forgets an entry once its max-age is over', () => {
    const memory = new MemoryResponses();
    memory.set(KEY, '{}', stored('', 10, 1000), 1000);
    expect(memory.get(KEY, 10_999)).toBeDefined();
    expect(memory.get(KEY, 11_000)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('keeps nothing that is already expired, or larger than the whole memory', () => {
    const memory = new MemoryResponses(10, 5);
    memory.set(KEY, '{}', stored('', 0, 1000), 1000);
    memory.set('https://shopify.dev/?big', '{"big":1}', stored('', 10, 1000), 1000);
    expect(memory.size).toBe(0);
  });

  it('drops the oldest entries past its count or its size', () => {
    const byCount = new MemoryResponses(2, 1000);
    for (const n of [1, 2, 3]) byCount.set(`${KEY}${n}`, '{}', stored('', 10, 1000), 1000);
    expect(byCount.get(`${KEY}1`, 1000)).toBeUndefined();
    expect(byCount.get(`${KEY}3`, 1000)).toBeDefined();

    const bySize = new MemoryResponses(100, 10);
    bySize.set(`${KEY}a`, '123456', stored('', 10, 1000), 1000);
    bySize.set(`${KEY}b`, '123456', stored('', 10, 1000), 1000);
    expect(bySize.get(`${KEY}a`, 1000)).toBeUndefined();
    expect(bySize.get(`${KEY}b`, 1000)).toBeDefined();
  });

  it('counts a replaced entry once', () => {
    const memory = new MemoryResponses(100, 10);
    memory.set(KEY, '123456', stored('', 10, 1000), 1000);
    memory.set(KEY, '123456', stored('', 10, 1000), 1000);
    expect(memory.get(KEY, 1000)).toBeDefined();
  });
});

describe('MemoryFirstCache', () => {
  it('answers from memory what it put, without asking the runtime again', async () => {
    const runtime = new RuntimeCache();
    const cache = new MemoryFirstCache(new MemoryResponses(), runtime);
    await cache.put(new Request(KEY), stored('{"shop":1}', 10, Date.now()));
    expect(runtime.calls.put).toBe(1);
    expect(await (await cache.match(new Request(KEY)))!.json()).toEqual({shop: 1});
    expect(await (await cache.match(new Request(KEY)))!.json()).toEqual({shop: 1});
    expect(runtime.calls.match).toBe(0);
  });

  it('keeps what the runtime had (another isolate put it) for the rest of its life', async () => {
    const runtime = new RuntimeCache();
    await runtime.put(new Request(KEY), stored('{"other":1}', 10, Date.now()));
    const cache = new MemoryFirstCache(new MemoryResponses(), runtime);
    expect(await (await cache.match(new Request(KEY)))!.json()).toEqual({other: 1});
    expect(await (await cache.match(new Request(KEY)))!.json()).toEqual({other: 1});
    expect(runtime.calls.match).toBe(1);
  });

  it('says it has nothing when neither has it, and when there is no runtime cache', async () => {
    expect(await new MemoryFirstCache(new MemoryResponses(), new RuntimeCache()).match(new Request(KEY))).toBeUndefined();
    expect(await new MemoryFirstCache(new MemoryResponses(), null).match(new Request(KEY))).toBeUndefined();
  });

  it('deletes from both', async () => {
    const runtime = new RuntimeCache();
    const cache = new MemoryFirstCache(new MemoryResponses(), runtime);
    await cache.put(new Request(KEY), stored('{}', 10, Date.now()));
    expect(await cache.delete(new Request(KEY))).toBe(true);
    expect(await cache.match(new Request(KEY))).toBeUndefined();
    expect(runtime.stored.size).toBe(0);
  });

  it('refuses to store anything but a GET, and never matches one', async () => {
    const cache = new MemoryFirstCache(new MemoryResponses(), new RuntimeCache());
    await expect(cache.put(new Request(KEY, {method: 'POST'}), stored('{}', 10, Date.now()))).rejects.toThrow(TypeError);
    expect(await cache.match(new Request(KEY, {method: 'POST'}))).toBeUndefined();
  });
});

describe('with Hydrogen’s sub-request cache', () => {
  it('calls the shop once while fresh, serves the stale copy while it revalidates, then the new one', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(1_000_000);
    const runtime = new RuntimeCache();
    const background: Promise<unknown>[] = [];
    const withCache = createWithCache({
      cache: new MemoryFirstCache(new MemoryResponses(), runtime) as unknown as Cache,
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
      request: new Request('https://verins.test/'),
    });
    let version = 0;
    const shop = vi.fn(async () => ({version: ++version}));
    const read = () => withCache.run({cacheKey: ['products', 1], cacheStrategy: CacheShort(), shouldCacheResult: () => true}, shop);

    expect(await read()).toEqual({version: 1});
    await Promise.all(background.splice(0));
    expect(await read()).toEqual({version: 1});
    expect(shop).toHaveBeenCalledTimes(1);
    expect(runtime.calls.match).toBe(1);

    // CacheShort: fresh 1 s, then stale while revalidating.
    vi.setSystemTime(1_002_000);
    expect(await read()).toEqual({version: 1});
    await Promise.all(background.splice(0));
    expect(shop).toHaveBeenCalledTimes(2);
    expect(await read()).toEqual({version: 2});
    expect(runtime.calls.put).toBe(2);
  });
});

describe('memoryFor', () => {
  it('keeps one memory per cache name and drops the old one when the name changes', () => {
    const first = memoryFor('subrequests-test');
    first.set(KEY, '{}', stored('', 10, Date.now()));
    expect(memoryFor('subrequests-test')).toBe(first);
    const next = memoryFor('subrequests-test-1');
    expect(next).not.toBe(first);
    expect(first.size).toBe(0);
  });
});
