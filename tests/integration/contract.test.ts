// Contract test: every GraphQL document of the storefront (the `#graphql` templates in
// app/ that codegen types) runs against the local shop with plausible variables, on
// the real catalogue, a real cart, a real customer and a real order, and must come
// back without GraphQL errors. New documents are picked up as routes are added.

import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, Kind, parse, print, visit} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type RunnableOperation, appDocuments, runnableOperations} from './contract-documents.ts';
import {type ContractFixtures, variableUsages, variablesFor} from './contract-variables.ts';
import {checkout, data, gql, readOutbox, startTestShop} from './local-shop-helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = appDocuments(ROOT);
const operations = runnableOperations(sources);

let shop: Awaited<ReturnType<typeof startTestShop>>;
let fixtures: ContractFixtures;

/** A query around a fragment nobody in its document spreads, by the fragment's type. */
const WRAPPERS: Record<string, (spread: string) => string> = {
  Cart: (spread) => `cart(id: $contractCartId) { ${spread} }`,
  Product: (spread) => `product(handle: $contractProductHandle) { ${spread} }`,
  ProductVariant: (spread) => `node(id: $contractVariantId) { ... on ProductVariant { ${spread} } }`,
  Collection: (spread) => `collection(handle: $contractCollectionHandle) { ${spread} }`,
  Order: (spread) => `node(id: $contractOrderId) { ... on Order { ${spread} } }`,
  Customer: (spread) => `customer(customerAccessToken: $contractToken) { ${spread} }`,
  Article: (spread) => `article(id: $contractArticleId) { ${spread} }`,
  Blog: (spread) => `blog(handle: "news") { ${spread} }`,
  Page: (spread) => `page(handle: $contractPageHandle) { ${spread} }`,
  Menu: (spread) => `menu(handle: "main-menu") { ${spread} }`,
  MenuItem: (spread) => `menu(handle: "main-menu") { items { ${spread} } }`,
  Shop: (spread) => `shop { ${spread} }`,
  Image: (spread) => `product(handle: $contractProductHandle) { featuredImage { ${spread} } }`,
  MoneyV2: (spread) => `product(handle: $contractProductHandle) { priceRange { minVariantPrice { ${spread} } } }`,
};

/** Turns a lone fragment into a query; the variables it uses get definitions from their usage. */
function wrapFragment(entry: RunnableOperation): DocumentNode | null {
  const [fragment, ...others] = entry.document.definitions as FragmentDefinitionNode[];
  const wrap = WRAPPERS[fragment.typeCondition.name.value];
  if (!wrap) return null;
  const body = wrap(`...${fragment.name.value}`);
  const bare = parse(`query ContractFragment { ${body} }`);
  const withFragments: DocumentNode = {kind: Kind.DOCUMENT, definitions: [...bare.definitions, fragment, ...others]};
  const definitions = [...variableUsages(shop.app.schema, withFragments)].map(([name, usages]) => `$${name}: ${String(usages[0].type)}`);
  const query = parse(`query ContractFragment${definitions.length ? `(${definitions.join(', ')})` : ''} { ${body} }`);
  return {kind: Kind.DOCUMENT, definitions: [...query.definitions, fragment, ...others]};
}

const CONTRACT_VARIABLES = (fx: ContractFixtures) => ({
  contractCartId: fx.cartId,
  contractProductHandle: fx.productHandle,
  contractVariantId: fx.variantId,
  contractCollectionHandle: fx.collectionHandle,
  contractOrderId: fx.orderId,
  contractArticleId: fx.articleId,
  contractPageHandle: fx.pageHandle,
});

