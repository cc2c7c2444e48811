import { z } from 'zod';
import { ZBookingStatus, ZListBookingsQuery } from './bookings.js';
import { ZListContestantsQuery } from './contestants.js';
import { ZListEncashmentsQuery } from './employee.js';
import { ZListApplicationsQuery } from './jobs.js';

/**
 * The CSV exports (docs/product.md "Exports"). Each takes the filters of the list it is exported from,
 * without its paging: the file holds every row the filters match.
 */

/** What a CSV export answers (decision 040, "File answers"): UTF-8 with a byte order mark, a header row, CRLF. */
export const ZCsvFile = z
  .string()
  .describe('A CSV file: UTF-8 with a byte order mark, a header row, CRLF lines');

const withoutPaging = { page: true, limit: true } as const;

export const ZExportBookingsQuery = ZListBookingsQuery.omit(withoutPaging);
export type TExportBookingsQuery = z.infer<typeof ZExportBookingsQuery>;
export const ZExportContestantsQuery = ZListContestantsQuery.omit(withoutPaging);
export type TExportContestantsQuery = z.infer<typeof ZExportContestantsQuery>;
export const ZExportApplicationsQuery = ZListApplicationsQuery.omit(withoutPaging);
export type TExportApplicationsQuery = z.infer<typeof ZExportApplicationsQuery>;
export const ZExportEncashmentsQuery = ZListEncashmentsQuery.omit(withoutPaging);
export type TExportEncashmentsQuery = z.infer<typeof ZExportEncashmentsQuery>;

/** One show of an event: its attendees' export. */
export const ZShowParams = z.object({ id: z.uuid(), slotId: z.uuid() });

/**
 * The tickets of one event, a row per ticket (decision 078), with a column per question of the event: optionally
 * of one show, and of bookings in one status (as the bookings list counts them: a lapsed hold is expired).
 */
export const ZExportTicketsQuery = z.object({
  slotId: z.uuid('Not a slot id').optional(),
  status: ZBookingStatus.optional(),
});
export type TExportTicketsQuery = z.infer<typeof ZExportTicketsQuery>;
