/**
 * A booker's ticket as a calendar file (the same VEVENT the ticket email attaches). Reads only. Changes when the
 * calendar entry does.
 */
import type { TRealm, TUiLanguage } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { ticketCalendar } from '../../../platform/notifications/ticket-attachments.js';
import { ticketPage } from '../notices.js';
import { bookingFacts, ticketFacts, ticketPeople } from './booking-notices.js';

/**
 * A booker's ticket as a calendar file (docs/product.md "The ticket wallet"): the same VEVENT the ticket email attaches (platform/notifications
 * ticket-attachments.ts), with the same UID, so adding both to a calendar keeps one entry, and a later email about
 * the show (moved, cancelled) updates it. Only the booker's own confirmed booking has one; anyone else's is not found.
 */
export async function ticketCalendarFile(
  db: Executor,
  realm: TRealm,
  input: { userId: string; bookingId: string; publicUrl: string; now: Date; language?: TUiLanguage },
): Promise<{ filename: string; calendar: string }> {
  const [row] = await bookingFacts(db, [input.bookingId]);
  if (!row || row.realm !== realm || row.user_id !== input.userId) throw notFound('Booking');
  // Each person's code is listed too (decision 078).
  const ticket =
    row.status === 'confirmed' ? ticketFacts(row, (await ticketPeople(db, [row.id])).get(row.id)) : null;
  if (!ticket)
    throw new AppError(
      'CONFLICT',
      say('This booking is {status}: only a confirmed booking has a ticket', { status: row.status }),
    );
  const calendar = ticketCalendar(ticket, {
    bookingUrl: new URL(ticketPage(realm, row.id), input.publicUrl).href,
    issuedAt: input.now,
    cancelled: false,
    // The request's language (decision 077): the entry's title and description read as the page does.
    ...(input.language ? { language: input.language } : {}),
  });
  return { filename: `ticket-${ticket.code}.ics`, calendar };
}
