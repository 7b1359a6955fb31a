import {useRef} from 'react';
import {useLoaderData, useLocation, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/configurateur-verin';
import {ConfiguratorTools} from '~/components/tools/configurator/ConfiguratorTools';
import {isFollowNavigation} from '~/components/tools/useUrlFollows';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {canonicalMeta} from '~/lib/seo';
import {pageState} from '~/lib/tools/configurator-url';
import {candidatesFromProducts} from '~/lib/tools/spring-match';

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

/** Specs the tools need from the catalogue (metafields of namespace 'specs'). */
const TOOL_SPEC_KEYS = ['force_n', 'progression', 'stroke_mm', 'extended_length_mm', 'rod_diameter_mm', 'fitting'];
const TOOL_SPEC_IDENTIFIERS = TOOL_SPEC_KEYS.map((key) => ({namespace: 'specs', key}));

// The catalogue does not depend on the URL: changing the configuration or the
// calculator's values needs no new data from the server.
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, formMethod, defaultShouldRevalidate}) => {
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = await attempt(async () => {
    const {products} = await context.storefront.query(GAS_SPRINGS_QUERY, {
      variables: {query: 'product_type:"Vérin à gaz"', identifiers: TOOL_SPEC_IDENTIFIERS},
      cache: context.storefront.CacheShort(),
    });
    return candidatesFromProducts(products.nodes);
  });
  // The page's state comes from the URL (pageState), on the server as in the browser;
  // without the catalogue the tools still work, without catalogue springs.
  return {
    candidates: catalogue.ok ? catalogue.value : [],
    catalogueError: !catalogue.ok,
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
      catalogueError={data.catalogueError}
    />
  );
}

const GAS_SPRINGS_QUERY = `#graphql
  query ToolGasSprings(
    $query: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 100, query: $query) {
      nodes {
        handle
        title
        tags
        metafields(identifiers: $identifiers) {
          key
          value
        }
        variants(first: 50) {
          nodes {
            title
            availableForSale
            price {
              amount
            }
            selectedOptions {
              name
              value
            }
            metafields(identifiers: $identifiers) {
              key
              value
            }
          }
        }
      }
    }
  }
` as const;
