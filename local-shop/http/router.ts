// Dispatch by route table (local-shop/routes.ts): areas of paths (the API, the forms
// endpoint, the admin, the pages), each with its routes — methods + path pattern →
// handler — and its own answers for an unknown path (404), a known path with another
// method (405), a refused request (a guard: authentication) and an unexpected error.
// A route that does not read the request body gets it drained before its handler runs.

import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteContext {
  request: IncomingMessage;
  response: ServerResponse;
  app: AppState;
  url: URL;
  /** The capture groups of the route's path pattern, in order */
  params: string[];
}

export type Handler = (ctx: RouteContext) => void | Promise<void>;
/** The answer for a known path asked with a method it does not take. */
export type NotAllowed = (ctx: RouteContext, allowed: readonly Method[]) => void;

export interface Route {
  /** 'ANY': the handler answers every method itself */
  methods: readonly Method[] | 'ANY';
  /** The whole path: a string to compare, or a pattern whose groups become `params` */
  path: string | RegExp;
  handle: Handler;
  /** The handler reads the request body (otherwise the router drains it first) */
  readsBody?: boolean;
  /** This route's 405 answer, when it differs from its area's */
  notAllowed?: NotAllowed;
}

export interface Area {
  name: string;
  /** The paths this area answers for */
  path: RegExp;
  /** Runs before the routes; returns false when it has refused the request (and answered) */
  guard?: (ctx: RouteContext) => boolean | Promise<boolean>;
  routes: readonly Route[];
  notFound: Handler;
  notAllowed: NotAllowed;
  /** What the console says before an unexpected error: 'Erreur inattendue :' */
  errorLabel: string;
  /** The answer to an unexpected error (once logged; if the answer had started, the connection is closed instead) */
  failed: Handler;
}

export function route(methods: Route['methods'], path: Route['path'], handle: Handler, options: Pick<Route, 'readsBody' | 'notAllowed'> = {}): Route {
  return {methods, path, handle, ...options};
}

function matchPath(pattern: Route['path'], pathname: string): string[] | null {
  if (typeof pattern === 'string') return pattern === pathname ? [] : null;
  const match = pattern.exec(pathname);
  return match ? match.slice(1).map((group) => group ?? '') : null;
}

function allows(candidate: Route, method: string): boolean {
  return candidate.methods === 'ANY' || (candidate.methods as readonly string[]).includes(method);
}

/** The first area whose path matches answers the request. */
export async function dispatch(areas: readonly Area[], request: IncomingMessage, response: ServerResponse, app: AppState): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://local-shop');
  const area = areas.find((candidate) => candidate.path.test(url.pathname));
  if (!area) throw new Error(`No area answers ${url.pathname}: the route table needs a catch-all area last`);
  const ctx: RouteContext = {request, response, app, url, params: []};
  try {
    await answer(area, ctx);
  } catch (error) {
    console.error(`[magasin local] ${area.errorLabel}`, error);
    if (response.headersSent) response.destroy();
    else await area.failed(ctx);
  }
}

async function answer(area: Area, ctx: RouteContext): Promise<void> {
  const {request, url} = ctx;
  if (area.guard && !(await area.guard(ctx))) {
    request.resume();
    return;
  }
  const method = request.method ?? 'GET';
  const matching = area.routes.flatMap((candidate) => {
    const params = matchPath(candidate.path, url.pathname);
    return params ? [{route: candidate, params}] : [];
  });
  const chosen = matching.find((entry) => allows(entry.route, method));
  if (!chosen) {
    request.resume();
    if (matching.length === 0) return area.notFound(ctx);
    const allowed = [...new Set(matching.flatMap((entry) => (entry.route.methods === 'ANY' ? [] : entry.route.methods)))];
    return (matching[0].route.notAllowed ?? area.notAllowed)(ctx, allowed);
  }
  if (!chosen.route.readsBody) request.resume();
  await chosen.route.handle({...ctx, params: chosen.params});
}
