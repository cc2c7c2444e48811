// Over 300 lines: one record of every kind per owner, so the object-level sweep reaches every route's records.
import { randomUUID } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import type { RouteEntry } from '../../app.js';
import { notify } from '../../platform/notifications/outbox.js';
import { addCreditsAsAdmin } from '../api.js';
import { createEventWithSlot } from '../events.js';
import { signIn } from '../harness.js';
import type { Session } from './sessions.js';

/**
 * Two ordinary users, two employees and two organisers: each "owner" makes records, each "intruder" reaches for
 * them.
 */
export type World = {
  app: FastifyInstance;
  admin: Session;
  owner: Session;
  intruder: Session;
  ownerEmployee: Session;
  intruderEmployee: Session;
  /** Runs the events the organiser fixtures make (decision 046). */
  ownerOrganiser: Session;
  intruderOrganiser: Session;
};

/** How the intruder names the owner's record: path parameters and/or body fields. */
export type IdRequest = { params?: Record<string, string>; body?: Record<string, unknown> };

/** Makes a record as the owner and answers the request that names it. */
export type OwnedFixture = {
  /**
   * Employee routes are tried between two employees, organiser routes between two organisers, so the role check
   * cannot be what refuses.
   */
  pair?: 'users' | 'employees' | 'organisers';
  make: (world: World) => Promise<IdRequest>;
};

const REALM_PREFIXES = [SERVICE_PREFIXES.events, SERVICE_PREFIXES.culturalEvents];
const perRealm = <T>(make: (prefix: string) => Record<string, T>): Record<string, T> =>
  Object.assign({}, ...REALM_PREFIXES.map(make));

/** A well-formed but wrong payment proof: ownership must be refused before the signature is checked. */
const FAKE_PROOF = { paymentId: 'pay_security_sweep', signature: 'ab'.repeat(32) };

export async function send(
  world: World,
  session: Session,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) {
  return world.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
}

