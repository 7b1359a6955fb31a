import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/plan-du-site';
import {Breadcrumb} from '~/components/Breadcrumb';
import {SITE_SECTIONS} from '~/lib/content/site-map';
import {fetchCatalogueIndex, type CatalogueIndex} from '~/lib/catalogue/catalogue-index.server';
import {SHOP} from '~/lib/constants';
import {countLabel} from '~/lib/plural';
import {canonicalMeta} from '~/lib/seo';
import {attempt} from '~/lib/platform/storefront-errors';
import {LinkColumns} from '~/components/content/LinkColumns';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Plan du site | ${SHOP.name}`},
  {name: 'description', content: `Toutes les pages de ${SHOP.name} : boutique, collections, produits, services, conseils et informations légales.`},
  ...(data ? [canonicalMeta(`${data.origin}/plan-du-site`)] : []),
];

export async function loader({context, request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const catalogue = await attempt(fetchCatalogueIndex(context.storefront));
  // The fixed pages are still worth showing when the catalogue cannot be read.
  if (!catalogue.ok) return {origin, catalogue: {collections: [], products: []} as CatalogueIndex, error: true};
  return {origin, catalogue: catalogue.value, error: false};
}

export default function SiteMap() {
  const {catalogue, error} = useLoaderData<typeof loader>();
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: 'Plan du site', path: '/plan-du-site'},
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">Plan du site</h1>

      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {SITE_SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`plan-pages-${index}`}>
            <h2 id={`plan-pages-${index}`} className="text-xl font-bold">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {section.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="link">
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      {error ? (
        <p role="alert" className="mt-10 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          Les collections et les produits ne peuvent pas être affichés pour le moment.{' '}
          <Link to="/plan-du-site" reloadDocument className="link">
            Réessayer
          </Link>
        </p>
      ) : (
        <>
          <section aria-labelledby="plan-collections" className="mt-12">
            <h2 id="plan-collections" className="text-xl font-bold">
              Collections <span className="font-normal text-slate-600">({countLabel(catalogue.collections.length, 'collection')})</span>
            </h2>
            <LinkColumns
              testId="sitemap-collections"
              links={catalogue.collections.map((collection) => ({to: `/collections/${collection.handle}`, label: collection.title}))}
            />
          </section>
          <section aria-labelledby="plan-produits" className="mt-12">
            <h2 id="plan-produits" className="text-xl font-bold">
              Produits <span className="font-normal text-slate-600">({countLabel(catalogue.products.length, 'produit')})</span>
            </h2>
            <LinkColumns
              testId="sitemap-products"
              links={catalogue.products.map((product) => ({to: `/products/${product.handle}`, label: product.title}))}
            />
          </section>
        </>
      )}
    </main>
  );
}
