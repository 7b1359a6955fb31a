import {describe, expect, it} from 'vitest';
import {optionLink, selectVariant} from '../../app/lib/product/variants.ts';

const variant = (id: string, force: string, fitting: string) => ({
  id,
  selectedOptions: [
    {name: 'Force', value: force},
    {name: 'Embout', value: fitting},
  ],
});
const VARIANTS = [variant('a', '100 N', 'Œillet'), variant('b', '200 N', 'Œillet'), variant('c', '200 N', 'Rotule')];

describe('selectVariant', () => {
  it('takes the variant the URL names, option by option', () => {
    expect(selectVariant(VARIANTS, new URLSearchParams({Force: '200 N', Embout: 'Rotule'}))?.id).toBe('c');
    expect(selectVariant(VARIANTS, new URLSearchParams({Force: '200 N'}))?.id).toBe('b');
  });

  it('falls back to the first variant for no, unknown or impossible options', () => {
    expect(selectVariant(VARIANTS, new URLSearchParams())?.id).toBe('a');
    expect(selectVariant(VARIANTS, new URLSearchParams({Force: '999 N'}))?.id).toBe('a');
    expect(selectVariant([], new URLSearchParams())).toBeUndefined();
  });
});

describe('optionLink', () => {
  it('keeps the other options when a variant has them', () => {
    expect(optionLink('verin', VARIANTS, VARIANTS[2], 'Force', '200 N')).toEqual({
      href: '/products/verin?Force=200+N&Embout=Rotule',
      variant: VARIANTS[2],
    });
    expect(optionLink('verin', VARIANTS, VARIANTS[0], 'Force', '200 N')?.variant.id).toBe('b');
  });

  it('moves to the first variant with the value when the combination does not exist', () => {
    expect(optionLink('verin', VARIANTS, VARIANTS[0], 'Embout', 'Rotule')?.variant.id).toBe('c');
  });

  it('is null for a value no variant has', () => {
    expect(optionLink('verin', VARIANTS, VARIANTS[0], 'Embout', 'Chape')).toBeNull();
  });
});
