import {lazy, Suspense} from 'react';
import {Link, useLoaderData} from 'react-router';
import type {Route} from './+types/products.$handle';
import {Breadcrumb} from '~/components/Breadcrumb';
import {errorTitle, routeErrorBoundary, type RouteErrorOptions} from '~/components/RouteError';
import {ShareButton} from '~/components/ShareButton';
import {ProductGallery} from '~/components/product/ProductGallery';
import {ProductInfo} from '~/components/product/ProductInfo';
import {ProductPurchase} from '~/components/product/ProductPurchase';
import {RelatedProducts} from '~/components/product/RelatedProducts';
import {SpecsTable} from '~/components/product/SpecsTable';
import {DatasheetLink} from '~/components/datasheet/DatasheetLink';
import {VariantOptions} from '~/components/product/VariantOptions';
import {ReviewsLoading} from '~/components/reviews/ReviewsLoading';
import {WishlistButton} from '~/components/wishlist/WishlistButton';
import {SHOP} from '~/lib/constants';
import {ORDER_BEFORE_CONDITION, ORDER_BEFORE_NOTE, productDeliveryEstimate} from '~/lib/delivery';
import {deliveryPromise} from '~/lib/delivery-promise';
import {MONEY_FRAGMENT} from '~/lib/fragments';
import {selectVariant} from '~/lib/product/variants';
import {productReviewsSection, reviewerName, submitReview, voteHelpful} from '~/lib/reviews/product-reviews.server';
import {ratingSummary} from '~/lib/reviews/reviews';
import {additionalProperties, breadcrumbJsonLd, canonicalMeta, productJsonLd} from '~/lib/seo';
import {SPEC_IDENTIFIERS} from '~/lib/specs';
import {productPageData} from '~/lib/product/page-data';
import {galleryImages} from '~/lib/product/gallery';
import {GALLERY_ASPECT_RATIO, GALLERY_SIZES, GALLERY_WIDTHS} from '~/lib/media/images';
import {imagePreloadMeta} from '~/lib/media/preload';
import {descriptionText} from '~/lib/product/description';

// Below the fold: its code (form, list, browser-only mode) loads after the page's own and
// hydrates the server's HTML when it arrives (bench/report.md: initial JavaScript).
const ReviewsSection = lazy(() => import('~/components/reviews/ReviewsSection').then((module) => ({default: module.ReviewsSection})));

/** Where a product sits: the visible trail and its JSON-LD. */
function productCrumbs(product: {title: string; handle: string}) {
  return [
    {name: 'Accueil', path: '/'},
    {name: 'Produits', path: '/products'},
    {name: product.title, path: `/products/${product.handle}`},
  ];
}

export const meta: Route.MetaFunction = ({data, error}) => {
  if (!data) return [{title: `${errorTitle(error, ERRORS)} | ${SHOP.name}`}];
  const {product, origin} = data;
  const url = `${origin}/products/${product.handle}`;
  const text = descriptionText(product.descriptionHtml);
  const description = product.seo.description ?? text.slice(0, 160);
  const title = `${product.seo.title ?? product.title} | ${SHOP.name}`;
  return [
    {title},
    {name: 'description', content: description},
    canonicalMeta(url),
    {property: 'og:type', content: 'product'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: description},
    {property: 'og:url', content: url},
    ...(product.featuredImage ? [{property: 'og:image', content: product.featuredImage.url}] : []),
    // The gallery's first picture, the page's largest on every screen (decision 084).
    ...galleryImages(product)
      .slice(0, 1)
      .map((image) => imagePreloadMeta(image, {widths: GALLERY_WIDTHS, sizes: GALLERY_SIZES, aspectRatio: GALLERY_ASPECT_RATIO})),
    {'script:ld+json': productJsonLd({...product, description: text}, url, ratingSummary(product.reviewRating, product.reviewCount), additionalProperties(data.specs))},
    {
      'script:ld+json': breadcrumbJsonLd(origin, productCrumbs(product)),
    },
  ];
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const [{product}, reviewer] = await Promise.all([
    context.storefront.query(PRODUCT_QUERY, {
      variables: {handle: params.handle, identifiers: SPEC_IDENTIFIERS},
      cache: context.storefront.CacheShort(),
    }),
    reviewerName(context),
  ]);
  if (!product) throw new Response('Produit introuvable', {status: 404});
  const url = new URL(request.url);
  const selectedVariantId = selectVariant(product.variants.nodes, url.searchParams)?.id ?? null;
  // Computed once on the server so the page hydrates with the same text.
  const now = new Date();
  const estimate = productDeliveryEstimate(now);
  const standard = deliveryPromise('standard', now);
  return {
    ...productPageData(product, selectedVariantId),
    selectedVariantId,
    // One promise everywhere (delivery-promise.ts): the estimate is express's first day.
    delivery: {
      label: `${estimate.label} en livraison express`,
      standard: standard ? `Livraison standard ${standard.when}` : null,
      note: estimate.showOrderBeforeNote ? ORDER_BEFORE_NOTE : ORDER_BEFORE_CONDITION,
    },
    reviews: productReviewsSection(context, product.id, url, reviewer),
    origin: url.origin,
  };
}

