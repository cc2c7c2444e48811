import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, inject } from '../../test/api.js';
import { createEventWithSlot } from '../../test/events.js';
import { type Session, signIn } from '../../test/harness.js';
import {
  PAYMENTS_PROCESS,
  SERVICES_PROCESS,
  SPLIT_PAYMENT_SECRET,
  useProcesses,
} from '../../test/processes.js';
import { sandboxOrderId, sandboxWebhook } from '../../test/webhooks.js';

type Paid = {
  /** The web page the checkout must send the browser back to. */
  returnPath: string;
  /** Creates the thing to pay for and starts its gateway payment. */
  start(): Promise<{ id: string; paymentUrl: string }>;
  /** The complete call the web app's return page makes with the proof the checkout put in its address. */
  complete(id: string, proof: Proof): Promise<{ statusCode: number; body: string }>;
  /** Ended paid for: the seats confirmed, the entry registered, the fee paid. */
  isPaid(id: string): Promise<boolean>;
};

type Proof = { purchaseId: string; paymentId: string; signature: string };

describe("the README's split topology on PostgreSQL: a payment process apart from the services it pays for", () => {
  /** The load balancer sends each prefix to the process that serves it. */
  const split = useProcesses({ services: SERVICES_PROCESS, payments: PAYMENTS_PROCESS });
  let admin: Session;
  let payer: Session;

  beforeAll(async () => {
    admin = await signIn(split.processes.payments.app, 'admin@engagex.dev');
    payer = await signIn(split.processes.payments.app, 'split-payer@example.com');
  });

  const balance = () => balanceOf(split.balancer, payer);

  const person = { fullName: 'Asha Rao', dateOfBirth: '1998-04-12', phone: '+91 9876543210' };
  const purposes: Record<string, Paid> = {
    booking: {
      returnPath: '/events/payment-return',
      async start() {
        const { eventId, slotId } = await createEventWithSlot(
          split.processes.services.app,
          SERVICE_PREFIXES.events,
          admin,
          { capacity: 2, priceCredits: 30 },
        );
        const held = await inject(split.balancer, bookingsApi.create, {
          realm: 'events',
          session: payer,
          body: { eventId, slotId, seats: 2 },
        });
        expect(held.statusCode).toBe(201);
        const id = held.data().id;
        const started = await inject(split.balancer, bookingsApi.initiatePayment, {
          realm: 'events',
          session: payer,
          body: { bookingId: id, method: 'gateway' },
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.payment.paymentUrl };
      },
      complete: (bookingId, proof) =>
        inject(split.balancer, bookingsApi.completePayment, {
          realm: 'events',
          session: payer,
          body: { bookingId, ...proof },
        }),
      async isPaid(id) {
        const booking = (
          await inject(split.balancer, bookingsApi.get, { realm: 'events', session: payer, params: { id } })
        ).data();
        return booking.status === 'confirmed' && booking.paymentStatus === 'COMPLETED';
      },
    },
    'contest entry fee': {
      returnPath: '/events/payment-return',
      async start() {
        const { eventId } = await createEventWithSlot(
          split.processes.services.app,
          SERVICE_PREFIXES.culturalEvents,
          admin,
          {
            capacity: 50,
            priceCredits: 0,
            startsInHours: 24 * 30,
            competition: { fee: 40, perExtra: 0, maxGroup: 1 },
          },
        );
        const entered = await inject(split.balancer, contestantsApi.register, {
          realm: 'cultural-events',
          session: payer,
          body: {
            eventId,
            personalDetails: { ...person, email: 'artist@example.com', city: 'Pune' },
            performance: {
              title: 'Raga Yaman',
              category: 'vocal',
              durationMinutes: 8,
              description: 'A classical vocal piece.',
            },
          },
        });
        expect(entered.statusCode, entered.body).toBe(201);
        const id = entered.data().id;
        const started = await inject(split.balancer, contestantsApi.initiatePayment, {
          realm: 'cultural-events',
          session: payer,
          body: { contestantId: id, method: 'gateway' },
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.payment.paymentUrl };
      },
      complete: (contestantId, proof) =>
        inject(split.balancer, contestantsApi.completePayment, {
          realm: 'cultural-events',
          session: payer,
          body: { contestantId, ...proof },
        }),
      async isPaid(id) {
        const entry = (
          await inject(split.balancer, contestantsApi.get, {
            realm: 'cultural-events',
            session: payer,
            params: { id },
          })
        ).data();
        return entry.status === 'registered' && entry.paymentStatus === 'COMPLETED';
      },
    },
    'job fee': {
      returnPath: '/jobs/payment-return',
      async start() {
        const opening = await inject(split.balancer, jobsApi.createOpening, {
          session: admin,
          body: {
            title: `Opening ${Math.random().toString(36).slice(2, 7)}`,
            department: 'Engineering',
            location: 'Pune',
            category: 'engineering',
            description: 'A role created by the split topology test with a long enough description.',
            closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
            questions: ['Why us?'],
          },
        });
        expect(opening.statusCode).toBe(201);
        const applied = await inject(split.balancer, jobsApi.apply, {
          session: payer,
          body: {
            openingId: opening.data().id,
            coverNote: 'I have built payment systems for six years and care about their correctness a lot.',
            experienceYears: 6,
            answers: ['Ledgers'],
          },
        });
        expect(applied.statusCode).toBe(201);
        const id = applied.data().id;
        const started = await inject(split.balancer, jobsApi.initiatePayment, {
          session: payer,
          body: { applicationId: id, method: 'gateway' },
        });
        expect(started.statusCode).toBe(200);
        return { id, paymentUrl: started.json().data.paymentUrl };
      },
      complete: (applicationId, proof) =>
        inject(split.balancer, jobsApi.completePayment, {
          session: payer,
          body: { applicationId, ...proof },
        }),
      async isPaid(id) {
        const fee = await inject(split.balancer, jobsApi.paymentStatus, { session: payer, params: { id } });
        return fee.data().status === 'COMPLETED';
      },
    },
  };

  describe.each(Object.keys(purposes))('a %s paid through the gateway', (name) => {
    const purpose = purposes[name] as Paid;

    it('ends paid through the browser return', async () => {
      const before = await balance();
      const { id, paymentUrl } = await purpose.start();
      // The sandbox's Pay button, served by the payments process.
      const pay = await inject(split.balancer, sandboxPaymentsApi.pay, {
        params: { orderId: sandboxOrderId(paymentUrl) },
      });
      expect(pay.statusCode).toBe(303);
      const landing = new URL(pay.headers.location as string);
      expect(landing.pathname).toBe(purpose.returnPath);
      expect(landing.searchParams.get('id')).toBe(id);
      const proof = Object.fromEntries(
        ['purchaseId', 'paymentId', 'signature'].map((key) => [key, landing.searchParams.get(key) ?? '']),
      ) as Proof;
      const completed = await purpose.complete(id, proof);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(await purpose.isPaid(id)).toBe(true);
      // The money paid for the thing; none of it was left in the wallet as plain credits.
      expect(await balance()).toBe(before);
    });

    it('ends paid through the webhook, with no browser coming back', async () => {
      const before = await balance();
      const { id, paymentUrl } = await purpose.start();
      const orderId = sandboxOrderId(paymentUrl);
      const delivered = await sandboxWebhook(split.balancer, SPLIT_PAYMENT_SECRET, {
        id: `evt_${orderId}`,
        event: 'payment.captured',
        orderId,
        paymentId: `pay_${orderId}`,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data.status).toBe('applied');
      expect(await purpose.isPaid(id)).toBe(true);
      expect(await balance()).toBe(before);
    });
  });
});
