import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, fail, ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { formatDateTime, formatRange, formatWarningTime } from '../format';
import { CheckInPage } from './CheckInPage';
import { bookingFixture } from './test-fixtures';
import {
  CHECK_IN,
  COUNTS,
  countsFixture,
  DOOR_EVENT,
  SHOW_ONE,
  SHOW_TWO,
  showCount,
  stubDoorApi as stubApi,
} from './test-utils';

const USED_AT = '2026-11-25T01:20:05.000Z';

const renderCheckIn = (search = '') =>
  renderWithApp(<CheckInPage />, { path: `/events/admin/check-in${search}` });
/** The API calls but the door's event list, which the page asks for once it opens. */
const scansOf = (api: ReturnType<typeof stubApi>) =>
  calls(api).filter((call) => !call.includes('/events/events?'));

/** A stand-in server: first scan of a ticket checks it in, a second is refused with 409, others 404. */
function ticketDesk() {
  const used = new Set<string>();
  return ({ init }: { init: RequestInit | undefined }) => {
    const { ticketCode } = JSON.parse(String(init?.body)) as { ticketCode: string };
    if (ticketCode !== bookingFixture.ticketCode) return fail(404, 'NOT_FOUND', 'Ticket not found');
    if (used.has(ticketCode)) return fail(409, 'CONFLICT', `Ticket already checked in at ${USED_AT}`);
    used.add(ticketCode);
    return ok(bookingFixture);
  };
}

