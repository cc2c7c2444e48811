/**
 * Applying to an opening (POST …/applications): one live application per opening and applicant, the answers
 * checked against the opening's questions, and the fee the opening asks recorded as due. Changes when applying does.
 */
import type { ZJobApplicationRequest } from '@engagex/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { say } from '../../platform/i18n/say.js';
import { getApplication } from './application-reads.js';
import { logStatusChange } from './application-status.js';
import { acceptsApplications, openingRow } from './openings.js';

export async function apply(
  db: Database,
  input: z.infer<typeof ZJobApplicationRequest> & { userId: string },
) {
  const id = await db.transaction().execute(async (trx) => {
    const opening = await openingRow(trx, input.openingId);
    if (!acceptsApplications(opening))
      throw new AppError('BUSINESS_RULE', 'This opening is closed to applications');
    if (input.answers.length !== opening.questions.length) {
      throw new AppError(
        'VALIDATION_ERROR',
        say('Answer all {count} questions', { count: opening.questions.length }),
        [
          {
            path: 'body.answers',
            message: say('Expected {count} answers', { count: opening.questions.length }),
          },
        ],
      );
    }
    const row = await trx
      .insertInto('job_applications')
      .values({
        opening_id: opening.id,
        user_id: input.userId,
        cover_note: input.coverNote,
        experience_years: input.experienceYears,
        links: input.links,
        answers: input.answers,
        fee_credits: opening.fee_credits,
        payment_status: opening.fee_credits === 0 ? 'COMPLETED' : 'PENDING',
      })
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate when it
        // plans the statement, and a prepared statement's generic plan cannot prove `$1` equals it.
        conflict.columns(['opening_id', 'user_id']).where('status', '<>', sql.lit('REJECTED')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', 'You already have an application for this opening');
    await logStatusChange(trx, { applicationId: row.id, from: null, to: 'PENDING', by: input.userId });
    await recordActivity(trx, {
      userId: input.userId,
      kind: 'job_applied',
      title: say('Applied for {opening}', { opening: opening.title }),
      reference: `job_application:${row.id}`,
    });
    return row.id;
  });
  return getApplication(db, { applicationId: id, userId: input.userId, admin: false });
}
