import {describe, expect, it} from 'vitest';
import {safeHref, sanitizeHtml} from '../../app/lib/sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h2>Article 1</h2><p>Texte <strong>gras</strong> et <em>italique</em>.<br>Suite</p><ul><li>un</li></ul>' +
      '<table><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table>' +
      '<p><a href="https://exemple.fr/cgv" title="CGV">lien</a> <a href="/contact">contact</a> <a href="mailto:a@b.fr">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Article 1</h2><p>Texte <strong>gras</strong> et <em>italique</em>.<br>Suite</p><ul><li>un</li></ul>' +
        '<table><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table>' +
        '<p><a href="https://exemple.fr/cgv" title="CGV" rel="noopener noreferrer">lien</a> <a href="/contact">contact</a> <a href="mailto:a@b.fr">mail</a></p>',
    );
  });

  it('drops scripts, styles, event handlers and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="//evil"></iframe><form><input name=a></form>ok')).toBe('ok');
    expect(sanitizeHtml('<SCRIPT>alert(1)</SCRIPT >x<!-- <script>alert(2)</script> -->y')).toBe('xy');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>z')).toBe('z');
  });

  it('refuses javascript: and data: links, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,x', '//evil.example/x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(safeHref('tel:+33184604210')).toBe('tel:+33184604210');
    expect(safeHref('#section')).toBe('#section');
  });

  it('escapes stray angle brackets and closes what is left open', () => {
    expect(sanitizeHtml('<p>a < b > c')).toBe('<p>a &lt; b &gt; c</p>');
    // An unfinished tag must not swallow the markup that follows the policy on the page.
    expect(sanitizeHtml('<p>texte <img src=x onerror=alert(1)')).toBe('<p>texte &lt;img src=x onerror=alert(1)</p>');
    expect(sanitizeHtml('<ul><li>a<li>b</ul></div></p>')).toBe('<ul><li>a<li>b</li></li></ul>');
    expect(sanitizeHtml('<a title="x>y" href="/a">t</a>')).toBe('<a title="x&gt;y" href="/a">t</a>');
  });

  it('turns a merchant h1 into an h2 (the page has its own h1)', () => {
    expect(sanitizeHtml('<h1>Politique</h1>')).toBe('<h2>Politique</h2>');
  });
});