/** Sends and answers `data`, or throws with the response: fixtures must not silently make nothing. */
async function made(
  world: World,
  session: Session,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await send(world, session, method, url, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} -> ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const grant = (world: World, session: Session, credits: number) =>
  addCreditsAsAdmin(world.app, world.admin, session.user.id, credits, `security-${randomUUID()}`);

async function pendingPurchase(world: World) {
  const purchase = await made(world, world.owner, 'POST', '/api/main/cps/credit-purchase/initiate', {
    amount: 100,
    currency: 'INR',
  });
  return purchase.purchaseId as string;
}

/** A held (unpaid) booking of the owner on a fresh event with two slots. */
async function heldBooking(world: World, prefix: string) {
  const { eventId, slotId } = await createEventWithSlot(world.app, prefix, world.admin, {
    capacity: 10,
    priceCredits: 20,
  });
  const later = new Date(Date.now() + 96 * 3600_000);
  const otherSlot = await made(world, world.admin, 'POST', `${prefix}/events/${eventId}/slots`, {
    startsAt: later.toISOString(),
    endsAt: new Date(later.getTime() + 3600_000).toISOString(),
    capacity: 10,
  });
  const booking = await made(world, world.owner, 'POST', `${prefix}/bookings`, { eventId, slotId, seats: 1 });
  return { bookingId: booking.id as string, otherSlotId: otherSlot.id as string };
}

/** A confirmed booking of the owner, with its ticket: a free show is confirmed when booked. */
async function confirmedBooking(world: World, prefix: string) {
  const { eventId, slotId } = await createEventWithSlot(world.app, prefix, world.admin, {
    capacity: 10,
    priceCredits: 0,
  });
  const booking = await made(world, world.owner, 'POST', `${prefix}/bookings`, { eventId, slotId, seats: 1 });
  return booking.id as string;
}

async function gatewayBooking(world: World, prefix: string) {
  const { bookingId } = await heldBooking(world, prefix);
  const paid = await made(world, world.owner, 'POST', `${prefix}/bookings/initiate-payment`, {
    bookingId,
    method: 'gateway',
  });
  return { bookingId, purchaseId: paid.payment.purchaseId as string };
}

/** The owner's place in line for a fresh show the admin holds whole. */
async function waitlistEntry(world: World, prefix: string) {
  const { eventId, slotId } = await createEventWithSlot(world.app, prefix, world.admin, {
    capacity: 1,
    priceCredits: 20,
  });
  await made(world, world.admin, 'POST', `${prefix}/bookings`, { eventId, slotId, seats: 1 });
  const line = `${prefix}/events/${eventId}/slots/${slotId}/waitlist`;
  const entry = await made(world, world.owner, 'POST', line, { seats: 1 });
  return entry.id as string;
}

/** The owner's unpaid registration for a fresh competition (one the organiser runs, when named). */
async function registration(world: World, prefix: string, organiser = world.admin) {
  const { eventId } = await createEventWithSlot(world.app, prefix, organiser, {
    capacity: 10,
    priceCredits: 0,
    competition: { fee: 30, perExtra: 10, maxGroup: 4 },
  });
  const entry = await made(world, world.owner, 'POST', `${prefix}/contestants`, {
    eventId,
    personalDetails: {
      fullName: 'Ada Owner',
      dateOfBirth: '1995-05-05',
      phone: '+91 9876543210',
      email: 'ada.contestant@example.com',
      city: 'Pune',
    },
    performance: {
      title: 'Raga Yaman',
      category: 'vocal',
      durationMinutes: 5,
      description: 'A classical piece.',
    },
  });
  return entry.id as string;
}

/** A booking the owner paid for in credits: its payment issued an invoice (decision 079). */
async function paidBooking(world: World, prefix: string) {
  const { bookingId } = await heldBooking(world, prefix);
  await grant(world, world.owner, 20);
  await made(world, world.owner, 'POST', `${prefix}/bookings/initiate-payment`, {
    bookingId,
    method: 'credits',
  });
  return bookingId;
}

/** An entry whose fee the owner paid in credits: an invoice of its own (decision 079). */
async function paidRegistration(world: World, prefix: string) {
  const contestantId = await registration(world, prefix);
  await grant(world, world.owner, 30);
  await made(world, world.owner, 'POST', `${prefix}/contestants/payment/initiate`, {
    contestantId,
    method: 'credits',
  });
  return contestantId;
}

/** A job application whose fee the owner paid in credits: the platform's invoice (decision 079). */
async function paidJobApplication(world: World) {
  const applicationId = await jobApplication(world);
  await grant(world, world.owner, 100);
  await made(world, world.owner, 'POST', '/api/jobs/payments/initiate', { applicationId, method: 'credits' });
  return applicationId;
}

async function gatewayRegistration(world: World, prefix: string) {
  const contestantId = await registration(world, prefix);
  const paid = await made(world, world.owner, 'POST', `${prefix}/contestants/payment/initiate`, {
    contestantId,
    method: 'gateway',
  });
  return { contestantId, purchaseId: paid.payment.purchaseId as string };
}

/** The owner's application, with a fee, to a fresh opening. */
async function jobApplication(world: World) {
  const opening = await made(world, world.admin, 'POST', '/api/jobs/job-openings', {
    title: `Security engineer ${randomUUID().slice(0, 6)}`,
    department: 'Engineering',
    location: 'Pune',
    category: 'engineering',
    description: 'An opening made by the security sweep with a long enough description.',
    closesOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  });
  const application = await made(world, world.owner, 'POST', '/api/jobs/job-applications', {
    openingId: opening.id,
    coverNote: 'I would like to join because security reviews are what I do best, every single day.',
    experienceYears: 4,
  });
  return application.id as string;
}

async function gatewayJobApplication(world: World) {
  const applicationId = await jobApplication(world);
  const paid = await made(world, world.owner, 'POST', '/api/jobs/payments/initiate', {
    applicationId,
    method: 'gateway',
  });
  return { applicationId, purchaseId: paid.purchaseId as string };
}

async function encashmentRequest(world: World) {
  await grant(world, world.ownerEmployee, 300);
  const request = await made(world, world.ownerEmployee, 'POST', '/api/employee/encashment/requests', {
    credits: 100,
    payout: { method: 'upi', upiId: 'ada@okbank' },
    idempotencyKey: `security-${randomUUID()}`,
  });
  return request.id as string;
}

/** A notification of the owner's, written as a feature writes one (nothing in the API makes one on its own). */
async function ownNotification(world: World) {
  const onceKey = `security-${randomUUID()}`;
  await world.app.db.transaction().execute((trx) =>
    notify(trx, {
      userId: world.owner.user.id,
      kind: 'referral-reward',
      title: 'Reward',
      body: 'Earned.',
      onceKey,
    }),
  );
  const row = await world.app.db
    .selectFrom('notifications')
    .select('id')
    .where('once_key', '=', onceKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A show of an event the owning organiser runs, with the owner's confirmed booking and its ticket. */
async function organisedShow(world: World, prefix: string) {
  const { eventId, slotId } = await createEventWithSlot(world.app, prefix, world.ownerOrganiser, {
    capacity: 10,
    priceCredits: 0,
  });
  const booking = await made(world, world.owner, 'POST', `${prefix}/bookings`, { eventId, slotId, seats: 1 });
  return { eventId, slotId, ticketCode: booking.ticketCode as string };
}

/** A competition the owning organiser runs, for a round under it. */
async function organisedCompetition(world: World, prefix: string) {
  const { eventId } = await createEventWithSlot(world.app, prefix, world.ownerOrganiser, {
    capacity: 10,
    priceCredits: 0,
    competition: { fee: 0, perExtra: 0, maxGroup: 1 },
  });
  return eventId;
}

/**
 * The routes an organiser runs their own events by (decision 046): another organiser naming the event, its show,
 * its ticket or its entry gets 404 as for an id that exists nowhere.
 */
const ORGANISED = perRealm<OwnedFixture>((prefix) => ({
  [`POST ${prefix}/events`]: {
    pair: 'organisers',
    make: async (world) => {
      const startsAt = new Date(Date.now() + 72 * 3600_000);
      return {
        body: {
          title: 'A round under a competition',
          description: 'The security sweep adds a round under a competition.',
          eventType: 'competition-round',
          districtId: 'pune',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
          parentId: await organisedCompetition(world, prefix),
          roundNumber: 1,
        },
      };
    },
  },
  [`PATCH ${prefix}/events/:id`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { title: 'Taken over by another' },
    }),
  },
  [`GET ${prefix}/events/:id/cancellation`]: {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await organisedShow(world, prefix)).eventId } }),
  },
  [`POST ${prefix}/events/:id/cancel`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { reason: 'Taken over by another' },
    }),
  },
  [`POST ${prefix}/events/:id/slots`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId } = await organisedShow(world, prefix);
      const startsAt = new Date(Date.now() + 96 * 3600_000);
      return {
        params: { id: eventId },
        body: {
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
          capacity: 5,
        },
      };
    },
  },
  [`PATCH ${prefix}/events/:id/slots/:slotId`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId, slotId } = await organisedShow(world, prefix);
      return { params: { id: eventId, slotId }, body: { capacity: 50 } };
    },
  },
  // The sites that may frame an event's booking page (decision 095): another organiser's event is a 404.
  [`GET ${prefix}/events/:id/embed`]: {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await organisedShow(world, prefix)).eventId } }),
  },
  [`PUT ${prefix}/events/:id/embed`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { origins: ['https://festival.example'] },
    }),
  },
  [`PUT ${prefix}/events/:id/waiting-room`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: {
        enabled: true,
        opensAt: new Date(Date.now() + 3600_000).toISOString(),
        admitPerMinute: 10,
        admissionMinutes: 10,
      },
    }),
  },
  [`GET ${prefix}/events/:id/waitlists`]: {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await organisedShow(world, prefix)).eventId } }),
  },
  [`POST ${prefix}/events/:id/slots/:slotId/waitlist/close`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId, slotId } = await organisedShow(world, prefix);
      return { params: { id: eventId, slotId } };
    },
  },
  [`GET ${prefix}/exports/events/:id/slots/:slotId/attendees`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId, slotId } = await organisedShow(world, prefix);
      return { params: { id: eventId, slotId } };
    },
  },
  [`POST ${prefix}/bookings/check-in`]: {
    pair: 'organisers',
    make: async (world) => {
      const { slotId, ticketCode } = await organisedShow(world, prefix);
      return { body: { ticketCode, slotId, otherDay: true } };
    },
  },
  [`PATCH ${prefix}/contestants/:id/status`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: await registration(world, prefix, world.ownerOrganiser) },
      body: { status: 'rejected', notes: 'Not this time' },
    }),
  },
  // Ticketing (decision 078): an event's types, questions, codes, sales and tickets export are its organiser's.
  ...Object.fromEntries(
    ['ticket-types', 'questions', 'promo-codes', 'sales'].map((what) => [
      `GET ${prefix}/events/:id/${what}`,
      {
        pair: 'organisers',
        make: async (world: World) => ({ params: { id: (await organisedShow(world, prefix)).eventId } }),
      } satisfies OwnedFixture,
    ]),
  ),
  [`GET ${prefix}/exports/events/:id/tickets`]: {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await organisedShow(world, prefix)).eventId } }),
  },
  [`POST ${prefix}/events/:id/ticket-types`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { name: 'Late entry', priceCredits: 10 },
    }),
  },
  [`PATCH ${prefix}/events/:id/ticket-types/:ticketTypeId`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId } = await organisedShow(world, prefix);
      const [type] = await made(
        world,
        world.ownerOrganiser,
        'GET',
        `${prefix}/events/${eventId}/ticket-types`,
      );
      return { params: { id: eventId, ticketTypeId: type.id }, body: { name: 'Renamed' } };
    },
  },
  [`DELETE ${prefix}/events/:id/ticket-types/:ticketTypeId`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId } = await organisedShow(world, prefix);
      const type = await made(
        world,
        world.ownerOrganiser,
        'POST',
        `${prefix}/events/${eventId}/ticket-types`,
        {
          name: 'Spare',
          priceCredits: 5,
        },
      );
      return { params: { id: eventId, ticketTypeId: type.id } };
    },
  },
  [`POST ${prefix}/events/:id/questions`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { label: 'City', kind: 'text', required: false },
    }),
  },
  ...Object.fromEntries(
    (['PATCH', 'DELETE'] as const).map((method) => [
      `${method} ${prefix}/events/:id/questions/:questionId`,
      {
        pair: 'organisers',
        make: async (world: World) => {
          const { eventId } = await organisedShow(world, prefix);
          const question = await made(
            world,
            world.ownerOrganiser,
            'POST',
            `${prefix}/events/${eventId}/questions`,
            {
              label: 'City',
              kind: 'text',
              required: false,
            },
          );
          return {
            params: { id: eventId, questionId: question.id },
            ...(method === 'PATCH' ? { body: { required: true } } : {}),
          };
        },
      } satisfies OwnedFixture,
    ]),
  ),
  [`POST ${prefix}/events/:id/promo-codes`]: {
    pair: 'organisers',
    make: async (world) => ({
      params: { id: (await organisedShow(world, prefix)).eventId },
      body: { code: `SWEEP${randomUUID().slice(0, 6)}`, percentOff: 10 },
    }),
  },
  [`PATCH ${prefix}/events/:id/promo-codes/:promoCodeId`]: {
    pair: 'organisers',
    make: async (world) => {
      const { eventId } = await organisedShow(world, prefix);
      const code = await made(
        world,
        world.ownerOrganiser,
        'POST',
        `${prefix}/events/${eventId}/promo-codes`,
        {
          code: `SWEEP${randomUUID().slice(0, 6)}`,
          percentOff: 10,
        },
      );
      return { params: { id: eventId, promoCodeId: code.id }, body: { active: false } };
    },
  },
}));

