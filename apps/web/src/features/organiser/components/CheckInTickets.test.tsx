import type { TBooking, TTicket } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { CheckInPage } from './CheckInPage';
import { admissionOf } from './check-in-outcome';
import { bookingFixture } from './test-fixtures';
import { CHECK_IN, stubDoorApi } from './test-utils';

/* The door admits a ticket per person (decision 078): a ticket's code one person, the booking's everyone left. */

const ADULT = '8d1c2b3a-4f5e-4a6b-8c7d-0e1f2a3b4c01';
const CHILD = '8d1c2b3a-4f5e-4a6b-8c7d-0e1f2a3b4c02';

const ticket = (position: number, overrides: Partial<TTicket> = {}): TTicket => ({
  id: `7c0b1a29-3e4d-4f5a-8b6c-${String(position).padStart(12, '0')}`,
  code: `TK${String(position).padStart(10, '0')}`,
  qrPayload: `ENGAGEX:events:TK${String(position).padStart(10, '0')}`,
  ticketTypeId: ADULT,
  ticketTypeName: 'Adult',
  attendeeName: null,
  attendeeEmail: null,
  answers: {},
  status: 'valid',
  priceCredits: 0,
  checkedInAt: null,
  refund: null,
  ...overrides,
});

const family = (): TBooking => ({
  ...bookingFixture,
  checkedInAt: null,
  items: [
    {
      ticketTypeId: ADULT,
      name: 'Adult',
      nameHi: 'वयस्क',
      quantity: 2,
      unitPriceCredits: 0,
      discountCredits: 0,
    },
    {
      ticketTypeId: CHILD,
      name: 'Child',
      nameHi: null,
      quantity: 1,
      unitPriceCredits: 0,
      discountCredits: 0,
    },
  ],
  tickets: [
    ticket(1, { attendeeName: 'Asha Rao' }),
    ticket(2, { attendeeName: 'Ravi Rao' }),
    ticket(3, { ticketTypeId: CHILD, ticketTypeName: 'Child' }),
  ],
});

/**
 * A stand-in server keeping one booking: a ticket's code uses that ticket, the booking's code every valid one at
 * one instant; a used ticket's code is refused with 409.
 */
function familyDesk() {
  let booking = family();
  let clock = Date.parse('2026-11-25T01:20:00.000Z');
  return ({ init }: { init: RequestInit | undefined }) => {
    const { ticketCode } = JSON.parse(String(init?.body)) as { ticketCode: string };
    clock += 60_000;
    const at = new Date(clock).toISOString();
    const use = (each: TTicket) => ({ ...each, status: 'used' as const, checkedInAt: at });
    if (ticketCode === booking.ticketCode) {
      booking = {
        ...booking,
        checkedInAt: at,
        tickets: booking.tickets.map((each) => (each.status === 'valid' ? use(each) : each)),
      };
      return ok(booking);
    }
    const found = booking.tickets.find((each) => each.code === ticketCode);
    if (!found) return fail(404, 'NOT_FOUND', 'Ticket not found');
    if (found.status === 'used')
      return fail(409, 'CONFLICT', `Ticket already checked in at ${found.checkedInAt}`);
    booking = {
      ...booking,
      checkedInAt: at,
      tickets: booking.tickets.map((each) => (each.id === found.id ? use(each) : each)),
    };
    return ok(booking);
  };
}

describe('the door, a ticket per person', () => {
  it('admits one person on a ticket’s code, says who and how many are still to come, then the rest on the booking’s code', async () => {
    stubDoorApi({ [CHECK_IN]: familyDesk() });
    renderWithApp(<CheckInPage />, { path: '/events/admin/check-in' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Ticket code');

    await user.type(field, 'TK0000000002{Enter}');
    let success = await screen.findByRole('region', { name: 'Checked in' });
    expect(within(success).getByText('Let in 1 person')).toBeTruthy();
    expect(within(success).getByRole('list', { name: 'Admitted now' }).textContent).toBe('Ravi Rao · Adult');
    expect(within(success).getByText('2 more people on this booking are still to come.')).toBeTruthy();
    expect(within(success).getByText('One person’s ticket')).toBeTruthy();
    const scans = screen.getByRole('list', { name: 'Recent scans' });
    expect(within(scans).getByText('Ravi Rao · Adult · Lakeside Morning Yoga')).toBeTruthy();

    // The booking's code: everyone left, named, and nobody still to come.
    await user.type(field, 'AB12CD34EF56{Enter}');
    await screen.findByText('Let in 2 people');
    success = screen.getByRole('region', { name: 'Checked in' });
    const admitted = within(success).getByRole('list', { name: 'Admitted now' });
    expect(
      within(admitted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha Rao · Adult', 'Ticket 3 · Child']);
    expect(within(success).getByText('Everyone on this booking is in.')).toBeTruthy();
    expect(within(success).getByText(/The booking’s code/)).toBeTruthy();
    expect(within(scans).getByText('2 people · Lakeside Morning Yoga')).toBeTruthy();

    // A used ticket's code again: amber, nobody let in.
    await user.type(field, 'TK0000000002{Enter}');
    expect(await screen.findByRole('region', { name: 'Already checked in' })).toBeTruthy();
  });
});

describe('admissionOf', () => {
  const at = '2026-11-25T01:21:00.000Z';
  it('names the ticket whose code was scanned', () => {
    const booking = family();
    booking.tickets[0] = { ...booking.tickets[0], status: 'used', checkedInAt: at } as TTicket;
    const admission = admissionOf(booking, 'TK0000000001');
    expect(admission.admitted.map((each) => each.attendeeName)).toEqual(['Asha Rao']);
    expect(admission).toMatchObject({ wholeBooking: false, toCome: 2, people: 1 });
  });

  it('takes the tickets used at the newest instant for the booking’s code, not those in earlier', () => {
    const booking = family();
    booking.tickets = booking.tickets.map((each, index) => ({
      ...each,
      status: 'used',
      checkedInAt: index === 0 ? '2026-11-25T01:00:00.000Z' : at,
    }));
    const admission = admissionOf(booking, 'AB12CD34EF56');
    expect(admission.admitted.map((each) => each.code)).toEqual(['TK0000000002', 'TK0000000003']);
    expect(admission).toMatchObject({ wholeBooking: true, toCome: 0, people: 2 });
  });

  it('trusts the server’s admittedTicketIds when it sends them', () => {
    const booking = { ...family(), admittedTicketIds: [family().tickets[2]?.id] } as TBooking;
    expect(admissionOf(booking, 'AB12CD34EF56').admitted.map((each) => each.code)).toEqual(['TK0000000003']);
  });

  it('counts the seats of a booking without tickets', () => {
    expect(admissionOf({ ...bookingFixture, tickets: [] }, 'AB12CD34EF56')).toMatchObject({
      people: 3,
      toCome: 0,
    });
  });
});
