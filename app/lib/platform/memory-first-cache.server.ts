// The isolate's memory in front of the runtime's Cache for Hydrogen's sub-request cache
// (docs/decisions/089-storefront-results-in-the-isolate.md). Hydrogen reads a cached
// Storefront result with `cache.match` on every query of every page; in workerd that is a
// call to the cache service, a stored HTTP response parsed again, and its body copied. The
// same answer kept in the isolate is given back at once; the runtime's cache stays behind it
// (shared by the isolates of a location on Oxygen, filled by the others).

/** Entries kept per isolate (a catalogue page asks 2 to 4 queries; searches add theirs). */
export const MEMORY_CACHE_MAX_ENTRIES = 1000;
/** And their bodies' total size, in characters of JSON: well within an isolate's 128 MB. */
export const MEMORY_CACHE_MAX_CHARS = 8 * 1024 * 1024;

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  /** Date.now() after which the entry is gone (its Cache-Control max-age, as the runtime's cache). */
  expires: number;
}

/** When a stored response stops being served: its `max-age` after it was put (Hydrogen writes both). */
export function expiryOf(headers: Headers, now: number): number {
  const maxAge = Number(/(?:^|[,\s])max-age=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1] ?? 0);
  const putAt = Number(headers.get('cache-put-date'));
  const since = Number.isFinite(putAt) && putAt > 0 && putAt <= now ? putAt : now;
  return since + maxAge * 1000;
}

/** A bounded map of responses by URL, oldest first out. */
export class MemoryResponses {
  private entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly maxEntries = MEMORY_CACHE_MAX_ENTRIES,
    private readonly maxChars = MEMORY_CACHE_MAX_CHARS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(url: string, now = Date.now()): Response | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(url);
      return undefined;
    }
    return new Response(entry.body, {status: entry.status, headers: entry.headers});
  }

  set(url: string, body: string, response: Pick<Response, 'status' | 'headers'>, now = Date.now()): void {
    this.remove(url);
    const expires = expiryOf(response.headers, now);
    if (expires <= now || body.length > this.maxChars) return;
    this.entries.set(url, {body, status: response.status, headers: [...response.headers], expires});
    this.chars += body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.remove(oldest);
    }
  }

  remove(url: string): boolean {
    const entry = this.entries.get(url);
    if (!entry) return false;
    this.chars -= entry.body.length;
    return this.entries.delete(url);
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

function isGet(request: RequestInfo | URL): boolean {
  return typeof request === 'string' || request instanceof URL || request.method === 'GET';
}

/**
 * A Cache for Hydrogen's `cache` option: `match`, `put` and `delete` go to the isolate's
 * memory first, then to the runtime's cache (null where there is none). What the runtime's
 * cache answers is kept in memory for the rest of its life.
 */
export class MemoryFirstCache implements Pick<Cache, 'match' | 'put' | 'delete'> {
  constructor(
    private readonly memory: MemoryResponses,
    private readonly runtime: Pick<Cache, 'match' | 'put' | 'delete'> | null,
  ) {}

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    if (!isGet(request)) return undefined;
    const url = urlOf(request);
    const kept = this.memory.get(url);
    if (kept || !this.runtime) return kept;
    const stored = await this.runtime.match(request);
    if (!stored) return undefined;
    const body = await stored.text();
    this.memory.set(url, body, stored);
    return new Response(body, {status: stored.status, headers: stored.headers});
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (!isGet(request)) throw new TypeError('Seule une requête GET se met en cache.');
    const body = await response.text();
    this.memory.set(urlOf(request), body, response);
    await this.runtime?.put(request, new Response(body, {status: response.status, headers: response.headers}));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    const inMemory = this.memory.remove(urlOf(request));
    const inRuntime = (await this.runtime?.delete(request)) ?? false;
    return inMemory || inRuntime;
  }
}

/** One memory per cache name: a new name (the shop changed) drops what the old one kept. */
const memories = new Map<string, MemoryResponses>();

export function memoryFor(name: string): MemoryResponses {
  let memory = memories.get(name);
  if (!memory) {
    for (const old of memories.values()) old.clear();
    memories.clear();
    memory = new MemoryResponses();
    memories.set(name, memory);
  }
  return memory;
}
