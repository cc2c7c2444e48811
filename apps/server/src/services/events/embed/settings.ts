/**
 * An event's booking-widget origins (decision 095): read and set by its organiser, and read for the embedded page's
 * `frame-ancestors` and for whether the widget's public read answers (decision 097). Changes when what an organiser may list, or where it is kept, does.
 */
import { LOOPBACK_HOSTS, type TEmbedSettings, type TRealm } from '@engagex/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { msg } from '../../../platform/i18n/say.js';
import { type EventViewer, eventRunBy } from '../organisers.js';

export const LOOPBACK_IN_PRODUCTION = msg('Only https origins may embed an event here');

/** jsonb comes back parsed from both drivers; a string is parsed, anything else read as no origins. */
function originsOf(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((origin): origin is string => typeof origin === 'string') : [];
}

/** The origins that may frame an event's page, or null when no event has that id (either realm). */
export async function framingOrigins(db: Database, eventId: string): Promise<string[] | null> {
  const row = await db
    .selectFrom('events as e')
    .leftJoin('event_embeds as m', 'm.event_id', 'e.id')
    .select(['e.id', 'm.origins'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  return row ? originsOf(row.origins) : null;
}

/**
 * Whether the widget may show an event to anyone (decision 097): a published event of the realm that at least one
 * site may frame. Drafts, cancelled events and events no site frames stay signed-in reads.
 */
export async function showsInWidget(db: Database, realm: TRealm, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('event_embeds as m', 'm.event_id', 'e.id')
    .select('m.origins')
    .where('e.id', '=', eventId)
    .where('e.realm', '=', realm)
    .where('e.status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined && originsOf(row.origins).length > 0;
}

/** GET …/embed: only the event's organiser or an admin (anyone else: 404, decision 046). */
export async function readEmbed(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer },
): Promise<TEmbedSettings> {
  await eventRunBy(db, realm, input.eventId, input.viewer);
  const row = await db
    .selectFrom('event_embeds')
    .select('origins')
    .where('event_id', '=', input.eventId)
    .executeTakeFirst();
  return { origins: originsOf(row?.origins) };
}

/**
 * PUT …/embed: the whole list at once, so two organisers saving at once leave one of their lists, never a mix.
 * Plain http is for a developer's own page (the contracts allow it for loopback hosts only); production refuses it,
 * so no visitor's page is framable from their own machine.
 */
export async function setEmbed(
  db: Database,
  realm: TRealm,
  input: { eventId: string; viewer: EventViewer; settings: TEmbedSettings; production: boolean },
): Promise<TEmbedSettings> {
  const { origins } = input.settings;
  if (input.production) {
    const index = origins.findIndex((origin) =>
      (LOOPBACK_HOSTS as readonly string[]).includes(new URL(origin).hostname),
    );
    if (index >= 0)
      throw new AppError('VALIDATION_ERROR', LOOPBACK_IN_PRODUCTION, [
        { path: `origins.${index}`, message: LOOPBACK_IN_PRODUCTION },
      ]);
  }
  return db.transaction().execute(async (trx) => {
    await eventRunBy(trx, realm, input.eventId, input.viewer);
    const json = JSON.stringify(origins);
    await trx
      .insertInto('event_embeds')
      .values({ event_id: input.eventId, origins: sql`${json}::jsonb` as never })
      .onConflict((conflict) =>
        conflict
          .column('event_id')
          .doUpdateSet({ origins: sql`${json}::jsonb` as never, updated_at: sql`now()` as never }),
      )
      .execute();
    return { origins };
  });
}
