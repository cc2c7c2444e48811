/**
 * Tickets: the code a confirmed booking is admitted with and what its QR code carries. Changes when the ticket's
 * format does.
 */
import { randomInt } from 'node:crypto';
import type { TRealm } from '@engagex/contracts';

// No 0/O or 1/I: a code read aloud at the door is never ambiguous.
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newTicketCode = () =>
  Array.from({ length: 12 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');

export const ticketPayload = (realm: TRealm, code: string) => `ENGAGEX:${realm}:${code}`;
