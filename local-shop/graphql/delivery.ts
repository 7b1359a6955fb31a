// Cart.deliveryGroups: one group holding every line, with the delivery options of
// SPEC.md section 9 (app/lib/delivery.ts) for the selected delivery address, or for
// the buyer's country when there is no address yet. No group without lines or without
// a destination, as on Shopify.

import {moneyV2} from '../money.ts';
import type {DeliveryOffer, Priced} from '../pricing/index.ts';
import {countryByCode} from '../shared-rules.ts';
import type {CartRecord} from '../store/carts.ts';
import {mailingAddressView} from './address.ts';
import {type PageArgs, paginate} from './connection.ts';

export function deliveryGroupId(cart: {token: string}): string {
  return `gid://shopify/CartDeliveryGroup/1?cart=${cart.token}`;
}

export function deliveryOptionView(offer: DeliveryOffer): Record<string, unknown> {
  return {
    handle: offer.handle,
    code: offer.handle,
    title: offer.title,
    description: offer.description,
    estimatedCost: moneyV2(offer.priceCents),
    deliveryMethodType: 'SHIPPING',
  };
}

/** The resolver of Cart.deliveryGroups. `lines` pages the group's cart lines. */
export function deliveryGroups(
  cart: CartRecord,
  priced: Priced,
  lines: (args: PageArgs & {reverse?: boolean | null}) => unknown,
): (args: PageArgs & {reverse?: boolean | null}) => unknown {
  const quote = priced.delivery;
  const groups = quote
    ? [
        {
          __typename: 'CartDeliveryGroup',
          id: deliveryGroupId(cart),
          groupType: 'ONE_TIME_PURCHASE',
          cartLines: lines,
          deliveryAddress: groupAddress(cart),
          deliveryOptions: quote.offers.map(deliveryOptionView),
          selectedDeliveryOption: quote.selected ? deliveryOptionView(quote.selected) : null,
        },
      ]
    : [];
  return (args) => {
    const list = args.reverse ? [...groups].reverse() : groups;
    return paginate(list, args, (group) => ({id: group.id}), (group) => group);
  };
}

function groupAddress(cart: CartRecord): Record<string, unknown> {
  const selected = cart.deliveryAddresses.find((entry) => entry.selected);
  const id = `gid://shopify/MailingAddress/1?model_name=CartDeliveryAddress&cart=${cart.token}`;
  if (selected) return mailingAddressView(id, {...selected.address, country: countryByCode(selected.address.countryCode)?.name ?? null});
  const countryCode = cart.buyerIdentity.countryCode ?? null;
  return mailingAddressView(id, {countryCode, country: countryByCode(countryCode)?.name ?? null});
}
