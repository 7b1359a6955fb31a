import {describe, expect, it} from 'vitest';
import {productPageData} from '../../app/lib/product/page-data.ts';
import {specRows} from '../../app/lib/specs.ts';

const money = (amount: string) => ({amount, currencyCode: 'EUR' as const});
const variant = (id: string, force: string) => ({
  id,
  title: force,
  sku: `VG-${force}`,
  availableForSale: true,
  quantityAvailable: 5,
  price: money('14.9'),
  compareAtPrice: null,
  selectedOptions: [{name: 'Force', value: force}],
  metafields: [{key: 'force_n', value: force.replace(' N', '')}, null, {key: 'thread', value: 'M6'}],
});
const product = {
  id: 'gid://shopify/Product/1',
  handle: 'verin',
  title: 'Vérin',
  metafields: [{key: 'size', value: '15/6'}, null, {key: 'material', value: 'Acier'}],
  variants: {nodes: [variant('a', '50 N'), variant('b', '100 N')]},
};

describe('productPageData', () => {
  // Only the fields the test builds are read: the rest of the query's shape does not matter here.
  const run = (selected: string | null) => productPageData(product as unknown as Parameters<typeof productPageData>[0], selected);

  it('sends no metafields, of the product or of any variant', () => {
    const {product: sent} = run('b');
    expect('metafields' in sent).toBe(false);
    expect(sent.variants.nodes.map((node) => 'metafields' in node)).toEqual([false, false]);
    expect(sent.variants.nodes.map((node) => node.id)).toEqual(['a', 'b']);
    expect(sent.variants.nodes[1].selectedOptions).toEqual([{name: 'Force', value: '100 N'}]);
  });

  // The rows as the table and the JSON-LD read them: without the keys that only name them on the server.
  const rowsOf = (fields: Parameters<typeof specRows>[1]) => specRows(product.metafields, fields).map(({key: _key, ...row}) => row);

  it('gives the datasheet rows of the selected variant, without their keys', () => {
    expect(run('b').specs).toEqual(rowsOf(product.variants.nodes[1].metafields));
    expect(run('b').specs.every((row) => !('key' in row))).toBe(true);
    expect(run('b').specs.find((row) => row.label === 'Force F1')?.value).toMatch(/^100/);
  });

  it('falls back to the first variant when none is selected or the id is unknown', () => {
    expect(run(null).specs).toEqual(rowsOf(product.variants.nodes[0].metafields));
    expect(run('zzz').specs).toEqual(run(null).specs);
  });
});
