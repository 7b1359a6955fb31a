// The Customer Account API's objects over the local shop's records: Customer (profile,
// address book, orders, metafields), CustomerAddress, Order and LineItem, Shop. Fields
// follow @shopify/hydrogen's customer-account.schema.json; the ones the local shop has
// nothing for answer as a shop without them would (null, empty lists and connections).

import {SHOP} from '../../app/lib/constants.ts';
import {shopPolicies} from '../graphql/content.ts';
import {type PageArgs, emptyConnection, paginate} from '../graphql/connection.ts';
import type {RequestContext} from '../graphql/context.ts';
import {customerGid, orderMatches, sortOrders} from '../graphql/customer-view.ts';
import {formatAddressLines} from '../graphql/address.ts';
import {applicationView, orderStatusUrl} from '../graphql/orders.ts';
import {moneyV2} from '../money.ts';
import type {AddressRecord, CustomerRecord} from '../store/customers.ts';
import type {OrderRecord, ShippingAddress} from '../store/orders.ts';
import {IMAGE_SIZE} from '../graphql/catalogue.ts';
import {digest} from './secrets.ts';
import {type MetafieldStore, metafieldView} from './metafields.ts';

export type ConnectionArgs = PageArgs & {reverse?: boolean | null};

export function addressGid(id: number): string {
  return `gid://shopify/CustomerAddress/${id}`;
}

/** The address id in 'gid://shopify/CustomerAddress/<id>'; null otherwise. */
export function addressIdOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/CustomerAddress\/(\d{1,12})$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

export function orderGid(order: {number: number}): string {
  return `gid://shopify/Order/${order.number}`;
}

/** The order number in 'gid://shopify/Order/<number>'; null otherwise. */
export function orderNumberOf(gid: unknown): number | null {
  const match = typeof gid === 'string' ? /^gid:\/\/shopify\/Order\/(\d{1,12})$/.exec(gid) : null;
  return match ? Number(match[1]) : null;
}

type AddressLike = Partial<Pick<AddressRecord, 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCode' | 'phone'>>;

export function addressView(id: string, address: AddressLike): Record<string, unknown> {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'CustomerAddress',
    id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    name: name || null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    zoneCode: address.province ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    territoryCode: address.countryCode ?? null,
    phoneNumber: address.phone ?? null,
    formatted: ({withName, withCompany}: {withName?: boolean | null; withCompany?: boolean | null}) =>
      formatAddressLines(address, withName ?? false, withCompany ?? true),
    formattedArea: [address.city, address.province, address.country].filter(Boolean).join(', ') || null,
  };
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
    statusPageUrl: orderStatusUrl(ctx.app.publicUrl, order),
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

export function customerView(customer: CustomerRecord, ctx: RequestContext, metafields: MetafieldStore): Record<string, unknown> {
  const store = ctx.app.customers;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const defaultAddress = customer.defaultAddressId === null ? null : store.address(customer.id, customer.defaultAddressId);
  const self: Record<string, unknown> = {
    __typename: 'Customer',
    id: customerGid(customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: name || customer.email || customer.phone || '',
    emailAddress: {emailAddress: customer.email, marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED'},
    phoneNumber: customer.phone ? {phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED'} : null,
    createdAt: customer.createdAt,
    creationDate: customer.createdAt,
    tags: [],
    taxExemptionsDetails: [],
    lastIncompleteCheckout: null,
    defaultAddress: defaultAddress ? addressView(addressGid(defaultAddress.id), defaultAddress) : null,
    addresses: (args: ConnectionArgs & {skipDefault?: boolean | null}) => {
      let list = store.addresses(customer.id);
      if (args.skipDefault) list = list.filter((address) => address.id !== customer.defaultAddressId);
      if (args.reverse) list = list.reverse();
      return paginate(list, args, (address) => ({id: address.id}), (address) => addressView(addressGid(address.id), address));
    },
    orders: (args: ConnectionArgs & {sortKey?: string | null; query?: string | null}) => {
      const mine = ctx.app.orders.forCustomer(customer.id).filter((order) => orderMatches(order, args.query));
      const {list, value} = sortOrders(mine, args.sortKey === 'CREATED_AT' || args.sortKey === 'UPDATED_AT' ? 'PROCESSED_AT' : args.sortKey);
      if (args.reverse) list.reverse();
      return paginate(list, args, (order) => ({id: order.id, value: value(order)}), (order) => orderView(order, ctx, () => self));
    },
    metafield: ({namespace, key}: {namespace: string; key: string}) => {
      const record = metafields.get(customer.id, namespace, key);
      return record ? metafieldView(record) : null;
    },
    metafields: ({identifiers}: {identifiers: {namespace: string; key: string}[]}) =>
      identifiers.map(({namespace, key}) => {
        const record = metafields.get(customer.id, namespace, key);
        return record ? metafieldView(record) : null;
      }),
    // What the local shop does not have: store credit, B2B, drafts, subscriptions, saved cards.
    storeCreditAccounts: (args: ConnectionArgs) => emptyConnection(args),
    companyContacts: (args: ConnectionArgs) => emptyConnection(args),
    draftOrders: (args: ConnectionArgs) => emptyConnection(args),
    subscriptionContracts: (args: ConnectionArgs) => emptyConnection(args),
    creditCards: (args: ConnectionArgs) => emptyConnection(args),
    paymentInstruments: (args: ConnectionArgs) => emptyConnection(args),
    availablePaymentMethods: [],
    availableWalletPaymentConfigs: [],
    paypalBillingAgreement: null,
    creditCard: () => null,
    paymentInstrument: () => null,
    subscriptionContract: () => null,
    return: () => null,
  };
  return self;
}

export function shopView(ctx: RequestContext): Record<string, unknown> {
  const policies = Object.values(shopPolicies(ctx)).filter(Boolean);
  return {
    __typename: 'Shop',
    id: 'gid://shopify/Shop/1',
    name: SHOP.name,
    email: SHOP.email,
    myshopifyDomain: new URL(ctx.app.publicUrl).host,
    url: new URL(ctx.app.storefrontUrl).origin,
    shopPolicies: policies,
    metafield: () => null,
    metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  };
}

