// A discount code typed in lowercase is shown as the merchant defined it (as Shopify
// does): in the checkout's summary, on the order (Storefront API), its status page and
// the confirmation e-mail in the merchant's outbox.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LocalShop} from '../../local-shop/server.ts';
import {createCart, deliveryStep, pageText} from './checkout-helpers.ts';
import {TEST_ADDRESS, data, getPage, postForm, readOutbox, removeTempDirs, startTestShop, variantIdBySku} from './local-shop-helpers.ts';

let shop: LocalShop & {dataDir: string};
let am14: string;

beforeAll(async () => {
  shop = await startTestShop();
  am14 = await variantIdBySku(shop, 'amortisseur-industriel-m14', 'AM14');
});

afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const ORDER = `query($id: ID!) { node(id: $id) { ... on Order {
  statusUrl
  customAttributes { key value }
  discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code } } }
  lineItems(first: 5) { nodes { discountAllocations { discountApplication { ... on DiscountCodeApplication { code } } } } }
} } }`;

describe('a code typed in lowercase', () => {
  it('is BIENVENUE10 on the checkout, the order, its status page and the e-mail', async () => {
    const email = 'minuscules@exemple.fr';
    const cart = await createCart(shop, {lines: [{merchandiseId: am14, quantity: 2}], discountCodes: ['bienvenue10']});
    const page = await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email});
    const text = pageText(page.html);
    expect(text).toContain('Code BIENVENUE10');
    expect(text).not.toContain('bienvenue10');

    const placed = await postForm(cart.checkoutUrl, {...page.fields, delivery: 'standard', payment: 'bank-transfer'});
    expect(placed.status).toBe(303);
    const url = new URL(placed.location as string);
    const {node} = await data(shop, ORDER, {id: `gid://shopify/Order/${url.searchParams.get('order')}?key=${url.searchParams.get('key')}`});
    expect(node.discountApplications.nodes).toContainEqual({code: 'BIENVENUE10'});
    expect(node.lineItems.nodes[0].discountAllocations).toContainEqual({discountApplication: {code: 'BIENVENUE10'}});
    expect(node.customAttributes).toContainEqual({key: 'Codes de réduction', value: 'BIENVENUE10'});

    const status = await getPage(node.statusUrl);
    expect(status.status).toBe(200);
    expect(pageText(status.html)).toContain('BIENVENUE10');
    expect(status.html).not.toContain('bienvenue10');

    const [message] = await readOutbox(shop, email);
    expect(message.body).toContain('BIENVENUE10');
    expect(message.body).not.toContain('bienvenue10');
  });

  it('says why a refused code does not apply with its canonical name', async () => {
    const cart = await createCart(shop, {lines: [{merchandiseId: am14, quantity: 1}], discountCodes: ['pro50']});
    const text = pageText((await deliveryStep(cart.checkoutUrl, {...TEST_ADDRESS, email: 'pro-minuscules@exemple.fr'})).html);
    expect(text).toContain('Le code PRO50 s’applique à partir de');
    expect(text).toContain('Code PRO50 non appliqué');
    expect(text).not.toContain('pro50');
  });
});
