// Throttling of password guesses (docs/decisions/030), shared by the storefront's worker
// and the local shop. Failures are counted per client (its address) and per account
// within a window. Past a few failures, checks on that client or account are spaced out:
// each waits its turn, and a turn that would come too late is refused at once, without a
// check. A client past its limit is refused outright. An account never is: an attacker
// slows the owner down while the attack lasts, never locks them out.

export interface ThrottleRules {
  /** How long a failure counts. */
  windowMs: number;
  /** Failures (of a client or an account) answered without any wait. */
  freeFailures: number;
  /** Wait before the first check past the free failures; doubles with each failure after. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A check that would wait longer is refused at once ('busy'). */
  maxWaitMs: number;
  /** Failures after which a client is refused until they age out; null: never. */
  clientLimit: number | null;
}

export const SIGN_IN_RULES: ThrottleRules = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 3000,
  maxWaitMs: 6000,
  clientLimit: 20,
};

export type ThrottleRefusal = {refused: 'client' | 'busy'; retryAfterMs: number};

interface KeyState {
  failures: number[];
  /** Checks admitted and not finished yet: they count as failures until they finish. */
  pending: number;
  /** When the next check of this key may start. */
  nextSlot: number;
}

/** Most keys remembered (clients and accounts); the least recently seen go first. */
const MAX_KEYS = 20_000;

export class AttemptThrottle {
  readonly rules: ThrottleRules;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #keys = new Map<string, KeyState>();

  constructor(
    rules: Partial<ThrottleRules> = {},
    clock: {now?: () => number; sleep?: (ms: number) => Promise<void>} = {},
  ) {
    this.rules = {...SIGN_IN_RULES, ...rules};
    this.#now = clock.now ?? Date.now;
    this.#sleep = clock.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * Runs `check` (true: the password was right) when its turn comes, and counts a false
   * as a failure of the client and of the account (an exception counts as nothing). The account may be null (no account
   * known yet): only the client is throttled then.
   */
  async attempt(client: string, account: string | null, check: () => Promise<boolean>): Promise<{ok: boolean} | ThrottleRefusal> {
    const now = this.#now();
    const keys = [`c:${client}`, ...(account === null ? [] : [`a:${account}`])].map((key) => this.#state(key, now));
    const clientState = keys[0];
    const limit = this.rules.clientLimit;
    if (limit !== null && clientState.failures.length >= limit) {
      return {refused: 'client', retryAfterMs: clientState.failures[clientState.failures.length - limit] + this.rules.windowMs - now};
    }
    const start = Math.max(now, ...keys.map((state) => state.nextSlot));
    if (start - now > this.rules.maxWaitMs) return {refused: 'busy', retryAfterMs: start - now - this.rules.maxWaitMs};
    for (const state of keys) {
      // Until it is answered, this attempt counts as one more failure for the next one.
      state.pending++;
      state.nextSlot = start + this.#spacing(state.failures.length + state.pending);
    }
    let ok: boolean | undefined;
    try {
      if (start > now) await this.#sleep(start - now);
      ok = await check();
    } finally {
      // A check that failed to run (the shop did not answer) is no guess.
      const done = this.#now();
      for (const state of keys) {
        state.pending--;
        if (ok === false) state.failures.push(done);
      }
      // The owner is in: the guesses against the account no longer slow it down.
      if (ok === true && keys[1]) {
        keys[1].failures = [];
        keys[1].nextSlot = Math.min(keys[1].nextSlot, done);
      }
    }
    return {ok: ok === true};
  }

  /** Forgets the failures against an account (its password was just changed by its owner). */
  forgive(account: string): void {
    const state = this.#keys.get(`a:${account}`);
    if (state) {
      state.failures = [];
      state.nextSlot = 0;
    }
  }

  /** Failures of a client within the window (the storefront refuses past its own limit). */
  failures(client: string): number {
    return this.#state(`c:${client}`, this.#now()).failures.length;
  }

  #spacing(failures: number): number {
    const {freeFailures, firstDelayMs, maxDelayMs} = this.rules;
    if (failures < freeFailures) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
  }

  #state(key: string, now: number): KeyState {
    let state = this.#keys.get(key);
    if (state) {
      this.#keys.delete(key);
    } else {
      state = {failures: [], pending: 0, nextSlot: 0};
      if (this.#keys.size >= MAX_KEYS) this.#forgetOldest();
    }
    const since = now - this.rules.windowMs;
    while (state.failures.length > 0 && state.failures[0] <= since) state.failures.shift();
    this.#keys.set(key, state);
    return state;
  }

  #forgetOldest() {
    for (const [key, state] of this.#keys) {
      if (state.pending > 0) continue;
      this.#keys.delete(key);
      return;
    }
  }
}

/** Counts events per key in a sliding window (carts a client creates, recovery e-mails asked for). */
export class RateWindow {
  readonly limit: number;
  readonly windowMs: number;
  readonly #now: () => number;
  readonly #events = new Map<string, number[]>();

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one event for the key; false (and nothing counted) when it is over its limit. */
  take(key: string): boolean {
    const now = this.#now();
    const events = (this.#events.get(key) ?? []).filter((at) => at > now - this.windowMs);
    this.#events.delete(key);
    if (events.length >= this.limit) {
      this.#events.set(key, events);
      return false;
    }
    events.push(now);
    if (this.#events.size >= MAX_KEYS) this.#events.delete(this.#events.keys().next().value as string);
    this.#events.set(key, events);
    return true;
  }

  /** How long until the key may take one more. */
  retryAfterMs(key: string): number {
    const events = this.#events.get(key) ?? [];
    if (events.length < this.limit) return 0;
    return Math.max(0, events[events.length - this.limit] + this.windowMs - this.#now());
  }
}

/** Minutes, rounded up, for a French message ('dans 3 minutes'). */
export function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
