/** The organiser's review of an entry (`PATCH …/contestants/{id}/status`). */
import { CONTESTANT_REVIEW_TRANSITIONS, type TContestantStatus, type TRealm } from '@engagex/contracts';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { type EventViewer, runBy } from '../organisers.js';
import { tellReviewed } from './contestant-notices.js';
import { getContestant } from './reads.js';
import { lockContestant, logStatus } from './transitions.js';

/**
 * Review moves only along CONTESTANT_REVIEW_TRANSITIONS, every move is stamped with who and when, and an approval or
 * rejection is told to the entrant with the organiser's note. Only the competition's organiser and admins review
 * its entries; to another organiser an entry is a 404 (decision 046).
 */
export async function changeStatus(
  db: Database,
  realm: TRealm,
  input: {
    contestantId: string;
    status: TContestantStatus;
    notes?: string | undefined;
    reviewer: EventViewer;
  },
) {
  // Who runs a competition never changes, so the check holds for the transaction below.
  const reviewable = await db
    .selectFrom('contestants as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select('c.id')
    .where('c.id', '=', input.contestantId)
    .where('c.realm', '=', realm)
    .where(runBy(input.reviewer))
    .executeTakeFirst();
  if (!reviewable) throw notFound('Registration');
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
      by: input.reviewer.userId,
    });
    await tellReviewed(trx, row.id, { status: input.status, note: input.notes ?? null });
    return row.user_id;
  });
  return getContestant(db, realm, { contestantId: input.contestantId, userId: ownerId, admin: true });
}
