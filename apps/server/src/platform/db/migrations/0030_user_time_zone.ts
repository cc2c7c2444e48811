/**
 * Migration 0030, on `users`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * Each person's time zone (decision 053): the zone their deadlines and the times in their notices and emails are
 * written in. Null until their browser first reports one (people who have not signed in since read India's time, as
 * before). `time_zone_chosen` marks a zone the person picked in the location dialog: their browser's zone no longer
 * replaces it. The same check as an event's zone (0018) refuses names PostgreSQL cannot convert with.
 */
export const userTimeZone: SqlMigration = {
  name: '0030_user_time_zone',
  statements: [
    `alter table users add column time_zone text
      constraint users_time_zone_known check (time_zone is null or time_zone_is_known(time_zone))`,
    'alter table users add column time_zone_chosen boolean not null default false',
  ],
};
