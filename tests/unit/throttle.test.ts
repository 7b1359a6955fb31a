import {describe, expect, it} from 'vitest';
import {AttemptThrottle, RateWindow, SIGN_IN_RULES, minutesFrom} from '../../app/lib/platform/throttle.ts';

/** A clock that only moves when the throttle sleeps or the test says so. */
function fakeClock() {
  const clock = {
    time: 1_000_000,
    slept: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

const wrong = async () => false;
const right = async () => true;

describe('AttemptThrottle with the sign-in rules', () => {
  it('answers the first failures at once, then spaces checks out: 1 s, 2 s, then 3 s at most', async () => {
    const clock = fakeClock();
    const throttle = new AttemptThrottle(SIGN_IN_RULES, clock);
    for (let i = 0; i < 7; i++) expect(await throttle.attempt(`client-${i}`, 'compte@exemple.fr', wrong)).toEqual({ok: false});
    expect(clock.slept).toEqual([1000, 2000, 3000, 3000]);
  });

  it('lets the owner in with the right password after any number of failures on the account', async () => {
    const clock = fakeClock();
    const throttle = new AttemptThrottle(SIGN_IN_RULES, clock);
    for (let i = 0; i < 50; i++) await throttle.attempt(`attaquant-${i}`, 'compte@exemple.fr', wrong);
    expect(await throttle.attempt('proprietaire', 'compte@exemple.fr', right)).toEqual({ok: true});
    // And the account is no longer slowed down afterwards.
    clock.slept.length = 0;
    await throttle.attempt('proprietaire', 'compte@exemple.fr', right);
    expect(clock.slept).toEqual([]);
  });

  it('refuses a client past its limit until its failures age out, whatever the account', async () => {
    const clock = fakeClock();
    const throttle = new AttemptThrottle(SIGN_IN_RULES, clock);
    for (let i = 0; i < SIGN_IN_RULES.clientLimit!; i++) await throttle.attempt('robot', `cible-${i}@exemple.fr`, wrong);
    const refused = await throttle.attempt('robot', 'autre@exemple.fr', right);
    expect(refused).toMatchObject({refused: 'client'});
    expect(await throttle.attempt('voisin', 'autre@exemple.fr', right)).toEqual({ok: true});
    clock.time += (refused as {retryAfterMs: number}).retryAfterMs + 1;
    expect(await throttle.attempt('robot', 'autre@exemple.fr', right)).toEqual({ok: true});
  });

  it('makes a burst on one account wait in line, and refuses what would wait too long without checking it', async () => {
    const throttle = new AttemptThrottle({...SIGN_IN_RULES, clientLimit: null}, {now: () => 0, sleep: () => new Promise(() => {})});
    let checked = 0;
    const attempts = Array.from({length: 20}, (_, i) =>
      throttle.attempt(`ip-${i}`, 'compte@exemple.fr', async () => {
        checked++;
        return false;
      }),
    );
    const settled = await Promise.race([Promise.all(attempts), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);
    expect(settled).toBe('waiting');
    // Three at once, the next ones at 1 s, 3 s and 6 s; the seventh would start later than 6 s.
    const refusals = await Promise.all(attempts.slice(6).map((attempt) => Promise.race([attempt, Promise.resolve('waiting')])));
    expect(refusals.every((result) => typeof result === 'object' && (result as {refused?: string}).refused === 'busy')).toBe(true);
    expect(checked).toBe(3);
  });

  it('does not count a check that could not run', async () => {
    const clock = fakeClock();
    const throttle = new AttemptThrottle({...SIGN_IN_RULES, clientLimit: 1}, clock);
    await expect(throttle.attempt('client', null, () => Promise.reject(new Error('boutique injoignable')))).rejects.toThrow();
    expect(throttle.failures('client')).toBe(0);
    expect(await throttle.attempt('client', null, right)).toEqual({ok: true});
  });
});

describe('RateWindow', () => {
  it('takes up to its limit per key within the window', () => {
    let now = 0;
    const window = new RateWindow(2, 60_000, () => now);
    expect([window.take('a'), window.take('a'), window.take('a'), window.take('b')]).toEqual([true, true, false, true]);
    expect(window.retryAfterMs('a')).toBe(60_000);
    now = 60_001;
    expect(window.take('a')).toBe(true);
  });
});

describe('minutesFrom', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect([minutesFrom(0), minutesFrom(61_000), minutesFrom(15 * 60_000)]).toEqual([1, 2, 15]);
  });
});
