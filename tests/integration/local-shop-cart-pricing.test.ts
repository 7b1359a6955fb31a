// What a cart costs in the local shop: the volume discount of DESIGN.md's tier table on
// each line, seeded discount codes, gift cards, delivery groups and options, the cart
// totals, and that the checkout and the order carry all of it. Also: note limits,
// persistence across a restart and concurrent updates.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formatDiscountPercent} from '../../app/lib/money.ts';
import {volumeDiscount} from '../../app/lib/volume-discount.ts';
import {type LocalShop} from '../../local-shop/server.ts';
import {checkout, data, getPage, gql, startTestShop, tempDataDir, removeTempDirs, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
const ids: Record<string, string> = {};

beforeAll(async () => {
  shop = await startTestShop();
  for (const [handle, sku] of [
    ['verin-gaz-acier-8-18', 'VG818-100-50'],
    ['verin-gaz-acier-8-18', 'VG818-200-100'],
    ['embout-rotule-m8', 'ROT-M8'],
    ['verin-hydraulique-double-effet', 'VH4020-200'],
    ['amortisseur-industriel-m14', 'AM14'],
  ]) {
    ids[sku] = await variantIdBySku(shop, handle, sku);
  }
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const MONEY = 'amount currencyCode';
const ALLOCATION = `__typename discountedAmount { ${MONEY} } targetType
  discountApplication { allocationMethod targetSelection targetType value { __typename ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount } } }
  ... on CartCodeDiscountAllocation { code } ... on CartAutomaticDiscountAllocation { title }`;
const CART = `id totalQuantity note attributes { key value }
  lines(first: 50) { nodes { id quantity merchandise { ... on ProductVariant { sku } }
    cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
    discountAllocations { ${ALLOCATION} } } }
  cost { subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } checkoutChargeAmount { amount } totalTaxAmount { amount } }
  discountCodes { code applicable }
  discountAllocations { ${ALLOCATION} }
  appliedGiftCards { id lastCharacters amountUsed { amount } balance { amount } presentmentAmountUsed { amount } }
  deliveryGroups(first: 10) { nodes { id groupType
    deliveryAddress { city zip countryCodeV2 }
    cartLines(first: 10) { nodes { id } }
    deliveryOptions { handle code title description estimatedCost { ${MONEY} } deliveryMethodType }
    selectedDeliveryOption { handle estimatedCost { amount } } } }
  buyerIdentity { email countryCode }
  checkoutUrl`;
const PAYLOAD = `cart { ${CART} } userErrors { field code message } warnings { code message target }`;

type Line = {merchandiseId: string; quantity: number};

async function newCart(lines: Line[], extra: Record<string, unknown> = {}) {
  const result = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`, {input: {lines, ...extra}});
  expect(result.cartCreate.userErrors).toEqual([]);
  return result.cartCreate.cart;
}

async function codes(cartId: string, discountCodes: string[]) {
  return (await data(shop, `mutation($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { ${PAYLOAD} } }`, {id: cartId, codes: discountCodes}))
    .cartDiscountCodesUpdate;
}

async function giftCards(cartId: string, giftCardCodes: string[]) {
  return (await data(shop, `mutation($id: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: $codes) { ${PAYLOAD} } }`, {id: cartId, codes: giftCardCodes}))
    .cartGiftCardCodesUpdate;
}

async function chooseDelivery(cartId: string, deliveryGroupId: string, deliveryOptionHandle: string) {
  return (
    await data(
      shop,
      `mutation($id: ID!, $options: [CartSelectedDeliveryOptionInput!]!) { cartSelectedDeliveryOptionsUpdate(cartId: $id, selectedDeliveryOptions: $options) { ${PAYLOAD} } }`,
      {id: cartId, options: [{deliveryGroupId, deliveryOptionHandle}]},
    )
  ).cartSelectedDeliveryOptionsUpdate;
}

async function setAddress(cartId: string, address: Record<string, string>) {
  return (
    await data(
      shop,
      `mutation($id: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesReplace(cartId: $id, addresses: $addresses) { ${PAYLOAD} } }`,
      {id: cartId, addresses: [{selected: true, address: {deliveryAddress: address}}]},
    )
  ).cartDeliveryAddressesReplace;
}

const euros = (cents: number) => String(cents / 100).replace(/^(\d+)$/, '$1.0').replace(/(\.\d)0$/, '$1');

describe('volume discount (DESIGN.md section 4)', () => {
  it('takes each line’s tier off that line, exactly as the product page computes it', async () => {
    for (const quantity of [2, 3, 4, 5, 9, 10, 40]) {
      const cart = await newCart([{merchandiseId: ids['ROT-M8'], quantity}]);
      const [line] = cart.lines.nodes;
      const expected = volumeDiscount(3.9, quantity);
      expect(line.cost.subtotalAmount.amount, String(quantity)).toBe(euros(Math.round(expected.subtotal * 100)));
      expect(line.cost.totalAmount.amount, String(quantity)).toBe(euros(Math.round(expected.total * 100)));
      expect(cart.cost.totalAmount.amount).toBe(line.cost.totalAmount.amount);
      if (expected.percent === 0) {
        expect(line.discountAllocations).toEqual([]);
        continue;
      }
      expect(line.discountAllocations).toEqual([
        {
          __typename: 'CartAutomaticDiscountAllocation',
          title: `Remise quantité ${formatDiscountPercent(expected.percent)}`,
          discountedAmount: {amount: euros(Math.round(expected.discountAmount * 100)), currencyCode: 'EUR'},
          targetType: 'LINE_ITEM',
          discountApplication: {
            allocationMethod: 'EACH',
            targetSelection: 'ENTITLED',
            targetType: 'LINE_ITEM',
            value: {__typename: 'PricingPercentageValue', percentage: expected.percent},
          },
        },
      ]);
    }
  });

  it('sums the lines into the cart cost (prices include VAT; no tax amount since 2025-01)', async () => {
    // 3 × 3,90 = 11,70 − 5 % (0,59) = 11,11; 2 × 45,00 = 90,00. Total 101,11, VAT 16,85.
    const cart = await newCart([
      {merchandiseId: ids['ROT-M8'], quantity: 3},
      {merchandiseId: ids.AM14, quantity: 2},
    ]);
    expect(cart.totalQuantity).toBe(5);
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '101.11', currencyCode: 'EUR'},
      totalAmount: {amount: '101.11', currencyCode: 'EUR'},
      checkoutChargeAmount: {amount: '101.11'},
      totalTaxAmount: null,
    });
  });
});

describe('discount codes', () => {
  it('BIENVENUE10 takes 10 % off the merchandise, whatever the case typed', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 2}]);
    const result = await codes(cart.id, ['bienvenue10']);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([]);
    // The cart keeps the code as typed; the discount it gives is named as the merchant defined it.
    expect(result.cart.discountCodes).toEqual([{code: 'bienvenue10', applicable: true}]);
    expect(result.cart.discountAllocations).toEqual([
      {
        __typename: 'CartCodeDiscountAllocation',
        code: 'BIENVENUE10',
        discountedAmount: {amount: '4.98', currencyCode: 'EUR'},
        targetType: 'LINE_ITEM',
        discountApplication: {allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: {__typename: 'PricingPercentageValue', percentage: 10}},
      },
    ]);
    // 49,80 − 4,98 = 44,82.
    expect(result.cart.cost).toMatchObject({subtotalAmount: {amount: '49.8'}, totalAmount: {amount: '44.82'}, totalTaxAmount: null});
    const cleared = await codes(cart.id, []);
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe('49.8');
  });

  it('keeps unknown and inapplicable codes as not applicable, with Shopify’s warnings', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 2}]);
    const result = await codes(cart.id, ['INCONNU', 'PRO50']);
    expect(result.cart.discountCodes).toEqual([
      {code: 'INCONNU', applicable: false},
      {code: 'PRO50', applicable: false},
    ]);
    expect(result.cart.discountAllocations).toEqual([]);
    expect(result.cart.cost.totalAmount.amount).toBe('49.8');
    expect(result.warnings).toEqual([
      {code: 'DISCOUNT_NOT_FOUND', message: 'Le code de réduction « INCONNU » n’existe pas.', target: cart.id},
      {code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: expect.stringMatching(/^Le code « PRO50 » s’applique à partir de 500,00\s€ d’achats\.$/), target: cart.id},
    ]);
  });

  it('PRO50 takes 50 € off from 500 € TTC, and does not combine with BIENVENUE10', async () => {
    // 3 × 189,00 = 567,00 − 5 % = 538,65.
    const cart = await newCart([{merchandiseId: ids['VH4020-200'], quantity: 3}]);
    const result = await codes(cart.id, ['PRO50', 'BIENVENUE10']);
    expect(result.cart.discountCodes).toEqual([
      {code: 'PRO50', applicable: true},
      {code: 'BIENVENUE10', applicable: false},
    ]);
    expect(result.warnings).toMatchObject([{code: 'DISCOUNT_CODE_NOT_HONOURED', target: cart.id}]);
    expect(result.cart.discountAllocations).toMatchObject([
      {code: 'PRO50', discountedAmount: {amount: '50.0'}, discountApplication: {value: {__typename: 'MoneyV2', amount: '50.0'}}},
    ]);
    expect(result.cart.cost).toMatchObject({subtotalAmount: {amount: '538.65'}, totalAmount: {amount: '488.65'}});
  });

  it('LIVRAISON makes standard delivery free (a shipping allocation; the cart total leaves shipping out)', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 1}], {buyerIdentity: {countryCode: 'FR'}, discountCodes: ['LIVRAISON']});
    expect(cart.discountCodes).toEqual([{code: 'LIVRAISON', applicable: true}]);
    expect(cart.deliveryGroups.nodes[0].selectedDeliveryOption).toEqual({handle: 'standard', estimatedCost: {amount: '9.9'}});
    expect(cart.discountAllocations).toMatchObject([
      {code: 'LIVRAISON', targetType: 'SHIPPING_LINE', discountedAmount: {amount: '9.9'}, discountApplication: {targetType: 'SHIPPING_LINE', value: {percentage: 100}}},
    ]);
    expect(cart.cost.totalAmount.amount).toBe('24.9');
    const express = await chooseDelivery(cart.id, cart.deliveryGroups.nodes[0].id, 'express');
    expect(express.cart.discountAllocations).toEqual([]);
    expect(express.cart.discountCodes).toEqual([{code: 'LIVRAISON', applicable: true}]);
  });
});

describe('gift cards', () => {
  it('applies a card up to its balance, refuses an empty or unknown card, and removes it', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 1}]);
    const applied = await giftCards(cart.id, ['cadeau 50 eur']);
    expect(applied.userErrors).toEqual([]);
    const [card] = applied.cart.appliedGiftCards;
    expect(card).toMatchObject({lastCharacters: '0EUR', amountUsed: {amount: '24.9'}, presentmentAmountUsed: {amount: '24.9'}, balance: {amount: '50.0'}});
    expect(card.id).toMatch(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/);
    expect(applied.cart.cost).toMatchObject({subtotalAmount: {amount: '24.9'}, totalAmount: {amount: '0.0'}});

    const refused = await giftCards(cart.id, ['CADEAU-EPUISE', 'PAS-UNE-CARTE']);
    expect(refused.userErrors).toEqual([
      {field: ['giftCardCodes', '0'], code: 'INVALID', message: "La carte cadeau « CADEAU-EPUISE » n’a plus de solde."},
      {field: ['giftCardCodes', '1'], code: 'INVALID', message: "La carte cadeau « PAS-UNE-CARTE » n’existe pas."},
    ]);
    // Nothing changed.
    expect(refused.cart.appliedGiftCards).toHaveLength(1);

    const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: $ids) { ${PAYLOAD} } }`;
    const wrong = await data(shop, REMOVE, {id: cart.id, ids: ['gid://shopify/AppliedGiftCard/999']});
    expect(wrong.cartGiftCardCodesRemove.userErrors).toMatchObject([{field: ['appliedGiftCardIds', '0'], code: 'INVALID'}]);
    const removed = await data(shop, REMOVE, {id: cart.id, ids: [card.id]});
    expect(removed.cartGiftCardCodesRemove.cart.appliedGiftCards).toEqual([]);
    expect(removed.cartGiftCardCodesRemove.cart.cost.totalAmount.amount).toBe('24.9');
    const added = await data(shop, `mutation($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["CADEAU-50-EUR"]) { ${PAYLOAD} } }`, {id: cart.id});
    expect(added.cartGiftCardCodesAdd.cart.appliedGiftCards).toHaveLength(1);
  });
});

