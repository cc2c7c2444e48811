import type { TBooking } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { EventBookings } from './EventBookings';
import { bookingFixture } from './test-fixtures';
import { EVENT, question, STANDARD, TYPES, VIP } from './ticketing/test-utils';

/** Decision 078: under each booking, what it bought and each ticket's attendee and answers. */
const MEAL = question();
const AGE = question({
  id: '0b000000-0000-4000-8000-000000000002',
  label: 'Age',
  kind: 'number',
  options: [],
});
const FIRST_AID = question({
  id: '0b000000-0000-4000-8000-000000000003',
  label: 'First aider',
  kind: 'boolean',
});
const ticket = (overrides: Partial<TBooking['tickets'][number]>): TBooking['tickets'][number] => ({
  id: '0d000000-0000-4000-8000-000000000001',
  code: 'K7M2P9Q4R8T3',
  qrPayload: null,
  ticketTypeId: STANDARD,
  ticketTypeName: 'Standard',
  attendeeName: 'Asha Rao',
  attendeeEmail: 'asha@example.com',
  answers: {},
  status: 'valid',
  priceCredits: 32,
  checkedInAt: null,
  refund: null,
  ...overrides,
});
const booking: TBooking = {
  ...bookingFixture,
  eventId: EVENT.id,
  seats: 2,
  promoCode: 'EARLY20',
  discountCredits: 24,
  items: [
    { ticketTypeId: STANDARD, name: 'Standard', quantity: 1, unitPriceCredits: 40, discountCredits: 0 },
    { ticketTypeId: VIP, name: 'VIP', quantity: 1, unitPriceCredits: 120, discountCredits: 24 },
  ],
  tickets: [
    ticket({ answers: { [MEAL.id]: 'Veg', [AGE.id]: 34, [FIRST_AID.id]: true } }),
    ticket({
      id: '0d000000-0000-4000-8000-000000000002',
      ticketTypeId: VIP,
      ticketTypeName: 'VIP',
      attendeeName: null,
      attendeeEmail: null,
      status: 'used',
      // An answer to a question since deleted: nobody could say what it answered.
      answers: { '0b000000-0000-4000-8000-0000000000ff': 'Gone' },
    }),
  ],
};

function render() {
  stubApi({
    [`GET /api/events/bookings?eventId=${EVENT.id}&page=1&limit=10`]: () =>
      ok({ items: [booking], total: 1, page: 1, limit: 10, totalPages: 1 }),
    [`GET /api/events/events/${EVENT.id}`]: () =>
      ok({
        event: EVENT,
        slots: [sampleSlot({ eventId: EVENT.id })],
        ticketTypes: TYPES,
        questions: [MEAL, AGE, FIRST_AID],
      }),
  });
  renderWithApp(<EventBookings realm="events" eventId={EVENT.id} />);
  return userEvent.setup();
}

describe('EventBookings tickets', () => {
  it('folds each booking’s items, code and tickets with their attendees and labelled answers', async () => {
    const user = render();
    const toggle = await screen.findByRole('button', { name: 'Show its 2 tickets' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Asha Rao', { exact: false })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1 × Standard at 40 credits · 1 × VIP at 120 credits')).toBeTruthy();
    expect(screen.getByText('Code EARLY20: 24 credits off')).toBeTruthy();
    const tickets = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(tickets).toHaveLength(2);
    const [first, second] = tickets as [HTMLElement, HTMLElement];
    expect(within(first).getByText('1. Asha Rao')).toBeTruthy();
    expect(within(first).getByText('Valid')).toBeTruthy();
    expect(within(first).getByText('asha@example.com · K7M2P9Q4R8T3')).toBeTruthy();
    expect(within(first).getByText('Meal').nextElementSibling?.textContent).toBe('Veg');
    expect(within(first).getByText('Age').nextElementSibling?.textContent).toBe('34');
    expect(within(first).getByText('First aider').nextElementSibling?.textContent).toBe('Yes');
    expect(within(second).getByText('2. Not named yet')).toBeTruthy();
    expect(within(second).getByText('Used')).toBeTruthy();
    expect(within(second).queryByText('Gone')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide its 2 tickets' }));
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
  });
});
