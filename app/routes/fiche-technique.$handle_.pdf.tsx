import type {Route} from './+types/fiche-technique.$handle_.pdf';
import {loadDatasheet} from '~/lib/datasheet/load.server';
import {datasheetPdf} from '~/lib/datasheet/pdf.server';
import {pdfResponse} from '~/lib/pdf/tagged-pdf.server';

/** A product's datasheet as a PDF, drawn in the worker from its `specs` metafields. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sheet = await loadDatasheet(context, params.handle, url.searchParams.get('variante'));
  if (!sheet) return new Response('Produit introuvable', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
  const name = `fiche-technique-${sheet.reference || sheet.handle}.pdf`;
  return pdfResponse(await datasheetPdf(sheet, url.origin), name, 'public, max-age=300');
}