describe('delivery groups and options (SPEC.md section 9)', () => {
  it('offers nothing without a destination, standard and express for a country, same-day for Paris', async () => {
    const bare = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 1}]);
    expect(bare.deliveryGroups.nodes).toEqual([]);

    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 1}], {buyerIdentity: {countryCode: 'FR'}});
    const [group] = cart.deliveryGroups.nodes;
    expect(group).toMatchObject({groupType: 'ONE_TIME_PURCHASE', deliveryAddress: {countryCodeV2: 'FR', city: null}, cartLines: {nodes: [{id: cart.lines.nodes[0].id}]}});
    expect(group.deliveryOptions).toEqual([
      {handle: 'standard', code: 'standard', title: 'Livraison standard', description: '3 à 5 jours ouvrés', estimatedCost: {amount: '9.9', currencyCode: 'EUR'}, deliveryMethodType: 'SHIPPING'},
      {handle: 'express', code: 'express', title: 'Livraison express', description: '24 à 48 h', estimatedCost: {amount: '15.0', currencyCode: 'EUR'}, deliveryMethodType: 'SHIPPING'},
    ]);
    expect(group.selectedDeliveryOption.handle).toBe('standard');
    // Shopify's cart total leaves shipping out until checkout.
    expect(cart.cost.totalAmount.amount).toBe('24.9');

    const paris = await setAddress(cart.id, {firstName: 'Anne', lastName: 'Martin', address1: '3 rue Vaugirard', zip: '75006', city: 'Paris', countryCode: 'FR'});
    const parisGroup = paris.cart.deliveryGroups.nodes[0];
    expect(parisGroup.deliveryAddress).toEqual({city: 'Paris', zip: '75006', countryCodeV2: 'FR'});
    expect(parisGroup.deliveryOptions.map((option: any) => [option.handle, option.estimatedCost.amount])).toEqual([
      ['standard', '9.9'],
      ['express', '15.0'],
      ['same-day-paris', '25.0'],
    ]);
    const sameDay = await chooseDelivery(cart.id, parisGroup.id, 'same-day-paris');
    expect(sameDay.userErrors).toEqual([]);
    expect(sameDay.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toEqual({handle: 'same-day-paris', estimatedCost: {amount: '25.0'}});

    // Away from Paris, same-day is neither offered nor kept.
    const lyon = await setAddress(cart.id, {address1: '3 rue Mercière', zip: '69002', city: 'Lyon', countryCode: 'FR'});
    expect(lyon.cart.deliveryGroups.nodes[0].selectedDeliveryOption.handle).toBe('standard');
    const refused = await chooseDelivery(cart.id, parisGroup.id, 'same-day-paris');
    expect(refused.userErrors).toEqual([
      {field: ['selectedDeliveryOptions', '0', 'deliveryOptionHandle'], code: 'INVALID_DELIVERY_OPTION', message: "Le mode de livraison « same-day-paris » n’est pas proposé pour ce panier."},
    ]);
    const badGroup = await chooseDelivery(cart.id, 'gid://shopify/CartDeliveryGroup/42', 'express');
    expect(badGroup.userErrors).toMatchObject([{field: ['selectedDeliveryOptions', '0', 'deliveryGroupId'], code: 'INVALID_DELIVERY_GROUP'}]);
    const noGroup = await chooseDelivery(bare.id, parisGroup.id, 'standard');
    expect(noGroup.userErrors).toMatchObject([{code: 'INVALID_DELIVERY_GROUP'}]);
  });

  it('makes standard delivery free from 250 € HT of merchandise after discounts', async () => {
    // 189,00 + 5 × 24,90 − 10 % (112,05) = 301,05 TTC = 250,88 HT: free.
    const cart = await newCart(
      [
        {merchandiseId: ids['VH4020-200'], quantity: 1},
        {merchandiseId: ids['VG818-100-50'], quantity: 5},
      ],
      {buyerIdentity: {countryCode: 'FR'}},
    );
    expect(cart.cost.totalAmount.amount).toBe('301.05');
    expect(cart.deliveryGroups.nodes[0].deliveryOptions[0].estimatedCost.amount).toBe('0.0');
    // BIENVENUE10 (30,11, rounded half up) brings it to 270,94 TTC, under the threshold.
    const discounted = await codes(cart.id, ['BIENVENUE10']);
    expect(discounted.cart.cost.totalAmount.amount).toBe('270.94');
    expect(discounted.cart.deliveryGroups.nodes[0].deliveryOptions[0].estimatedCost.amount).toBe('9.9');
  });

  it('starts the checkout from the option chosen on the cart', async () => {
    const cart = await newCart([{merchandiseId: ids['VG818-100-50'], quantity: 1}], {buyerIdentity: {countryCode: 'FR', email: 'express@exemple.fr'}});
    await chooseDelivery(cart.id, cart.deliveryGroups.nodes[0].id, 'express');
    const {deliveryHtml} = await checkout(cart.checkoutUrl, {delivery: 'express'});
    expect(deliveryHtml).toMatch(/name="delivery" value="express"[^>]* checked/);
  });
});

