import {describe, expect, it} from 'vitest';
import {sanitizeHtml} from '../../app/lib/sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the formatting merchants use', () => {
    const html = '<h2>Choisir</h2><p>Un <strong>vérin</strong> <a href="/products/x" title="voir">ici</a>.</p><ul><li>A</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes and their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, javascript: URLs and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" jav\tascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img loading="lazy" />');
    expect(sanitizeHtml('<img src="https://cdn.example/x.png" alt="Vérin">')).toBe('<img src="https://cdn.example/x.png" alt="Vérin" loading="lazy" />');
  });

  it('marks external links and escapes attribute values', () => {
    expect(sanitizeHtml('<a href="https://example.org/?a=1&b=2">x</a>')).toBe('<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer">x</a>');
  });

  it('removes tags it does not know but keeps their text', () => {
    expect(sanitizeHtml('<marquee>texte</marquee>')).toBe('texte');
  });
});
