// Plausible variables for any storefront operation, from its variable definitions and
// where each variable is used (which field, which argument, which input field): a real
// product handle for product(handle:), the test cart for cartId, a fresh access token
// for customerAccessToken, and so on. Optional variables are left out, except the page
// sizes and context a storefront always sends.

import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
  TypeInfo,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';

export interface ContractFixtures {
  productHandle: string;
  productId: string;
  variantId: string;
  collectionHandle: string;
  collectionId: string;
  cartId: string;
  lineId: string;
  deliveryGroupId: string;
  appliedGiftCardId: string;
  customerId: string;
  customerEmail: string;
  customerPassword: string;
  addressId: string;
  orderId: string;
  articleId: string;
  articleHandle: string;
  blogHandle: string;
  blogId: string;
  pageHandle: string;
  pageId: string;
  /** A new access token of the test customer (an operation may delete the one it gets) */
  freshToken(): Promise<string>;
  /** A new password-reset token and link of the test customer */
  freshReset(): Promise<{token: string; url: string}>;
}

interface Hint {
  /** The variable's or input field's name */
  name: string;
  /** The field the value is an argument of, and that field's type */
  field: string | null;
  parent: string | null;
  argument: string | null;
  /** The input object type holding the value, when it is an input field */
  inputType: string | null;
  /** Type conditions selected under the field (for node/nodes) */
  nodeTypes: string[];
}

interface Usage extends Hint {
  type: GraphQLInputType;
}

/** Where each variable of a document is used. */
export function variableUsages(schema: GraphQLSchema, document: DocumentNode): Map<string, Usage[]> {
  const typeInfo = new TypeInfo(schema);
  const usages = new Map<string, Usage[]>();
  const fragmentTypes = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragmentTypes.set(definition.name.value, definition.typeCondition.name.value);
  }
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Variable(node, _key, parent, _path, ancestors) {
        // The definition itself ($name: Type) is not a usage.
        if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.VARIABLE_DEFINITION) return;
        const type = typeInfo.getInputType();
        if (!type) return;
        const chain = ancestors as readonly (ASTNode | readonly ASTNode[])[];
        const field = [...chain].reverse().find((ancestor): ancestor is FieldNode => !Array.isArray(ancestor) && (ancestor as ASTNode).kind === Kind.FIELD);
        const objectField = [...chain].reverse().find((ancestor) => !Array.isArray(ancestor) && (ancestor as ASTNode).kind === Kind.OBJECT_FIELD) as
          | {name: {value: string}}
          | undefined;
        const nodeTypes: string[] = [];
        for (const selection of field?.selectionSet?.selections ?? []) {
          if (selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition) nodeTypes.push(selection.typeCondition.name.value);
          if (selection.kind === Kind.FRAGMENT_SPREAD) nodeTypes.push(fragmentTypes.get(selection.name.value) ?? '');
        }
        const usage: Usage = {
          type,
          name: objectField?.name.value ?? typeInfo.getArgument()?.name ?? node.name.value,
          field: typeInfo.getFieldDef()?.name ?? null,
          parent: typeInfo.getParentType()?.name ?? null,
          argument: typeInfo.getArgument()?.name ?? null,
          inputType: objectField ? (getNamedType(typeInfo.getParentInputType() ?? null)?.name ?? null) : null,
          nodeTypes,
        };
        usages.set(node.name.value, [...(usages.get(node.name.value) ?? []), usage]);
      },
    }),
  );
  return usages;
}

/** Optional input fields worth filling, by input type. */
const USEFUL_OPTIONAL: Record<string, string[]> = {
  CartInput: ['lines', 'buyerIdentity'],
  CartBuyerIdentityInput: ['email', 'countryCode'],
  CartLineInput: ['quantity'],
  CartLineUpdateInput: ['quantity'],
  CartSelectableAddressInput: ['selected'],
  CartAddressInput: ['deliveryAddress'],
  CartDeliveryAddressInput: ['firstName', 'lastName', 'address1', 'city', 'zip', 'countryCode'],
  MailingAddressInput: ['firstName', 'lastName', 'address1', 'city', 'zip', 'country'],
  CustomerCreateInput: ['firstName', 'lastName', 'acceptsMarketing'],
  CustomerUpdateInput: ['firstName'],
  HasMetafieldsIdentifier: ['namespace'],
  ProductFilter: ['available'],
  AttributeInput: ['value'],
};

const TEXT: Record<string, string> = {
  query: 'vérin',
  note: 'Livrer le matin, quai 3',
  key: 'Référence chantier',
  value: 'B-12',
  firstName: 'Camille',
  lastName: 'Roux',
  address1: '3 rue Mercière',
  city: 'Lyon',
  zip: '69002',
  country: 'France',
  namespace: 'specs',
  deliveryOptionHandle: 'standard',
  discountCodes: 'BIENVENUE10',
  giftCardCodes: 'CADEAU-50-EUR',
  phone: '+33612345678',
  type: 'faq',
};

let unique = 0;

