/**
 * What each paid thing puts on its documents (decision 079): a booking (a line per ticket, at its share of what was
 * paid), a competition entry's fee, a job application's fee; and the credit notes of their refunds. The services
 * call these in the transaction that confirms the payment or makes the refund. Changes when a paid thing's lines,
 * supplier or place of supply do.
 */
import { gstStateCode } from '@engagex/contracts';
import type { Executor } from '../db/transaction.js';
import { issueCreditNote } from './credit-notes.js';
import { type IssuedDocument, issueInvoice, type LineToInvoice } from './issue.js';
import { eventSupplier, platformSupplier } from './supplier.js';
import { paiseOfCredits } from './tax.js';

/** The event a booking or entry is for: its title, who runs it, its tax category and the state it is held in. */
async function eventFacts(trx: Executor, eventId: string) {
  const event = await trx
    .selectFrom('events as e')
    .innerJoin('districts as d', 'd.id', 'e.district_id')
    .select(['e.title', 'e.organiser_id', 'e.tax_category', 'e.time_zone', 'd.state'])
    .where('e.id', '=', eventId)
    .executeTakeFirstOrThrow();
  const heldIn = gstStateCode(event.state);
  const supplier = await eventSupplier(trx, {
    organiserId: event.organiser_id,
    placeOfSupply: heldIn ?? '',
  });
  // IGST Act s.12(6): admission is supplied where the event is held; a district with no GST state (none today)
  // would be taxed as in the supplier's state rather than refuse the payment.
  const placeOfSupply = heldIn ?? supplier.party.stateCode;
  if (!supplier.party.stateCode) supplier.party.stateCode = placeOfSupply;
  return { event, supplier, placeOfSupply };
}

async function recipientOf(trx: Executor, userId: string) {
  return trx.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * The invoice of a booking's payment (`sourceKey`, its ledger key): one line per live ticket at its share of what
 * was paid, valued at the credit's price. A booking with nothing paid issues none.
 */
export async function invoiceBooking(
  trx: Executor,
  input: { bookingId: string; sourceKey: string },
): Promise<IssuedDocument | null> {
  const booking = await trx
    .selectFrom('bookings as b')
    .innerJoin('event_slots as s', 's.id', 'b.slot_id')
    .select(['b.id', 'b.user_id', 'b.event_id', 'b.total_credits', 's.starts_at'])
    .where('b.id', '=', input.bookingId)
    .executeTakeFirstOrThrow();
  if (booking.total_credits <= 0) return null;
  const tickets = await trx
    .selectFrom('tickets as t')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .select(['t.id', 't.price_credits', 'y.name'])
    .where('t.booking_id', '=', booking.id)
    .where('t.status', '<>', 'cancelled')
    .orderBy('t.position')
    .execute();
  if (tickets.length === 0) return null;
  const { event, supplier, placeOfSupply } = await eventFacts(trx, booking.event_id);
  // The show's date as its event's clock reads it (decision 039), as the ticket says it.
  const show = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: event.time_zone }).format(
    booking.starts_at,
  );
  const lines: LineToInvoice[] = tickets.map((ticket) => ({
    description: `Admission: ${event.title}, ${ticket.name}, ${show}`,
    category: event.tax_category,
    pricePaise: paiseOfCredits(ticket.price_credits),
    ticketId: ticket.id,
  }));
  // The document's total is what was paid: the tickets' shares are rounded from it, so any paisa left over by
  // that rounding goes on the first line.
  const shares = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const first = lines[0] as LineToInvoice;
  first.pricePaise = Math.max(0, first.pricePaise + paiseOfCredits(booking.total_credits) - shares);
  return issueInvoice(trx, {
    subject: { type: 'booking', id: booking.id },
    sourceKey: input.sourceKey,
    recipient: await recipientOf(trx, booking.user_id),
    supplier,
    placeOfSupply,
    lines,
  });
}

/** The invoice of a competition entry's fee: one line, supplied by whoever runs the competition. */
export async function invoiceEntryFee(
  trx: Executor,
  input: { contestantId: string; sourceKey: string },
): Promise<IssuedDocument | null> {
  const entry = await trx
    .selectFrom('contestants')
    .select(['id', 'user_id', 'event_id', 'fee_credits', 'additional_contestants'])
    .where('id', '=', input.contestantId)
    .executeTakeFirstOrThrow();
  if (entry.fee_credits <= 0) return null;
  const { event, supplier, placeOfSupply } = await eventFacts(trx, entry.event_id);
  const members = Array.isArray(entry.additional_contestants) ? entry.additional_contestants.length : 0;
  return issueInvoice(trx, {
    subject: { type: 'contestant', id: entry.id },
    sourceKey: input.sourceKey,
    recipient: await recipientOf(trx, entry.user_id),
    supplier,
    placeOfSupply,
    lines: [
      {
        description:
          members > 0
            ? `Competition entry fee: ${event.title} (a group of ${members + 1})`
            : `Competition entry fee: ${event.title}`,
        category: 'competition-entry',
        pricePaise: paiseOfCredits(entry.fee_credits),
      },
    ],
  });
}

/** The invoice of a job application's fee: the platform's, supplied in its own state (no event to be held). */
export async function invoiceJobFee(
  trx: Executor,
  input: { applicationId: string; sourceKey: string },
): Promise<IssuedDocument | null> {
  const application = await trx
    .selectFrom('job_applications as a')
    .innerJoin('job_openings as o', 'o.id', 'a.opening_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.fee_credits', 'o.title', 'u.region'])
    .where('a.id', '=', input.applicationId)
    .executeTakeFirstOrThrow();
  if (application.fee_credits <= 0) return null;
  // With no platform profile the receipt carries no tax; its state is the applicant's where known.
  const supplier = platformSupplier(gstStateCode(application.region) ?? '27');
  return issueInvoice(trx, {
    subject: { type: 'job-application', id: application.id },
    sourceKey: input.sourceKey,
    recipient: await recipientOf(trx, application.user_id),
    supplier,
    placeOfSupply: supplier.party.stateCode,
    lines: [
      {
        description: `Job application fee: ${application.title}`,
        category: 'job-application-fee',
        pricePaise: paiseOfCredits(application.fee_credits),
      },
    ],
  });
}

/** The credit note of a booking's refund: its cancelled tickets' lines, or every line not yet credited. */
export function creditBookingRefund(
  trx: Executor,
  input: { bookingId: string; sourceKey: string; ticketIds?: string[] },
) {
  return issueCreditNote(trx, {
    subject: { type: 'booking', id: input.bookingId },
    sourceKey: input.sourceKey,
    ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
  });
}

/** The credit note of an entry fee's refund: the refunded credits of the fee's line (all, or a policy's share). */
export function creditEntryRefund(
  trx: Executor,
  input: { contestantId: string; sourceKey: string; credits: number },
) {
  return issueCreditNote(trx, {
    subject: { type: 'contestant', id: input.contestantId },
    sourceKey: input.sourceKey,
    amountPaise: paiseOfCredits(input.credits),
  });
}
