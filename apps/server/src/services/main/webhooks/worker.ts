/**
 * The webhook outbox's sender in this process (decision 091): a turn every `pollMs`, and at once when the database
 * says deliveries were written. Any number of processes may run one. Changes when how often, or what wakes it, does.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startRetentionSweep } from '../../../platform/notifications/outbox-upkeep.js';
import { takeTurns } from '../../../platform/notifications/turns.js';
import { newWorkerId } from '../../../platform/notifications/worker.js';
import { guardPolicy, systemResolve } from './address-guard.js';
import { deliverDueWebhooks, WEBHOOK_BACKOFF, type WebhookDeliveryOptions } from './delivery.js';
import { deleteOldDeliveredWebhooks } from './stopped.js';

export type WebhookWorkerOptions = Omit<WebhookDeliveryOptions, 'workerId' | 'log' | 'policy' | 'keys'> & {
  pollMs: number;
  stopWaitMs: number;
  policy?: WebhookDeliveryOptions['policy'];
};

const DEFAULTS: WebhookWorkerOptions = {
  pollMs: 1_000,
  batch: 8,
  concurrency: 4,
  timeoutMs: 10_000,
  // Two rounds of POSTs of a whole batch at their deadline fit in it three times over.
  leaseMs: 60_000,
  backoff: WEBHOOK_BACKOFF,
  pauseAfterFailures: 20,
  pauseAfterMs: 60 * 60_000,
  stopWaitMs: 5_000,
  resolve: systemResolve,
};

export default fp(
  async function webhookWorkerPlugin(app: FastifyInstance, given: Partial<WebhookWorkerOptions>) {
    const options = { ...DEFAULTS, ...given };
    if ((options.batch / options.concurrency) * options.timeoutMs * 2 > options.leaseMs)
      throw new Error('webhook worker: the lease must cover a whole batch of POSTs at their deadline');
    const turnOptions: WebhookDeliveryOptions = {
      ...options,
      workerId: newWorkerId(),
      policy: options.policy ?? guardPolicy(app.config.env),
      keys: app.config.secretKeys,
      log: app.log,
    };
    takeTurns(app, {
      topic: 'webhooks',
      turn: () => deliverDueWebhooks(app.db, turnOptions),
      batch: options.batch,
      pollMs: options.pollMs,
      stopWaitMs: options.stopWaitMs,
      failure: 'webhooks: delivery turn failed',
    });
    // Delivered deliveries go after OUTBOX_RETENTION_DAYS (decision 096).
    startRetentionSweep(app, 'delivered webhooks', deleteOldDeliveredWebhooks);
  },
  { name: 'webhook-worker', dependencies: ['database', 'changes'] },
);
