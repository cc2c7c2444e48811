// Organisers' webhook signing secrets at rest (decision 102), on both databases: the row never holds the secret, a
// delivery is still signed with it, a sealed secret copied into another endpoint's row signs nothing, and start-up
// seals plain rows and re-seals an old key's, refusing to start without a key some row needs.
import { randomBytes } from 'node:crypto';
import { webhooksApi } from '@engagex/contracts/api/webhooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SEALING_KEY, loadConfig } from '../../../config.js';
import { keyIdOf, SealedSecretRefused } from '../../../platform/crypto/sealed-secrets.js';
import { inject } from '../../../test/api.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { deliverDueWebhooks } from './delivery.js';
import { startReceiver, testTurnOptions } from './receiver.fixtures.js';
import { openWebhookSecret } from './secrets.js';
import { verifySignature } from './signature.js';

const base64Key = () => randomBytes(32).toString('base64');
const keysOf = (list: string) => loadConfig({ SECRETS_ENCRYPTION_KEY: list }).secretKeys;

describe.each(DATABASE_KINDS)('webhook signing secrets at rest on %s', (kind) => {
  const database = useTestDatabase(kind);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let app: FastifyInstance;
  let admin: Session;
  beforeAll(async () => {
    receiver = await startReceiver();
    app = await (await database()).build();
    admin = await signIn(app, 'admin@engagex.dev');
  });
  afterAll(async () => receiver.close());

  const make = async (on: FastifyInstance, session: Session) => {
    const made = await inject(on, webhooksApi.create, {
      session,
      body: { url: receiver.url, events: ['booking.confirmed'] },
    });
    expect(made.statusCode).toBe(201);
    return made.data();
  };
  const stored = async (id: string) =>
    (
      await (
        await database()
      ).db
        .selectFrom('webhook_endpoints')
        .select('secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).secret;
  /** One delivery written for the endpoint, as the triggers write it, and one turn of the outbox on `on`. */
  const deliverOne = async (on: FastifyInstance, endpointId: string) => {
    receiver.received.length = 0;
    await sql`insert into webhook_deliveries (endpoint_id, type, data)
      values (${endpointId}, 'booking.confirmed', '{"n": 1}'::jsonb)`.execute((await database()).db);
    return deliverDueWebhooks(
      on.db,
      testTurnOptions(on.config.secretKeys, { workerId: `secrets-${kind}`, concurrency: 1 }),
    );
  };

  it('keeps the row sealed from creation, and still signs deliveries with the secret shown once', async () => {
    const hook = await make(app, admin);
    const row = await stored(hook.id);
    expect(row).not.toContain(hook.secret);
    expect(row).not.toContain(hook.secret.slice('whsec_'.length));
    expect(keyIdOf(row)).toBe(DEVELOPMENT_SEALING_KEY.id);
    expect(openWebhookSecret(app.config.secretKeys, hook.id, row)).toBe(hook.secret);
    const listed = await inject(app, webhooksApi.list, { session: admin });
    expect(listed.body).not.toContain(hook.secret);
    expect(listed.body).not.toContain(row);

    expect(await deliverOne(app, hook.id)).toMatchObject({ claimed: 1, delivered: 1 });
    const [got] = receiver.received;
    const header = got?.headers['engagex-signature'] as string;
    expect(verifySignature(hook.secret, got?.body as string, header)).toBe(true);
    await inject(app, webhooksApi.remove, { session: admin, params: { id: hook.id } });
  });

  it("signs nothing with a sealed secret copied into another endpoint's row", async () => {
    const mine = await make(app, admin);
    const theirs = await make(app, admin);
    const sealed = await stored(mine.id);
    expect(() => openWebhookSecret(app.config.secretKeys, theirs.id, sealed)).toThrow(SealedSecretRefused);
    await (await database()).db
      .updateTable('webhook_endpoints')
      .set({ secret: sealed })
      .where('id', '=', theirs.id)
      .execute();
    expect(await deliverOne(app, theirs.id)).toMatchObject({ claimed: 1, delivered: 0, retrying: 1 });
    expect(receiver.received).toHaveLength(0);
    const attempt = await (await database()).db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select(['a.error', 'a.status_code'])
      .where('d.endpoint_id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ error: expect.stringMatching(/does not open/), status_code: null });
    for (const id of [mine.id, theirs.id])
      await inject(app, webhooksApi.remove, { session: admin, params: { id } });
  });

  it('seals plain secrets and re-seals an old key’s at start-up; refuses to start without a key it needs', async () => {
    const test = await database();
    // Rows sealed under the development key would need it in the list too: this test starts without them.
    await test.db.deleteFrom('webhook_endpoints').execute();
    await test.db.deleteFrom('mfa_totp').execute();
    const [first, second] = [base64Key(), base64Key()];
    const before = await test.build({ SECRETS_ENCRYPTION_KEY: first });
    const owner = await signIn(before, 'admin@engagex.dev');
    const plain = await make(before, owner);
    const rotated = await make(before, owner);
    expect(keyIdOf(await stored(rotated.id))).toBe(keysOf(first)[0]?.id);
    // As a row written before decision 102 holds it.
    await test.db
      .updateTable('webhook_endpoints')
      .set({ secret: plain.secret })
      .where('id', '=', plain.id)
      .execute();

    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).rejects.toThrow(
      /SECRETS_ENCRYPTION_KEY: webhook signing secrets are sealed under key/,
    );
    const after = await test.build({ SECRETS_ENCRYPTION_KEY: `${second},${first}` });
    for (const hook of [plain, rotated]) {
      const row = await stored(hook.id);
      expect(keyIdOf(row)).toBe(keysOf(second)[0]?.id);
      expect(row).not.toContain(hook.secret);
      expect(openWebhookSecret(keysOf(second), hook.id, row)).toBe(hook.secret);
      expect(await deliverOne(after, hook.id)).toMatchObject({ delivered: 1 });
      const [got] = receiver.received;
      expect(
        verifySignature(hook.secret, got?.body as string, got?.headers['engagex-signature'] as string),
      ).toBe(true);
    }
    // Every row is under the new key: the old one can leave the list, and a start writes nothing more.
    const sealedOnce = await stored(plain.id);
    await expect(test.build({ SECRETS_ENCRYPTION_KEY: second })).resolves.toBeDefined();
    expect(await stored(plain.id)).toBe(sealedOnce);
  });
});
