import {useRef} from 'react';
import {useLoaderData, useLocation, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/configurateur-verin';
import {ConfiguratorTools} from '~/components/tools/configurator/ConfiguratorTools';
import {isFollowNavigation} from '~/components/tools/useUrlFollows';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {canonicalMeta} from '~/lib/seo';
import {pageState} from '~/lib/tools/configurator-url';
import {fetchToolRange} from '~/lib/tools/range.server';
import {toolShortlist} from '~/lib/tools/shortlist';

// /configurateur-verin: the gas-spring configurator (SPEC.md sections 5 and 9) and the
// force calculator (DESIGN.md section 5). The whole state lives in the URL, so a
// configuration can be shared and the page works without JavaScript (GET forms that the
// loader reads back); with JavaScript, every change shows at once and the URL follows.

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Configurateur de vérin à gaz et calculateur de force | ${SHOP.name}`},
  {
    name: 'description',
    content:
      'Configurez votre vérin à gaz (acier ou inox, chape, diamètre, longueur, course, force) avec prix et référence, puis calculez la force nécessaire pour votre couvercle.',
  },
  ...(data ? [canonicalMeta(`${data.origin}/configurateur-verin`)] : []),
];

// The page's data is the shortlist for the state in its URL, ranked on the server over
// the whole range: a new state (the URL follows the shopper's changes) brings a new one.
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, formMethod, defaultShouldRevalidate}) => {
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
};

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const range = await attempt(() => fetchToolRange(context.storefront));
  // The page's state comes from the URL (pageState), on the server as in the browser;
  // without the catalogue the tools still work, without catalogue springs.
  const shortlist = range.ok ? toolShortlist(pageState(url.searchParams), range.value.springs, range.value.accessories) : null;
  return {
    candidates: shortlist?.candidates ?? [],
    accessories: shortlist?.accessories ?? [],
    catalogueError: !range.ok,
    origin: url.origin,
  };
}

export default function ConfiguratorPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  // Any navigation but the URL following the state (a link to this page, the HT/TTC
  // switch, back and forward) starts again from what the URL says.
  const resetKey = useRef(location.key);
  if (!isFollowNavigation(location.state)) resetKey.current = location.key;
  return (
    <ConfiguratorTools
      key={resetKey.current}
      initial={pageState(new URLSearchParams(location.search))}
      candidates={data.candidates}
      accessories={data.accessories}
      catalogueError={data.catalogueError}
    />
  );
}
