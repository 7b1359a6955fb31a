// What one client may do to the local shop (docs/decisions/030): password guesses on
// customer accounts and on /admin are throttled (app/lib/platform/throttle.ts), and the carts a
// client creates are counted per minute. Kept in memory: a restart forgets them.

import {AttemptThrottle, RateWindow, SIGN_IN_RULES, type ThrottleRules} from './shared-rules.ts';
import {CART_CREATES_PER_MINUTE} from './store/carts.ts';

export interface ShopLimits {
  signIn: AttemptThrottle;
  /** One account (the merchant's), one address for everyone on this machine: never a client limit. */
  admin: AttemptThrottle;
  cartCreates: RateWindow;
}

export function createLimits(rules: Partial<ThrottleRules> = {}): ShopLimits {
  return {
    signIn: new AttemptThrottle({...SIGN_IN_RULES, ...rules}),
    admin: new AttemptThrottle({...SIGN_IN_RULES, ...rules, clientLimit: null}),
    cartCreates: new RateWindow(CART_CREATES_PER_MINUTE, 60_000),
  };
}
