import {useEffect} from 'react';
import {Link, useFetcher, useLocation} from 'react-router';
import {ProductGrid} from '~/components/product/ProductGrid';
import {useFocusAfterRetry} from '~/components/useFocusAfterRetry';
import {isPanelFailure, type PANEL_FAILED} from '~/lib/catalogue/filter-panel';
import type {RelatedProductsData} from '~/lib/product/related.server';

export const RELATED_FAILED_TEXT = 'Les produits associés n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.';

// Four cards are one row from lg, two rows of two from sm, four rows below (measured: 522, 584 and
// 579 px a card). The space is kept while they are asked for, so that nothing moves when they come.
const RESERVED = 'min-h-[2388px] sm:min-h-[1192px] lg:min-h-[522px]';

/**
 * 'Produits associés' (decision 081): asked for once the page is shown, from a route of their own
 * (/products/:handle/associes), not sent in the page's HTML. Until they arrive, and without
 * JavaScript, the section shows a link to that route as a page of its own. Nothing when the
 * product has none.
 */
export function RelatedProducts({handle}: {handle: string}) {
  const fetcher = useFetcher<RelatedProductsData | typeof PANEL_FAILED>();
  const href = `/products/${handle}/associes`;
  const {load} = fetcher;
  useEffect(() => {
    void load(href);
  }, [load, href]);

  const data = fetcher.data && !isPanelFailure(fetcher.data) && fetcher.data.product.handle === handle ? fetcher.data : null;
  const failed = isPanelFailure(fetcher.data) && fetcher.state === 'idle';
  const {region, retry} = useFocusAfterRetry<HTMLElement>(data ?? (failed ? fetcher.data : null), () => load(href));
  if (data && data.related.length === 0) return null;
  return (
    <section ref={region} tabIndex={-1} className="mt-16" aria-labelledby="related-title" aria-busy={!data && !failed} data-testid="related-products">
      <h2 id="related-title" className="text-2xl font-bold">
        Produits associés
      </h2>
      <div className="mt-6">
        {data ? (
          <ProductGrid products={data.related} eagerCount={0} />
        ) : failed ? (
          <div role="status" className="text-sm text-slate-700" data-testid="related-failed">
            <p>{RELATED_FAILED_TEXT}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-secondary"
                onClick={retry}
              >
                Réessayer
              </button>
              <Link to={href} className="link self-center">
                Voir les produits associés
              </Link>
            </div>
          </div>
        ) : (
          <div className={RESERVED} data-testid="related-placeholder">
            <Link to={href} className="link">
              Voir les produits associés
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

/** The page of its own (reached with JavaScript by the link) when its data could not be read. */
export function RelatedFailedPage() {
  const location = useLocation();
  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-2xl font-bold">Erreur lors du chargement des produits associés</h1>
      <p className="mt-4 text-slate-700">{RELATED_FAILED_TEXT}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary mt-6 inline-block">
        Réessayer
      </Link>
    </main>
  );
}
