import { ZEventIdParams } from '../events.js';
import {
  ZCsvFile,
  ZExportBookingsQuery,
  ZExportContestantsQuery,
  ZExportTicketsQuery,
  ZShowParams,
} from '../exports.js';
import type { SchemaTable } from './define.js';

export const eventExportsSchemas = {
  attendees: { params: ZShowParams, response: ZCsvFile },
  bookings: { query: ZExportBookingsQuery, response: ZCsvFile },
  tickets: { params: ZEventIdParams, query: ZExportTicketsQuery, response: ZCsvFile },
  contestants: { query: ZExportContestantsQuery, response: ZCsvFile },
} satisfies SchemaTable;
