/**
 * Migration 0034, on `activity_events`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * An activity's title as a sentence to say (decision 077): its English template and values, so the feed reads in
 * the reader's language. `title` keeps the English as before; rows written before this, and rows a statement
 * writes in SQL, have none and read in English.
 */
export const activityTitlesSaid: SqlMigration = {
  name: '0034_activity_titles_said',
  statements: ['alter table activity_events add column title_said jsonb'],
};
