// Decision 039: an organiser may move a booked event or show; everyone holding a place is told once, in the move.

import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import type { NotificationDetails } from '../../../platform/notifications/outbox.js';
import { renderEmail } from '../../../platform/notifications/render.js';
import { inject } from '../../../test/api.js';
import { createEventWithSlot, EVENT_REALMS, lapseHold, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn, useTestDatabase } from '../../../test/harness.js';
import { writtenTo } from '../../../test/notices.js';
import { bookOneSeat, enterCompetition, freeShowBookedBy, twoApiProcesses } from '../notices.fixtures.js';
import { whenText } from '../notices.js';

const DAY = 86_400_000;
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** An instant as the calendar file writes it in UTC: 20261129T133000Z. */
const icsTime = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;

describe.each(DATABASE_KINDS)('event moved notifications on %s', (kind) => {
  describe.each(EVENT_REALMS)('$prefix', ({ realm, prefix }) => {
    const world = useRealmWorld(kind, realm);
    const page = realm === 'events' ? '/events/bookings' : '/events/bookings?realm=cultural-events';
    const moved = (who: Session) => writtenTo(world.db, who.user.id, { kind: ['event-moved'] });
    const person = (name: string) => signIn(world.app, `${name}-moved-${realm}-${kind}@example.com`);

    it('tells each live holder once, with the old and new time and their money; cancelled and lapsed holds are not told', async () => {
      const { app, admin, alice, bob } = world;
      const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 6,
        priceCredits: 20,
      });
      const [carol, dave, erin] = [await person('carol'), await person('dave'), await person('erin')];
      const paid = await bookOneSeat(app, realm, alice, { eventId, slotId }, 'credits');
      await bookOneSeat(app, realm, bob, { eventId, slotId }, 'card');
      await bookOneSeat(app, realm, carol, { eventId, slotId }, 'none');
      const released = await bookOneSeat(app, realm, dave, { eventId, slotId }, 'none');
      await inject(app, bookingsApi.confirm, {
        realm,
        session: dave,
        params: { id: released.id },
        body: { confirm: false },
      });
      const lapsed = await bookOneSeat(app, realm, erin, { eventId, slotId }, 'none');
      await lapseHold(world.db, lapsed.id);
      const { event, slots } = (
        await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
      ).json().data;
      const [slot] = slots;
      const to = { startsAt: shift(slot.startsAt, DAY), endsAt: shift(slot.endsAt, DAY) };

      const answer = await inject(app, eventsApi.updateSlot, {
        realm,
        session: admin,
        params: { id: eventId, slotId },
        body: to,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      // The same move again finds nothing to move, and tells nobody twice.
      expect(
        (
          await inject(app, eventsApi.updateSlot, {
            realm,
            session: admin,
            params: { id: eventId, slotId },
            body: to,
          })
        ).statusCode,
      ).toBe(200);

      const [old, now] = [
        whenText(new Date(slot.startsAt), event.timeZone),
        whenText(new Date(to.startsAt), event.timeZone),
      ];
      const [aliceNotice] = await moved(alice);
      expect(await moved(alice)).toHaveLength(1);
      expect(aliceNotice).toMatchObject({ title: `Event moved: ${event.title}`, link: page, emails: 1 });
      expect(aliceNotice?.body).toBe(
        `The organiser moved ${event.title}. Your 1 seat moved from ${old} to ${now}, and your ticket ${paid.ticketCode} stays valid at the new time. If the new time does not suit you, cancel your booking in My bookings before the show for a full refund of 20 credits to your wallet.`,
      );
      expect(aliceNotice?.details.ticket).toMatchObject({ bookingId: paid.id, startsAt: to.startsAt });
      const [bobNotice] = await moved(bob);
      expect(await moved(bob)).toHaveLength(1);
      expect(bobNotice?.body).toContain(
        'before the show for a full refund to the card or account you paid with.',
      );
      const [carolNotice] = await moved(carol);
      expect(carolNotice?.body).toContain(
        `Your hold on 1 seat moved from ${old} to ${now}; nothing has been charged.`,
      );
      expect(carolNotice?.details.ticket).toBeUndefined();
      expect(await moved(dave)).toEqual([]);
      expect(await moved(erin)).toEqual([]);
      // What the booker reads in My bookings is the new time.
      expect(
        (await inject(app, bookingsApi.get, { realm, session: alice, params: { id: paid.id } })).json().data
          .slot.startsAt,
      ).toBe(to.startsAt);

      // The email's calendar file replaces the ticket's entry: same UID, the new start.
      const email = await renderEmail(
        {
          id: aliceNotice?.id as string,
          kind: 'event-moved',
          title: aliceNotice?.title as string,
          body: aliceNotice?.body as string,
          link: aliceNotice?.link ?? null,
          details: aliceNotice?.details as NotificationDetails,
          createdAt: new Date(),
        },
        { name: 'Alice', email: 'alice@example.com' },
        { publicUrl: 'https://engagex.test' },
      );
      const ics = email.attachments.find((file) => file.contentType.startsWith('text/calendar'));
      const calendar = ics?.content.toString('utf8').replace(/\r\n[ \t]/g, '') ?? '';
      expect(calendar).toContain(`UID:${paid.id}@engagex`);
      expect(calendar).toContain(`DTSTART:${icsTime(to.startsAt)}`);
    });

    it('tells ticket holders a new time zone: the same instant, read at another time', async () => {
      const { app, admin, alice } = world;
      const { eventId, slots } = await freeShowBookedBy(world, prefix, alice);
      const before = (await moved(alice)).length;
      const answer = await inject(app, eventsApi.update, {
        realm,
        session: admin,
        params: { id: eventId },
        body: { timeZone: 'Europe/Berlin' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const told = (await moved(alice)).slice(before);
      expect(told).toHaveLength(1);
      const at = new Date(slots[0].startsAt);
      expect(told[0]?.body).toContain(
        `from ${whenText(at, 'Asia/Kolkata')} to ${whenText(at, 'Europe/Berlin')}`,
      );
      expect(told[0]?.body).toContain('it was free, so there is nothing to refund.');
    });

    it('refuses to move a show that has started, or into the past, and tells nobody', async () => {
      const { app, admin, bob } = world;
      const { eventId, slotId, slots } = await freeShowBookedBy(world, prefix, bob);
      const into = await inject(app, eventsApi.updateSlot, {
        realm,
        session: admin,
        params: { id: eventId, slotId },
        body: {
          startsAt: new Date(Date.now() - DAY).toISOString(),
          endsAt: slots[0].endsAt,
        },
      });
      expect(into.statusCode).toBe(400);
      const before = (await moved(bob)).length;
      // The show began an hour ago.
      const begun = new Date(Date.now() - 3600_000);
      await world.db.db.updateTable('events').set({ starts_at: begun }).where('id', '=', eventId).execute();
      await world.db.db
        .updateTable('event_slots')
        .set({ starts_at: begun })
        .where('id', '=', slotId)
        .execute();
      const slotMove = await inject(app, eventsApi.updateSlot, {
        realm,
        session: admin,
        params: { id: eventId, slotId },
        body: {
          startsAt: shift(slots[0].startsAt, DAY),
          endsAt: shift(slots[0].endsAt, DAY),
        },
      });
      expect(slotMove.statusCode).toBe(422);
      expect(slotMove.json().message).toBe(
        'This show has already started, so its times can no longer change',
      );
      const zoneMove = await inject(app, eventsApi.update, {
        realm,
        session: admin,
        params: { id: eventId },
        body: { timeZone: 'Europe/Berlin' },
      });
      expect(zoneMove.statusCode).toBe(422);
      expect(zoneMove.json().message).toBe(
        'This event has already started, so its start and time zone can no longer change',
      );
      expect((await moved(bob)).length).toBe(before);
    });

    it('tells an entrant with a live entry when the competition moves, and not one who withdrew', async () => {
      const { app, admin, alice, bob } = world;
      const { eventId } = await createEventWithSlot(app, prefix, admin, {
        capacity: 50,
        priceCredits: 0,
        startsInHours: 24 * 30,
        competition: { fee: 100, perExtra: 50, maxGroup: 3 },
      });
      const enter = async (who: Session) => (await enterCompetition(app, realm, who, eventId)).json().data;
      const entry = await enter(alice);
      const paid = await inject(app, contestantsApi.initiatePayment, {
        realm,
        session: alice,
        body: {
          contestantId: entry.id,
          method: 'credits',
        },
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
      const left = await enter(bob);
      await inject(app, contestantsApi.cancel, {
        realm,
        session: bob,
        params: { id: left.id },
        body: { reason: 'Cannot come' },
      });
      const [aliceBefore, bobBefore] = [(await moved(alice)).length, (await moved(bob)).length];
      const { event } = (
        await inject(app, eventsApi.get, { realm, session: admin, params: { id: eventId } })
      ).json().data;
      const earlier = shift(event.startsAt, -3600_000);
      const answer = await inject(app, eventsApi.update, {
        realm,
        session: admin,
        params: { id: eventId },
        body: { startsAt: earlier },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const told = (await moved(alice)).slice(aliceBefore);
      expect(told).toHaveLength(1);
      expect(told[0]?.link).toBe(
        realm === 'events' ? '/events/registrations' : '/events/registrations?realm=cultural-events',
      );
      expect(told[0]?.body).toBe(
        `The organiser moved ${event.title}. The competition now starts ${whenText(new Date(earlier), event.timeZone)} (it was ${whenText(new Date(event.startsAt), event.timeZone)}), and your entry stands. If the new time does not suit you, withdraw your entry in My registrations before it starts: the whole fee comes back to your wallet until 7 days before the new start, half of it after that.`,
      );
      expect((await moved(bob)).length).toBe(bobBefore);
    });
  });
});

describe('a booking racing a move, two API processes on one PostgreSQL', () => {
  const database = useTestDatabase('postgres');
  const { realm, prefix } = EVENT_REALMS[0];

  it('is either told of the move or booked at the new time, never booked at the old time untold', async () => {
    const db = await database();
    const { one, two, admin, close } = await twoApiProcesses(db);
    for (let round = 0; round < 3; round += 1) {
      const { eventId, slotId } = await createEventWithSlot(one, prefix, admin, {
        capacity: 20,
        priceCredits: 0,
      });
      const { slots } = (
        await inject(one, eventsApi.get, { realm, session: admin, params: { id: eventId } })
      ).json().data;
      const to = { startsAt: shift(slots[0].startsAt, DAY), endsAt: shift(slots[0].endsAt, DAY) };
      const racers: Session[] = [];
      for (let index = 0; index < 6; index += 1)
        racers.push(await signIn(index % 2 ? one : two, `mover-${round}-${index}@example.com`));
      const answers = await Promise.all([
        ...racers.map((who, index) =>
          inject(index % 2 ? one : two, bookingsApi.create, {
            realm,
            session: who,
            body: { eventId, slotId, seats: 1 },
          }),
        ),
        inject(round % 2 ? one : two, eventsApi.updateSlot, {
          realm,
          session: admin,
          params: { id: eventId, slotId },
          body: to,
        }),
      ]);
      expect(
        answers.map((answer) => `${answer.statusCode} ${answer.statusCode < 300 ? '' : answer.body}`.trim()),
      ).toEqual(answers.map(() => expect.stringMatching(/^2/)));
      for (const who of racers) {
        const told = await writtenTo(db, who.user.id, { kind: ['event-moved', 'booking-confirmed'] });
        const ticket = told.find((notice) => notice.kind === 'booking-confirmed')?.details.ticket as
          | { startsAt: string }
          | undefined;
        const movedNotice = told.filter((notice) => notice.kind === 'event-moved');
        expect(ticket, who.user.id).toBeDefined();
        // Booked before the move: its ticket said the old time, and the move told it once. After: the new time.
        if (ticket?.startsAt === to.startsAt) expect(movedNotice).toHaveLength(0);
        else expect(movedNotice, `${who.user.id} booked at ${ticket?.startsAt}`).toHaveLength(1);
      }
    }
    await close();
  });
});
