/**
 * Which kinds a user also gets by email. A row exists only where the user chose; no row means emailed. Receipts
 * (ALWAYS_EMAILED_KINDS) are always emailed, whatever is stored: notify() reads the same rule.
 * Changes when a kind of notification is added or becomes a receipt.
 */
import {
  ALWAYS_EMAILED_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TNotificationPreferences,
  type TUpdateNotificationPreferences,
} from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';

const isAlwaysEmailed = (kind: TNotificationKind) => ALWAYS_EMAILED_KINDS.includes(kind);

/** Every kind, in the order the preferences page lists them. */
export async function notificationPreferences(
  executor: Executor,
  userId: string,
): Promise<TNotificationPreferences> {
  const rows = await executor
    .selectFrom('notification_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => {
      const alwaysOn = isAlwaysEmailed(kind);
      return {
        kind,
        label: NOTIFICATION_KIND_LABELS[kind],
        email: alwaysOn || (chosen.get(kind) ?? true),
        alwaysOn,
      };
    }),
  };
}

/** Refuses the whole request, before anything is written, if any one change is not allowed. */
function refuseInvalid(changes: TUpdateNotificationPreferences['preferences']) {
  const seen = new Set<TNotificationKind>();
  changes.forEach(({ kind }, index) => {
    if (seen.has(kind)) {
      throw new AppError(
        'VALIDATION_ERROR',
        say('{kind} is named more than once', { kind: NOTIFICATION_KIND_LABELS[kind] }),
        [{ path: `body.preferences.${index}.kind`, message: 'Each kind may be named once' }],
      );
    }
    seen.add(kind);
  });
  const refused = changes.find(({ kind, email }) => !email && isAlwaysEmailed(kind));
  if (refused) {
    throw new AppError(
      'BUSINESS_RULE',
      say('Receipts are always emailed: {kind} cannot be turned off', {
        kind: NOTIFICATION_KIND_LABELS[refused.kind],
      }),
    );
  }
}

/** Changes only the kinds named; answers every kind as it now stands. */
export async function updateNotificationPreferences(
  db: Database,
  input: { userId: string; changes: TUpdateNotificationPreferences['preferences'] },
): Promise<TNotificationPreferences> {
  refuseInvalid(input.changes);
  // A receipt's switch cannot move, so storing it would only record a choice that is not one.
  const stored = input.changes.filter(({ kind }) => !isAlwaysEmailed(kind));
  return db.transaction().execute(async (trx) => {
    if (stored.length > 0) {
      await trx
        .insertInto('notification_preferences')
        .values(stored.map(({ kind, email }) => ({ user_id: input.userId, kind, email })))
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'kind'])
            .doUpdateSet({ email: (eb) => eb.ref('excluded.email'), updated_at: sql`now()` })
            // Saving the same choice again leaves the row (and when it was last chosen) as it was.
            .whereRef('notification_preferences.email', 'is distinct from', 'excluded.email'),
        )
        .execute();
    }
    return notificationPreferences(trx, input.userId);
  });
}
