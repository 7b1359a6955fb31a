import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';

export function ProductGrid({products, eagerCount = 4}: {products: ProductCardFragment[]; eagerCount?: number}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} loading={index < eagerCount ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
