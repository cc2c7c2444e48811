/**
 * An application's status and its timeline: every change is logged as one event, and admins move applications
 * along JOB_STATUS_TRANSITIONS. Changes when the statuses, their order, or what the timeline keeps do.
 */
import { JOB_STATUS_TRANSITIONS, type TJobStatus } from '@engagex/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import { say } from '../../platform/i18n/say.js';
import { noticeStatusChange } from './application-notices.js';
import { getApplication } from './application-reads.js';

/** Every status an application takes is one event of its timeline, written by whoever changed it. */
export async function logStatusChange(
  trx: Executor,
  input: {
    applicationId: string;
    from: TJobStatus | null;
    to: TJobStatus;
    notes?: string | null;
    by: string;
  },
) {
  await trx
    .insertInto('job_application_events')
    .values({
      application_id: input.applicationId,
      from_status: input.from,
      to_status: input.to,
      notes: input.notes ?? null,
      changed_by: input.by,
    })
    .execute();
}

/**
 * Admins move applications along JOB_STATUS_TRANSITIONS; review starts only once the fee is paid. The applicant is
 * told of each move in its transaction. (Applying, the only other status write, tells nothing: the applicant has
 * the answer in hand.)
 */
export async function changeApplicationStatus(
  db: Database,
  input: { applicationId: string; status: TJobStatus; notes?: string | undefined; reviewerId: string },
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', input.applicationId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Application');
    if (!JOB_STATUS_TRANSITIONS[row.status].includes(input.status)) {
      throw new AppError(
        'BUSINESS_RULE',
        say('An application cannot go from {from} to {to}', { from: row.status, to: input.status }),
      );
    }
    if (input.status === 'UNDER_REVIEW' && row.payment_status !== 'COMPLETED') {
      throw new AppError('BUSINESS_RULE', 'The application fee is unpaid');
    }
    await trx
      .updateTable('job_applications')
      .set({ status: input.status, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await logStatusChange(trx, {
      applicationId: row.id,
      from: row.status,
      to: input.status,
      notes: input.notes ?? null,
      by: input.reviewerId,
    });
    await noticeStatusChange(trx, row, { from: row.status, to: input.status, note: input.notes ?? null });
  });
  return getApplication(db, { applicationId: input.applicationId, userId: input.reviewerId, admin: true });
}
