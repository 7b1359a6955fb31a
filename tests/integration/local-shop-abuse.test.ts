// Large and abusive documents are analysed off the event loop, in fair turns between
// clients, and refused there before validation when too costly
// (docs/decisions/065-abusive-documents-off-the-event-loop.md).

import {getOperationAST, parse} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {AnalysisQueue} from '../../local-shop/graphql/analysis-queue.ts';
import {catalogueBounds, measureCost, TOKENLESS_MAX_COST, MAX_WORK} from '../../local-shop/graphql/cost.ts';
import {IN_PLACE_LIMIT, analysisStats} from '../../local-shop/graphql/validation.ts';
import {jsonPieces} from '../../local-shop/http/json-slices.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {gql, startTestShop} from './local-shop-helpers.ts';

let shop: LocalShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const aliases = (count: number, field: string) => `{ ${Array.from({length: count}, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** 900 full listings of the schema: costed from the schema alone, whatever the catalogue. */
const SCHEMA_FLOOD = aliases(900, '__schema { types { name fields { name args { name } } } }');

function workOf(query: string): number {
  const document = parse(query);
  return measureCost(shop.app.schema, document, getOperationAST(document)!, {}, catalogueBounds(shop.app.catalogueCache.get())).work;
}

describe('large documents', () => {
  it('refuses a too costly one in the analysis thread, with the cost it has', async () => {
    expect(SCHEMA_FLOOD.length).toBeGreaterThan(IN_PLACE_LIMIT);
    const before = {...analysisStats};
    const result = await gql(shop, `# ${Math.random()}\n${SCHEMA_FLOOD}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message: `Query has complexity of ${workOf(SCHEMA_FLOOD)}, which exceeds max complexity of ${MAX_WORK}`,
        extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', complexity: workOf(SCHEMA_FLOOD), maxComplexity: MAX_WORK},
      },
    ]);
    expect(analysisStats.analysed).toBe(before.analysed + 1);
    expect(analysisStats.refusedByCost).toBe(before.refusedByCost + 1);
  });

  it('runs a valid one within the limits and answers every alias', async () => {
    const query = aliases(1100, 'shop { name }');
    expect(query.length).toBeGreaterThan(IN_PLACE_LIMIT);
    const before = {...analysisStats};
    const result = await gql(shop, query);
    expect(result.body.errors).toBeUndefined();
    expect(Object.keys(result.body.data)).toHaveLength(1100);
    expect(result.body.data.a1099).toEqual({name: 'Vérins Pro'});
    expect(analysisStats).toEqual({analysed: before.analysed + 1, refusedByCost: before.refusedByCost});
  });

  it('refuses the same document without a token past 1,000 requested, and with a token runs it', async () => {
    const query = aliases(1100, 'shop { name }');
    const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({query}),
    });
    const body = (await response.json()) as {errors?: {extensions: Record<string, unknown>}[]};
    expect(body.errors?.[0].extensions).toEqual({code: 'MAX_COMPLEXITY_EXCEEDED', complexity: 1100, maxComplexity: TOKENLESS_MAX_COST});
    // The refusal was for that access only: the same text with a token is not refused from a cache.
    expect((await gql(shop, query)).body.data.a0).toEqual({name: 'Vérins Pro'});
  });

  it('answers a large invalid document with Shopify’s validation error', async () => {
    const query = aliases(600, 'shop { name }').replace('a599: shop { name }', 'a599: shop { nom }');
    const result = await gql(shop, query);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]).toMatchObject({
      message: "Field 'nom' doesn't exist on type 'Shop'",
      extensions: {code: 'undefinedField', typeName: 'Shop', fieldName: 'nom'},
    });
  });

  it('answers a parse error in a large document as PARSE_ERROR', async () => {
    const result = await gql(shop, `${aliases(600, 'shop { name }')} }`);
    expect(result.body.errors?.[0].extensions.code).toBe('PARSE_ERROR');
  });

  it('does not hold another client behind one client’s backlog of heavy documents', async () => {
    const order: string[] = [];
    const abusive = Array.from({length: 6}, (_, i) =>
      gql(shop, `# ${i} ${Math.random()}\n${SCHEMA_FLOOD}`, {}, {'X-Shopify-Storefront-Access-Token': 'abusive-client'}).then((result) => {
        order.push(`abusive ${i}`);
        return result;
      }),
    );
    const large = gql(shop, `# ${Math.random()}\n${aliases(600, 'shop { name }')}`, {}, {'X-Shopify-Storefront-Access-Token': 'other-client'}).then((result) => {
      order.push('other client, large');
      return result;
    });
    const small = gql(shop, '{ shop { name } }', {}, {'X-Shopify-Storefront-Access-Token': 'shopper'}).then((result) => {
      order.push('shopper, small');
      return result;
    });
    const results = await Promise.all([...abusive, large, small]);
    for (const result of results.slice(0, 6)) expect(result.body.errors?.[0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    expect(results[6].body.data.a599).toEqual({name: 'Vérins Pro'});
    expect(results[7].body.data.shop.name).toBe('Vérins Pro');
    // Both were answered before the abusive client's last document.
    expect(order.at(-1)).toMatch(/^abusive/);
  });
});

