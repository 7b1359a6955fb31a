import {describe, expect, it} from 'vitest';
import {type Quote, chargeOf, priceChange, readQuote, signQuote} from '../../local-shop/pricing/quote.ts';

const SECRET = Buffer.from('0123456789abcdef0123456789abcdef');

const QUOTE: Quote = {
  lines: [[11, 2, 4500, 9000]],
  discounts: [['BIENVENUE10', 900]],
  merchandise: 8100,
  offers: [
    ['standard', 'Livraison standard', 990],
    ['express', 'Livraison express', 1500],
  ],
  giftCards: [
    [1, '0EUR', 5000],
    [2, '5EUR', 500],
  ],
};

const context = {codes: [], title: (id: number) => `Article ${id}`};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the quote a page carries', () => {
  it('charges the merchandise and the delivery chosen, gift cards paying in order', () => {
    expect(chargeOf(QUOTE, 'standard')).toEqual({
      deliveryCents: 990,
      totalCents: 9090,
      giftCards: [
        {id: 1, amountCents: 5000},
        {id: 2, amountCents: 500},
      ],
      dueCents: 3590,
    });
    expect(chargeOf({...QUOTE, giftCards: [[1, '0EUR', 100000]]}, 'express')).toEqual({deliveryCents: 1500, totalCents: 9600, giftCards: [{id: 1, amountCents: 9600}], dueCents: 0});
    expect(chargeOf(QUOTE, 'same-day-paris')).toBeNull();
  });

  it('is signed for one cart: read back only untouched and by that cart', () => {
    const signed = signQuote(SECRET, 'cart-a', QUOTE);
    expect(readQuote(SECRET, 'cart-a', signed)).toEqual(QUOTE);
    expect(readQuote(SECRET, 'cart-b', signed)).toBeNull();
    expect(readQuote(Buffer.from('another secret of 32 characters!'), 'cart-a', signed)).toBeNull();
    const [body, mac] = signed.split('.');
    const altered = Buffer.from(Buffer.from(body, 'base64url').toString().replace('8100', '100')).toString('base64url');
    expect(readQuote(SECRET, 'cart-a', `${altered}.${mac}`)).toBeNull();
    for (const text of [null, '', 'x', '.', `${body}.`, 'bm9wZQ.abc']) expect(readQuote(SECRET, 'cart-a', text)).toBeNull();
  });
});

describe('a price that changed', () => {
  it('is no change when the charge, the lines and the discounts are the same', () => {
    expect(priceChange(QUOTE, QUOTE, 'standard', context)).toBeNull();
    // A gift card whose balance went down but still pays the same: nothing the buyer confirmed changed.
    expect(priceChange({...QUOTE, giftCards: [[1, '0EUR', 100000]]}, {...QUOTE, giftCards: [[1, '0EUR', 90000]]}, 'standard', context)).toBeNull();
  });

  it('is a change when a card balance pays more than confirmed: the buyer is asked again', () => {
    expect(priceChange(QUOTE, {...QUOTE, giftCards: [[1, '0EUR', 9000], [2, '5EUR', 500]]}, 'express', context)?.after?.dueCents).toBe(100);
  });

  it('says in French why: a code already used, with the totals before and after', () => {
    const now: Quote = {...QUOTE, discounts: [], merchandise: 9000};
    const change = priceChange(QUOTE, now, 'standard', {
      ...context,
      codes: [{code: 'BIENVENUE10', rule: null, applicable: false, refusal: 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED'}],
    });
    expect(change?.reasons.map(plain)).toEqual([
      'Le code BIENVENUE10 a déjà servi pour une commande passée avec votre adresse e-mail (il ne s’utilise qu’une fois par client) : sa remise de 9,00 € ne s’applique plus.',
    ]);
    expect(change?.before?.dueCents).toBe(3590);
    expect(change?.after?.dueCents).toBe(4490);
  });

  it('names a gift card spent elsewhere, a price, a volume discount, a delivery price, a changed cart', () => {
    const spent = priceChange(QUOTE, {...QUOTE, giftCards: [[1, '0EUR', 0], [2, '5EUR', 500]]}, 'standard', context);
    expect(spent?.reasons.map(plain)).toEqual(['Le solde de la carte cadeau •••• 0EUR a été utilisé entre-temps : elle ne paie plus 50,00 €.']);
    const lowered = priceChange(QUOTE, {...QUOTE, giftCards: [[1, '0EUR', 1000], [2, '5EUR', 500]]}, 'standard', context);
    expect(lowered?.reasons.map(plain)).toEqual(['Le solde de la carte cadeau •••• 0EUR a changé entre-temps : elle paie 10,00 € au lieu de 50,00 €.']);
    const removed = priceChange(QUOTE, {...QUOTE, giftCards: [[2, '5EUR', 500]]}, 'standard', context);
    expect(removed?.reasons.map(plain)).toEqual(['La carte cadeau •••• 0EUR n’est plus dans votre panier : elle ne paie plus 50,00 €.']);
    const price = priceChange(QUOTE, {...QUOTE, lines: [[11, 2, 4700, 9400]], discounts: [['BIENVENUE10', 940]], merchandise: 8460}, 'standard', context);
    expect(price?.reasons.map(plain)).toEqual(['Le prix de « Article 11 » est passé de 45,00 € à 47,00 €.', 'La remise du code BIENVENUE10 est passée de 9,00 € à 9,40 €.']);
    const volume = priceChange(QUOTE, {...QUOTE, lines: [[11, 2, 4500, 8800]], merchandise: 7900}, 'standard', context);
    expect(volume?.reasons.map(plain)).toEqual(['La remise quantité sur « Article 11 » a changé : 88,00 € au lieu de 90,00 €.']);
    const delivery = priceChange(QUOTE, {...QUOTE, offers: [['standard', 'Livraison standard', 0]]}, 'standard', context);
    expect(delivery?.reasons.map(plain)).toEqual(['Les frais de « Livraison standard » sont passés de 9,90 € à 0,00 €.']);
    const cart = priceChange(QUOTE, {...QUOTE, lines: [[11, 3, 4500, 12825]]}, 'standard', context);
    expect(cart?.reasons[0]).toBe('Votre panier a changé depuis l’affichage de cette page (articles ou quantités).');
    const unknown = priceChange(QUOTE, QUOTE, 'same-day-paris', context);
    expect(unknown?.reasons).toEqual(['Le mode de livraison choisi ne figurait pas sur la page affichée.']);
  });
});
