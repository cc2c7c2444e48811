import { z } from 'zod';
import { ZBookingIdParams } from '../bookings.js';
import type { SchemaTable } from './define.js';

/** What the calendar endpoint answers (decision 040, "File answers"): one VEVENT, its UID fixed by the booking. */
export const ZCalendarFile = z
  .string()
  .describe(
    'An iCalendar file (RFC 5545) with one event: the show, its venue and ticket code; the UID is the booking id at engagex, the same as the ticket email attaches',
  );

export const ticketsSchemas = {
  calendar: { params: ZBookingIdParams, response: ZCalendarFile },
} satisfies SchemaTable;
