/**
 * Migration 0026, on `events`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * An event's organiser (decision 046): the user who listed it manages it, and only they and admins do.
 * Events listed before this have none: admins alone run them, as before. A user row is never deleted, so the
 * reference holds; `on delete set null` would hand an event to admins alone, never to someone else.
 * The index serves an organiser's own list (GET /events?mine=true) and every "is this event theirs" check.
 */
export const eventOrganisers: SqlMigration = {
  name: '0026_event_organisers',
  statements: [
    'alter table events add column organiser_id uuid references users (id) on delete set null',
    'create index events_organiser_idx on events (organiser_id, realm, starts_at) where organiser_id is not null',
  ],
};
