import {Suspense} from 'react';
import {Await} from 'react-router';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductGrid} from '~/components/product/ProductGrid';

/** 'Produits associés', streamed below the fold; nothing when there are none or they fail. */
export function RelatedProducts({products}: {products: Promise<ProductCardFragment[]>}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(related) =>
          related.length > 0 ? (
            <section className="mt-16" aria-labelledby="related-title">
              <h2 id="related-title" className="text-2xl font-bold">
                Produits associés
              </h2>
              <div className="mt-6">
                <ProductGrid products={related} eagerCount={0} />
              </div>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
