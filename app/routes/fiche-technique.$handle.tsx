import {useLoaderData} from 'react-router';
import type {Route} from './+types/fiche-technique.$handle';
import {DatasheetView} from '~/components/datasheet/DatasheetView';
import {SHOP} from '~/lib/constants';
import {datasheetPdfPath, loadDatasheet} from '~/lib/datasheet/load.server';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `${data ? `Fiche technique – ${data.sheet.title}` : 'Fiche technique'} | ${SHOP.name}`},
  {name: 'description', content: data ? `Fiche technique ${data.sheet.reference} : dessin coté, force, embouts, matériau, températures, durée de vie et montage.` : ''},
];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const variant = new URL(request.url).searchParams.get('variante');
  const sheet = await loadDatasheet(context, params.handle, variant);
  if (!sheet) throw new Response('Produit introuvable', {status: 404});
  return {sheet, pdfPath: datasheetPdfPath(sheet.handle, variant ? `gid://shopify/ProductVariant/${variant}` : null)};
}

export default function DatasheetPage() {
  const {sheet, pdfPath} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <DatasheetView sheet={sheet} pdfPath={pdfPath} />
    </main>
  );
}
