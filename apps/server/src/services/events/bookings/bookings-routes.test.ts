// Over 300 lines: every booking route end to end, for both realms on both databases, sharing one app per pair.
import { createHmac } from 'node:crypto';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { sandboxPaymentsApi } from '@engagex/contracts/api/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, endpointUrl, inject, offContract } from '../../../test/api.js';
import {
  addShow,
  createEventWithSlot,
  EVENT_REALMS,
  EVENTS_PAYMENT_SECRET,
  lapseHold,
  realmOfPrefix,
  slotSeatsTaken,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import { sandboxOrderId } from '../../../test/webhooks.js';
import { type CheckoutProof, paidAtSandbox } from '../notices.fixtures.js';
import { expireHolds } from './lifecycle.js';

describe.each(DATABASE_KINDS)('events on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix, other }) => {
    const world = useRealmWorld(kind, realm);
    const otherRealm = realmOfPrefix(other);
    let { db, app, admin, alice, bob } = world;
    beforeAll(() => {
      ({ db, app, admin, alice, bob } = world);
    });

    describe('bookings', () => {
      it('holds seats, takes payment in credits once, and issues a QR ticket', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 10,
          priceCredits: 30,
        });
        const before = await balanceOf(app, alice);
        const held = await inject(app, bookingsApi.create, {
          realm,
          session: alice,
          body: { eventId, slotId, seats: 2 },
        });
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
          (
            await inject(app, bookingsApi.confirm, {
              realm,
              session: alice,
              params: { id: booking.id },
              body: { confirm: true },
            })
          ).statusCode,
        ).toBe(422);

        const paid = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            bookingId: booking.id,
            method: 'credits',
          },
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
        const twice = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: {
            bookingId: booking.id,
            method: 'credits',
          },
        });
        expect(twice.statusCode).toBe(409);
        expect(await balanceOf(app, alice)).toBe(before - 60);
        expect(
          (
            await inject(app, bookingsApi.payment, { realm, session: alice, params: { id: booking.id } })
          ).json().data,
        ).toMatchObject({
          method: 'credits',
          status: 'COMPLETED',
          amountCredits: 60,
          amountInr: 600,
          paidCredits: 60,
        });
        const mine = (await inject(app, bookingsApi.mine, { realm, session: alice })).json().data;
        expect(mine.items.map((b: { id: string }) => b.id)).toContain(booking.id);
      });

      it("filters the user's own bookings by status and event, as the event page asks for its live holds", async () => {
        const first = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const second = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const held = (
          await inject(app, bookingsApi.create, { realm, session: alice, body: { ...first, seats: 1 } })
        ).json().data;
        await inject(app, bookingsApi.create, { realm, session: alice, body: { ...second, seats: 1 } });
        await inject(app, bookingsApi.create, { realm, session: bob, body: { ...first, seats: 1 } });
        const ids = async (query: { status: 'held' | 'confirmed'; eventId: string }) =>
          (await inject(app, bookingsApi.mine, { realm, session: alice, query }))
            .json()
            .data.items.map((b: { id: string }) => b.id);
        expect(await ids({ status: 'held', eventId: first.eventId })).toEqual([held.id]);
        expect(await ids({ status: 'confirmed', eventId: first.eventId })).toEqual([]);
        expect(
          (
            await inject(app, bookingsApi.mine, {
              realm,
              session: alice,
              query: { status: offContract('nonsense') },
            })
          ).statusCode,
        ).toBe(400);
      });

      it('confirms a free booking at once with a ticket, and records every hold in the activity log', async () => {
        const free = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 0 });
        const paid = await createEventWithSlot(app, prefix, admin, { capacity: 5, priceCredits: 20 });
        const ticket = (
          await inject(app, bookingsApi.create, { realm, session: alice, body: { ...free, seats: 1 } })
        ).json().data;
        expect(ticket).toMatchObject({
          status: 'confirmed',
          paymentMethod: 'free',
          paymentStatus: 'COMPLETED',
        });
        expect(ticket.ticketCode).toMatch(/^[A-Z0-9]{12}$/);
        expect(ticket.holdExpiresAt).toBeNull();
        const held = (
          await inject(app, bookingsApi.create, { realm, session: alice, body: { ...paid, seats: 2 } })
        ).json().data;
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
        const held = (
          await inject(app, bookingsApi.create, { realm, session: bob, body: { eventId, slotId, seats: 1 } })
        ).json().data;
        const refused = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: bob,
          body: {
            bookingId: held.id,
            method: 'credits',
          },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe('Insufficient credits');
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: held.id } })).json().data
            .status,
        ).toBe('held');
      });

      it('keeps bookings private and refuses sold-out and bad requests cleanly', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 2,
          priceCredits: 0,
        });
        const mine = (
          await inject(app, bookingsApi.create, {
            realm,
            session: alice,
            body: { eventId, slotId, seats: 2 },
          })
        ).json().data;
        expect(mine.status).toBe('confirmed');
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: mine.id } })).statusCode,
        ).toBe(404);
        expect(
          (
            await inject(app, bookingsApi.cancel, {
              realm,
              session: bob,
              params: { id: mine.id },
              body: { reason: 'not mine' },
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await inject(app, bookingsApi.get, { realm, session: admin, params: { id: mine.id } })).statusCode,
        ).toBe(200);
        const soldOut = await inject(app, bookingsApi.create, {
          realm,
          session: bob,
          body: { eventId, slotId, seats: 1 },
        });
        expect(soldOut.statusCode).toBe(422);
        expect(soldOut.json().message).toBe('Sold out');
        expect(
          (
            await inject(app, bookingsApi.create, {
              realm,
              session: bob,
              body: { eventId, slotId, seats: offContract(11) },
            })
          ).statusCode,
        ).toBe(400);
        expect(
          (
            await inject(app, bookingsApi.create, {
              realm,
              session: bob,
              body: { eventId, slotId, seats: offContract(0) },
            })
          ).statusCode,
        ).toBe(400);
        expect(
          (
            await inject(app, bookingsApi.create, {
              realm,
              session: bob,
              body: { eventId: slotId, slotId, seats: 1 },
            })
          ).statusCode,
        ).toBe(404);
        const foreign = await inject(app, bookingsApi.create, {
          realm: otherRealm,
          session: bob,
          body: { eventId, slotId, seats: 1 },
        });
        expect(foreign.statusCode).toBe(404);
      });

      it('frees the seats of a lapsed hold, and refunds a gateway payment that arrives after it', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 3,
          priceCredits: 25,
        });
        const held = (
          await inject(app, bookingsApi.create, { realm, session: bob, body: { eventId, slotId, seats: 3 } })
        ).json().data;
        const started = await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: bob,
          body: {
            bookingId: held.id,
            method: 'gateway',
          },
        });
        expect(started.statusCode).toBe(200);
        const { purchaseId, paymentUrl } = started.json().data.payment;
        // The sandbox's checkout: its Pay is the sandbox gateway's endpoint for this order.
        expect(`${new URL(paymentUrl).pathname}/pay`).toBe(
          endpointUrl(sandboxPaymentsApi.pay, { orderId: sandboxOrderId(paymentUrl) }),
        );
        await lapseHold(db, held.id);
        expect(await expireHolds(db.db)).toBeGreaterThanOrEqual(1);
        expect(await slotSeatsTaken(db, slotId)).toBe(0);
        const other = await inject(app, bookingsApi.create, {
          realm,
          session: alice,
          body: { eventId, slotId, seats: 3 },
        });
        expect(other.statusCode).toBe(201);

        const orderId = paymentUrl.split('/').pop();
        const paymentId = 'late_payment';
        const signature = createHmac('sha256', EVENTS_PAYMENT_SECRET)
          .update(`${orderId}|${paymentId}`)
          .digest('hex');
        const late = await inject(app, bookingsApi.completePayment, {
          realm,
          session: bob,
          body: {
            bookingId: held.id,
            purchaseId,
            paymentId,
            signature,
          },
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
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: held.id } })).json().data
            .status,
        ).toBe('expired');
        expect(await slotSeatsTaken(db, slotId)).toBe(3);
      });

      it('confirms through the gateway while the hold is live', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 3,
          priceCredits: 25,
        });
        const held = (
          await inject(app, bookingsApi.create, { realm, session: bob, body: { eventId, slotId, seats: 2 } })
        ).json().data;
        const { purchaseId, paymentUrl } = (
          await inject(app, bookingsApi.initiatePayment, {
            realm,
            session: bob,
            body: { bookingId: held.id, method: 'gateway' },
          })
        ).json().data.payment;
        const pay = await app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/pay` });
        const landing = new URL(pay.headers.location as string);
        expect(landing.pathname).toBe('/events/payment-return');
        const { kind: _kind, realm: _realm, id, ...query } = Object.fromEntries(landing.searchParams);
        expect(id).toBe(held.id);
        expect(query.purchaseId).toBe(purchaseId);
        const done = await inject(app, bookingsApi.completePayment, {
          realm,
          session: bob,
          body: { bookingId: held.id, ...(query as CheckoutProof) },
        });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.booking).toMatchObject({
          status: 'confirmed',
          paymentMethod: 'gateway',
          paymentStatus: 'COMPLETED',
        });
        expect(await balanceOf(app, bob)).toBe(0);
        const again = await inject(app, bookingsApi.completePayment, {
          realm,
          session: bob,
          body: { bookingId: held.id, ...(query as CheckoutProof) },
        });
        expect(again.statusCode).toBe(200);
        expect(await balanceOf(app, bob)).toBe(0);
      });

      it('completes a booking only with a payment made for it, by its own booker', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 4,
          priceCredits: 25,
        });
        const first = (
          await inject(app, bookingsApi.create, { realm, session: bob, body: { eventId, slotId, seats: 1 } })
        ).json().data;
        const second = (
          await inject(app, bookingsApi.create, { realm, session: bob, body: { eventId, slotId, seats: 1 } })
        ).json().data;
        const { paymentUrl } = (
          await inject(app, bookingsApi.initiatePayment, {
            realm,
            session: bob,
            body: { bookingId: first.id, method: 'gateway' },
          })
        ).json().data.payment;
        const proof = await paidAtSandbox(app, paymentUrl);
        const purchaseStatus = async () =>
          (
            await db.db
              .selectFrom('credit_purchases')
              .select('status')
              .where('id', '=', proof.purchaseId)
              .executeTakeFirstOrThrow()
          ).status;
        const before = await purchaseStatus();

        const misplaced = await inject(app, bookingsApi.completePayment, {
          realm,
          session: bob,
          body: {
            bookingId: second.id,
            ...proof,
          },
        });
        expect(misplaced.statusCode).toBe(400);
        expect(misplaced.json().message).toBe('This payment is not for this booking');
        const stranger = await inject(app, bookingsApi.completePayment, {
          realm,
          session: alice,
          body: {
            bookingId: first.id,
            ...proof,
          },
        });
        expect(stranger.statusCode).toBe(404);
        expect(await purchaseStatus()).toBe(before);
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: first.id } })).json().data
            .status,
        ).toBe('held');
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: second.id } })).json().data
            .status,
        ).toBe('held');

        const done = await inject(app, bookingsApi.completePayment, {
          realm,
          session: bob,
          body: { bookingId: first.id, ...proof },
        });
        expect(done.statusCode).toBe(200);
        expect(done.json().data.booking.status).toBe('confirmed');
        expect(
          (await inject(app, bookingsApi.get, { realm, session: bob, params: { id: second.id } })).json().data
            .status,
        ).toBe('held');
      });

      it('cancels a paid booking with a refund, transfers another, and checks a ticket in once', async () => {
        const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
          capacity: 5,
          priceCredits: 10,
        });
        const otherSlot = (await addShow(app, realm, eventId, admin, { capacity: 2 })).id;
        const before = await balanceOf(app, alice);
        const booking = (
          await inject(app, bookingsApi.create, {
            realm,
            session: alice,
            body: { eventId, slotId, seats: 2 },
          })
        ).json().data;
        await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: { bookingId: booking.id, method: 'credits' },
        });
        const options = (
          await inject(app, bookingsApi.transferOptions, {
            realm,
            session: alice,
            params: { id: booking.id },
          })
        ).json().data.options;
        expect(options.map((slot: { id: string }) => slot.id)).toEqual([otherSlot]);
        const moved = await inject(app, bookingsApi.transfer, {
          realm,
          session: alice,
          body: {
            bookingId: booking.id,
            targetSlotId: otherSlot,
          },
        });
        expect(moved.json().data.slotId).toBe(otherSlot);
        expect([await slotSeatsTaken(db, slotId), await slotSeatsTaken(db, otherSlot)]).toEqual([0, 2]);

        const ticket = moved.json().data.ticketCode;
        expect(
          (await inject(app, bookingsApi.checkIn, { realm, session: alice, body: { ticketCode: ticket } }))
            .statusCode,
        ).toBe(403);
        // The show is days away: a plain scan warns and says which show the ticket is for, admitting nobody.
        const early = await inject(app, bookingsApi.checkIn, {
          realm,
          session: admin,
          body: { ticketCode: ticket },
        });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toMatch(/^This ticket is for the show on .+, not today's/);
        const slotStartsAt = moved.json().data.slot.startsAt;
        expect(early.json().details).toEqual([
          { path: 'slotStartsAt', message: slotStartsAt },
          { path: 'timeZone', message: 'Asia/Kolkata' },
        ]);
        const first = await inject(app, bookingsApi.checkIn, {
          realm,
          session: admin,
          body: { ticketCode: ticket, otherDay: true },
        });
        expect(first.json().data.checkedInAt).not.toBeNull();
        const secondScan = await inject(app, bookingsApi.checkIn, {
          realm,
          session: admin,
          body: {
            ticketCode: ticket,
            otherDay: true,
          },
        });
        expect(secondScan.statusCode).toBe(409);
        expect(secondScan.json().message).toBe(
          `Ticket already checked in at ${first.json().data.checkedInAt}`,
        );

        const other2 = (
          await inject(app, bookingsApi.create, {
            realm,
            session: alice,
            body: { eventId, slotId, seats: 1 },
          })
        ).json().data;
        await inject(app, bookingsApi.initiatePayment, {
          realm,
          session: alice,
          body: { bookingId: other2.id, method: 'credits' },
        });
        const cancelled = await inject(app, bookingsApi.cancel, {
          realm,
          session: alice,
          params: { id: other2.id },
          body: {
            reason: 'Plans changed',
          },
        });
        expect(cancelled.json().data).toMatchObject({
          status: 'cancelled',
          paymentStatus: 'REFUNDED',
          cancelReason: 'Plans changed',
        });
        expect(await balanceOf(app, alice)).toBe(before - 20);
        expect(
          (
            await inject(app, bookingsApi.cancel, {
              realm,
              session: alice,
              params: { id: other2.id },
              body: { reason: 'Again' },
            })
          ).statusCode,
        ).toBe(409);
        expect(await slotSeatsTaken(db, slotId)).toBe(0);
      });
    });
  });
});
