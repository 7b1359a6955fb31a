// Dates in French, on Paris time whatever the server's time zone (workers run on UTC).

import {LOCALE} from './constants.ts';

export const SHOP_TIME_ZONE = 'Europe/Paris';

/** Words read per minute (SPEC.md section 9). */
export const READING_WORDS_PER_MINUTE = 200;

export interface ParisWallClock {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 to 23 */
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as Date.getDay() */
  weekday: number;
}

const wallClockFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

const weekdayDayMonthFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** The time a clock in Paris shows at this instant (DST included). */
export function parisWallClock(date: Date): ParisWallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const {year, month, day, hour, minute} = parts;
  return {year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay()};
}

/**
 * A Paris calendar day as a Date: noon UTC of that day, which is the same calendar day
 * in Paris (13:00 or 14:00) and in every time zone from UTC−11 to UTC+11, so formatting it
 * anywhere cannot slip to the day before. Overflowing days roll over (day 32 → next month).
 */
export function parisCalendarDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The Paris calendar day `days` after the one of this instant. */
export function parisDayPlus(now: Date, days: number): Date {
  const {year, month, day} = parisWallClock(now);
  return parisCalendarDay(year, month, day + days);
}

/** 'YYYY-MM-DD' of the Paris calendar day. */
export function isoDateParis(date: Date): string {
  const {year, month, day} = parisWallClock(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** French writes the first of the month '1er'; Intl writes '1'. */
function firstOfMonth(text: string): string {
  return text.replace(/(^|\s)1(\s)/, '$11er$2');
}

/** '22 novembre 2026' (Paris day); '' for an invalid date. */
export function formatDateFr(value: string | number | Date): string {
  const date = toDate(value);
  return date ? firstOfMonth(dateFormatter.format(date)) : '';
}

/** '22 novembre 2026 à 14:30' (Paris time); '' for an invalid date. */
export function formatDateTimeFr(value: string | number | Date): string {
  const date = toDate(value);
  return date ? firstOfMonth(dateTimeFormatter.format(date)) : '';
}

/** 'mardi 24 novembre' (Paris day); '' for an invalid date. */
export function formatWeekdayDayMonthFr(value: string | number | Date): string {
  const date = toDate(value);
  return date ? firstOfMonth(weekdayDayMonthFormatter.format(date)) : '';
}

/** Plain text of an HTML body: tags, scripts and styles removed, common entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;|&#x[\da-f]+;/gi, '_');
}

/** Words / 200 rounded up, at least 1 minute (SPEC.md section 9). */
export function readingTimeMinutes(text: string | null | undefined): number {
  const words = stripHtml(text ?? '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** '5 min de lecture' */
export function readingTimeLabel(text: string | null | undefined): string {
  return `${readingTimeMinutes(text)} min de lecture`;
}
