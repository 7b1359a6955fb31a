// metafieldsSet and metafieldsDelete of the Customer Account API, for the signed-in
// customer's own metafields: at most 25 at a time, all or nothing, Shopify's rules for
// namespace, key, type and value, compare-and-set with compareDigest.

import {customerGid} from '../graphql/customer-view.ts';
import type {MetafieldWrite} from '../store/customer-metafields.ts';
import {metafieldDigest, metafieldView, typeRule} from './metafields.ts';
import type {Viewer} from './resolvers.ts';

const MAX_METAFIELDS = 25;
const NAMESPACE = /^[A-Za-z0-9_-]{3,255}$/;
const KEY = /^[A-Za-z0-9_-]{2,64}$/;

interface MetafieldUserError {
  code: string;
  elementIndex: number | null;
  field: string[];
  message: string;
}

type Input = Record<string, unknown>;

/** The owner must be the signed-in customer: the only owner this API lets a customer write. */
function ownerError(viewer: Viewer, ownerId: unknown, index: number): MetafieldUserError | null {
  const field = ['metafields', String(index), 'ownerId'];
  if (typeof ownerId !== 'string' || !ownerId.startsWith('gid://shopify/Customer/')) {
    return {code: 'DISALLOWED_OWNER_TYPE', elementIndex: index, field, message: viewer.m.ownerNotAllowed()};
  }
  if (ownerId !== customerGid(viewer.customer.id)) return {code: 'INVALID', elementIndex: index, field, message: viewer.m.ownerNotYou()};
  return null;
}

function identifierErrors(viewer: Viewer, input: Input, index: number): MetafieldUserError[] {
  const errors: MetafieldUserError[] = [];
  const at = (name: string) => ['metafields', String(index), name];
  const namespace = String(input.namespace ?? '');
  const key = String(input.key ?? '');
  if (!NAMESPACE.test(namespace)) errors.push({code: namespace.length > 255 ? 'TOO_LONG' : namespace.length < 3 ? 'TOO_SHORT' : 'INVALID', elementIndex: index, field: at('namespace'), message: viewer.m.namespaceInvalid()});
  else if (namespace.toLowerCase().startsWith('shopify')) errors.push({code: 'INVALID', elementIndex: index, field: at('namespace'), message: viewer.m.namespaceReserved()});
  if (!KEY.test(key)) errors.push({code: key.length > 64 ? 'TOO_LONG' : key.length < 2 ? 'TOO_SHORT' : 'INVALID', elementIndex: index, field: at('key'), message: viewer.m.keyInvalid()});
  return errors;
}

export function setMetafields(viewer: Viewer, inputs: Input[]) {
  const {customer, state, m} = viewer;
  if (inputs.length > MAX_METAFIELDS) {
    return {metafields: null, userErrors: [{code: 'LESS_THAN_OR_EQUAL_TO', elementIndex: null, field: ['metafields'], message: m.tooManyMetafields(MAX_METAFIELDS)}]};
  }
  const errors: MetafieldUserError[] = [];
  const writes: MetafieldWrite[] = [];
  inputs.forEach((input, index) => {
    const at = (name: string) => ['metafields', String(index), name];
    const owner = ownerError(viewer, input.ownerId, index);
    const own = identifierErrors(viewer, input, index);
    if (owner || own.length) {
      errors.push(...(owner ? [owner] : []), ...own);
      return;
    }
    const namespace = String(input.namespace);
    const key = String(input.key);
    const value = String(input.value ?? '');
    const existing = state.metafields.get(customer.id, namespace, key);
    const type = input.type === undefined || input.type === null ? existing?.type : String(input.type);
    if (!type) return void errors.push({code: 'BLANK', elementIndex: index, field: at('type'), message: m.typeMissing()});
    const rule = typeRule(type);
    if (!rule) return void errors.push({code: 'INVALID_TYPE', elementIndex: index, field: at('type'), message: m.typeInvalid(type)});
    if (existing && existing.type !== type) return void errors.push({code: 'INVALID_TYPE', elementIndex: index, field: at('type'), message: m.typeChanged(existing.type)});
    if (value.length > rule.max) return void errors.push({code: 'TOO_LONG', elementIndex: index, field: at('value'), message: m.valueTooLong(rule.max)});
    if (value === '') return void errors.push({code: 'BLANK', elementIndex: index, field: at('value'), message: m.valueInvalid(type)});
    if (!rule.valid(value)) return void errors.push({code: 'INVALID_VALUE', elementIndex: index, field: at('value'), message: m.valueInvalid(type)});
    // compareDigest absent: no guarantee asked; null: the metafield must not exist yet.
    if (Object.hasOwn(input, 'compareDigest')) {
      const expected = existing ? metafieldDigest(existing) : null;
      if (input.compareDigest !== expected) return void errors.push({code: 'STALE_OBJECT', elementIndex: index, field: at('compareDigest'), message: m.stale()});
    }
    writes.push({namespace, key, type, value});
  });
  if (errors.length) return {metafields: null, userErrors: errors};
  return {metafields: state.metafields.set(customer.id, writes).map(metafieldView), userErrors: []};
}

export function deleteMetafields(viewer: Viewer, inputs: Input[]) {
  const {customer, state} = viewer;
  const errors: MetafieldUserError[] = [];
  inputs.forEach((input, index) => {
    const owner = ownerError(viewer, input.ownerId, index);
    if (owner) errors.push(owner);
  });
  if (errors.length) return {deletedMetafields: null, userErrors: errors};
  const deleted = state.metafields.store.transaction(() =>
    inputs.map((input) => {
      const namespace = String(input.namespace);
      const key = String(input.key);
      return state.metafields.delete(customer.id, namespace, key) ? {ownerId: String(input.ownerId), namespace, key} : null;
    }),
  );
  return {deletedMetafields: deleted, userErrors: []};
}

