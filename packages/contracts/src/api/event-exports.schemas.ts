import { ZCsvFile, ZExportBookingsQuery, ZExportContestantsQuery, ZShowParams } from '../exports.js';
import type { SchemaTable } from './define.js';

export const eventExportsSchemas = {
  attendees: { params: ZShowParams, response: ZCsvFile },
  bookings: { query: ZExportBookingsQuery, response: ZCsvFile },
  contestants: { query: ZExportContestantsQuery, response: ZCsvFile },
} satisfies SchemaTable;
