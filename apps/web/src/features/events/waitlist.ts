import { DEFAULT_WAITLIST_OFFER_MINUTES, type TBooking } from '@engagex/contracts';
import { t } from './later/messages';

/**
 * How long this offer is held in all (decision 042): from its making to its expiry, as the server set it
 * (WAITLIST_OFFER_MINUTES may differ from the default); the countdown's bar is measured against it.
 */
export function offerLengthMs(booking: Pick<TBooking, 'createdAt' | 'holdExpiresAt'>): number {
  const length = booking.holdExpiresAt
    ? Date.parse(booking.holdExpiresAt) - Date.parse(booking.createdAt)
    : 0;
  return length > 0 ? length : DEFAULT_WAITLIST_OFFER_MINUTES * 60_000;
}

/** A free event's offer costs nothing: it is accepted (confirm true), not paid. */
export const isFreeOffer = (booking: Pick<TBooking, 'waitlistOffer' | 'status' | 'totalCredits'>): boolean =>
  booking.waitlistOffer && booking.status === 'held' && booking.totalCredits === 0;

/** What a declined offer says, on its card and in the toast (decision 052). */
export const offerDeclinedText = (): string => t('offer.declinedText');
