/**
 * An organiser scans a ticket at the door (POST …/bookings/check-in): admitted once, and only on the show's own day
 * unless the desk insists (decision 033, amendment). Changes when the door's rules do.
 */
import type { TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { type EventViewer, runBy } from '../organisers.js';
import { admit } from './lifecycle.js';
import { contextOf, lockBooking } from './locking.js';
import { getBooking } from './reads.js';
import { transitionProblem } from './transitions.js';

/** The day a moment falls on in the event's own zone (decision 039), as yyyy-mm-dd. */
const showDay = (moment: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(moment);
const showWhen = (moment: Date, zone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(moment);

/**
 * A ticket for another day's show is not admitted on a plain scan: the answer (409, details `slotStartsAt` and
 * the event's `timeZone`) says which show it is for, and the desk admits it only by asking again with
 * `otherDay`. "Today" is the day at the event, in its own zone.
 */
export function otherDayProblem(slotStartsAt: Date, eventZone: string, now = new Date()) {
  if (showDay(slotStartsAt, eventZone) === showDay(now, eventZone)) return null;
  return new AppError(
    'CONFLICT',
    say("This ticket is for the show on {when}, not today's; check it in only if you mean to", {
      when: showWhen(slotStartsAt, eventZone),
    }),
    [
      { path: 'slotStartsAt', message: slotStartsAt.toISOString() },
      { path: 'timeZone', message: eventZone },
    ],
  );
}

/**
 * A desk admitting one show (`slotId`) is told loudly when a ticket is for any other show, of this event or another
 * (docs/product.md "At the door (check-in)"): 409 naming the ticket's event and show in the event's zone, with its slot in the details so the desk
 * can say which, and admitted only when the desk asks again with `otherShow`.
 */
export function otherShowProblem(
  deskSlotId: string | undefined,
  ticket: { slotId: string; startsAt: Date; title: string; timeZone: string },
) {
  if (!deskSlotId || deskSlotId === ticket.slotId) return null;
  return new AppError(
    'CONFLICT',
    say('This ticket is for {title} on {when}, not this show', {
      title: ticket.title,
      when: showWhen(ticket.startsAt, ticket.timeZone),
    }),
    [
      { path: 'slotId', message: ticket.slotId },
      { path: 'startsAt', message: ticket.startsAt.toISOString() },
      { path: 'timeZone', message: ticket.timeZone },
      { path: 'title', message: ticket.title },
    ],
  );
}

/**
 * An organiser scans a ticket: it is admitted once; a second scan says when the first was. The show check comes
 * before the day check, each waived only by its own flag, and both before anything is written. Only a ticket to
 * an event the desk runs is found: another organiser's is a 404 like a code that exists nowhere (decision 046).
 */
export async function checkIn(
  db: Database,
  realm: TRealm,
  input: {
    ticketCode: string;
    viewer: EventViewer;
    otherDay?: boolean | undefined;
    slotId?: string | undefined;
    otherShow?: boolean | undefined;
  },
) {
  const ticket = await db
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .select('b.id')
    .where('b.ticket_code', '=', input.ticketCode)
    .where('b.realm', '=', realm)
    .where(runBy(input.viewer))
    .executeTakeFirst();
  if (!ticket) throw notFound('Ticket');
  const bookingId = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, { bookingId: ticket.id, userId: null });
    const { booking } = locked;
    if (booking.checked_in_at) {
      const at = booking.checked_in_at.toISOString();
      throw new AppError('CONFLICT', say('Ticket already checked in at {at}', { at }), [
        { path: 'checkedInAt', message: at },
      ]);
    }
    const problem = transitionProblem(booking, 'check_in', contextOf(locked), 'ticket');
    if (problem) throw problem;
    const otherShow = input.otherShow
      ? null
      : otherShowProblem(input.slotId, {
          slotId: locked.slot.id,
          startsAt: locked.slot.starts_at,
          title: locked.event.title,
          timeZone: locked.event.time_zone,
        });
    if (otherShow) throw otherShow;
    const otherDay = input.otherDay ? null : otherDayProblem(locked.slot.starts_at, locked.event.time_zone);
    if (otherDay) throw otherDay;
    await admit(trx, locked, input.viewer.userId);
    return booking.id;
  });
  return getBooking(db, realm, { bookingId, userId: input.viewer.userId, admin: true });
}
