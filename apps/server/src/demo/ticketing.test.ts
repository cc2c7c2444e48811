import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { describe, expect, it } from 'vitest';
import { inject } from '../test/api.js';
import { signIn, useTestDatabase } from '../test/harness.js';
import { DEMO_CODES } from './ticketing.js';

/** The demo's Delhi Food Festival sells the way organisers sell (decision 078), and a buyer can use it. */
describe('the demo ticketing', () => {
  const database = useTestDatabase('pglite');

  it('offers two types, a third with the crew code, a question for tasting passes, and 20% off', async () => {
    const db = await database();
    const app = await db.build({ SEED_DEMO_DATA: 'true' });
    const buyer = await signIn(app, 'ticket-buyer@example.com');
    const list = await inject(app, eventsApi.list, {
      realm: 'events',
      session: buyer,
      query: { limit: 100 },
    });
    const festival = list.data().items.find((event) => event.title === 'Delhi Food Festival');
    expect(festival?.priceCredits).toBe(20);
    const id = festival?.id ?? '';
    const detail = (
      await inject(app, eventsApi.get, { realm: 'events', session: buyer, params: { id } })
    ).data();
    expect(detail.ticketTypes.map((type) => [type.name, type.priceCredits, type.quotaPerShow])).toEqual([
      ['Day pass', 20, null],
      ['Tasting pass', 60, 50],
    ]);
    const [day, tasting] = detail.ticketTypes;
    expect(
      detail.questions.map((question) => [question.label, question.required, question.ticketTypeIds]),
    ).toEqual([['Dietary preference', true, [tasting?.id]]]);
    const crew = (
      await inject(app, eventsApi.get, {
        realm: 'events',
        session: buyer,
        params: { id },
        query: { promoCode: DEMO_CODES.crew.toLowerCase() },
      })
    ).data();
    expect(crew.ticketTypes.map((type) => type.name)).toEqual(['Day pass', 'Tasting pass', 'Vendor crew']);

    const slot = detail.slots[0];
    const booked = await inject(app, bookingsApi.create, {
      realm: 'events',
      session: buyer,
      body: {
        eventId: id,
        slotId: slot?.id ?? '',
        items: [
          { ticketTypeId: day?.id ?? '', quantity: 1 },
          { ticketTypeId: tasting?.id ?? '', quantity: 1 },
        ],
        attendees: [{ name: 'Asha' }, { name: 'Ravi', answers: { [detail.questions[0]?.id ?? '']: 'Jain' } }],
        promoCode: DEMO_CODES.discount,
      },
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.data();
    // 20% of 20 is 4 and of 60 is 12: 16 + 48.
    expect([booking.totalCredits, booking.discountCredits, booking.promoCode]).toEqual([
      64,
      16,
      DEMO_CODES.discount,
    ]);
    expect(
      booking.tickets.map((ticket) => [ticket.ticketTypeName, ticket.attendeeName, ticket.priceCredits]),
    ).toEqual([
      ['Day pass', 'Asha', 16],
      ['Tasting pass', 'Ravi', 48],
    ]);
    // It seeds the whole demo data set first: about 40 s on a busy 2-core machine.
  }, 90_000);
});
