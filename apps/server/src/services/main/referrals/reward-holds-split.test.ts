// Decision 051 in the README's split topology on PostgreSQL: the reward is made where the payment completes (the
// payments process), reversed where the booking is cancelled (the events process), released by the main process.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletOf } from '../../../test/api.js';
import { createEventWithSlot } from '../../../test/events.js';
import { openTestDatabase, type Session, signIn, type TestDatabase } from '../../../test/harness.js';
import { payAtSandbox } from '../../../test/sandbox-checkout.js';
import { PAYMENTS_PROCESS, SERVICES_PROCESS, startProcess } from '../../payments/split-topology.fixtures.js';
import { signUpAt } from './referrals.fixtures.js';

describe('held referral rewards across the split topology on PostgreSQL', () => {
  let database: TestDatabase;
  const processes: { app: FastifyInstance; close(): Promise<void> }[] = [];
  let balancer: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
  let servicesApp: FastifyInstance;
  let mainApp: FastifyInstance;
  let release: (now: Date) => Promise<number>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const services = await startProcess(database.schema, SERVICES_PROCESS);
    const payments = await startProcess(database.schema, PAYMENTS_PROCESS);
    processes.push(services, payments);
    servicesApp = services.app;
    mainApp = payments.app;
    // The main process's own copy of the sweep (the module copy startProcess just loaded), with its purposes.
    const { releaseDueRewards } = await import('./reward-settlement.js');
    release = (now) => releaseDueRewards(payments.app.db, { now });
    const servedThere = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents, SERVICE_PREFIXES.jobs];
    balancer = (options) =>
      (servedThere.some((prefix) => options.url.startsWith(`${prefix}/`)) ? services : payments).app.inject(
        options,
      );
  });
  afterAll(async () => {
    for (const process of processes) await process.close();
    await database?.close();
  });

  it('holds the reward of a card booking, reverses it on the cancel, and releases another after its show', async () => {
    const admin = await signIn(mainApp, 'admin@engagex.dev');
    const referrer = await signIn(mainApp, 'split-referrer@engagex.dev');
    const link = await balancer({ method: 'GET', url: '/api/main/referral/link', headers: referrer.headers });
    const friend = (await signUpAt(
      { inject: balancer } as unknown as FastifyInstance,
      'split-friend@example.com',
      link.json().data.referralCode,
    )) as unknown as Session;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      balancer({ method, url, headers: friend.headers, ...(payload ? { payload } : {}) });
    const book = async () => {
      const show = await createEventWithSlot(servicesApp, SERVICE_PREFIXES.events, admin, {
        capacity: 4,
        priceCredits: 500,
      });
      const hold = (await call('POST', '/api/events/bookings', { ...show, seats: 2 })).json().data;
      const started = await call('POST', '/api/events/bookings/initiate-payment', {
        bookingId: hold.id,
        method: 'gateway',
      });
      const proof = await payAtSandbox({ inject: balancer } as never, started.json().data.payment.paymentUrl);
      const done = await call('POST', '/api/events/bookings/complete-payment', {
        bookingId: hold.id,
        ...proof,
      });
      expect(done.statusCode).toBe(200);
      return hold.id as string;
    };
    // Written by another process: the main process forgets its remembered balance when the change notice arrives.
    const referrerWallet = () => walletOf({ inject: balancer } as never, referrer);

    const first = await book();
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    const cancelled = await call('POST', `/api/events/bookings/${first}/cancel`, { reason: 'Cannot come' });
    expect(cancelled.json().data.refund).toEqual({ to: 'original', status: 'done' });
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 0 });

    await book();
    await expect.poll(referrerWallet).toMatchObject({ balance: 0, pendingReferralCredits: 150 });
    expect(await release(new Date(Date.now() + 10 * 24 * 3600_000))).toBe(1);
    await expect.poll(referrerWallet).toMatchObject({ balance: 150, pendingReferralCredits: 0 });
  }, 120_000);
});
