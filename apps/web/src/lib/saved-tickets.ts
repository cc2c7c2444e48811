import { getAuthToken } from './storage';

/**
 * The signed-in user's confirmed tickets are kept on this device, so a ticket shows at a door with no signal
 * (issue #18; features/events/offline keeps and reads them). Here only what the session needs at start-up: whose
 * tickets they are, and forgetting every user's at sign-out. One localStorage entry per user.
 */
export const SAVED_TICKETS_PREFIX = 'engagex:tickets:';

/**
 * Whose tickets this device shows: the subject of the stored session token, read without the server so that it
 * works offline. It only picks which of this device's saved entries to show, and a sign-out deletes them all, so an
 * unverified read reveals nothing the device did not already hold for the session it belongs to.
 */
export function savedTicketsOwner(token = getAuthToken()): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** At sign-out: nobody's tickets stay on a device that nobody is signed in to. */
export function forgetSavedTickets(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(SAVED_TICKETS_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // No storage (privacy mode): nothing was saved either.
  }
}
