// The price a buyer confirms (decision 031). The delivery and payment page carries what
// it showed — lines, code discounts, delivery prices, gift card balances — signed with
// the server's secret; the order is placed only if pricing it again, inside the order's
// transaction, charges exactly that. Otherwise the page comes back with the new total and
// the reasons, in French, and the buyer confirms again: never a silent change of price.

import crypto from 'node:crypto';
import {safeEqual} from '../crypto.ts';
import {type Cents, formatEuros} from '../money.ts';
import {checkoutOffers} from './checkout.ts';
import type {CodeStatus, Priced} from './price-cart.ts';
import type {CartLineView} from './stored-cart.ts';
import {lastCharacters} from '../store/discounts.ts';

/** What the page showed. Tuples keep the form field small (a cart may have 250 lines). */
export interface Quote {
  /** [variant id, quantity, unit price, line total after its volume discount] */
  lines: [number, number, Cents, Cents][];
  /** Code discounts on the merchandise: [code, amount] */
  discounts: [string, Cents][];
  /** The merchandise after every discount */
  merchandise: Cents;
  /** Delivery options as charged (a free-shipping code applied): [handle, title, price] */
  offers: [string, string, Cents][];
  /** Gift cards in the order they pay: [id, last characters, balance] */
  giftCards: [number, string, Cents][];
}

/** What an order costs with one delivery option, as the quote shows it. */
export interface Charge {
  deliveryCents: Cents;
  totalCents: Cents;
  giftCards: {id: number; amountCents: Cents}[];
  dueCents: Cents;
}

/** The quote of a priced cart (its live lines and their pricing, delivery included). */
export function quoteOf(lines: readonly CartLineView[], priced: Priced): Quote {
  const pricedLines = new Map(priced.lines.map((line) => [line.key, line]));
  return {
    lines: lines.map(({line, variant}) => {
      const pricedLine = pricedLines.get(line.id);
      return [variant.id, line.quantity, pricedLine?.unitPriceCents ?? variant.priceCents, pricedLine?.totalCents ?? 0];
    }),
    discounts: priced.applied.filter((applied) => applied.targetType === 'LINE_ITEM' && applied.amountCents > 0).map((applied) => [applied.code, applied.amountCents]),
    merchandise: priced.merchandiseCents,
    offers: checkoutOffers(priced).map((offer) => [offer.handle, offer.title, offer.priceCents]),
    giftCards: priced.giftCards.map(({card}) => [card.id, lastCharacters(card.code), card.balanceCents]),
  };
}

/** The charge with a delivery option; null when the quote did not offer it. Gift cards pay in order, at most what is left. */
export function chargeOf(quote: Quote, deliveryHandle: string): Charge | null {
  const offer = quote.offers.find(([handle]) => handle === deliveryHandle);
  if (!offer) return null;
  const totalCents = quote.merchandise + offer[2];
  let left = totalCents;
  const giftCards = quote.giftCards.map(([id, , balance]) => {
    const amountCents = Math.max(0, Math.min(balance, left));
    left -= amountCents;
    return {id, amountCents};
  });
  return {deliveryCents: offer[2], totalCents, giftCards, dueCents: left};
}

const purpose = (cartToken: string) => `quote:${cartToken}:`;

/** The quote as the form carries it: base64url JSON, a dot, its HMAC for this cart. */
export function signQuote(secret: Buffer, cartToken: string, quote: Quote): string {
  const body = Buffer.from(JSON.stringify(quote)).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(purpose(cartToken) + body).digest('base64url');
  return `${body}.${mac}`;
}

/** The quote a form carried, when it is this cart's and untouched; null otherwise. */
export function readQuote(secret: Buffer, cartToken: string, text: string | null): Quote | null {
  if (!text) return null;
  const dot = text.indexOf('.');
  if (dot <= 0) return null;
  const body = text.slice(0, dot);
  const mac = crypto.createHmac('sha256', secret).update(purpose(cartToken) + body).digest('base64url');
  if (!safeEqual(mac, text.slice(dot + 1))) return null;
  try {
    const quote = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Quote;
    return Array.isArray(quote.lines) && Array.isArray(quote.offers) && Array.isArray(quote.giftCards) && Array.isArray(quote.discounts) ? quote : null;
  } catch {
    return null;
  }
}

/** Why a price changed, for the buyer: what changed, and the totals before and after. */
export interface PriceChange {
  reasons: string[];
  before: Charge | null;
  after: Charge | null;
}

export interface ChangeContext {
  /** The codes' statuses now, to say why a discount went */
  codes: readonly CodeStatus[];
  /** A product's name for a variant id */
  title(variantId: number): string;
}

