// The Customer Account API's Order and LineItem over the local shop's orders: lines with
// their images and discounts, totals, the shipping address, financial and fulfillment
// status. Nothing ships, is returned or refunded from the local shop: those lists are empty.

import {type PageArgs, emptyConnection, paginate} from '../graphql/connection.ts';
import type {RequestContext} from '../graphql/context.ts';
import {IMAGE_SIZE} from '../graphql/catalogue.ts';
import {applicationView} from '../graphql/orders.ts';
import {orderStatusPath} from '../urls.ts';
import {moneyV2} from '../money.ts';
import type {OrderRecord, ShippingAddress} from '../store/orders.ts';
import {sha256Hex as digest} from '../crypto.ts';
import {addressView} from './views.ts';

type ConnectionArgs = PageArgs & {reverse?: boolean | null};

export function orderGid(order: {number: number}): string {
  return `gid://shopify/Order/${order.number}`;
}

/** The order number in 'gid://shopify/Order/<number>'; null otherwise. */
export function orderNumberOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/Order\/(\d{1,12})$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

function shippingAddressView(order: OrderRecord): Record<string, unknown> {
  const address: ShippingAddress = order.shippingAddress;
  return addressView(`gid://shopify/MailingAddress/${order.number}?model_name=Address`, address);
}

/** Shopify's confirmation numbers are 9 letters and digits; here derived from the order's key. */
function confirmationNumber(order: OrderRecord): string {
  return BigInt(`0x${digest(order.key).slice(0, 15)}`).toString(36).toUpperCase().padStart(9, '0').slice(-9);
}

function lineItemView(order: OrderRecord, line: OrderRecord['lines'][number], ctx: RequestContext, applications: Record<string, unknown>[]) {
  const money = (cents: number) => moneyV2(cents, order.currency);
  const variant = line.variantId === null ? undefined : ctx.catalogue.variantsById.get(line.variantId);
  const product = line.productId === null ? undefined : ctx.catalogue.productsById.get(line.productId);
  const before = line.unitPriceCents * line.quantity;
  const discount = line.discountAllocations.reduce((sum, entry) => sum + entry.amountCents, 0);
  const allocations = line.discountAllocations.map((entry) => ({allocatedAmount: money(entry.amountCents), discountApplication: applications[entry.application]}));
  return {
    __typename: 'LineItem',
    id: `gid://shopify/LineItem/${order.id * 1000 + line.position}`,
    title: line.title,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    presentmentTitle: line.title,
    variantTitle: line.variantTitle || null,
    sku: line.sku,
    vendor: product?.vendor ?? null,
    productType: product?.productType ?? null,
    productId: line.productId === null ? null : `gid://shopify/Product/${line.productId}`,
    variantId: line.variantId === null ? null : `gid://shopify/ProductVariant/${line.variantId}`,
    variantOptions: variant && product && !product.hasOnlyDefaultVariant ? product.options.map((option, index) => ({name: option.name, value: variant.optionValues[index] ?? ''})) : null,
    quantity: line.quantity,
    soldQuantity: line.quantity,
    refundableQuantity: line.quantity,
    price: money(line.unitPriceCents),
    totalPrice: money(before),
    currentTotalPrice: money(before),
    totalPriceBeforeDiscounts: money(before),
    soldTotalPrice: money(before),
    totalPriceWithDiscounts: money(before - discount),
    soldDiscountedTotalPrice: money(before - discount),
    totalDiscount: money(discount),
    discountAllocations: allocations,
    discountInformation: [],
    soldDiscountInformation: [],
    unitPrice: null,
    image: line.imagePath
      ? {id: null, url: () => `${ctx.app.publicUrl}${line.imagePath}`, altText: line.title, width: IMAGE_SIZE, height: IMAGE_SIZE, thumbhash: null}
      : null,
    customAttributes: [],
    giftCard: false,
    requiresShipping: true,
    legacyFee: false,
    legacyFeeDescription: null,
    legacyFeeTitle: null,
    group: null,
    groupTitle: null,
    sellingPlan: null,
    supportedReturnReasons: [],
    suggestedReturnReasonDefinitions: () => null,
  };
}

