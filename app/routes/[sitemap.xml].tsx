import type {Route} from './+types/[sitemap.xml]';
import {sitePages} from '~/lib/content/site-map';
import {fetchCatalogueIndex} from '~/lib/catalogue/catalogue-index.server';
import {attempt} from '~/lib/platform/storefront-errors';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function url(loc: string, lastmod?: string): string {
  const date = lastmod ? lastmod.slice(0, 10) : null;
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${date ? `    <lastmod>${date}</lastmod>\n` : ''}  </url>`;
}

/** One flat urlset: the fixed pages, then every collection and product (a few hundred at most). */
export async function loader({request, context}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const found = await attempt(fetchCatalogueIndex(context.storefront));
  // No sitemap is better than one that tells crawlers the catalogue is gone.
  if (!found.ok) {
    return new Response('Plan du site momentanément indisponible', {status: 503, headers: {'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '600'}});
  }
  const catalogue = found.value;
  const entries = [
    ...sitePages()
      .filter((page) => page.index)
      .map((page) => url(`${origin}${page.path}`, page.updated)),
    ...catalogue.collections.map((collection) => url(`${origin}/collections/${collection.handle}`, collection.updatedAt)),
    ...catalogue.products.map((product) => url(`${origin}/products/${product.handle}`, product.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: {'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
  });
}
