// Signing out ends the cart too. The cart carries its buyer (e-mail, address, the
// customer's token): kept after a sign-out, the next person at the same browser would
// see them at /checkout and their order would land in the previous customer's account.
// The next add starts a new cart (the cart handler's « no cart → create »).

/** The Set-Cookie that forgets the cart's id (Hydrogen's `cart` cookie, same path). */
export function forgetCartCookie(): string {
  return 'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
}

/** The same response with the cart forgotten (a redirect's own headers may be immutable). */
export function withCartForgotten(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', forgetCartCookie());
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}
