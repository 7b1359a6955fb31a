import {Suspense} from 'react';
import {Await, Link, useLoaderData} from 'react-router';
import {formatDateFr} from '~/lib/dates';
import type {Route} from './+types/_index';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {ProductGrid} from '~/components/product/ProductGrid';
import {
  FREE_DELIVERY_THRESHOLD_HT,
  SHOP,
  DISPATCH_HOURS,
  PAYMENT_METHODS_SHORT,
  ORDER_CUTOFF_HOUR,
  RETURNS,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
} from '~/lib/constants';
import {canonicalMeta, organizationJsonLd} from '~/lib/seo';
import {withFallback} from '~/lib/platform/storefront-errors';

export const meta: Route.MetaFunction = ({data}) => [
  ...(data ? [canonicalMeta(`${data.origin}/`), {'script:ld+json': organizationJsonLd(data.origin)}] : []),
  {property: 'og:type', content: 'website'},
  {property: 'og:title', content: `${SHOP.name} | Vérins à gaz, hydrauliques et pneumatiques`},
  {title: `${SHOP.name} | Vérins à gaz, hydrauliques et pneumatiques`},
  {
    name: 'description',
    content:
      `Vérins à gaz, vérins hydrauliques et pneumatiques, amortisseurs et accessoires pour professionnels et particuliers. Expédition sous ${DISPATCH_HOURS} h, conseils d’experts.`,
  },
];

export async function loader({context, request}: Route.LoaderArgs) {
  // Without them the home page still renders; the section shows its 'coming soon' state.
  const featured = await withFallback(
    context.storefront
      .query(FEATURED_PRODUCTS_QUERY, {cache: context.storefront.CacheShort()})
      // SPEC.md: eight fetched, four shown; only those four are sent (decision 082).
      .then((result) => result.products.nodes.slice(0, FEATURED_SHOWN)),
    [],
  );
  // Below the fold and optional: streamed, hidden on error or when empty.
  const articles = withFallback(
    context.storefront.query(LATEST_ARTICLES_QUERY, {cache: context.storefront.CacheLong()}).then((result) => result.articles.nodes),
    [],
  );
  return {featured, articles, origin: new URL(request.url).origin};
}

/** Featured products shown of the eight fetched (SPEC.md). */
const FEATURED_SHOWN = 4;

const TRUST_BADGES = [
  {title: `Expédition ${DISPATCH_HOURS} h`, text: `Commande passée avant ${ORDER_CUTOFF_HOUR} h, expédiée le jour même`},
  {title: 'Paiement sécurisé', text: PAYMENT_METHODS_SHORT.charAt(0).toUpperCase() + PAYMENT_METHODS_SHORT.slice(1)},
  {title: `Garantie ${WARRANTY_YEARS} ans`, text: `${WARRANTY_YEARS_FRENCH_MADE} ans sur nos vérins fabriqués en France`},
  {
    title: `Retours ${RETURNS.returnDays} jours`,
    text: `Droit de rétractation de ${RETURNS.withdrawalDays} jours, retours acceptés ${RETURNS.returnDays} jours`,
  },
];

const SECTIONS = [
  {title: 'Vérins à gaz', text: 'Compression, blocables, traction : de 50 à 1 200 N, en acier ou en inox.', to: '/collections/verins-a-gaz'},
  {title: 'Vérins hydrauliques', text: 'Simple et double effet pour la maintenance et les machines.', to: '/collections/verins-hydrauliques'},
  {title: 'Vérins pneumatiques', text: 'Vérins ISO et compacts pour l’automatisation.', to: '/collections/verins-pneumatiques'},
  {title: 'Inox pour le nautisme', text: 'Inox 316L pour les milieux marins, alimentaires et médicaux.', to: '/collections/verins-inox'},
  {title: 'Ameublement', text: 'Abattants, coffres de lit, portes relevantes : la force juste.', to: '/collections/mobilier'},
  {title: 'Accessoires', text: 'Embouts, rotules, chapes, ferrures et kits de fixation.', to: '/collections/accessoires'},
  {title: 'Calcul de force', text: 'Couvercle, abattant, hayon : la force, la longueur et le kit à commander.', to: '/configurateur-verin#calculateur-force'},
];

const FEATURES = [
  'Plus de 60 références en stock',
  `Expédition sous ${DISPATCH_HOURS} h`,
  `Livraison offerte dès ${FREE_DELIVERY_THRESHOLD_HT} € HT`,
  'Conseils techniques par des spécialistes',
];

export default function Home() {
  const {featured, articles} = useLoaderData<typeof loader>();
  return (
    <main id="contenu">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Vérins à gaz et vérins industriels, livrés partout en France
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Pour l’ameublement, la maintenance, l’industrie, le médical et le nautisme : la bonne force, la bonne course, le
            bon embout.
          </p>
          <ul className="tick-list mt-6 grid max-w-2xl gap-2 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature}>
                <span aria-hidden="true">✓</span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/collections/verins-a-gaz" className="btn-accent px-6 py-3 text-base">
              Acheter
            </Link>
            <Link to="/products" className="btn bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50">
              Voir le catalogue
            </Link>
            <Link to="/remplacer-mon-verin" className="btn bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50">
              Remplacer mon vérin usé
            </Link>
          </div>
        </div>
      </section>

      <section className="border-b border-slate-200 bg-slate-50" aria-label="Nos engagements">
        <ul className="trust-list container-page grid gap-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.title}>
              <p>{badge.title}</p>
              <p>{badge.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-12" aria-labelledby="featured-title">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-title" className="text-2xl font-bold">
            Produits phares
          </h2>
          <Link to="/products" className="link font-semibold">
            Voir tous les produits
          </Link>
        </div>
        {featured.length > 0 ? (
          <ProductGrid products={featured} />
        ) : (
          <p className="text-slate-700">Nos produits seront bientôt disponibles</p>
        )}
      </section>

      <Suspense fallback={null}>
        <Await resolve={articles} errorElement={null}>
          {(latest) =>
            latest.length > 0 ? (
              <section className="container-page py-12" aria-labelledby="blog-title" data-testid="home-blog">
                <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
                  <h2 id="blog-title" className="text-2xl font-bold">
                    Conseils de nos experts
                  </h2>
                  <Link to="/blog" className="link font-semibold">
                    Tous les articles
                  </Link>
                </div>
                <ul className="article-list grid gap-6 md:grid-cols-3">
                  {latest.map((article) => (
                    <li key={`${article.blog.handle}/${article.handle}`}>
                      <p>{formatDateFr(article.publishedAt)}</p>
                      <h3>
                        <Link to={`/blog/${article.blog.handle}/${article.handle}`}>{article.title}</Link>
                      </h3>
                      <p>{article.excerpt}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </Await>
      </Suspense>

      <section className="bg-slate-50 py-12" aria-labelledby="ranges-title">
        <div className="container-page">
          <h2 id="ranges-title" className="text-2xl font-bold">
            Toutes nos gammes
          </h2>
          <ul className="range-list mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <h3>{section.title}</h3>
                <p>{section.text}</p>
                <Link to={section.to}>
                  Découvrir<span className="sr-only"> : {section.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

const FEATURED_PRODUCTS_QUERY = `#graphql
  query FeaturedProducts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 8, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const LATEST_ARTICLES_QUERY = `#graphql
  query HomeLatestArticles($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {
      nodes {
        handle
        title
        publishedAt
        excerpt(truncateAt: 160)
        blog {
          handle
        }
      }
    }
  }
` as const;
