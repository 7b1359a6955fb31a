import {describe, expect, it} from 'vitest';
import {safeLocalPath} from '../../app/lib/platform/safe-redirect.ts';

describe('safeLocalPath', () => {
  it('keeps paths of this site with their query and anchor', () => {
    expect(safeLocalPath('/products?sort=priceAsc#grille')).toBe('/products?sort=priceAsc#grille');
    expect(safeLocalPath('/cart')).toBe('/cart');
  });

  it('refuses whatever a browser would take to another host', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\t/evil.example', 'evil', '']) {
      expect(safeLocalPath(target), target).toBe('/');
    }
  });

  it('refuses what is not text, and uses the given fallback', () => {
    expect(safeLocalPath(null)).toBe('/');
    expect(safeLocalPath(new File(['x'], 'x.txt'))).toBe('/');
    expect(safeLocalPath('//evil.example', '')).toBe('');
    expect(safeLocalPath('/' + 'a'.repeat(3000))).toBe('/');
  });
});
