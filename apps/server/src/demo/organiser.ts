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

/**
 * The demo organiser's GST registration (decision 079): a Maharashtra firm, so its Pune show is invoiced with CGST +
 * SGST and its Kolkata slam with IGST. A GSTIN made for the demo (its check character is right; no such firm exists).
 */
export const DEMO_ORGANISER_TAX_PROFILE = {
  legalName: 'Omkar Events LLP',
  gstin: '27AAKFO4321M1ZZ',
  address: '12 Shivaji Nagar, Pune, Maharashtra 411005',
  stateCode: '27',
};

/** Its own seed part, so a database seeded before invoicing existed gets the profile too. */
export async function seedDemoOrganiserTaxProfile(trx: Executor) {
  const organiser = await trx
    .selectFrom('users')
    .select('id')
    .where('issuer', '=', DEV_IDP_ISSUER)
    .where('subject', '=', devSubjectFor(DEMO_ORGANISER.email))
    .executeTakeFirst();
  if (!organiser) return;
  const profile = DEMO_ORGANISER_TAX_PROFILE;
  await trx
    .insertInto('tax_profiles')
    .values({
      user_id: organiser.id,
      legal_name: profile.legalName,
      gstin: profile.gstin,
      address: profile.address,
      state_code: profile.stateCode,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
