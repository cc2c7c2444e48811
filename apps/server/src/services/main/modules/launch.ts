/**
 * An admin launches an upcoming module and everyone who asked is told, once (decision 049). Changes when a
 * launch's rules do.
 */
import type { TLaunchModuleResponse, TUiLanguage } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { say } from '../../../platform/i18n/say.js';
import { notify } from '../../../platform/notifications/outbox.js';

/** UTC+14 (Kiribati) is the first place a day begins: until it does somewhere, a date is still in the future. */
const EARLIEST_OFFSET_MS = 14 * 3600_000;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const quarterOf = (day: string) => `Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1} ${day.slice(0, 4)}`;
/** "5 December 2026" (हिन्दी: "5 दिसंबर 2026"): the launch day in the reader's language, Latin digits. */
const longDay = (day: string, language: TUiLanguage) =>
  new Intl.DateTimeFormat(language === 'en-IN' ? 'en-GB' : language, {
    numberingSystem: 'latn',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * An admin launches an upcoming module: it becomes live, launched on `launchDate` (today, UTC, when not given), and
 * everyone who asked to hear about it is told once, in the same transaction. A launch date may be in the past (a
 * launch recorded late) but not in the future: the notices go out now, so they would announce a launch that has
 * not happened. "Today" is anyone's today, so an admin east of UTC may launch on their own date.
 *
 * Only one launch can win: the update is conditional on the module still being upcoming, and on PostgreSQL a
 * second launch waits for the first's row lock, then finds it live and is refused, writing nothing.
 */
export async function launchModule(
  db: Database,
  input: { moduleId: string; launchDate?: string | undefined; now?: Date },
): Promise<TLaunchModuleResponse> {
  const now = input.now ?? new Date();
  const launchDate = input.launchDate ?? isoDay(now);
  if (launchDate > isoDay(new Date(now.getTime() + EARLIEST_OFFSET_MS))) {
    throw new AppError(
      'BUSINESS_RULE',
      'A launch date cannot be in the future: launch the module on the day',
    );
  }
  return db.transaction().execute(async (trx) => {
    const launched = await trx
      .updateTable('modules')
      .set({
        status: 'live',
        expected_launch_date: launchDate,
        launch_quarter: quarterOf(launchDate),
        development_progress: 100,
      })
      .where('id', '=', input.moduleId)
      .where('status', '=', 'upcoming')
      .returning(['id', 'title', 'path'])
      .executeTakeFirst();
    if (!launched) {
      const module = await trx
        .selectFrom('modules')
        .select('title')
        .where('id', '=', input.moduleId)
        .executeTakeFirst();
      if (!module) throw notFound('Module');
      throw new AppError('BUSINESS_RULE', say('{module} is already live', { module: module.title }));
    }
    const askers = await trx
      .selectFrom('module_launch_alerts')
      .select('user_id')
      .where('module_id', '=', launched.id)
      .execute();
    const notified = await notify(
      trx,
      askers.map(({ user_id }) => ({
        userId: user_id,
        kind: 'module-launched' as const,
        // Said in the reader's language (decision 077).
        title: say('{module} has launched', { module: launched.title }),
        body: (_zone: string | null, language: TUiLanguage) =>
          say(
            'You asked us to tell you when {module} launched. It is live from {day}: open it from your dashboard.',
            { module: launched.title, day: longDay(launchDate, language) },
          ),
        link: launched.path,
        onceKey: `module-launched:${launched.id}`,
      })),
    );
    return { moduleId: launched.id, status: 'live', launchDate, notified };
  });
}
