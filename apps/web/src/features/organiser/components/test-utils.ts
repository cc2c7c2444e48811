import type { TCheckInCounts, TShowCheckInCount } from '@engagex/contracts';
import { type Route, stubApi } from '@/test/api';
import { sampleEvent } from '@/test/events';

/** The check-in page's tests: one event with two shows, its counts, and the API the page reads. */
export const DOOR_EVENT = '11111111-1111-4111-8111-111111111111';
export const SHOW_ONE = '44444444-4444-4444-8444-444444444444';
export const SHOW_TWO = '55555555-5555-4555-8555-555555555555';
export const CHECK_IN = 'POST /api/events/bookings/check-in';
export const COUNTS = `GET /api/events/bookings/check-in/counts?eventId=${DOOR_EVENT}`;
/** The door's event list asks from a day ago, a moment that moves: matched by its start. */
const DOOR_EVENTS = 'GET /api/events/events?';

export function showCount(overrides: Partial<TShowCheckInCount> = {}): TShowCheckInCount {
  return {
    slotId: SHOW_ONE,
    startsAt: '2099-11-25T13:30:00.000Z',
    endsAt: '2099-11-25T16:30:00.000Z',
    expectedSeats: 10,
    checkedInSeats: 4,
    toComeSeats: 6,
    expectedTickets: 5,
    checkedInTickets: 2,
    ...overrides,
  };
}

export const countsFixture = (shows: TShowCheckInCount[]): TCheckInCounts => ({
  eventId: DOOR_EVENT,
  title: 'Lakeside Morning Yoga',
  timeZone: 'Asia/Kolkata',
  shows,
});

const eventList = () =>
  new Response(
    JSON.stringify({
      success: true,
      data: {
        items: [sampleEvent({ id: DOOR_EVENT, title: 'Lakeside Morning Yoga' })],
        total: 1,
        page: 1,
        limit: 100,
        totalPages: 1,
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

/** stubApi with the door's event list answered whatever its `from`. */
export function stubDoorApi(routes: Record<string, Route>) {
  const byStart = new Proxy(routes, {
    get: (target, key) =>
      typeof key === 'string' && key.startsWith(DOOR_EVENTS) ? eventList : target[key as string],
  });
  return stubApi(byStart);
}
