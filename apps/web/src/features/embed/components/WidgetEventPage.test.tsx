import type { TTicketType, TWaitingRoom, TWidgetEvent } from '@engagex/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOM_REFRESH_MS } from '@/features/events/waiting-room/api/get-waiting-room';
import { calls, fail, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot, sampleTicketType } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { WidgetEventRoute } from './WidgetEventPage';

const event = sampleEvent({
  venue: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Lawn', address: 'FC Road' },
});
const PUBLIC = `GET /api/events/embed/events/${event.id}/public`;
const ROOM = `GET /api/events/events/${event.id}/waiting-room`;
const noRoom = () => fail(404, 'NOT_FOUND', 'This event has no waiting room');

const type = (overrides: Partial<TTicketType> & { id: string; name: string }): TTicketType =>
  sampleTicketType({ eventId: event.id, ...overrides });

const widget: TWidgetEvent = {
  event,
  slots: [
    sampleSlot({ seatsAvailable: 12, seatsTaken: 88 }),
    sampleSlot({
      id: '7b2e1f4d-6c8a-4d3b-8f9e-2a3b4c5d6e70',
      startsAt: '2099-01-11T13:30:00.000Z',
      endsAt: '2099-01-11T16:30:00.000Z',
      seatsAvailable: 0,
      seatsTaken: 100,
    }),
  ],
  ticketTypes: [
    type({ id: 'a1000000-0000-4000-8000-000000000001', name: 'Standard', priceCredits: 0 }),
    type({
      id: 'a1000000-0000-4000-8000-000000000002',
      name: 'VIP',
      priceCredits: 100,
      description: 'Front rows',
    }),
  ],
};

const renderFrame = () =>
  renderWithApp(null, {
    path: `/embed/events/${event.id}`,
    routes: [{ path: '/embed/events/:eventId', element: <WidgetEventRoute /> }],
  });

