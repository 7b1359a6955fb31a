import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'graphql';
import {describe, expect, it} from 'vitest';
import {appOperation, measureLoad} from '../../bench/local-shop.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('appOperation', () => {
  it('gives the storefront’s own query with the fragments it spreads, ready to send', () => {
    const text = appOperation(ROOT, 'SearchResults');
    const document = parse(text);
    const names = document.definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined));
    expect(names[0]).toBe('SearchResults');
    expect(names).toContain('ProductCard');
  });

  it('says in French which query it cannot find', () => {
    expect(() => appOperation(ROOT, 'NoSuchQuery')).toThrow('Requête « NoSuchQuery » introuvable dans app/.');
  });
});

describe('measureLoad', () => {
  it('times the calls that succeed and counts the ones that fail, keeping the first message', async () => {
    let calls = 0;
    const level = await measureLoad(
      async () => {
        calls += 1;
        const call = calls;
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (call % 2 === 0) throw new Error(`échec ${call}`);
      },
      2,
      40,
    );
    expect(level.concurrency).toBe(2);
    expect(level.operations + level.errors).toBe(calls);
    expect(level.errors).toBeGreaterThan(0);
    expect(level.firstError).toBe('échec 2');
    expect(level.p50).not.toBeNull();
  });
});
