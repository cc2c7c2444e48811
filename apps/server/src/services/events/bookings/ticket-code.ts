/**
 * A ticket's own code (decision 078): 12 characters a door can read aloud. Changes when the code's format does.
 */
import { randomInt } from 'node:crypto';

// No 0/O or 1/I: a code read aloud at the door is never ambiguous.
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newTicketCode = () =>
  Array.from({ length: 12 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