/**
 * Every route that names a record a user owns. The intruder must get 404 and change nothing; the
 * owner, sending the very same request, must not get 404 (so the fixture really names the record).
 */
/** An organiser's webhook (decision 091), with one delivery written as the triggers write them. */
async function ownWebhook(world: World): Promise<{ id: string; deliveryId: string }> {
  const { id } = await made(world, world.ownerOrganiser, 'POST', '/api/main/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['booking.confirmed'],
  });
  const delivery = await world.app.db
    .insertInto('webhook_deliveries')
    .values({ endpoint_id: id, type: 'booking.confirmed', data: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, deliveryId: delivery.id };
}

const WEBHOOKS: Record<string, OwnedFixture> = {
  'PATCH /api/main/webhooks/:id': {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await ownWebhook(world)).id }, body: { paused: true } }),
  },
  'DELETE /api/main/webhooks/:id': {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await ownWebhook(world)).id } }),
  },
  'POST /api/main/webhooks/:id/secret': {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await ownWebhook(world)).id } }),
  },
  'GET /api/main/webhooks/:id/deliveries': {
    pair: 'organisers',
    make: async (world) => ({ params: { id: (await ownWebhook(world)).id } }),
  },
  'POST /api/main/webhooks/:id/deliveries/:deliveryId/retry': {
    pair: 'organisers',
    make: async (world) => ({ params: await ownWebhook(world) }),
  },
};

