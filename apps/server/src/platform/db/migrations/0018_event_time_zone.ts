/**
 * Migration 0018, on `events`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Every event has a time zone (decision 039): the zone of the place it happens in, an IANA name
 * such as `Asia/Kolkata`. Organisers enter and read its times in that zone and every page labels a time with it
 * when the reader is elsewhere. The events made before this all happen in India.
 *
 * The check asks PostgreSQL's own zone database, so a name it cannot convert with never reaches a row; the
 * contract refuses the same names earlier (and POSIX forms such as `UTC+5`, which PostgreSQL would accept).
 */
export const eventTimeZone: SqlMigration = {
  name: '0018_event_time_zone',
  statements: [
    `create function time_zone_is_known(zone text) returns boolean language plpgsql immutable as $$
      begin
        perform now() at time zone zone;
        return zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$';
      exception when invalid_parameter_value then
        return false;
      end $$`,
    `alter table events add column time_zone text not null default 'Asia/Kolkata'
      constraint events_time_zone_known check (time_zone_is_known(time_zone))`,
  ],
};
