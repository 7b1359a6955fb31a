import type {ComponentProps} from 'react';
import {Pagination} from '@shopify/hydrogen';
import {AddedCards} from './AddedCards';
import {ProductGrid} from '~/components/product/ProductGrid';

type Products = ComponentProps<typeof ProductGrid>['products'];
type Connection = {
  nodes: Products;
  pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null};
};

/**
 * One page of a product list and its cursor links (decision 077, one component since 083):
 * collections, /verins, /products, /recherche. « Charger plus » is a link to the next batch that
 * works without JavaScript; with it, Hydrogen's `Pagination` adds the batch under the cards shown
 * (the URL follows, the cards shown are kept in the history entry) and `AddedCards` moves the
 * keyboard to the first new card and tells a screen reader how many came. A shared or reloaded
 * address of a later batch starts there, with « Afficher les produits précédents » above.
 */
export function ProductListPager({
  connection,
  total,
  heading,
  view = 'grid',
  datasheets = false,
  nextLabel = 'Charger plus',
  dimmed = false,
}: {
  connection: Connection;
  /** The whole list's size, for « 18 affichés sur 42 »; null when the shop does not say. */
  total: number | null;
  /** The list's h2, for screen readers: the cards title with h3. */
  heading: string;
  view?: 'grid' | 'list';
  datasheets?: boolean;
  nextLabel?: string;
  /** A new list is on its way (a filter, a sort): the cards shown are dimmed until it comes. */
  dimmed?: boolean;
}) {
  return (
    <Pagination connection={connection}>
      {({nodes, NextLink, PreviousLink, isLoading}) => (
        <div className={`mt-6 ${dimmed ? 'opacity-60' : ''}`}>
          <h2 className="sr-only">{heading}</h2>
          <AddedCards ids={nodes.map((node) => node.id)} total={total}>
            <div className="mb-6 flex justify-center empty:hidden">
              <PreviousLink className="btn-secondary" data-testid="load-previous">
                {isLoading ? 'Chargement…' : 'Afficher les produits précédents'}
              </PreviousLink>
            </div>
            <ProductGrid products={nodes} view={view} columns={3} eagerCount={3} datasheets={datasheets} />
            <div className="mt-8 flex justify-center empty:hidden">
              <NextLink className="btn-secondary" data-testid="load-more">
                {isLoading ? 'Chargement…' : nextLabel}
              </NextLink>
            </div>
          </AddedCards>
        </div>
      )}
    </Pagination>
  );
}
