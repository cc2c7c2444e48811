import { sql } from 'kysely';
import type { Executor } from '../platform/db/transaction.js';
import { DEV_IDP_ISSUER, devSubjectFor } from '../services/dev-idp/index.js';

export const DEMO_ORGANISER = { email: 'organiser@engagex.dev', name: 'Omkar Organiser' };

/**
 * The demo events the demo organiser runs (decision 046): two in the events service and a competition in the
 * cultural one, so its door, lines, exports and review queue each have something of theirs. Every other demo
 * event stays the admins' alone.
 */
export const DEMO_ORGANISED_EVENTS = [
  'Comedy Night: Pune Originals',
  'Lakeside Morning Yoga',
  'Poetry Slam: Kolkata',
];

/**
 * An organiser an admin granted the role, running some demo events. Its own seed part, so a database seeded
 * before organisers existed gets them too: the grant joins any roles the account already has.
 */
export async function seedDemoOrganiser(trx: Executor) {
  const organiser = await trx
    .insertInto('users')
    .values({
      issuer: DEV_IDP_ISSUER,
      subject: devSubjectFor(DEMO_ORGANISER.email),
      email: DEMO_ORGANISER.email,
      email_verified: true,
      name: DEMO_ORGANISER.name,
      granted_roles: ['organiser'],
      created_at: sql<Date>`now() - interval '60 days'`,
    })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'subject']).doUpdateSet({
        granted_roles: sql<
          string[]
        >`array(select distinct unnest(users.granted_roles || '{organiser}'::text[]))`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  // Raw SQL: the row types let no code hand an event to another organiser (schema.ts); the seed gives these
  // admin-run demo events their first one.
  await sql`update events set organiser_id = ${organiser.id}
    where title in (${sql.join(DEMO_ORGANISED_EVENTS)}) and organiser_id is null`.execute(trx);
}
