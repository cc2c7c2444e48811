/**
 * How an outbox's sender takes turns in one process (decisions 041 and 091): a turn every `pollMs`, at once when the
 * database announces the outbox's topic (or the change feed resets), another right after a full batch, never two at
 * once; on close, the turn in flight gets `stopWaitMs` to record what it sent. Changes when what wakes a sender, or
 * how it stops, does.
 */
import type { FastifyInstance } from 'fastify';

export type Turns = {
  /** The database notice topic that means new work. */
  topic: string;
  /** One turn: how many rows it claimed; a full batch asks for another at once. */
  turn: () => Promise<{ claimed: number }>;
  batch: number;
  pollMs: number;
  stopWaitMs: number;
  /** What a failed turn logs. */
  failure: string;
  /** Runs once the turns have stopped (a transport to close). */
  afterStop?: () => void;
};

export function takeTurns(app: FastifyInstance, options: Turns) {
  let stopped = false;
  let again = false;
  let inFlight: Promise<void> | null = null;
  const turns = async () => {
    do {
      again = false;
      const result = await options.turn();
      // A full batch means more may be due now; a poll would leave them waiting a whole interval.
      if (result.claimed === options.batch) again = true;
    } while (again && !stopped);
  };
  /** Never two turns at once in this app: a wake during a turn asks for one more right after it. */
  const wake = () => {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = turns()
      .catch((error: unknown) => app.log.error({ err: error }, options.failure))
      .finally(() => {
        inFlight = null;
      });
  };
  const poll = setInterval(wake, options.pollMs);
  poll.unref();
  // A reset means notices may have been missed: look now rather than at the next poll.
  const unsubscribe = app.changes.subscribe((change) => {
    if (change === 'reset' || change.topic === options.topic) wake();
  });
  app.addHook('onReady', async () => wake());
  // preClose: the database is still open, so the turn in flight can record what it sent.
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
    options.afterStop?.();
  });
}