describe('CheckInPage', () => {
  it('warns about a ticket for another day’s show, says which show, and admits it only when asked again', async () => {
    const SHOW = '2026-12-02T13:30:00.000Z';
    const bodies: unknown[] = [];
    stubApi({
      [CHECK_IN]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { otherDay?: boolean };
        bodies.push(body);
        if (!body.otherDay) {
          return new Response(
            JSON.stringify({
              success: false,
              code: 'CONFLICT',
              message:
                "This ticket is for the show on Wed, 2 Dec, 7:00 pm, not today's; check it in only if you mean to",
              error: 'conflict',
              details: [
                { path: 'slotStartsAt', message: SHOW },
                { path: 'timeZone', message: 'America/New_York' },
              ],
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return ok(bookingFixture);
      },
    });
    renderCheckIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ticket code'), 'AB12CD34EF56{Enter}');
    // Loud: an alert of its own colour, not the amber of a ticket already used.
    const warning = await screen.findByRole('alert', { name: 'Stop: another day’s show' });
    expect(warning.dataset.outcome).toBe('wrong-show');
    expect(warning.dataset.palette).toBe('orange');
    // In the event's zone, as the show reads at the event, whatever the desk's device clock says.
    // Always with its zone, whatever the reader's clock: the door decides on it at once (decision 055).
    expect(within(warning).getByText(formatWarningTime(SHOW, 'America/New_York'))).toBeTruthy();
    expect(formatWarningTime(SHOW, 'America/New_York')).toMatch(/8:30\s?(am|AM) (EST|EDT|GMT-5)$/);
    expect(within(warning).getByText(/Nobody was let in/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Checked in' })).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Admit anyway' }));
    await screen.findByRole('region', { name: 'Checked in' });
    expect(bodies).toEqual([{ ticketCode: 'AB12CD34EF56' }, { ticketCode: 'AB12CD34EF56', otherDay: true }]);
  });

  it('shows the booking in green, then "already checked in" with the local time, keeping focus for the next scan', async () => {
    const api = stubApi({ [CHECK_IN]: ticketDesk() });
    renderCheckIn();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Ticket code');
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.type(field, 'ab12cd34ef56{Enter}');
    const success = await screen.findByRole('region', { name: 'Checked in' });
    expect(success.dataset.outcome).toBe('green');
    expect(within(success).getByText('Lakeside Morning Yoga')).toBeTruthy();
    expect(within(success).getByText('Let in 3 people')).toBeTruthy();
    expect(within(success).getByText(/Upvan Lake Promenade, Thane/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'AB12CD34EF56{Enter}');
    const warning = await screen.findByRole('region', { name: 'Already checked in' });
    expect(warning.dataset.outcome).toBe('yellow');
    expect(within(warning).getByText(formatWarningTime(USED_AT, undefined, 'precise'))).toBeTruthy();
    expect(formatWarningTime(USED_AT, undefined, 'precise')).toMatch(/ [A-Z]{2,5}$|GMT/);
    expect(screen.queryByRole('region', { name: 'Checked in' })).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(scansOf(api)).toEqual([CHECK_IN, CHECK_IN]);
  });

  it('says there is no such ticket (404)', async () => {
    stubApi({ [CHECK_IN]: ticketDesk() });
    renderCheckIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ticket code'), 'ZZZZ9999ZZZZ{Enter}');
    const missing = await screen.findByRole('region', { name: 'No such ticket' });
    expect(missing.dataset.outcome).toBe('red');
    expect(within(missing).getByText('ZZZZ9999ZZZZ')).toBeTruthy();
  });

  it("takes a scanner's full QR text and checks in at the service it names", async () => {
    const api = stubApi({ 'POST /api/cultural-events/bookings/check-in': ticketDesk() });
    renderCheckIn();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Ticket code'),
      'ENGAGEX:cultural-events:AB12CD34EF56{Enter}',
    );
    await screen.findByRole('region', { name: 'Checked in' });
    expect(scansOf(api)).toEqual(['POST /api/cultural-events/bookings/check-in']);
  });

  it('refuses a malformed code without asking the server', async () => {
    const api = stubApi({ [CHECK_IN]: ticketDesk() });
    renderCheckIn();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Ticket code');
    await user.type(field, 'ABC{Enter}');
    expect(await screen.findByText(/A ticket code is 12 letters and digits/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(scansOf(api)).toEqual([]);
  });

  it('stops a ticket for another show loudly, naming its show, and admits it only on Admit anyway', async () => {
    const SHOW = '2099-11-26T13:30:00.000Z';
    const bodies: unknown[] = [];
    let admitted = false;
    const api = stubApi({
      [COUNTS]: () =>
        ok(countsFixture([showCount(), showCount({ slotId: SHOW_TWO, checkedInSeats: admitted ? 3 : 0 })])),
      [CHECK_IN]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { otherShow?: boolean };
        bodies.push(body);
        if (body.otherShow) {
          admitted = true;
          return ok(bookingFixture);
        }
        return new Response(
          JSON.stringify({
            success: false,
            code: 'CONFLICT',
            message: 'This ticket is for Lakeside Morning Yoga on Thu, 26 Nov, 7:00 pm IST, not this show',
            error: 'conflict',
            details: [
              { path: 'slotId', message: SHOW_TWO },
              { path: 'startsAt', message: SHOW },
              { path: 'timeZone', message: 'Asia/Kolkata' },
              { path: 'title', message: 'Lakeside Morning Yoga' },
            ],
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderCheckIn(`?event=${DOOR_EVENT}&show=${SHOW_ONE}`);
    const user = userEvent.setup();
    // The chosen show's counts are up before the first ticket.
    await screen.findByRole('region', { name: 'Counts for this show' });
    await user.type(await screen.findByLabelText('Ticket code'), 'AB12CD34EF56{Enter}');

    const alert = await screen.findByRole('alert', { name: 'Stop: not this show' });
    expect(alert.dataset.palette).toBe('orange');
    expect(within(alert).getByText('Lakeside Morning Yoga')).toBeTruthy();
    expect(within(alert).getByText(formatDateTime(SHOW, 'Asia/Kolkata'))).toBeTruthy();
    expect(within(alert).getByText(/Nobody was let in/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Recent scans' })).getByText('Other show')).toBeTruthy();
    // Felt as well as seen: a long buzz (the sound is Web Audio's, which jsdom has not).
    expect(vibrate).toHaveBeenCalledWith([220, 90, 220, 90, 220]);
    Reflect.deleteProperty(navigator, 'vibrate');

    const countsBefore = scansOf(api).filter((call) => call === COUNTS).length;
    await user.click(within(alert).getByRole('button', { name: 'Admit anyway' }));
    await screen.findByRole('region', { name: 'Checked in' });
    expect(bodies).toEqual([
      { ticketCode: 'AB12CD34EF56', slotId: SHOW_ONE },
      // The alert named the show's day, so insisting on the show covers its day too.
      { ticketCode: 'AB12CD34EF56', slotId: SHOW_ONE, otherShow: true, otherDay: true },
    ]);
    // The counts are asked again at once after an admit, not only on the next poll.
    await waitFor(() =>
      expect(scansOf(api).filter((call) => call === COUNTS).length).toBeGreaterThan(countsBefore),
    );
    expect(screen.getByText('3 / 10 in')).toBeTruthy();
  });

  it("shows the chosen show's live counts, and picks an event's next show when the event is chosen", async () => {
    stubApi({
      [COUNTS]: () =>
        ok(
          countsFixture([
            showCount({ startsAt: '2020-01-01T10:00:00.000Z', endsAt: '2020-01-01T12:00:00.000Z' }),
            showCount({ slotId: SHOW_TWO, expectedSeats: 12, checkedInSeats: 5, toComeSeats: 7 }),
          ]),
        ),
    });
    const { router } = renderCheckIn();
    const user = userEvent.setup();
    const event = await screen.findByLabelText('Event');
    await waitFor(() => expect(within(event).getByText('Lakeside Morning Yoga')).toBeTruthy());
    await user.selectOptions(event, DOOR_EVENT);

    // The first show is over: the desk is set to the next one, and the address keeps the choice.
    const counts = await screen.findByRole('region', { name: 'Counts for this show' });
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe(SHOW_TWO);
    expect(router.state.location.search).toBe(`?event=${DOOR_EVENT}&show=${SHOW_TWO}`);
    const figure = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent;
    expect([figure('Checked in'), figure('Expected'), figure('Still to come')]).toEqual(['5', '12', '7']);
    expect(
      within(counts).getByText(/Every figure counts people. 5 bookings, 2 with someone in/),
    ).toBeTruthy();
    expect(
      screen.getByRole('option', {
        name: formatRange('2099-11-25T13:30:00.000Z', '2099-11-25T16:30:00.000Z', 'Asia/Kolkata'),
      }),
    ).toBeTruthy();
  });
});

describe('CheckInPage, an event from the other service in the address', () => {
  it('forgets an event this service does not know instead of failing to count it', async () => {
    stubApi({ [COUNTS]: () => fail(404, 'NOT_FOUND', 'Event not found') });
    const { router } = renderCheckIn(`?event=${DOOR_EVENT}&show=${SHOW_ONE}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((screen.getByLabelText('Event') as HTMLSelectElement).value).toBe(''));
  });
});
