// The one delivery-promise rule (issue 16, point 8; SPEC.md sections 4 and 9), shared by
// the product page, the cart, /checkout, the confirmation and the chat, on Paris time:
// - an order counts from the day it is placed, or from the next day when it is placed
//   from ORDER_CUTOFF_HOUR (16:00);
// - each option arrives its DELIVERY_OPTIONS `transitDays` working days after that day:
//   standard 3 to 5 (« 3 à 5 jours ouvrés »), express 1 to 2 (« 24 à 48 h »), urgent
//   Paris 0 (that very day: « le jour même » before the cut-off, the next day after it);
// - nothing arrives on a Saturday or a Sunday: such a day moves to the Monday.
// Express's first day is SPEC.md's product-page estimate (before 16:00 the next day, from
// 16:00 two days later, Saturday and Sunday moved to Monday): the product page, the cart,
// the checkout and the confirmation give one promise. Public holidays are not known to
// the shop: a promise around one may be a day early.

import {DELIVERY_OPTIONS, ORDER_CUTOFF_HOUR, type DeliveryOptionDefinition} from './constants.ts';
import {formatWeekdayDayMonthFr, isoDateParis, parisCalendarDay, parisWallClock} from './dates.ts';

export type DeliveryHandle = DeliveryOptionDefinition['handle'];

export interface DeliveryPromise {
  handle: DeliveryHandle;
  title: string;
  /** The Paris day the order counts from (noon UTC, see parisCalendarDay) */
  from: Date;
  earliest: Date;
  latest: Date;
  /** 'YYYY-MM-DD' of earliest and latest */
  earliestIso: string;
  latestIso: string;
  /** « le mercredi 25 novembre » or « entre le lundi 30 novembre et le mercredi 2 décembre » */
  when: string;
  /** True before the cut-off: the order counts from today */
  beforeCutoff: boolean;
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

function addDays(date: Date, days: number): Date {
  return parisCalendarDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + days);
}

/** The `count`-th working day after `date`; for 0, `date` itself, moved to the Monday from a weekend. */
export function addWorkingDays(date: Date, count: number): Date {
  let day = date;
  if (count <= 0) {
    while (isWeekend(day)) day = addDays(day, 1);
    return day;
  }
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

/** The Paris day an order placed at `now` counts from: today before the cut-off, else tomorrow. */
export function orderDay(now: Date): {date: Date; beforeCutoff: boolean} {
  const clock = parisWallClock(now);
  const beforeCutoff = clock.hour < ORDER_CUTOFF_HOUR;
  return {date: parisCalendarDay(clock.year, clock.month, clock.day + (beforeCutoff ? 0 : 1)), beforeCutoff};
}

/** « le mercredi 25 novembre », « entre le lundi 30 novembre et le mercredi 2 décembre ». */
export function promiseWhen(earliest: Date, latest: Date): string {
  if (isoDateParis(earliest) === isoDateParis(latest)) return `le ${formatWeekdayDayMonthFr(earliest)}`;
  return `entre le ${formatWeekdayDayMonthFr(earliest)} et le ${formatWeekdayDayMonthFr(latest)}`;
}

/** When an order placed at `now` with this option arrives; null for an unknown handle or date. */
export function deliveryPromise(handle: DeliveryHandle | string, now: Date): DeliveryPromise | null {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate.handle === handle);
  if (!option || Number.isNaN(now.getTime())) return null;
  const start = orderDay(now);
  const earliest = addWorkingDays(start.date, option.transitDays.min);
  const latest = addWorkingDays(start.date, option.transitDays.max);
  return {
    handle: option.handle,
    title: option.title,
    from: start.date,
    earliest,
    latest,
    earliestIso: isoDateParis(earliest),
    latestIso: isoDateParis(latest),
    when: promiseWhen(earliest, latest),
    beforeCutoff: start.beforeCutoff,
  };
}

/** Every option's promise for an order placed at `now`, in DELIVERY_OPTIONS' order. */
export function deliveryPromises(now: Date): DeliveryPromise[] {
  return DELIVERY_OPTIONS.map((option) => deliveryPromise(option.handle, now)).filter((promise): promise is DeliveryPromise => promise !== null);
}

/** The handle of the option with this title (what an order records), or null. */
export function deliveryHandleOf(title: string | null | undefined): DeliveryHandle | null {
  return DELIVERY_OPTIONS.find((option) => option.title === title)?.handle ?? null;
}

/** « Livraison standard : entre le … et le … », for a sentence or a list. */
export function promiseSentence(promise: DeliveryPromise): string {
  return `${promise.title} : ${promise.when}`;
}

/** « entre le … et le … » by option handle, for a page that shows the options (computed by its loader). */
export function promiseTexts(now: Date): Record<string, string> {
  return Object.fromEntries(deliveryPromises(now).map((promise) => [promise.handle, promise.when]));
}
