import type { TWaitingRoom, TWaitingRoomEntry } from '@engagex/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, type Route, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { BookingPanel } from '../components/BookingPanel';
import { ROOM_REFRESH_MS } from './api/get-waiting-room';
import { myPlaceKey } from './api/keys';
import { WaitingRoomPage } from './WaitingRoomPage';

const event = sampleEvent({ title: 'Stadium Night', timeZone: 'Asia/Kolkata' });
const slots = [sampleSlot()];
const BASE = `/api/events/events/${event.id}`;
const HASH = 'a'.repeat(64);
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const room = (overrides: Partial<TWaitingRoom> = {}): TWaitingRoom => ({
  eventId: event.id,
  enabled: true,
  opensAt: minutes(-1),
  admitPerMinute: 1,
  admissionMinutes: 10,
  waiting: 3,
  admitted: 0,
  seedHash: HASH,
  seed: 'the-revealed-seed',
  drawnAt: minutes(-1),
  ...overrides,
});
const place = (overrides: Partial<TWaitingRoomEntry> = {}): TWaitingRoomEntry => ({
  id: '1d3c5e7f-9a1b-4c3d-8e5f-7a9b1c3d5e7f',
  eventId: event.id,
  status: 'waiting',
  position: 3,
  expectedAdmissionAt: minutes(2),
  admissionExpiresAt: null,
  opensAt: minutes(-1),
  joinedAt: minutes(-3),
  ...overrides,
});

/** The room page at its address, with the event page it moves to once the person is admitted. */
function renderRoom(routes: Record<string, Route>) {
  const api = stubApi({
    [`GET ${BASE}`]: () => ok({ event, slots, ticketTypes: [], questions: [] }),
    ...routes,
  });
  const view = renderWithApp(null, {
    path: `/events/${event.id}/waiting-room`,
    routes: [
      {
        path: '/events/:eventId/waiting-room',
        element: <WaitingRoomPage realm="events" eventId={event.id} />,
      },
      { path: '/events/:eventId', element: <p>The booking step</p> },
    ],
  });
  return { api, ...view };
}

