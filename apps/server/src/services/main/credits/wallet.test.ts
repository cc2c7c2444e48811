import { creditsApi } from '@engagex/contracts/api/credits';
import type { QueryOf } from '@engagex/contracts/api/define';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('wallet on %s', (kind) => {
  const { suite, walletOf } = useCreditsSuite(kind);
  let { app, alice, bob, admin } = suite;
  beforeAll(() => {
    ({ app, alice, bob, admin } = suite);
  });
  const historyOf = (userId: string, query: QueryOf<typeof creditsApi.history>) =>
    inject(app, creditsApi.history, { session: bob, params: { userId }, query });

  it('deducts own credits, idempotently, and refuses more than the balance', async () => {
    const grant = await inject(app, creditsApi.add, {
      session: admin,
      body: { userId: bob.user.id, amount: 100, reason: 'Launch bonus', idempotencyKey: `bonus-${kind}-bob` },
    });
    expect(grant.statusCode).toBe(200);
    const start = (await walletOf(bob)).balance;
    const deduct = (amount: number, key: string) =>
      inject(app, creditsApi.deduct, {
        session: bob,
        body: { userId: bob.user.id, amount, reason: 'AI video render', idempotencyKey: key },
      });
    const first = await deduct(30, `render-${kind}-1`);
    expect(first.json().data.balance).toBe(start - 30);
    const replay = await deduct(30, `render-${kind}-1`);
    expect(replay.json().data).toEqual(first.json().data);
    expect((await deduct(31, `render-${kind}-1`)).statusCode).toBe(409);
    const tooMuch = await deduct(start, `render-${kind}-2`);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Insufficient credits');
    expect(await walletOf(bob)).toMatchObject({ balance: start - 30, breakdown: { bonus: 100 } });
  });

  it('guards other users wallets: 404 for users, allowed for admins; grants are admin-only', async () => {
    const params = { userId: alice.user.id };
    for (const endpoint of [creditsApi.balance, creditsApi.walletInfo, creditsApi.history]) {
      expect((await inject(app, endpoint, { session: bob, params })).statusCode).toBe(404);
      expect((await inject(app, endpoint, { session: admin, params })).statusCode).toBe(200);
    }
    const steal = await inject(app, creditsApi.deduct, {
      session: bob,
      body: { userId: alice.user.id, amount: 1, reason: 'Not mine', idempotencyKey: 'steal-attempt' },
    });
    expect(steal.statusCode).toBe(404);
    const selfGrant = await inject(app, creditsApi.add, {
      session: bob,
      body: { userId: bob.user.id, amount: 1000, reason: 'Free money', idempotencyKey: 'self-grant' },
    });
    expect(selfGrant.statusCode).toBe(403);
    const info = (await inject(app, creditsApi.walletInfo, { session: admin, params })).json().data;
    expect(info).toMatchObject({ currency: 'CREDITS', creditValueInr: 10, userId: alice.user.id });
  });

  it('filters history by type and date', async () => {
    const all = (await historyOf(bob.user.id, { limit: 100 })).json().data;
    const grants = (await historyOf(bob.user.id, { type: 'grant' })).json().data;
    expect(grants.items.every((item: { kind: string }) => item.kind === 'grant')).toBe(true);
    expect(grants.total).toBeLessThan(all.total);
    const future = (await historyOf(bob.user.id, { from: '2999-01-01' })).json().data;
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = (await historyOf(bob.user.id, { to: today })).json().data;
    expect(upToToday.total).toBe(all.total);
    expect((await historyOf(bob.user.id, { type: offContract('nope') })).statusCode).toBe(400);
  });
});
