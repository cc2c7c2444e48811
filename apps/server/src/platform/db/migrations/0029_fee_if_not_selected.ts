/**
 * Migration 0029, on `events`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * What a competition does with a paid entry fee when the organiser does not select the entry (decision 054): the
 * organiser's choice, stated before anyone pays. Competitions listed before this never said, so their entrants were
 * never told the fee would be kept: they take the default, `refund`, as new ones do.
 */
export const feeIfNotSelected: SqlMigration = {
  name: '0029_fee_if_not_selected',
  statements: [
    `alter table events add column fee_if_not_selected text not null default 'refund'
       check (fee_if_not_selected in ('refund', 'keep'))`,
  ],
};