describe('turns at the analysis thread', () => {
  /** A runner that finishes each job when the test says so, and tells what it cost. */
  function manualRunner(cpuMs: (job: string) => number) {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const run = (job: string) =>
      new Promise<{result: string; cpuMs: number}>((resolve) => {
        started.push(job);
        finish.set(job, () => resolve({result: job, cpuMs: cpuMs(job)}));
      });
    const next = async (job: string) => {
      while (!finish.has(job)) await new Promise((resolve) => setImmediate(resolve));
      finish.get(job)?.();
    };
    return {run, started, next};
  }

  it('takes waiting documents client after client, one at a time', async () => {
    const runner = manualRunner(() => 1);
    const queue = new AnalysisQueue(runner.run);
    const done = ['a1', 'a2', 'a3'].map((job) => queue.submit('a', job));
    done.push(queue.submit('b', 'b1'));
    expect(runner.started).toEqual(['a1']);
    expect(queue.waiting).toBe(3);
    for (const job of ['a1', 'b1', 'a2', 'a3']) await runner.next(job);
    expect(await Promise.all(done)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(runner.started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('makes a client past its share of analysis time wait, and lets another client go first', async () => {
    let now = 0;
    const runner = manualRunner((job) => (job.startsWith('a') ? 300 : 1));
    const queue = new AnalysisQueue(runner.run, {share: 0.5, burstMs: 250, now: () => now});
    const a1 = queue.submit('a', 'a1');
    const a2 = queue.submit('a', 'a2');
    await runner.next('a1');
    await a1;
    // a used 300 ms of the thread at once: 50 ms past its burst, 100 ms to pay back at half speed.
    expect(queue.debt('a')).toBe(300);
    const b1 = queue.submit('b', 'b1');
    expect(runner.started).toEqual(['a1', 'b1']);
    await runner.next('b1');
    await b1;
    expect(runner.started).toEqual(['a1', 'b1']);
    now += 100;
    await runner.next('a2');
    expect(await a2).toBe('a2');
    expect(runner.started).toEqual(['a1', 'b1', 'a2']);
  });
});

describe('large answers', () => {
  it('are serialised in pieces to exactly what JSON.stringify gives', () => {
    const row = Object.assign(Object.create(null) as Record<string, unknown>, {id: 'gid://shopify/Product/1', title: 'Vérin « 150 N »\n', price: {amount: '12.50'}});
    const value = {
      data: {a: [row, null, {deep: {deeper: {deepest: {list: [1, 'x', true, {k: [undefined]}]}}}}], b: {skipped: undefined, fn: () => 1, date: new Date(0), empty: {}, none: []}},
      errors: [{message: 'é', path: ['a', 0], extensions: {code: 'X'}}],
      list: [undefined, () => 1],
    };
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value));
  });

  it('arrive whole when they are too large to be written at once', async () => {
    const query = aliases(20, '__schema { types { name description fields { name description args { name description } } } }');
    const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test-token'},
      body: JSON.stringify({query}),
    });
    expect(response.status).toBe(200);
    // Sent as it was made, without a length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeGreaterThan(1_000_000);
    const body = JSON.parse(text) as {data: Record<string, {types: {name: string}[]}>};
    expect(Object.keys(body.data)).toHaveLength(20);
    expect(body.data.a19.types).toEqual(body.data.a0.types);
    expect(body.data.a0.types.map((type) => type.name)).toContain('Product');
  });

  it('stay one piece with their length when small', async () => {
    const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test-token'},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    const text = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({data: {shop: {name: 'Vérins Pro'}}});
  });
});
