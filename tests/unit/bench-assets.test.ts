import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {chunkReferences, initialAssetsInHtml, measureRouteAssets, reachableAssets, resolveAsset} from '../../bench/assets.ts';

// The shape of the HTML React Router renders: links in the head, an inline module
// script importing the route modules, and the route manifest inlined (its `url` is
// not fetched at load).
const HTML = `<!DOCTYPE html><html lang="fr"><head>
<link rel="canonical" href="http://127.0.0.1:3000/"/>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>
<link rel="stylesheet" href="/assets/app-A.css"/>
<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="x"/>
<link rel="modulepreload" href="/assets/root-C.js" nonce="x"/>
<link rel="preload" as="image" href="/assets/hero.js"/>
</head><body>
<script nonce="x">window.__reactRouterContext = {"note": "/assets/not-loaded.js"};</script>
<script nonce="x" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/_index-D.js";
window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-B.js"}, "url": "/assets/manifest-E.js"};
import("/assets/entry.client-B.js");
</script>
<script src="/assets/legacy-F.js"></script>
</body></html>`;

describe('initialAssetsInHtml', () => {
  it('lists the stylesheets, module preloads, scripts and the module script’s imports', () => {
    expect(initialAssetsInHtml(HTML).sort()).toEqual(
      ['/assets/app-A.css', '/assets/entry.client-B.js', '/assets/root-C.js', '/assets/_index-D.js', '/assets/legacy-F.js'].sort(),
    );
  });

  it('leaves out mere mentions: the manifest’s url, a classic script’s strings, other link types', () => {
    const assets = initialAssetsInHtml(HTML);
    expect(assets).not.toContain('/assets/manifest-E.js');
    expect(assets).not.toContain('/assets/not-loaded.js');
    expect(assets).not.toContain('/assets/hero.js');
    expect(assets).not.toContain('/favicon.svg');
  });
});

describe('chunkReferences', () => {
  it('finds static, side-effect and dynamic imports and Vite’s preload lists', () => {
    const code =
      'import{a as b}from"./chunk-A.js";import"./side-B.js";' +
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Chat-C.js","assets/Chat-D.css"])))=>i.map(i=>d[i]);' +
      'const Chat=lazy(()=>__vitePreload(()=>import(`./Chat-C.js`),__vite__mapDeps([0,1])));';
    expect(chunkReferences(code).sort()).toEqual(['./chunk-A.js', './side-B.js', './Chat-C.js', 'assets/Chat-C.js', 'assets/Chat-D.css'].sort());
  });
});

describe('resolveAsset', () => {
  it('resolves chunk-relative and root-relative specifiers to the same file', () => {
    expect(resolveAsset('./Chat-C.js', 'assets/root-A.js')).toBe(join('assets', 'Chat-C.js'));
    expect(resolveAsset('assets/Chat-C.js', 'assets/root-A.js')).toBe(join('assets', 'Chat-C.js'));
    expect(resolveAsset('/assets/Chat-C.js', null)).toBe(join('assets', 'Chat-C.js'));
    expect(resolveAsset('https://cdn.example/x.js', null)).toBeNull();
  });
});

describe('reachableAssets', () => {
  it('follows imports transitively, through cycles, and not into unrelated chunks', () => {
    const graph: Record<string, string[]> = {
      'assets/root.js': ['./shared.js', './Chat.js'],
      'assets/shared.js': ['./root.js'],
      'assets/Chat.js': ['./Chat.css', './markdown.js'],
      'assets/markdown.js': [],
      'assets/unrelated.js': [],
    };
    const files = reachableAssets(['assets/root.js'], (file) => graph[file] ?? []);
    expect(files.sort()).toEqual(['assets/Chat.css', 'assets/Chat.js', 'assets/markdown.js', 'assets/root.js', 'assets/shared.js'].map((f) => join(f)).sort());
  });
});

describe('measureRouteAssets', () => {
  let dir: string;
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('sums initial and lazily reachable JavaScript and CSS, compressed and not, and names missing files', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-assets-'));
    mkdirSync(join(dir, 'assets'));
    const js = (body: string) => `${body}\n${'console.log("vérin");'.repeat(200)}`;
    writeFileSync(join(dir, 'assets', 'entry.js'), js('import"./react.js";'));
    writeFileSync(join(dir, 'assets', 'react.js'), js(''));
    writeFileSync(join(dir, 'assets', 'root.js'), js('const p=()=>import("./Chat.js");'));
    writeFileSync(join(dir, 'assets', 'Chat.js'), js(''));
    writeFileSync(join(dir, 'assets', 'app.css'), '.btn{color:red}'.repeat(100));
    const html =
      '<link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/entry.js"><link rel="modulepreload" href="/assets/react.js">' +
      '<script type="module">import * as r from "/assets/root.js"; import "/assets/gone.js";</script>';

    const sizes = measureRouteAssets(html, dir);

    expect(sizes.initial.files).toBe(4);
    expect(sizes.total.files).toBe(5);
    expect(sizes.total.js.raw - sizes.initial.js.raw).toBe(Buffer.byteLength(js('')));
    expect(sizes.initial.css.raw).toBe('.btn{color:red}'.repeat(100).length);
    expect(sizes.initial.js.gzip).toBeLessThan(sizes.initial.js.raw);
    expect(sizes.initial.js.brotli).toBeLessThan(sizes.initial.js.raw);
    expect(sizes.missing).toEqual([join('assets', 'gone.js')]);
    expect(sizes.html.raw).toBe(html.length);
  });
});