describe('the waiting room page (decision 080)', () => {
  it('joins on arrival, once, and shows the place, the honest wait and the draw anyone can check', async () => {
    const { api } = renderRoom({
      [`GET ${BASE}/waiting-room`]: () => ok(room()),
      [`GET ${BASE}/waiting-room/me`]: () => fail(404, 'NOT_FOUND', 'Not in the room'),
      [`POST ${BASE}/waiting-room/join`]: () => ok(place()),
    });
    expect(await screen.findByRole('heading', { name: "You're in line" })).toBeTruthy();
    expect(screen.getByText('#3')).toBeTruthy();
    expect(screen.getByText('2 people ahead of you')).toBeTruthy();
    expect(screen.getByText('about 2 minutes')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress to the front of the line' })).toBeTruthy();
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(screen.getByText('the-revealed-seed')).toBeTruthy();
    expect(screen.getByText(place().id)).toBeTruthy();
    expect(screen.getByText(/HMAC-SHA256 of its id with the seed as the key/)).toBeTruthy();
    // Strict mode runs the effect twice: one join all the same.
    expect(calls(api).filter((call) => call.startsWith('POST'))).toEqual([`POST ${BASE}/waiting-room/join`]);
  });

  it('keeps the joined place when a read asked before the join answers "not in the room" after it', async () => {
    // The event page's read left "not in the room" behind; a second read is under way when the join answers.
    let joinAnswered = (): void => undefined;
    const answered = new Promise<void>((resolve) => {
      joinAnswered = resolve;
    });
    let reads = 0;
    let staleReadDone = false;
    const { queryClient } = renderRoom({
      [`GET ${BASE}/waiting-room`]: () => ok(room()),
      [`GET ${BASE}/waiting-room/me`]: async () => {
        reads += 1;
        if (reads === 1) return fail(404, 'NOT_FOUND', 'Not in the room');
        await answered;
        await new Promise((resolve) => setTimeout(resolve, 20));
        staleReadDone = true;
        return fail(404, 'NOT_FOUND', 'Not in the room');
      },
      [`POST ${BASE}/waiting-room/join`]: async () => {
        void queryClient.refetchQueries({ queryKey: myPlaceKey('events', event.id) });
        await new Promise((resolve) => setTimeout(resolve, 10));
        setTimeout(joinAnswered, 0);
        return ok(place());
      },
    });
    expect(await screen.findByRole('heading', { name: "You're in line" })).toBeTruthy();
    await vi.waitFor(() => expect(staleReadDone).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: "You're in line" })).toBeTruthy();
    expect(screen.getByText('#3')).toBeTruthy();
  });

  it('says a move politely, not the first reading, and moves to booking the moment the person is admitted', async () => {
    const { queryClient } = renderRoom({
      [`GET ${BASE}/waiting-room`]: () => ok(room()),
      [`GET ${BASE}/waiting-room/me`]: () => ok(place()),
    });
    await screen.findByText('#3');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    act(() => queryClient.setQueryData(myPlaceKey('events', event.id), place({ position: 2 })));
    expect(await screen.findByText('#2')).toBeTruthy();
    expect(live?.textContent).toMatch(/^You're now number 2 in line\. Expected wait: about 2 minutes\.$/);
    act(() =>
      queryClient.setQueryData(
        myPlaceKey('events', event.id),
        place({
          status: 'admitted',
          position: null,
          expectedAdmissionAt: null,
          admissionExpiresAt: minutes(10),
        }),
      ),
    );
    expect(await screen.findByText('The booking step')).toBeTruthy();
  });

  it('before the opening, says the place comes after the draw and keeps the seed back', async () => {
    const opensAt = minutes(90);
    renderRoom({
      [`GET ${BASE}/waiting-room`]: () => ok(room({ opensAt, seed: null, drawnAt: null })),
      [`GET ${BASE}/waiting-room/me`]: () =>
        ok(place({ position: null, expectedAdmissionAt: null, opensAt })),
    });
    expect(await screen.findByRole('heading', { name: "You're in the waiting room" })).toBeTruthy();
    expect(screen.getByText(/^after the draw at /)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(
      screen.getByText('The seed itself is revealed at the opening, with how to check the order.'),
    ).toBeTruthy();
  });

  it('offers joining again, at the back, once an admission ran out', async () => {
    const user = userEvent.setup();
    const { api } = renderRoom({
      [`GET ${BASE}/waiting-room`]: () => ok(room()),
      [`GET ${BASE}/waiting-room/me`]: () =>
        ok(
          place({
            status: 'expired',
            position: null,
            expectedAdmissionAt: null,
            admissionExpiresAt: minutes(-1),
          }),
        ),
      [`POST ${BASE}/waiting-room/join`]: () => ok(place({ position: 7 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Join again' }));
    expect(await screen.findByText('#7')).toBeTruthy();
    expect(calls(api).filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('joins nobody when the room is off, and points to booking', async () => {
    const { api } = renderRoom({ [`GET ${BASE}/waiting-room`]: () => ok(room({ enabled: false })) });
    expect(await screen.findByText('No waiting room now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to booking' }).getAttribute('href')).toBe(
      `/events/${event.id}`,
    );
    expect(calls(api).some((call) => call.includes('/waiting-room/'))).toBe(false);
  });
});

/** The event page's booking panel with a room as given and the user's place, nothing held. */
function renderPanel(routes: Record<string, Route>) {
  const api = stubApi({
    [`GET /api/events/bookings/my-bookings?page=1&limit=100&status=held&eventId=${event.id}`]: () =>
      ok({ items: [], total: 0, page: 1, limit: 100, totalPages: 0 }),
    [`GET ${BASE}/slots`]: () => ok(slots),
    ...routes,
  });
  renderWithApp(null, {
    path: `/events/${event.id}`,
    routes: [
      {
        path: '/events/:eventId',
        element: (
          <BookingPanel event={event} initialSlots={slots} bookingId={null} onBookingChange={() => {}} />
        ),
      },
      { path: '/events/:eventId/waiting-room', element: <p>The waiting room</p> },
    ],
  });
  return api;
}

describe('the event page with a waiting room (decision 080)', () => {
  it('offers to join the waiting room, with its opening, in place of booking', async () => {
    renderPanel({
      [`GET ${BASE}/waiting-room`]: () => ok(room({ opensAt: minutes(120), seed: null, drawnAt: null })),
      [`GET ${BASE}/waiting-room/me`]: () => fail(404, 'NOT_FOUND', 'Not in the room'),
    });
    const join = await screen.findByRole('link', { name: 'Join the waiting room' });
    expect(join.getAttribute('href')).toBe(`/events/${event.id}/waiting-room`);
    expect(screen.getByText(/^It opens .* \(your time\)\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
  });

  it('reads the room again every half minute while it is on, so the count of people waiting moves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = 1234;
    try {
      renderPanel({
        [`GET ${BASE}/waiting-room`]: () => ok(room({ waiting })),
        [`GET ${BASE}/waiting-room/me`]: () => fail(404, 'NOT_FOUND', 'Not in the room'),
      });
      expect(await screen.findByText(/1,234 people/)).toBeTruthy();
      waiting = 1500;
      await act(() => vi.advanceTimersByTimeAsync(ROOM_REFRESH_MS));
      expect(await screen.findByText(/1,500 people/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an admitted person book as usual, saying how long their admission lasts', async () => {
    renderPanel({
      [`GET ${BASE}/waiting-room`]: () => ok(room()),
      [`GET ${BASE}/waiting-room/me`]: () =>
        ok(
          place({
            status: 'admitted',
            position: null,
            expectedAdmissionAt: null,
            admissionExpiresAt: minutes(9),
          }),
        ),
    });
    expect(await screen.findByText("It's your turn to book")).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^0[89]:\d\d left$/);
    expect(screen.getByRole('button', { name: 'Book 1 seat' })).toBeTruthy();
  });

  it('sends a person refused for not being admitted to the room, from the booking they tried', async () => {
    const user = userEvent.setup();
    renderPanel({
      // No room known to this page (it was switched on since): the server's refusal is what sends them.
      [`GET ${BASE}/waiting-room`]: () => fail(404, 'NOT_FOUND', 'No room'),
      'POST /api/events/bookings': () =>
        fail(
          403,
          'FORBIDDEN',
          'You are in the waiting room for this event: you can book once you are admitted',
          [{ path: 'waitingRoom', message: 'You are in the waiting room for this event' }],
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Book 1 seat' }));
    expect(await screen.findByText('The waiting room')).toBeTruthy();
  });
});