export const OWNED: Record<string, OwnedFixture> = {
  'GET /api/main/cps/credit-purchase/verify/:purchaseId': {
    make: async (world) => ({ params: { purchaseId: await pendingPurchase(world) } }),
  },
  'GET /api/main/cps/credit-purchase/:purchaseId': {
    make: async (world) => ({ params: { purchaseId: await pendingPurchase(world) } }),
  },
  'POST /api/main/cps/credit-purchase/complete': {
    make: async (world) => ({ body: { purchaseId: await pendingPurchase(world), ...FAKE_PROOF } }),
  },
  'POST /api/main/cps/credit-purchase/cancel': {
    make: async (world) => ({ body: { purchaseId: await pendingPurchase(world) } }),
  },
  // Another sign-in of the owner: ending it from their main session is theirs to do (decision 087).
  'DELETE /api/main/sessions/:id': {
    make: async (world) => {
      const { email } = await made(world, world.owner, 'GET', '/api/main/users/me');
      const other = await signIn(world.app, email);
      return { params: { id: decodeJwt(other.token).sid as string } };
    },
  },
  // A person's passkey (decision 092), staged as a row: another person removing it is a 404; its owner is asked
  // for a proof (the last second factor), not told it is missing.
  'DELETE /api/main/auth/mfa/passkeys/:id': {
    make: async (world) => {
      const id = randomUUID();
      await world.app.db
        .insertInto('mfa_passkeys')
        .values({
          id,
          user_id: world.owner.user.id,
          credential_id: `security-sweep-${id}`,
          public_key: 'pQECAyYgASFYIA',
          name: 'Security sweep',
        })
        .execute();
      return { params: { id }, body: {} };
    },
  },
  // An organiser's API key: another organiser revoking it is a 404 (decision 090).
  'DELETE /api/main/api-keys/:id': {
    pair: 'organisers',
    make: async (world) => {
      const key = await made(world, world.ownerOrganiser, 'POST', '/api/main/api-keys', {
        name: 'Security sweep',
        scopes: ['events:read'],
      });
      return { params: { id: key.id } };
    },
  },
  'POST /api/main/notifications/:id/read': {
    make: async (world) => ({ params: { id: await ownNotification(world) } }),
  },
  'GET /api/main/credit-transaction/balance/:userId': {
    make: async (world) => ({ params: { userId: world.owner.user.id } }),
  },
  'GET /api/main/wallet-management/info/:userId': {
    make: async (world) => ({ params: { userId: world.owner.user.id } }),
  },
  'GET /api/main/credit-transaction/history/:userId': {
    make: async (world) => ({ params: { userId: world.owner.user.id } }),
  },
  'POST /api/main/credit-transaction/deduct-credits': {
    make: async (world) => {
      await grant(world, world.owner, 10);
      return {
        body: {
          userId: world.owner.user.id,
          amount: 1,
          reason: 'Security sweep',
          idempotencyKey: `security-${randomUUID()}`,
        },
      };
    },
  },
  ...perRealm<OwnedFixture>((prefix) => ({
    [`GET ${prefix}/bookings/:id`]: {
      make: async (world) => ({ params: { id: (await heldBooking(world, prefix)).bookingId } }),
    },
    [`PATCH ${prefix}/bookings/:id/confirm`]: {
      make: async (world) => ({
        params: { id: (await heldBooking(world, prefix)).bookingId },
        body: { confirm: true },
      }),
    },
    [`POST ${prefix}/bookings/:id/cancel`]: {
      make: async (world) => ({
        params: { id: (await heldBooking(world, prefix)).bookingId },
        body: { reason: 'Plans changed' },
      }),
    },
    [`GET ${prefix}/bookings/:id/transfer-options`]: {
      make: async (world) => ({ params: { id: (await heldBooking(world, prefix)).bookingId } }),
    },
    [`GET ${prefix}/bookings/:id/payment`]: {
      make: async (world) => ({ params: { id: (await heldBooking(world, prefix)).bookingId } }),
    },
    [`GET ${prefix}/bookings/:id/calendar`]: {
      make: async (world) => ({ params: { id: await confirmedBooking(world, prefix) } }),
    },
    [`PUT ${prefix}/bookings/:id/attendees`]: {
      make: async (world) => {
        const id = await confirmedBooking(world, prefix);
        const ticket = await world.app.db
          .selectFrom('tickets')
          .select('id')
          .where('booking_id', '=', id)
          .executeTakeFirstOrThrow();
        return {
          params: { id },
          body: { attendees: [{ ticketId: ticket.id, name: 'Ada Reader', email: null }] },
        };
      },
    },
    [`POST ${prefix}/bookings/transfer`]: {
      make: async (world) => {
        const { bookingId, otherSlotId } = await heldBooking(world, prefix);
        return { body: { bookingId, targetSlotId: otherSlotId } };
      },
    },
    [`POST ${prefix}/bookings/initiate-payment`]: {
      make: async (world) => ({
        body: { bookingId: (await heldBooking(world, prefix)).bookingId, method: 'credits' },
      }),
    },
    [`POST ${prefix}/bookings/complete-payment`]: {
      make: async (world) => ({ body: { ...(await gatewayBooking(world, prefix)), ...FAKE_PROOF } }),
    },
    [`DELETE ${prefix}/waitlist/:entryId`]: {
      make: async (world) => ({ params: { entryId: await waitlistEntry(world, prefix) } }),
    },
    [`GET ${prefix}/contestants/:id`]: {
      make: async (world) => ({ params: { id: await registration(world, prefix) } }),
    },
    [`GET ${prefix}/contestants/:id/payment`]: {
      make: async (world) => ({ params: { id: await registration(world, prefix) } }),
    },
    [`POST ${prefix}/contestants/:id/additional-contestants`]: {
      make: async (world) => ({
        params: { id: await registration(world, prefix) },
        body: { contestants: [{ fullName: 'Extra Performer', dateOfBirth: '2001-02-02' }] },
      }),
    },
    [`POST ${prefix}/contestants/:id/cancel`]: {
      make: async (world) => ({
        params: { id: await registration(world, prefix) },
        body: { reason: 'Plans changed' },
      }),
    },
    [`POST ${prefix}/contestants/payment/initiate`]: {
      make: async (world) => ({
        body: { contestantId: await registration(world, prefix), method: 'credits' },
      }),
    },
    [`POST ${prefix}/contestants/payment/complete`]: {
      make: async (world) => ({ body: { ...(await gatewayRegistration(world, prefix)), ...FAKE_PROOF } }),
    },
    // A paid thing's GST documents (decision 079): the invoice, its PDF, the credit notes (none yet, still 200).
    [`GET ${prefix}/bookings/:id/invoice`]: {
      make: async (world) => ({ params: { id: await paidBooking(world, prefix) } }),
    },
    [`GET ${prefix}/bookings/:id/invoice.pdf`]: {
      make: async (world) => ({ params: { id: await paidBooking(world, prefix) } }),
    },
    [`GET ${prefix}/bookings/:id/credit-notes`]: {
      make: async (world) => ({ params: { id: (await heldBooking(world, prefix)).bookingId } }),
    },
    [`GET ${prefix}/contestants/:id/invoice`]: {
      make: async (world) => ({ params: { id: await paidRegistration(world, prefix) } }),
    },
    [`GET ${prefix}/contestants/:id/invoice.pdf`]: {
      make: async (world) => ({ params: { id: await paidRegistration(world, prefix) } }),
    },
    [`GET ${prefix}/contestants/:id/credit-notes`]: {
      make: async (world) => ({ params: { id: await registration(world, prefix) } }),
    },
  })),
  'GET /api/jobs/job-applications/:id': {
    make: async (world) => ({ params: { id: await jobApplication(world) } }),
  },
  'GET /api/jobs/applications/:id/payment-status': {
    make: async (world) => ({ params: { id: await jobApplication(world) } }),
  },
  'POST /api/jobs/payments/initiate': {
    make: async (world) => ({ body: { applicationId: await jobApplication(world), method: 'credits' } }),
  },
  'POST /api/jobs/payments/complete': {
    make: async (world) => ({ body: { ...(await gatewayJobApplication(world)), ...FAKE_PROOF } }),
  },
  'GET /api/jobs/job-applications/:id/invoice': {
    make: async (world) => ({ params: { id: await paidJobApplication(world) } }),
  },
  'GET /api/jobs/job-applications/:id/invoice.pdf': {
    make: async (world) => ({ params: { id: await paidJobApplication(world) } }),
  },
  'GET /api/jobs/job-applications/:id/credit-notes': {
    make: async (world) => ({ params: { id: await jobApplication(world) } }),
  },
  'GET /api/employee/encashment/requests/:id': {
    pair: 'employees',
    make: async (world) => ({ params: { id: await encashmentRequest(world) } }),
  },
  'DELETE /api/employee/encashment/requests/:id': {
    pair: 'employees',
    make: async (world) => ({ params: { id: await encashmentRequest(world) } }),
  },
  ...ORGANISED,
  ...WEBHOOKS,
};

