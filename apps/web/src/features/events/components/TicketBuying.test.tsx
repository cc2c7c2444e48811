// Over 300 lines: the buyer's whole ticket flow (types, code, a card per person, refusals, the held total) on one mocked event.
import type { TBooking, TEventDetail, TEventSlot, TQuestion, TTicketType } from '@engagex/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditBalance, fail, ok } from '@/test/api';
import { sampleEvent, sampleSlot, sampleTicketType } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { BookingPanel } from './BookingPanel';
import { HeldBooking } from './HeldBooking';

const event = sampleEvent({ timeZone: 'Asia/Kolkata' });
const STANDARD = 'a1000000-0000-4000-8000-000000000001';
const VIP = 'a1000000-0000-4000-8000-000000000002';
const EARLY = 'a1000000-0000-4000-8000-000000000003';
const LATE = 'a1000000-0000-4000-8000-000000000004';
const CREW = 'a1000000-0000-4000-8000-000000000005';
const DIET = 'b1000000-0000-4000-8000-000000000001';
const AGE = 'b1000000-0000-4000-8000-000000000002';
const BUS = 'b1000000-0000-4000-8000-000000000003';

function type(overrides: Partial<TTicketType> & { id: string; name: string }): TTicketType {
  return sampleTicketType({ eventId: event.id, ...overrides });
}

function question(overrides: Partial<TQuestion> & { id: string; label: string }): TQuestion {
  return {
    eventId: event.id,
    labelHi: null,
    kind: 'text',
    options: [],
    required: false,
    ticketTypeIds: null,
    displayOrder: 0,
    ...overrides,
  };
}

const standard = type({ id: STANDARD, name: 'Standard', displayOrder: 0 });
const vip = type({
  id: VIP,
  name: 'VIP',
  description: 'Front rows and a drink',
  priceCredits: 100,
  maxPerBooking: 2,
  displayOrder: 1,
});
const early = type({
  id: EARLY,
  name: 'Early bird',
  displayOrder: 2,
  onSale: false,
  salesStartAt: null,
  salesEndAt: '2026-01-01T10:00:00.000Z',
});
const late = type({
  id: LATE,
  name: 'Late entry',
  displayOrder: 3,
  onSale: false,
  salesStartAt: '2098-12-01T04:30:00.000Z',
});
const crew = type({ id: CREW, name: 'Crew', priceCredits: 0, hidden: true, displayOrder: 4 });

const liveSlot = sampleSlot({ seatsAvailable: 50 });
const slotWith = (offered: [string, number][]): TEventSlot => ({
  ...liveSlot,
  ticketTypes: offered.map(([ticketTypeId, available]) => ({ ticketTypeId, available })),
});

type Handler = (request: { url: URL; body: unknown }) => Response;

