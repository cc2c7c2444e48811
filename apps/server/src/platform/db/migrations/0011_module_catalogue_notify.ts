/**
 * Migration 0011, the module catalogue joins the change notices. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * The modules catalogue joins the `c` notice of migration 0010: each API process keeps the active modules in
 * memory for `GET /modules` (the dashboard's first call) and must forget them when any process changes one.
 */
export const moduleCatalogueNotify: SqlMigration = {
  name: '0011_module_catalogue_notify',
  statements: [
    `create trigger modules_notify after insert or update or delete or truncate on modules
      for each statement execute function notify_catalogue_changed()`,
  ],
};
