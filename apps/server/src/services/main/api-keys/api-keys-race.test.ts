import { API_KEYS_PER_PERSON } from '@engagex/contracts';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { useProcesses } from '../../../test/processes.js';

/**
 * Decision 090 on two API processes sharing one PostgreSQL: the per-person limit holds when creates race on both,
 * and a key revoked on one process is refused on the other, which had it remembered, at once.
 */
describe('API keys on two processes', () => {
  const split = useProcesses({ first: 'main,events,devIdp', second: 'main,events,devIdp' });
  const apps = () => [split.processes.first.app, split.processes.second.app];

  it(`makes no more than ${API_KEYS_PER_PERSON} keys when 30 creates race on both processes`, async () => {
    const owner = await signInOrganiser(split.processes.first.app, 'race.keys@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        inject(apps()[i % 2] ?? split.balancer, apiKeysApi.create, {
          session: owner,
          body: { name: `Key ${i}`, scopes: ['events:read'] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(API_KEYS_PER_PERSON);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - API_KEYS_PER_PERSON);
    const db = split.db.db;
    const live = await db
      .selectFrom('api_keys')
      .select(db.fn.countAll<string>().as('n'))
      .where('user_id', '=', owner.user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(API_KEYS_PER_PERSON);
    const audited = await db
      .selectFrom('admin_audit_log')
      .select(db.fn.countAll<string>().as('n'))
      .where('target_id', '=', owner.user.id)
      .where('action', '=', 'api_key.create')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(API_KEYS_PER_PERSON);
  });

  it('refuses a key revoked on the first process on the second, which remembered it', async () => {
    const owner = await signInOrganiser(split.processes.first.app, 'revoke.keys@example.com');
    const made = await inject(split.processes.first.app, apiKeysApi.create, {
      session: owner,
      body: { name: 'Door', scopes: ['events:read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, key } = made.data();
    const read = () =>
      inject(split.processes.second.app, eventsApi.list, {
        realm: 'events',
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const revoked = await inject(split.processes.first.app, apiKeysApi.revoke, {
      session: owner,
      params: { id },
    });
    expect(revoked.statusCode).toBe(200);
    const since = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - since < 2_000) {
      status = (await read()).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
    expect(Date.now() - since).toBeLessThan(2_000);
  });
});
