/**
 * Decision 069: the organisers' exports read money as the payer paid it. A booking or entry fee paid by card is
 * rupees, never credits (decision 058); one paid with credits is credits and their rupee worth; a refund says where
 * the money went. On both databases. Changes when the money columns do (platform/csv-payments.ts).
 */
import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventExportsApi } from '@engagex/contracts/api/event-exports';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../../test/api.js';
import { csvRecords, readCsvExport } from '../../../test/csv.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS, type Session, signIn } from '../../../test/harness.js';
import { bookOneSeat, entryPaidByCard } from '../notices.fixtures.js';

const MONEY = ['Paid with', 'Credits', 'Card payment', 'Card currency', 'Amount (₹)', 'Refund'];

describe.each(DATABASE_KINDS)('money in the event exports on %s', (kind) => {
  const world = useRealmWorld(kind, 'events');
  const booked: Record<string, string> = {};
  let show: { eventId: string; slotId: string };
  let carol: Session;

  beforeAll(async () => {
    const { app, admin, alice, bob } = world;
    carol = await signIn(app, `carol-money-${kind}@example.com`);
    // 300 credits a seat: ₹3,000 by card.
    show = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 10,
      priceCredits: 300,
    });
    booked.card = (await bookOneSeat(app, 'events', bob, show, 'card')).id;
    booked.credits = (await bookOneSeat(app, 'events', alice, show, 'credits')).id;
    booked.refunded = (await bookOneSeat(app, 'events', carol, show, 'card')).id;
    booked.held = (await bookOneSeat(app, 'events', carol, show, 'none')).id;
    const cancelled = await inject(app, bookingsApi.cancel, {
      realm: 'events',
      session: carol,
      params: { id: booked.refunded as string },
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  const money = (record: Record<string, string> | undefined) =>
    Object.fromEntries(MONEY.map((header) => [header, record?.[header]]));

  it('reads a card booking as rupees, a credit booking as credits, and a refund by where it went', async () => {
    const response = await inject(world.app, eventExportsApi.bookings, {
      realm: 'events',
      session: world.admin,
      query: { eventId: show.eventId },
    });
    const rows = readCsvExport(response, 'bookings-');
    expect(rows[0]).toEqual(expect.arrayContaining(MONEY));
    expect(rows[0]).not.toContain('Total credits');
    const byId = new Map(csvRecords(rows).map((record) => [record['Booking id'], record]));
    expect(money(byId.get(booked.card))).toEqual({
      'Paid with': 'Card',
      Credits: '',
      'Card payment': '3000.00',
      'Card currency': 'INR',
      'Amount (₹)': '3000.00',
      Refund: '',
    });
    expect(money(byId.get(booked.credits))).toEqual({
      'Paid with': 'Credits',
      Credits: '300',
      'Card payment': '',
      'Card currency': '',
      'Amount (₹)': '3000.00',
      Refund: '',
    });
    expect(money(byId.get(booked.refunded))).toMatchObject({
      'Paid with': 'Card',
      Credits: '',
      'Card payment': '3000.00',
      Refund: expect.stringMatching(/^Refund(ed)? to the card/),
    });
    expect(money(byId.get(booked.held))).toEqual({
      'Paid with': 'Not paid',
      Credits: '',
      'Card payment': '',
      'Card currency': '',
      'Amount (₹)': '',
      Refund: '',
    });
  });

  it('reads a competition entry fee paid by card as rupees', async () => {
    const { app, admin, bob } = world;
    const competition = await createEventWithSlot(app, SERVICE_PREFIXES.events, admin, {
      capacity: 10,
      priceCredits: 0,
      competition: { fee: 100, perExtra: 0, maxGroup: 1 },
    });
    await entryPaidByCard(app, 'events', bob, competition.eventId);
    const rows = readCsvExport(
      await inject(app, eventExportsApi.contestants, {
        realm: 'events',
        session: admin,
        query: { eventId: competition.eventId },
      }),
      'contestants-',
    );
    expect(rows[0]).not.toContain('Fee credits');
    expect(money(csvRecords(rows)[0])).toEqual({
      'Paid with': 'Card',
      Credits: '',
      'Card payment': '1000.00',
      'Card currency': 'INR',
      'Amount (₹)': '1000.00',
      Refund: '',
    });
  });
});
