/**
 * Emails that reached `failed` (decision 096): the admin console lists them, newest first, and sends one again,
 * audited. Changes when the list shows more of an email, or sending again does more.
 */
import type { TFailedEmail, TFailureAction, TPaginated } from '@engagex/contracts';
import type { RoleConfig } from '../../../../platform/auth/roles.js';
import type { Database } from '../../../../platform/db/database.js';
import { type Paging, paginated, readPage } from '../../../../platform/db/paging.js';
import { AppError, notFound } from '../../../../platform/errors.js';
import { msg } from '../../../../platform/i18n/say.js';
import { resendFailedEmail } from '../../../../platform/notifications/outbox-upkeep.js';
import { lockActorAndTarget } from '../acting-locks.js';
import { recordAudit } from '../audit-log.js';

export const EMAIL_NOT_FAILED = msg('This email is no longer failed: somebody sent it again already');

type Acting = { actorId: string; requestId: string };

export async function failedEmails(db: Database, paging: Paging): Promise<TPaginated<TFailedEmail>> {
  const { rows, total } = await readPage(
    db
      .selectFrom('notification_emails as e')
      .innerJoin('notifications as n', 'n.id', 'e.notification_id')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select([
        'e.id',
        'e.attempts',
        'e.last_error',
        'e.created_at',
        'n.kind',
        'n.title',
        'u.id as user_id',
        'u.name',
        'u.email',
      ])
      .where('e.status', '=', 'failed')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc'),
    paging,
  );
  return paginated(
    rows.map((row) => ({
      id: row.id,
      person: { id: row.user_id, name: row.name, email: row.email },
      kind: row.kind,
      title: row.title,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    paging,
  );
}

/** Sends a failed email again: due at once, attempts afresh; its audit row names the person it was for. */
export async function resendEmail(
  db: Database,
  config: RoleConfig,
  input: Acting & { emailId: string },
): Promise<TFailureAction> {
  return db.transaction().execute(async (trx) => {
    const email = await trx
      .selectFrom('notification_emails as e')
      .innerJoin('notifications as n', 'n.id', 'e.notification_id')
      .select(['e.id', 'e.status', 'e.attempts', 'e.last_error', 'n.user_id', 'n.kind'])
      .where('e.id', '=', input.emailId)
      .executeTakeFirst();
    if (!email) throw notFound('Email');
    await lockActorAndTarget(trx, config, {
      actorId: input.actorId,
      targetId: email.user_id,
      target: 'read',
    });
    const now = new Date();
    if (!(await resendFailedEmail(trx, email.id, now))) throw new AppError('CONFLICT', EMAIL_NOT_FAILED);
    await recordAudit(trx, {
      action: 'email.resend',
      actorId: input.actorId,
      targetId: email.user_id,
      before: {
        emailId: email.id,
        kind: email.kind,
        status: 'failed',
        attempts: email.attempts,
        lastError: email.last_error,
      },
      after: { emailId: email.id, status: 'pending' },
      reason: null,
      requestId: input.requestId,
    });
    return { id: email.id, status: 'pending' };
  });
}
