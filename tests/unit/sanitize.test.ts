import {describe, expect, it} from 'vitest';
import {safeUrl, sanitizeHtml, tableScrollOpen} from '../../app/lib/sanitize.ts';

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

describe('sanitizeHtml on malformed and hostile input (store policies, articles)', () => {
  it('keeps tables, definition lists and line breaks', () => {
    const html = '<p>Ligne<br>suite</p><table><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table><dl><dt>T</dt><dd>D</dd></dl>';
    expect(sanitizeHtml(html)).toBe(
      `<p>Ligne<br />suite</p>${tableScrollOpen(1)}<table><tbody><tr><th scope="row">A</th><td colspan="2">B</td></tr></tbody></table></div><dl><dt>T</dt><dd>D</dd></dl>`,
    );
  });

  it('puts every table in a box of its own that scrolls sideways and takes the focus', () => {
    expect(tableScrollOpen(1)).toBe('<div class="table-scroll" role="region" aria-label="Tableau 1" tabindex="0">');
    // Each region its own name.
    expect(sanitizeHtml('<table><tr><td>A</td></tr></table><table><tr><td>B</td></tr></table>')).toBe(
      `${tableScrollOpen(1)}<table><tr><td>A</td></tr></table></div>${tableScrollOpen(2)}<table><tr><td>B</td></tr></table></div>`,
    );
    // Closed with the table, also when the table is left open or closed by an outer tag.
    expect(sanitizeHtml('<table><tr><td>A')).toBe(`${tableScrollOpen(1)}<table><tr><td>A</td></tr></table></div>`);
    expect(sanitizeHtml('<div><table><tr><td>A</div>B')).toBe(`<div>${tableScrollOpen(1)}<table><tr><td>A</td></tr></table></div></div>B`);
    // A class or a tabindex of the merchant's own is not kept.
    expect(sanitizeHtml('<table class="x" tabindex="-1"><tr><td>A</td></tr></table>')).toBe(
      `${tableScrollOpen(1)}<table><tr><td>A</td></tr></table></div>`,
    );
  });

  it('drops forms, SVG, comments and unclosed scripts with their content', () => {
    expect(sanitizeHtml('<form><input name=a></form>ok')).toBe('ok');
    expect(sanitizeHtml('<SCRIPT>alert(1)</SCRIPT >x<!-- <script>alert(2)</script> -->y')).toBe('xy');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>z')).toBe('z');
    expect(sanitizeHtml('texte<script>alert(1)')).toBe('texte');
  });

  it('refuses javascript:, data: and protocol-relative links, however disguised', () => {
    for (const href of ['JaVaScRiPt:alert(1)', 'jav&#x61;script:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,x', '//evil.example/x', '/&#x2f;evil.example']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(safeUrl('tel:+33184604210')).toBe('tel:+33184604210');
    expect(safeUrl('#section')).toBe('#section');
    expect(safeUrl('mailto:a@b.fr', true)).toBeNull();
  });

  it('escapes stray angle brackets and closes what is left open', () => {
    expect(sanitizeHtml('<p>a < b > c')).toBe('<p>a &lt; b &gt; c</p>');
    // An unfinished tag must not swallow the markup that follows it on the page.
    expect(sanitizeHtml('<p>texte <img src=x onerror=alert(1)')).toBe('<p>texte &lt;img src=x onerror=alert(1)</p>');
    expect(sanitizeHtml('<ul><li>a</ul></div></p>')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('<a title="x>y" href="/a">t</a>')).toBe('<a title="x&gt;y" href="/a">t</a>');
    expect(sanitizeHtml('<a href="/?a=1&amp;b=2">t</a>')).toBe('<a href="/?a=1&amp;b=2">t</a>');
  });

  it('turns an h1 into an h2: the page has its own title', () => {
    expect(sanitizeHtml('<h1>Politique</h1>')).toBe('<h2>Politique</h2>');
  });
});
