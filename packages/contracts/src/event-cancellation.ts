/**
 * Cancelling an event (decisions 052 and 069): what the cancel would do, for the organiser's confirmation, and the
 * reason the cancel requires. Changes when the confirmation or the cancel's request does.
 */
import { z } from 'zod';
import { ZMoneyPaid } from './event-payments.js';
import { ZEventStatus } from './events.js';

/**
 * What cancelling an event would do now (decision 052), for the organiser's confirmation: the bookings and entries it
 * lets go, where each one's money goes, and how many people are told. A used ticket or a show already started keeps
 * its state and is not counted.
 */
export const ZEventCancellation = z
  .object({
    status: ZEventStatus,
    bookings: z.object({
      /** Seats held and not paid for: released, nothing was charged. */
      held: z.number().int().min(0),
      /** Paid through the gateway: refunded to the card or account they came from. */
      toCard: z.number().int().min(0),
      /** Paid with credits: the credits go back to the wallet. */
      toWallet: z.number().int().min(0),
      /** Free bookings: nothing to refund. */
      free: z.number().int().min(0),
    }),
    entries: z.object({
      toCard: z.number().int().min(0),
      toWallet: z.number().int().min(0),
      free: z.number().int().min(0),
    }),
    /** The money going back to cards, per currency paid. */
    moneyToCards: z.array(ZMoneyPaid),
    creditsToWallets: z.number().int().min(0),
    /** People waiting on the event's waitlists: the lines close and they are told. */
    waiting: z.number().int().min(0),
    /** Everyone told: each holder of a booking or entry once, and each person waiting. */
    people: z.number().int().min(0),
  })
  .meta({ id: 'EventCancellation' });
export type TEventCancellation = z.infer<typeof ZEventCancellation>;

const REASON_NEEDED =
  'Say why the event is cancelled: everyone told reads your reason in their notice and email.';
/**
 * Cancelling an event says why (decision 069): the reason is required and goes, as written, into the notice and email
 * of everyone told. A missing or blank reason is refused and nothing is cancelled.
 */
export const ZCancelEventRequest = z.object(
  {
    reason: z
      .string({ error: REASON_NEEDED })
      .trim()
      .min(3, REASON_NEEDED)
      .max(300, 'Keep the reason to 300 characters: it is read in a notification.'),
  },
  { error: REASON_NEEDED },
);
export type TCancelEventRequest = z.infer<typeof ZCancelEventRequest>;