async function idFor(hint: Hint, fx: ContractFixtures): Promise<string> {
  const {name, field} = hint;
  if (name === 'cartId' || name === 'ownerId' || field === 'cart') return fx.cartId;
  if (name === 'productId' || field === 'product' || field === 'productRecommendations') return fx.productId;
  if (name === 'merchandiseId' || name === 'variantId') return fx.variantId;
  if (field === 'collection') return fx.collectionId;
  if (name === 'lineIds' || hint.inputType === 'CartLineUpdateInput') return fx.lineId;
  if (name === 'deliveryGroupId') return fx.deliveryGroupId;
  if (name === 'appliedGiftCardIds') return fx.appliedGiftCardId;
  if (name === 'addressId' || field === 'customerAddressUpdate' || field === 'customerAddressDelete') return fx.addressId;
  if (field === 'customerReset' || field === 'customerActivate') return fx.customerId;
  if (field === 'article') return fx.articleId;
  if (field === 'page') return fx.pageId;
  if (field === 'blog') return fx.blogId;
  if (field === 'node' || field === 'nodes') {
    const byType: Record<string, string> = {
      Order: fx.orderId,
      Product: fx.productId,
      ProductVariant: fx.variantId,
      Collection: fx.collectionId,
      Cart: fx.cartId,
      Article: fx.articleId,
      Page: fx.pageId,
      Blog: fx.blogId,
    };
    const known = hint.nodeTypes.find((type) => byType[type]);
    return known ? byType[known] : fx.productId;
  }
  return fx.productId;
}

async function stringFor(hint: Hint, fx: ContractFixtures): Promise<string> {
  const {name, field} = hint;
  if (name === 'customerAccessToken') return fx.freshToken();
  if (name === 'resetToken') return (await fx.freshReset()).token;
  if (name === 'resetUrl') return (await fx.freshReset()).url;
  if (name === 'handle' || name === 'productHandle') {
    switch (field) {
      case 'collection':
      case 'collectionByHandle':
        return fx.collectionHandle;
      case 'blog':
      case 'blogByHandle':
        return fx.blogHandle;
      case 'page':
      case 'pageByHandle':
        return fx.pageHandle;
      case 'articleByHandle':
        return fx.articleHandle;
      case 'menu':
        return 'main-menu';
      default:
        return fx.productHandle;
    }
  }
  if (name === 'email') {
    if (hint.inputType === 'CustomerCreateInput') return `contrat.${Date.now()}.${++unique}@exemple.fr`;
    return fx.customerEmail;
  }
  if (name === 'password') return fx.customerPassword;
  return TEXT[name] ?? 'test';
}

function intFor(name: string): number {
  switch (name) {
    case 'numCartLines':
      return 100;
    case 'limit':
      return 5;
    case 'page':
    case 'quantity':
      return 1;
    default:
      return 10;
  }
}

async function valueFor(type: GraphQLInputType, hint: Hint, fx: ContractFixtures): Promise<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [await valueFor(inner.ofType, hint, fx)];
  if (isEnumType(inner)) {
    const preferred: Record<string, string> = {CountryCode: 'FR', LanguageCode: 'FR', CurrencyCode: 'EUR', SitemapType: 'PRODUCT'};
    return preferred[inner.name] ?? inner.getValues()[0].name;
  }
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    const useful = USEFUL_OPTIONAL[inner.name] ?? [];
    for (const fieldDef of Object.values(inner.getFields())) {
      if (!isNonNullType(fieldDef.type) && !useful.includes(fieldDef.name)) continue;
      value[fieldDef.name] = await valueFor(fieldDef.type, {...hint, name: fieldDef.name, inputType: inner.name}, fx);
    }
    if (inner.name === 'HasMetafieldsIdentifier') value.key = 'force_n';
    return value;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return idFor(hint, fx);
      case 'Int':
      case 'UnsignedInt64':
        return intFor(hint.name);
      case 'Float':
        return 1;
      case 'Boolean':
        return hint.name === 'selected';
      case 'URL':
        return hint.name === 'resetUrl' ? (await fx.freshReset()).url : 'https://exemple.fr/';
      case 'Decimal':
        return '10.0';
      case 'JSON':
        return '{}';
      default:
        return stringFor(hint, fx);
    }
  }
  return null;
}

/** Optional variables a storefront always sends: page sizes and context. */
function optionalValue(definition: VariableDefinitionNode, usages: Usage[]): unknown {
  const name = definition.variable.name.value;
  if (name === 'country') return 'FR';
  if (name === 'language') return 'FR';
  if (name === 'numCartLines') return 100;
  // A connection with first and last both optional needs one of them.
  if (usages.some((usage) => usage.argument === 'first')) return 10;
  return undefined;
}

export async function variablesFor(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  fx: ContractFixtures,
): Promise<Record<string, unknown>> {
  const usages = variableUsages(schema, document);
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Unknown type for $${name}`);
    const used = usages.get(name) ?? [];
    if (!isNonNullType(type) || definition.defaultValue) {
      const value = optionalValue(definition, used);
      if (value !== undefined) variables[name] = value;
      continue;
    }
    const hint: Hint = used[0] ?? {name, field: null, parent: null, argument: null, inputType: null, nodeTypes: []};
    variables[name] = await valueFor(type, {...hint, name: hint.inputType ? hint.name : (hint.argument ?? name)}, fx);
  }
  return variables;
}
