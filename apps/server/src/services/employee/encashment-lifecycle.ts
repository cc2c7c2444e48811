/**
 * What happens to a request after it is made: the employee cancels it, or an admin approves, rejects or pays it.
 * Each locks the request, and its held credits return (cancel, reject) or are captured (paid) in the same
 * transaction (decision 016), and the employee is told of each admin decision in it (encashment-notices.ts).
 * Changes when a request's stages, or what each does with the hold, do.
 */
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import { say } from '../../platform/i18n/say.js';
import { captureHold, releaseHold } from '../../platform/ledger/holds.js';
import {
  noticeEncashmentApproved,
  noticeEncashmentPaid,
  noticeEncashmentRejected,
} from './encashment-notices.js';
import { getEncashment } from './encashment-reads.js';

/** Locks the request: cancel, approve, reject and pay race for it and exactly one of them wins. */
async function lockRequest(trx: Executor, input: { id: string; userId: string | null }) {
  let query = trx.selectFrom('encashment_requests').selectAll().where('id', '=', input.id);
  if (input.userId) query = query.where('user_id', '=', input.userId);
  const row = await query.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound('Request');
  return row;
}

export async function cancelEncashment(db: Database, input: { id: string; userId: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, input);
    if (row.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        say('Only a pending request can be cancelled; this one is {status}', { status: row.status }),
      );
    await releaseHold(trx, { holdId: row.hold_id, description: 'Encashment request cancelled' });
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'cancelled' })
      .where('id', '=', row.id)
      .execute();
  });
  return getEncashment(db, input);
}

export async function approveEncashment(db: Database, input: { id: string; reviewerId: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        say('Only a pending request can be approved; this one is {status}', { status: row.status }),
      );
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'approved', reviewed_by: input.reviewerId, reviewed_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await noticeEncashmentApproved(trx, row);
  });
  return getEncashment(db, { id: input.id, userId: null });
}

export async function rejectEncashment(
  db: Database,
  input: { id: string; reviewerId: string; reason: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'pending' && row.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        say('Only a pending or approved request can be rejected; this one is {status}', {
          status: row.status,
        }),
      );
    }
    await releaseHold(trx, { holdId: row.hold_id, description: 'Encashment request rejected' });
    await trx
      .updateTable('encashment_requests')
      .set({
        status: 'rejected',
        rejection_reason: input.reason,
        reviewed_by: input.reviewerId,
        reviewed_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await noticeEncashmentRejected(trx, row, input.reason);
  });
  return getEncashment(db, { id: input.id, userId: null });
}

/** Paying out captures the hold into the encashment payable account: the credits are gone for good. */
export async function markEncashmentPaid(
  db: Database,
  input: { id: string; reviewerId: string; payoutReference: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, { id: input.id, userId: null });
    if (row.status !== 'approved')
      throw new AppError(
        'CONFLICT',
        say('Only an approved request can be paid; this one is {status}', { status: row.status }),
      );
    await captureHold(trx, {
      holdId: row.hold_id,
      description: 'Encashment paid out',
      capturedTo: 'encashmentPayable',
    });
    await trx
      .updateTable('encashment_requests')
      .set({ status: 'paid', payout_reference: input.payoutReference, paid_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await noticeEncashmentPaid(trx, row, input.payoutReference);
  });
  return getEncashment(db, { id: input.id, userId: null });
}
