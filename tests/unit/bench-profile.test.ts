import {describe, expect, it} from 'vitest';
import {category, PHASES, phaseOf, summarizeProfile, type CpuProfile, type Frame, type Locate} from '../../bench/profile.ts';

const frame = (source: string, name = 'f'): Frame => ({source, name});

describe('profile phases', () => {
  it('names the package a sample ran in', () => {
    expect(category('node_modules/react-dom/cjs/react-dom-server.browser.production.min.js')).toBe('React DOM');
    expect(category('node_modules/react-router/dist/development/chunk.mjs')).toBe('React Router');
    expect(category('node_modules/@shopify/hydrogen-react/dist/index.js')).toBe('Hydrogen React');
    expect(category('node_modules/@shopify/hydrogen/dist/production/index.js')).toBe('Hydrogen');
    expect(category('app/components/product/ProductCard.tsx')).toBe('notre code');
    expect(category('server.ts')).toBe('notre code');
    expect(category('(garbage collector)')).toBe('ramasse-miettes (GC)');
    expect(category('(runtime)')).toBe('API du runtime (Request, URL, Headers…)');
  });

  it('puts turbo-stream before render, render before loaders, and the rest by where the sample ran', () => {
    const reactDom = frame('node_modules/react-dom/server.js', 'pushAttribute');
    const router = (name: string) => frame('node_modules/react-router/dist/development/chunk.mjs', name);
    // StreamTransfer is a component React DOM calls: its encoding is serialisation, not render.
    expect(phaseOf([router('flatten'), router('StreamTransfer'), reactDom])).toBe(PHASES.serialize);
    // Our component and React Router's Link hooks, called by React DOM, are render.
    expect(phaseOf([frame('app/components/Price.tsx', 'Price'), reactDom])).toBe(PHASES.render);
    expect(phaseOf([router('useHref'), reactDom])).toBe(PHASES.render);
    expect(phaseOf([frame('node_modules/@shopify/hydrogen/dist/index.js', 'query'), frame('app/routes/_index.tsx', 'loader'), router('callRouteHandler')])).toBe(PHASES.loaders);
    expect(phaseOf([router('matchPath')])).toBe(PHASES.router);
    expect(phaseOf([frame('(runtime)', 'URL'), frame('node_modules/@shopify/hydrogen/dist/index.js', 'x')])).toBe(PHASES.runtime);
    expect(phaseOf([frame('(garbage collector)')])).toBe(PHASES.gc);
  });

  it('adds up each sample’s own duration by phase, package, file and function', () => {
    const nodes = [
      {id: 1, callFrame: {functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1}, children: [2, 4]},
      {id: 2, callFrame: {functionName: 'render', url: 'index.js', lineNumber: 0, columnNumber: 1}, children: [3]},
      {id: 3, callFrame: {functionName: 'Price', url: 'index.js', lineNumber: 0, columnNumber: 2}},
      {id: 4, callFrame: {functionName: '(garbage collector)', url: '', lineNumber: -1, columnNumber: -1}},
    ];
    // 3 samples: Price 2 ms, render 1 ms, GC 0.5 ms (each sample lasts until the next delta).
    const profile: CpuProfile = {nodes, startTime: 0, endTime: 4000, samples: [3, 2, 4, 1], timeDeltas: [0, 2000, 1000, 500]};
    const locate: Locate = (callFrame) =>
      callFrame.url === ''
        ? {source: callFrame.functionName, name: callFrame.functionName}
        : callFrame.columnNumber === 1
          ? {source: 'node_modules/react-dom/server.js', name: 'renderElement'}
          : {source: 'app/components/Price.tsx', name: 'Price'};
    const summary = summarizeProfile(profile, locate);
    expect(summary.cpuMs).toBe(3.5);
    expect(summary.wallMs).toBe(4);
    expect(summary.byPhase).toEqual({[PHASES.render]: 3, [PHASES.gc]: 0.5});
    expect(summary.renderByLeaf).toEqual({'notre code': 2, 'React DOM': 1});
    expect(summary.byFunction['notre code · Price']).toBe(2);
    expect(summary.bySource['app/components/Price.tsx']).toBe(2);
  });
});