describe('the checkout and the order carry the discounts', () => {
  const ORDER = `query($id: ID!) { node(id: $id) { ... on Order {
    financialStatus subtotalPrice { amount } currentSubtotalPrice { amount } totalShippingPrice { amount } totalPrice { amount } totalTax { amount }
    customAttributes { key value }
    discountApplications(first: 10) { nodes { __typename allocationMethod targetSelection targetType
      value { ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount } }
      ... on DiscountCodeApplication { code applicable } ... on AutomaticDiscountApplication { title } } }
    shippingDiscountAllocations { allocatedAmount { amount } discountApplication { targetType } }
    lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount }
      discountAllocations { allocatedAmount { amount } discountApplication { __typename ... on DiscountCodeApplication { code } ... on AutomaticDiscountApplication { title } } } } }
  } } }`;

  it('charges the volume discount, BIENVENUE10 and LIVRAISON, once per customer for BIENVENUE10', async () => {
    const email = `bienvenue.${Date.now()}@exemple.fr`;
    const cart = await newCart(
      [
        {merchandiseId: ids['ROT-M8'], quantity: 5},
        {merchandiseId: ids['VG818-100-50'], quantity: 1},
      ],
      {discountCodes: ['BIENVENUE10', 'LIVRAISON'], buyerIdentity: {email}},
    );
    // 5 × 3,90 = 19,50 − 10 % (1,95) = 17,55; + 24,90 = 42,45; − 10 % (4,25) = 38,20.
    expect(cart.cost.totalAmount.amount).toBe('38.2');
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain('Code BIENVENUE10');
    expect(page.html).toMatch(/Remise quantité −10/);
    const placed = await checkout(cart.checkoutUrl, {address: {...TEST_ADDRESS_WITH(email)}, delivery: 'standard'});
    expect(placed.deliveryHtml).toContain('38,20');
    const {node: order} = await data(shop, ORDER, {id: placed.id});
    expect(order).toMatchObject({
      financialStatus: 'PENDING',
      subtotalPrice: {amount: '38.2'},
      currentSubtotalPrice: {amount: '42.45'},
      totalShippingPrice: {amount: '0.0'},
      totalPrice: {amount: '38.2'},
      totalTax: {amount: '6.37'},
      shippingDiscountAllocations: [{allocatedAmount: {amount: '9.9'}, discountApplication: {targetType: 'SHIPPING_LINE'}}],
    });
    expect(order.discountApplications.nodes).toEqual([
      {__typename: 'AutomaticDiscountApplication', allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: {percentage: 10}, title: `Remise quantité ${formatDiscountPercent(10)}`},
      {__typename: 'DiscountCodeApplication', allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: {percentage: 10}, code: 'BIENVENUE10', applicable: true},
      {__typename: 'DiscountCodeApplication', allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'SHIPPING_LINE', value: {percentage: 100}, code: 'LIVRAISON', applicable: true},
    ]);
    const [rotules, spring] = order.lineItems.nodes;
    const shares = [rotules, spring].map((line: any) => line.discountAllocations.filter((entry: any) => entry.discountApplication.code).map((entry: any) => Number(entry.allocatedAmount.amount)));
    expect(shares.flat().reduce((sum: number, value: number) => sum + value, 0)).toBeCloseTo(4.25, 2);
    expect(rotules).toMatchObject({originalTotalPrice: {amount: '19.5'}});
    expect(Number(rotules.discountedTotalPrice.amount) + Number(spring.discountedTotalPrice.amount)).toBeCloseTo(38.2, 2);
    const attributes = Object.fromEntries(order.customAttributes.map((entry: any) => [entry.key, entry.value]));
    expect(attributes['Codes de réduction']).toBe('BIENVENUE10, LIVRAISON');

    // The same buyer cannot use BIENVENUE10 a second time.
    const again = await newCart([{merchandiseId: ids['ROT-M8'], quantity: 1}], {buyerIdentity: {email: email.toUpperCase()}});
    const refused = await codes(again.id, ['BIENVENUE10']);
    expect(refused.cart.discountCodes).toEqual([{code: 'BIENVENUE10', applicable: false}]);
    expect(refused.warnings).toMatchObject([{code: 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', message: 'Vous avez déjà utilisé le code « BIENVENUE10 ».'}]);
  });

  it('needs no payment method when gift cards cover the whole order', async () => {
    shop.app.store.run(
      "INSERT INTO gift_cards (code, initial_cents, balance_cents, created_at, updated_at) VALUES ('TESTCENTEUROS', 10000, 10000, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
    );
    const cart = await newCart([{merchandiseId: ids.AM14, quantity: 1}], {giftCardCodes: ['test-cent-euros']});
    const placed = await checkout(cart.checkoutUrl, {delivery: 'standard', payment: ''});
    expect(placed.deliveryHtml).toContain('aucun paiement n');
    const {node: order} = await data(shop, ORDER, {id: placed.id});
    // 45,00 + 9,90 = 54,90, all paid by the card.
    expect(order).toMatchObject({financialStatus: 'PAID', totalPrice: {amount: '54.9'}});
    const attributes = Object.fromEntries(order.customAttributes.map((entry: any) => [entry.key, entry.value]));
    expect(attributes).toMatchObject({Paiement: 'Carte cadeau', 'Reste à payer': expect.stringMatching(/^0,00\s€$/)});
    expect(attributes.IBAN).toBeUndefined();
    expect(shop.app.store.get("SELECT balance_cents FROM gift_cards WHERE code = 'TESTCENTEUROS'")?.balance_cents).toBe(4510);
  });

  it('pays with a gift card at checkout and takes the amount off its balance', async () => {
    const cart = await newCart([{merchandiseId: ids.AM14, quantity: 1}], {giftCardCodes: ['CADEAU-50-EUR']});
    // 45,00 + 15,00 express = 60,00: the card pays 50,00, 10,00 remain.
    const placed = await checkout(cart.checkoutUrl, {delivery: 'express'});
    expect(placed.deliveryHtml).toContain('Reste à payer');
    const {node: order} = await data(shop, ORDER, {id: placed.id});
    expect(order).toMatchObject({financialStatus: 'PARTIALLY_PAID', totalPrice: {amount: '60.0'}});
    const attributes = Object.fromEntries(order.customAttributes.map((entry: any) => [entry.key, entry.value]));
    expect(attributes['Carte cadeau •••• 0EUR']).toMatch(/^50,00\s€$/);
    expect(attributes['Reste à payer']).toMatch(/^10,00\s€$/);
    const status = await getPage(`${shop.url}/orders/${placed.number}?key=${placed.key}`);
    expect(status.html).toContain('Carte cadeau •••• 0EUR');
    expect(status.html).toMatch(/<dt>Montant<\/dt><dd>10,00\s€<\/dd>/);
    // The card is spent.
    const next = await newCart([{merchandiseId: ids.AM14, quantity: 1}]);
    const spent = await giftCards(next.id, ['CADEAU-50-EUR']);
    expect(spent.userErrors).toMatchObject([{code: 'INVALID', message: "La carte cadeau « CADEAU-50-EUR » n’a plus de solde."}]);
  });
});

describe('note and attributes', () => {
  it('refuses a note over 5000 characters with NOTE_TOO_LONG and keeps the old one', async () => {
    const cart = await newCart([]);
    const NOTE = `mutation($id: ID!, $note: String!) { cartNoteUpdate(cartId: $id, note: $note) { cart { note } userErrors { field code } } }`;
    expect((await data(shop, NOTE, {id: cart.id, note: 'Sonner deux fois'})).cartNoteUpdate.cart.note).toBe('Sonner deux fois');
    const long = await data(shop, NOTE, {id: cart.id, note: 'x'.repeat(5001)});
    expect(long.cartNoteUpdate).toEqual({cart: {note: 'Sonner deux fois'}, userErrors: [{field: ['note'], code: 'NOTE_TOO_LONG'}]});
    const ATTRIBUTES = `mutation($id: ID!, $a: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $a) { cart { attributes { key value } } userErrors { field code } } }`;
    await data(shop, ATTRIBUTES, {id: cart.id, a: [{key: 'Chantier', value: 'B-12'}, {key: 'Quai', value: '3'}]});
    const replaced = await data(shop, ATTRIBUTES, {id: cart.id, a: [{key: 'Quai', value: '4'}]});
    expect(replaced.cartAttributesUpdate.cart.attributes).toEqual([{key: 'Quai', value: '4'}]);
    const bad = await data(shop, ATTRIBUTES, {id: cart.id, a: [{key: '', value: 'x'}]});
    expect(bad.cartAttributesUpdate).toEqual({cart: {attributes: [{key: 'Quai', value: '4'}]}, userErrors: [{field: ['attributes'], code: 'INVALID'}]});
  });
});

describe('durability', () => {
  it('keeps codes, gift cards, the delivery choice and orders across a restart', async () => {
    const dataDir = tempDataDir();
    let own = await startTestShop({dataDir});
    const variant = await variantIdBySku(own, 'verin-gaz-acier-8-18', 'VG818-100-50');
    const created = await data(own, `mutation($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: {lines: [{merchandiseId: variant, quantity: 2}], discountCodes: ['BIENVENUE10'], giftCardCodes: ['CADEAU-50-EUR'], buyerIdentity: {countryCode: 'FR'}},
    });
    const cart = created.cartCreate.cart;
    await data(
      own,
      `mutation($id: ID!, $g: ID!) { cartSelectedDeliveryOptionsUpdate(cartId: $id, selectedDeliveryOptions: [{deliveryGroupId: $g, deliveryOptionHandle: "express"}]) { userErrors { code } } }`,
      {id: cart.id, g: cart.deliveryGroups.nodes[0].id},
    );
    const other = await data(own, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`, {input: {lines: [{merchandiseId: variant, quantity: 1}]}});
    const order = await checkout(other.cartCreate.cart.checkoutUrl);
    await own.close();

    own = await startTestShop({dataDir});
    try {
      const after = await data(own, `query($id: ID!) { cart(id: $id) { ${CART} } }`, {id: cart.id});
      expect(after.cart.discountCodes).toEqual([{code: 'BIENVENUE10', applicable: true}]);
      expect(after.cart.appliedGiftCards.map((card: any) => card.lastCharacters)).toEqual(['0EUR']);
      expect(after.cart.deliveryGroups.nodes[0].selectedDeliveryOption.handle).toBe('express');
      expect(after.cart.cost.totalAmount.amount).toBe('0.0');
      const placed = await data(own, 'query($id: ID!) { node(id: $id) { ... on Order { orderNumber } } }', {id: order.id});
      expect(placed.node.orderNumber).toBe(order.number);
    } finally {
      await own.close();
    }
  });

  it('loses nothing when many updates hit one cart at once', async () => {
    const cart = await newCart([]);
    const rounds = 12;
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < rounds; i++) {
      jobs.push(
        gql(shop, `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v, quantity: 1}]) { userErrors { code } } }`, {id: cart.id, v: ids['ROT-M8']}),
        gql(shop, `mutation($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v, quantity: 1, attributes: [{key: "n", value: "${i}"}]}]) { userErrors { code } } }`, {
          id: cart.id,
          v: ids['ROT-M8'],
        }),
        gql(shop, `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "note ${i}") { userErrors { code } } }`, {id: cart.id}),
        gql(shop, `mutation($id: ID!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: ["BIENVENUE10"]) { userErrors { code } } }`, {id: cart.id}),
        gql(shop, `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {email: "concurrent@exemple.fr", countryCode: FR}) { userErrors { code } } }`, {id: cart.id}),
        gql(shop, `mutation($id: ID!) { cartDeliveryAddressesAdd(cartId: $id, addresses: [{address: {deliveryAddress: {address1: "${i} rue Mercière", city: "Lyon", zip: "69002", countryCode: FR}}}]) { userErrors { code } } }`, {
          id: cart.id,
        }),
      );
    }
    const results = (await Promise.all(jobs)) as {status: number; body: {errors?: unknown}}[];
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
    }
    const final = await data(shop, `query($id: ID!) { cart(id: $id) { totalQuantity note discountCodes { code } buyerIdentity { email } delivery { addresses { id } }
      lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { sku } } } } } }`, {id: cart.id});
    expect(final.cart.totalQuantity).toBe(rounds * 2);
    // One line for the plain additions (merged), one per distinct attribute.
    expect(final.cart.lines.nodes.map((line: any) => line.quantity).sort((a: number, b: number) => b - a)).toEqual([rounds, ...Array(rounds).fill(1)]);
    expect(final.cart.delivery.addresses).toHaveLength(rounds);
    expect(final.cart.note).toMatch(/^note \d+$/);
    expect(final.cart.discountCodes).toEqual([{code: 'BIENVENUE10'}]);
    expect(final.cart.buyerIdentity.email).toBe('concurrent@exemple.fr');
  });
});

function TEST_ADDRESS_WITH(email: string): Record<string, string> {
  return {email, phone: '', firstName: 'Paul', lastName: 'Petit', company: '', address1: '3 rue Mercière', address2: '', zip: '69002', city: 'Lyon', country: 'FR'};
}
