import { createHmac } from 'node:crypto';
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { DATABASE_KINDS, signIn, type TestDatabase, useTestDatabase } from '../../test/harness.js';
import { payAtSandbox } from '../../test/sandbox-checkout.js';
import { expireHolds } from './bookings/bookings.js';
import {
  balanceOf,
  createEventWithSlot,
  eventsClient,
  grantCredits,
  type Session,
  slotSeatsTaken,
} from './events.fixtures.js';

const SECRET = 'e'.repeat(40);
const REALMS = [
  { realm: 'events', prefix: SERVICE_PREFIXES.events, other: SERVICE_PREFIXES.culturalEvents },
  { realm: 'cultural-events', prefix: SERVICE_PREFIXES.culturalEvents, other: SERVICE_PREFIXES.events },
] as const;

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  describe.each(REALMS)('$prefix', ({ realm, prefix, other }) => {
    const database = useTestDatabase(kind);
    let db: TestDatabase;
    let app: FastifyInstance;
    let admin: Session;
    let alice: Session;
    let bob: Session;
    let call: ReturnType<typeof eventsClient>['call'];

    beforeAll(async () => {
      db = await database();
      app = await db.build({ PAYMENT_SIGNING_SECRET: SECRET });
      call = eventsClient(app, prefix).call;
      admin = await signIn(app, 'admin@engagex.dev');
      alice = await signIn(app, `alice-${realm}-${kind}@example.com`);
      bob = await signIn(app, `bob-${realm}-${kind}@example.com`);
      await grantCredits(app, admin, alice.user.id, 1000, `alice-${realm}`);
    });
    afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

    describe('catalogue', () => {
      it('lists seeded events with filters and pagination, and keeps realms apart', async () => {
        const all = (await call(alice, 'GET', '/events?limit=100')).json().data;
        expect(all.total).toBeGreaterThan(3);
        expect(all.items.every((event: { realm: string }) => event.realm === realm)).toBe(true);
        const paged = (await call(alice, 'GET', '/events?limit=2&page=2')).json().data;
        expect(paged).toMatchObject({ page: 2, limit: 2, total: all.total });
        expect(paged.items).toHaveLength(2);
        const one = all.items[0];
        const detail = (await call(alice, 'GET', `/events/${one.id}`)).json().data;
        expect(detail.event.id).toBe(one.id);
        expect(detail.slots.length).toBeGreaterThan(0);
        expect((await call(alice, 'GET', `/events/${one.id}/slots`)).json().data).toEqual(detail.slots);
        const foreign = await app.inject({
          method: 'GET',
          url: `${other}/events/${one.id}`,
          headers: alice.headers,
        });
        expect(foreign.statusCode).toBe(404);

        const byText = (
          await call(alice, 'GET', `/events?q=${encodeURIComponent(one.title.split(' ')[0])}`)
        ).json().data;
        expect(byText.items.map((event: { id: string }) => event.id)).toContain(one.id);
        const cheap = (await call(alice, 'GET', '/events?maxPrice=20')).json().data;
        expect(cheap.items.every((event: { priceCredits: number }) => event.priceCredits <= 20)).toBe(true);
        const future = (await call(alice, 'GET', '/events?from=2999-01-01')).json().data;
        expect(future.total).toBe(0);
        expect((await call(alice, 'GET', '/events?minPrice=-1')).statusCode).toBe(400);
        expect((await call(alice, 'GET', '/events?limit=1000')).statusCode).toBe(400);
      });

      it('includes adjacent districts on request and answers the district and venue calls', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, { capacity: 10, priceCredits: 5 });
        const inPune = (await call(alice, 'GET', '/events?districtId=pune&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(inPune).toContain(eventId);
        const fromThane = (await call(alice, 'GET', '/events?districtId=thane&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(fromThane).not.toContain(eventId);
        const near = (await call(alice, 'GET', '/events?districtId=thane&includeAdjacent=true&limit=100'))
          .json()
          .data.items.map((e: { id: string }) => e.id);
        expect(near).toContain(eventId);
        const adjacent = (await call(alice, 'GET', '/events/adjacent-districts?districtId=thane'))
          .json()
          .data.map((d: { id: string }) => d.id);
        expect(adjacent).toEqual(expect.arrayContaining(['pune', 'nashik', 'mumbai-suburban']));
        const maharashtra = (await call(alice, 'GET', '/districts/by-state/Maharashtra')).json().data;
        expect(maharashtra.map((d: { id: string }) => d.id)).toContain('pune');
        expect((await call(alice, 'GET', '/districts/nowhere')).statusCode).toBe(404);
        const venues = (await call(alice, 'GET', '/venues')).json().data;
        expect(venues.length).toBeGreaterThan(3);
        const busy = venues.find((venue: { name: string }) => venue.name === 'NCPA Tata Theatre');
        const week = await call(
          alice,
          'GET',
          `/venues/${busy.id}/availability?startDate=${new Date().toISOString().slice(0, 10)}&endDate=2999-12-31`,
        );
        expect(week.json().data.available).toBe(false);
        const past = await call(
          alice,
          'GET',
          `/venues/${busy.id}/availability?startDate=2000-01-01&endDate=2000-01-02`,
        );
        expect(past.json().data).toMatchObject({ available: true, bookings: [] });
        expect(
          (
            await call(
              alice,
              'GET',
              `/venues/${busy.id}/availability?startDate=2020-02-02&endDate=2020-01-01`,
            )
          ).statusCode,
        ).toBe(400);
      });

      it('lets only admins edit the catalogue, and refuses shrinking a slot below sold seats', async () => {
        const denied = await call(alice, 'POST', '/events', { title: 'Nope' });
        expect(denied.statusCode).toBe(403);
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 0,
        });
        await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 3 });
        const shrink = await call(admin, 'PATCH', `/events/${eventId}/slots/${slotId}`, { capacity: 2 });
        expect(shrink.statusCode).toBe(422);
        expect(
          (await call(admin, 'PATCH', `/events/${eventId}/slots/${slotId}`, { capacity: 4 })).json().data
            .seatsAvailable,
        ).toBe(1);
        const stats = (await call(admin, 'GET', `/events/${eventId}/stats`)).json().data;
        expect(stats).toMatchObject({ capacity: 4, seatsTaken: 3, confirmedSeats: 3, confirmedBookings: 1 });
        const share = await call(alice, 'POST', `/events/${eventId}/share`, { platform: 'whatsapp' });
        expect(share.statusCode).toBe(201);
        expect(share.json().data.link).toContain(eventId);
      });
    });

    describe('bookings', () => {
      it('holds seats, takes payment in credits once, and issues a QR ticket', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 10,
          priceCredits: 30,
        });
        const before = await balanceOf(app, alice);
        const held = await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 2 });
        expect(held.statusCode).toBe(201);
        const booking = held.json().data;
        expect(booking).toMatchObject({
          status: 'held',
          seats: 2,
          totalCredits: 60,
          paymentStatus: 'PENDING',
          ticketCode: null,
        });
        expect(Date.parse(booking.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
        expect(await slotSeatsTaken(db, slotId)).toBe(2);
        expect(
          (await call(alice, 'PATCH', `/bookings/${booking.id}/confirm`, { confirm: true })).statusCode,
        ).toBe(422);

        const paid = await call(alice, 'POST', '/bookings/initiate-payment', {
          bookingId: booking.id,
          method: 'credits',
        });
        expect(paid.statusCode).toBe(200);
        expect(paid.json().data.booking).toMatchObject({
          status: 'confirmed',
          paymentMethod: 'credits',
          paymentStatus: 'COMPLETED',
        });
        expect(paid.json().data.booking.ticketCode).toMatch(/^[A-Z0-9]{12}$/);
        // The QR code's text, which the browser draws; the server draws no image.
        expect(paid.json().data.booking.qrPayload).toBe(
          `ENGAGEX:${realm}:${paid.json().data.booking.ticketCode}`,
        );
        expect(paid.json().data.booking).not.toHaveProperty('qrCode');
        expect(await balanceOf(app, alice)).toBe(before - 60);
        const twice = await call(alice, 'POST', '/bookings/initiate-payment', {
          bookingId: booking.id,
          method: 'credits',
        });
        expect(twice.statusCode).toBe(409);
        expect(await balanceOf(app, alice)).toBe(before - 60);
        expect((await call(alice, 'GET', `/bookings/${booking.id}/payment`)).json().data).toMatchObject({
          method: 'credits',
          status: 'COMPLETED',
          amountCredits: 60,
          amountInr: 600,
          paidCredits: 60,
        });
        const mine = (await call(alice, 'GET', '/bookings/my-bookings')).json().data;
        expect(mine.items.map((b: { id: string }) => b.id)).toContain(booking.id);
      });

      it("filters the user's own bookings by status and event, as the event page asks for its live holds", async () => {
        const first = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const second = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const held = (await call(alice, 'POST', '/bookings', { ...first, seats: 1 })).json().data;
        await call(alice, 'POST', '/bookings', { ...second, seats: 1 });
        await call(bob, 'POST', '/bookings', { ...first, seats: 1 });
        const ids = async (query: string) =>
          (await call(alice, 'GET', `/bookings/my-bookings?${query}`))
            .json()
            .data.items.map((b: { id: string }) => b.id);
        expect(await ids(`status=held&eventId=${first.eventId}`)).toEqual([held.id]);
        expect(await ids(`status=confirmed&eventId=${first.eventId}`)).toEqual([]);
        expect((await call(alice, 'GET', '/bookings/my-bookings?status=nonsense')).statusCode).toBe(400);
      });

      it('confirms a free booking at once with a ticket, and records every hold in the activity log', async () => {
        const free = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 0 });
        const paid = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const ticket = (await call(alice, 'POST', '/bookings', { ...free, seats: 1 })).json().data;
        expect(ticket).toMatchObject({
          status: 'confirmed',
          paymentMethod: 'free',
          paymentStatus: 'COMPLETED',
        });
        expect(ticket.ticketCode).toMatch(/^[A-Z0-9]{12}$/);
        expect(ticket.holdExpiresAt).toBeNull();
        const held = (await call(alice, 'POST', '/bookings', { ...paid, seats: 2 })).json().data;
        expect(held).toMatchObject({ status: 'held', paymentMethod: null, ticketCode: null, seats: 2 });

        const titles = await db.db
          .selectFrom('activity_events')
          .select(['reference', 'title', 'kind'])
          .where('reference', 'in', [`booking:${ticket.id}`, `booking:${held.id}`])
          .execute();
        expect(titles).toHaveLength(2);
        expect(titles.find((row) => row.reference === `booking:${ticket.id}`)?.title).toMatch(
          /^Booked 1 seat for /,
        );
        expect(titles.find((row) => row.reference === `booking:${held.id}`)?.title).toMatch(
          /^Holding 2 seats for /,
        );
        expect(await slotSeatsTaken(db, free.slotId)).toBe(1);
        expect(await slotSeatsTaken(db, paid.slotId)).toBe(2);
      });

      it('refuses a payment the wallet cannot cover and keeps the hold', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 10,
          priceCredits: 30,
        });
        const held = (await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 1 })).json().data;
        const refused = await call(bob, 'POST', '/bookings/initiate-payment', {
          bookingId: held.id,
          method: 'credits',
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe('Insufficient credits');
        expect((await call(bob, 'GET', `/bookings/${held.id}`)).json().data.status).toBe('held');
      });

      it('keeps bookings private and refuses sold-out and bad requests cleanly', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 2,
          priceCredits: 0,
        });
        const mine = (await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 2 })).json().data;
        expect(mine.status).toBe('confirmed');
        expect((await call(bob, 'GET', `/bookings/${mine.id}`)).statusCode).toBe(404);
        expect(
          (await call(bob, 'POST', `/bookings/${mine.id}/cancel`, { reason: 'not mine' })).statusCode,
        ).toBe(404);
        expect((await call(admin, 'GET', `/bookings/${mine.id}`)).statusCode).toBe(200);
        const soldOut = await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 1 });
        expect(soldOut.statusCode).toBe(422);
        expect(soldOut.json().message).toBe('Sold out');
        expect((await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 11 })).statusCode).toBe(400);
        expect((await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 0 })).statusCode).toBe(400);
        expect((await call(bob, 'POST', '/bookings', { eventId: slotId, slotId, seats: 1 })).statusCode).toBe(
          404,
        );
        const foreign = await app.inject({
          method: 'POST',
          url: `${other}/bookings`,
          headers: bob.headers,
          payload: { eventId, slotId, seats: 1 },
        });
        expect(foreign.statusCode).toBe(404);
      });

      it('frees the seats of a lapsed hold, and refunds a gateway payment that arrives after it', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 3,
          priceCredits: 25,
        });
        const held = (await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 3 })).json().data;
        const started = await call(bob, 'POST', '/bookings/initiate-payment', {
          bookingId: held.id,
          method: 'gateway',
        });
        expect(started.statusCode).toBe(200);
        const { purchaseId, paymentUrl } = started.json().data.payment;
        expect(paymentUrl).toContain('/api/payments/sandbox/');
        await db.db
          .updateTable('bookings')
          .set({ hold_expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', held.id)
          .execute();
        expect(await expireHolds(db.db)).toBeGreaterThanOrEqual(1);
        expect(await slotSeatsTaken(db, slotId)).toBe(0);
        const other = await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 3 });
        expect(other.statusCode).toBe(201);

        const orderId = paymentUrl.split('/').pop();
        const paymentId = 'late_payment';
        const signature = createHmac('sha256', SECRET).update(`${orderId}|${paymentId}`).digest('hex');
        const late = await call(bob, 'POST', '/bookings/complete-payment', {
          bookingId: held.id,
          purchaseId,
          paymentId,
          signature,
        });
        expect(late.statusCode).toBe(422);
        expect(late.json().message).toContain('refunded');
        const purchase = await db.db
          .selectFrom('credit_purchases')
          .select(['status', 'refund_status'])
          .where('id', '=', purchaseId)
          .executeTakeFirstOrThrow();
        expect(purchase).toEqual({ status: 'failed', refund_status: 'refunded' });
        expect(await balanceOf(app, bob)).toBe(0);
        expect((await call(bob, 'GET', `/bookings/${held.id}`)).json().data.status).toBe('expired');
        expect(await slotSeatsTaken(db, slotId)).toBe(3);
      });

      it('confirms through the gateway while the hold is live', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 3,
          priceCredits: 25,
        });
        const held = (await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 2 })).json().data;
        const { purchaseId, paymentUrl } = (
          await call(bob, 'POST', '/bookings/initiate-payment', { bookingId: held.id, method: 'gateway' })
        ).json().data.payment;
        const pay = await app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/pay` });
        const landing = new URL(pay.headers.location as string);
        expect(landing.pathname).toBe('/events/payment-return');
        const { kind: _kind, realm: _realm, id, ...query } = Object.fromEntries(landing.searchParams);
        expect(id).toBe(held.id);
        expect(query.purchaseId).toBe(purchaseId);
        const done = await call(bob, 'POST', '/bookings/complete-payment', { bookingId: held.id, ...query });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.booking).toMatchObject({
          status: 'confirmed',
          paymentMethod: 'gateway',
          paymentStatus: 'COMPLETED',
        });
        expect(await balanceOf(app, bob)).toBe(0);
        const again = await call(bob, 'POST', '/bookings/complete-payment', { bookingId: held.id, ...query });
        expect(again.statusCode).toBe(200);
        expect(await balanceOf(app, bob)).toBe(0);
      });

      it('completes a booking only with a payment made for it, by its own booker', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 4,
          priceCredits: 25,
        });
        const first = (await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 1 })).json().data;
        const second = (await call(bob, 'POST', '/bookings', { eventId, slotId, seats: 1 })).json().data;
        const { paymentUrl } = (
          await call(bob, 'POST', '/bookings/initiate-payment', { bookingId: first.id, method: 'gateway' })
        ).json().data.payment;
        const proof = await payAtSandbox(app, paymentUrl);
        const purchaseStatus = async () =>
          (
            await db.db
              .selectFrom('credit_purchases')
              .select('status')
              .where('id', '=', proof.purchaseId as string)
              .executeTakeFirstOrThrow()
          ).status;
        const before = await purchaseStatus();

        const misplaced = await call(bob, 'POST', '/bookings/complete-payment', {
          bookingId: second.id,
          ...proof,
        });
        expect(misplaced.statusCode).toBe(400);
        expect(misplaced.json().message).toBe('This payment is not for this booking');
        const stranger = await call(alice, 'POST', '/bookings/complete-payment', {
          bookingId: first.id,
          ...proof,
        });
        expect(stranger.statusCode).toBe(404);
        expect(await purchaseStatus()).toBe(before);
        expect((await call(bob, 'GET', `/bookings/${first.id}`)).json().data.status).toBe('held');
        expect((await call(bob, 'GET', `/bookings/${second.id}`)).json().data.status).toBe('held');

        const done = await call(bob, 'POST', '/bookings/complete-payment', { bookingId: first.id, ...proof });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.booking.status).toBe('confirmed');
        expect((await call(bob, 'GET', `/bookings/${second.id}`)).json().data.status).toBe('held');
      });

      it('cancels a paid booking with a refund, transfers another, and checks a ticket in once', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 10,
        });
        const second = await app.inject({
          method: 'POST',
          url: `${prefix}/events/${eventId}/slots`,
          headers: admin.headers,
          payload: {
            startsAt: new Date(Date.now() + 96 * 3600_000).toISOString(),
            endsAt: new Date(Date.now() + 98 * 3600_000).toISOString(),
            capacity: 2,
          },
        });
        const otherSlot = second.json().data.id as string;
        const before = await balanceOf(app, alice);
        const booking = (await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 2 })).json().data;
        await call(alice, 'POST', '/bookings/initiate-payment', { bookingId: booking.id, method: 'credits' });
        const options = (await call(alice, 'GET', `/bookings/${booking.id}/transfer-options`)).json().data
          .options;
        expect(options.map((slot: { id: string }) => slot.id)).toEqual([otherSlot]);
        const moved = await call(alice, 'POST', '/bookings/transfer', {
          bookingId: booking.id,
          targetSlotId: otherSlot,
        });
        expect(moved.json().data.slotId).toBe(otherSlot);
        expect([await slotSeatsTaken(db, slotId), await slotSeatsTaken(db, otherSlot)]).toEqual([0, 2]);

        const ticket = moved.json().data.ticketCode;
        expect((await call(alice, 'POST', '/bookings/check-in', { ticketCode: ticket })).statusCode).toBe(
          403,
        );
        // The show is days away: a plain scan warns and says which show the ticket is for, admitting nobody.
        const early = await call(admin, 'POST', '/bookings/check-in', { ticketCode: ticket });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toMatch(/^This ticket is for the show on .+, not today's/);
        const slotStartsAt = moved.json().data.slot.startsAt;
        expect(early.json().details).toEqual([
          { path: 'slotStartsAt', message: slotStartsAt },
          { path: 'timeZone', message: 'Asia/Kolkata' },
        ]);
        const first = await call(admin, 'POST', '/bookings/check-in', { ticketCode: ticket, otherDay: true });
        expect(first.json().data.checkedInAt).not.toBeNull();
        const secondScan = await call(admin, 'POST', '/bookings/check-in', {
          ticketCode: ticket,
          otherDay: true,
        });
        expect(secondScan.statusCode).toBe(409);
        expect(secondScan.json().message).toBe(
          `Ticket already checked in at ${first.json().data.checkedInAt}`,
        );

        const other2 = (await call(alice, 'POST', '/bookings', { eventId, slotId, seats: 1 })).json().data;
        await call(alice, 'POST', '/bookings/initiate-payment', { bookingId: other2.id, method: 'credits' });
        const cancelled = await call(alice, 'POST', `/bookings/${other2.id}/cancel`, {
          reason: 'Plans changed',
        });
        expect(cancelled.json().data).toMatchObject({
          status: 'cancelled',
          paymentStatus: 'REFUNDED',
          cancelReason: 'Plans changed',
        });
        expect(await balanceOf(app, alice)).toBe(before - 20);
        expect(
          (await call(alice, 'POST', `/bookings/${other2.id}/cancel`, { reason: 'Again' })).statusCode,
        ).toBe(409);
        expect(await slotSeatsTaken(db, slotId)).toBe(0);
      });
    });

    describe('contestants', () => {
      const person = (name: string) => ({
        fullName: name,
        dateOfBirth: '1998-04-12',
        phone: '+91 9876543210',
        email: 'artist@example.com',
        city: 'Pune',
      });
      const performance = {
        title: 'Raga Yaman',
        category: 'vocal',
        durationMinutes: 8,
        description: 'A classical vocal piece.',
      };

      it('registers a group within limits, prices it, takes the fee once, and refuses a second entry', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 100, perExtra: 50, maxGroup: 3 },
        });
        expect((await call(alice, 'GET', `/contestants/pricing/${eventId}`)).json().data).toMatchObject({
          baseFeeCredits: 100,
          perAdditionalContestantCredits: 50,
          maxGroupSize: 3,
        });
        const tooBig = await call(alice, 'POST', '/contestants', {
          eventId,
          personalDetails: person('Asha Rao'),
          performance,
          isGroupPerformance: true,
          additionalContestants: [person('B One'), person('C Two'), person('D Three')].map(
            ({ fullName, dateOfBirth }) => ({ fullName, dateOfBirth }),
          ),
        });
        expect(tooBig.statusCode).toBe(400);
        const badPhone = await call(alice, 'POST', '/contestants', {
          eventId,
          personalDetails: { ...person('Asha'), phone: '12345' },
          performance,
        });
        expect(badPhone.statusCode).toBe(400);
        expect(badPhone.json().details.map((d: { path: string }) => d.path)).toContain(
          'body.personalDetails.phone',
        );

        const registered = await call(alice, 'POST', '/contestants', {
          eventId,
          personalDetails: person('Asha Rao'),
          performance,
          isGroupPerformance: true,
          additionalContestants: [{ fullName: 'Ravi Rao', dateOfBirth: '2000-01-01' }],
        });
        expect(registered.statusCode).toBe(201);
        const entry = registered.json().data;
        expect(entry).toMatchObject({ status: 'pending_payment', feeCredits: 150, paymentStatus: 'PENDING' });
        const duplicate = await call(alice, 'POST', '/contestants', {
          eventId,
          personalDetails: person('Asha Rao'),
          performance,
        });
        expect(duplicate.statusCode).toBe(409);

        const withMore = await call(alice, 'POST', `/contestants/${entry.id}/additional-contestants`, {
          contestants: [{ fullName: 'Meera Rao', dateOfBirth: '2001-02-02' }],
        });
        expect(withMore.json().data.feeCredits).toBe(200);
        const before = await balanceOf(app, alice);
        const paid = await call(alice, 'POST', '/contestants/payment/initiate', {
          contestantId: entry.id,
          method: 'credits',
        });
        expect(paid.json().data.contestant).toMatchObject({
          status: 'registered',
          paymentStatus: 'COMPLETED',
        });
        expect(await balanceOf(app, alice)).toBe(before - 200);
        expect(
          (
            await call(alice, 'POST', '/contestants/payment/initiate', {
              contestantId: entry.id,
              method: 'credits',
            })
          ).statusCode,
        ).toBe(409);
        expect((await call(bob, 'GET', `/contestants/${entry.id}`)).statusCode).toBe(404);

        const cancelled = await call(alice, 'POST', `/contestants/${entry.id}/cancel`, { reason: 'Injury' });
        expect(cancelled.json().data).toMatchObject({
          status: 'cancelled',
          refundedCredits: 200,
          paymentStatus: 'REFUNDED',
        });
        expect(await balanceOf(app, alice)).toBe(before);
        const again = await call(alice, 'POST', '/contestants', {
          eventId,
          personalDetails: person('Asha Rao'),
          performance,
        });
        expect(again.statusCode).toBe(201);
      });

      it('takes an entry fee through the gateway only with a payment made for that entry', async () => {
        const enter = async () => {
          const { eventId } = await createEventWithSlot(app, prefix, admin, {
            capacity: 50,
            priceCredits: 0,
            startsInHours: 24 * 30,
            competition: { fee: 100, perExtra: 0, maxGroup: 1 },
          });
          const entered = await call(alice, 'POST', '/contestants', {
            eventId,
            personalDetails: person('Asha Rao'),
            performance,
          });
          expect(entered.statusCode).toBe(201);
          return entered.json().data as { id: string };
        };
        const first = await enter();
        const second = await enter();
        const before = await balanceOf(app, alice);
        const started = await call(alice, 'POST', '/contestants/payment/initiate', {
          contestantId: first.id,
          method: 'gateway',
        });
        expect(started.statusCode).toBe(200);
        const pay = await app.inject({
          method: 'POST',
          url: `${new URL(started.json().data.payment.paymentUrl).pathname}/pay`,
        });
        const landing = new URL(pay.headers.location as string);
        expect(landing.pathname).toBe('/events/payment-return');
        const { kind: entryKind, realm: _realm, id, ...proof } = Object.fromEntries(landing.searchParams);
        expect([entryKind, id]).toEqual(['contestant', first.id]);
        const status = async (contestantId: string) =>
          (await call(alice, 'GET', `/contestants/${contestantId}`)).json().data.status;

        const misplaced = await call(alice, 'POST', '/contestants/payment/complete', {
          contestantId: second.id,
          ...proof,
        });
        expect(misplaced.statusCode).toBe(400);
        expect(misplaced.json().message).toBe('This payment is not for this registration');
        const stranger = await call(bob, 'POST', '/contestants/payment/complete', {
          contestantId: first.id,
          ...proof,
        });
        expect(stranger.statusCode).toBe(404);
        expect([await status(first.id), await status(second.id)]).toEqual([
          'pending_payment',
          'pending_payment',
        ]);

        const done = await call(alice, 'POST', '/contestants/payment/complete', {
          contestantId: first.id,
          ...proof,
        });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.contestant).toMatchObject({
          status: 'registered',
          paymentStatus: 'COMPLETED',
        });
        expect(await status(second.id)).toBe('pending_payment');
        expect(await balanceOf(app, alice)).toBe(before);
      });

      it('allows every review transition in the table and refuses every other', async () => {
        const { eventId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 50,
          priceCredits: 0,
          startsInHours: 24 * 30,
          competition: { fee: 0, perExtra: 0, maxGroup: 1 },
        });
        const statuses = [
          'pending_payment',
          'registered',
          'under_review',
          'approved',
          'rejected',
          'cancelled',
        ] as const;
        const allowed: Record<string, string[]> = {
          registered: ['under_review', 'rejected'],
          under_review: ['approved', 'rejected'],
        };
        const paths: Record<string, string[]> = {
          registered: [],
          under_review: ['under_review'],
          approved: ['under_review', 'approved'],
          rejected: ['rejected'],
        };
        let n = 0;
        for (const from of ['registered', 'under_review', 'approved', 'rejected']) {
          for (const to of statuses) {
            n += 1;
            const contestant = await signIn(app, `review-${realm}-${kind}-${n}@example.com`);
            const entry = (
              await call(contestant, 'POST', '/contestants', {
                eventId,
                personalDetails: person('Kiran'),
                performance,
              })
            ).json().data;
            expect(entry.status).toBe('registered');
            for (const step of paths[from] ?? []) {
              expect(
                (await call(admin, 'PATCH', `/contestants/${entry.id}/status`, { status: step })).statusCode,
              ).toBe(200);
            }
            const response = await call(admin, 'PATCH', `/contestants/${entry.id}/status`, {
              status: to,
              notes: 'Reviewed',
            });
            const expected = (allowed[from] ?? []).includes(to) ? 200 : 422;
            expect({ from, to, status: response.statusCode }).toEqual({ from, to, status: expected });
          }
        }
        const user = await signIn(app, `notadmin-${realm}-${kind}@example.com`);
        const entry = (
          await call(user, 'POST', '/contestants', { eventId, personalDetails: person('Lata'), performance })
        ).json().data;
        expect(
          (await call(user, 'PATCH', `/contestants/${entry.id}/status`, { status: 'under_review' }))
            .statusCode,
        ).toBe(403);
        await call(admin, 'PATCH', `/contestants/${entry.id}/status`, {
          status: 'under_review',
          notes: 'Looks good',
        });
        const seen = (await call(user, 'GET', `/contestants/${entry.id}`)).json().data;
        expect(seen.history.map((h: { to: string }) => h.to)).toEqual(['registered', 'under_review']);
      });

      it('answers my registrations and stats only on the events server', async () => {
        const mine = await call(alice, 'GET', '/contestant-registration/my-stats');
        if (realm === 'events') {
          expect(mine.statusCode).toBe(200);
          expect(mine.json().data.total).toBeGreaterThanOrEqual(1);
          expect(
            (await call(alice, 'GET', '/contestant-registration/my-registrations')).json().data.total,
          ).toBeGreaterThanOrEqual(1);
        } else {
          expect(mine.statusCode).toBe(404);
        }
      });
    });
  });
});
