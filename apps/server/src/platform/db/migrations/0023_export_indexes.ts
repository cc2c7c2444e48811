/**
 * Migration 0023, indexes for the exports. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * The bookings export of an event (docs/product.md "Exports") reads it a batch at a time after the last (created_at, id) seen:
 * with this index each batch is a short range scan, not a sort of all the event's bookings, so a 100,000-booking
 * event exports in time proportional to its size (scripts/bench-export.mjs).
 */
export const exportIndexes: SqlMigration = {
  name: '0023_export_indexes',
  statements: ['create index bookings_event_created_idx on bookings (event_id, created_at, id)'],
};
