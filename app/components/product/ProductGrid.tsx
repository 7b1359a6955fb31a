import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/product/ProductCard';
import {DatasheetLink} from '~/components/datasheet/DatasheetLink';
import type {CardChoice} from '~/lib/catalogue/matching-variants';

export function ProductGrid({
  products,
  eagerCount = 4,
  view = 'grid',
  columns = 4,
  datasheets = false,
}: {
  /** A link to each product's datasheet under its card (search results). */
  datasheets?: boolean;
  products: Array<ProductCardFragment & {choice?: CardChoice | null}>;
  eagerCount?: number;
  view?: 'grid' | 'list';
  columns?: 3 | 4;
}) {
  const grid = view === 'list' ? 'grid-cols-1' : columns === 3 ? 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4';
  return (
    <ul className={`grid gap-6 ${grid}`} data-testid="product-grid" data-view={view}>
      {products.map((product, index) => (
        <li key={product.id} className={datasheets ? 'flex flex-col gap-2' : 'flex'}>
          <ProductCard
            product={product}
            choice={product.choice}
            layout={view}
            loading={index < eagerCount ? 'eager' : 'lazy'}
            // The first image is the largest paint of a product list (npm run bench).
            priority={index === 0 && eagerCount > 0}
          />
          {datasheets ? <DatasheetLink handle={product.handle} title={product.title} /> : null}
        </li>
      ))}
    </ul>
  );
}
