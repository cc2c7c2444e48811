/**
 * The outbox's sender in this process (decision 041): a turn every `pollMs`, and at once when the database says
 * the outbox has new work. Changes when how often, or what wakes it, does.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Backoff, DEFAULT_BACKOFF, deliverDue } from './delivery.js';
import { deleteOldSentEmails, startRetentionSweep } from './outbox-upkeep.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { takeTurns } from './turns.js';

export type MailWorkerOptions = {
  /** How often a turn looks for due emails when no notice came (retries, leases that lapsed). */
  pollMs: number;
  /**
   * Emails claimed per turn; a full batch is followed by another turn at once. A small multiple of `concurrency`:
   * what a dead process claimed waits out its lease.
   */
  batch: number;
  /** Sends at once, and SMTP connections this process opens. */
  concurrency: number;
  backoff: Backoff;
  /** How long closing the app waits for a turn in flight; its leases lapse and another process sends the rest. */
  stopWaitMs: number;
  /** Another transport than config.mail's (tests). */
  transport?: MailTransport;
};

const DEFAULTS: MailWorkerOptions = {
  pollMs: 1_000,
  batch: 8,
  concurrency: 4,
  backoff: DEFAULT_BACKOFF,
  stopWaitMs: 5_000,
};

/** Unique per process and per app, so two apps in one test process are two senders, as two processes are. */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export default fp(
  async function mailWorkerPlugin(app: FastifyInstance, given: Partial<MailWorkerOptions>) {
    const options = { ...DEFAULTS, ...given };
    const { mail, publicUrl } = app.config;
    const transport = options.transport ?? createMailTransport(mail, options.concurrency);
    const workerId = newWorkerId();
    takeTurns(app, {
      topic: 'outbox',
      turn: () =>
        deliverDue(app.db, transport, {
          workerId,
          batch: options.batch,
          concurrency: options.concurrency,
          leaseMs: mail.leaseMs,
          maxAttempts: mail.maxAttempts,
          backoff: options.backoff,
          publicUrl,
          log: app.log,
        }),
      batch: options.batch,
      pollMs: options.pollMs,
      stopWaitMs: options.stopWaitMs,
      failure: 'outbox: delivery turn failed',
      afterStop: () => transport.close(),
    });
    // The senders also keep the outbox short (decision 096).
    startRetentionSweep(app, 'sent emails', deleteOldSentEmails);
  },
  { name: 'mail-worker', dependencies: ['database', 'changes'] },
);