/** A module everybody sees in the catalogue, on which the owner has favourited, backed and asked for alerts. */
export const SHARED_MODULE = 'ai-video-generator';

export async function engageWithModule(world: World) {
  await grant(world, world.owner, 100);
  await made(world, world.owner, 'POST', '/api/main/favorites', { moduleId: SHARED_MODULE });
  await made(world, world.owner, 'POST', `/api/main/modules/${SHARED_MODULE}/notify`);
  await made(world, world.owner, 'POST', `/api/main/modules/${SHARED_MODULE}/back`, {
    credits: 50,
    idempotencyKey: `security-${randomUUID()}`,
  });
}

/** The owner's own engagement with the shared module: what an intruder's call must leave as it was. */
export async function ownerEngagement(world: World) {
  const engagement = await made(world, world.owner, 'GET', `/api/main/modules/${SHARED_MODULE}/engagement`);
  const favorites = await made(world, world.owner, 'GET', '/api/main/favorites');
  return {
    notifyAtLaunch: engagement.notifyAtLaunch,
    backedCredits: engagement.backedCredits,
    isFavorite: engagement.isFavorite,
    favorites: favorites.favorites.map((favorite: { moduleId: string }) => favorite.moduleId),
  };
}

/**
 * Routes keyed by a catalogue slug that act on the caller's own row (their favourite, their alert, their
 * backing). Another user naming the same module must reach only their own row, never the owner's.
 */
