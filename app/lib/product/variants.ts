// A product page's variants (SPEC.md 'Product page'): the URL names the chosen options
// (`?Force=300 N&Embout=Œillet`), so a variant can be shared and works without JavaScript.

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  selectedOptions: readonly SelectedOption[];
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
  const params = new URLSearchParams();
  for (const option of target.selectedOptions) params.set(option.name, option.value);
  return {href: `/products/${handle}?${params.toString()}`, variant: target};
}
