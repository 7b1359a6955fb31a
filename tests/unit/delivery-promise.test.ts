import {afterEach, describe, expect, it} from 'vitest';
import {deliveryAnswer} from '../../app/lib/chat/answers.ts';
import {DELIVERY_OPTIONS} from '../../app/lib/constants.ts';
import {addWorkingDays, deliveryHandleOf, deliveryPromise, deliveryPromises, orderDay} from '../../app/lib/delivery-promise.ts';
import {productDeliveryEstimate} from '../../app/lib/delivery.ts';
import {parisCalendarDay} from '../../app/lib/dates.ts';

// Issue 16, point 8: one rule for every promise. November 2026 (Paris = UTC+1):
// Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29, Mon 30, Tue 1, Wed 2, Thu 3, Fri 4 December.

const at = (iso: string) => new Date(iso);
const span = (handle: string, now: Date) => {
  const promise = deliveryPromise(handle, now);
  return promise ? [promise.earliestIso, promise.latestIso] : null;
};

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('deliveryPromise', () => {
  it('Wednesday 10:00 Paris: standard 3 to 5 working days, express 24 to 48 h, Paris the same day', () => {
    const now = at('2026-11-25T09:00:00Z');
    expect(span('standard', now)).toEqual(['2026-11-30', '2026-12-02']);
    expect(span('express', now)).toEqual(['2026-11-26', '2026-11-27']);
    expect(span('same-day-paris', now)).toEqual(['2026-11-25', '2026-11-25']);
    expect(deliveryPromise('standard', now)?.when).toBe('entre le lundi 30 novembre et le mercredi 2 décembre');
    expect(deliveryPromise('same-day-paris', now)).toMatchObject({when: 'le mercredi 25 novembre', beforeCutoff: true});
  });

  it('Wednesday 16:00 Paris: everything counts from Thursday', () => {
    const now = at('2026-11-25T15:00:00Z');
    expect(span('standard', now)).toEqual(['2026-12-01', '2026-12-03']);
    expect(span('express', now)).toEqual(['2026-11-27', '2026-11-30']);
    expect(span('same-day-paris', now)).toEqual(['2026-11-26', '2026-11-26']);
    expect(deliveryPromise('express', now)?.beforeCutoff).toBe(false);
  });

  it('Friday 17:00 and the weekend: nothing arrives on a Saturday or a Sunday', () => {
    for (const iso of ['2026-11-27T16:00:00Z', '2026-11-28T09:00:00Z', '2026-11-28T20:00:00Z', '2026-11-29T09:00:00Z']) {
      expect(span('express', at(iso)), iso).toEqual(['2026-11-30', '2026-12-01']);
      expect(span('standard', at(iso)), iso).toEqual(['2026-12-02', '2026-12-04']);
      expect(span('same-day-paris', at(iso)), iso).toEqual(['2026-11-30', '2026-11-30']);
    }
    // Sunday from 16:00 counts from Monday.
    expect(span('express', at('2026-11-29T15:00:00Z'))).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('Friday 10:00: standard crosses the weekend', () => {
    expect(span('standard', at('2026-11-27T09:00:00Z'))).toEqual(['2026-12-02', '2026-12-04']);
    expect(span('express', at('2026-11-27T09:00:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('uses Paris time in summer and whatever the machine’s time zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = tz;
      // Wednesday 15 July 2026: 15:59 and 16:00 Paris (UTC+2).
      expect(span('express', at('2026-07-15T13:59:00Z'))).toEqual(['2026-07-16', '2026-07-17']);
      expect(span('express', at('2026-07-15T14:00:00Z'))).toEqual(['2026-07-17', '2026-07-20']);
    }
  });

  it('gives the product page’s estimate as express’s first day, for every hour of two weeks', () => {
    for (let hour = 0; hour < 24 * 14; hour += 1) {
      const now = new Date(Date.UTC(2026, 10, 22, hour, 30));
      expect(productDeliveryEstimate(now).isoDate, now.toISOString()).toBe(deliveryPromise('express', now)?.earliestIso);
    }
  });

  it('follows the options’ constants, and knows an option by the title an order records', () => {
    expect(deliveryPromises(at('2026-11-25T09:00:00Z')).map((promise) => promise.handle)).toEqual(DELIVERY_OPTIONS.map((option) => option.handle));
    expect(deliveryHandleOf('Livraison express')).toBe('express');
    expect(deliveryHandleOf('Livraison inconnue')).toBeNull();
    expect(deliveryPromise('drone', at('2026-11-25T09:00:00Z'))).toBeNull();
    expect(deliveryPromise('standard', new Date('pas une date'))).toBeNull();
  });
});

describe('working days', () => {
  it('counts Monday to Friday only', () => {
    const friday = parisCalendarDay(2026, 11, 27);
    expect(addWorkingDays(friday, 0).toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(addWorkingDays(friday, 1).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(addWorkingDays(parisCalendarDay(2026, 11, 28), 0).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(orderDay(at('2026-11-24T23:30:00Z')).date.toISOString().slice(0, 10)).toBe('2026-11-25');
  });
});

describe('the chat says the same promise', () => {
  it('gives the dates of the shared rule in its delivery answer', () => {
    const text = deliveryAnswer('fr', '', at('2026-11-25T09:00:00Z')).text;
    expect(text).toContain(
      'Commandée maintenant, votre commande arrive entre le lundi 30 novembre et le mercredi 2 décembre en standard, entre le jeudi 26 novembre et le vendredi 27 novembre en express.',
    );
    expect(text).toContain('3 à 5 jours ouvrés');
  });
});
