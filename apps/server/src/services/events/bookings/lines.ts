/**
 * What a booking holds, as the API shows it (decision 078): its items by ticket type and a ticket per person with
 * where a cancelled ticket's share of a card payment went (decision 103), read for many bookings in three queries.
 * Changes when an item or a ticket shows something new.
 */
import type { TBookingItem, TRealm, TRefundState, TTicket } from '@engagex/contracts';
import type { Executor } from '../../../platform/db/transaction.js';
import { settledByHand } from '../../main/index.js';
import type { Order } from './order.js';
import { ticketPayload } from './tickets.js';

export type BookingLines = { items: TBookingItem[]; tickets: TTicket[]; promoCode: string | null };

const NO_LINES: BookingLines = { items: [], tickets: [], promoCode: null };

const ticketsRefundPrefix = (bookingId: string) => `booking:${bookingId}:refund:tickets:`;

/** The key naming one cancel of some tickets, to the ledger and the gateway: the same tickets, the same key. */
export const ticketsRefundKey = (bookingId: string, ticketIds: string[]) =>
  `${ticketsRefundPrefix(bookingId)}${[...ticketIds].sort().join(',')}`;

const PART_STATE = { requested: 'pending', refunded: 'done', failed: 'failed' } as const;

/**
 * Where each cancelled ticket's share of a card payment stands, by ticket id: its `part_refunds` row, found by the key
 * that names the tickets it refunds, and the reference when an admin paid it back by hand (decision 103). A ticket
 * whose share went to the wallet has no row.
 */
async function ticketRefunds(executor: Executor, bookingIds: string[]) {
  const rows = await executor
    .selectFrom('part_refunds as r')
    .leftJoin('refunds_settled_by_hand as h', (join) =>
      join.onRef('h.refund_id', '=', 'r.id').on('h.refund_kind', '=', 'part'),
    )
    .select(['r.refund_key', 'r.status', 'h.reference'])
    .where((eb) => eb.or(bookingIds.map((id) => eb('r.refund_key', 'like', `${ticketsRefundPrefix(id)}%`))))
    .execute();
  const refunds = new Map<string, TRefundState>();
  for (const row of rows) {
    const status = PART_STATE[row.status];
    const refund = { to: 'original' as const, status, byHand: settledByHand(status, row.reference) };
    for (const ticketId of row.refund_key.slice(row.refund_key.lastIndexOf(':') + 1).split(','))
      refunds.set(ticketId, refund);
  }
  return refunds;
}

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
  const [items, tickets, codes, refunds] = await Promise.all([
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
    ticketRefunds(executor, ids),
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
      refund: ticket.status === 'cancelled' ? (refunds.get(ticket.id) ?? null) : null,
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
      refund: null,
    })),
    promoCode: order.promoCodeId ? promoCode : null,
  };
}
