/**
 * Migration 0033, on `modules`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { moduleCatalogue } from './module-catalogue.js';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Each module's name and description in Hindi (decision 075), for Hindi readers; the English columns stay as they
 * were. Nullable: a module added later without them reads in English to everyone until they are written.
 */
export const moduleHindiNames: SqlMigration = {
  name: '0033_module_hindi_names',
  statements: [
    'alter table modules add column title_hi text',
    'alter table modules add column description_hi text',
    ...moduleCatalogue.flatMap((m) =>
      m.titleHi && m.descriptionHi
        ? [
            `update modules set title_hi = ${literal(m.titleHi)}, description_hi = ${literal(m.descriptionHi)}
              where id = ${literal(m.id)}`,
          ]
        : [],
    ),
  ],
};
