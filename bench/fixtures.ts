// What the bench visits: real seeded handles, checked against the running local shop.

/** The Storefront API version the storefront speaks (Hydrogen 2026.4). */
export const API_VERSION = '2026-04';
/** The token header value the storefront sends to the local shop (scripts/shop-env.ts). */
export const STOREFRONT_TOKEN = process.env.LOCAL_SHOP_STOREFRONT_TOKEN ?? 'local-shop-token';

export const COLLECTION_HANDLE = 'verins-a-gaz';
/** A gas spring with several variants, images and specs: the typical product page. */
export const PREFERRED_PRODUCT_HANDLE = 'verin-gaz-compression-15-6-course-100-oeillet';
export const SEARCH_TERM = 'verin';

export interface Fixtures {
  productHandle: string;
  productTitle: string;
  /** First available variant of that product: what the product card's button adds */
  variantId: string;
}

export interface PageTarget {
  key: 'home' | 'products' | 'collection' | 'product' | 'search' | 'cart';
  label: string;
  path: string;
}

export function pageTargets(fixtures: Fixtures): PageTarget[] {
  return [
    {key: 'home', label: 'Accueil', path: '/'},
    {key: 'products', label: 'Produits', path: '/products'},
    {key: 'collection', label: 'Collection', path: `/collections/${COLLECTION_HANDLE}`},
    {key: 'product', label: 'Fiche produit', path: `/products/${fixtures.productHandle}`},
    {key: 'search', label: 'Recherche', path: `/recherche?q=${SEARCH_TERM}`},
    {key: 'cart', label: 'Panier', path: '/cart'},
  ];
}

/** POSTs a GraphQL document to the local shop the way the storefront does; throws on any error. */
let visitors = 0;

/**
 * Another visitor's address for each call (10.x.y.z): the shop counts what each client
 * does (30 new carts a minute, docs/decisions/030), and the bench plays thousands of
 * visitors from this one machine.
 */
export function visitorAddress(): string {
  visitors = (visitors % 0xfffffd) + 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

export async function storefrontApi<T = Record<string, unknown>>(
  localShopUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${localShopUrl}/api/${API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN,
      ...headers,
    },
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data?: T; errors?: {message: string}[]};
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(`Storefront API ${response.status} : ${body.errors?.map((error) => error.message).join(' ; ') ?? 'pas de données'}`);
  }
  return body.data;
}

interface ProductNode {
  handle: string;
  title: string;
  variants: {nodes: {id: string; availableForSale: boolean}[]};
}

/** The preferred product if the catalogue has it with an available variant, else the collection's first such product. */
export async function loadFixtures(localShopUrl: string): Promise<Fixtures> {
  const fields = 'handle title variants(first: 20) { nodes { id availableForSale } }';
  const data = await storefrontApi<{product: ProductNode | null; collection: {products: {nodes: ProductNode[]}} | null}>(
    localShopUrl,
    `query BenchFixtures($handle: String!, $collection: String!) {
      product(handle: $handle) { ${fields} }
      collection(handle: $collection) { products(first: 50) { nodes { ${fields} } } }
    }`,
    {handle: PREFERRED_PRODUCT_HANDLE, collection: COLLECTION_HANDLE},
  );
  const candidates = [data.product, ...(data.collection?.products.nodes ?? [])].filter((node): node is ProductNode => Boolean(node));
  for (const product of candidates) {
    const variant = product.variants.nodes.find((node) => node.availableForSale);
    if (variant) return {productHandle: product.handle, productTitle: product.title, variantId: variant.id};
  }
  throw new Error(`Aucun produit disponible dans la collection « ${COLLECTION_HANDLE} » du magasin local.`);
}

/** The form fields the product card's « Ajouter au panier » button posts to /cart (Hydrogen's CartForm). */
export function cartAddForm(variantId: string): string {
  return new URLSearchParams({
    cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variantId, quantity: 1}]}}),
    redirectTo: '/cart',
  }).toString();
}

/** Adds one line through the storefront, as a shopper would, and returns the cart cookie it set. */
export async function cartCookie(storefrontUrl: string, variantId: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: storefrontUrl},
    body: cartAddForm(variantId),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const cart = cookies.find((cookie) => cookie.startsWith('cart='));
  if (response.status !== 303 || !cart) {
    throw new Error(`L’ajout au panier a répondu ${response.status} sans cookie de panier.`);
  }
  // The session cookie carries the « Produit ajouté » toast: leave it out so the page is the plain cart.
  return cart;
}
