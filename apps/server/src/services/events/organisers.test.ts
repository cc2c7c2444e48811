// Over 300 lines: every organiser route, for the organiser, another organiser and a plain user, on one app per database.
import { SERVICE_PREFIXES } from '@engagex/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantViolations } from '../../platform/ledger/ledger-invariants.js';
import { addCreditsAsAdmin, apiClient, balanceOf, type Method } from '../../test/api.js';
import { readCsvExport } from '../../test/csv.js';
import { createEventWithSlot } from '../../test/events.js';
import {
  DATABASE_KINDS,
  type Session,
  signIn,
  type TestDatabase,
  useTestDatabase,
} from '../../test/harness.js';
import { revokeOrganiser, signInOrganiser } from '../../test/organisers.js';
import { changedTables, fingerprint } from '../../test/security/database-state.js';

/**
 * Decisions 044 and 046: an admin makes someone an organiser; the organiser lists an event in a district, a user nearby finds
 * it, and the organiser runs it: its slots, status, bookings, door, lines, exports and entries. Nobody else but an
 * admin reaches it, and to another organiser it does not exist (decision 046).
 */
const prefix = SERVICE_PREFIXES.events;

describe.each(DATABASE_KINDS)('organisers on %s', (kind) => {
  const database = useTestDatabase(kind);
  let db: TestDatabase;
  let app: FastifyInstance;
  let call: ReturnType<typeof apiClient>;
  let admin: Session;
  let ana: Session;
  let omar: Session;
  let uma: Session;

  beforeAll(async () => {
    db = await database();
    app = await db.build();
    call = apiClient(app, prefix);
    admin = await signIn(app, 'admin@engagex.dev');
    ana = await signInOrganiser(app, `ana.organiser.${kind}@example.com`, 'Ana Organiser');
    omar = await signInOrganiser(app, `omar.organiser.${kind}@example.com`, 'Omar Organiser');
    uma = await signIn(app, `uma.user.${kind}@example.com`, 'Uma User');
    await addCreditsAsAdmin(app, admin, uma.user.id, 1000, `uma-${kind}`);
  });
  afterEach(async () => expect(await ledgerInvariantViolations(db.db)).toEqual([]));

  const data = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
    return response.json().data;
  };
  const later = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3600_000);
  const newEvent = (overrides: Record<string, unknown> = {}) => ({
    title: `Nashik folk night ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Folk songs under the stars, listed by an organiser.',
    eventType: 'music',
    districtId: 'nashik',
    startsAt: later(20).toISOString(),
    endsAt: later(21).toISOString(),
    priceCredits: 10,
    ...overrides,
  });

  /** A published event of ana's with one show, a confirmed booking of uma's and its ticket. */
  async function anasShow() {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, ana, { capacity: 5, priceCredits: 0 });
    const booking = data(await call(uma, 'POST', '/bookings', { eventId, slotId, seats: 2 }));
    expect(booking.status).toBe('confirmed');
    return { eventId, slotId, bookingId: booking.id as string, ticketCode: booking.ticketCode as string };
  }

  it('lists an event in a district as a draft only they see, and a user nearby finds it once published', async () => {
    const created = await call(ana, 'POST', '/events', newEvent());
    expect(created.statusCode, created.body).toBe(201);
    const { event } = created.json().data;
    expect(event.status).toBe('draft');
    const dbRow = await db.db
      .selectFrom('events')
      .select('organiser_id')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(dbRow.organiser_id).toBe(ana.user.id);

    for (const other of [uma, omar])
      expect((await call(other, 'GET', `/events/${event.id}`)).statusCode).toBe(404);
    expect(data(await call(ana, 'GET', `/events/${event.id}`)).event.id).toBe(event.id);
    expect(data(await call(admin, 'GET', `/events/${event.id}`)).event.id).toBe(event.id);
    const mine = data(await call(ana, 'GET', '/events?mine=true&limit=100'));
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(event.id);
    const omarsList = data(await call(omar, 'GET', '/events?limit=100&status=draft'));
    expect(omarsList.items.map((item: { id: string }) => item.id)).not.toContain(event.id);

    const slot = data(
      await call(ana, 'POST', `/events/${event.id}/slots`, {
        startsAt: later(20).toISOString(),
        endsAt: later(20, 3).toISOString(),
        capacity: 40,
      }),
    );
    expect(data(await call(ana, 'PATCH', `/events/${event.id}`, { status: 'published' })).event.status).toBe(
      'published',
    );
    const nearby = data(await call(uma, 'GET', '/events?districtId=nashik&limit=100'));
    expect(nearby.items.map((item: { id: string }) => item.id)).toContain(event.id);
    const before = await balanceOf(app, uma);
    const booking = data(
      await call(uma, 'POST', '/bookings', { eventId: event.id, slotId: slot.id, seats: 1 }),
    );
    data(await call(uma, 'POST', '/bookings/initiate-payment', { bookingId: booking.id, method: 'credits' }));
    expect(await balanceOf(app, uma)).toBe(before - 10);
  });

  it("keeps an organiser's list to their own events, and an admin's to everyone's", async () => {
    const anas = data(await call(ana, 'POST', '/events', newEvent())).event.id;
    const omars = data(await call(omar, 'POST', '/events', newEvent())).event.id;
    const ids = (response: LightMyRequestResponse) =>
      data(response).items.map((item: { id: string }) => item.id) as string[];
    const anaMine = ids(await call(ana, 'GET', '/events?mine=true&limit=100'));
    expect(anaMine).toContain(anas);
    expect(anaMine).not.toContain(omars);
    const adminAll = ids(await call(admin, 'GET', '/events?status=draft&limit=100'));
    expect(adminAll).toEqual(expect.arrayContaining([anas, omars]));
    // A user asking for `mine` organises nothing: an empty list, not someone else's.
    expect(ids(await call(uma, 'GET', '/events?mine=true&limit=100'))).toEqual([]);
  });

  it("runs their event's door, lines, bookings, exports and slots", async () => {
    const show = await anasShow();
    const bookings = data(await call(ana, 'GET', `/bookings?eventId=${show.eventId}&limit=100`));
    expect(bookings.items.map((item: { id: string }) => item.id)).toEqual([show.bookingId]);
    expect(data(await call(ana, 'GET', `/bookings/${show.bookingId}`)).id).toBe(show.bookingId);
    const counts = data(await call(ana, 'GET', `/bookings/check-in/counts?eventId=${show.eventId}`));
    expect(counts.shows[0].expectedSeats).toBe(2);
    const checked = await call(ana, 'POST', '/bookings/check-in', {
      ticketCode: show.ticketCode,
      slotId: show.slotId,
      otherDay: true,
    });
    expect(data(checked).checkedInAt).not.toBeNull();
    const attendees = readCsvExport(
      await call(ana, 'GET', `/exports/events/${show.eventId}/slots/${show.slotId}/attendees`),
      'attendees',
    );
    expect(attendees.slice(1).map((row) => row[0])).toEqual(['Uma User']);
    // Without an event named, the bookings export holds only the bookings of ana's events.
    const exported = readCsvExport(await call(ana, 'GET', '/exports/bookings'), 'bookings');
    const exportedIds = exported.slice(1).map((row) => row[0]);
    expect(exportedIds).toContain(show.bookingId);
    const foreign = await db.db
      .selectFrom('bookings as b')
      .innerJoin('events as e', 'e.id', 'b.event_id')
      .select('b.id')
      .where((eb) => eb.or([eb('e.organiser_id', '<>', ana.user.id), eb('e.organiser_id', 'is', null)]))
      .execute();
    expect(exportedIds.filter((id) => foreign.some((row) => row.id === id))).toEqual([]);
    expect(data(await call(ana, 'GET', `/events/${show.eventId}/waitlists`)).slots).toHaveLength(1);
    expect(
      data(await call(ana, 'POST', `/events/${show.eventId}/slots/${show.slotId}/waitlist/close`)).closed,
    ).toBe(true);
    expect(
      data(await call(ana, 'PATCH', `/events/${show.eventId}/slots/${show.slotId}`, { capacity: 8 }))
        .capacity,
    ).toBe(8);
  });

  it('reviews the entries to their own competition, and sees them in the list', async () => {
    const { eventId } = await createEventWithSlot(app, prefix, ana, {
      capacity: 10,
      priceCredits: 0,
      competition: { fee: 0, perExtra: 0, maxGroup: 1 },
    });
    const entry = data(
      await call(uma, 'POST', '/contestants', {
        eventId,
        personalDetails: {
          fullName: 'Uma User',
          dateOfBirth: '1996-06-06',
          phone: '+91 9876543210',
          email: 'uma.contestant@example.com',
          city: 'Nashik',
        },
        performance: { title: 'Lavani', category: 'dance', durationMinutes: 5, description: 'A folk dance.' },
      }),
    );
    const listed = data(await call(ana, 'GET', `/contestants?eventId=${eventId}&limit=100`));
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([entry.id]);
    expect(data(await call(omar, 'GET', `/contestants?eventId=${eventId}&limit=100`)).items).toEqual([]);
    const refused = await call(omar, 'PATCH', `/contestants/${entry.id}/status`, { status: 'under_review' });
    expect(refused.statusCode).toBe(404);
    const reviewed = data(
      await call(ana, 'PATCH', `/contestants/${entry.id}/status`, { status: 'under_review' }),
    );
    expect(reviewed.status).toBe('under_review');
    const rows = readCsvExport(
      await call(ana, 'GET', `/exports/contestants?eventId=${eventId}`),
      'contestants',
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([entry.id]);
  });

  it("lists for review only the entries to their own competitions, not their own entry to another's", async () => {
    const competition = { capacity: 10, priceCredits: 0, competition: { fee: 0, perExtra: 0, maxGroup: 1 } };
    const anas = await createEventWithSlot(app, prefix, ana, competition);
    const omars = await createEventWithSlot(app, prefix, omar, competition);
    const enter = async (who: Session, eventId: string) =>
      data(
        await call(who, 'POST', '/contestants', {
          eventId,
          personalDetails: {
            fullName: 'Festival Entrant',
            dateOfBirth: '1994-04-04',
            phone: '+91 9876543210',
            email: 'entrant@example.com',
            city: 'Nashik',
          },
          performance: {
            title: 'Abhang',
            category: 'vocal',
            durationMinutes: 4,
            description: 'A devotional song.',
          },
        }),
      ).id as string;
    const umasEntry = await enter(uma, anas.eventId);
    // Ana enters Omar's competition: her entry, which she cannot review.
    const anasOwnEntry = await enter(ana, omars.eventId);
    const ids = async (who: Session, query: string) =>
      (data(await call(who, 'GET', `/contestants?limit=100&${query}`)).items as { id: string }[]).map(
        (item) => item.id,
      );

    const queue = await ids(ana, 'reviewing=true');
    expect(queue).toContain(umasEntry);
    expect(queue).not.toContain(anasOwnEntry);
    // Without it, her list is her own entries and those to her competitions (the "My registrations" page's view).
    expect(await ids(ana, '')).toEqual(expect.arrayContaining([umasEntry, anasOwnEntry]));
    expect(await ids(omar, 'reviewing=true')).toEqual(expect.arrayContaining([anasOwnEntry]));
    expect(await ids(omar, 'reviewing=true')).not.toContain(umasEntry);
    // Someone who runs no competition has nothing to review; an admin reviews every entry.
    expect(await ids(uma, 'reviewing=true')).toEqual([]);
    expect(await ids(admin, 'reviewing=true')).toEqual(expect.arrayContaining([umasEntry, anasOwnEntry]));
  });

  it('answers another organiser 404 on every route of an event that is not theirs, changing nothing', async () => {
    const show = await anasShow();
    const { eventId: competitionId } = await createEventWithSlot(app, prefix, ana, {
      capacity: 10,
      priceCredits: 0,
      competition: { fee: 0, perExtra: 0, maxGroup: 1 },
    });
    const entry = data(
      await call(uma, 'POST', '/contestants', {
        eventId: competitionId,
        personalDetails: {
          fullName: 'Uma User',
          dateOfBirth: '1996-06-06',
          phone: '+91 9876543210',
          email: 'uma.contestant@example.com',
          city: 'Nashik',
        },
        performance: {
          title: 'Abhang',
          category: 'vocal',
          durationMinutes: 5,
          description: 'A devotional song.',
        },
      }),
    );
    // The cancellation last: ana's own run of these requests below must find the show still on.
    const requests: [Method, string, object?][] = [
      ['PATCH', `/events/${show.eventId}`, { title: 'Taken over' }],
      [
        'POST',
        `/events/${show.eventId}/slots`,
        { startsAt: later(3, 5).toISOString(), endsAt: later(3, 6).toISOString(), capacity: 5 },
      ],
      ['PATCH', `/events/${show.eventId}/slots/${show.slotId}`, { capacity: 50 }],
      ['POST', '/events', newEvent({ parentId: competitionId, roundNumber: 1 })],
      ['GET', `/events/${show.eventId}/waitlists`],
      ['POST', `/events/${show.eventId}/slots/${show.slotId}/waitlist/close`],
      ['GET', `/bookings/check-in/counts?eventId=${show.eventId}`],
      ['POST', '/bookings/check-in', { ticketCode: show.ticketCode, otherDay: true }],
      ['GET', `/bookings/${show.bookingId}`],
      ['GET', `/exports/events/${show.eventId}/slots/${show.slotId}/attendees`],
      ['GET', `/exports/bookings?eventId=${show.eventId}`],
      ['GET', `/exports/contestants?eventId=${competitionId}`],
      ['PATCH', `/contestants/${entry.id}/status`, { status: 'under_review' }],
      ['GET', `/contestants/${entry.id}`],
      ['GET', `/events/${show.eventId}/cancellation`],
      ['POST', `/events/${show.eventId}/cancel`, { reason: 'Venue closed' }],
    ];
    const before = await fingerprint(db.db);
    for (const [method, url, body] of requests) {
      const response = await call(omar, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(404);
    }
    expect(changedTables(before, await fingerprint(db.db))).toEqual([]);
    // Omar's list of bookings is his own: none of ana's event.
    expect(data(await call(omar, 'GET', `/bookings?eventId=${show.eventId}`)).items).toEqual([]);
    // The same requests from ana herself are not refused (so the 404s above are about ownership).
    for (const [method, url, body] of requests) {
      const response = await call(ana, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });

  it('refuses a plain user every organiser route with 403', async () => {
    const show = await anasShow();
    for (const [method, url, body] of [
      ['POST', '/events', newEvent()],
      [
        'POST',
        '/venues',
        { name: 'Town hall', districtId: 'nashik', address: 'Main road, Nashik', capacity: 100 },
      ],
      ['PATCH', `/events/${show.eventId}`, { title: 'Taken over' }],
      ['GET', `/bookings/check-in/counts?eventId=${show.eventId}`],
      ['GET', '/exports/bookings'],
    ] as [Method, string, object?][]) {
      const response = await call(uma, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets an admin run an organiser's event, and an organiser add a venue but not correct one", async () => {
    const show = await anasShow();
    expect(
      data(await call(admin, 'PATCH', `/events/${show.eventId}`, { title: 'Renamed by an admin' })).event
        .title,
    ).toBe('Renamed by an admin');
    expect(data(await call(admin, 'GET', `/bookings/check-in/counts?eventId=${show.eventId}`)).eventId).toBe(
      show.eventId,
    );
    const venue = await call(ana, 'POST', '/venues', {
      name: `Kalidas Kalamandir ${kind}`,
      districtId: 'nashik',
      address: 'Shalimar, Nashik 422001',
      capacity: 900,
    });
    expect(venue.statusCode, venue.body).toBe(201);
    expect((await call(ana, 'PATCH', `/venues/${venue.json().data.id}`, { capacity: 10 })).statusCode).toBe(
      403,
    );
  });

  it('loses the events with the role: a revoked organiser reaches only their own rows again', async () => {
    const cleo = await signInOrganiser(app, `cleo.organiser.${kind}@example.com`);
    const { eventId, slotId } = await createEventWithSlot(app, prefix, cleo, {
      capacity: 5,
      priceCredits: 0,
    });
    data(await call(uma, 'POST', '/bookings', { eventId, slotId, seats: 1 }));
    expect(data(await call(cleo, 'GET', `/bookings?eventId=${eventId}`)).items).toHaveLength(1);
    await revokeOrganiser(app, cleo);
    // The grant is read on every request; another instance hears of it through the change feed.
    await expect
      .poll(
        async () => (await call(cleo, 'PATCH', `/events/${eventId}`, { title: 'Still mine?' })).statusCode,
      )
      .toBe(403);
    expect((await call(cleo, 'GET', `/bookings/check-in/counts?eventId=${eventId}`)).statusCode).toBe(403);
    expect(data(await call(cleo, 'GET', `/bookings?eventId=${eventId}`)).items).toEqual([]);
  });

  // Only PostgreSQL runs requests at once (PGlite has one connection), so only there is the race real.
  if (kind === 'postgres')
    it('cancels an event once when its organiser and another organiser cancel it at the same moment', async () => {
      const { eventId, slotId } = await createEventWithSlot(app, prefix, ana, {
        capacity: 10,
        priceCredits: 30,
      });
      const booking = data(await call(uma, 'POST', '/bookings', { eventId, slotId, seats: 2 }));
      data(
        await call(uma, 'POST', '/bookings/initiate-payment', { bookingId: booking.id, method: 'credits' }),
      );
      const paid = await balanceOf(app, uma);
      const answers = await Promise.all(
        [ana, omar, ana, omar].map((who) =>
          call(who, 'POST', `/events/${eventId}/cancel`, { reason: 'Venue closed' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 404]);
      // Refunded once, whoever's request won the event's lock.
      expect(await balanceOf(app, uma)).toBe(paid + 60);
      expect(data(await call(uma, 'GET', `/bookings/${booking.id}`)).status).toBe('cancelled');
    });
});
