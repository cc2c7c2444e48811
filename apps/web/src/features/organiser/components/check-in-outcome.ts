import type { TBooking, TRealm } from '@engagex/contracts';
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