describe('the widget’s frame before sign-in (decision 097)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the event, its shows and ticket types with prices from the public read, and asks to sign in to book', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [PUBLIC]: () => ok(widget), [ROOM]: noRoom });
    renderFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz on the Lawn' })).toBeTruthy();
    expect(screen.getByText(/Lawn, Pune/)).toBeTruthy();

    const shows = screen.getByRole('region', { name: 'Shows' });
    const showRows = within(shows).getAllByRole('listitem');
    expect(showRows).toHaveLength(2);
    expect(showRows[0]?.textContent).toContain('12 seats left');
    expect(showRows[1]?.textContent).toContain('Sold out');

    const tickets = screen.getByRole('region', { name: 'Tickets' });
    const typeRows = within(tickets).getAllByRole('listitem');
    expect(typeRows[0]?.textContent).toContain('Standard');
    expect(typeRows[0]?.textContent).toContain('Free');
    expect(typeRows[1]?.textContent).toContain('VIP');
    expect(typeRows[1]?.textContent).toContain('Front rows');
    expect(typeRows[1]?.textContent).toContain('100 credits');
    expect(typeRows[1]?.textContent).toContain('₹1,000');

    // Only the public reads (twice in strict mode): no signed-in read is tried before the visitor signs in.
    await waitFor(() => expect(new Set(calls(fetchMock))).toEqual(new Set([PUBLIC, ROOM])));
    expect(screen.queryByRole('region', { name: 'Booking through a waiting room' })).toBeNull();

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Sign in to book' }));
    expect(open).toHaveBeenCalledWith(
      '/embed/sign-in?returnTo=%2Fembed%2Fsigned-in',
      'engagex-sign-in',
      expect.stringContaining('popup'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('blocked the sign-in window');
  });

  it('offers the sign-in alone when the public read does not answer for the event', async () => {
    stubApi({ [PUBLIC]: () => fail(404, 'NOT_FOUND', 'Event not found'), [ROOM]: noRoom });
    renderFrame();
    expect(await screen.findByRole('heading', { name: 'Book your seats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to book' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Tickets' })).toBeNull();
  });
});

describe('the widget’s frame before sign-in, for an event behind a waiting room (decision 110)', () => {
  afterEach(() => vi.restoreAllMocks());

  const room = (overrides: Partial<TWaitingRoom>): TWaitingRoom => ({
    eventId: event.id,
    enabled: true,
    opensAt: '2099-01-10T12:30:00.000Z',
    admitPerMinute: 50,
    admissionMinutes: 10,
    waiting: 0,
    admitted: 0,
    seedHash: 'a'.repeat(64),
    seed: null,
    drawnAt: null,
    ...overrides,
  });

  it('says the event books through a waiting room and when it opens, before the visitor signs in', async () => {
    stubApi({ [PUBLIC]: () => ok(widget), [ROOM]: () => ok(room({})) });
    renderFrame();
    const notice = await screen.findByRole('region', { name: 'Booking through a waiting room' });
    expect(notice.textContent).toContain('It opens');
    expect(notice.textContent).toContain('(your time)');
    expect(notice.textContent).not.toMatch(/(people|person) waiting/);
    expect(screen.getByText(/Sign in with EngageX to join the waiting room/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to book' })).toBeTruthy();
  });

  it('says the room is open and how many wait in it', async () => {
    stubApi({
      [PUBLIC]: () => ok(widget),
      [ROOM]: () =>
        ok(room({ opensAt: '2020-01-01T00:00:00.000Z', waiting: 1234, drawnAt: '2020-01-01T00:00:01.000Z' })),
    });
    renderFrame();
    const notice = await screen.findByRole('region', { name: 'Booking through a waiting room' });
    expect(notice.textContent).toContain('The waiting room is open');
    expect(notice.textContent).toContain('1,234 people waiting');
  });

  it('reads the room again every half minute while the frame is in view, so its count moves (decision 116)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = 1234;
    const fetchMock = stubApi({
      [PUBLIC]: () => ok(widget),
      [ROOM]: () =>
        ok(room({ opensAt: '2020-01-01T00:00:00.000Z', waiting, drawnAt: '2020-01-01T00:00:01.000Z' })),
    });
    const roomReads = () => calls(fetchMock).filter((call) => call === ROOM).length;
    try {
      renderFrame();
      const notice = await screen.findByRole('region', { name: 'Booking through a waiting room' });
      expect(notice.textContent).toContain('1,234 people waiting');
      // Not a live region: a screen reader is not interrupted each time the count moves.
      expect(notice.querySelector('[aria-live]')).toBeNull();

      waiting = 1500;
      await act(() => vi.advanceTimersByTimeAsync(ROOM_REFRESH_MS));
      await waitFor(() => expect(notice.textContent).toContain('1,500 people waiting'));

      // A hidden tab asks nothing; the count waits for the visitor to come back.
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const readsHidden = roomReads();
      waiting = 2000;
      await act(() => vi.advanceTimersByTimeAsync(3 * ROOM_REFRESH_MS));
      expect(roomReads()).toBe(readsHidden);
      expect(notice.textContent).toContain('1,500 people waiting');

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(() => vi.advanceTimersByTimeAsync(ROOM_REFRESH_MS));
      await waitFor(() => expect(notice.textContent).toContain('2,000 people waiting'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads an event without a room once, however long the frame shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ [PUBLIC]: () => ok(widget), [ROOM]: noRoom });
    try {
      renderFrame();
      await screen.findByRole('heading', { level: 1, name: 'Jazz on the Lawn' });
      await waitFor(() => expect(calls(fetchMock)).toContain(ROOM));
      const reads = calls(fetchMock).length;
      await act(() => vi.advanceTimersByTimeAsync(3 * ROOM_REFRESH_MS));
      expect(calls(fetchMock)).toHaveLength(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing of a room its organiser switched off', async () => {
    const fetchMock = stubApi({ [PUBLIC]: () => ok(widget), [ROOM]: () => ok(room({ enabled: false })) });
    renderFrame();
    await screen.findByRole('heading', { level: 1, name: 'Jazz on the Lawn' });
    await waitFor(() => expect(calls(fetchMock)).toContain(ROOM));
    expect(screen.queryByRole('region', { name: 'Booking through a waiting room' })).toBeNull();
    expect(screen.getByText(/to choose your seats and book/)).toBeTruthy();
  });
});
