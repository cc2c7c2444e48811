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

/** What a scanned code names: one ticket (admits that person) or a booking (admits everyone still to come on it). */
type Scanned = { bookingId: string; ticketId: string | null };

/**
 * A ticket's own code is looked up first, then a booking's (decision 078); both are 12 characters of the door's
 * alphabet. Only codes of events the desk runs are found: another organiser's is a 404 (decision 046).
 */
async function findScanned(
  db: Database,
  realm: TRealm,
  code: string,
  viewer: EventViewer,
): Promise<Scanned | null> {
  const ticket = await db
    .selectFrom('tickets as k')
    .innerJoin('bookings as b', 'b.id', 'k.booking_id')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .select(['k.id', 'b.id as booking_id'])
    .where('k.code', '=', code)
    .where('b.realm', '=', realm)
    .where(runBy(viewer))
    .executeTakeFirst();
  if (ticket) return { bookingId: ticket.booking_id, ticketId: ticket.id };
  const booking = await db
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .select('b.id')
    .where('b.ticket_code', '=', code)
    .where('b.realm', '=', realm)
    .where(runBy(viewer))
    .executeTakeFirst();
  return booking ? { bookingId: booking.id, ticketId: null } : null;
}

const alreadyIn = (checkedInAt: Date) => {
  const at = checkedInAt.toISOString();
  return new AppError('CONFLICT', say('Ticket already checked in at {at}', { at }), [
    { path: 'checkedInAt', message: at },
  ]);
};

/**
 * An organiser scans a code: a ticket's admits its one person, a booking's admits everyone on it still to come
 * (decision 078); each person is admitted once, and a second scan says when they were. The show check comes before
 * the day check, each waived only by its own flag, and all before anything is written. The answer is the booking,
 * with `admittedTicketIds` naming whom this scan let in.
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
  const scanned = await findScanned(db, realm, input.ticketCode, input.viewer);
  if (!scanned) throw notFound('Ticket');
  const admitted = await db.transaction().execute(async (trx) => {
    const locked = await lockBooking(trx, realm, { bookingId: scanned.bookingId, userId: null });
    const { booking } = locked;
    let tickets = trx
      .selectFrom('tickets')
      .select(['id', 'status', 'checked_in_at'])
      .where('booking_id', '=', booking.id)
      .orderBy('position');
    if (scanned.ticketId) tickets = tickets.where('id', '=', scanned.ticketId);
    const rows = await tickets.execute();
    const toCome = rows.filter((row) => row.status === 'valid');
    const lastIn = rows
      .map((row) => row.checked_in_at)
      .filter((at): at is Date => at !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    // Nobody left to admit on this code: the person (or everyone) is already in.
    if (toCome.length === 0 && booking.status === 'confirmed' && (lastIn ?? booking.checked_in_at))
      throw alreadyIn((lastIn ?? booking.checked_in_at) as Date);
    // Someone on the booking already in does not stop the rest: the table is asked as for a booking nobody used.
    const problem = transitionProblem(
      { ...booking, checked_in_at: null },
      'check_in',
      contextOf(locked),
      'ticket',
    );
    if (problem) throw problem;
    if (toCome.length === 0)
      throw new AppError(
        'CONFLICT',
        say('This {noun} is already {stage}', { noun: 'ticket', stage: 'cancelled' }),
      );
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
    const ids = toCome.map((row) => row.id);
    await admit(trx, locked, input.viewer.userId, ids);
    return ids;
  });
  const booking = await getBooking(db, realm, {
    bookingId: scanned.bookingId,
    userId: input.viewer.userId,
    admin: true,
  });
  return { ...booking, admittedTicketIds: admitted };
}
