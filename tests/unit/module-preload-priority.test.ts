import {describe, expect, it} from 'vitest';
import {lowPriorityModulePreloads} from '~/lib/platform/module-preload-priority.server';

const HTML =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Vérin à gaz</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
  '<link rel="preload" as="image" href="/a.jpg"/><script nonce="n1">x</script></body></html>';

const EXPECTED = HTML.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** The HTML cut into chunks at the given byte offsets, as a byte stream (React's kind). */
function chunked(html: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    type: 'bytes',
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i += 1) controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
}

/** The HTML through the transform, cut into chunks at the given byte offsets. */
async function through(html: string, cuts: number[]): Promise<string> {
  return read(lowPriorityModulePreloads(chunked(html, cuts)));
}

/** Reads a stream as workerd sends it: each chunk's buffer is taken over (detached) once read. */
async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return text + decoder.decode();
    const {byteOffset, byteLength} = value;
    const taken = structuredClone(value.buffer, {transfer: [value.buffer]});
    text += decoder.decode(new Uint8Array(taken, byteOffset, byteLength), {stream: true});
  }
}

describe('module preloads at low priority', () => {
  it('adds fetchpriority="low" to every module preload and changes nothing else', async () => {
    expect(await through(HTML, [])).toBe(EXPECTED);
  });

  it('finds a tag cut between two chunks, at every byte', async () => {
    const bytes = new TextEncoder().encode(HTML).length;
    for (let cut = 1; cut < bytes; cut += 1) expect(await through(HTML, [cut])).toBe(EXPECTED);
  });

  it('finds a tag spread over many one-byte chunks', async () => {
    const bytes = new TextEncoder().encode(HTML).length;
    expect(await through(HTML, Array.from({length: bytes - 1}, (_, i) => i + 1))).toBe(EXPECTED);
  });

  it('gives both branches of a tee the whole page (the page cache keeps one, the visitor gets the other)', async () => {
    const [toVisitor, toCache] = lowPriorityModulePreloads(chunked(HTML, [100, 200, 300])).tee();
    expect(await read(toVisitor)).toBe(EXPECTED);
    expect(await read(toCache)).toBe(EXPECTED);
  });

  it('keeps a page that ends on the start of a tag, and leaves other links alone', async () => {
    expect(await through('<p>fin</p><link rel="module', [12])).toBe('<p>fin</p><link rel="module');
    expect(await through('<link rel="modulepreloader"/>', [])).toBe('<link rel="modulepreloader"/>');
    expect(await through('<link rel="prefetch" href="/x"/>', [5])).toBe('<link rel="prefetch" href="/x"/>');
  });

  it('finds tags back to back and after a false start', async () => {
    const tag = '<link rel="modulepreload"';
    const low = '<link rel="modulepreload" fetchpriority="low"';
    expect(await through(`<<link rel="${tag}${tag}/>`, [])).toBe(`<<link rel="${low}${low}/>`);
    expect(await through(`é${tag}${tag}`, [3, 30])).toBe(`é${low}${low}`);
  });

  it('stops at the module script after the preloads: the rest goes through untouched', async () => {
    // A script before the preloads (JSON-LD in the head) does not end the search.
    const page =
      '<head><script type="application/ld+json">{}</script></head><body>' +
      '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><script type="module">import "/a.js"</script>' +
      '<script>enqueue("<link rel=\\"modulepreload\\"")</script><link rel="modulepreload" href="/late.js"/></body>';
    const cut = page.indexOf('<script>enqueue');
    const expected =
      page.slice(0, cut).replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + page.slice(cut);
    const bytes = new TextEncoder().encode(page).length;
    // Wherever the chunks are cut, the module script included.
    for (let at = 1; at < bytes; at += 1) expect(await through(page, [at])).toBe(expected);
  });

  it('reads what is already queued at once: a page in chunks of 512 bytes (React 18) comes out in a few', async () => {
    const page = '<html><head></head><body>' + '<p>Vérin à gaz 15/6</p>'.repeat(2000) + HTML + '</body></html>';
    const bytes = new TextEncoder().encode(page).length;
    const cuts = Array.from({length: Math.floor(bytes / 512)}, (_, i) => (i + 1) * 512).filter((cut) => cut < bytes);
    const reader = lowPriorityModulePreloads(chunked(page, cuts)).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let reads = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      reads += 1;
      text += decoder.decode(next.value, {stream: true});
    }
    expect(text + decoder.decode()).toBe(page.replace(HTML, EXPECTED));
    expect(cuts.length).toBeGreaterThan(80);
    expect(reads).toBeLessThanOrEqual(Math.ceil(bytes / (16 * 1024)) + 2);
  });
});
