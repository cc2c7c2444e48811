import type { TBooking, TRealm } from '@engagex/contracts';
import { REALMS } from '@/lib/realm';
import { SAVED_TICKETS_PREFIX } from '@/lib/saved-tickets';
import { getAuthToken, readStored, writeStored } from '@/lib/storage';

/** A ticket as kept on the device: the booking as the server last sent it, and the realm that sells it. */
export interface SavedTicket {
  realm: TRealm;
  booking: TBooking;
}

/** When each realm's tickets were last read from the server: one realm can be saved while the other fails. */
interface SavedEntry {
  realms: Partial<Record<TRealm, { savedAt: string; bookings: TBooking[] }>>;
}

export interface SavedTickets {
  tickets: SavedTicket[];
  /** The oldest of the realms' saves: what the notice says the tickets are "as of". */
  savedAt: string;
}

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

const keyOf = (owner: string) => `${SAVED_TICKETS_PREFIX}${owner}`;

function readEntry(owner: string): SavedEntry {
  try {
    const entry = JSON.parse(readStored(keyOf(owner)) ?? 'null') as SavedEntry | null;
    return entry && typeof entry.realms === 'object' && entry.realms ? entry : { realms: {} };
  } catch {
    return { realms: {} };
  }
}

/** A ticket is worth keeping while it can still be shown at a door: confirmed, its show not over. */
export const isWalletTicket = (booking: TBooking, now: number): boolean =>
  booking.status === 'confirmed' && Boolean(booking.qrPayload) && Date.parse(booking.slot.endsAt) > now;

/**
 * Replaces what the device keeps of one realm with `bookings` as the server just listed them (a cancelled or
 * transferred-away ticket disappears with the next save).
 */
export function saveTickets(owner: string, realm: TRealm, bookings: TBooking[], now = Date.now()): void {
  const entry = readEntry(owner);
  entry.realms[realm] = {
    savedAt: new Date(now).toISOString(),
    bookings: bookings.filter((booking) => isWalletTicket(booking, now)),
  };
  writeStored(keyOf(owner), JSON.stringify(entry));
}

/** The owner's saved tickets, soonest show first, without those that ended since; null when none was saved. */
export function readSavedTickets(owner: string | null, now = Date.now()): SavedTickets | null {
  if (!owner) return null;
  const { realms } = readEntry(owner);
  const saves = REALMS.flatMap((realm) => {
    const saved = realms[realm];
    return saved && Array.isArray(saved.bookings) ? [{ realm, ...saved }] : [];
  });
  if (saves.length === 0) return null;
  const tickets = saves
    .flatMap(({ realm, bookings }) => bookings.map((booking) => ({ realm, booking })))
    .filter(({ booking }) => isWalletTicket(booking, now))
    .sort((a, b) => Date.parse(a.booking.slot.startsAt) - Date.parse(b.booking.slot.startsAt));
  const savedAt = saves.map((save) => save.savedAt).sort()[0] ?? new Date(now).toISOString();
  return { tickets, savedAt };
}
