// A product page's variants (SPEC.md 'Product page'): the URL names the chosen options
// (`?Force=300 N&Embout=Œillet`), so a variant can be shared and works without JavaScript.

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  selectedOptions: readonly SelectedOption[];
}

/** Shopify's option of a product without options: naming it in a URL says nothing. */
const DEFAULT_OPTION = {name: 'Title', value: 'Default Title'} as const;

/**
 * The query that opens the product page on a variant, its options as parameters:
 * `?Force=600+N&Embout=%C5%92illet` ('' for a product without options). The one way the shop
 * links a variant: search and collection cards, the product page's option links, the chat.
 */
export function variantSearch(selectedOptions: readonly SelectedOption[]): string {
  const params = new URLSearchParams();
  for (const option of selectedOptions) {
    if (option.name === DEFAULT_OPTION.name && option.value === DEFAULT_OPTION.value) continue;
    params.set(option.name, option.value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** `/products/verin-gaz-22-10?Force=600+N`: the product page opened on this variant. */
export function variantUrl(handle: string, selectedOptions: readonly SelectedOption[]): string {
  return `/products/${handle}${variantSearch(selectedOptions)}`;
}

/** The variant named by the URL's option parameters, else the first one. */
export function selectVariant<V extends VariantLike>(variants: readonly V[], params: URLSearchParams): V | undefined {
  const match = variants.find((variant) =>
    variant.selectedOptions.every((option) => {
      const wanted = params.get(option.name);
      return wanted === null || wanted === option.value;
    }),
  );
  return match ?? variants[0];
}

/**
 * The variant reached by changing one option of the current one, and its URL: the one
 * with every other option kept, else the first with that value; null when none has it.
 */
export function optionLink<V extends VariantLike>(
  handle: string,
  variants: readonly V[],
  current: V,
  name: string,
  value: string,
): {href: string; variant: V} | null {
  const wanted = current.selectedOptions.map((option) => (option.name === name ? {name, value} : option));
  const exact = variants.find((variant) =>
    wanted.every((option) => variant.selectedOptions.some((o) => o.name === option.name && o.value === option.value)),
  );
  const target = exact ?? variants.find((variant) => variant.selectedOptions.some((o) => o.name === name && o.value === value));
  if (!target) return null;
  return {href: variantUrl(handle, target.selectedOptions), variant: target};
}
