import {useState} from 'react';
import {Link, useLoaderData, useNavigation} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import type {Route} from './+types/products.$handle';
import type {ProductPageQuery} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {productBadges} from '~/lib/badges';
import {stockLevel, stockLabel} from '~/lib/stock';
import {SPEC_IDENTIFIERS, specRows} from '~/lib/specs';
import {SHOP} from '~/lib/constants';

export const meta: Route.MetaFunction = ({data}) => {
  if (!data) return [{title: `Produit introuvable | ${SHOP.name}`}];
  const {product} = data;
  return [
    {title: `${product.seo.title ?? product.title} | ${SHOP.name}`},
    {name: 'description', content: product.seo.description ?? product.description.slice(0, 160)},
  ];
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const {product} = await context.storefront.query(PRODUCT_QUERY, {
    variables: {handle: params.handle, identifiers: SPEC_IDENTIFIERS},
    cache: context.storefront.CacheShort(),
  });
  if (!product) {
    throw new Response('Produit introuvable', {status: 404});
  }
  const selected = selectVariant(product.variants.nodes, new URL(request.url).searchParams);
  return {product, selectedVariantId: selected?.id ?? null};
}

type LoadedProduct = NonNullable<ProductPageQuery['product']>;
type Variant = LoadedProduct['variants']['nodes'][number];

/** The variant named by the URL's option parameters, else the first one (SPEC.md). */
function selectVariant(variants: Variant[], params: URLSearchParams): Variant | undefined {
  const match = variants.find((variant) =>
    variant.selectedOptions.every((option) => {
      const wanted = params.get(option.name);
      return wanted === null || wanted === option.value;
    }),
  );
  return match ?? variants[0];
}

/** URL of the variant reached by changing one option of the current one. */
function optionLink(product: LoadedProduct, current: Variant, name: string, value: string) {
  const wanted = current.selectedOptions.map((option) => (option.name === name ? {name, value} : option));
  const exact = product.variants.nodes.find((variant) =>
    wanted.every((option) => variant.selectedOptions.some((o) => o.name === option.name && o.value === option.value)),
  );
  const target =
    exact ?? product.variants.nodes.find((variant) => variant.selectedOptions.some((o) => o.name === name && o.value === value));
  if (!target) return null;
  const params = new URLSearchParams();
  for (const option of target.selectedOptions) params.set(option.name, option.value);
  return {href: `/products/${product.handle}?${params.toString()}`, variant: target};
}

