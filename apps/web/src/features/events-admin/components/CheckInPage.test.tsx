import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { formatDateTime, formatPreciseTime } from '../format';
import { CheckInPage } from './CheckInPage';
import { bookingFixture } from './test-fixtures';

const CHECK_IN = 'POST /api/events/bookings/check-in';
const USED_AT = '2026-11-25T01:20:05.000Z';

const renderCheckIn = () => renderWithApp(<CheckInPage />, { path: '/events/admin/check-in' });

/** The server of issue #5: first scan of a ticket checks it in, a second is refused with 409, others 404. */
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
    const warning = await screen.findByRole('region', { name: 'Another day’s show' });
    expect(warning.dataset.outcome).toBe('yellow');
    // In the event's zone, as the show reads at the event, whatever the desk's device clock says.
    expect(within(warning).getByText(formatDateTime(SHOW, 'America/New_York'))).toBeTruthy();
    expect(formatDateTime(SHOW, 'America/New_York')).toMatch(/8:30\s?(am|AM)/);
    expect(within(warning).getByText(/Nobody was let in/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Checked in' })).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'Check in anyway' }));
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
    expect(within(success).getByText('3 seats')).toBeTruthy();
    expect(within(success).getByText(/Upvan Lake Promenade, Thane/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'AB12CD34EF56{Enter}');
    const warning = await screen.findByRole('region', { name: 'Already checked in' });
    expect(warning.dataset.outcome).toBe('yellow');
    expect(within(warning).getByText(formatPreciseTime(USED_AT))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Checked in' })).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(calls(api)).toEqual([CHECK_IN, CHECK_IN]);
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
    expect(calls(api)).toEqual(['POST /api/cultural-events/bookings/check-in']);
  });

  it('refuses a malformed code without asking the server', async () => {
    const api = stubApi({ [CHECK_IN]: ticketDesk() });
    renderCheckIn();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Ticket code');
    await user.type(field, 'ABC{Enter}');
    expect(await screen.findByText(/A ticket code is 12 letters and digits/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls(api)).toEqual([]);
  });
});
