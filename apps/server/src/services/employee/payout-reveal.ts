/**
 * An admin with the payout role reads a request's full payout destination to make the transfer (decision 016).
 * Changes when who may see it, when, or what the look leaves in the log does.
 */
import { type TPayoutReveal, ZPayoutDetails } from '@engagex/contracts';
import type { RoleConfig } from '../../platform/auth/roles.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { say } from '../../platform/i18n/say.js';
import { lockActorAndTarget, recordAudit } from '../main/index.js';

/**
 * The full destination of one request, for an admin with the payout role, so they can make the transfer they
 * mark paid. The look is logged in the same transaction (payout_reveals and the admin audit log, both
 * append-only): no log, no number.
 * The route admits only the payout role; anyone else never reaches this, so nothing is logged for them.
 * Refusals (no such request, a closed request, one made before 0016) log nothing either: nothing was shown.
 */
export async function revealPayout(
  db: Database,
  config: RoleConfig,
  input: { id: string; revealedBy: string; httpRequestId: string },
): Promise<TPayoutReveal> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('encashment_requests')
      .select(['id', 'user_id', 'status', 'payout_destination'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFound('Request');
    // Shown only while there is a transfer to make: a closed request's number has no use left.
    if (row.status !== 'pending' && row.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        say('Payout details are shown only for a pending or approved request; this one is {status}', {
          status: row.status,
        }),
      );
    }
    const destination = ZPayoutDetails.safeParse(row.payout_destination);
    if (!destination.success) {
      throw new AppError(
        'BUSINESS_RULE',
        'This request was made before full payout details were kept; ask the employee for them',
      );
    }
    // The look's two rows name both people: their rows are taken in the console's one order (decision 050), and
    // a payout admin suspended or demoted while this waited is refused.
    await lockActorAndTarget(trx, config, {
      actorId: input.revealedBy,
      targetId: row.user_id,
      actorRole: 'payout',
      target: 'read',
    });
    const reveal = await trx
      .insertInto('payout_reveals')
      .values({
        encashment_request_id: row.id,
        employee_id: row.user_id,
        revealed_by: input.revealedBy,
        http_request_id: input.httpRequestId,
      })
      .returning('revealed_at')
      .executeTakeFirstOrThrow();
    // The admin console's one log of what admins did (decision 043) names the look too, beside payout_reveals.
    await recordAudit(trx, {
      action: 'payout.reveal',
      actorId: input.revealedBy,
      targetId: row.user_id,
      before: null,
      after: { encashmentRequestId: row.id },
      reason: null,
      requestId: input.httpRequestId,
    });
    return { requestId: row.id, destination: destination.data, revealedAt: reveal.revealed_at.toISOString() };
  });
}