beforeAll(async () => {
  // The real catalogue, as the storefront sees it.
  shop = await startTestShop({catalog: null});
  const catalogue = await data(shop, `{ products(first: 250) { nodes { id handle variants(first: 10) { nodes { id availableForSale } } } }
    collections(first: 1, sortKey: TITLE) { nodes { id handle } }
    blog(handle: "news") { id handle articles(first: 1) { nodes { id handle } } }
    pages(first: 1) { nodes { id handle } } }`);
  const product = catalogue.products.nodes.find((node: any) => node.variants.nodes.some((variant: any) => variant.availableForSale));
  const variantId = product.variants.nodes.find((variant: any) => variant.availableForSale).id;

  const email = `contrat.${Date.now()}@exemple.fr`;
  const password = 'motdepasse1';
  const created = await data(shop, `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`, {
    input: {email, password, firstName: 'Camille', lastName: 'Roux'},
  });
  const customerId = created.customerCreate.customer.id;
  const freshToken = async () => {
    const result = await data(shop, `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`, {
      input: {email, password},
    });
    return result.customerAccessTokenCreate.customerAccessToken.accessToken as string;
  };
  const token = await freshToken();
  const address = await data(shop, `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`, {
    t: token,
    a: {firstName: 'Camille', lastName: 'Roux', address1: '3 rue Mercière', zip: '69002', city: 'Lyon', country: 'France'},
  });

  // An order of that customer, placed at the hosted checkout.
  const ordered = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`, {
    input: {lines: [{merchandiseId: variantId, quantity: 1}], buyerIdentity: {customerAccessToken: token, countryCode: 'FR'}},
  });
  const order = await checkout(ordered.cartCreate.cart.checkoutUrl, {
    address: {email, phone: '', firstName: 'Camille', lastName: 'Roux', company: '', address1: '3 rue Mercière', address2: '', zip: '69002', city: 'Lyon', country: 'FR'},
  });

  // The cart the mutations work on: a line, a destination, a gift card.
  const cart = await data(shop, `mutation($input: CartInput!) { cartCreate(input: $input) {
    cart { id lines(first: 1) { nodes { id } } deliveryGroups(first: 1) { nodes { id } } appliedGiftCards { id } } userErrors { message } } }`, {
    input: {lines: [{merchandiseId: variantId, quantity: 2}], buyerIdentity: {countryCode: 'FR'}, giftCardCodes: ['CADEAU-50-EUR']},
  });
  const theCart = cart.cartCreate.cart;
  const article = catalogue.blog.articles.nodes[0];
  fixtures = {
    productHandle: product.handle,
    productId: product.id,
    variantId,
    collectionHandle: catalogue.collections.nodes[0].handle,
    collectionId: catalogue.collections.nodes[0].id,
    cartId: theCart.id,
    lineId: theCart.lines.nodes[0].id,
    deliveryGroupId: theCart.deliveryGroups.nodes[0].id,
    appliedGiftCardId: theCart.appliedGiftCards[0].id,
    customerId,
    customerEmail: email,
    customerPassword: password,
    addressId: address.customerAddressCreate.customerAddress.id,
    orderId: order.id,
    articleId: article.id,
    articleHandle: article.handle,
    blogHandle: catalogue.blog.handle,
    blogId: catalogue.blog.id,
    pageHandle: catalogue.pages.nodes[0].handle,
    pageId: catalogue.pages.nodes[0].id,
    freshToken,
    freshReset: async () => {
      await data(shop, `mutation($email: String!) { customerRecover(email: $email) { customerUserErrors { message } } }`, {email});
      const url = (await readOutbox(shop, email))[0].link;
      return {url, token: new URL(url).searchParams.get('token') as string};
    },
  };
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe('the storefront’s GraphQL documents', () => {
  it('are found in app/, with every interpolation resolved', () => {
    expect(sources.length).toBeGreaterThan(0);
    const labels = operations.map((operation) => operation.label);
    // The documents the storefront had when this test was written; more may come.
    for (const expected of ['FeaturedProducts', 'ProductPage', 'CollectionPage', 'fragment CartApiQuery']) {
      expect(labels.some((label) => label.endsWith(expected)), expected).toBe(true);
    }
    for (const source of sources) expect(source.text, source.file).not.toMatch(/\$\{/);
  });

  it('each define every fragment they spread, once, as the API requires of a document sent alone', () => {
    for (const source of sources) {
      const definitions = source.document.definitions;
      if (!definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
      const defined = definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : []));
      const label = `${source.file}${source.name ? ` (${source.name})` : ''}`;
      expect(defined.filter((name, index) => defined.indexOf(name) !== index), `${label}: fragments defined twice`).toEqual([]);
      const spread = new Set<string>();
      visit(source.document, {FragmentSpread: (node) => void spread.add(node.name.value)});
      expect([...spread].filter((name) => !defined.includes(name)), `${label}: fragments spread but not defined`).toEqual([]);
    }
  });

  // Queries first; mutations after, since they change the cart and the customer; those
  // that delete or remove something last.
  const rank = (operation: RunnableOperation) =>
    operation.kind !== 'mutation' ? 0 : /(Delete|Remove)\b|\b(cartLinesRemove|customerAccessTokenDelete)\(/.test(print(operation.document)) ? 2 : 1;
  const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
  for (const operation of ordered) {
    it(`runs ${operation.label} without errors`, async () => {
      let document = operation.document;
      if (operation.kind === 'fragment') {
        const wrapped = wrapFragment(operation);
        if (!wrapped) {
          console.warn(`[contrat] ${operation.label} : aucun moyen connu d'interroger ce type de fragment.`);
          return;
        }
        document = wrapped;
      }
      const definition = document.definitions.find((candidate): candidate is OperationDefinitionNode => candidate.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      const variables: Record<string, unknown> = {
        ...(await variablesFor(shop.app.schema, definition, document, fixtures)),
        ...(operation.kind === 'fragment' ? CONTRACT_VARIABLES(fixtures) : {}),
      };
      if (operation.kind === 'fragment') {
        for (const name of Object.keys(variables)) {
          if (!(definition.variableDefinitions ?? []).some((candidate) => candidate.variable.name.value === name)) delete variables[name];
        }
      }
      const result = await gql(shop, print(document), variables);
      expect(result.status, operation.label).toBe(200);
      expect(result.body.errors, `${operation.label}\nvariables: ${JSON.stringify(variables)}`).toBeUndefined();
      expect(result.body.data, operation.label).toBeTruthy();
      if (process.env.CONTRACT_DEBUG) console.log(operation.label, JSON.stringify(variables).slice(0, 300), JSON.stringify(result.body.data).slice(0, 400));
    });
  }
});
