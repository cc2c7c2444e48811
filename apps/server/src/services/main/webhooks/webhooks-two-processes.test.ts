// Two API processes, each with its own webhook worker, its own pool and its own copy of the modules, on one
// PostgreSQL (decision 091): every delivery reaches the receiver once, and never twice at the same time, because a
// claim skips rows another process has locked and leases what it took.
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { signIn } from '../../../test/harness.js';
import { useProcesses } from '../../../test/processes.js';
import { startReceiver } from './receiver.fixtures.js';

const DELIVERIES = 40;

describe('webhook deliveries with two workers on two processes (PostgreSQL)', () => {
  const split = useProcesses(
    { a: 'main,events,devIdp', b: 'main,events,devIdp' },
    { env: () => ({ WEBHOOK_WORKER: 'true' }) },
  );
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    // Slow enough that both workers hold claims at once.
    receiver.state.delayMs = 60;
  });
  afterAll(async () => receiver.close());

  it(`sends ${DELIVERIES} deliveries each exactly once, never one twice at once`, async () => {
    const { a } = split.processes;
    const admin = await signIn(a.app, 'admin@engagex.dev');
    const made = await inject(a.app, webhooksApi.create, {
      session: admin,
      body: { url: receiver.url, events: ['booking.confirmed'] },
    });
    expect(made.statusCode).toBe(201);
    const endpointId = made.data().id;
    // Written as the triggers write them, then announced as they announce them: both workers wake at once.
    await sql`
      insert into webhook_deliveries (endpoint_id, type, data)
      select ${endpointId}, 'booking.confirmed', jsonb_build_object('n', n) from generate_series(1, ${DELIVERIES}) n;
      `.execute(split.db.db);
    await sql`select notify_change('h')`.execute(split.db.db);

    const deadline = Date.now() + 30_000;
    let delivered = 0;
    while (Date.now() < deadline) {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from webhook_deliveries where endpoint_id = ${endpointId} and status = 'delivered'`.execute(
        split.db.db,
      );
      delivered = Number(rows[0]?.count);
      if (delivered === DELIVERIES) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(delivered).toBe(DELIVERIES);
    const ids = receiver.received.map((request) => request.json.id);
    expect(ids).toHaveLength(DELIVERIES);
    expect(new Set(ids).size).toBe(DELIVERIES);
    expect(receiver.state.overlaps).toBe(0);
    const { rows: attempts } = await sql<{ count: string }>`
      select count(*) as count from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
      where d.endpoint_id = ${endpointId}`.execute(split.db.db);
    expect(Number(attempts[0]?.count)).toBe(DELIVERIES);
  });
});
