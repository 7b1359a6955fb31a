import {data, useLoaderData, useLocation} from 'react-router';
import type {Route} from './+types/remplacer-mon-verin';
import {MeasureGuide} from '~/components/tools/replace/MeasureGuide';
import {ReplaceForm} from '~/components/tools/replace/ReplaceForm';
import {ReplaceResults} from '~/components/tools/replace/ReplaceResults';
import {SHOP} from '~/lib/constants';
import {attempt} from '~/lib/platform/storefront-errors';
import {canonicalMeta} from '~/lib/seo';
import {fetchToolRange} from '~/lib/tools/range.server';
import {findReplacements} from '~/lib/tools/replace/match';
import {parseReplaceValues, replaceSubmitted, replaceValuesFrom} from '~/lib/tools/replace/form';

// /remplacer-mon-verin: the replacement finder (issue 18, section 4). A GET form: the
// loader validates what the buyer read or measured on the worn spring and ranks the whole
// range on the server; the answer can be shared and the page works without JavaScript.

export const meta: Route.MetaFunction = ({data: page}) => [
  {title: `Remplacer mon vérin à gaz : trouver l’équivalent | ${SHOP.name}`},
  {
    name: 'description',
    content:
      'Votre vérin à gaz est usé ? Indiquez la force imprimée, la longueur d’axe en axe, la course et les embouts : nous trouvons l’équivalent exact ou le plus proche, avec les adaptateurs.',
  },
  ...(page ? [canonicalMeta(`${page.origin}/remplacer-mon-verin`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values = replaceValuesFrom(url.searchParams);
  const base = {values, origin: url.origin, errors: {}, answer: null, quantity: 2, catalogueError: false};
  if (!replaceSubmitted(url.searchParams)) return base;
  const parsed = parseReplaceValues(values);
  if (!parsed.ok) return data({...base, errors: parsed.errors}, {status: 400});
  const range = await attempt(() => fetchToolRange(context.storefront));
  if (!range.ok) return data({...base, catalogueError: true}, {status: 503});
  return {
    ...base,
    quantity: parsed.query.quantity,
    answer: findReplacements(parsed.query, range.value.springs, range.value.accessories),
  };
}

export default function ReplaceSpringPage() {
  const page = useLoaderData<typeof loader>();
  // A new search (back, forward, a shared link) shows its own values in the form.
  const {search} = useLocation();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Remplacer mon vérin à gaz</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Votre vérin ne tient plus ? Relevez ce qui est imprimé sur son corps et mesurez-le : nous cherchons dans toute notre gamme
        l’équivalent exact, puis les plus proches en indiquant chaque différence.
      </p>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ReplaceForm key={search} values={page.values} errors={page.errors} />
        </div>
        <div className="lg:col-span-2">
          <MeasureGuide />
        </div>
      </div>
      {page.catalogueError ? (
        <p role="alert" className="mt-10 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          Le catalogue est momentanément indisponible : vos mesures sont conservées, réessayez dans un instant.
        </p>
      ) : null}
      {page.answer ? <ReplaceResults answer={page.answer} quantity={page.quantity} /> : null}
    </main>
  );
}
