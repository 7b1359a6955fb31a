import {data} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {AccountData} from './account-data.server.ts';
import {planReorder, reorderNote, type VariantNow} from './reorder.ts';

// « Commander à nouveau » on /mes-commandes: the order read from the customer's account
// (theirs only), its variants checked now on the Storefront API, the available ones
// added to the cart (which carries the buyer), a French note for the others.

type Context = Pick<HydrogenRouterContextProvider, 'storefront' | 'cart'>;

export type ReorderActionData = {orderId: string; note: ReturnType<typeof reorderNote>; cartUrl: string | null};

export const REORDER_MESSAGES = {
  unknownOrder: 'Cette commande est introuvable dans votre compte.',
  cartFailed: 'Impossible d’ajouter les articles au panier. Veuillez réessayer.',
} as const;

export async function reorder(context: Context, account: AccountData, formData: FormData) {
  const orderId = String(formData.get('orderId') ?? '').slice(0, 200);
  const fail = (title: string, status: number) =>
    data<ReorderActionData>({orderId, note: {title, variant: 'error'}, cartUrl: null}, {status});
  if (!/^gid:\/\/shopify\/Order\/\d+$/.test(orderId)) return fail(REORDER_MESSAGES.unknownOrder, 400);
  const lines = await account.orderLines(orderId);
  if (!lines) return fail(REORDER_MESSAGES.unknownOrder, 404);
  const ids = [...new Set(lines.map((line) => line.variantId).filter((id): id is string => Boolean(id)))];
  const variants = new Map<string, VariantNow | null>();
  if (ids.length) {
    const {nodes} = await context.storefront.query(REORDER_VARIANTS_QUERY, {variables: {ids}, cache: context.storefront.CacheNone()});
    for (const node of nodes) {
      if (node && 'availableForSale' in node) variants.set(node.id, {id: node.id, availableForSale: node.availableForSale, quantityAvailable: node.quantityAvailable ?? null});
    }
  }
  const plan = planReorder(lines, variants);
  const note = reorderNote(plan);
  if (plan.lines.length === 0) return data<ReorderActionData>({orderId, note, cartUrl: null}, {status: 409});
  let result = await context.cart.addLines(plan.lines);
  // The cart of the cookie was the order's own (checked out: the shop no longer knows it): a new cart.
  if (!result.cart && result.userErrors?.some((error) => error.field?.includes('cartId'))) result = await context.cart.create({lines: plan.lines});
  if (!result.cart || result.userErrors?.length) return fail(REORDER_MESSAGES.cartFailed, 502);
  return data<ReorderActionData>({orderId, note, cartUrl: '/cart'}, {headers: context.cart.setCartId(result.cart.id)});
}

const REORDER_VARIANTS_QUERY = `#graphql
  query ReorderVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
      }
    }
  }
` as const;