export const CALLER_SCOPED: Record<string, IdRequest> = {
  'GET /api/main/modules/:id/engagement': { params: { id: SHARED_MODULE } },
  'POST /api/main/modules/:id/back': {
    params: { id: SHARED_MODULE },
    body: { credits: 50, idempotencyKey: 'security-replayed-key' },
  },
  'POST /api/main/modules/:id/notify': { params: { id: SHARED_MODULE } },
  'DELETE /api/main/modules/:id/notify': { params: { id: SHARED_MODULE } },
  'POST /api/main/modules/:id/open': { params: { id: SHARED_MODULE } },
  'DELETE /api/main/favorites/:id': { params: { id: SHARED_MODULE } },
};

const CATALOGUE_EVENT = 'published event catalogue, the same for every signed-in user (drafts hidden)';
const PLACES = 'district and venue catalogue, the same for every signed-in user';
const SANDBOX =
  'sandbox checkout, never in production: the order id is an unguessable capability given to its owner, as with a hosted checkout';

/** Routes that name a record nobody owns privately, each with the reason it needs no ownership check. */
export const NOT_OWNED: Record<string, string> = {
  'GET /api/main/modules/:id': 'module catalogue, the same for every user',
  'GET /api/employee/referral/modules/:id/guidance':
    'sales guidance for a catalogue module, the same for every employee',
  'GET /api/jobs/job-openings/:id': 'job openings are a catalogue for every signed-in user',
  'POST /api/jobs/job-applications':
    "openingId names a catalogue opening; the application made is the caller's",
  'POST /api/main/referral/clicks':
    'public by design: counts a visit to a shared link; shareId only attributes it',
  'GET /api/payments/sandbox/:orderId': SANDBOX,
  'POST /api/payments/sandbox/:orderId/pay': SANDBOX,
  'POST /api/payments/sandbox/:orderId/fail': SANDBOX,
  ...perRealm<string>((prefix) => ({
    [`GET ${prefix}/events/:id`]: CATALOGUE_EVENT,
    [`GET ${prefix}/events/:id/slots`]: CATALOGUE_EVENT,
    [`GET ${prefix}/events/:id/promo-codes/check`]:
      'any buyer checks a code on an event they can book; the answer is what the code gives, never who used it',
    [`GET ${prefix}/events/parent/:id`]: CATALOGUE_EVENT,
    [`GET ${prefix}/events/parent/:id/rounds`]: CATALOGUE_EVENT,
    [`GET ${prefix}/events/:id/stats`]:
      'seat and booking counts of a catalogue event: aggregates, no per-user data',
    [`POST ${prefix}/events/:id/share`]: "shares a catalogue event; the share recorded is the caller's",
    [`GET ${prefix}/contestants/pricing/:id`]: "a catalogue competition's published fee schedule",
    [`POST ${prefix}/bookings`]: "eventId and slotId name the catalogue; the booking made is the caller's",
    [`POST ${prefix}/contestants`]: "eventId names the catalogue; the registration made is the caller's",
    [`POST ${prefix}/events/:id/slots/:slotId/waitlist`]:
      "the event and slot name the catalogue; the place in line made is the caller's",
    [`GET ${prefix}/embed/events/:id/public`]:
      "a published event some site may frame, as the event page shows it to anyone (decision 097); no person's data",
    [`GET ${prefix}/events/:id/waiting-room`]:
      "a catalogue event's waiting room: its settings, counts and draw, for anyone to check; no person's place",
    [`POST ${prefix}/events/:id/waiting-room/join`]:
      "the event names the catalogue; the place in its waiting room made is the caller's",
    [`GET ${prefix}/events/:id/waiting-room/me`]:
      "the event names the catalogue; the place in its waiting room read is the caller's own",

    [`GET ${prefix}/districts/:id`]: PLACES,
    [`GET ${prefix}/districts/by-state/:state`]: PLACES,
    [`GET ${prefix}/venues/:id`]: PLACES,
    [`GET ${prefix}/venues/by-district/:id`]: PLACES,
    [`GET ${prefix}/venues/:id/availability`]: PLACES,
  })),
};