// The reviews section's two forms. Size, type and readability of the body are checked
// for every action in server.ts (app/lib/platform/request-guard.server.ts).
export async function action({context, params, request}: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'helpful') return voteHelpful(context, request, form);
  return submitReview(context, params.handle, form);
}

export default function Product() {
  const {product, specs, selectedVariantId, delivery, reviews} = useLoaderData<typeof loader>();
  const variant = product.variants.nodes.find((v) => v.id === selectedVariantId) ?? product.variants.nodes[0];
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb items={productCrumbs(product)} />
      <p className="mt-2">
        <Link to="/products" className="link text-sm">
          ← Retour aux produits
        </Link>
      </p>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={galleryImages(product)} title={product.title} />

        <section aria-labelledby="product-title">
          <ProductInfo product={product} variant={variant} delivery={delivery} />
          {product.variants.nodes.length > 1 && variant ? <VariantOptions product={product} variant={variant} /> : null}
          {variant ? <ProductPurchase variant={variant} /> : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <WishlistButton handle={product.handle} id={product.id} title={product.title} />
            <ShareButton title={product.title} />
          </div>
          <div className="rich-text mt-8 text-slate-800" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
          <SpecsTable rows={specs} />
          <DatasheetLink handle={product.handle} variantId={variant?.id} title={product.title} />
        </section>
      </div>
      <Suspense fallback={<ReviewsLoading />}>
        <ReviewsSection
          productId={product.id}
          productTitle={product.title}
          mode={reviews.mode}
          reviews={reviews.list}
          helpfulIds={reviews.helpfulIds}
          customerName={reviews.customerName}
          personalLater={reviews.personalLater}
          initialRating={reviews.initialRating}
        />
      </Suspense>
      <RelatedProducts handle={product.handle} />
    </main>
  );
}

// A missing product (404) or a shop that cannot be read (5xx): not the same message.
const ERRORS: RouteErrorOptions = {
  notFound: {title: 'Produit introuvable', text: 'Ce produit n’existe pas ou n’est plus disponible.'},
  failed: {title: 'Erreur lors du chargement du produit', text: 'Impossible de charger ce produit pour le moment. Veuillez réessayer.'},
  link: {to: '/products', label: 'Retour aux produits'},
};

export const ErrorBoundary = routeErrorBoundary(ERRORS);

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
      descriptionHtml
      tags
      seo {
        title
        description
      }
      reviewRating: metafield(namespace: "reviews", key: "rating") {
        value
      }
      reviewCount: metafield(namespace: "reviews", key: "rating_count") {
        value
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
            ...Money
          }
          compareAtPrice {
            ...Money
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
  ${MONEY_FRAGMENT}
` as const;
