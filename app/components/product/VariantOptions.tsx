import {Link} from 'react-router';
import type {ProductPageProduct, ProductPageVariant} from '~/components/product/ProductInfo';
import {optionLink} from '~/lib/product/variants';

/** One group of links per option; the URL names the variant, so each choice is a link. */
export function VariantOptions({product, variant}: {product: ProductPageProduct; variant: ProductPageVariant}) {
  return (
    <div className="mt-6 space-y-4">
      {product.options.map((option) => (
        <fieldset key={option.name}>
          <legend className="text-sm font-semibold">{option.name}</legend>
          {/* The choices' common styles are the group's (decision 081), not repeated on each choice. */}
          <div className="mt-2 flex flex-wrap gap-2 [&>*]:rounded-md [&>*]:border [&>*]:px-3 [&>*]:py-1.5 [&>*]:text-sm">
            {option.optionValues.map(({name: value}) => {
              const link = optionLink(product.handle, product.variants.nodes, variant, option.name, value);
              const isSelected = variant.selectedOptions.some((o) => o.name === option.name && o.value === value);
              const unavailable = !link || !link.variant.availableForSale;
              if (!link) return null;
              if (unavailable && !isSelected) {
                return (
                  <span
                    key={value}
                    aria-disabled="true"
                    className="cursor-not-allowed border-dashed border-slate-300 text-slate-600"
                  >
                    <span className="line-through">{value}</span> <span className="text-xs">Rupture de stock</span>
                  </span>
                );
              }
              return (
                <Link
                  key={value}
                  to={link.href}
                  replace
                  preventScrollReset
                  aria-current={isSelected ? 'true' : undefined}
                  className={isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:border-brand-700'}
                >
                  {value}
                  {unavailable ? <span className="text-xs"> — Rupture de stock</span> : null}
                </Link>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
