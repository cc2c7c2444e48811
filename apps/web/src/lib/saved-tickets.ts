/**
 * The signed-in user's confirmed tickets are kept on this device, so a ticket shows at a door with no signal
 * (docs/product.md "The ticket wallet"; features/events/offline keeps and reads them). Here only what sign-out needs, in the first download:
 * forgetting every user's. One localStorage entry per user, named by this prefix.
 */
export const SAVED_TICKETS_PREFIX = 'engagex:tickets:';

/** At sign-out: nobody's tickets stay on a device that nobody is signed in to. */
export function forgetSavedTickets(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(SAVED_TICKETS_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // No storage (privacy mode): nothing was saved either.
  }
}
