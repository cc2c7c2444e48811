import { CONTESTANT_REVIEW_TRANSITIONS, type TContestantStatus } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toastsShown } from '@/ui/toast/shown';
import { ReviewQueuePage } from './ReviewQueuePage';
import { contestantFixture } from './test-fixtures';

const LIST = 'GET /api/events/contestants?page=1&limit=10&reviewing=true';
const COMPETITIONS = 'GET /api/events/events?page=1&limit=100&competitions=true';
const page = (items: unknown[]) => ok({ items, page: 1, limit: 10, total: items.length, totalPages: 1 });

const renderQueue = () => renderWithApp(<ReviewQueuePage />, { path: '/events/admin/review' });

const ALL: TContestantStatus[] = [
  'pending_payment',
  'registered',
  'under_review',
  'approved',
  'rejected',
  'cancelled',
];
const LABELS: Partial<Record<TContestantStatus, string>> = {
  under_review: 'Start review',
  approved: 'Approve',
  rejected: 'Reject',
};

describe('ReviewQueuePage', () => {
  it('opens on the realm with registrations when none is named, and stays on a realm the organiser chose', async () => {
    stubApi({
      [LIST]: () => page([]),
      [COMPETITIONS]: () => page([]),
      'GET /api/cultural-events/contestants?page=1&limit=10&reviewing=true': () =>
        page([contestantFixture('registered')]),
      'GET /api/cultural-events/events?page=1&limit=100&competitions=true': () => page([]),
    });
    renderQueue();
    expect(await screen.findByRole('article', { name: 'Asha Registered' })).toBeTruthy();
    expect(screen.queryByText('No registrations yet')).toBeNull();
  });

  it('shows an empty Events queue when the organiser named that realm', async () => {
    stubApi({
      [LIST]: () => page([]),
      [COMPETITIONS]: () => page([]),
      'GET /api/cultural-events/contestants?page=1&limit=10&reviewing=true': () =>
        page([contestantFixture('registered')]),
    });
    renderWithApp(<ReviewQueuePage />, { path: '/events/admin/review?realm=events' });
    expect(await screen.findByText('No registrations yet')).toBeTruthy();
  });

  it('offers exactly the moves CONTESTANT_REVIEW_TRANSITIONS allows for each status', async () => {
    stubApi({
      [LIST]: () => page(ALL.map((status) => contestantFixture(status))),
      [COMPETITIONS]: () => page([]),
    });
    renderQueue();

    for (const status of ALL) {
      const card = await screen.findByRole('article', {
        name: contestantFixture(status).personalDetails.fullName,
      });
      const offered = within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
      expect(offered, status).toEqual(CONTESTANT_REVIEW_TRANSITIONS[status].map((to) => LABELS[to]));
    }
    const registered = screen.getByRole('article', { name: 'Asha Registered' });
    expect(within(registered).getByRole('button', { name: 'Start review' })).toBeTruthy();
    expect(within(registered).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Asha Approved' })).getByText(
        'Approved. This decision is final.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Asha Pending' })).getByText(
        /Waiting for the registration fee/,
      ),
    ).toBeTruthy();
    // Personal details, performance, group members and history are all on the card.
    expect(within(registered).getByText('Raga Yaman')).toBeTruthy();
    expect(within(registered).getByText('asha@example.com')).toBeTruthy();
    expect(within(registered).getByText('Ravi Sen')).toBeTruthy();
    expect(within(registered).getByText('History')).toBeTruthy();
  });

  it('sends the move with its notes, toasts and refetches the queue', async () => {
    const registered = contestantFixture('registered');
    let moved = false;
    const api = stubApi({
      [LIST]: () => page([moved ? { ...registered, status: 'under_review' } : registered]),
      [COMPETITIONS]: () => page([]),
      [`PATCH /api/events/contestants/${registered.id}/status`]: ({ init }) => {
        expect(JSON.parse(String(init?.body))).toEqual({ status: 'under_review', notes: 'Good recording' });
        moved = true;
        return ok({ ...registered, status: 'under_review' });
      },
    });
    renderQueue();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Asha Registered' });
    await user.type(within(card).getByLabelText(/Notes for this decision/), 'Good recording');
    await user.click(within(card).getByRole('button', { name: 'Start review' }));

    await within(card).findByRole('button', { name: 'Approve' });
    expect(within(card).queryByRole('button', { name: 'Start review' })).toBeNull();
    expect(toastsShown().some((t) => t.title === 'Moved to under review' && t.variant === 'success')).toBe(
      true,
    );
    expect(calls(api).filter((call) => call === LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('toasts a refused move (422) and shows the status the server now has', async () => {
    const reviewing = contestantFixture('under_review');
    let refused = false;
    stubApi({
      [LIST]: () => page([refused ? { ...reviewing, status: 'rejected' } : reviewing]),
      [COMPETITIONS]: () => page([]),
      [`PATCH /api/events/contestants/${reviewing.id}/status`]: () => {
        refused = true;
        return fail(422, 'BUSINESS_RULE', 'A registration cannot go from rejected to approved');
      },
    });
    renderQueue();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Asha Reviewing' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    await within(card).findByText('Rejected. This decision is final.');
    expect(
      toastsShown().some(
        (t) =>
          t.variant === 'error' && t.description === 'A registration cannot go from rejected to approved',
      ),
    ).toBe(true);
  });

  it('asks before a rejection: says what happens to a card fee, requires a reason, and only then sends', async () => {
    const paid = contestantFixture('under_review', {
      feeCredits: 30,
      paymentStatus: 'COMPLETED',
      paidMoney: { amountMinor: 30_000, currency: 'INR' },
    });
    let sent: unknown = null;
    stubApi({
      [LIST]: () => page([sent ? { ...paid, status: 'rejected' } : paid]),
      [COMPETITIONS]: () => page([]),
      [`PATCH /api/events/contestants/${paid.id}/status`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return ok({ ...paid, status: 'rejected' });
      },
    });
    renderQueue();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Asha Reviewing' });
    // Rupees paid by card read as rupees, not "30 cr · completed".
    expect(within(card).getByText('₹300 paid by card')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject Asha Reviewing’s entry?' });
    expect(within(dialog).getByText(/This decision is final/)).toBeTruthy();
    expect(
      within(dialog).getByText('Their fee of ₹300 is refunded to the card or account they paid with.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    expect(
      await within(dialog).findByText('Say why this entry is not selected: the entrant reads it'),
    ).toBeTruthy();
    expect(sent).toBeNull();

    await user.type(within(dialog).getByLabelText('Reason'), 'The vocal category is full');
    await user.click(within(dialog).getByRole('button', { name: 'Reject entry' }));
    await within(card).findByText('Rejected. This decision is final.');
    expect(sent).toEqual({ status: 'rejected', notes: 'The vocal category is full' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
