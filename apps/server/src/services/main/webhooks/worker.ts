/**
 * The webhook outbox's sender in this process (decision 091): a turn every `pollMs`, and at once when the database
 * says deliveries were written. Any number of processes may run one. Changes when how often, or what wakes it, does.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startRetentionSweep } from '../../../platform/notifications/outbox-upkeep.js';
import { newWorkerId } from '../../../platform/notifications/worker.js';
import { guardPolicy, systemResolve } from './address-guard.js';
import { deliverDueWebhooks, WEBHOOK_BACKOFF, type WebhookDeliveryOptions } from './delivery.js';
import { deleteOldDeliveredWebhooks } from './stopped.js';

export type WebhookWorkerOptions = Omit<WebhookDeliveryOptions, 'workerId' | 'log' | 'policy'> & {
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
      log: app.log,
    };
    let stopped = false;
    let again = false;
    let inFlight: Promise<void> | null = null;
    const turns = async () => {
      do {
        again = false;
        const turn = await deliverDueWebhooks(app.db, turnOptions);
        if (turn.claimed === options.batch) again = true;
      } while (again && !stopped);
    };
    const wake = () => {
      if (stopped) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = turns()
        .catch((error: unknown) => app.log.error({ err: error }, 'webhooks: delivery turn failed'))
        .finally(() => {
          inFlight = null;
        });
    };
    const poll = setInterval(wake, options.pollMs);
    poll.unref();
    const unsubscribe = app.changes.subscribe((change) => {
      if (change === 'reset' || change.topic === 'webhooks') wake();
    });
    app.addHook('onReady', async () => wake());
    // Delivered deliveries go after OUTBOX_RETENTION_DAYS (decision 096).
    startRetentionSweep(app, 'delivered webhooks', deleteOldDeliveredWebhooks);
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      if (inFlight) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          inFlight,
          new Promise((resolve) => {
            timer = setTimeout(resolve, options.stopWaitMs);
          }),
        ]);
        clearTimeout(timer);
      }
    });
  },
  { name: 'webhook-worker', dependencies: ['database', 'changes'] },
);
