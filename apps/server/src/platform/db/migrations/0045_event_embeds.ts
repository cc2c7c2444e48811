/**
 * Migration 0045, on `event_embeds`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * The booking widget (decision 095): per event, the web origins its organiser lets frame the event's booking page.
 * `origins` is a JSON array of origins as the contracts wrote them (jsonb: PGlite and PostgreSQL read it alike);
 * an event without a row, or with an empty array, may be framed by nobody.
 */
export const eventEmbeds: SqlMigration = {
  name: '0045_event_embeds',
  statements: [
    `create table event_embeds (
      event_id uuid primary key references events (id) on delete cascade,
      origins jsonb not null default '[]'::jsonb check (jsonb_typeof(origins) = 'array'),
      updated_at timestamptz not null default now()
    )`,
  ],
};
