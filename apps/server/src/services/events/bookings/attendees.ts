/**
 * The booker names each ticket's attendee and edits their answers (PUT …/bookings/{id}/attendees, decision 078),
 * until the show starts; a used or cancelled ticket keeps what it had. Changes when what an attendee may change does.
 */
import type { TAttendeesUpdate, TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { lockBooking } from './locking.js';
import { checkAnswers, readOrderFacts } from './order.js';
import { getBooking } from './reads.js';

export async function updateAttendees(
  db: Database,
  realm: TRealm,
  input: { bookingId: string; userId: string } & TAttendeesUpdate,
) {
  await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, { bookingId: input.bookingId, userId: input.userId });
    if (locked.booking.status !== 'held' && locked.booking.status !== 'confirmed')
      throw new AppError('CONFLICT', 'This booking is no longer active');
    if (locked.slot.starts_at.getTime() <= Date.now())
      throw new AppError('BUSINESS_RULE', 'The show has started; attendees can no longer be changed');
    const tickets = await trx
      .selectFrom('tickets')
      .select(['id', 'ticket_type_id', 'status', 'answers'])
      .where('booking_id', '=', locked.booking.id)
      .execute();
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    const changes = input.attendees.map((attendee, index) => {
      const ticket = byId.get(attendee.ticketId);
      if (!ticket)
        throw new AppError('VALIDATION_ERROR', 'That ticket is not on this booking', [
          { path: `attendees.${index}.ticketId`, message: 'Not a ticket of this booking' },
        ]);
      if (ticket.status !== 'valid')
        throw new AppError('BUSINESS_RULE', 'A used or cancelled ticket cannot be changed', [
          { path: `attendees.${index}.ticketId`, message: 'Used or cancelled' },
        ]);
      return { attendee, ticket };
    });
    const { questions } = await readOrderFacts(trx, locked.booking.event_id, undefined);
    const answers = checkAnswers(
      questions,
      changes.map(({ attendee, ticket }) => ({
        typeId: ticket.ticket_type_id,
        name: attendee.name,
        answers: attendee.answers ?? ticket.answers,
      })),
    );
    for (const [index, { attendee, ticket }] of changes.entries()) {
      await trx
        .updateTable('tickets')
        .set({
          attendee_name: attendee.name,
          attendee_email: attendee.email,
          answers: JSON.stringify(answers[index] ?? {}),
        })
        .where('id', '=', ticket.id)
        .execute();
    }
  });
  return getBooking(db, realm, { bookingId: input.bookingId, userId: input.userId, admin: false });
}
