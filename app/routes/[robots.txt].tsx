import type {Route} from './+types/[robots.txt]';

/** Private and transactional pages stay out of search engines; everything else is open. */
const ROBOTS_DISALLOW = ['/cart', '/checkout', '/compte', '/account', '/mes-commandes', '/profil', '/recherche'];

export async function loader({request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
