import {describe, expect, it} from 'vitest';
import {cleanStrings, cleanText, hasUnwantedCharacters} from '../../app/lib/platform/control-characters.ts';

describe('cleanText', () => {
  it('takes out NUL, C0 and C1 controls, direction overrides, isolates and marks, and the BOM', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007Fe\u009Bf')).toBe('abcdef');
    expect(cleanText('facture \u202Efdp.exe')).toBe('facture fdp.exe');
    expect(cleanText('\u2066x\u2069\u202A\u202B\u202C\u202D\u200E\u200F\u061C\uFEFFy')).toBe('xy');
    expect(hasUnwantedCharacters('propre')).toBe(false);
    expect(hasUnwantedCharacters('sale\u202E')).toBe(true);
  });

  it('keeps tabs, line breaks, accents, emoji and joiners', () => {
    const text = 'Ligne 1\r\nLigne 2\tÉté à Noël 👩\u200D🔧 ﷺ';
    expect(cleanText(text)).toBe(text);
  });
});

describe('cleanStrings', () => {
  it('cleans every string of a JSON value, keys included, and leaves the rest', () => {
    expect(cleanStrings({'n\u0000om': 'J\u202Eean', liste: ['a\u0000', 3, null, true], imbrique: {v: '\u2066x'}})).toEqual({
      nom: 'Jean',
      liste: ['a', 3, null, true],
      imbrique: {v: 'x'},
    });
  });
});
