// Rolling a webhook's signing secret (decision 111), on both databases: the new secret is answered once, sealed and
// audited; for a day deliveries carry both signatures (new first), then only the new one; a second roll within the day
// replaces the previous secret; another person's endpoint is a 404; start-up re-seals the previous secret too.
import { randomBytes } from 'node:crypto';
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SEALING_KEY, loadConfig } from '../../../config.js';
import { keyIdOf } from '../../../platform/crypto/sealed-secrets.js';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { signInOrganiser } from '../../../test/organisers.js';
import { deliverDueWebhooks } from './delivery.js';
import { startReceiver, testTurnOptions } from './receiver.fixtures.js';
import { openWebhookSecret } from './secrets.js';
import { verifySignature } from './signature.js';

const keysOf = (list: string) => loadConfig({ SECRETS_ENCRYPTION_KEY: list }).secretKeys;

describe.each(DATABASE_KINDS)("rolling a webhook's signing secret on %s", (kind) => {
  const database = useTestDatabase(kind);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let app: FastifyInstance;
  let olga: Session;
  beforeAll(async () => {
    receiver = await startReceiver();
    app = await (await database()).build();
    olga = await signInOrganiser(app, `olga-roll-${kind}@example.com`);
  });
  afterAll(async () => receiver.close());

  const make = async (on: FastifyInstance = app, session: Session = olga) => {
    const made = await inject(on, webhooksApi.create, {
      session,
      body: { url: receiver.url, events: ['booking.confirmed'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.data();
  };
  const roll = async (id: string, on: FastifyInstance = app, session: Session = olga) => {
    const rolled = await inject(on, webhooksApi.rollSecret, { session, params: { id } });
    expect(rolled.statusCode, rolled.body).toBe(200);
    return rolled.data().secret;
  };
  const row = async (id: string) =>
    (await database()).db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret', 'previous_secret_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** One delivery written as the triggers write it, one turn of the outbox: the signature header it was sent with. */
  const deliveredHeader = async (endpointId: string, on: FastifyInstance = app) => {
    receiver.received.length = 0;
    await sql`insert into webhook_deliveries (endpoint_id, type, data)
      values (${endpointId}, 'booking.confirmed', '{"n": 1}'::jsonb)`.execute((await database()).db);
    expect(
      await deliverDueWebhooks(
        on.db,
        testTurnOptions(on.config.secretKeys, { workerId: `roll-${kind}`, concurrency: 1 }),
      ),
    ).toMatchObject({ delivered: 1 });
    const [got] = receiver.received;
    return { header: got?.headers['engagex-signature'] as string, body: got?.body as string };
  };
  const signs = (secret: string, sent: { header: string; body: string }) =>
    verifySignature(secret, sent.body, sent.header);

  it('answers a new secret once, sealed and audited; both sign for a day, then only the new one', async () => {
    const hook = await make();
    const secret = await roll(hook.id);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    const stored = await row(hook.id);
    expect(stored.secret).not.toContain(secret);
    expect(keyIdOf(stored.secret)).toBe(DEVELOPMENT_SEALING_KEY.id);
    expect(openWebhookSecret(app.config.secretKeys, hook.id, stored.secret)).toBe(secret);
    expect(openWebhookSecret(app.config.secretKeys, hook.id, stored.previous_secret as string)).toBe(
      hook.secret,
    );
    const listed = await inject(app, webhooksApi.list, { session: olga });
    expect(listed.body).not.toContain(secret);

    const audit = await (await database()).db
      .selectFrom('admin_audit_log')
      .select(['actor_id', 'target_id', 'after'])
      .where('action', '=', 'webhook.secret_roll')
      .where('actor_id', '=', olga.user.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(hook.secret);
    expect(audit[0]?.after).toMatchObject({ id: hook.id, url: receiver.url });

    // During the day: t=…,v1=<new>,v1=<old>; a receiver on either secret accepts it.
    const during = await deliveredHeader(hook.id);
    expect(during.header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(signs(secret, during)).toBe(true);
    expect(signs(hook.secret, during)).toBe(true);
    expect(verifySignature(secret, during.body, during.header.split(',').slice(0, 2).join(','))).toBe(true);

    // The day is over (by the database's clock): only the new one.
    await (await database()).db
      .updateTable('webhook_endpoints')
      .set({ previous_secret_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', hook.id)
      .execute();
    const after = await deliveredHeader(hook.id);
    expect(after.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signs(secret, after)).toBe(true);
    expect(signs(hook.secret, after)).toBe(false);
  });

  it('a second roll within the day replaces the previous secret with the first roll’s, for a day again', async () => {
    const hook = await make();
    const first = await roll(hook.id);
    const firstUntil = (await row(hook.id)).previous_secret_until as Date;
    const second = await roll(hook.id);
    const stored = await row(hook.id);
    expect(openWebhookSecret(app.config.secretKeys, hook.id, stored.secret)).toBe(second);
    expect(openWebhookSecret(app.config.secretKeys, hook.id, stored.previous_secret as string)).toBe(first);
    expect((stored.previous_secret_until as Date).getTime()).toBeGreaterThanOrEqual(firstUntil.getTime());
    const sent = await deliveredHeader(hook.id);
    expect(signs(second, sent)).toBe(true);
    expect(signs(first, sent)).toBe(true);
    expect(signs(hook.secret, sent)).toBe(false);
  });

  it("refuses another person's endpoint with a 404 and changes nothing", async () => {
    const hook = await make();
    const before = await row(hook.id);
    const mallory = await signInOrganiser(app, `mallory-roll-${kind}@example.com`);
    const refused = await inject(app, webhooksApi.rollSecret, { session: mallory, params: { id: hook.id } });
    expect(refused.statusCode).toBe(404);
    expect(await row(hook.id)).toEqual(before);
    const user = await signIn(app, `user-roll-${kind}@example.com`);
    expect(
      (await inject(app, webhooksApi.rollSecret, { session: user, params: { id: hook.id } })).statusCode,
    ).toBe(403);
  });

  it('start-up re-seals the previous secret under the first key, as the current one', async () => {
    const test = await database();
    // Rows sealed under the development key would need it in the list too: this test starts without them.
    await test.db.deleteFrom('webhook_endpoints').execute();
    await test.db.deleteFrom('mfa_totp').execute();
    const [first, second] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const before = await test.build({ SECRETS_ENCRYPTION_KEY: first });
    const owner = await signInOrganiser(before, `owner-roll-${kind}@example.com`);
    const hook = await make(before, owner);
    const rolled = await roll(hook.id, before, owner);
    expect(keyIdOf((await row(hook.id)).previous_secret as string)).toBe(keysOf(first)[0]?.id);

    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).rejects.toThrow(
      /webhook signing secrets are sealed under key/,
    );
    const after = await test.build({ SECRETS_ENCRYPTION_KEY: `${second},${first}` });
    const stored = await row(hook.id);
    expect(keyIdOf(stored.secret)).toBe(keysOf(second)[0]?.id);
    expect(keyIdOf(stored.previous_secret as string)).toBe(keysOf(second)[0]?.id);
    expect(openWebhookSecret(keysOf(second), hook.id, stored.previous_secret as string)).toBe(hook.secret);
    const sent = await deliveredHeader(hook.id, after);
    expect(signs(rolled, sent)).toBe(true);
    expect(signs(hook.secret, sent)).toBe(true);
    // Every secret is under the new key: the old one may leave the list.
    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).resolves.toBeDefined();
  });
});
