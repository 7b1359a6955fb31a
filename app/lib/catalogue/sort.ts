// The five product sorts of SPEC.md, mapped to Storefront API sort keys.
export const PRODUCT_SORTS = [
  {value: 'featured', label: 'En vedette'},
  {value: 'priceAsc', label: 'Prix croissant'},
  {value: 'priceDesc', label: 'Prix décroissant'},
  {value: 'nameAsc', label: 'Nom A-Z'},
  {value: 'nameDesc', label: 'Nom Z-A'},
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

// /verins's sorts (SPEC.md 'Vérins page'): by name (its default) or price.
export const CYLINDER_SORTS = [
  {value: 'nameAsc', label: 'Nom A-Z'},
  {value: 'priceAsc', label: 'Prix croissant'},
  {value: 'priceDesc', label: 'Prix décroissant'},
] as const;

export function parseSort(value: string | null): ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value) ? (value as ProductSort) : 'featured';
}

/** Sort key for the `products` connection (ProductSortKeys). */
export function productsSortKey(sort: ProductSort): {sortKey: 'BEST_SELLING' | 'PRICE' | 'TITLE'; reverse: boolean} {
  switch (sort) {
    case 'priceAsc':
      return {sortKey: 'PRICE', reverse: false};
    case 'priceDesc':
      return {sortKey: 'PRICE', reverse: true};
    case 'nameAsc':
      return {sortKey: 'TITLE', reverse: false};
    case 'nameDesc':
      return {sortKey: 'TITLE', reverse: true};
    default:
      return {sortKey: 'BEST_SELLING', reverse: false};
  }
}

/** Sort key for `collection.products` (ProductCollectionSortKeys). */
export function collectionSortKey(sort: ProductSort): {
  sortKey: 'COLLECTION_DEFAULT' | 'PRICE' | 'TITLE';
  reverse: boolean;
} {
  if (sort === 'featured') return {sortKey: 'COLLECTION_DEFAULT', reverse: false};
  const {sortKey, reverse} = productsSortKey(sort);
  return {sortKey: sortKey === 'BEST_SELLING' ? 'COLLECTION_DEFAULT' : sortKey, reverse};
}
