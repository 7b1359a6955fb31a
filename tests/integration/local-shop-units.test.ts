// Pure parts of the local shop: the variant encoding (checked against Hydrogen's own
// decoder), the search query parser, money formatting.

import {decodeEncodedVariant, isOptionValueCombinationInEncodedVariant} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {parseSearchQuery} from '../../local-shop/graphql/search-query.ts';
import {encodeVariantTuples} from '../../local-shop/graphql/variant-encoding.ts';
import {decimalString, toCents, vatFromTtcCents} from '../../local-shop/money.ts';

const sortTuples = (tuples: number[][]) => [...tuples].map((tuple) => tuple.join(',')).sort();

describe('encodedVariantExistence / encodedVariantAvailability encoder', () => {
  it('writes Shopify’s documented example exactly', () => {
    const tuples = [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]];
    expect(encodeVariantTuples(tuples)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
  });

  it('handles one option, gaps and empty input', () => {
    expect(encodeVariantTuples([[0], [1], [2]])).toBe('v1_0-2');
    expect(encodeVariantTuples([[0], [2], [3], [4], [7]])).toBe('v1_0 2-4 7');
    expect(encodeVariantTuples([])).toBe('');
    expect(decodeEncodedVariant('v1_0 2-4 7')).toEqual([[0], [2], [3], [4], [7]]);
  });

  it('round-trips random variant sets through Hydrogen’s decoder', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 300; round++) {
      const optionCount = 1 + Math.floor(random() * 3);
      const sizes = Array.from({length: optionCount}, () => 1 + Math.floor(random() * 6));
      const all: number[][] = [[]];
      for (const size of sizes) {
        const next: number[][] = [];
        for (const prefix of all) for (let value = 0; value < size; value++) next.push([...prefix, value]);
        all.splice(0, all.length, ...next);
      }
      const chosen = all.filter(() => random() < 0.6);
      if (chosen.length === 0) continue;
      const encoded = encodeVariantTuples(chosen);
      expect(sortTuples(decodeEncodedVariant(encoded))).toEqual(sortTuples(chosen));
      for (const tuple of all) {
        expect(isOptionValueCombinationInEncodedVariant(tuple, encoded)).toBe(chosen.some((candidate) => candidate.join() === tuple.join()));
      }
    }
  });
});

describe('search query parser', () => {
  it('drops words without a letter or a digit when others remain, as Shopify does (« 🚀 vérin » searches « vérin »)', () => {
    expect(parseSearchQuery('🚀 vérin')).toEqual(parseSearchQuery('vérin'));
    expect(parseSearchQuery('vérin ! -- 🙂')).toEqual(parseSearchQuery('vérin'));
    // Nothing else: kept, so that it matches nothing rather than everything.
    expect(parseSearchQuery('🚀')).toMatchObject({type: 'term', value: '🚀'});
  });

  it('parses terms, fields, comparisons, phrases and prefixes', () => {
    expect(parseSearchQuery('vérin tag:inox variants.price:>=10 "à gaz" rot*')).toEqual({
      type: 'and',
      items: [
        {type: 'term', field: null, comparator: '=', value: 'vérin', quoted: false, prefix: false},
        {type: 'term', field: 'tag', comparator: '=', value: 'inox', quoted: false, prefix: false},
        {type: 'term', field: 'variants.price', comparator: '>=', value: '10', quoted: false, prefix: false},
        {type: 'term', field: null, comparator: '=', value: 'à gaz', quoted: true, prefix: false},
        {type: 'term', field: null, comparator: '=', value: 'rot', quoted: false, prefix: true},
      ],
    });
  });

  it('parses OR, NOT, minus and parentheses with AND binding tighter than OR', () => {
    expect(parseSearchQuery('a OR b c')).toEqual({
      type: 'or',
      items: [
        {type: 'term', field: null, comparator: '=', value: 'a', quoted: false, prefix: false},
        {
          type: 'and',
          items: [
            {type: 'term', field: null, comparator: '=', value: 'b', quoted: false, prefix: false},
            {type: 'term', field: null, comparator: '=', value: 'c', quoted: false, prefix: false},
          ],
        },
      ],
    });
    expect(parseSearchQuery('-(a OR b)')).toMatchObject({type: 'not', item: {type: 'or'}});
    expect(parseSearchQuery('NOT title:"x y"')).toMatchObject({type: 'not', item: {field: 'title', value: 'x y', quoted: true}});
  });

  it('never throws on broken input', () => {
    for (const input of ['((((', ')))', 'OR', 'NOT', '-', '"unclosed', 'tag:', ':::', 'a OR', '('.repeat(5000)]) {
      expect(() => parseSearchQuery(input)).not.toThrow();
    }
    expect(parseSearchQuery('')).toEqual({type: 'all'});
  });
});

describe('money', () => {
  it('reads decimal strings into cents and writes Shopify’s Decimal form', () => {
    expect(toCents('24.90')).toBe(2490);
    expect(toCents('24.9')).toBe(2490);
    expect(toCents('3')).toBe(300);
    expect(toCents('0.015')).toBe(2);
    expect(() => toCents('12,50')).toThrow();
    expect(decimalString(2490)).toBe('24.9');
    expect(decimalString(2400)).toBe('24.0');
    expect(decimalString(2495)).toBe('24.95');
    expect(decimalString(5)).toBe('0.05');
    expect(decimalString(123456)).toBe('1234.56');
  });

  it('takes the VAT out of a TTC amount', () => {
    expect(vatFromTtcCents(5370)).toBe(895);
    expect(vatFromTtcCents(7650)).toBe(1275);
    expect(vatFromTtcCents(0)).toBe(0);
  });
});
