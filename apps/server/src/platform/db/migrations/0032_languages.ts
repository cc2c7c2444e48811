/**
 * Migration 0032, on `users` and `events`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * The language a person reads the portal in (decision 077): null until they choose one (their browser's
 * Accept-Language decides meanwhile). Only the languages the portal is written in are accepted, so a new one is
 * a new migration beside its catalogue. A change announces `u:<user id>` like a role change (0010), so every
 * process forgets the signed-in user it remembered and reads the new language on the next request.
 * An event's Hindi title and description are the organiser's own words, shown to Hindi readers; null = English
 * only.
 */
export const languages: SqlMigration = {
  name: '0032_languages',
  statements: [
    `alter table users add column locale text
      constraint users_locale_known check (locale is null or locale in ('en-IN', 'hi-IN'))`,
    `create trigger users_locale_notify after update of locale on users
      for each row when (old.locale is distinct from new.locale)
      execute function notify_user_changed()`,
    'alter table events add column title_hi text',
    'alter table events add column description_hi text',
  ],
};
