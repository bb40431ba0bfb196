/**
 * Whether this tab is signing out (spec §2 page frame, Sign Out): from the click until the cache has
 * been emptied and the page reloaded on /. While it is, the route guards do not send the customer to
 * /signin when the session disappears under a signed-in-only page: Sign Out takes them home. (Seen
 * under load: the session ended, a query of the page still on screen answered "signed out", and its
 * guard won the race against the navigation home.)
 */
let signingOut = false;

/** True between {@link beginSignOut} and {@link endSignOut}. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Marks the start of a sign-out. */
export function beginSignOut(): void {
  signingOut = true;
}

/** Marks its end (whether or not it succeeded). */
export function endSignOut(): void {
  signingOut = false;
}
