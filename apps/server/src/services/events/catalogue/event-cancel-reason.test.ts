/**
 * Decision 069: an organiser cancelling an event says why, and everyone told reads it: the booker's notice and
 * email, the booking itself, and a person waiting in line. A missing or blank reason is refused with a clear error
 * and cancels nothing. On both databases. Changes when the reason rule or where the reason is read does.
 */
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { waitlistApi } from '@engagex/contracts/api/waitlist';
import { describe, expect, it } from 'vitest';
import type { NotificationDetails } from '../../../platform/notifications/outbox.js';
import { renderEmail } from '../../../platform/notifications/render.js';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, signIn } from '../../../test/harness.js';
import { writtenTo } from '../../../test/notices.js';
import { bookOneSeat } from '../notices.fixtures.js';

const REASON = 'The hall flooded after the storm; we are sorry';

describe.each(DATABASE_KINDS)('the reason for cancelling an event on %s', (kind) => {
  const world = useRealmWorld(kind, 'events');

  it('refuses a missing, blank or too-short reason, and cancels nothing', async () => {
    const { app, admin, alice } = world;
    const show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 4,
      priceCredits: 20,
    });
    const booked = await bookOneSeat(app, 'events', alice, show, 'credits');
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 'no' }]) {
      const refused = await inject(app, eventsApi.cancel, {
        realm: 'events',
        session: admin,
        params: { id: show.eventId },
        body: offContract(body),
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const envelope = refused.json();
      expect(envelope).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(envelope.message).toContain('Say why the event is cancelled');
      expect(envelope.error).toBe(envelope.message);
    }
    const { event } = (
      await inject(app, eventsApi.get, { realm: 'events', session: admin, params: { id: show.eventId } })
    ).data();
    expect(event.status).toBe('published');
    const mine = await inject(app, bookingsApi.get, {
      realm: 'events',
      session: alice,
      params: { id: booked.id },
    });
    expect(mine.data().status).toBe('confirmed');
    expect(await writtenTo(world.db, alice.user.id, { kind: ['event-cancelled'] })).toEqual([]);
  });

  it("puts the organiser's words in the booker's notice, email and booking, and the waiting person's notice", async () => {
    const { app, admin, bob } = world;
    const show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 1,
      priceCredits: 20,
    });
    const booked = await bookOneSeat(app, 'events', bob, show, 'card');
    const carol = await signIn(app, `carol-reason-${kind}@example.com`);
    const joined = await inject(app, waitlistApi.join, {
      realm: 'events',
      session: carol,
      params: { id: show.eventId, slotId: show.slotId },
      body: { seats: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const cancelled = await inject(app, eventsApi.cancel, {
      realm: 'events',
      session: admin,
      params: { id: show.eventId },
      body: { reason: `  ${REASON}  ` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [notice] = await writtenTo(world.db, bob.user.id, { kind: ['event-cancelled'] });
    expect(notice?.body).toMatch(
      new RegExp(`^The organiser cancelled .+ and wrote: “${REASON}”\\. Your booking`),
    );
    expect(notice?.emails).toBe(1);
    const email = await renderEmail(
      {
        id: notice?.id as string,
        kind: 'event-cancelled',
        title: notice?.title as string,
        body: notice?.body as string,
        link: notice?.link ?? null,
        details: notice?.details as NotificationDetails,
        createdAt: new Date(),
      },
      { name: 'Bob', email: 'bob@example.com' },
      { publicUrl: 'https://engagex.test' },
    );
    expect(email.text).toContain(`“${REASON}”`);
    const booking = (
      await inject(app, bookingsApi.get, { realm: 'events', session: bob, params: { id: booked.id } })
    ).data();
    expect(booking.cancelReason).toContain(REASON);
    const [closed] = await writtenTo(world.db, carol.user.id, { kind: ['waitlist-closed'] });
    expect(closed?.body).toContain(`and wrote: “${REASON}”. Your place in line`);
  });
});
