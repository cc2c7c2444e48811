import { SERVICE_PREFIXES, type TApiKeyScope } from '@engagex/contracts';
import { adminApi } from '@engagex/contracts/api/admin';
import { apiKeysApi } from '@engagex/contracts/api/api-keys';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { identityApi } from '@engagex/contracts/api/identity';
import { ticketingApi } from '@engagex/contracts/api/ticketing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHash } from '../../../platform/auth/api-key-auth.js';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { revokeOrganiser, signInOrganiser } from '../../../test/organisers.js';
import { auditRowsOf } from '../admin/admin.fixtures.js';

/**
 * Decision 090: an organiser makes, lists and revokes API keys, audited; a key acts as its owner within its scopes,
 * on the owner's events only, and is refused at once when revoked or its owner suspended.
 */
const ADMIN = 'admin.keys@engagex.dev';
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;
  let olga: Session;
  let oscar: Session;
  let admin: Session;

  beforeAll(async () => {
    app = await (await database()).build({ ADMIN_EMAILS: ADMIN });
    olga = await signInOrganiser(app, 'olga.keys@example.com');
    oscar = await signInOrganiser(app, 'oscar.keys@example.com');
    admin = await signIn(app, ADMIN);
  });

  const make = (session: Session, scopes: TApiKeyScope[], name = 'Door scanner') =>
    inject(app, apiKeysApi.create, { session, body: { name, scopes } });
  async function keyOf(session: Session, scopes: TApiKeyScope[]) {
    const made = await make(session, scopes);
    expect(made.statusCode, made.body).toBe(201);
    return made.data();
  }
  const ownEvents = (key: string) =>
    inject(app, eventsApi.list, { realm: 'events', headers: bearer(key), query: { limit: 50 } });

  it('makes a key, shows its secret once, keeps only its hash, lists it without the secret, and audits it', async () => {
    const made = await make(olga, ['events:read', 'exports:read'], '  Box office sync ');
    expect(made.statusCode, made.body).toBe(201);
    const created = made.data();
    expect(created).toMatchObject({
      name: 'Box office sync',
      scopes: ['events:read', 'exports:read'],
      lastUsedAt: null,
    });
    expect(created.key).toMatch(/^ekx_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await (await database()).db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(apiKeyHash(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await inject(app, apiKeysApi.list, { session: olga });
    expect(listed.statusCode).toBe(200);
    expect(listed.data().keys.map((key) => key.id)).toContain(created.id);
    expect(listed.body).not.toContain(created.key);

    const audit = await auditRowsOf(await database(), olga.user.id, 'api_key.create');
    expect(audit.at(-1)).toMatchObject({ actor_id: olga.user.id, target_id: olga.user.id });
    expect(audit.at(-1)?.after).toMatchObject({
      id: created.id,
      name: 'Box office sync',
      scopes: ['events:read', 'exports:read'],
    });
  });

  it('refuses a bad name or scopes with the reason, storing nothing', async () => {
    const before = await auditRowsOf(await database(), oscar.user.id);
    for (const body of [
      { name: ' ', scopes: ['events:read'] },
      { name: 'x'.repeat(81), scopes: ['events:read'] },
      { name: 'No scopes', scopes: [] },
      { name: 'Made up', scopes: ['payouts:write'] },
      { name: 'Twice', scopes: ['events:read', 'events:read'] },
      { scopes: ['events:read'] },
    ]) {
      const refused = await inject(app, apiKeysApi.create, { session: oscar, body: offContract(body) });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await inject(app, apiKeysApi.list, { session: oscar })).data().keys).toEqual([]);
    expect(await auditRowsOf(await database(), oscar.user.id)).toEqual(before);
  });

  it('lets only organisers make keys: a plain user and an admin without the organiser role are refused', async () => {
    const user = await signIn(app, 'una.keys@example.com');
    expect((await make(user, ['events:read'])).statusCode).toBe(403);
    const refused = await make(admin, ['events:read']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only organisers can make API keys/);
  });

  it("reads the owner's events only, and refuses what its scopes do not name", async () => {
    const mine = await createEventWithSlot(app, SERVICE_PREFIXES.events, olga, {
      capacity: 5,
      priceCredits: 0,
    });
    const theirs = await createEventWithSlot(app, SERVICE_PREFIXES.events, oscar, {
      capacity: 5,
      priceCredits: 0,
    });
    const { key } = await keyOf(olga, ['events:read']);

    const listed = await ownEvents(key);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.data().items.map((event) => event.id);
    expect(ids).toContain(mine.eventId);
    expect(ids).not.toContain(theirs.eventId);

    const sales = (id: string) =>
      inject(app, ticketingApi.sales, { realm: 'events', headers: bearer(key), params: { id } });
    expect((await sales(mine.eventId)).statusCode).toBe(200);
    expect((await sales(theirs.eventId)).statusCode).toBe(404);

    // Scopes it lacks, and routes that take no key at all.
    const bookings = await inject(app, bookingsApi.list, { realm: 'events', headers: bearer(key) });
    expect(bookings.statusCode).toBe(403);
    expect(bookings.json().message).toMatch(/may not do this/);
    for (const refused of [
      await inject(app, apiKeysApi.list, { headers: bearer(key) }),
      await inject(app, identityApi.me, { headers: bearer(key) }),
      await inject(app, adminApi.users, { headers: bearer(key) }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it("keeps an admin's key to the events they organise: a key never carries the admin role", async () => {
    const both = await signInOrganiser(app, 'ada.keys@engagex.dev');
    await (await database()).db
      .updateTable('users')
      .set({ granted_roles: ['organiser', 'admin'] })
      .where('id', '=', both.user.id)
      .execute();
    const adminOrganiser = await signIn(app, 'ada.keys@engagex.dev');
    expect(adminOrganiser.user.roles).toEqual(expect.arrayContaining(['admin', 'organiser']));
    const other = await createEventWithSlot(app, SERVICE_PREFIXES.events, oscar, {
      capacity: 5,
      priceCredits: 0,
    });
    const { key } = await keyOf(adminOrganiser, ['events:read']);
    const sales = await inject(app, ticketingApi.sales, {
      realm: 'events',
      headers: bearer(key),
      params: { id: other.eventId },
    });
    expect(sales.statusCode).toBe(404);
    // And the session itself, an admin's, still reaches it.
    const asAdmin = await inject(app, ticketingApi.sales, {
      realm: 'events',
      session: adminOrganiser,
      params: { id: other.eventId },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('revokes a key at once, audited; another person cannot revoke it', async () => {
    const { id, key } = await keyOf(olga, ['events:read']);
    expect((await ownEvents(key)).statusCode).toBe(200);
    const stranger = await inject(app, apiKeysApi.revoke, { session: oscar, params: { id } });
    expect(stranger.statusCode).toBe(404);
    expect((await ownEvents(key)).statusCode).toBe(200);

    const revoked = await inject(app, apiKeysApi.revoke, { session: olga, params: { id } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.data().keys.map((listed) => listed.id)).not.toContain(id);
    const refused = await ownEvents(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This API key is not valid or has been revoked',
    });
    expect((await inject(app, apiKeysApi.revoke, { session: olga, params: { id } })).statusCode).toBe(404);

    const audit = (await auditRowsOf(await database(), olga.user.id, 'api_key.revoke')).filter(
      (row) => (row.before as { id: string }).id === id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: olga.user.id, after: null });
  });

  it('refuses a made-up key with 401 and stamps a real key’s last use', async () => {
    expect((await ownEvents(`ekx_${'A'.repeat(43)}`)).statusCode).toBe(401);
    const { id, key } = await keyOf(oscar, ['events:read']);
    expect((await ownEvents(key)).statusCode).toBe(200);
    let lastUsedAt: string | null = null;
    for (let tries = 0; tries < 50 && !lastUsedAt; tries++) {
      const keys = (await inject(app, apiKeysApi.list, { session: oscar })).data().keys;
      lastUsedAt = keys.find((listed) => listed.id === id)?.lastUsedAt ?? null;
      if (!lastUsedAt) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lastUsedAt).not.toBeNull();
    // Used again within the minute: no second write.
    expect((await ownEvents(key)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = (await inject(app, apiKeysApi.list, { session: oscar })).data().keys;
    expect(again.find((listed) => listed.id === id)?.lastUsedAt).toBe(lastUsedAt);
  });

  it('refuses a key at once when its owner is suspended or stops being an organiser', async () => {
    const owner = await signInOrganiser(app, 'sid.keys@example.com');
    const { key } = await keyOf(owner, ['events:read']);
    expect((await ownEvents(key)).statusCode).toBe(200);
    const suspended = await inject(app, adminApi.suspend, {
      session: admin,
      params: { id: owner.user.id },
      body: { reason: 'Testing keys' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await ownEvents(key)).statusCode).toBe(401);
    await inject(app, adminApi.restore, {
      session: admin,
      params: { id: owner.user.id },
      body: { reason: 'Back' },
    });

    const other = await signInOrganiser(app, 'rey.keys@example.com');
    const second = await keyOf(other, ['events:read']);
    expect((await ownEvents(second.key)).statusCode).toBe(200);
    await revokeOrganiser(app, other);
    for (let tries = 0; tries < 50; tries++) {
      if ((await ownEvents(second.key)).statusCode === 403) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await ownEvents(second.key)).statusCode).toBe(403);
  });

  it('holds a person to 20 keys with a clear error, and a revoked key frees a place', async () => {
    const many = await signInOrganiser(app, 'max.keys@example.com');
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await keyOf(many, ['events:read']));
    const refused = await make(many, ['events:read']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You already have 20 API keys: revoke one you no longer use before making another',
    );
    await inject(app, apiKeysApi.revoke, { session: many, params: { id: made[0]?.id ?? '' } });
    expect((await make(many, ['events:read'])).statusCode).toBe(201);
  });
});
