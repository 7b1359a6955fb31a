import {describe, expect, it} from 'vitest';
import {AFTER_PAINT_SCRIPT, PAGE_CODE_READY} from '~/lib/platform/after-paint';
import {scriptsAfterFirstPaint} from '~/lib/platform/scripts-after-paint.server';

// What React Router's <Scripts> writes (7.16): its preloads, its inline script, its module script.
const SCRIPTS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>' +
  '<script nonce="n1">window.__reactRouterContext = {"ssr":true};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";</script>';
const HTML =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/a.jpg"/></head>' +
  `<body><p>Vérin à gaz</p>${SCRIPTS}<script>enqueue("data")</script></body></html>`;

/** The same scripts, as the transform sends them: inert, and started from the inline script. */
function afterPaint(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload"', '<link data-after-paint="modulepreload" fetchpriority="low"')
    .replace('>window.__reactRouterContext = ', `>${AFTER_PAINT_SCRIPT}window.__reactRouterContext = `)
    .replace(' type="module" async=""', ' type="text/plain" data-after-paint="module"');
}
const EXPECTED = afterPaint(HTML);

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
  return read(scriptsAfterFirstPaint(chunked(html, cuts)));
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

describe('the page\'s scripts after its first paint', () => {
  it('makes the preloads and the module script inert, puts the statements that start them in the inline script, and changes nothing else', async () => {
    const out = await through(HTML, []);
    expect(out).toBe(EXPECTED);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain(' type="module"');
    expect(out.match(/<script/g)).toHaveLength(HTML.match(/<script/g)!.length);
    expect(out).toContain('<link rel="preload" as="image" href="/a.jpg"/>');
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
    const [toVisitor, toCache] = scriptsAfterFirstPaint(chunked(HTML, [100, 200, 300])).tee();
    expect(await read(toVisitor)).toBe(EXPECTED);
    expect(await read(toCache)).toBe(EXPECTED);
  });

  it('keeps a page that ends on the start of a tag, and leaves other links and scripts alone', async () => {
    expect(await through('<p>fin</p><link rel="module', [12])).toBe('<p>fin</p><link rel="module');
    expect(await through('<link rel="modulepreloader"/>', [])).toBe('<link rel="modulepreloader"/>');
    expect(await through('<link rel="prefetch" href="/x"/>', [5])).toBe('<link rel="prefetch" href="/x"/>');
    // A module script with no preload before it (not <Scripts>') runs as it is.
    const alone = '<script type="module" async="">import "/x.js"</script>';
    expect(await through(alone, [])).toBe(alone);
  });

  it('leaves the module script as it is when the inline script that would start it is not found', async () => {
    const other = HTML.replace('>window.__reactRouterContext = ', '>window.__otherContext = ');
    const out = await through(other, [40]);
    expect(out).toContain('<script nonce="n1" type="module" async="">');
    expect(out).not.toContain(AFTER_PAINT_SCRIPT);
  });

  it('on the other pages, only fetches the preloads at low priority (decision 079): the scripts start at once', async () => {
    const expected = HTML.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    const bytes = new TextEncoder().encode(HTML).length;
    for (let cut = 1; cut < bytes; cut += 7) expect(await read(scriptsAfterFirstPaint(chunked(HTML, [cut]), false))).toBe(expected);
  });

  it('finds preloads back to back and after a false start', async () => {
    const tag = '<link rel="modulepreload"';
    const inert = '<link data-after-paint="modulepreload" fetchpriority="low"';
    expect(await through(`<<link rel="${tag}${tag}/>`, [])).toBe(`<<link rel="${inert}${inert}/>`);
    expect(await through(`é${tag}${tag}`, [3, 30])).toBe(`é${inert}${inert}`);
  });

  it('stops after the module script: the rest goes through untouched', async () => {
    // A script before the preloads (JSON-LD in the head) does not count.
    const page =
      '<head><script type="application/ld+json">{}</script></head><body>' +
      SCRIPTS +
      '<script>enqueue("<link rel=\\"modulepreload\\" type=\\"module\\" async=\\"\\"")</script><link rel="modulepreload" href="/late.js"/>' +
      '<script nonce="n1">window.__reactRouterContext = 2</script><script type="module" async=""></script></body>';
    const cut = page.indexOf('<script>enqueue');
    const expected = afterPaint(page.slice(0, cut)) + page.slice(cut);
    const bytes = new TextEncoder().encode(page).length;
    // Wherever the chunks are cut.
    for (let at = 1; at < bytes; at += 1) expect(await through(page, [at])).toBe(expected);
  });

  it('reads what is already queued at once: a page in chunks of 512 bytes (React 18) comes out in a few', async () => {
    const page = '<html><head></head><body>' + '<p>Vérin à gaz 15/6</p>'.repeat(2000) + SCRIPTS + '</body></html>';
    const bytes = new TextEncoder().encode(page).length;
    const cuts = Array.from({length: Math.floor(bytes / 512)}, (_, i) => (i + 1) * 512).filter((cut) => cut < bytes);
    const reader = scriptsAfterFirstPaint(chunked(page, cuts)).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let reads = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      reads += 1;
      text += decoder.decode(next.value, {stream: true});
    }
    expect(text + decoder.decode()).toBe(afterPaint(page));
    expect(cuts.length).toBeGreaterThan(80);
    expect(reads).toBeLessThanOrEqual(Math.ceil(bytes / (16 * 1024)) + 2);
  });

  /** The statements run against a page whose module script has been parsed, with frames, tasks and events by hand. */
  function inPage() {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    class Element {
      clicks = 0;
      events: string[] = [];
      constructor(
        public readonly tag: string,
        public type = '',
        public isConnected = true,
      ) {}
      hovered = false;
      matches(selector: string) {
        if (selector === ':hover') return this.hovered;
        return selector.split(',').some((one) => one === this.tag || one === `${this.tag}[type=${this.type}]` || one === `[${this.type}]`);
      }
      closest(selector: string) {
        return this.matches(selector) ? this : null;
      }
      dispatchEvent(event: {type: string; bubbles: boolean}) {
        this.events.push(event.type);
      }
      click() {
        this.clicks += 1;
      }
    }
    const link = {rel: '', dataset: {afterPaint: 'modulepreload'}};
    const started: {type: string; nonce: string; textContent: string}[] = [];
    const inert = {nonce: 'n1', textContent: 'import "/a.js";', replaceWith: (element: (typeof started)[number]) => started.push(element)};
    const document = {
      readyState: 'loading',
      querySelector: (selector: string) => (selector === 'script[data-after-paint]' && started.length === 0 ? inert : null),
      querySelectorAll: (selector: string) => (selector === 'link[data-after-paint]' ? [link] : []),
      createElement: () => ({type: '', nonce: '', textContent: ''}),
    };
    class Event {
      constructor(
        public type: string,
        public init: {bubbles: boolean},
      ) {}
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'Element', 'Event', 'MouseEvent', 'window', AFTER_PAINT_SCRIPT)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      Element,
      Event,
      Event,
      {},
    );
    /** A click as the browser dispatches it; true when it went on. */
    const click = (target: Element) => {
      let stopped = false;
      const event = {target, preventDefault: () => (stopped = true), stopImmediatePropagation: () => undefined};
      for (const listener of listeners.get('click') ?? []) listener(event);
      if (!stopped) target.click();
      return !stopped;
    };
    /** A list changed by the shopper: the browser's `change`. */
    const change = (target: Element) => {
      for (const listener of listeners.get('change') ?? []) listener({target});
    };
    /** The mouse comes over an element. */
    const hover = (target: Element) => {
      target.hovered = true;
      for (const listener of listeners.get('mouseover') ?? []) listener({target});
    };
    const ready = () => (listeners.get(PAGE_CODE_READY) ?? []).forEach((listener) => listener({}));
    return {frames, timers, link, started, click, change, hover, ready, Element};
  }

  it('starts the scripts, in the page, once a frame has been painted', () => {
    const page = inPage();
    // Nothing before a frame and the task after it.
    expect(page.link.rel).toBe('');
    page.frames.shift()!();
    expect(page.link.rel).toBe('');
    page.timers.shift()!();
    expect(page.link.rel).toBe('modulepreload');
    expect(page.started).toEqual([{type: 'module', nonce: 'n1', textContent: 'import "/a.js";'}]);
  });

  it('holds a click on a button that needs the page\'s code, starts the code at once, and gives the click back once React listens', () => {
    const page = inPage();
    const chat = new page.Element('button', 'button');
    expect(page.click(chat)).toBe(false);
    expect(page.click(chat)).toBe(false);
    expect(page.started).toHaveLength(1);
    expect(chat.clicks).toBe(0);
    page.ready();
    page.timers.pop()!();
    expect(chat.clicks).toBe(1);
    // The frame's start then finds nothing more to do; later clicks go on as they are.
    page.frames.shift()!();
    page.timers.shift()!();
    expect(page.started).toHaveLength(1);
    expect(page.click(chat)).toBe(true);
    expect(chat.clicks).toBe(2);
  });

  it('holds a checkbox\'s or a radio\'s click (the box stays as it was) and announces a list changed, once React listens', () => {
    const page = inPage();
    const box = new page.Element('input', 'checkbox');
    const radio = new page.Element('input', 'radio');
    const sort = new page.Element('select');
    expect(page.click(box)).toBe(false);
    expect(page.click(radio)).toBe(false);
    page.change(sort);
    page.change(sort);
    // A text field is not a list: nothing to announce (its text is in the page for React).
    const field = new page.Element('input', 'text');
    page.change(field);
    expect([box.clicks, radio.clicks, sort.events]).toEqual([0, 0, []]);
    expect(page.started).toHaveLength(1);
    page.ready();
    page.timers.pop()!();
    expect([box.clicks, radio.clicks, sort.events, field.events]).toEqual([1, 1, ['change'], []]);
  });

  it('gives a menu under the mouse a mouseover once React listens (a menu that opens on hover)', () => {
    const page = inPage();
    const left = new page.Element('li');
    const menu = new page.Element('button', 'button');
    page.hover(left);
    left.hovered = false;
    page.hover(menu);
    page.ready();
    page.timers.pop()!();
    expect([left.events, menu.events]).toEqual([[], ['mouseover']]);
  });

  it('lets links and form buttons go on (they work without JavaScript), and forgets a button gone from the page', () => {
    const page = inPage();
    expect(page.click(new page.Element('a'))).toBe(true);
    // A link that does something else with JavaScript says so: held.
    expect(page.click(new page.Element('a', 'data-held-click'))).toBe(false);
    expect(page.click(new page.Element('button', 'submit'))).toBe(true);
    const gone = new page.Element('button', 'button');
    page.click(gone);
    gone.isConnected = false;
    page.ready();
    page.timers.pop()!();
    expect(gone.clicks).toBe(0);
  });
});
