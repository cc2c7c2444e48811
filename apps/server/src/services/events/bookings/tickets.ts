/**
 * Tickets: the codes a confirmed booking and each of its tickets are admitted with, what a QR code carries, and
 * writing a booking's items and tickets (decision 078). Changes when the ticket's format or what a ticket records
 * does.
 */
import type { TRealm } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import type { Order } from './order.js';
import { newTicketCode } from './ticket-code.js';

export { newTicketCode };

export const ticketPayload = (realm: TRealm, code: string) => `ENGAGEX:${realm}:${code}`;

/** A new booking's items and its tickets, each ticket with its own code (shown once the booking is confirmed). */
export async function writeLines(trx: Executor, bookingId: string, order: Pick<Order, 'lines' | 'tickets'>) {
  await trx
    .insertInto('booking_items')
    .values(
      order.lines.map((line) => ({
        booking_id: bookingId,
        ticket_type_id: line.type.id,
        name: line.type.name,
        quantity: line.quantity,
        unit_price_credits: line.unitPrice,
        discount_credits: line.unitDiscount * line.quantity,
      })),
    )
    .execute();
  await trx
    .insertInto('tickets')
    .values(
      order.tickets.map((ticket) => ({
        id: ticket.id,
        booking_id: bookingId,
        ticket_type_id: ticket.typeId,
        position: ticket.position,
        code: ticket.code,
        attendee_name: ticket.name,
        attendee_email: ticket.email,
        answers: JSON.stringify(ticket.answers),
        price_credits: ticket.price,
      })),
    )
    .execute();
}
