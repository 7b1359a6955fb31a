import {describe, expect, it} from 'vitest';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {countLabel, isFrenchSingular, plural} from '../../app/lib/plural.ts';

describe('plural (French rule: 0 and 1 are singular)', () => {
  it.each([
    [0, 'produit'],
    [1, 'produit'],
    [1.5, 'produit'],
    [2, 'produits'],
    [12, 'produits'],
  ])('%d → %s', (n, word) => {
    expect(plural(n, 'produit')).toBe(word);
  });

  it('takes an explicit plural', () => {
    expect(plural(2, 'prix', 'prix')).toBe('prix');
    expect(plural(3, 'article trouvé', 'articles trouvés')).toBe('articles trouvés');
    expect(plural(0, 'article trouvé', 'articles trouvés')).toBe('article trouvé');
  });

  it('knows singular numbers', () => {
    expect(isFrenchSingular(0)).toBe(true);
    expect(isFrenchSingular(1)).toBe(true);
    expect(isFrenchSingular(2)).toBe(false);
  });
});

describe('countLabel', () => {
  it('writes the count with the word', () => {
    expect(countLabel(0, 'produit trouvé', 'produits trouvés')).toBe('0 produit trouvé');
    expect(countLabel(1, 'produit trouvé', 'produits trouvés')).toBe('1 produit trouvé');
    expect(countLabel(2, 'produit trouvé', 'produits trouvés')).toBe('2 produits trouvés');
    expect(countLabel(12, 'produit trouvé', 'produits trouvés')).toBe('12 produits trouvés');
    expect(countLabel(3, 'résultat')).toBe('3 résultats');
  });

  it('formats the number fr-FR', () => {
    expect(normalizeSpaces(countLabel(1234, 'produit trouvé', 'produits trouvés'))).toBe('1 234 produits trouvés');
  });
});
