import { SERVICE_PREFIXES } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { ticketsApi } from '@engagex/contracts/api/tickets';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject, offContract } from '../../../test/api.js';
import { createEventWithSlot, useRealmWorld } from '../../../test/events.js';
import { DATABASE_KINDS } from '../../../test/harness.js';

/** An .ics as calendars read it: folded lines (RFC 5545 §3.1) joined again. */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
/** `20261201T040000Z`: an instant as a UTC DATE-TIME. */
const icsUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** docs/product.md "The ticket wallet": a booker adds their ticket's show to a calendar, `GET …/bookings/:id/calendar`. */
describe.each(DATABASE_KINDS)('a ticket as a calendar file, on %s', (kind) => {
  const prefix = SERVICE_PREFIXES.culturalEvents;
  const realm = 'cultural-events';
  const world = useRealmWorld(kind, realm);
  let { app, admin, alice, bob } = world;
  beforeAll(() => {
    ({ app, admin, alice, bob } = world);
  });

  /** A confirmed free booking of alice's, with its ticket as the API shows it to her. */
  async function confirmedTicket() {
    const { eventId, slotId } = await createEventWithSlot(app, prefix, admin, {
      capacity: 10,
      priceCredits: 0,
    });
    const booked = await inject(app, bookingsApi.create, {
      realm,
      session: alice,
      body: { eventId, slotId, seats: 2 },
    });
    expect(booked.json().data.status).toBe('confirmed');
    const booking = booked.json().data;
    const event = (
      await inject(app, eventsApi.get, { realm, session: alice, params: { id: eventId } })
    ).json().data.event;
    return { booking, event };
  }

  it("answers the booker's confirmed ticket as an .ics attachment: one event, its UID the booking's", async () => {
    const { booking, event } = await confirmedTicket();
    const response = await inject(app, ticketsApi.calendar, {
      realm,
      session: alice,
      params: { id: booking.id },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ticket-${booking.ticketCode}.ics"; filename*=UTF-8''ticket-${booking.ticketCode}.ics`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const ics = unfolded(response.body);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    // The same UID as the ticket email's calendar file: adding both keeps one entry, and a later email updates it.
    expect(ics).toContain(`\r\nUID:${booking.id}@engagex\r\n`);
    expect(ics).toContain(`\r\nDTSTART:${icsUtc(booking.slot.startsAt)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${icsUtc(booking.slot.endsAt)}\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${event.title}\r\n`);
    expect(ics).toContain(`Ticket code: ${booking.ticketCode}`);
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics).toContain(`/events/bookings/${booking.id}?realm=cultural-events`);
  });

  it("is not found for anyone else, through the other realm, or for an id that is nobody's, alike", async () => {
    const { booking } = await confirmedTicket();
    const intruder = await inject(app, ticketsApi.calendar, {
      realm,
      session: bob,
      params: { id: booking.id },
    });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.headers['content-type']).toMatch(/^application\/json/);
    expect(intruder.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(intruder.body).not.toContain('BEGIN:VCALENDAR');

    const otherRealm = await inject(app, ticketsApi.calendar, {
      realm: 'events',
      session: alice,
      params: { id: booking.id },
    });
    expect(otherRealm.statusCode).toBe(404);
    const nobodys = await inject(app, ticketsApi.calendar, {
      realm,
      session: alice,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nobodys.statusCode).toBe(404);
    expect(nobodys.json().message).toBe(intruder.json().message);
  });

  it('has no calendar entry for a booking without a ticket: held, or cancelled', async () => {
    const paid = await createEventWithSlot(app, prefix, admin, { capacity: 10, priceCredits: 20 });
    const held = (
      await inject(app, bookingsApi.create, { realm, session: alice, body: { ...paid, seats: 1 } })
    ).json().data;
    const heldCalendar = await inject(app, ticketsApi.calendar, {
      realm,
      session: alice,
      params: { id: held.id },
    });
    expect(heldCalendar.statusCode).toBe(409);
    expect(heldCalendar.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/held/) });

    const { booking } = await confirmedTicket();
    await inject(app, bookingsApi.cancel, {
      realm,
      session: alice,
      params: { id: booking.id },
      body: { reason: 'Plans changed' },
    });
    const cancelled = await inject(app, ticketsApi.calendar, {
      realm,
      session: alice,
      params: { id: booking.id },
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/cancelled/);
  });

  it('refuses a signed-out caller and a malformed id in the envelope', async () => {
    const { booking } = await confirmedTicket();
    expect(
      (await inject(app, ticketsApi.calendar, { realm, session: null, params: { id: booking.id } }))
        .statusCode,
    ).toBe(401);
    const malformed = await inject(app, ticketsApi.calendar, {
      realm,
      session: alice,
      params: { id: offContract('not-a-booking') },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
