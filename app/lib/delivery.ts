// Delivery promises (SPEC.md section 4 'Delivery time' and the product-page estimate)
// and the free-delivery rule (SPEC.md section 9), on Paris time: the warehouse's 16:00
// cut-off is Paris wall-clock time, whatever the time zone of the server running this.

import {
  DELIVERY_OPTIONS,
  type DeliveryOptionDefinition,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  ORDER_CUTOFF_HOUR,
} from './constants.ts';
import {formatWeekdayDayMonthFr, isoDateParis, parisCalendarDay, parisDayPlus, parisWallClock} from './dates.ts';
import {deliveryPromise} from './delivery-promise.ts';
import {roundMoney} from './money.ts';
import type {MetadataStockLevel} from './stock.ts';
import {htFromTtc} from './vat.ts';

/** Days from today for the 'standard' promise ('dès le …'). */
export const STANDARD_DELIVERY_DAYS = 3;
export const ORDER_BEFORE_NOTE = `Commandez avant ${ORDER_CUTOFF_HOUR} h pour une expédition le jour même`;
/** Under the product page's estimate before the cut-off: the condition it holds under. */
export const ORDER_BEFORE_CONDITION = `Pour une commande passée avant ${ORDER_CUTOFF_HOUR} h.`;

export interface DeliveryEstimate {
  /** The Paris calendar day, as noon UTC of that day (see parisCalendarDay). */
  date: Date;
  /** 'YYYY-MM-DD' */
  isoDate: string;
  /** 'Livraison estimée le mardi 24 novembre' */
  label: string;
  /** True from 16:00 Paris: 'order before 16h' note (SPEC.md section 4). */
  showOrderBeforeNote: boolean;
}

export type DeliveryTimeKind = 'next-day' | 'standard';

export interface DeliveryTime {
  kind: DeliveryTimeKind;
  date: Date;
  isoDate: string;
  /** 'Livraison le mercredi 25 novembre' or 'Livraison dès le vendredi 27 novembre' */
  label: string;
}

function isAfterCutoff(now: Date): boolean {
  return parisWallClock(now).hour >= ORDER_CUTOFF_HOUR;
}

/**
 * Product page: before 16:00 the next day, from 16:00 two days later; a result on a
 * Saturday or Sunday moves to the Monday after. It is the first day of the express
 * promise of the shared rule (delivery-promise.ts), so the product page and the
 * checkout never say two things.
 */
export function productDeliveryEstimate(now: Date): DeliveryEstimate {
  const express = deliveryPromise('express', now);
  const date = express?.earliest ?? parisDayPlus(now, 1);
  return {
    date,
    isoDate: isoDateParis(date),
    label: `Livraison estimée le ${formatWeekdayDayMonthFr(date)}`,
    showOrderBeforeNote: isAfterCutoff(now),
  };
}

/**
 * SPEC.md section 4: next-day (tomorrow's date) when the metadata stock level is high,
 * otherwise standard, 'dès le' plus the date 3 days ahead. Calendar days, as SPEC.md
 * says: the weekend shift belongs to the product-page estimate only.
 */
export function deliveryTimeFor(level: MetadataStockLevel, now: Date): DeliveryTime {
  const clock = parisWallClock(now);
  const kind: DeliveryTimeKind = level === 'high' ? 'next-day' : 'standard';
  const date = parisCalendarDay(clock.year, clock.month, clock.day + (kind === 'next-day' ? 1 : STANDARD_DELIVERY_DAYS));
  const day = formatWeekdayDayMonthFr(date);
  return {
    kind,
    date,
    isoDate: isoDateParis(date),
    label: kind === 'next-day' ? `Livraison le ${day}` : `Livraison dès le ${day}`,
  };
}

/** Same-day wording: 'aujourd'hui' before 16:00 Paris, else 'demain'. */
export function sameDayLabel(now: Date): string {
  return isAfterCutoff(now) ? 'demain' : "aujourd'hui";
}

export interface FreeDeliveryInput {
  /** Cart subtotal TTC, after discounts. */
  subtotalTtc: number;
  /** Units of products whose type starts with 'Vérin' (isCylinderProductType). */
  cylinderCount: number;
}

