// Over 300 lines: the three exports of a realm read one show with its bookings and entries; apart, each would build it again.
// The organisers' CSV exports of a realm (docs/product.md "Exports"): attendees of a show, bookings, contestant registrations.

import { SERVICE_PREFIXES, type TRealm } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { contestantsApi } from '@engagex/contracts/api/contestants';
import type { QueryOf } from '@engagex/contracts/api/define';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { csvRecords, readCsvExport } from '../../../test/csv.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { bookingRows } from '../bookings/exports.js';

const FORMULA = '=HYPERLINK("http://evil.example","Click")';

describe.each(DATABASE_KINDS)('event exports on %s', (kind) => {
  const realm = 'events';
  const world = useRealmWorld(kind, realm);
  let mallory: Session;
  let show: { eventId: string; slotId: string };
  let other: { eventId: string; slotId: string };
  const booked: Record<string, string> = {};

  beforeAll(async () => {
    const { app, admin, alice, bob } = world;
    // A name a spreadsheet would run as a formula if the export let it through.
    mallory = await signIn(app, `mallory-${kind}@example.com`, FORMULA);
    show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, { capacity: 20, priceCredits: 0 });
    other = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, { capacity: 20, priceCredits: 0 });
    for (const [who, session, seats] of [
      ['alice', alice, 2],
      ['bob', bob, 1],
      ['mallory', mallory, 3],
    ] as const) {
      const held = await inject(app, bookingsApi.create, { realm, session, body: { ...show, seats } });
      expect(held.statusCode, held.body).toBe(201);
      booked[who] = held.json().data.id;
    }
    expect(
      (await inject(app, bookingsApi.create, { realm, session: alice, body: { ...other, seats: 1 } }))
        .statusCode,
    ).toBe(201);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: bob,
      params: { id: booked.bob as string },
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await world.db.db
      .updateTable('bookings')
      .set({ checked_in_at: new Date('2026-05-01T18:30:00.000Z') })
      .where('id', '=', booked.alice as string)
      .execute();
  });

  /** The attendees of a show (the suite's own unless `params` names one) as `of`'s export answers them. */
  const attendees = (
    session: Session | null,
    {
      params = { id: show.eventId, slotId: show.slotId },
      of = realm,
    }: { params?: { id: string; slotId: string }; of?: TRealm } = {},
  ) => inject(world.app, eventExportsApi.attendees, { realm: of, session, params });
  const bookingsExport = (session: Session | null, query: QueryOf<typeof eventExportsApi.bookings> = {}) =>
    inject(world.app, eventExportsApi.bookings, { realm, session, query });
  const contestantsExport = (session: Session | null, query: QueryOf<typeof eventExportsApi.contestants>) =>
    inject(world.app, eventExportsApi.contestants, { realm, session, query });

  describe('attendees of a show', () => {
    it('lists the confirmed bookings by name, with seats, ticket code and check-in, as a CSV attachment', async () => {
      const rows = readCsvExport(await attendees(world.admin), 'attendees-test-event');
      expect(rows[0]).toEqual(['Name', 'Email', 'Seats', 'Ticket code', 'Checked in at', 'Time zone']);
      const records = csvRecords(rows);
      // Bob cancelled: not coming, not on the list.
      expect(records.map((r) => r.Email)).toEqual([
        `mallory-${kind}@example.com`,
        `alice-events-${kind}@example.com`,
      ]);
      const alice = records.find((r) => r.Email?.startsWith('alice'));
      // The event's wall clock, named beside it, not UTC (decision 055): 18:30 UTC is midnight in Pune.
      expect(alice).toMatchObject({
        Seats: '2',
        'Checked in at': '2026-05-02 00:00',
        'Time zone': 'Asia/Kolkata',
      });
      expect(alice?.['Ticket code']).toMatch(/^[A-Z0-9]{12}$/);
      expect(records[0]?.['Checked in at']).toBe('');
    });

    it('neutralises a name a spreadsheet would run as a formula', async () => {
      const response = await attendees(world.admin);
      const records = csvRecords(readCsvExport(response, 'attendees-'));
      expect(records[0]?.Name).toBe(`'${FORMULA}`);
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    });

    it('refuses a non-organiser, an unknown show and the other realm with the error envelope', async () => {
      const refused = await attendees(world.alice);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await attendees(null)).statusCode).toBe(401);
      const wrongShow = await attendees(world.admin, { params: { id: show.eventId, slotId: other.slotId } });
      expect(wrongShow.statusCode).toBe(404);
      expect(wrongShow.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await attendees(world.admin, { of: 'cultural-events' })).statusCode).toBe(404);
      const badId = await attendees(world.admin, {
        params: { id: offContract('nope'), slotId: show.slotId },
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });
  });

  describe('bookings', () => {
    it("holds every booking of the event the list's filters match, oldest first", async () => {
      const rows = readCsvExport(
        await bookingsExport(world.admin, { eventId: show.eventId }),
        'bookings-test-event',
      );
      expect(rows[0]).toEqual([
        'Booking id',
        'Event',
        'Show starts at',
        'Show ends at',
        'Time zone',
        'Name',
        'Email',
        'Seats',
        'Status',
        'Paid with',
        'Credits',
        'Card payment',
        'Card currency',
        'Amount (₹)',
        'Refund',
        'Ticket code',
        'Checked in at',
        'Booked at',
        'Confirmed at',
        'Cancel reason',
      ]);
      const records = csvRecords(rows);
      expect(records.map((r) => r['Booking id'])).toEqual([booked.alice, booked.bob, booked.mallory]);
      expect(records[1]).toMatchObject({
        Status: 'Cancelled',
        'Cancel reason': 'Plans changed',
        'Ticket code': '',
        Seats: '1',
      });
      expect(records[2]).toMatchObject({ Name: `'${FORMULA}`, Status: 'Confirmed', Seats: '3' });
      // Words, not stored codes; times as the event's clock reads them (decision 055).
      expect(records[0]?.['Paid with']).toMatch(/^[A-Z][a-z]+$/);
      expect(records[0]?.['Show starts at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(records[0]?.['Booked at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    });

    it('respects the status and event filters', async () => {
      const cancelled = csvRecords(
        readCsvExport(
          await bookingsExport(world.admin, { eventId: show.eventId, status: 'cancelled' }),
          'bookings-',
        ),
      );
      expect(cancelled.map((r) => r['Booking id'])).toEqual([booked.bob]);
      const otherEvent = csvRecords(
        readCsvExport(await bookingsExport(world.admin, { eventId: other.eventId }), 'bookings-'),
      );
      expect(otherEvent).toHaveLength(1);
      expect(otherEvent[0]?.Email).toBe(`alice-events-${kind}@example.com`);
      const none = readCsvExport(
        await bookingsExport(world.admin, { eventId: show.eventId, status: 'held' }),
        'bookings-',
      );
      expect(none).toHaveLength(1);
    });

    it('refuses a non-organiser and a status the list does not know, with the envelope', async () => {
      const refused = await bookingsExport(world.bob);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().success).toBe(false);
      const bad = await bookingsExport(world.admin, { status: offContract('lost') });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('pages by keyset without repeating or skipping rows that share a time to the microsecond', async () => {
      // Three bookings booked in the same microsecond, and two a microsecond apart (a Date would round them).
      const ids = [booked.alice, booked.bob, booked.mallory] as string[];
      await world.db.db
        .updateTable('bookings')
        .set({ created_at: sql`'2026-01-01 10:00:00.123456+00'::timestamptz` })
        .where('id', 'in', ids)
        .execute();
      const otherBooking = await world.db.db
        .selectFrom('bookings')
        .select('id')
        .where('event_id', '=', other.eventId)
        .executeTakeFirstOrThrow();
      await world.db.db
        .updateTable('bookings')
        .set({ created_at: sql`'2026-01-01 10:00:00.123457+00'::timestamptz` })
        .where('id', '=', otherBooking.id)
        .execute();
      const seen: string[] = [];
      const everyEvent = { userId: world.admin.user.id, admin: true, organiser: false };
      for await (const row of bookingRows(world.db.db, 'events', { viewer: everyEvent }, new Date(), 2))
        seen.push(row.id);
      const ours = seen.filter((id) => [...ids, otherBooking.id].includes(id));
      expect(ours).toEqual([...[...ids].sort(), otherBooking.id]);
      expect(new Set(seen).size).toBe(seen.length);
    });
  });

  describe('contestant registrations', () => {
    const person = (fullName: string) => ({
      fullName,
      dateOfBirth: '1998-04-12',
      phone: '+91 9876543210',
      email: 'artist@example.com',
      city: 'Pune',
    });
    const performance = {
      title: '@SUM(1+1)*cmd',
      category: 'vocal' as const,
      durationMinutes: 8,
      description: 'A classical vocal piece.',
    };
    let competition: string;
    let entries: Record<string, string>;

    beforeAll(async () => {
      const { app, admin, alice, bob } = world;
      ({ eventId: competition } = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
        capacity: 50,
        priceCredits: 0,
        startsInHours: 24 * 30,
        competition: { fee: 0, perExtra: 0, maxGroup: 3 },
      }));
      entries = {};
      for (const [who, session, name] of [
        ['alice', alice, 'Asha Rao'],
        ['bob', bob, '-Bob, "the" Singer'],
      ] as const) {
        const registered = await inject(app, contestantsApi.register, {
          realm,
          session,
          body: {
            eventId: competition,
            personalDetails: person(name),
            performance,
            ...(who === 'alice' && {
              isGroupPerformance: true,
              additionalContestants: [{ fullName: 'Ravi Rao', dateOfBirth: '2000-01-01' }],
            }),
          },
        });
        expect(registered.statusCode, registered.body).toBe(201);
        entries[who] = registered.json().data.id;
      }
      const reviewed = await inject(app, contestantsApi.changeStatus, {
        realm,
        session: admin,
        params: { id: entries.bob as string },
        body: {
          status: 'under_review',
          notes: 'Shortlisted',
        },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
    });

    it('holds every entry of the competition with its details, formulas neutralised', async () => {
      const rows = readCsvExport(
        await contestantsExport(world.admin, { eventId: competition }),
        'contestants-test-event',
      );
      expect(rows[0]?.slice(0, 4)).toEqual(['Registration id', 'Event', 'Full name', 'Email']);
      const records = csvRecords(rows);
      expect(records.map((r) => r['Registration id'])).toEqual([entries.alice, entries.bob]);
      expect(records[0]).toMatchObject({
        'Full name': 'Asha Rao',
        Performance: "'@SUM(1+1)*cmd",
        Group: 'yes',
        'Additional contestants': 'Ravi Rao',
        Minutes: '8',
      });
      expect(records[1]?.['Full name']).toBe(`'-Bob, "the" Singer`);
    });

    it("respects the list's status filter and refuses a non-organiser", async () => {
      const byStatus = async (status: 'registered' | 'under_review') =>
        csvRecords(
          readCsvExport(
            await contestantsExport(world.admin, { eventId: competition, status }),
            `contestants-test-event-[a-z0-9]+-${status.replace('_', '-')}`,
          ),
        ).map((r) => [r['Registration id'], r.Status, r['Organiser notes']]);
      // The status in words, not its stored code (decision 055).
      expect(await byStatus('registered')).toEqual([[entries.alice, 'Registered', '']]);
      expect(await byStatus('under_review')).toEqual([[entries.bob, 'Under review', 'Shortlisted']]);
      // The admin's own entries: none.
      const mine = readCsvExport(
        await contestantsExport(world.admin, { eventId: competition, mine: 'true' }),
        'contestants-',
      );
      expect(mine).toHaveLength(1);
      const refused = await contestantsExport(world.alice, { eventId: competition });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    });
  });
});
