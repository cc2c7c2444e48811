/** The organiser's review of an entry (`PATCH …/contestants/{id}/status`). */
import { CONTESTANT_REVIEW_TRANSITIONS, type TContestantStatus, type TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { tellReviewed } from './contestant-notices.js';
import { getContestant } from './reads.js';
import { lockContestant, logStatus } from './transitions.js';

/**
 * Review moves only along CONTESTANT_REVIEW_TRANSITIONS, every move is stamped with who and when, and an approval or
 * rejection is told to the entrant with the organiser's note.
 */
export async function changeStatus(
  db: Database,
  realm: TRealm,
  input: { contestantId: string; status: TContestantStatus; notes?: string | undefined; reviewerId: string },
) {
  const ownerId = await db.transaction().execute(async (trx) => {
    const row = await lockContestant(trx, realm, { contestantId: input.contestantId, userId: null });
    const from = row.status as TContestantStatus;
    if (!CONTESTANT_REVIEW_TRANSITIONS[from].includes(input.status)) {
      throw new AppError('BUSINESS_RULE', `A registration cannot go from ${from} to ${input.status}`);
    }
    await trx
      .updateTable('contestants')
      .set({ status: input.status, notes: input.notes ?? row.notes, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await logStatus(trx, {
      contestantId: row.id,
      from,
      to: input.status,
      notes: input.notes ?? null,
      by: input.reviewerId,
    });
    await tellReviewed(trx, row.id, { status: input.status, note: input.notes ?? null });
    return row.user_id;
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: ownerId, admin: true });
}
