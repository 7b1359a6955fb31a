import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {readCartForm} from '../../app/lib/cart/form.ts';

function form(input: unknown, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set(CartForm.INPUT_NAME, typeof input === 'string' ? input : JSON.stringify(input));
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
}

const ADD = {action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]}};

describe('readCartForm', () => {
  it('reads what CartForm sends', () => {
    expect(readCartForm(form(ADD))).toEqual(ADD);
    const remove = {action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: ['gid://shopify/CartLine/1']}};
    expect(readCartForm(form(remove))).toEqual(remove);
    // Plain form fields join the inputs, as in Hydrogen (the typed discount code).
    const codes = readCartForm(form({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: []}}, {discountCode: 'BIENVENUE10'}));
    expect(codes?.inputs).toEqual({discountCodes: [], discountCode: 'BIENVENUE10'});
  });

  it('refuses unreadable JSON instead of throwing', () => {
    expect(readCartForm(form('{"action":'))).toBeNull();
    expect(readCartForm(form('"just a string"'))).toBeNull();
    expect(readCartForm(form('null'))).toBeNull();
  });

  it('refuses inputs of the wrong shape, including a field that replaces them', () => {
    expect(readCartForm(form({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: 'x'}}))).toBeNull();
    expect(readCartForm(form({action: CartForm.ACTIONS.LinesAdd, inputs: {lines: [{merchandiseId: 42}]}}))).toBeNull();
    expect(readCartForm(form(ADD, {lines: '<script>alert(1)</script>'}))).toBeNull();
    expect(readCartForm(form({action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: [{quantity: 2}]}}))).toBeNull();
    expect(readCartForm(form({action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: [1, 2]}}))).toBeNull();
    expect(readCartForm(form({action: CartForm.ACTIONS.GiftCardCodesRemove, inputs: {}}))).toBeNull();
    expect(readCartForm(form({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: 'PRO50'}}))).toBeNull();
    expect(readCartForm(form({action: 42, inputs: {}}))).toBeNull();
  });
});