const CODE_GONE: Partial<Record<NonNullable<CodeStatus['refusal']>, (code: string, amount: string) => string>> = {
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: (code, amount) =>
    `Le code ${code} a déjà servi pour une commande passée avec votre adresse e-mail (il ne s’utilise qu’une fois par client) : sa remise de ${amount} ne s’applique plus.`,
  DISCOUNT_CURRENTLY_INACTIVE: (code, amount) => `Le code ${code} n’est plus valable : sa remise de ${amount} ne s’applique plus.`,
  DISCOUNT_NOT_FOUND: (code, amount) => `Le code ${code} n’existe plus : sa remise de ${amount} ne s’applique plus.`,
  DISCOUNT_PURCHASE_NOT_IN_RANGE: (code, amount) => `Votre commande n’atteint plus le minimum du code ${code} : sa remise de ${amount} ne s’applique plus.`,
};

function sameCharge(a: Charge, b: Charge): boolean {
  return (
    a.deliveryCents === b.deliveryCents &&
    a.totalCents === b.totalCents &&
    a.dueCents === b.dueCents &&
    a.giftCards.length === b.giftCards.length &&
    a.giftCards.every((card, i) => card.id === b.giftCards[i].id && card.amountCents === b.giftCards[i].amountCents)
  );
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What differs between the confirmed quote and the current one for the delivery option
 * chosen; null when the order would be charged exactly what was confirmed.
 */
export function priceChange(confirmed: Quote, current: Quote, deliveryHandle: string, context: ChangeContext): PriceChange | null {
  const before = chargeOf(confirmed, deliveryHandle);
  const after = chargeOf(current, deliveryHandle);
  if (before && after && sameCharge(before, after) && sameList(confirmed.lines, current.lines) && sameList(confirmed.discounts, current.discounts)) {
    return null;
  }
  const reasons: string[] = [];

  // The lines: what is in the cart, at what price.
  const quantities = (quote: Quote) => quote.lines.map(([id, quantity]) => `${id}×${quantity}`).join(',');
  if (quantities(confirmed) !== quantities(current)) {
    reasons.push('Votre panier a changé depuis l’affichage de cette page (articles ou quantités).');
  } else {
    confirmed.lines.forEach(([id, , unit, total], i) => {
      const [, , unitNow, totalNow] = current.lines[i];
      if (unit !== unitNow) reasons.push(`Le prix de « ${context.title(id)} » est passé de ${formatEuros(unit)} à ${formatEuros(unitNow)}.`);
      else if (total !== totalNow) reasons.push(`La remise quantité sur « ${context.title(id)} » a changé : ${formatEuros(totalNow)} au lieu de ${formatEuros(total)}.`);
    });
  }

  // Code discounts.
  for (const [code, amount] of confirmed.discounts) {
    const now = current.discounts.find(([other]) => other.toUpperCase() === code.toUpperCase())?.[1] ?? 0;
    if (now === amount) continue;
    if (now === 0) {
      const refusal = context.codes.find((status) => status.code.toUpperCase() === code.toUpperCase())?.refusal ?? null;
      const say = refusal ? CODE_GONE[refusal] : undefined;
      reasons.push(say ? say(code, formatEuros(amount)) : `La remise du code ${code} (${formatEuros(amount)}) ne s’applique plus à votre commande.`);
    } else {
      reasons.push(`La remise du code ${code} est passée de ${formatEuros(amount)} à ${formatEuros(now)}.`);
    }
  }
  for (const [code, amount] of current.discounts) {
    if (!confirmed.discounts.some(([other]) => other.toUpperCase() === code.toUpperCase())) reasons.push(`Le code ${code} s’applique désormais : −${formatEuros(amount)}.`);
  }

  // Delivery.
  const offerBefore = confirmed.offers.find(([handle]) => handle === deliveryHandle);
  const offerAfter = current.offers.find(([handle]) => handle === deliveryHandle);
  if (offerBefore && offerAfter && offerBefore[2] !== offerAfter[2]) {
    reasons.push(`Les frais de « ${offerAfter[1]} » sont passés de ${formatEuros(offerBefore[2])} à ${formatEuros(offerAfter[2])}.`);
  } else if (!offerBefore) {
    reasons.push('Le mode de livraison choisi ne figurait pas sur la page affichée.');
  }

  // Gift cards: a balance spent elsewhere meanwhile.
  if (before && after) {
    for (const [id, last, balance] of confirmed.giftCards) {
      const now = current.giftCards.find(([other]) => other === id);
      const paidBefore = before.giftCards.find((card) => card.id === id)?.amountCents ?? 0;
      const paidAfter = after.giftCards.find((card) => card.id === id)?.amountCents ?? 0;
      if (!now) reasons.push(`La carte cadeau •••• ${last} n’est plus dans votre panier : elle ne paie plus ${formatEuros(paidBefore)}.`);
      else if (now[2] !== balance && paidAfter !== paidBefore) {
        reasons.push(
          paidAfter === 0
            ? `Le solde de la carte cadeau •••• ${last} a été utilisé entre-temps : elle ne paie plus ${formatEuros(paidBefore)}.`
            : `Le solde de la carte cadeau •••• ${last} a changé entre-temps : elle paie ${formatEuros(paidAfter)} au lieu de ${formatEuros(paidBefore)}.`,
        );
      }
    }
  }

  if (reasons.length === 0) reasons.push('Le montant de votre commande a changé depuis l’affichage de cette page.');
  return {reasons, before, after};
}
