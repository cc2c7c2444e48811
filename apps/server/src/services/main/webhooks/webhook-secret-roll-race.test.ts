// Decision 111 on two API processes sharing one PostgreSQL: two rolls of one endpoint's signing secret racing on both
// end with one current secret, and neither caller's answer is lost: one is current, the other the previous secret that
// still signs for a day. Without the single UPDATE (a read, then a write), both rolls keep the original as previous and
// one answer signs nothing.
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import type { Session } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useProcesses } from '../../../test/processes.js';
import { startReceiver } from './receiver.fixtures.js';
import { openWebhookSecret } from './secrets.js';

const ENDPOINTS = 8;

describe("rolling a webhook's secret on two processes", () => {
  const split = useProcesses({ first: 'main,devIdp', second: 'main,devIdp' });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: Session;
  beforeAll(async () => {
    receiver = await startReceiver();
    owner = await signInOrganiser(split.processes.first.app, 'race.roll@example.com');
  });
  afterAll(async () => receiver.close());

  it(`two rolls racing, on each of ${ENDPOINTS} endpoints: one current secret, the other caller's previous`, async () => {
    const { first, second } = split.processes;
    const hooks = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const made = await inject(first.app, webhooksApi.create, {
        session: owner,
        body: { url: `${receiver.url}/${i}`, events: ['booking.confirmed'] },
      });
      expect(made.statusCode, made.body).toBe(201);
      hooks.push(made.data());
    }
    const answers = await Promise.all(
      hooks.map((hook) =>
        Promise.all(
          [first.app, second.app].map((app) =>
            inject(app, webhooksApi.rollSecret, { session: owner, params: { id: hook.id } }),
          ),
        ),
      ),
    );
    const keys = first.app.config.secretKeys;
    for (const [i, hook] of hooks.entries()) {
      const pair = answers[i] ?? [];
      expect(pair.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const secrets = pair.map((answer) => answer.data().secret);
      expect(new Set(secrets).size).toBe(2);
      const row = await split.db.db
        .selectFrom('webhook_endpoints')
        .select(['secret', 'previous_secret'])
        .where('id', '=', hook.id)
        .executeTakeFirstOrThrow();
      const current = openWebhookSecret(keys, hook.id, row.secret);
      const previous = openWebhookSecret(keys, hook.id, row.previous_secret as string);
      // One current secret, one of the answers; the other answer was superseded by it and still signs.
      expect(secrets).toContain(current);
      expect(secrets.filter((secret) => secret !== current)).toEqual([previous]);
      expect(previous).not.toBe(hook.secret);
    }
    const audited = await split.db.db
      .selectFrom('admin_audit_log')
      .select(split.db.db.fn.countAll<string>().as('n'))
      .where('actor_id', '=', owner.user.id)
      .where('action', '=', 'webhook.secret_roll')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(2 * ENDPOINTS);
  });
});
