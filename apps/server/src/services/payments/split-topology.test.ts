import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import { openTestDatabase, type Session, signIn, type TestDatabase } from '../../test/harness.js';
import { PAYMENTS_PROCESS, SECRET, SERVICES_PROCESS, startProcess } from './split-topology.fixtures.js';

type Paid = {
  /** The web page the checkout must send the browser back to. */
  returnPath: string;
  /** Creates the thing to pay for and starts its gateway payment. */
  start(): Promise<{ id: string; paymentUrl: string }>;
  /** The complete call the web app's return page makes with the proof the checkout put in its address. */
  complete(id: string, proof: Record<string, string>): Promise<{ statusCode: number; body: string }>;
  /** Ended paid for: the seats confirmed, the entry registered, the fee paid. */
  isPaid(id: string): Promise<boolean>;
};

describe("the README's split topology on PostgreSQL: a payment process apart from the services it pays for", () => {
  let database: TestDatabase;
  const processes: { app: FastifyInstance; close(): Promise<void> }[] = [];
  /** The load balancer: each prefix goes to the process that serves it. */
  let balancer: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
  let servicesApp: FastifyInstance;
  let admin: Session;
  let payer: Session;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const services = await startProcess(database.schema, SERVICES_PROCESS);
    const payments = await startProcess(database.schema, PAYMENTS_PROCESS);
    processes.push(services, payments);
    servicesApp = services.app;
    const servedThere = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents, SERVICE_PREFIXES.jobs];
    balancer = (options) =>
      (servedThere.some((prefix) => options.url.startsWith(`${prefix}/`)) ? services : payments).app.inject(
        options,
      );
    admin = await signIn(payments.app, 'admin@engagex.dev');
    payer = await signIn(payments.app, 'split-payer@example.com');
  });
  afterAll(async () => {
    for (const process of processes) await process.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, session = payer) =>
    balancer({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const balance = () => balanceOf({ inject: balancer }, payer);

  const person = { fullName: 'Asha Rao', dateOfBirth: '1998-04-12', phone: '+91 9876543210' };
  const purposes: Record<string, Paid> = {
    booking: {
      returnPath: '/events/payment-return',
      async start() {
        const prefix = SERVICE_PREFIXES.events;
        const { eventId, slotId } = await createEventWithSlot(servicesApp, prefix, admin, {
          capacity: 2,
          priceCredits: 30,
        });
        const held = await call('POST', `${prefix}/bookings`, { eventId, slotId, seats: 2 });
        expect(held.statusCode).toBe(201);
        const id = held.json().data.id as string;
        const started = await call('POST', `${prefix}/bookings/initiate-payment`, {
          bookingId: id,
          method: 'gateway',
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.payment.paymentUrl };
      },
      complete: (bookingId, proof) =>
        call('POST', `${SERVICE_PREFIXES.events}/bookings/complete-payment`, { bookingId, ...proof }),
      async isPaid(id) {
        const booking = (await call('GET', `${SERVICE_PREFIXES.events}/bookings/${id}`)).json().data;
        return booking.status === 'confirmed' && booking.paymentStatus === 'COMPLETED';
      },
    },
    'contest entry fee': {
      returnPath: '/events/payment-return',
      async start() {
        const prefix = SERVICE_PREFIXES.culturalEvents;
        const { eventId } = await createEventWithSlot(servicesApp, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 40, perExtra: 0, maxGroup: 1 },
        });
        const entered = await call('POST', `${prefix}/contestants`, {
          eventId,
          personalDetails: { ...person, email: 'artist@example.com', city: 'Pune' },
          performance: {
            title: 'Raga Yaman',
            category: 'vocal',
            durationMinutes: 8,
            description: 'A classical vocal piece.',
          },
        });
        expect(entered.statusCode, entered.body).toBe(201);
        const id = entered.json().data.id as string;
        const started = await call('POST', `${prefix}/contestants/payment/initiate`, {
          contestantId: id,
          method: 'gateway',
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.payment.paymentUrl };
      },
      complete: (contestantId, proof) =>
        call('POST', `${SERVICE_PREFIXES.culturalEvents}/contestants/payment/complete`, {
          contestantId,
          ...proof,
        }),
      async isPaid(id) {
        const entry = (await call('GET', `${SERVICE_PREFIXES.culturalEvents}/contestants/${id}`)).json().data;
        return entry.status === 'registered' && entry.paymentStatus === 'COMPLETED';
      },
    },
    'job fee': {
      returnPath: '/jobs/payment-return',
      async start() {
        const prefix = SERVICE_PREFIXES.jobs;
        const opening = await call(
          'POST',
          `${prefix}/job-openings`,
          {
            title: `Opening ${Math.random().toString(36).slice(2, 7)}`,
            department: 'Engineering',
            location: 'Pune',
            category: 'engineering',
            description: 'A role created by the split topology test with a long enough description.',
            closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
            questions: ['Why us?'],
          },
          admin,
        );
        expect(opening.statusCode).toBe(201);
        const applied = await call('POST', `${prefix}/job-applications`, {
          openingId: opening.json().data.id,
          coverNote: 'I have built payment systems for six years and care about their correctness a lot.',
          experienceYears: 6,
          answers: ['Ledgers'],
        });
        expect(applied.statusCode).toBe(201);
        const id = applied.json().data.id as string;
        const started = await call('POST', `${prefix}/payments/initiate`, {
          applicationId: id,
          method: 'gateway',
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.paymentUrl };
      },
      complete: (applicationId, proof) =>
        call('POST', `${SERVICE_PREFIXES.jobs}/payments/complete`, { applicationId, ...proof }),
      async isPaid(id) {
        const fee = (await call('GET', `${SERVICE_PREFIXES.jobs}/applications/${id}/payment-status`)).json();
        return fee.data.status === 'COMPLETED';
      },
    },
  };

  describe.each(Object.keys(purposes))('a %s paid through the gateway', (name) => {
    const purpose = purposes[name] as Paid;

    it('ends paid through the browser return', async () => {
      const before = await balance();
      const { id, paymentUrl } = await purpose.start();
      // The sandbox's Pay button, served by the payments process.
      const pay = await balancer({ method: 'POST', url: `${new URL(paymentUrl).pathname}/pay` });
      expect(pay.statusCode).toBe(303);
      const landing = new URL(pay.headers.location as string);
      expect(landing.pathname).toBe(purpose.returnPath);
      expect(landing.searchParams.get('id')).toBe(id);
      const proof = Object.fromEntries(
        ['purchaseId', 'paymentId', 'signature'].map((key) => [key, landing.searchParams.get(key) ?? '']),
      );
      const completed = await purpose.complete(id, proof);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(await purpose.isPaid(id)).toBe(true);
      // The money paid for the thing; none of it was left in the wallet as plain credits.
      expect(await balance()).toBe(before);
    });

    it('ends paid through the webhook, with no browser coming back', async () => {
      const before = await balance();
      const { id, paymentUrl } = await purpose.start();
      const orderId = new URL(paymentUrl).pathname.split('/').pop() as string;
      const raw = JSON.stringify({
        id: `evt_${orderId}`,
        event: 'payment.captured',
        orderId,
        paymentId: `pay_${orderId}`,
      });
      const delivered = await balancer({
        method: 'POST',
        url: `${SERVICE_PREFIXES.payments}/webhooks/sandbox`,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': createHmac('sha256', `${SECRET}:webhook`).update(raw).digest('hex'),
        },
        payload: raw,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data.status).toBe('applied');
      expect(await purpose.isPaid(id)).toBe(true);
      expect(await balance()).toBe(before);
    });
  });
});
