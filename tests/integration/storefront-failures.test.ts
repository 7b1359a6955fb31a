// Hydrogen's own Storefront client, through our shared handler, against a failing API on
// 127.0.0.1: every failure comes out as a StorefrontError with SPEC.md's message, logged
// once; a hung store is cut off by the deadline.
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {createStorefrontClient} from '@shopify/hydrogen';
import {guardStorefront, installStorefrontFetch} from '../../app/lib/platform/storefront-client.server.ts';
import {STOREFRONT_MESSAGES, StorefrontError} from '../../app/lib/platform/storefront-errors.ts';
import {startFakeStorefrontApi, type FailureMode, type FakeStorefrontApi} from '../backend-failures/fake-storefront-api.ts';

// The deadline under test, for the hung store only: every other mode gets a generous one, so
// that a busy machine answering late is never read as a hang (it once turned an
// 'unauthorized' answer into « pas de réponse en 0,6 s » under heavy load).
const TIMEOUT_MS = 600;
const PATIENT_MS = 20_000;
const QUERY = '#graphql\n query CatalogueProducts { products(first: 2) { nodes { id } } }';
const MUTATION = '#graphql\n mutation CustomerLogin($email: String!) { customerRecover(email: $email) { customerUserErrors { message } } }';

let api: FakeStorefrontApi;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startFakeStorefrontApi(0);
  installStorefrontFetch(PATIENT_MS);
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await api.close();
});

afterEach(() => vi.restoreAllMocks());

function client() {
  const {storefront} = createStorefrontClient({
    storeDomain: api.url,
    publicStorefrontToken: 'wrong-token',
    storefrontApiVersion: '2026-04',
    i18n: {language: 'FR', country: 'FR'},
    // As in app/lib/platform/context.server.ts: the shared handler is the one that logs.
    logErrors: false,
  });
  return guardStorefront(storefront, 'GET /products');
}

async function failure(mode: FailureMode, call: 'query' | 'mutate' = 'query'): Promise<{error: StorefrontError; logs: string[]}> {
  api.setMode(mode);
  installStorefrontFetch(mode === 'hang' ? TIMEOUT_MS : PATIENT_MS);
  const logs: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const storefront = client();
  const run = call === 'query' ? storefront.query(QUERY) : storefront.mutate(MUTATION, {variables: {email: 'a@b.fr'}});
  const error = await run.then(
    () => {
      throw new Error('the call should have failed');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StorefrontError);
  return {error: error as StorefrontError, logs};
}

describe('Storefront API failures through Hydrogen’s client', () => {
  const cases: [FailureMode, string][] = [
    ['unauthorized', STOREFRONT_MESSAGES.auth],
    ['access-denied', STOREFRONT_MESSAGES.auth],
    ['shop-not-found', STOREFRONT_MESSAGES.shopNotFound],
    ['rate-limited', STOREFRONT_MESSAGES.rateLimited],
    ['throttled', STOREFRONT_MESSAGES.rateLimited],
    ['graphql-error', 'Shopify API Error: Internal error. Looks like something went wrong on our end.'],
    ['server-error', 'Erreur lors de la requête CatalogueProducts: HTTP 500 Internal Server Error'],
    ['garbage', 'Erreur lors de la requête CatalogueProducts: réponse illisible (ce n’est pas du JSON)'],
    ['hang', 'Erreur lors de la requête CatalogueProducts: pas de réponse en 0,6 s'],
  ];

  for (const [mode, message] of cases) {
    it(`${mode}: throws and logs once “${message.slice(0, 40)}…”`, async () => {
      const {error, logs} = await failure(mode);
      expect(error.message).toBe(message);
      expect(error.reported).toBe(true);
      const mine = logs.filter((line) => line.includes(message));
      expect(mine).toHaveLength(1);
      // What and where, for the merchant.
      expect(mine[0]).toContain('la requête CatalogueProducts');
      expect(mine[0].split('la requête CatalogueProducts')).toHaveLength(2);
      expect(mine[0]).toContain('GET /products');
      // Hydrogen's own error log is off in the app (logErrors: false): nothing else with a stack.
      expect(logs.filter((line) => line.includes('h2:error'))).toEqual([]);
    });
  }

  it('keeps the HTTP status that Hydrogen alone would lose', async () => {
    expect((await failure('shop-not-found')).error.status).toBe(404);
    expect((await failure('server-error')).error.status).toBe(500);
  });

  it('applies to mutations too', async () => {
    const {error} = await failure('unauthorized', 'mutate');
    expect(error.message).toBe(STOREFRONT_MESSAGES.auth);
    expect(error.action).toBe('la mutation CustomerLogin');
  });
});