/** The server at the fetch boundary, by method and path (the query is the handler's to read); else a 404. */
function stubServer(routes: Record<string, Handler>) {
  const seen: { key: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ key, url, body });
    return routes[key]?.({ url, body }) ?? fail(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

function booking(overrides: Partial<TBooking> = {}): TBooking {
  const id = 'c1000000-0000-4000-8000-000000000001';
  return {
    id,
    bookingId: id,
    eventId: event.id,
    slotId: liveSlot.id,
    event: {
      title: event.title,
      eventType: event.eventType,
      startsAt: event.startsAt,
      timeZone: event.timeZone,
      venueName: null,
      districtName: 'Pune',
    },
    slot: { startsAt: liveSlot.startsAt, endsAt: liveSlot.endsAt },
    seats: 3,
    status: 'held',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    priceCredits: 40,
    totalCredits: 216,
    paymentMethod: null,
    paymentStatus: 'PENDING',
    ticketCode: null,
    qrPayload: null,
    checkedInAt: null,
    cancelReason: null,
    confirmedAt: null,
    createdAt: new Date().toISOString(),
    waitlistOffer: false,
    items: [],
    tickets: [],
    promoCode: null,
    discountCredits: 0,
    ...overrides,
  };
}

function renderBuying({
  types,
  questions = [],
  slot,
  routes = {},
}: {
  types: TTicketType[];
  questions?: TQuestion[];
  slot: TEventSlot;
  routes?: Record<string, Handler>;
}) {
  const seen = stubServer({
    'GET /api/events/bookings/my-bookings': () =>
      ok({ items: [], total: 0, page: 1, limit: 100, totalPages: 0 }),
    [`GET /api/events/events/${event.id}/slots`]: () => ok([liveSlot]),
    'GET /api/events/waitlist/mine': () => ok({ items: [], total: 0, page: 1, limit: 100, totalPages: 0 }),
    'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance({ balance: 500 })),
    'POST /api/events/bookings': () => ok(booking(), 201),
    ...routes,
  });
  const onBookingChange = vi.fn();
  renderWithApp(
    <BookingPanel
      event={event}
      initialSlots={[slot]}
      ticketTypes={types}
      questions={questions}
      bookingId={null}
      onBookingChange={onBookingChange}
    />,
  );
  const posted = () => seen.filter((request) => request.key === 'POST /api/events/bookings');
  return { seen, posted, onBookingChange };
}

const row = (name: string) => {
  const item = screen.getByText(name, { selector: 'p' }).closest('li');
  if (!item) throw new Error(`No row for ${name}`);
  return within(item);
};

describe('Buying tickets by type', () => {
  it('with one type, reads as the seats stepper and books items of that type', async () => {
    const user = userEvent.setup();
    const { posted, onBookingChange } = renderBuying({
      types: [type({ id: STANDARD, name: 'Standard', maxPerBooking: 3 })],
      slot: slotWith([[STANDARD, 50]]),
    });
    expect(await screen.findByRole('heading', { name: 'Book seats' })).toBeTruthy();
    expect(screen.getByText('Up to 3 in one booking')).toBeTruthy();
    expect(screen.queryByText('Standard')).toBeNull();
    const add = screen.getByRole('button', { name: 'Add a seat' });
    await user.click(add);
    await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Book 3 seats' }));
    await vi.waitFor(() => expect(onBookingChange).toHaveBeenCalled());
    expect(posted()[0]?.body).toEqual({
      eventId: event.id,
      slotId: liveSlot.id,
      items: [{ ticketTypeId: STANDARD, quantity: 3 }],
    });
  });

  it('lists each type with its price, what is left, its sales window, and steppers within every bound', async () => {
    const user = userEvent.setup();
    const { posted, onBookingChange } = renderBuying({
      types: [late, vip, standard, early],
      slot: slotWith([
        [STANDARD, 9],
        [VIP, 3],
        [EARLY, 0],
        [LATE, 50],
      ]),
    });
    const list = await screen.findByRole('group', { name: 'Tickets' });
    // Display order, not the order the server happened to send.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Standard', 'VIP', 'Early bird', 'Late entry']);
    expect(row('VIP').getByText('Front rows and a drink')).toBeTruthy();
    expect(row('VIP').getByText('100 credits')).toBeTruthy();
    expect(row('VIP').getByText(/₹1,000/)).toBeTruthy();
    expect(row('Standard').getByText('9 left')).toBeTruthy();
    expect(row('Early bird').getByText('Sales ended')).toBeTruthy();
    expect(row('Late entry').getByText(/^On sale from .*(Dec 1|1 Dec)/)).toBeTruthy();
    expect(
      (row('Late entry').getByRole('button', { name: 'Add a Late entry ticket' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    // A code can be given before anything is chosen (it may unlock a type).
    expect(screen.getByRole('button', { name: 'Have a code?' })).toBeTruthy();
    // Nothing chosen yet: nothing to book.
    expect((screen.getByRole('button', { name: 'Choose your tickets' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // VIP stops at its maximum per booking (2), though 3 are left.
    const addVip = row('VIP').getByRole('button', { name: 'Add a VIP ticket' }) as HTMLButtonElement;
    await user.click(addVip);
    await user.click(addVip);
    expect(addVip.disabled).toBe(true);
    expect(row('VIP').getByRole('status', { name: '2 VIP tickets' })).toBeTruthy();
    // Standard stops at the booking's 10 in all (8 more beside the 2 VIP), though 9 are left.
    const addStandard = row('Standard').getByRole('button', {
      name: 'Add a Standard ticket',
    }) as HTMLButtonElement;
    for (let i = 0; i < 9; i += 1) if (!addStandard.disabled) await user.click(addStandard);
    expect(row('Standard').getByRole('status', { name: '8 Standard tickets' })).toBeTruthy();
    expect(addStandard.disabled).toBe(true);
    expect(screen.getByText('520 credits')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Book 10 seats' }));
    await vi.waitFor(() => expect(onBookingChange).toHaveBeenCalled());
    expect(posted()[0]?.body).toEqual({
      eventId: event.id,
      slotId: liveSlot.id,
      items: [
        { ticketTypeId: STANDARD, quantity: 8 },
        { ticketTypeId: VIP, quantity: 2 },
      ],
    });
  });

  it('applies a code: re-reads the event with it, shows the type it unlocks and the saving, and books with it', async () => {
    const user = userEvent.setup();
    const checks: URLSearchParams[] = [];
    const unlocked: TEventDetail = {
      event,
      slots: [
        slotWith([
          [STANDARD, 20],
          [VIP, 5],
          [CREW, 4],
        ]),
      ],
      ticketTypes: [standard, vip, crew],
      questions: [],
    };
    const { posted, seen } = renderBuying({
      types: [standard, vip],
      slot: slotWith([
        [STANDARD, 20],
        [VIP, 5],
      ]),
      routes: {
        [`GET /api/events/events/${event.id}`]: ({ url }) =>
          url.searchParams.get('promoCode') === 'FRIENDS' ? ok(unlocked) : fail(400, 'BAD', 'No code'),
        [`GET /api/events/events/${event.id}/promo-codes/check`]: ({ url }) => {
          checks.push(url.searchParams);
          const vipCount = Number(
            /:(\d+)/.exec(
              url.searchParams
                .get('items')
                ?.split(',')
                .find((item) => item.startsWith(VIP)) ?? '',
            )?.[1] ?? 0,
          );
          return ok({ code: 'FRIENDS', unlocksTicketTypeIds: [CREW], discountCredits: 20 * vipCount });
        },
      },
    });
    await screen.findByRole('group', { name: 'Tickets' });
    await user.click(row('VIP').getByRole('button', { name: 'Add a VIP ticket' }));
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(await screen.findByLabelText('Promo code'), 'FRIENDS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/Code FRIENDS applied\. You save ₹200 \(20 credits\)\./)).toBeTruthy();
    expect(seen.some((request) => request.url.search === '?promoCode=FRIENDS')).toBe(true);
    expect(checks[0]?.get('code')).toBe('FRIENDS');
    expect(checks[0]?.get('items')).toBe(`${VIP}:1`);
    expect(await screen.findByText('Unlocked by your code')).toBeTruthy();
    expect(row('Crew').getByText('Free')).toBeTruthy();
    // Total after the saving, the price before it struck through.
    expect(screen.getByText('80 credits')).toBeTruthy();
    expect(screen.getByText('You save 20 credits')).toBeTruthy();

    await user.click(row('Crew').getByRole('button', { name: 'Add a Crew ticket' }));
    await vi.waitFor(() => expect(checks.at(-1)?.get('items')).toBe(`${VIP}:1,${CREW}:1`));
    await user.click(screen.getByRole('button', { name: 'Book 2 seats' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      items: [
        { ticketTypeId: VIP, quantity: 1 },
        { ticketTypeId: CREW, quantity: 1 },
      ],
      promoCode: 'FRIENDS',
    });
  });

  it("says why a code is refused, under the field, in the server's words, and books without it", async () => {
    const user = userEvent.setup();
    const { posted } = renderBuying({
      types: [standard, vip],
      slot: slotWith([
        [STANDARD, 20],
        [VIP, 5],
      ]),
      routes: {
        [`GET /api/events/events/${event.id}`]: () =>
          ok({
            event,
            slots: [
              slotWith([
                [STANDARD, 20],
                [VIP, 5],
              ]),
            ],
            ticketTypes: [standard, vip],
            questions: [],
          }),
        [`GET /api/events/events/${event.id}/promo-codes/check`]: ({ url }) =>
          url.searchParams.get('code') === 'OLD'
            ? fail(422, 'UNPROCESSABLE', 'This code has expired')
            : fail(429, 'RATE_LIMITED', 'Too many tries. Wait a minute.'),
      },
    });
    await screen.findByRole('group', { name: 'Tickets' });
    await user.click(row('Standard').getByRole('button', { name: 'Add a Standard ticket' }));
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    const field = await screen.findByLabelText('Promo code');
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('A code has 3 to 32 letters, digits, - or _.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'AGAIN');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many tries. Wait a minute.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Book 1 seat' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).not.toHaveProperty('promoCode');
  });
});

describe('A card per ticket', () => {
  const questions = [
    question({ id: DIET, label: 'Diet', kind: 'choice', options: ['Veg', 'Non-veg'], required: true }),
    question({ id: AGE, label: 'Age', kind: 'number', required: false, displayOrder: 1 }),
    question({
      id: BUS,
      label: 'Need the bus?',
      kind: 'boolean',
      required: true,
      ticketTypeIds: [VIP],
      displayOrder: 2,
    }),
  ];

  it('asks each ticket its questions in ticket order, checks them in the browser, and sends the attendees', async () => {
    const user = userEvent.setup();
    const { posted, onBookingChange } = renderBuying({
      types: [standard, vip],
      questions,
      slot: slotWith([
        [STANDARD, 20],
        [VIP, 5],
      ]),
    });
    await screen.findByRole('group', { name: 'Tickets' });
    await user.click(row('VIP').getByRole('button', { name: 'Add a VIP ticket' }));
    await user.click(row('Standard').getByRole('button', { name: 'Add a Standard ticket' }));

    // Types in display order: Standard first, then VIP; only VIP is asked about the bus.
    const first = await screen.findByRole('group', { name: 'Ticket 1 — Standard' });
    const second = screen.getByRole('group', { name: 'Ticket 2 — VIP' });
    expect(within(first).queryByText('Need the bus?')).toBeNull();
    expect(within(second).getByText('Need the bus?')).toBeTruthy();
    expect(within(first).getByLabelText(/^Name/).getAttribute('aria-required')).toBe('true');
    expect(within(first).getByLabelText(/^Email/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Book 2 seats' }));
    expect(posted()).toHaveLength(0);
    expect(within(first).getByText('Give the attendee a name')).toBeTruthy();
    expect(within(second).getAllByText('An answer is required')).toHaveLength(2);
    await vi.waitFor(() => expect(document.activeElement).toBe(within(first).getByLabelText(/^Name/)));

    await user.type(within(first).getByLabelText(/^Name/), 'Asha Rao');
    await user.selectOptions(within(first).getByLabelText(/^Diet/), 'Veg');
    await user.type(within(first).getByLabelText(/^Age/), '34');
    await user.type(within(first).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(second).getByLabelText(/^Name/), 'Ravi Rao');
    await user.selectOptions(within(second).getByLabelText(/^Diet/), 'Non-veg');
    await user.click(within(second).getByRole('radio', { name: 'No' }));
    expect(within(first).getByText('Not an email address')).toBeTruthy();
    await user.clear(within(first).getByLabelText(/^Email/));
    await user.type(within(first).getByLabelText(/^Email/), 'asha@example.com');

    await user.click(screen.getByRole('button', { name: 'Book 2 seats' }));
    await vi.waitFor(() => expect(onBookingChange).toHaveBeenCalled());
    expect(posted()[0]?.body).toEqual({
      eventId: event.id,
      slotId: liveSlot.id,
      items: [
        { ticketTypeId: STANDARD, quantity: 1 },
        { ticketTypeId: VIP, quantity: 1 },
      ],
      attendees: [
        { name: 'Asha Rao', email: 'asha@example.com', answers: { [DIET]: 'Veg', [AGE]: 34 } },
        { name: 'Ravi Rao', answers: { [DIET]: 'Non-veg', [BUS]: false } },
      ],
    });
  });

  it("puts the server's refusal of an answer on that attendee's field", async () => {
    const user = userEvent.setup();
    const message = 'Attendee 2 (Ravi), “Age”: Answer with a number';
    renderBuying({
      types: [standard],
      questions: [questions[1] as TQuestion],
      slot: slotWith([[STANDARD, 20]]),
      routes: {
        'POST /api/events/bookings': () =>
          fail(400, 'VALIDATION_ERROR', message, [{ path: `body.attendees.1.answers.${AGE}`, message }]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a seat' }));
    const second = screen.getByRole('group', { name: 'Ticket 2 — Standard' });
    await user.type(
      within(screen.getByRole('group', { name: 'Ticket 1 — Standard' })).getByLabelText(/^Name/),
      'Asha',
    );
    await user.type(within(second).getByLabelText(/^Name/), 'Ravi');
    await user.type(within(second).getByLabelText(/^Age/), '12');
    await user.click(screen.getByRole('button', { name: 'Book 2 seats' }));
    const age = within(second).getByLabelText(/^Age/);
    await vi.waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(within(second).getAllByText(message).length).toBeGreaterThan(0);
    // Correcting the answer takes the server's mark away.
    await user.type(age, '0');
    expect(age.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps names optional when nothing is asked: cards open on request, blank tickets after the last named stay unsent', async () => {
    const user = userEvent.setup();
    const { posted } = renderBuying({
      types: [standard, vip],
      slot: slotWith([
        [STANDARD, 20],
        [VIP, 5],
      ]),
    });
    await screen.findByRole('group', { name: 'Tickets' });
    await user.click(row('Standard').getByRole('button', { name: 'Add a Standard ticket' }));
    await user.click(row('Standard').getByRole('button', { name: 'Add a Standard ticket' }));
    expect(screen.queryByRole('group', { name: /^Ticket 1/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add attendee names (optional)' }));
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Ticket 1 — Standard' })).getByLabelText(/^Name/),
      {
        target: { value: 'Asha' },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Book 2 seats' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ attendees: [{ name: 'Asha' }] });
  });
});

describe('The held booking', () => {
  it('shows each item, the code and its saving, and the total to pay', async () => {
    stubServer({ 'GET /api/main/cps/credit-transaction/balance': () => ok(creditBalance({ balance: 500 })) });
    renderWithApp(
      <HeldBooking
        realm="events"
        booking={booking({
          items: [
            {
              ticketTypeId: STANDARD,
              name: 'Standard',
              quantity: 2,
              unitPriceCredits: 40,
              discountCredits: 8,
            },
            { ticketTypeId: VIP, name: 'VIP', quantity: 1, unitPriceCredits: 100, discountCredits: 0 },
          ],
          promoCode: 'FRIENDS',
          discountCredits: 8,
          totalCredits: 172,
        })}
        onDone={vi.fn()}
        onPaid={vi.fn()}
        onExpired={vi.fn()}
      />,
    );
    expect(await screen.findByText('2 × Standard at 40 credits')).toBeTruthy();
    expect(screen.getByText('80 credits')).toBeTruthy();
    expect(screen.getByText('1 × VIP at 100 credits')).toBeTruthy();
    expect(screen.getByText('Code FRIENDS')).toBeTruthy();
    expect(screen.getByText('−8 credits')).toBeTruthy();
    expect(screen.getByText('172 credits')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pay 172 credits/ })).toBeTruthy();
  });
});
