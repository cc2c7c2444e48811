import {
  ZEventWaitlists,
  ZEventWaitlistsParams,
  ZJoinWaitlistRequest,
  ZMyWaitlistQuery,
  ZSlotWaitlist,
  ZSlotWaitlistParams,
  ZWaitlistEntriesPage,
  ZWaitlistEntry,
  ZWaitlistEntryParams,
} from '../waitlist.js';
import type { SchemaTable } from './define.js';

export const waitlistSchemas = {
  join: { params: ZSlotWaitlistParams, body: ZJoinWaitlistRequest, response: ZWaitlistEntry },
  mine: { query: ZMyWaitlistQuery, response: ZWaitlistEntriesPage },
  leave: { params: ZWaitlistEntryParams, response: ZWaitlistEntry },
  eventWaitlists: { params: ZEventWaitlistsParams, response: ZEventWaitlists },
  close: { params: ZSlotWaitlistParams, response: ZSlotWaitlist },
} satisfies SchemaTable;
