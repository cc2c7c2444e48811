import type { TBooking, TTicket } from '@engagex/contracts';
import { contentText } from '@/lib/content-text';
import { formatMinorMoney } from '@/lib/format';
import { refundToPaymentText } from '@/lib/refunds/refund-text';
import { formatCredits } from './format';
import { t } from './later/messages';

/*
 * A booking's tickets as the booker reads them (decision 078): one per person, each with its own code, named by
 * its attendee or by its place on the booking, and its share of what was paid. Changes when a ticket shows more.
 */

/** The tickets of a booking; a copy saved on the device before tickets existed has none. */
export const ticketsOf = (booking: Pick<TBooking, 'tickets'>): TTicket[] => booking.tickets ?? [];

/** "Asha Rao", or "Ticket 2" while nobody is named on it. */
export const ticketHolder = (ticket: TTicket, index: number): string =>
  ticket.attendeeName?.trim() || t('tickets.numbered', { position: index + 1 });

/** The ticket type's name in the reader's language: the booking's items carry the organiser's Hindi name. */
export function ticketTypeName(booking: Pick<TBooking, 'items'>, ticket: TTicket): string {
  const item = (booking.items ?? []).find((candidate) => candidate.ticketTypeId === ticket.ticketTypeId);
  return contentText(item?.name ?? ticket.ticketTypeName, item?.nameHi);
}

/** Changes are allowed on a confirmed booking until its show starts (the server's rule too). */
export const beforeShow = (booking: Pick<TBooking, 'status' | 'slot'>, now = Date.now()): boolean =>
  booking.status === 'confirmed' && Date.parse(booking.slot.startsAt) > now;

/** Tickets still to be used: what the booking's own code admits at the door. */
export const liveTickets = (booking: Pick<TBooking, 'tickets'>): TTicket[] =>
  ticketsOf(booking).filter((ticket) => ticket.status === 'valid');

/**
 * A ticket's share as the booker paid it: by card, its part of the card payment (its credits over the credits of
 * all the booking's tickets, cancelled ones included, which is what the card paid for); else its credits.
 */
export function ticketShareText(booking: Pick<TBooking, 'tickets' | 'paidMoney'>, ticket: TTicket): string {
  if (ticket.priceCredits === 0) return t('price.free');
  const whole = ticketsOf(booking).reduce((sum, each) => sum + each.priceCredits, 0);
  if (booking.paidMoney && whole > 0) {
    const minor = Math.round((booking.paidMoney.amountMinor * ticket.priceCredits) / whole);
    return formatMinorMoney(minor, booking.paidMoney.currency);
  }
  return formatCredits(ticket.priceCredits);
}

/**
 * What a cancelled ticket gave back, and where: its own share's refund when it was cancelled alone, else the
 * booking's, said as the booking says it (decision 103: on its way, done, delayed, or paid back by hand with the
 * reference). A ticket cancelled alone without a refund of its own went to the wallet.
 */
export function cancelledTicketText(
  booking: Pick<TBooking, 'tickets' | 'paidMoney' | 'refund' | 'paymentMethod'>,
  ticket: TTicket,
): string {
  if (ticket.priceCredits === 0 || booking.paymentMethod === 'free') return t('tickets.cancelledFree');
  const refund = ticket.refund ?? booking.refund;
  if (refund?.to === 'original')
    return refundToPaymentText(refund, 'ticket', ticketShareText(booking, ticket));
  return t('tickets.refundedToWallet', { credits: formatCredits(ticket.priceCredits) });
}
