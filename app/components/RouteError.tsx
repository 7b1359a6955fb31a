import {Link, isRouteErrorResponse, useLocation, useRouteError, type Location} from 'react-router';
import {LoadError} from '~/components/LoadError';

// The one shape of a route's error boundary (SPEC.md section 8): a loader that throws a
// 404 (an unknown handle) or fails (the shop cannot be read) gets the route's French
// state, inside the page's header and footer; never a stack trace. The root's own
// boundary (app/root.tsx) catches what no route does.

export interface ErrorCopy {
  title: string;
  text: React.ReactNode;
}

export interface RouteErrorOptions {
  /** The page's own title, kept above the error (a form page); without it, the error is the page. */
  heading?: string;
  /** What a 404 thrown by the loader says; without it a 404 reads like any failure. */
  notFound?: ErrorCopy;
  /** What any other failure says. */
  failed: ErrorCopy & {
    /** A 'Réessayer' link in the message: a full reload, which works without JavaScript. */
    retryTo?: string;
    /** A sentence under the message. */
    note?: string;
  };
  /** Where to go from here. */
  link: {to: string; label: string; reloadDocument?: boolean};
}

/** The page's title when its loader failed: the 404's copy for an unknown handle, the failure's otherwise (a shop that does not answer is not « introuvable »). */
export function errorTitle(error: unknown, options: Pick<RouteErrorOptions, 'notFound' | 'failed'>): string {
  const missing = !error || (isRouteErrorResponse(error) && error.status === 404);
  return missing && options.notFound ? options.notFound.title : options.failed.title;
}

/** `export const ErrorBoundary = routeErrorBoundary({...})` in a route module. */
export function routeErrorBoundary(options: RouteErrorOptions | ((location: Location) => RouteErrorOptions)) {
  return function ErrorBoundary() {
    const error = useRouteError();
    const location = useLocation();
    const {heading, notFound, failed, link} = typeof options === 'function' ? options(location) : options;
    const missing = isRouteErrorResponse(error) && error.status === 404;
    // The server logged it already (entry.server's handleError); this is the browser's console.
    if (!missing && typeof document !== 'undefined') console.error(error);
    const action = (
      <Link to={link.to} reloadDocument={link.reloadDocument} className="btn-primary">
        {link.label}
      </Link>
    );

    if (heading) {
      return (
        <main id="contenu" className="container-page py-8">
          <h1 className="text-3xl font-bold">{heading}</h1>
          <div className="max-w-3xl">
            <LoadError title={failed.title} text={failed.text} retryTo={failed.retryTo} />
            {failed.note ? <p className="mt-4">{failed.note}</p> : null}
            <p className="mt-6">{action}</p>
          </div>
        </main>
      );
    }
    const copy = missing && notFound ? notFound : failed;
    return (
      <main id="contenu" className="container-page py-16 text-center">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="mt-2 text-slate-700">{copy.text}</p>
        <p className="mt-6">{action}</p>
      </main>
    );
  };
}
