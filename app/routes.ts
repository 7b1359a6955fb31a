import {flatRoutes} from '@react-router/fs-routes';
import {route, type RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {CONTENT_PAGES} from './lib/content/pages.ts';

// File routes (app/routes), plus the editorial pages: one module, each page at its own
// French URL (app/lib/content/pages.ts), with its own route id.
const CONTENT_ROUTE = 'routes/content-page.tsx';

export default hydrogenRoutes([
  ...(await flatRoutes({ignoredRouteFiles: [CONTENT_ROUTE]})),
  ...Object.values(CONTENT_PAGES).map((page) => route(page.path.slice(1), CONTENT_ROUTE, {id: `routes/content${page.path}`})),
]) satisfies RouteConfig;