export interface FreeDeliveryStatus {
  free: boolean;
  /** Which rule made it free, if any. */
  reason: 'amount' | 'cylinders' | null;
  subtotalHt: number;
  /** € HT still to add for free delivery; 0 when free. */
  remainingHt: number;
  /** Cylinders still to add for free delivery; 0 when free. */
  remainingCylinders: number;
  /** 0..1 towards the amount threshold; 1 when free. */
  progress: number;
}

/** Free from 250 € HT (subtotal TTC / 1.2, rounded to the cent) or from 20 cylinders. */
export function freeDeliveryStatus({subtotalTtc, cylinderCount}: FreeDeliveryInput): FreeDeliveryStatus {
  const subtotalHt = htFromTtc(Number.isFinite(subtotalTtc) ? Math.max(0, subtotalTtc) : 0);
  const cylinders = Number.isFinite(cylinderCount) ? Math.max(0, Math.floor(cylinderCount)) : 0;
  const byAmount = subtotalHt >= FREE_DELIVERY_THRESHOLD_HT;
  const byCylinders = cylinders >= FREE_DELIVERY_MIN_CYLINDERS;
  const free = byAmount || byCylinders;
  return {
    free,
    reason: byAmount ? 'amount' : byCylinders ? 'cylinders' : null,
    subtotalHt,
    remainingHt: free ? 0 : roundMoney(FREE_DELIVERY_THRESHOLD_HT - subtotalHt),
    remainingCylinders: free ? 0 : FREE_DELIVERY_MIN_CYLINDERS - cylinders,
    progress: free ? 1 : Math.min(1, subtotalHt / FREE_DELIVERY_THRESHOLD_HT),
  };
}

export type DeliveryOptionHandle = DeliveryOptionDefinition['handle'];

export interface DeliveryOptionOffer {
  handle: DeliveryOptionHandle;
  title: string;
  description: string;
  /** TTC, what the shopper pays: 0 when free. */
  price: number;
  /** TTC before the free-delivery rule. */
  regularPrice: number;
  isFree: boolean;
}

/** Paris proper: 75001 to 75020 and 75116, i.e. five digits starting with 75. */
export function isParisPostalCode(postalCode: string | null | undefined): boolean {
  return /^75\d{3}$/.test((postalCode ?? '').replace(/\s/g, ''));
}

function isFrance(countryCode: string | null | undefined): boolean {
  const country = (countryCode ?? '').trim().toLowerCase();
  return country === 'fr' || country === 'france';
}

function findOption(option: DeliveryOptionDefinition | DeliveryOptionHandle): DeliveryOptionDefinition | null {
  if (typeof option !== 'string') return option;
  return DELIVERY_OPTIONS.find((candidate) => candidate.handle === option) ?? null;
}

/**
 * TTC price of an option; null when it is not offered for that postal code (same-day
 * outside Paris) or the handle is unknown. Without a postal code the price is given.
 */
export function deliveryOptionPrice(
  option: DeliveryOptionDefinition | DeliveryOptionHandle,
  {free, postalCode}: {free: boolean; postalCode?: string | null},
): number | null {
  const definition = findOption(option);
  if (!definition) return null;
  if (definition.parisOnly && postalCode !== undefined && postalCode !== null && !isParisPostalCode(postalCode)) {
    return null;
  }
  return definition.freeAboveThreshold && free ? 0 : definition.price;
}

/** The options offered for a destination, cheapest first as DELIVERY_OPTIONS lists them. */
export function availableDeliveryOptions({
  free,
  countryCode,
  postalCode,
}: {
  free: boolean;
  countryCode: string | null | undefined;
  postalCode: string | null | undefined;
}): DeliveryOptionOffer[] {
  const paris = isFrance(countryCode) && isParisPostalCode(postalCode);
  return DELIVERY_OPTIONS.filter((option) => !option.parisOnly || paris).map((option) => {
    const price = option.freeAboveThreshold && free ? 0 : option.price;
    return {
      handle: option.handle,
      title: option.title,
      description: option.description,
      price,
      regularPrice: option.price,
      isFree: price === 0,
    };
  });
}
