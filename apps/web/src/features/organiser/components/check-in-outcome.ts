import type { TBooking, TRealm, TTicket } from '@engagex/contracts';
import { isApiError } from '@/lib/api-error';
import { checkedInAtOf } from '../ticket-code';

export type Outcome =
  | { kind: 'success'; ticketCode: string; realm: TRealm; booking: TBooking }
  | { kind: 'already'; ticketCode: string; realm: TRealm; at: string | null; message: string }
  | { kind: 'not-found'; ticketCode: string; realm: TRealm }
  | {
      kind: 'other-day';
      ticketCode: string;
      realm: TRealm;
      slotStartsAt: string;
      /** The event's zone, so the show's time reads as it does at the event (decision 039). */
      timeZone: string | undefined;
      message: string;
    }
  | {
      kind: 'other-show';
      ticketCode: string;
      realm: TRealm;
      /** The ticket's own show: its event's title, and its start in the event's zone. */
      title: string;
      startsAt: string;
      timeZone: string | undefined;
      message: string;
    }
  | { kind: 'refused'; ticketCode: string; realm: TRealm; message: string };

/** The answers that stop the desk: the ticket is good, but not for the show (or day) being admitted. */
export const isWrongShow = (outcome: Outcome) =>
  outcome.kind === 'other-show' || outcome.kind === 'other-day';

export type Scan = Outcome & { id: number; scannedAt: string };

/** What a refused check-in says about the ticket, or null when the answer is not about it (network, server). */
export function outcomeOfError(error: Error, ticketCode: string, realm: TRealm): Outcome | null {
  const status = isApiError(error) ? error.status : null;
  const detail = (path: string) =>
    isApiError(error) ? error.details?.find((found) => found.path === path)?.message : undefined;
  const startsAt = detail('startsAt');
  if (status === 409 && detail('slotId') && startsAt) {
    return {
      kind: 'other-show',
      ticketCode,
      realm,
      title: detail('title') ?? '',
      startsAt,
      timeZone: detail('timeZone'),
      message: error.message,
    };
  }
  const slotStartsAt = detail('slotStartsAt');
  if (status === 409 && slotStartsAt) {
    return {
      kind: 'other-day',
      ticketCode,
      realm,
      slotStartsAt,
      timeZone: detail('timeZone'),
      message: error.message,
    };
  }
  if (status === 409) {
    return { kind: 'already', ticketCode, realm, at: checkedInAtOf(error.message), message: error.message };
  }
  if (status === 404) return { kind: 'not-found', ticketCode, realm };
  if (status === 422) return { kind: 'refused', ticketCode, realm, message: error.message };
  return null;
}

/** Who a successful scan let in (decision 078): the tickets it used, whether it was the booking's own code, and who is still to come. */
export type Admission = {
  /** The tickets this scan admitted: one for a ticket's code, every one still to come for the booking's. */
  admitted: TTicket[];
  /** The booking's code was scanned: it admits everyone on the booking still to come. */
  wholeBooking: boolean;
  /** Tickets on the booking still valid after this scan: people yet to arrive. */
  toCome: number;
  /** People this scan let in (a booking from before tickets counts its seats). */
  people: number;
};

/**
 * What a check-in answer says about who came in. The server may name them (`admittedTicketIds`); otherwise a
 * ticket's own code names its ticket, and the booking's code the tickets it turned used at the newest check-in
 * instant (they share it, being admitted in one statement).
 */
export function admissionOf(booking: TBooking, ticketCode: string): Admission {
  const tickets = booking.tickets ?? [];
  const wholeBooking =
    ticketCode === booking.ticketCode || !tickets.some((ticket) => ticket.code === ticketCode);
  const named = (booking as TBooking & { admittedTicketIds?: string[] }).admittedTicketIds;
  let admitted: TTicket[];
  if (named) admitted = tickets.filter((ticket) => named.includes(ticket.id));
  else if (!wholeBooking) admitted = tickets.filter((ticket) => ticket.code === ticketCode);
  else {
    const newest = tickets
      .filter((ticket) => ticket.status === 'used' && ticket.checkedInAt)
      .map((ticket) => Date.parse(ticket.checkedInAt ?? ''))
      .reduce((latest, at) => Math.max(latest, at), Number.NEGATIVE_INFINITY);
    admitted = tickets.filter(
      (ticket) => ticket.status === 'used' && ticket.checkedInAt && Date.parse(ticket.checkedInAt) === newest,
    );
  }
  const toCome = tickets.filter((ticket) => ticket.status === 'valid').length;
  // A server that admits the booking whole without marking its tickets: everyone not cancelled came in.
  const people =
    admitted.length > 0
      ? admitted.length
      : tickets.filter((ticket) => ticket.status !== 'cancelled').length || booking.seats;
  return { admitted, wholeBooking, toCome, people };
}
