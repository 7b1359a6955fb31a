import {afterEach, describe, expect, it} from 'vitest';
import {
  formatDateFr,
  formatDateTimeFr,
  formatWeekdayDayMonthFr,
  isoDateParis,
  parisCalendarDay,
  parisWallClock,
  readingTimeLabel,
  readingTimeMinutes,
  stripHtml,
} from '../../app/lib/dates.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDateFr (Paris day)', () => {
  it('writes day, month and year in French', () => {
    expect(formatDateFr('2026-11-22T10:00:00Z')).toBe('22 novembre 2026');
    expect(formatDateFr(new Date('2026-07-15T10:00:00Z'))).toBe('15 juillet 2026');
    expect(formatDateFr(Date.UTC(2026, 1, 3, 12))).toBe('3 février 2026');
  });

  it('writes the first of the month 1er', () => {
    expect(formatDateFr('2026-12-01T12:00:00Z')).toBe('1er décembre 2026');
  });

  it('takes the Paris day, not the UTC one (winter, UTC+1)', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Paris.
    expect(formatDateFr('2026-11-30T23:30:00Z')).toBe('1er décembre 2026');
    expect(formatDateFr('2026-11-30T22:59:00Z')).toBe('30 novembre 2026');
  });

  it('takes the Paris day, not the UTC one (summer, UTC+2)', () => {
    // 22:30 UTC on 14 July is 00:30 on 15 July in Paris; 21:59 UTC is still the 14th.
    expect(formatDateFr('2026-07-14T22:30:00Z')).toBe('15 juillet 2026');
    expect(formatDateFr('2026-07-14T21:59:00Z')).toBe('14 juillet 2026');
  });

  it('does not depend on the machine time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDateFr('2026-11-30T23:30:00Z')).toBe('1er décembre 2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatDateFr('2026-11-30T22:30:00Z')).toBe('30 novembre 2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateFr('pas une date')).toBe('');
    expect(formatDateFr(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTimeFr', () => {
  it('writes Paris time', () => {
    expect(formatDateTimeFr('2026-11-22T13:30:00Z')).toBe('22 novembre 2026 à 14:30');
    expect(formatDateTimeFr('2026-07-15T12:05:00Z')).toBe('15 juillet 2026 à 14:05');
    expect(formatDateTimeFr('2026-12-01T08:00:00Z')).toBe('1er décembre 2026 à 09:00');
    expect(formatDateTimeFr('')).toBe('');
  });
});

describe('Paris wall clock', () => {
  it('gives the Paris time across DST', () => {
    expect(parisWallClock(new Date('2026-01-14T14:59:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 14,
      hour: 15,
      minute: 59,
      weekday: 3,
    });
    expect(parisWallClock(new Date('2026-07-15T14:00:00Z'))).toMatchObject({day: 15, hour: 16, minute: 0, weekday: 3});
    // Midnight is hour 0, not 24.
    expect(parisWallClock(new Date('2026-11-24T23:00:00Z'))).toMatchObject({day: 25, hour: 0, weekday: 3});
  });

  it('represents a calendar day as noon UTC', () => {
    const day = parisCalendarDay(2026, 11, 32);
    expect(day.toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(isoDateParis(day)).toBe('2026-12-02');
    expect(formatWeekdayDayMonthFr(day)).toBe('mercredi 2 décembre');
    expect(formatWeekdayDayMonthFr(parisCalendarDay(2026, 12, 1))).toBe('mardi 1er décembre');
  });
});

describe('readingTimeMinutes (words / 200, rounded up, at least 1)', () => {
  const words = (n: number) => Array.from({length: n}, (_, i) => `mot${i}`).join(' ');

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%d words → %d min', (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it('does not count HTML tags, scripts or styles', () => {
    const html = `<article class="x y z"><h2 id="a">Titre</h2><p>${words(199)}</p><script>${words(500)}</script><style>p{}</style></article>`;
    // 1 + 199 = 200 words
    expect(readingTimeMinutes(html)).toBe(1);
    expect(readingTimeMinutes(`${html}<p>encore</p>`)).toBe(2);
  });

  it('handles entities and empty input', () => {
    expect(stripHtml('<p>a&nbsp;b</p>').trim()).toBe('a b');
    expect(readingTimeMinutes(null)).toBe(1);
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeLabel(words(450))).toBe('3 min de lecture');
  });
});