/**
 * Admin routes (and the payout admin's reveal) may reach every record; that only admins (only payout admins)
 * reach them is what function-level.test.ts proves, and payout-reveal.test.ts that a refused reveal logs nothing.
 * Organiser routes are not among them: an organiser reaches only their own events (ORGANISED above).
 */
export const coveredByFunctionLevel = (route: RouteEntry) =>
  route.auth === 'admin' || route.auth === 'payout';

/**
 * The admin console's routes that name a person (decision 043), each with a request that is valid but for the
 * person: admins reach everyone (function-level.test.ts proves only admins get in), so what is left to prove is
 * that an id naming nobody answers 404 and changes nothing (admin-object-level.test.ts).
 */
export const ADMIN_PERSON_REQUESTS: Record<string, IdRequest> = {
  'GET /api/main/admin/users/:id': {},
  'PUT /api/main/admin/users/:id/roles/:role': { params: { role: 'employee' } },
  'DELETE /api/main/admin/users/:id/roles/:role': { params: { role: 'employee' } },
  'POST /api/main/admin/users/:id/credits': {
    body: {
      direction: 'grant',
      amount: 5,
      reason: 'Security sweep',
      idempotencyKey: 'security-sweep-credits',
    },
  },
  'POST /api/main/admin/users/:id/sessions/revoke': { body: { reason: 'Security sweep' } },
  'POST /api/main/admin/users/:id/suspend': { body: { reason: 'Security sweep' } },
  'POST /api/main/admin/users/:id/restore': { body: { reason: 'Security sweep' } },
  'POST /api/main/admin/users/:id/two-factor/reset': { body: { reason: 'Security sweep' } },
};
