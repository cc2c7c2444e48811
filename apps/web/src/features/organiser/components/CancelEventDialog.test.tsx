/**
 * Decision 069: "Cancel event" asks why, and reads its counts again just before it cancels; when they changed it
 * shows the new ones and cancels nothing until the organiser confirms again. Changes with the dialog.
 */
import type { TEventCancellation } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { sampleEvent } from '@/test/events';
import { renderWithApp } from '@/test/render';
import CancelEventDialog from './CancelEventDialog';

const event = sampleEvent();

const preview = (paid: number): TEventCancellation => ({
  status: 'published',
  bookings: { held: 0, toCard: 0, toWallet: paid, free: 0 },
  entries: { toCard: 0, toWallet: 0, free: 0 },
  moneyToCards: [],
  creditsToWallets: paid * 30,
  waiting: 0,
  people: paid,
});

/** The dialog over a stubbed API; `booked` is how many paid bookings the preview counts when next read. */
function render() {
  const sent: unknown[] = [];
  const state = { booked: 2 };
  stubApi({
    [`GET /api/events/events/${event.id}/cancellation`]: () => ok(preview(state.booked)),
    [`POST /api/events/events/${event.id}/cancel`]: ({ init }) => {
      sent.push(JSON.parse(String(init?.body)));
      return ok({ event: { ...event, status: 'cancelled' }, slots: [] });
    },
  });
  renderWithApp(
    <CancelEventDialog realm="events" eventId={event.id} title={event.title} open onOpenChange={() => {}} />,
  );
  return { sent, state, user: userEvent.setup() };
}

describe('CancelEventDialog', () => {
  it('asks why, and sends the reason once the counts still hold', async () => {
    const { sent, user } = render();
    await screen.findByText('2 bookings are cancelled:');
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText(/Say why the event is cancelled/)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Reason'), 'The hall flooded');
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'The hall flooded' }]));
  });

  it('shows the new counts and cancels nothing when they changed since they were read', async () => {
    const { sent, state, user } = render();
    await screen.findByText('2 bookings are cancelled:');
    await user.type(screen.getByLabelText('Reason'), 'The hall flooded');
    // Someone pays for a booking while the organiser types.
    state.booked = 3;
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText(/These numbers changed while the dialog was open/)).toBeTruthy();
    expect(screen.getByText('3 bookings are cancelled:')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'The hall flooded' }]));
  });
});
