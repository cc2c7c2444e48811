import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import type { Executor } from '../platform/db/transaction.js';
import { DEV_IDP_ISSUER, devSubjectFor } from '../services/dev-idp/index.js';
import { seedDemoEmployeeCredits } from './employee-credits.js';
import { seedDemoEvents } from './events.js';
import { seedDemoJobs } from './jobs.js';
import { seedDemoOrganiser, seedDemoOrganiserTaxProfile } from './organiser.js';

export const DEMO_USERS = [
  { email: 'demo@engagex.dev', name: 'Demo User', grantedRoles: [] as string[] },
  { email: 'employee@engagex.dev', name: 'Esha Employee', grantedRoles: ['employee'] },
  { email: 'admin@engagex.dev', name: 'Arjun Admin', grantedRoles: ['admin'] },
];

/**
 * Seeds each part of the demo data once per database: a part's marker row is inserted in the same
 * transaction as its data, so two instances starting together cannot both seed it, and a part added
 * later still reaches a database seeded before it existed.
 */
export async function seedDemoDataOnce(db: Database): Promise<string[]> {
  const seeded: string[] = [];
  for (const [part, seed] of Object.entries(DEMO_PARTS)) {
    const done = await db.transaction().execute(async (trx) => {
      const marker = await trx
        .insertInto('app_meta')
        .values({ key: part, value: JSON.stringify(new Date().toISOString()) })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (marker) await seed(trx);
      return Boolean(marker);
    });
    if (done) seeded.push(part);
  }
  return seeded;
}

async function seedDemoUsers(trx: Executor) {
  for (const user of DEMO_USERS) {
    await trx
      .insertInto('users')
      .values({
        issuer: DEV_IDP_ISSUER,
        subject: devSubjectFor(user.email),
        email: user.email,
        email_verified: true,
        name: user.name,
        granted_roles: user.grantedRoles,
        created_at: sql<Date>`now() - interval '90 days'`,
      })
      .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
      .execute();
  }
}

const DEMO_PARTS: Record<string, (trx: Executor) => Promise<void>> = {
  demo_seeded_at: seedDemoUsers,
  demo_events_seeded_at: seedDemoEvents,
  demo_jobs_seeded_at: seedDemoJobs,
  demo_employee_credits_seeded_at: seedDemoEmployeeCredits,
  demo_organiser_seeded_at: seedDemoOrganiser,
  demo_tax_profiles_seeded_at: seedDemoOrganiserTaxProfile,
};
