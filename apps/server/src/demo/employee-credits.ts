import { recordActivity } from '../platform/activity.js';
import type { Executor } from '../platform/db/transaction.js';
import { postTransaction } from '../platform/ledger/ledger.js';
import { creditsText } from '../platform/wording.js';

/** Enough to try encashment (100 to 5,000 a request) more than once without making accounts. */
export const DEMO_EMPLOYEE_EARNED_CREDITS = 1_500;

/**
 * The demo employee's earned credits, so encashment can be tried at once. Earned the
 * honest way: an admin's bonus grant through the ledger, as POST /credit-transaction/add-credits posts it, which
 * lands in the wallet's earned lot (migration 0013); bought credits could never be encashed.
 */
export async function seedDemoEmployeeCredits(trx: Executor) {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['employee@engagex.dev', 'admin@engagex.dev'])
    .execute();
  const employee = people.find((person) => person.email === 'employee@engagex.dev');
  const admin = people.find((person) => person.email === 'admin@engagex.dev');
  if (!employee || !admin) return;
  const reason = 'Referral bonus for the demo account';
  const posted = await postTransaction(trx, {
    idempotencyKey: 'grant:demo-employee-earned-credits',
    kind: 'grant',
    description: reason,
    createdBy: admin.id,
    postings: [
      { account: { system: 'bonus' }, amount: -DEMO_EMPLOYEE_EARNED_CREDITS },
      { account: { wallet: employee.id }, amount: DEMO_EMPLOYEE_EARNED_CREDITS },
    ],
  });
  if (!posted.replayed) {
    await recordActivity(trx, {
      userId: employee.id,
      kind: 'credits_granted',
      title: `Received a bonus of ${creditsText(DEMO_EMPLOYEE_EARNED_CREDITS)}: ${reason}`,
    });
  }
}