export function orderView(order: OrderRecord, ctx: RequestContext, customer: () => Record<string, unknown> | null): Record<string, unknown> {
  const money = (cents: number) => moneyV2(cents, order.currency);
  const applications = order.discountApplications.map(applicationView);
  const lines = order.lines.map((line) => lineItemView(order, line, ctx, applications));
  const shippingApplication = order.discountApplications.findIndex((application) => application.targetType === 'SHIPPING_LINE');
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalDiscount = order.discountCents + order.shippingDiscountCents + order.lines.reduce((sum, line) => sum + line.discountAllocations.reduce((s, e) => s + e.amountCents, 0), 0);
  return {
    __typename: 'Order',
    id: orderGid(order),
    name: `#${order.number}`,
    number: order.number,
    confirmationNumber: confirmationNumber(order),
    statusPageUrl: `${ctx.app.publicUrl}${orderStatusPath(order)}`,
    createdAt: order.processedAt,
    processedAt: order.processedAt,
    updatedAt: order.processedAt,
    cancelledAt: order.canceledAt,
    cancelReason: null,
    email: order.email,
    hasEmail: true,
    phone: order.phone,
    customer,
    customerLocale: 'fr',
    currencyCode: order.currency,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    edited: false,
    editSummary: null,
    note: null,
    poNumber: null,
    customAttributes: order.attributes,
    requiresShipping: true,
    hasMultipleFulfillments: false,
    latestFulfillmentDeliveryDate: null,
    reorderPath: null,
    subtotal: money(order.subtotalCents),
    subtotalBeforeDiscounts: money(order.subtotalCents + order.discountCents),
    totalPrice: money(order.totalCents),
    totalTax: money(order.taxCents),
    totalShipping: money(order.shippingCents + order.shippingDiscountCents),
    totalDiscountedShipping: money(order.shippingCents),
    totalRefunded: money(0),
    totalTip: null,
    totalDuties: null,
    shippingTitle: order.deliveryTitle,
    shippingLine: {handle: order.deliveryHandle, title: order.deliveryTitle, originalPrice: money(order.shippingCents + order.shippingDiscountCents)},
    shippingAddress: shippingAddressView(order),
    billingAddress: null,
    shippingDiscountAllocations:
      shippingApplication >= 0 && order.shippingDiscountCents > 0
        ? [{allocatedAmount: money(order.shippingDiscountCents), discountApplication: applications[shippingApplication]}]
        : [],
    discountInformation: {
      totalDiscounts: money(totalDiscount),
      totalOrderLevelAppliedDiscounts: money(order.discountCents),
      allAppliedDiscounts: [],
      allOrderLevelAppliedDiscounts: [],
      allOrderLevelAppliedDiscountsOnSoldItems: [],
    },
    soldInformation: {quantity, refundedQuantity: 0, subtotal: money(order.subtotalCents), total: money(order.totalCents), totalDiscount: money(totalDiscount), totalTaxes: money(order.taxCents)},
    discountApplications: (args: ConnectionArgs) => {
      const list = applications.map((view, index) => ({view, index}));
      if (args.reverse) list.reverse();
      return paginate(list, args, ({index}) => ({id: index + 1}), ({view}) => view);
    },
    lineItems: (args: ConnectionArgs) => {
      const list = args.reverse ? [...lines].reverse() : lines;
      return paginate(list, args, (item) => ({id: item.id}), (item) => item);
    },
    // Nothing ships from the local shop, nothing is returned or refunded there.
    fulfillments: (args: ConnectionArgs) => emptyConnection(args),
    returns: (args: ConnectionArgs) => emptyConnection(args),
    agreements: (args: ConnectionArgs) => emptyConnection(args),
    subscriptionContracts: (args: ConnectionArgs) => emptyConnection(args),
    refunds: [],
    transactions: [],
    taxInvoices: [],
    lineItemContainers: [],
    shippingLineGroups: [],
    legacyAggregatedMerchandiseTermsAsFees: [],
    legacyRepresentProductsAsFees: false,
    orderReceiptMetafields: [],
    metafield: () => null,
    metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  };
}
