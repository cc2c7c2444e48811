import type { TEventWaitlists } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { WaitlistsPanel } from './WaitlistsPanel';

/** Decision 042: an organiser sees each show's waitlist and closes it, asked first. */
const event = sampleEvent();
const slot = sampleSlot({ seatsTaken: 100, seatsAvailable: 0 });
const CLOSE = `POST /api/events/events/${event.id}/slots/${slot.id}/waitlist/close`;

function render(closed = false) {
  const show = {
    slotId: slot.id,
    startsAt: slot.startsAt,
    closed,
    waitingEntries: 3,
    waitingSeats: 7,
    openOffers: 1,
    offeredSeats: 2,
  };
  const sent: string[] = [];
  stubApi({
    [`GET /api/events/events/${event.id}/waitlists`]: () =>
      ok({ eventId: event.id, slots: [show] } satisfies TEventWaitlists),
    [CLOSE]: () => {
      sent.push('close');
      show.closed = true;
      show.waitingEntries = 0;
      show.waitingSeats = 0;
      return ok(show);
    },
  });
  renderWithApp(<WaitlistsPanel realm="events" eventId={event.id} timeZone="UTC" slots={[slot]} />);
  return { sent, user: userEvent.setup() };
}

const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term).nextElementSibling?.textContent;

describe('WaitlistsPanel', () => {
  it('shows each show’s waiting people, seats wanted and open offers, and closes it after asking', async () => {
    const { sent, user } = render();
    const figures = await screen.findByLabelText(/^Waitlist of /);
    expect(figure(figures, 'Waiting')).toBe('3');
    expect(figure(figures, 'Seats wanted')).toBe('7');
    expect(figure(figures, 'Open offers')).toBe('1');
    expect(figure(figures, 'Seats offered')).toBe('2');

    await user.click(screen.getByRole('button', { name: /^Close the waitlist of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this waitlist?' });
    expect(within(dialog).getByText(/3 people waiting for 7 seats will be told it closed/)).toBeTruthy();
    // Keeping it open sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Close the waitlist of / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close this waitlist?' })).getByRole('button', {
        name: 'Close waitlist',
      }),
    );
    await waitFor(() => expect(sent).toEqual(['close']));
    const closed = await screen.findByRole('button', { name: /^Waitlist of .* closed$/ });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('cannot close a closed waitlist', async () => {
    render(true);
    const closed = await screen.findByRole('button', { name: /^Waitlist of .* closed$/ });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Close the waitlist/ })).toBeNull();
  });
});
