import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { useCreditsSuite } from './credits.fixtures.js';

describe.each(DATABASE_KINDS)('wallet on %s', (kind) => {
  const { suite, call, walletOf } = useCreditsSuite(kind);
  let { alice, bob, admin } = suite;
  beforeAll(() => {
    ({ alice, bob, admin } = suite);
  });

  it('deducts own credits, idempotently, and refuses more than the balance', async () => {
    const grant = await call(admin, 'POST', '/credit-transaction/add-credits', {
      userId: bob.user.id,
      amount: 100,
      reason: 'Launch bonus',
      idempotencyKey: `bonus-${kind}-bob`,
    });
    expect(grant.statusCode).toBe(200);
    const start = (await walletOf(bob)).balance;
    const deduct = (amount: number, key: string) =>
      call(bob, 'POST', '/credit-transaction/deduct-credits', {
        userId: bob.user.id,
        amount,
        reason: 'AI video render',
        idempotencyKey: key,
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
    const urls = [
      `/credit-transaction/balance/${alice.user.id}`,
      `/wallet-management/info/${alice.user.id}`,
      `/credit-transaction/history/${alice.user.id}`,
    ];
    for (const url of urls) {
      expect((await call(bob, 'GET', url)).statusCode).toBe(404);
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    }
    const steal = await call(bob, 'POST', '/credit-transaction/deduct-credits', {
      userId: alice.user.id,
      amount: 1,
      reason: 'Not mine',
      idempotencyKey: 'steal-attempt',
    });
    expect(steal.statusCode).toBe(404);
    const selfGrant = await call(bob, 'POST', '/credit-transaction/add-credits', {
      userId: bob.user.id,
      amount: 1000,
      reason: 'Free money',
      idempotencyKey: 'self-grant',
    });
    expect(selfGrant.statusCode).toBe(403);
    const info = (await call(admin, 'GET', `/wallet-management/info/${alice.user.id}`)).json().data;
    expect(info).toMatchObject({ currency: 'CREDITS', creditValueInr: 10, userId: alice.user.id });
  });

  it('filters history by type and date', async () => {
    const all = (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?limit=100`)).json().data;
    const grants = (await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?type=grant`)).json()
      .data;
    expect(grants.items.every((item: { kind: string }) => item.kind === 'grant')).toBe(true);
    expect(grants.total).toBeLessThan(all.total);
    const future = (
      await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?from=2999-01-01`)
    ).json().data;
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const upToToday = (
      await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?to=${today}`)
    ).json().data;
    expect(upToToday.total).toBe(all.total);
    expect((await call(bob, 'GET', `/credit-transaction/history/${bob.user.id}?type=nope`)).statusCode).toBe(
      400,
    );
  });
});
