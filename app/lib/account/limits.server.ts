// The account forms' limits per client (docs/decisions/030), in the worker's memory:
// failed sign-ins whatever the e-mail (the shop slows each account down itself) and
// password-reset e-mails asked for. Server only: never in a browser bundle.

import {AttemptThrottle, RateWindow} from '../platform/throttle.ts';

/**
 * The visitor's address: Oxygen's `oxygen-buyer-ip` (set by its edge; locally by
 * scripts/front.ts from the connection).
 */
export function clientAddress(request: Request): string {
  return request.headers.get('oxygen-buyer-ip')?.trim() || 'inconnu';
}

/**
 * What one client may try on the account forms before being told to wait
 * (docs/decisions/030): failed sign-ins, whatever the e-mail (the shop slows each account
 * down itself), and password-reset e-mails asked for. Kept per isolate: on Oxygen, a
 * bound per client and per isolate, the shop's own limits behind it.
 */
export const ACCOUNT_LIMITS = {
  signInFailures: 10,
  recoveryRequests: 5,
  windowMs: 15 * 60 * 1000,
} as const;

export const signInThrottle = new AttemptThrottle({
  clientLimit: ACCOUNT_LIMITS.signInFailures,
  windowMs: ACCOUNT_LIMITS.windowMs,
  freeFailures: Number.POSITIVE_INFINITY,
});

export const recoveryRequests = new RateWindow(ACCOUNT_LIMITS.recoveryRequests, ACCOUNT_LIMITS.windowMs);

export const ACCOUNT_MESSAGES = {
  signInThrottled: (minutes: number) =>
    `Trop de tentatives de connexion depuis votre adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  signInBusy: 'Trop de tentatives de connexion pour le moment. Réessayez dans quelques instants.',
  recoveryThrottled: (minutes: number) =>
    `Trop de demandes de réinitialisation depuis votre adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;
