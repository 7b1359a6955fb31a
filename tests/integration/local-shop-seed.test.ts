// Seeding: idempotent, follows changes of the seed without losing ids, carts, orders
// or sales, and the reset command starts over.

import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {SeedProduct} from '../../local-shop/catalog/types.ts';
import {DATABASE_FILE} from '../../local-shop/config.ts';
import {resetLocalShop} from '../../local-shop/reset.ts';
import {fixtureCatalog, fixtureProducts} from './fixtures/catalog.ts';
import {data, removeTempDirs, startTestShop, tempDataDir} from './local-shop-helpers.ts';

afterAll(removeTempDirs);

const CART = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`;
const GET = `query($id: ID!) { cart(id: $id) { totalQuantity lines(first: 10) { nodes { merchandise { ... on ProductVariant { sku price { amount } } } } } } }`;

describe('seeding', () => {
  it('applies a changed seed in place: same ids, stock kept, products added and withdrawn', async () => {
    const dataDir = tempDataDir();
    const first = await startTestShop({dataDir});
    let rotuleId: string;
    let damperVariant: string;
    let cartId: string;
    try {
      const ids = await data(first, `{ rotule: product(handle: "embout-rotule-m8") { id variants(first: 1) { nodes { id } } }
        damper: product(handle: "amortisseur-industriel-m14") { variants(first: 1) { nodes { id } } } }`);
      rotuleId = ids.rotule.id;
      damperVariant = ids.damper.variants.nodes[0].id;
      const cart = await data(first, CART, {input: {lines: [{merchandiseId: ids.rotule.variants.nodes[0].id, quantity: 2}, {merchandiseId: damperVariant, quantity: 1}]}});
      cartId = cart.cartCreate.cart.id;
      // A sale: 5 rotules leave the stock.
      first.app.store.run("UPDATE variants SET stock = stock - 5 WHERE sku = 'ROT-M8'");
    } finally {
      await first.close();
    }

    const changed: SeedProduct[] = fixtureProducts
      .filter((product) => product.handle !== 'amortisseur-industriel-m14')
      .map((product) =>
        product.handle === 'embout-rotule-m8'
          ? {...product, title: 'Embout rotule M8 acier', variants: [{...product.variants[0], price: '4.20', stock: 510}]}
          : product,
      );
    changed.push({...fixtureProducts[4], handle: 'embout-rotule-m10', title: 'Embout rotule M10', variants: [{...fixtureProducts[4].variants[0], sku: 'ROT-M10'}]});
    const second = await startTestShop({dataDir, catalog: {...fixtureCatalog, products: changed}});
    try {
      expect(second.seed).toMatchObject({changed: true, inserted: 1, updated: 1, unpublished: 1});
      const result = await data(second, `{ rotule: product(handle: "embout-rotule-m8") { id title variants(first: 1) { nodes { price { amount } quantityAvailable } } }
        damper: product(handle: "amortisseur-industriel-m14") { id }
        added: product(handle: "embout-rotule-m10") { title } }`);
      expect(result.rotule).toEqual({id: rotuleId, title: 'Embout rotule M8 acier', variants: {nodes: [{price: {amount: '4.2'}, quantityAvailable: 505}]}});
      expect(result.damper).toBeNull();
      expect(result.added.title).toBe('Embout rotule M10');
      // The cart is kept; the withdrawn product's line is no longer sold.
      const cart = await data(second, GET, {id: cartId});
      expect(cart.cart.totalQuantity).toBe(2);
      expect(cart.cart.lines.nodes).toEqual([{merchandise: {sku: 'ROT-M8', price: {amount: '4.2'}}}]);
    } finally {
      await second.close();
    }

    const third = await startTestShop({dataDir, catalog: {...fixtureCatalog, products: changed}});
    try {
      expect(third.seed.changed).toBe(false);
      expect(third.app.store.get('SELECT COUNT(*) AS n FROM products')?.n).toBe(7);
    } finally {
      await third.close();
    }
  });

  it('resets the database with the reset command', async () => {
    const dataDir = tempDataDir();
    const shop = await startTestShop({dataDir, catalog: null});
    const variant = await data(shop, '{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }');
    const cart = await data(shop, CART, {input: {lines: [{merchandiseId: variant.products.nodes[0].variants.nodes[0].id, quantity: 1}]}});
    await shop.close();
    const messages: string[] = [];
    await resetLocalShop(dataDir, (message) => messages.push(message));
    expect(messages.join('\n')).toMatch(/Ancienne base supprimée/);
    expect(messages.join('\n')).toMatch(/Catalogue chargé : \d+ produits/);
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(true);
    const after = await startTestShop({dataDir, catalog: null});
    try {
      expect(after.seed.changed).toBe(false);
      expect((await data(after, GET, {id: cart.cartCreate.cart.id})).cart).toBeNull();
    } finally {
      await after.close();
    }
  });
});
