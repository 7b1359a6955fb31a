// Orders through the Storefront API: node(id: "gid://shopify/Order/<number>?key=<key>")
// answers the order only when the key matches, for the storefront's confirmation page.

import {moneyV2} from '../money.ts';
import type {DiscountApplicationRecord, OrderRecord} from '../store/orders.ts';
import {orderStatusPath} from '../urls.ts';
import {mailingAddressView} from './address.ts';
import {type PageArgs, paginate} from './connection.ts';
import type {RequestContext} from './context.ts';

export function orderGid(order: {number: number; key: string}): string {
  return `gid://shopify/Order/${order.number}?key=${order.key}`;
}

export function applicationView(application: DiscountApplicationRecord): Record<string, unknown> {
  const value =
    'percentage' in application.value
      ? {__typename: 'PricingPercentageValue', percentage: application.value.percentage}
      : {__typename: 'MoneyV2', ...moneyV2(application.value.amountCents)};
  const common = {
    allocationMethod: application.allocationMethod,
    targetSelection: application.targetSelection,
    targetType: application.targetType,
    value,
  };
  return application.type === 'code'
    ? {__typename: 'DiscountCodeApplication', ...common, code: application.code, applicable: true}
    : {__typename: 'AutomaticDiscountApplication', ...common, title: application.title};
}

export function orderView(order: OrderRecord, ctx: RequestContext): Record<string, unknown> {
  const money = (cents: number) => moneyV2(cents, order.currency);
  const subtotal = money(order.subtotalCents);
  const total = money(order.totalCents);
  const shipping = money(order.shippingCents);
  const tax = money(order.taxCents);
  const zero = money(0);
  const applications = order.discountApplications.map(applicationView);
  const allocation = (entry: {application: number; amountCents: number}) => ({
    allocatedAmount: money(entry.amountCents),
    discountApplication: applications[entry.application],
  });
  const lineItems = order.lines.map((line) => {
    const variant = line.variantId === null ? undefined : ctx.catalogue.variantsById.get(line.variantId);
    const original = line.unitPriceCents * line.quantity;
    const discounted = original - line.discountAllocations.reduce((sum, entry) => sum + entry.amountCents, 0);
    return {
      title: line.title,
      quantity: line.quantity,
      currentQuantity: line.quantity,
      customAttributes: [],
      discountAllocations: line.discountAllocations.map(allocation),
      originalTotalPrice: money(original),
      discountedTotalPrice: money(discounted),
      variant: variant ? ctx.views.variant(variant) : null,
      position: line.position,
    };
  });
  // Before order-level code discounts: the lines after their own (volume) discount.
  const currentSubtotal = money(order.subtotalCents + order.discountCents);
  const shippingApplication = order.discountApplications.findIndex((application) => application.targetType === 'SHIPPING_LINE');
  return {
    __typename: 'Order',
    id: orderGid(order),
    name: `#${order.number}`,
    orderNumber: order.number,
    processedAt: order.processedAt,
    email: order.email,
    phone: order.phone,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    currencyCode: order.currency,
    customerLocale: 'fr',
    customerUrl: null,
    edited: false,
    cancelReason: null,
    canceledAt: order.canceledAt,
    statusUrl: `${ctx.app.publicUrl}${orderStatusPath(order)}`,
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: currentSubtotal,
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    totalTax: tax,
    totalTaxV2: tax,
    currentTotalTax: tax,
    totalShippingPrice: shipping,
    totalShippingPriceV2: shipping,
    currentTotalShippingPrice: shipping,
    totalRefunded: zero,
    totalRefundedV2: zero,
    currentTotalDuties: null,
    originalTotalDuties: null,
    shippingAddress: mailingAddressView(`gid://shopify/MailingAddress/${order.number}?model_name=Address&key=${order.key}`, order.shippingAddress),
    billingAddress: null,
    customAttributes: order.attributes,
    shippingDiscountAllocations:
      shippingApplication >= 0 && order.shippingDiscountCents > 0
        ? [allocation({application: shippingApplication, amountCents: order.shippingDiscountCents})]
        : [],
    discountApplications: (args: PageArgs & {reverse?: boolean | null}) => {
      const list = applications.map((view, index) => ({view, index}));
      if (args.reverse) list.reverse();
      return paginate(list, args, ({index}) => ({id: index + 1}), ({view}) => view);
    },
    successfulFulfillments: () => [],
    lineItems: (args: PageArgs & {reverse?: boolean | null}) => {
      const list = args.reverse ? [...lineItems].reverse() : lineItems;
      return paginate(list, args, (item) => ({id: item.position}), (item) => item);
    },
    metafield: () => null,
    metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  };
}
