/**
 * A user's engagement with a module: backing an upcoming one, asking to hear of its launch, opening a live one
 * (decision 049); the one writer of `module_backings` and `module_launch_alerts`. Changes when a way of engaging is added.
 */
import type { TModuleEngagement } from '@engagex/contracts';
import { sql } from 'kysely';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/db/transaction.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { postTransaction, spendPostings, toInt } from '../../../platform/ledger/ledger.js';

/**
 * `share` holds the module's row against a launch until the caller commits: backing and launch alerts are decided
 * by its status, and a launch committing in between would leave a backing of a live module, or an alert nobody
 * sends (decision 049). Backers do not wait for each other.
 */
async function moduleOrThrow(executor: Executor, moduleId: string, { share = false } = {}) {
  const module = await executor
    .selectFrom('modules')
    .select(['id', 'title', 'status', 'is_fundable', 'min_credits_required'])
    .where('id', '=', moduleId)
    .$if(share, (query) => query.forShare())
    .executeTakeFirst();
  if (!module) throw notFound('Module');
  return module;
}

export async function moduleEngagement(
  db: Database,
  userId: string,
  moduleId: string,
): Promise<TModuleEngagement> {
  await moduleOrThrow(db, moduleId);
  const [alert, mine, totals, favorite] = await Promise.all([
    db
      .selectFrom('module_launch_alerts')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst(),
    db
      .selectFrom('module_backings')
      .select(sql<string>`coalesce(sum(credits), 0)`.as('credits'))
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('module_backings')
      .select([
        sql<string>`coalesce(sum(credits), 0)`.as('credits'),
        sql<string>`count(distinct user_id)`.as('backers'),
      ])
      .where('module_id', '=', moduleId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('favorites')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst(),
  ]);
  return {
    moduleId,
    notifyAtLaunch: Boolean(alert),
    backedCredits: toInt(mine.credits),
    totalBacked: toInt(totals.credits),
    backers: toInt(totals.backers),
    isFavorite: Boolean(favorite),
  };
}

/** Backing an upcoming, fundable module spends credits through the ledger, once per idempotency key. */
export async function backModule(
  db: Database,
  input: { userId: string; moduleId: string; credits: number; idempotencyKey: string },
): Promise<TModuleEngagement> {
  await db.transaction().execute(async (trx) => {
    const module = await moduleOrThrow(trx, input.moduleId, { share: true });
    if (module.status !== 'upcoming' || !module.is_fundable) {
      throw new AppError('BUSINESS_RULE', say('{module} is not open for backing', { module: module.title }));
    }
    if (input.credits < module.min_credits_required) {
      throw new AppError(
        'BUSINESS_RULE',
        say('Back {module} with at least {credits, plural, one {# credit} other {# credits}}', {
          module: module.title,
          credits: module.min_credits_required,
        }),
      );
    }
    const posted = await postTransaction(trx, {
      idempotencyKey: `back:${input.userId}:${input.idempotencyKey}`,
      kind: 'spend',
      description: `Backed ${module.title}`,
      reference: { type: 'module', id: module.id },
      createdBy: input.userId,
      postings: spendPostings(input.userId, input.credits),
    });
    if (posted.replayed) return;
    await trx
      .insertInto('module_backings')
      .values({
        user_id: input.userId,
        module_id: module.id,
        credits: input.credits,
        ledger_transaction_id: posted.transactionId,
      })
      .execute();
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'module_backed',
      title: say('Backed {module} with {credits, plural, one {# credit} other {# credits}}', {
        module: module.title,
        credits: input.credits,
      }),
      moduleId: module.id,
    });
  });
  return moduleEngagement(db, input.userId, input.moduleId);
}

export async function setLaunchAlert(db: Database, input: { userId: string; moduleId: string; on: boolean }) {
  await db.transaction().execute(async (trx) => {
    const module = await moduleOrThrow(trx, input.moduleId, { share: true });
    if (!input.on) {
      await trx
        .deleteFrom('module_launch_alerts')
        .where('user_id', '=', input.userId)
        .where('module_id', '=', input.moduleId)
        .execute();
      return;
    }
    if (module.status !== 'upcoming')
      throw new AppError('BUSINESS_RULE', say('{module} has already launched', { module: module.title }));
    const added = await trx
      .insertInto('module_launch_alerts')
      .values({ user_id: input.userId, module_id: input.moduleId })
      .onConflict((conflict) => conflict.columns(['user_id', 'module_id']).doNothing())
      .returning('module_id')
      .executeTakeFirst();
    if (added) {
      await recordActivity(trx, {
        userId: input.userId,
        kind: 'launch_notification',
        title: say('You will be notified when {module} launches', { module: module.title }),
        moduleId: module.id,
      });
    }
  });
  return moduleEngagement(db, input.userId, input.moduleId);
}

/**
 * Opening a live module counts towards "modules used"; repeated opens within an hour are one visit. Reading
 * the page of a module not launched yet is not using it, so it records nothing.
 */
export async function recordModuleOpened(db: Database, input: { userId: string; moduleId: string }) {
  const module = await moduleOrThrow(db, input.moduleId);
  if (module.status !== 'live') return { recorded: false };
  const recent = await db
    .selectFrom('activity_events')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('module_id', '=', input.moduleId)
    .where('kind', '=', 'module_opened')
    .where('created_at', '>', new Date(Date.now() - 3600_000))
    .executeTakeFirst();
  if (!recent) {
    await recordActivity(db, {
      userId: input.userId,
      kind: 'module_opened',
      title: say('Opened {module}', { module: module.title }),
      moduleId: module.id,
    });
  }
  return { recorded: !recent };
}
