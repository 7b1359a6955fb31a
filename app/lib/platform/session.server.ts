import type {HydrogenSession} from '@shopify/hydrogen';
import {isHttps} from '~/lib/platform/security';
import {createCookieSessionStorage, type SessionStorage, type Session} from 'react-router';

/** Signed, httpOnly cookie session: holds the cart id, later the customer token. */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage: SessionStorage;
  #session: Session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    // Secure in production (HTTPS); a plain-HTTP local preview would never get the cookie back.
    const secure = isHttps(request);
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        maxAge: 60 * 60 * 24,
        secrets,
      },
    });

    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());

    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  /** Reads a flash value; reading it consumes it, so the cookie must be committed. */
  takeFlash<T = unknown>(key: string): T | undefined {
    if (!this.#session.has(key)) return undefined;
    this.isPending = true;
    return this.#session.get(key) as T | undefined;
  }

  /** Whether a flash value waits for the next page (React Router keeps them as `__flash_<key>__`). */
  hasFlash(): boolean {
    return Object.keys(this.#session.data).some((key) => key.startsWith('__flash_'));
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }
}
