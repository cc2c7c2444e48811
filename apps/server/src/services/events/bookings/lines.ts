/**
 * What a booking holds, as the API shows it (decision 078): its items by ticket type and a ticket per person,
 * read for many bookings in two queries. Changes when an item or a ticket shows something new.
 */
import type { TBookingItem, TRealm, TTicket } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import type { Order } from './order.js';
import { ticketPayload } from './tickets.js';

export type BookingLines = { items: TBookingItem[]; tickets: TTicket[]; promoCode: string | null };

const NO_LINES: BookingLines = { items: [], tickets: [], promoCode: null };

/** Items, tickets and promo code of each booking, by booking id. A ticket's code shows only once it is confirmed. */
export async function readLines(
  executor: Executor,
  realm: TRealm,
  bookings: { id: string; status: string; promo_code_id: string | null }[],
): Promise<Map<string, BookingLines>> {
  const lines = new Map<string, BookingLines>();
  if (bookings.length === 0) return lines;
  const ids = bookings.map((booking) => booking.id);
  const promoIds = [
    ...new Set(bookings.flatMap((booking) => (booking.promo_code_id ? [booking.promo_code_id] : []))),
  ];
  const [items, tickets, codes] = await Promise.all([
    executor
      .selectFrom('booking_items as i')
      .innerJoin('ticket_types as t', 't.id', 'i.ticket_type_id')
      .select([
        'i.booking_id',
        'i.ticket_type_id',
        'i.name',
        't.name_hi',
        'i.quantity',
        'i.unit_price_credits',
        'i.discount_credits',
      ])
      .where('i.booking_id', 'in', ids)
      .orderBy('t.display_order')
      .orderBy('t.created_at')
      .execute(),
    executor
      .selectFrom('tickets as k')
      .innerJoin('booking_items as i', (join) =>
        join.onRef('i.booking_id', '=', 'k.booking_id').onRef('i.ticket_type_id', '=', 'k.ticket_type_id'),
      )
      .select([
        'k.id',
        'k.booking_id',
        'k.code',
        'k.ticket_type_id',
        'i.name as type_name',
        'k.attendee_name',
        'k.attendee_email',
        'k.answers',
        'k.status',
        'k.price_credits',
        'k.checked_in_at',
      ])
      .where('k.booking_id', 'in', ids)
      .orderBy('k.position')
      .execute(),
    promoIds.length > 0
      ? executor.selectFrom('promo_codes').select(['id', 'code']).where('id', 'in', promoIds).execute()
      : Promise.resolve([]),
  ]);
  const confirmed = new Set(
    bookings.filter((booking) => booking.status === 'confirmed').map((booking) => booking.id),
  );
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  for (const booking of bookings)
    lines.set(booking.id, {
      items: [],
      tickets: [],
      promoCode: booking.promo_code_id ? (codeOf.get(booking.promo_code_id) ?? null) : null,
    });
  for (const item of items)
    lines.get(item.booking_id)?.items.push({
      ticketTypeId: item.ticket_type_id,
      name: item.name,
      nameHi: item.name_hi,
      quantity: item.quantity,
      unitPriceCredits: item.unit_price_credits,
      discountCredits: item.discount_credits,
    });
  for (const ticket of tickets) {
    const code = confirmed.has(ticket.booking_id) ? ticket.code : null;
    lines.get(ticket.booking_id)?.tickets.push({
      id: ticket.id,
      code,
      qrPayload: code && ticket.status !== 'cancelled' ? ticketPayload(realm, code) : null,
      ticketTypeId: ticket.ticket_type_id,
      ticketTypeName: ticket.type_name,
      attendeeName: ticket.attendee_name,
      attendeeEmail: ticket.attendee_email,
      answers: ticket.answers,
      status: ticket.status,
      priceCredits: ticket.price_credits,
      checkedInAt: ticket.checked_in_at?.toISOString() ?? null,
    });
  }
  return lines;
}

export const linesOf = (lines: Map<string, BookingLines>, bookingId: string) =>
  lines.get(bookingId) ?? NO_LINES;

/**
 * The lines of a booking just written from `order` (the grouped hold's answer), without reading them back: the
 * order chose every ticket's id and code, and the statement wrote them as they are (decision 078).
 */
export function linesOfOrder(
  realm: TRealm,
  order: Pick<Order, 'lines' | 'tickets' | 'promoCodeId'>,
  booking: { status: string },
  promoCode: string | null,
): BookingLines {
  const confirmed = booking.status === 'confirmed';
  const names = new Map(order.lines.map((line) => [line.type.id, line.type.name]));
  return {
    items: order.lines.map((line) => ({
      ticketTypeId: line.type.id,
      name: line.type.name,
      nameHi: line.type.name_hi,
      quantity: line.quantity,
      unitPriceCredits: line.unitPrice,
      discountCredits: line.unitDiscount * line.quantity,
    })),
    tickets: order.tickets.map((ticket) => ({
      id: ticket.id,
      code: confirmed ? ticket.code : null,
      qrPayload: confirmed ? ticketPayload(realm, ticket.code) : null,
      ticketTypeId: ticket.typeId,
      ticketTypeName: names.get(ticket.typeId) ?? '',
      attendeeName: ticket.name,
      attendeeEmail: ticket.email,
      answers: ticket.answers,
      status: 'valid' as const,
      priceCredits: ticket.price,
      checkedInAt: null,
    })),
    promoCode: order.promoCodeId ? promoCode : null,
  };
}
