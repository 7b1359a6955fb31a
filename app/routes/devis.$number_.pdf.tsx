import type {Route} from './+types/devis.$number_.pdf';
import {DEVIS_MESSAGES} from '~/lib/devis/buyer';
import {readDevis} from '~/lib/devis/inbox.server';
import {devisPdf} from '~/lib/devis/pdf.server';
import {pdfResponse} from '~/lib/pdf/tagged-pdf.server';

/** The devis as a PDF, drawn in the worker from the quote the inbox keeps. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const devis = await readDevis(context.env, params.number, url.searchParams.get('cle') ?? '');
  const text = (message: string, status: number) =>
    new Response(message, {status, headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store'}});
  if (devis === 'failed') return text(DEVIS_MESSAGES.failed, 503);
  if (!devis) return text(DEVIS_MESSAGES.notFound, 404);
  const response = pdfResponse(await devisPdf(devis, url.origin), `${devis.number}.pdf`);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
