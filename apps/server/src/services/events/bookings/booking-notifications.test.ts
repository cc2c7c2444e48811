// Over 300 lines: one test per way a booking changes, each told once, on both realms and databases; they share one world and its show.
// Decision 041: every way a booking changes tells its booker once, in the change's transaction; a refusal tells nothing.
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import {
  addShow,
  createEventWithSlot,
  EVENT_REALMS,
  lapseHold,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS, type Session } from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { noticesAbout, paidAtSandbox, sandboxWebhook } from '../notices.fixtures.js';
import { whenText } from '../notices.js';
import { releaseLapsedHoldsOf } from './lifecycle.js';

describe.each(DATABASE_KINDS)('booking notifications on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    const page = realm === 'events' ? '/events/bookings' : '/events/bookings?realm=cultural-events';

    /** A published event with one slot, and what its notices should name. */
    async function show(input: { capacity: number; priceCredits: number }) {
      const ids = await createEventWithSlot(world.app, prefix, world.admin, input);
      const { event, slots } = (
        await inject(world.app, eventsApi.get, { realm, session: world.admin, params: { id: ids.eventId } })
      ).json().data;
      return { ...ids, title: event.title as string, timeZone: event.timeZone as string, slot: slots[0] };
    }
    const hold = async (who: Session, at: { eventId: string; slotId: string }, seats = 1) =>
      inject(world.app, bookingsApi.create, {
        realm,
        session: who,
        body: { eventId: at.eventId, slotId: at.slotId, seats },
      });
    /** A gateway checkout for a hold, paid at the sandbox: the proof its return carries. */
    async function payByCard(who: Session, bookingId: string) {
      const started = await inject(world.app, bookingsApi.initiatePayment, {
        realm,
        session: who,
        body: {
          bookingId,
          method: 'gateway',
        },
      });
      const { paymentUrl, purchaseId } = started.json().data.payment;
      const proof = await paidAtSandbox(world.app, paymentUrl);
      return {
        paymentUrl: paymentUrl as string,
        purchaseId: purchaseId as string,
        paymentId: proof.paymentId as string,
        signature: proof.signature as string,
      };
    }
    const webhook = (paymentUrl: string, paymentId: string) =>
      sandboxWebhook(world.app, paymentUrl, paymentId);

    it('confirms a free booking at once with its ticket in the notice; holds refused as sold out tell nothing', async () => {
      const free = await show({ capacity: 3, priceCredits: 0 });
      const people = [world.alice, world.bob];
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => hold(people[index % 2] as Session, free)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422]);
      const booked = answers
        .filter((answer) => answer.statusCode === 201)
        .map((answer) => answer.json().data);
      for (const booking of booked) {
        const told = await noticesAbout(world.db, booking.id);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          kind: 'booking-confirmed',
          title: `Ticket confirmed: ${free.title}`,
          link: page,
          onceKey: `booking-confirmed:${booking.id}`,
          emails: 1,
          details: {
            ticket: {
              bookingId: booking.id,
              code: booking.ticketCode,
              qrPayload: `ENGAGEX:${realm}:${booking.ticketCode}`,
              eventTitle: free.title,
              showName: null,
              venueName: 'Pune',
              venueAddress: 'Pune, Maharashtra',
              startsAt: free.slot.startsAt,
              endsAt: free.slot.endsAt,
              timeZone: free.timeZone,
              seats: 1,
            },
          },
        });
        expect(told[0]?.body).toContain(
          `1 seat for ${free.title} on ${whenText(new Date(free.slot.startsAt), free.timeZone)} at Pune`,
        );
        expect(told[0]?.body).toContain(`Ticket code ${booking.ticketCode}`);
        expect(told[0]?.body).toContain('Free: there was nothing to pay.');
      }
      const everyone = [
        ...(await toldTo(world.db, world.alice.user.id)),
        ...(await toldTo(world.db, world.bob.user.id)),
      ];
      expect(everyone.filter((notice) => notice.body.includes(free.title))).toHaveLength(3);
    });

    it('lists each person of a free booking of several in its notice, as the grouped hold wrote their tickets', async () => {
      const free = await show({ capacity: 5, priceCredits: 0 });
      const booked = await inject(world.app, bookingsApi.create, {
        realm,
        session: world.alice,
        body: {
          eventId: free.eventId,
          slotId: free.slotId,
          seats: 2,
          attendees: [{ name: 'Asha Rao' }, { name: 'Ravi Kumar' }],
        },
      });
      expect(booked.statusCode).toBe(201);
      const booking = booked.json().data;
      const [told] = await noticesAbout(world.db, booking.id);
      const people = (
        told?.details.ticket as { people?: { code: string; name: string | null }[] } | undefined
      )?.people;
      expect(people).toEqual(
        booking.tickets.map(
          (ticket: { code: string; attendeeName: string | null; ticketTypeName: string }) => ({
            code: ticket.code,
            qrPayload: `ENGAGEX:${realm}:${ticket.code}`,
            name: ticket.attendeeName,
            typeName: ticket.ticketTypeName,
          }),
        ),
      );
      expect(people?.map((person) => person.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
    });

    it('sends the ticket of a free booking the step-by-step hold confirms, and takes it back when sold out', async () => {
      // A lapsed paid hold fills the slot, so the grouped statement finds no room and the step-by-step way frees it.
      const event = await show({ capacity: 1, priceCredits: 10 });
      const lapsed = (await hold(world.bob, event)).json().data;
      await lapseHold(world.db, lapsed.id);
      await inject(world.app, eventsApi.update, {
        realm,
        session: world.admin,
        params: { id: event.eventId },
        body: { priceCredits: 0 },
      });
      const booked = await hold(world.alice, event);
      expect(booked.statusCode).toBe(201);
      const told = await noticesAbout(world.db, booked.json().data.id);
      expect(told.map((notice) => [notice.kind, notice.emails])).toEqual([['booking-confirmed', 1]]);
      const before = await toldTo(world.db, world.bob.user.id);
      const soldOut = await hold(world.bob, event);
      expect(soldOut.json().message).toBe('Sold out');
      expect(await toldTo(world.db, world.bob.user.id)).toEqual(before);
    });

    it('tells nothing for a hold, then sends the ticket and the receipt once it is paid in credits', async () => {
      const paid = await show({ capacity: 5, priceCredits: 30 });
      const booking = (await hold(world.alice, paid, 2)).json().data;
      expect(await noticesAbout(world.db, booking.id)).toEqual([]);
      const pay = () =>
        inject(world.app, bookingsApi.initiatePayment, {
          realm,
          session: world.alice,
          body: {
            bookingId: booking.id,
            method: 'credits',
          },
        });
      expect((await pay()).statusCode).toBe(200);
      expect((await pay()).statusCode).toBe(409);
      const told = await noticesAbout(world.db, booking.id);
      expect(told.map((notice) => notice.kind)).toEqual(['booking-confirmed']);
      expect(told[0]?.body).toContain('Paid 60 credits from your wallet.');
      expect(told[0]?.details.ticket).toMatchObject({ bookingId: booking.id, seats: 2 });
    });

    it('confirms a card payment reported by the webhook and the checkout return at once, and tells once', async () => {
      const paid = await show({ capacity: 5, priceCredits: 25 });
      const booking = (await hold(world.bob, paid)).json().data;
      const { paymentUrl, purchaseId, paymentId, signature } = await payByCard(world.bob, booking.id);
      const [fromGateway, fromBrowser] = await Promise.all([
        webhook(paymentUrl, paymentId),
        inject(world.app, bookingsApi.completePayment, {
          realm,
          session: world.bob,
          body: {
            bookingId: booking.id,
            purchaseId,
            paymentId,
            signature,
          },
        }),
      ]);
      expect([fromGateway.statusCode, fromBrowser.statusCode]).toEqual([200, 200]);
      expect((await webhook(paymentUrl, paymentId)).statusCode).toBe(200);
      const told = await noticesAbout(world.db, booking.id);
      expect(told.map((notice) => notice.kind)).toEqual(['booking-confirmed']);
      expect(told[0]?.body).toContain('Paid ₹250 online (25 credits).');
      expect(told[0]?.details).toMatchObject({ reference: paymentId, ticket: { bookingId: booking.id } });
    });

    it('says where the money went when a booking is cancelled: nothing for a released hold, credits, the card', async () => {
      const paid = await show({ capacity: 6, priceCredits: 20 });
      const released = (await hold(world.alice, paid)).json().data;
      expect(
        (
          await inject(world.app, bookingsApi.confirm, {
            realm,
            session: world.alice,
            params: { id: released.id },
            body: { confirm: false },
          })
        ).statusCode,
      ).toBe(200);
      expect(await noticesAbout(world.db, released.id)).toMatchObject([
        { kind: 'booking-cancelled', title: `Booking cancelled: ${paid.title}`, link: page },
      ]);
      expect((await noticesAbout(world.db, released.id))[0]?.body).toContain(
        'Nothing had been paid, so there is nothing to refund.',
      );

      const inCredits = (await hold(world.alice, paid)).json().data;
      await inject(world.app, bookingsApi.initiatePayment, {
        realm,
        session: world.alice,
        body: {
          bookingId: inCredits.id,
          method: 'credits',
        },
      });
      await inject(world.app, bookingsApi.cancel, {
        realm,
        session: world.alice,
        params: { id: inCredits.id },
        body: { reason: 'Plans changed' },
      });
      const refund = (await noticesAbout(world.db, inCredits.id)).filter(
        (notice) => notice.kind === 'booking-refunded',
      );
      expect(refund).toHaveLength(1);
      expect(refund[0]?.body).toMatch(
        /^You cancelled your booking of 1 seat for .*\. 20 credits were returned to your wallet\.$/,
      );
      expect(refund[0]?.emails).toBe(1);

      const byCard = (await hold(world.bob, paid)).json().data;
      const proof = await payByCard(world.bob, byCard.id);
      await inject(world.app, bookingsApi.completePayment, {
        realm,
        session: world.bob,
        body: {
          bookingId: byCard.id,
          purchaseId: proof.purchaseId,
          paymentId: proof.paymentId,
          signature: proof.signature,
        },
      });
      expect(
        (
          await inject(world.app, bookingsApi.cancel, {
            realm,
            session: world.admin,
            params: { id: byCard.id },
            body: { reason: 'Seat broken' },
          })
        ).statusCode,
      ).toBe(200);
      const cardRefund = (await noticesAbout(world.db, byCard.id)).filter(
        (notice) => notice.kind === 'booking-refunded',
      );
      expect(cardRefund).toHaveLength(1);
      expect(cardRefund[0]?.body).toMatch(
        /^The organiser cancelled your booking of 1 seat .* \(Seat broken\)\. ₹200 is being refunded to the card or account you paid with\.$/,
      );
      expect(cardRefund[0]?.details.reference).toBe(proof.paymentId);
    });

    it('tells nothing when a cancel is refused: a used ticket stays as it is', async () => {
      const paid = await show({ capacity: 3, priceCredits: 10 });
      const booking = (await hold(world.alice, paid)).json().data;
      const confirmed = (
        await inject(world.app, bookingsApi.initiatePayment, {
          realm,
          session: world.alice,
          body: {
            bookingId: booking.id,
            method: 'credits',
          },
        })
      ).json().data.booking;
      expect(
        (
          await inject(world.app, bookingsApi.checkIn, {
            realm,
            session: world.admin,
            body: {
              ticketCode: confirmed.ticketCode,
              otherDay: true,
            },
          })
        ).statusCode,
      ).toBe(200);
      const refused = await inject(world.app, bookingsApi.cancel, {
        realm,
        session: world.alice,
        params: { id: booking.id },
        body: {
          reason: 'Too late',
        },
      });
      expect(refused.statusCode).toBe(422);
      expect((await noticesAbout(world.db, booking.id)).map((notice) => notice.kind)).toEqual([
        'booking-confirmed',
      ]);
    });

    it('tells the new show when a booking is transferred, with the ticket that admits to it', async () => {
      const paid = await show({ capacity: 4, priceCredits: 10 });
      const target = await addShow(world.app, realm, paid.eventId, world.admin, { capacity: 4 });
      const booking = (await hold(world.alice, paid)).json().data;
      const ticket = (
        await inject(world.app, bookingsApi.initiatePayment, {
          realm,
          session: world.alice,
          body: {
            bookingId: booking.id,
            method: 'credits',
          },
        })
      ).json().data.booking.ticketCode;
      expect(
        (
          await inject(world.app, bookingsApi.transfer, {
            realm,
            session: world.alice,
            body: {
              bookingId: booking.id,
              targetSlotId: target.id,
            },
          })
        ).statusCode,
      ).toBe(200);
      const moved = (await toldTo(world.db, world.alice.user.id, { kind: ['booking-transferred'] })).filter(
        (notice) =>
          notice.details.ticket && (notice.details.ticket as { bookingId: string }).bookingId === booking.id,
      );
      expect(moved).toHaveLength(1);
      const [from, to] = [paid.slot.startsAt, target.startsAt].map((at: string) =>
        whenText(new Date(at), paid.timeZone),
      );
      expect(moved[0]?.body).toContain(`moved from ${from} to ${to}`);
      expect(moved[0]?.body).toContain(`Your ticket code ${ticket} stays the same.`);
      expect(moved[0]?.details.ticket).toMatchObject({
        startsAt: target.startsAt,
        endsAt: target.endsAt,
        code: ticket,
      });
    });

    /** bob's hold on a show of 15 credits a seat, paid at the sandbox and then lapsed before the payment lands. */
    async function cardPaidAfterLapse() {
      const paid = await show({ capacity: 2, priceCredits: 15 });
      const booking = (await hold(world.bob, paid)).json().data;
      const proof = await payByCard(world.bob, booking.id);
      await lapseHold(world.db, booking.id);
      return { paid, booking, proof };
    }

    it('tells the booker that a card payment arriving after the hold lapsed is refunded, once', async () => {
      const { booking, proof } = await cardPaidAfterLapse();
      const body = {
        bookingId: booking.id,
        purchaseId: proof.purchaseId,
        paymentId: proof.paymentId,
        signature: proof.signature,
      };
      expect(
        (await inject(world.app, bookingsApi.completePayment, { realm, session: world.bob, body }))
          .statusCode,
      ).toBe(422);
      expect((await webhook(proof.paymentUrl, proof.paymentId)).statusCode).toBe(200);
      const told = await noticesAbout(world.db, proof.purchaseId);
      expect(told.map((notice) => notice.kind)).toEqual(['booking-refunded']);
      expect(told[0]?.body).toContain(
        'Your seat hold expired before the payment arrived. ₹150 is being refunded',
      );
      expect(await noticesAbout(world.db, booking.id)).toEqual([]);
    });

    it('says the hold expired first also when the sweep released it before the payment arrived', async () => {
      const { paid, proof } = await cardPaidAfterLapse();
      await releaseLapsedHoldsOf(world.db.db, paid.slotId);
      expect((await webhook(proof.paymentUrl, proof.paymentId)).statusCode).toBe(200);
      const told = await noticesAbout(world.db, proof.purchaseId);
      expect(told.map((notice) => notice.kind)).toEqual(['booking-refunded']);
      expect(told[0]?.body).toContain(
        'Your seat hold expired before the payment arrived. ₹150 is being refunded',
      );
    });
  });
});
