// Over 300 lines: the tickets export and the sales figures share one seeded event, so their agreement is checked on the same rows.
/**
 * The tickets export and the sales figures (decision 078): a row per ticket with a column per question, formulas
 * neutralised, and sales at a glance that agree with the exports' money and ticket columns for the same event
 * (bookings of two types, a cancel, a check-in, a hold), and the event's figures per type. On both databases. Changes when either shows another
 * figure or column.
 */
import { SERVICE_PREFIXES, ZEventSales } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { eventsApi } from '@engagex/contracts/api/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { csvRecords, readCsvExport } from '../../../test/csv.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';
import type { EventViewer } from '../organisers.js';
import { eventSales } from '../ticketing/sales.js';

const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const sum = (values: (string | number | undefined)[]) =>
  values.reduce<number>((total, value) => total + Number(value ?? 0), 0);

describe.each(DATABASE_KINDS)('tickets export and sales figures on %s', (kind) => {
  const realm = 'events';
  const world = useRealmWorld(kind, realm);
  let show: { eventId: string; slotId: string };
  const types: Record<'standard' | 'vip', string> = { standard: '', vip: '' };
  const questions: Record<'diet' | 'wheelchair' | 'note', string> = { diet: '', wheelchair: '', note: '' };
  const booked: Record<'group' | 'cancelled' | 'held', string> = { group: '', cancelled: '', held: '' };
  const admittedAt = new Date('2026-05-01T13:07:00.000Z');

  beforeAll(async () => {
    const { app, admin, alice, bob, db } = world;
    show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 20,
      priceCredits: 100,
    });
    types.standard = (
      await db.db
        .selectFrom('ticket_types')
        .select('id')
        .where('event_id', '=', show.eventId)
        .executeTakeFirstOrThrow()
    ).id;
    // Seeded as the types' and questions' own routes would write them (another part of decision 078).
    types.vip = (
      await db.db
        .insertInto('ticket_types')
        .values({ event_id: show.eventId, name: 'VIP', price_credits: 250, display_order: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const [key, label, kindOf, options, order] of [
      ['diet', 'Diet', 'choice', ['Veg', 'Non-veg'], 0],
      ['wheelchair', 'Wheelchair access', 'boolean', [], 1],
      ['note', '@Note', 'text', [], 2],
    ] as const)
      questions[key] = (
        await db.db
          .insertInto('event_questions')
          .values({
            event_id: show.eventId,
            label,
            kind: kindOf,
            options: JSON.stringify(options),
            required: false,
            display_order: order,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const hold = async (session: typeof alice, body: Record<string, unknown>) => {
      const held = await inject(app, bookingsApi.create, {
        realm,
        session,
        body: { ...show, ...body } as never,
      });
      expect(held.statusCode, held.body).toBe(201);
      return held.data().id;
    };
    const payWithCredits = async (bookingId: string) => {
      const paid = await inject(app, bookingsApi.initiatePayment, {
        realm,
        session: alice,
        body: { bookingId, method: 'credits' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    };
    // Alice: two Standard and a VIP, named and answered (450 credits), paid.
    booked.group = await hold(alice, {
      items: [
        { ticketTypeId: types.standard, quantity: 2 },
        { ticketTypeId: types.vip, quantity: 1 },
      ],
      attendees: [
        { name: 'Asha', email: 'asha@example.com', answers: { [questions.diet]: 'Veg' } },
        { name: FORMULA, answers: { [questions.wheelchair]: false, [questions.note]: '=1+1' } },
        { name: 'Ravi', answers: { [questions.wheelchair]: true, [questions.diet]: 'Non-veg' } },
      ],
    });
    await payWithCredits(booked.group);
    // Alice again: a VIP (250), paid, then cancelled: refunded.
    booked.cancelled = await hold(alice, { items: [{ ticketTypeId: types.vip, quantity: 1 }] });
    await payWithCredits(booked.cancelled);
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: booked.cancelled },
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Bob holds a Standard and has not paid.
    booked.held = await hold(bob, { seats: 1 });
    // Ravi's VIP ticket is checked in by itself at the door.
    await db.db
      .updateTable('tickets')
      .set({ status: 'used', checked_in_at: admittedAt })
      .where('booking_id', '=', booked.group)
      .where('ticket_type_id', '=', types.vip)
      .execute();
  });

  const ticketsExport = (query: { slotId?: string; status?: 'confirmed' | 'held' } = {}) =>
    inject(world.app, eventExportsApi.tickets, {
      realm,
      session: world.admin,
      params: { id: show.eventId },
      query,
    });
  const adminViewer = (): EventViewer => ({ userId: world.admin.user.id, admin: true, organiser: false });

  it('holds a row per ticket with a column per question, answers as text and yes/no, formulas neutralised', async () => {
    const response = await ticketsExport();
    const rows = readCsvExport(response, 'tickets-test-event');
    expect(rows[0]).toEqual([
      'Booking id',
      'Ticket id',
      'Ticket code',
      'Ticket type',
      'Attendee name',
      'Attendee email',
      'Ticket status',
      'Booking status',
      'Price share (credits)',
      'Net credits',
      'Show starts at',
      'Checked in at',
      'Confirmed at',
      'Cancelled at',
      'Time zone',
      'Booker name',
      'Booker email',
      'Diet',
      'Wheelchair access',
      "'@Note",
    ]);
    const records = csvRecords(rows);
    expect(records.map((r) => [r['Booking id'], r['Ticket type'], r['Ticket status']])).toEqual([
      [booked.group, 'Standard', 'Valid'],
      [booked.group, 'Standard', 'Valid'],
      [booked.group, 'VIP', 'Used'],
      [booked.cancelled, 'VIP', 'Cancelled'],
      [booked.held, 'Standard', 'Valid'],
    ]);
    const [asha, formula, ravi, refunded, held] = records;
    expect(asha).toMatchObject({
      'Attendee name': 'Asha',
      'Attendee email': 'asha@example.com',
      Diet: 'Veg',
      'Wheelchair access': '',
      'Booking status': 'Confirmed',
      'Price share (credits)': '100',
      'Net credits': '100',
      'Booker email': `alice-events-${kind}@example.com`,
    });
    expect(asha?.['Ticket code']).toMatch(/^[A-Z0-9]{12}$/);
    expect(formula).toMatchObject({
      'Attendee name': `'${FORMULA}`,
      'Wheelchair access': 'no',
      "'@Note": "'=1+1",
    });
    // 13:07 UTC is 18:37 in Pune, named beside it (decision 055).
    expect(ravi).toMatchObject({
      'Wheelchair access': 'yes',
      Diet: 'Non-veg',
      'Checked in at': '2026-05-01 18:37',
      'Time zone': 'Asia/Kolkata',
      'Net credits': '250',
    });
    expect(refunded).toMatchObject({ 'Booking status': 'Cancelled', 'Net credits': '0', 'Ticket code': '' });
    expect(refunded?.['Cancelled at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // A hold shows no code and has taken no money.
    expect(held).toMatchObject({ 'Booking status': 'Held', 'Net credits': '0', 'Ticket code': '' });
  });

  it("keeps to a show and a booking status, and refuses anyone who doesn't run the event", async () => {
    const confirmed = csvRecords(readCsvExport(await ticketsExport({ status: 'confirmed' }), 'tickets-'));
    expect(new Set(confirmed.map((r) => r['Booking id']))).toEqual(new Set([booked.group]));
    const ofShow = csvRecords(readCsvExport(await ticketsExport({ slotId: show.slotId }), 'tickets-'));
    expect(ofShow).toHaveLength(5);
    const refused = await inject(world.app, eventExportsApi.tickets, {
      realm,
      session: world.bob,
      params: { id: show.eventId },
      query: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
    const otherRealm = await inject(world.app, eventExportsApi.tickets, {
      realm: 'cultural-events',
      session: world.admin,
      params: { id: show.eventId },
      query: {},
    });
    expect(otherRealm.statusCode).toBe(404);
  });

  it('answers sales by type, per day, money net of refunds, admissions per quarter hour and totals', async () => {
    const sales = await eventSales(world.db.db, realm, show.eventId, adminViewer());
    // The route answers it through the contract's schema.
    expect(ZEventSales.parse(sales)).toEqual(sales);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(sales.timeZone).toBe('Asia/Kolkata');
    expect(sales.types).toEqual([
      { ticketTypeId: types.standard, name: 'Standard', sold: 3, cancelled: 0, admitted: 0, netCredits: 200 },
      { ticketTypeId: types.vip, name: 'VIP', sold: 1, cancelled: 1, admitted: 1, netCredits: 250 },
    ]);
    expect(sales.perDay).toEqual(
      [
        { date: today, ticketTypeId: types.standard, tickets: 2 },
        { date: today, ticketTypeId: types.vip, tickets: 1 },
      ].sort((a, b) => `${a.ticketTypeId}`.localeCompare(b.ticketTypeId)),
    );
    // 450 + 250 taken, 250 given back, the same day.
    expect(sales.money).toEqual([{ date: today, credits: 450, inr: 4500 }]);
    expect(sales.admissions).toEqual([{ at: '2026-05-01T13:00:00.000Z', people: 1 }]);
    expect(sales.totals).toEqual({ tickets: 4, netCredits: 450, netInr: 4500, admitted: 1 });
  });

  it('agrees with the tickets and bookings exports of the same event', async () => {
    const sales = await eventSales(world.db.db, realm, show.eventId, adminViewer());
    const tickets = csvRecords(readCsvExport(await ticketsExport(), 'tickets-'));
    expect(sum(tickets.map((r) => r['Net credits']))).toBe(sales.totals.netCredits);
    for (const type of sales.types) {
      const ofType = tickets.filter((r) => r['Ticket type'] === type.name);
      expect(sum(ofType.map((r) => r['Net credits']))).toBe(type.netCredits);
      expect(ofType.filter((r) => r['Checked in at'] !== '').length).toBe(type.admitted);
      expect(
        ofType.filter((r) => r['Ticket status'] !== 'Cancelled' && r['Booking status'] !== 'Expired').length,
      ).toBe(type.sold);
    }
    const bookings = csvRecords(
      readCsvExport(
        await inject(world.app, eventExportsApi.bookings, {
          realm,
          session: world.admin,
          query: { eventId: show.eventId },
        }),
        'bookings-',
      ),
    );
    // What stands paid: the bookings not refunded.
    const kept = bookings.filter((r) => r.Refund === '');
    expect(sum(kept.map((r) => r.Credits))).toBe(sales.totals.netCredits);
    expect(sum(kept.map((r) => r['Amount (₹)']))).toBe(sales.totals.netInr);
    expect(sum(sales.money.map((day) => day.credits))).toBe(sales.totals.netCredits);
    expect(sum(sales.money.map((day) => day.inr))).toBe(sales.totals.netInr);
  });

  it("counts each type's seats sold and still available in the event's figures", async () => {
    // The VIP type's quota: 2 a show, one of them held by the cancelled booking no more.
    await world.db.db
      .updateTable('ticket_types')
      .set({ quota_per_show: 2 })
      .where('id', '=', types.vip)
      .execute();
    await world.db.db
      .updateTable('show_ticket_type_seats')
      .set({ quota: 2 })
      .where('ticket_type_id', '=', types.vip)
      .execute();
    const stats = await inject(world.app, eventsApi.stats, {
      realm,
      session: world.admin,
      params: { id: show.eventId },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    // 20 seats, 4 taken: Standard can sell the other 16, VIP one more within its quota.
    expect(stats.data()).toMatchObject({ seatsTaken: 4, seatsAvailable: 16 });
    expect(stats.data().types).toEqual([
      { ticketTypeId: types.standard, name: 'Standard', sold: 3, available: 16 },
      { ticketTypeId: types.vip, name: 'VIP', sold: 1, available: 1 },
    ]);
  });

  it("is a 404 to anyone who doesn't run the event", async () => {
    await expect(
      eventSales(world.db.db, realm, show.eventId, {
        userId: world.bob.user.id,
        admin: false,
        organiser: true,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      eventSales(world.db.db, 'cultural-events', show.eventId, adminViewer()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
