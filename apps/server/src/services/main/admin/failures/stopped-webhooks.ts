/**
 * Sending a stopped webhook delivery again from the console (decision 096), audited; the list and the write are the
 * webhooks feature's own. Changes when sending again does more.
 */
import type { TFailureAction } from '@engagex/contracts';
import type { RoleConfig } from '../../../../platform/auth/roles.js';
import type { Database } from '../../../../platform/db/database.js';
import { AppError, notFound } from '../../../../platform/errors.js';
import { msg } from '../../../../platform/i18n/say.js';
import { resendStoppedDelivery } from '../../webhooks/stopped.js';
import { lockActorAndTarget } from '../acting-locks.js';
import { recordAudit } from '../audit-log.js';

export const DELIVERY_NOT_STOPPED = msg('This delivery is no longer stopped: it was sent again already');

export async function resendWebhook(
  db: Database,
  config: RoleConfig,
  input: { actorId: string; requestId: string; deliveryId: string },
): Promise<TFailureAction> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select(['d.id', 'e.user_id'])
      .where('d.id', '=', input.deliveryId)
      .executeTakeFirst();
    if (!found) throw notFound('Delivery');
    await lockActorAndTarget(trx, config, {
      actorId: input.actorId,
      targetId: found.user_id,
      target: 'read',
    });
    const resent = await resendStoppedDelivery(trx, found.id);
    if (!resent) throw new AppError('CONFLICT', DELIVERY_NOT_STOPPED);
    await recordAudit(trx, {
      action: 'webhook.resend',
      actorId: input.actorId,
      targetId: resent.userId,
      before: { deliveryId: resent.id, endpointId: resent.endpoint_id, type: resent.type, status: 'failed' },
      after: { deliveryId: resent.id, status: 'pending', endpointPaused: resent.paused },
      reason: null,
      requestId: input.requestId,
    });
    return { id: resent.id, status: 'pending' };
  });
}