export default function Product() {
  const {product, selectedVariantId} = useLoaderData<typeof loader>();
  const variant = product.variants.nodes.find((v) => v.id === selectedVariantId) ?? product.variants.nodes[0];
  const navigation = useNavigation();
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const images = product.images.nodes;
  const image = images[imageIndex] ?? product.featuredImage;
  const stock = {availableForSale: Boolean(variant?.availableForSale), quantityAvailable: variant?.quantityAvailable ?? null};
  const level = stockLevel(stock);
  const badges = productBadges({
    tags: product.tags,
    price: variant?.price.amount ?? '0',
    compareAtPrice: variant?.compareAtPrice?.amount ?? null,
    availableForSale: stock.availableForSale,
    quantityAvailable: stock.quantityAvailable,
  });
  const specs = specRows(product.metafields, variant?.metafields ?? []);
  const hasVariants = product.variants.nodes.length > 1;
  const busy = navigation.state !== 'idle' && navigation.formAction === '/cart';

  return (
    <main id="contenu" className="container-page py-8">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="link">
              Accueil
            </Link>{' '}
            /
          </li>
          <li>
            <Link to="/products" className="link">
              Produits
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <p className="mt-2">
        <Link to="/products" className="link text-sm">
          ← Retour aux produits
        </Link>
      </p>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <section aria-label="Images du produit">
          <div className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
            {image ? (
              <img
                src={image.url}
                alt={image.altText ?? product.title}
                width={image.width ?? 800}
                height={image.height ?? 800}
                fetchPriority="high"
                className="h-full w-full object-contain p-6"
              />
            ) : (
              <span className="flex h-full items-center justify-center text-slate-600">Image indisponible</span>
            )}
          </div>
          {images.length > 1 ? (
            <ul className="mt-4 flex gap-3" aria-label="Miniatures">
              {images.map((thumb, index) => (
                <li key={thumb.id ?? thumb.url}>
                  <button
                    type="button"
                    onClick={() => setImageIndex(index)}
                    aria-label={`Afficher l’image ${index + 1} sur ${images.length}`}
                    aria-current={index === imageIndex}
                    className={`h-20 w-20 overflow-hidden rounded border-2 bg-slate-50 ${
                      index === imageIndex ? 'border-brand-700' : 'border-slate-200'
                    }`}
                  >
                    <img src={thumb.url} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-contain p-1" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="product-title">
          {badges.length > 0 ? (
            <ul className="mb-3 flex flex-wrap gap-2" aria-label="Badges">
              {badges.map((badge) => (
                <li key={badge.kind} className="rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {badge.label}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="product-title" className="text-3xl font-bold">
            {product.title}
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {product.vendor}
            {variant?.sku ? ` · Réf. ${variant.sku}` : ''}
          </p>
          <p className="mt-4 text-3xl font-bold text-brand-900" data-testid="product-price">
            {variant ? <Price amount={variant.price.amount} compareAt={variant.compareAtPrice?.amount} /> : null}
          </p>
          <p
            data-testid="stock-line"
            className={`mt-2 font-medium ${level === 'out' ? 'text-red-700' : level === 'low' ? 'text-accent-700' : 'text-green-800'}`}
          >
            {stockLabel(stock)}
          </p>

          {hasVariants && variant ? (
            <div className="mt-6 space-y-4">
              {product.options.map((option) => (
                <fieldset key={option.name}>
                  <legend className="text-sm font-semibold">{option.name}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {option.optionValues.map(({name: value}) => {
                      const link = optionLink(product, variant, option.name, value);
                      const isSelected = variant.selectedOptions.some((o) => o.name === option.name && o.value === value);
                      const unavailable = !link || !link.variant.availableForSale;
                      if (!link) return null;
                      return (
                        <Link
                          key={value}
                          to={link.href}
                          replace
                          preventScrollReset
                          aria-current={isSelected ? 'true' : undefined}
                          className={`rounded-md border px-3 py-1.5 text-sm ${
                            isSelected
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : unavailable
                                ? 'border-slate-300 text-slate-600 line-through'
                                : 'border-slate-300 hover:border-brand-700'
                          }`}
                        >
                          {value}
                          {unavailable ? <span className="sr-only"> (rupture de stock)</span> : null}
                        </Link>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          ) : null}

          {variant ? (
            <CartForm
              route="/cart"
              action={CartForm.ACTIONS.LinesAdd}
              inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}
            >
              <input type="hidden" name="redirectTo" value="/cart" />
              <div className="mt-6 flex flex-wrap items-end gap-4">
                <div>
                  <label htmlFor="quantity" className="block text-sm font-semibold">
                    Quantité
                  </label>
                  <div className="mt-1 flex items-center">
                    <button
                      type="button"
                      className="btn-secondary rounded-r-none px-3"
                      onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                      aria-label="Diminuer la quantité"
                      disabled={quantity <= 1}
                    >
                      −
                    </button>
                    <input
                      id="quantity"
                      name="quantity"
                      type="number"
                      min={1}
                      step={1}
                      value={quantity}
                      onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
                      className="input w-20 rounded-none text-center"
                    />
                    <button
                      type="button"
                      className="btn-secondary rounded-l-none px-3"
                      onClick={() => setQuantity((q) => q + 1)}
                      aria-label="Augmenter la quantité"
                    >
                      +
                    </button>
                  </div>
                </div>
                <button
                  type="submit"
                  className="btn-accent flex-1 py-3 text-base"
                  disabled={!variant.availableForSale || busy}
                >
                  {variant.availableForSale ? (busy ? 'Ajout en cours…' : 'Ajouter au panier') : 'Rupture de stock'}
                </button>
              </div>
            </CartForm>
          ) : null}

          <div className="prose mt-8 max-w-none text-slate-800" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />

          {specs.length > 0 ? (
            <section className="mt-8" aria-labelledby="specs-title">
              <h2 id="specs-title" className="text-xl font-bold">
                Caractéristiques techniques
              </h2>
              <table className="mt-3 w-full text-left text-sm" data-testid="specs">
                <tbody>
                  {specs.map((row) => (
                    <tr key={row.key} className="border-b border-slate-200">
                      <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                        {row.label}
                      </th>
                      <td className="py-2">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="contenu" className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">Produit introuvable</h1>
      <p className="mt-2 text-slate-700">Ce produit n’existe pas ou n’est plus disponible.</p>
      <Link to="/products" className="btn-primary mt-6">
        Retour aux produits
      </Link>
    </main>
  );
}

const PRODUCT_QUERY = `#graphql
  query ProductPage(
    $handle: String!
    $identifiers: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      description
      descriptionHtml
      tags
      seo {
        title
        description
      }
      featuredImage {
        id
        url
        altText
        width
        height
      }
      images(first: 10) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      metafields(identifiers: $identifiers) {
        key
        value
      }
      variants(first: 250) {
        nodes {
          id
          title
          sku
          availableForSale
          quantityAvailable
          price {
            amount
            currencyCode
          }
          compareAtPrice {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
          metafields(identifiers: $identifiers) {
            key
            value
          }
        }
      }
    }
  }
` as const;
