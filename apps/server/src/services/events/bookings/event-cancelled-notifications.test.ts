// Decision 041: an organiser cancelling an event tells every holder once, with what happens to their money.

import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { addCreditsAsAdmin, inject } from '../../../test/api.js';
import {
  addShow,
  createEventWithSlot,
  EVENT_REALMS,
  lapseHold,
  useRealmWorld,
} from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { toldTo } from '../../../test/notices.js';
import { bookOneSeat, freeShowBookedBy, noticesAbout, twoApiProcesses } from '../notices.fixtures.js';
import { whenText } from '../notices.js';

describe.each(DATABASE_KINDS)('event cancellation notifications on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    const page = realm === 'events' ? '/events/bookings' : '/events/bookings?realm=cultural-events';

    it('tells each holder once, every booking and its money in one notice; a used ticket and a lapsed hold are not told', async () => {
      const { app, admin, alice, bob } = world;
      const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 6,
        priceCredits: 20,
      });
      const second = await addShow(app, realm, eventId, admin, { capacity: 6 });
      const { event, slots } = (
        await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
      ).json().data;
      const carol = await signIn(app, `carol-cancelled-${realm}-${kind}@example.com`);
      const dave = await signIn(app, `dave-cancelled-${realm}-${kind}@example.com`);
      await addCreditsAsAdmin(app, admin, carol.user.id, 20, `carol-cancelled-${realm}`);

      const paid = await bookOneSeat(app, realm, alice, { eventId, slotId }, 'credits');
      const waiting = await bookOneSeat(app, realm, alice, { eventId, slotId: second.id }, 'none');
      const byCard = await bookOneSeat(app, realm, bob, { eventId, slotId }, 'card');
      const used = await bookOneSeat(app, realm, carol, { eventId, slotId }, 'credits');
      await inject(app, bookingsApi.checkIn, {
        realm,
        session: admin,
        body: { ticketCode: used.ticketCode as string, otherDay: true },
      });
      const lapsed = await bookOneSeat(app, realm, dave, { eventId, slotId }, 'none');
      await lapseHold(world.db, lapsed.id);

      const cancel = () =>
        inject(app, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { reason: 'Venue closed' },
        });
      expect((await cancel()).statusCode).toBe(200);
      expect((await cancel()).statusCode).toBe(200);

      const told = async (who: Session) =>
        toldTo(world.db, who.user.id, { kind: ['event-cancelled', 'booking-cancelled', 'booking-refunded'] });
      const forEvent = async (who: Session) =>
        (await told(who)).filter((notice) => notice.onceKey?.startsWith(`event-cancelled:${eventId}:`));
      const first = whenText(
        new Date(slots.find((slot: { id: string }) => slot.id === slotId).startsAt),
        event.timeZone,
      );
      const [aliceNotice] = await forEvent(alice);
      expect(await forEvent(alice)).toHaveLength(1);
      expect(aliceNotice).toMatchObject({
        kind: 'event-cancelled',
        title: `Event cancelled: ${event.title}`,
        link: page,
        emails: 1,
      });
      expect(aliceNotice?.body).toBe(
        `The organiser cancelled ${event.title} and wrote: “Venue closed”. Your booking of 1 seat on ${first} is cancelled. 20 credits were returned to your wallet. Your hold on 1 seat on ${whenText(new Date(second.startsAt), event.timeZone)} was released; nothing was charged.`,
      );
      const [bobNotice] = await forEvent(bob);
      expect(await forEvent(bob)).toHaveLength(1);
      expect(bobNotice?.body).toContain(
        `Your booking of 1 seat on ${first} is cancelled. ₹200 is being refunded to the card or account you paid with.`,
      );
      expect(await forEvent(carol)).toEqual([]);
      expect(await forEvent(dave)).toEqual([]);
      // The event's notice is the only one: no per-booking cancellation or refund besides it.
      for (const id of [paid.id, waiting.id, byCard.id, used.id, lapsed.id])
        expect(
          (await noticesAbout(world.db, id)).filter(
            (notice) => notice.kind === 'booking-cancelled' || notice.kind === 'booking-refunded',
          ),
        ).toEqual([]);
    });

    it('moves an event someone holds a ticket for, and tells them once (event-moved-notifications.test.ts)', async () => {
      const { app, admin, alice } = world;
      const { eventId, slotId, slots } = await freeShowBookedBy(world, prefix, alice);
      const dayLater = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();
      const before = (await toldTo(world.db, alice.user.id, { kind: ['event-moved'] })).length;
      const moved = await inject(app, eventsApi.updateSlot, {
        realm,
        session: admin,
        params: { id: eventId, slotId },
        body: {
          startsAt: dayLater(slots[0].startsAt),
          endsAt: dayLater(slots[0].endsAt),
        },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await toldTo(world.db, alice.user.id, { kind: ['event-moved'] })).toHaveLength(before + 1);
    });
  });
});

describe('event cancellation notifications, two API processes on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  const { realm, prefix } = EVENT_REALMS[0];

  it('two organisers cancelling while a booker cancels: every holder is told exactly once', async () => {
    const db = await database();
    const { one, two, admin, close } = await twoApiProcesses(db);
    for (let round = 0; round < 3; round += 1) {
      const { eventId, slotId } = await createEventWithSlot(one, prefix, admin, {
        capacity: 20,
        priceCredits: 10,
      });
      const holders: { who: Session; bookingId: string }[] = [];
      for (let index = 0; index < 8; index += 1) {
        const who = await signIn(index % 2 ? one : two, `racer-${round}-${index}@example.com`);
        await addCreditsAsAdmin(one, admin, who.user.id, 10, `racer-${round}-${index}`);
        const paid = await bookOneSeat(
          one,
          realm,
          who,
          { eventId, slotId },
          index === 0 ? 'card' : 'credits',
        );
        holders.push({ who, bookingId: paid.id });
      }
      const racer = holders[1] as { who: Session; bookingId: string };
      const answers = await Promise.all([
        inject(one, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { reason: 'Venue closed' },
        }),
        inject(two, eventsApi.cancel, {
          realm,
          session: admin,
          params: { id: eventId },
          body: { reason: 'Venue closed' },
        }),
        inject(two, bookingsApi.cancel, {
          realm,
          session: racer.who,
          params: { id: racer.bookingId },
          body: { reason: 'Racing the organiser' },
        }),
      ]);
      expect(answers.slice(0, 2).map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const { who, bookingId } of holders) {
        const told = await toldTo(db, who.user.id, {
          kind: ['event-cancelled', 'booking-cancelled', 'booking-refunded'],
        });
        expect(told, `holder of ${bookingId}`).toHaveLength(1);
        if (told[0]?.kind === 'booking-refunded') expect(bookingId).toBe(racer.bookingId);
      }
    }
    await close();
  }, 120_000);
});
