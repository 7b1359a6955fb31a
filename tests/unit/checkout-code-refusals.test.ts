import {describe, expect, it} from 'vitest';
import {refusedCodeMessage} from '../../local-shop/checkout/summary.ts';
import type {DiscountRule} from '../../local-shop/store/discounts.ts';

const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  code: 'BIENVENUE10',
  title: 'Bienvenue : −10 %',
  kind: 'percentage',
  value: 10,
  minSubtotalCents: 0,
  oncePerCustomer: false,
  startsAt: null,
  endsAt: null,
  active: true,
  ...over,
});

const inactive = (over: Partial<DiscountRule>) =>
  refusedCodeMessage({code: 'BIENVENUE10', rule: rule(over), applicable: false, refusal: 'DISCOUNT_CURRENTLY_INACTIVE'}, null);

describe('a code that is not active, in the hosted checkout', () => {
  it('switched off by the merchant, or ended: « n’est plus valable »', () => {
    expect(inactive({active: false})).toBe('Le code BIENVENUE10 n’est plus valable : il ne s’applique pas à cette commande.');
    expect(inactive({endsAt: '2020-01-01T00:00:00Z'})).toContain('n’est plus valable');
  });

  it('with a start date to come: « n’est pas encore valable »', () => {
    expect(inactive({startsAt: '2999-01-01T00:00:00Z'})).toBe('Le code BIENVENUE10 n’est pas encore valable : il ne s’applique pas à cette commande.');
    // Switched off, even before its start: no longer.
    expect(inactive({active: false, startsAt: '2999-01-01T00:00:00Z'})).toContain('n’est plus valable');
  });
});
