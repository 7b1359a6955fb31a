import {describe, expect, it} from 'vitest';
import {descriptionText} from '../../app/lib/product/description.ts';
import {productJsonLd} from '../../app/lib/seo.ts';

// The product page sends its description once, as HTML; its text for the meta description and the
// JSON-LD is read from it (docs/decisions/081-lighter-product-page.md).
describe('descriptionText', () => {
  it('reads the text of blocks and list items, a full stop between blocks that end without one', () => {
    const html = '<p>Vérin 15/6 : tube Ø 15 mm.</p>\n<ul><li>Forces de 50 N à 400 N</li><li>100 000 cycles</li></ul>\n<p>Tige vers le bas.</p>';
    expect(descriptionText(html)).toBe('Vérin 15/6 : tube Ø 15 mm. Forces de 50 N à 400 N. 100 000 cycles. Tige vers le bas.');
    expect(descriptionText('<p>Question ?</p><p></p><p>Fin</p>')).toBe('Question ? Fin');
    expect(descriptionText('Texte <b>gras</b><br>ligne deux<br/>')).toBe('Texte gras. ligne deux');
  });

  it('decodes entities and drops scripts and styles with their content', () => {
    expect(descriptionText('<p>Acier &amp; inox&nbsp;: 5&#160;mm, &lt;M8&gt;, l&#x2019;axe, &quot;A&quot;</p>')).toBe('Acier & inox : 5 mm, <M8>, l’axe, "A"');
    expect(descriptionText('<style>p{color:red}</style><p>Texte</p><script>alert(1)</script>')).toBe('Texte');
  });

  it('keeps what is not an entity it knows, and an empty description empty', () => {
    expect(descriptionText('<p>&unknown; &#0; R&D</p>')).toBe('&unknown; &#0; R&D');
    expect(descriptionText('')).toBe('');
  });
});

describe('productJsonLd', () => {
  const product = {
    title: 'Vérin à gaz 15/6',
    description: 'Un vérin.',
    vendor: 'Vérins Pro',
    handle: 'verin',
    featuredImage: {url: 'https://cdn.example/verin.jpg'},
    variants: {
      nodes: [
        {sku: 'VG-50', availableForSale: true, price: {amount: '14.9', currencyCode: 'EUR'}},
        {sku: 'VG-100', availableForSale: false, price: {amount: '15', currencyCode: 'EUR'}},
      ],
    },
  };

  it('gives one offer per variant with what Google reads, nothing repeated on each', () => {
    const data = productJsonLd(product, 'https://shop.example/products/verin', {average: 4.5, count: 2});
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Vérin à gaz 15/6',
      description: 'Un vérin.',
      brand: {'@type': 'Brand', name: 'Vérins Pro'},
      url: 'https://shop.example/products/verin',
      image: 'https://cdn.example/verin.jpg',
      aggregateRating: {'@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2},
    });
    expect(data.offers).toEqual([
      {'@type': 'Offer', sku: 'VG-50', price: '14.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock'},
      {'@type': 'Offer', sku: 'VG-100', price: '15.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock'},
    ]);
  });

  it('has no aggregateRating without reviews', () => {
    expect('aggregateRating' in productJsonLd(product, 'https://shop.example/products/verin')).toBe(false);
  });
});
