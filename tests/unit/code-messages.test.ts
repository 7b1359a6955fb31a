// Issue 16 follow-up, point 2: each reason a code or a gift card is refused has its own
// French message, worded from Shopify's CartWarningCode and the code's conditions
// (app/lib/cart/discount-codes.ts), never retyped; only an unknown code is « Code invalide ».

import {describe, expect, it} from 'vitest';
import {SHOP_DISCOUNT_CODES, shopDiscountCode} from '~/lib/cart/discount-codes';
import {discountCodeMessage, giftCardMessage, keptCodeStatus, warningForCode} from '~/lib/cart/code-messages';
import {formatDateFr} from '~/lib/dates';
import {formatMoney} from '~/lib/money';

const NOW = new Date('2026-11-24T12:00:00Z');
const pro50 = shopDiscountCode('PRO50');
const expired = SHOP_DISCOUNT_CODES.find((code) => code.endsAt && Date.parse(code.endsAt) < NOW.getTime());

describe('discountCodeMessage', () => {
  it('says « Code invalide » for an unknown code only', () => {
    expect(discountCodeMessage('FAUXCODE', 'DISCOUNT_NOT_FOUND', NOW)).toEqual({title: 'Code invalide', description: 'Le code « FAUXCODE » n’existe pas. Vérifiez sa saisie.'});
    const others = ['DISCOUNT_PURCHASE_NOT_IN_RANGE', 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', 'DISCOUNT_CURRENTLY_INACTIVE', 'DISCOUNT_CODE_NOT_HONOURED', null];
    for (const warning of others) expect(discountCodeMessage('PRO50', warning, NOW).title).not.toBe('Code invalide');
  });

  it('gives the minimum of PRO50 from its conditions', () => {
    expect(pro50?.minimumTtc).toBeGreaterThan(0);
    expect(discountCodeMessage('pro50', 'DISCOUNT_PURCHASE_NOT_IN_RANGE', NOW)).toEqual({
      title: 'Minimum d’achat non atteint',
      description: `Le code « pro50 » s’applique à partir de ${formatMoney(pro50?.minimumTtc ?? NaN)} TTC d’achats (après remises quantité).`,
    });
  });

  it('says a once-per-customer code was already used with this e-mail', () => {
    expect(discountCodeMessage('BIENVENUE10', 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', NOW)).toEqual({
      title: 'Code déjà utilisé',
      description: 'Le code « BIENVENUE10 » a déjà été utilisé avec votre adresse e-mail : il ne sert qu’une fois par client.',
    });
  });

  it('says an ended code expired, with its end date; an inactive one without a known end is not said expired', () => {
    expect(expired).toBeDefined();
    expect(discountCodeMessage(expired?.code ?? '', 'DISCOUNT_CURRENTLY_INACTIVE', NOW)).toEqual({
      title: 'Code expiré',
      description: `Le code « ${expired?.code} » n’est plus valable depuis le ${formatDateFr(expired?.endsAt ?? '')}.`,
    });
    expect(discountCodeMessage('AUTRE', 'DISCOUNT_CURRENTLY_INACTIVE', NOW).title).toBe('Code pas encore valable');
  });

  it('has a message of its own for a code that does not combine, and a general one when no reason is given', () => {
    expect(discountCodeMessage('BIENVENUE10', 'DISCOUNT_CODE_NOT_HONOURED', NOW).title).toBe('Code non cumulable');
    expect(discountCodeMessage('BIENVENUE10', null, NOW)).toEqual({title: 'Code non applicable', description: 'Le code « BIENVENUE10 » ne s’applique pas à ce panier.'});
  });

  it('writes French typography: apostrophes ’ and « e-mail »', () => {
    for (const warning of ['DISCOUNT_NOT_FOUND', 'DISCOUNT_PURCHASE_NOT_IN_RANGE', 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED', 'DISCOUNT_CURRENTLY_INACTIVE', 'DISCOUNT_USAGE_LIMIT_REACHED', null]) {
      const {title, description} = discountCodeMessage('PRO50', warning, NOW);
      expect(`${title} ${description}`).not.toMatch(/'|\bemail\b/);
    }
  });
});

describe('warningForCode', () => {
  const codes = [
    {code: 'PRO50', applicable: false},
    {code: 'LIVRAISON', applicable: true},
    {code: 'ETE2025', applicable: false},
  ];
  it('pairs the refused codes with the discount warnings in order', () => {
    const warnings = [{code: 'MERCHANDISE_NOT_ENOUGH_STOCK'}, {code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE'}, {code: 'DISCOUNT_CURRENTLY_INACTIVE'}];
    expect(warningForCode('ete2025', codes, warnings)).toBe('DISCOUNT_CURRENTLY_INACTIVE');
    expect(warningForCode('PRO50', codes, warnings)).toBe('DISCOUNT_PURCHASE_NOT_IN_RANGE');
  });
  it('takes a lone discount warning, and knows no reason when it cannot tell', () => {
    expect(warningForCode('ETE2025', codes, [{code: 'DISCOUNT_CURRENTLY_INACTIVE'}])).toBe('DISCOUNT_CURRENTLY_INACTIVE');
    expect(warningForCode('ETE2025', codes, [])).toBeNull();
  });
});

describe('keptCodeStatus (a refused code listed on the cart, from its conditions)', () => {
  it('says the minimum, the end date, a code that does not combine, a code used with the known e-mail', () => {
    expect(keptCodeStatus('PRO50', {merchandiseTtc: 120, email: null, appliedCodes: []}, NOW)).toBe(`à partir de ${formatMoney(pro50?.minimumTtc ?? NaN)} TTC d’achats`);
    expect(keptCodeStatus(expired?.code ?? '', {merchandiseTtc: 120, email: null, appliedCodes: []}, NOW)).toBe(`expiré depuis le ${formatDateFr(expired?.endsAt ?? '')}`);
    expect(keptCodeStatus('BIENVENUE10', {merchandiseTtc: 900, email: null, appliedCodes: ['PRO50']}, NOW)).toBe('ne se cumule pas avec le code appliqué');
    expect(keptCodeStatus('BIENVENUE10', {merchandiseTtc: 90, email: 'a@exemple.fr', appliedCodes: ['LIVRAISON']}, NOW)).toBe('déjà utilisé avec l’adresse e-mail a@exemple.fr');
    expect(keptCodeStatus('INCONNU', {merchandiseTtc: 90, email: 'a@exemple.fr', appliedCodes: []}, NOW)).toBe('ne s’applique pas à ce panier');
  });
});

describe('giftCardMessage', () => {
  it('gives the shop’s reason (Shopify has no code for a spent card), with French apostrophes', () => {
    expect(giftCardMessage('CADEAU-EPUISE', [{message: "La carte cadeau « CADEAU-EPUISE » n'a plus de solde."}])).toEqual({
      title: 'Carte cadeau refusée',
      description: 'La carte cadeau « CADEAU-EPUISE » n’a plus de solde.',
    });
    expect(giftCardMessage('X', []).description).toBe('La carte cadeau « X » ne peut pas être utilisée.');
  });
});
