import type { TGivenUpRefund } from '@engagex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toast } from '@/ui/toast';
import { shownToast } from '@/ui/toast/shown';
import { admin, ME, PERSON_ID } from '../test-utils';
import { FailuresPage } from './FailuresPage';

const REFUND_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const page = <T,>(items: T[]) => ({ items, page: 1, limit: 20, total: items.length, totalPages: 1 });
const refund: TGivenUpRefund = {
  kind: 'payment',
  id: REFUND_ID,
  purchaseId: REFUND_ID,
  person: { id: PERSON_ID, name: 'Priya Patel', email: 'priya@example.com' },
  amount: 99,
  currency: 'INR',
  paymentId: 'pay_1',
  reason: 'late payment',
  attempts: 8,
  lastError: 'gateway refused',
  createdAt: '2026-12-01T10:00:00.000Z',
};
const LISTS = {
  'GET /api/main/admin/failures/refunds?page=1&limit=20': () => ok(page([refund])),
  'GET /api/main/admin/failures/emails?page=1&limit=20': () => ok(page([])),
  'GET /api/main/admin/failures/webhooks?page=1&limit=20': () => ok(page([])),
};
const SETTLE = `POST /api/main/admin/failures/refunds/payment/${REFUND_ID}/settle`;

const render = () =>
  renderWithApp(null, {
    path: '/admin/failures',
    routes: [{ path: '/admin/failures', element: <FailuresPage /> }],
  });

// What the page says is the toast it raises; the toaster itself is ui/toast's to test.
vi.mock('@/ui/toast', async (original) => ({ ...(await original<object>()), toast: vi.fn() }));
/** The toasts raised, in the words they show now. */
const toastsRaised = () => vi.mocked(toast).mock.calls.map(([input]) => shownToast(input));

afterEach(() => vi.clearAllMocks());

describe('what failed, in the admin console', () => {
  it('lists a given-up refund and settles it by hand with a reference and a note', async () => {
    let sent: unknown = null;
    const fetchMock = stubApi({
      [ME]: () => ok(admin),
      ...LISTS,
      [SETTLE]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return ok({ id: REFUND_ID, status: 'refunded' });
      },
    });
    render();
    const refunds = await screen.findByRole('region', { name: 'Refunds waiting for an admin' });
    expect(await within(refunds).findByText(/late or duplicate payment/)).toBeTruthy();
    expect(within(refunds).getByText('gateway refused')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Emails that could not be sent' })).getByText('Nothing here'),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(refunds).getByRole('button', { name: 'Refunded by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund made by hand' });
    // Too short: refused here, nothing sent.
    await user.type(within(dialog).getByLabelText(/Transfer or refund reference/), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    expect(await within(dialog).findByText('Give the reference, at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Say how it was refunded, in at least 3 characters')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain(SETTLE);

    await user.type(within(dialog).getByLabelText(/Transfer or refund reference/), 'c UTR 1234');
    await user.type(within(dialog).getByLabelText('How it was refunded'), 'NEFT from the festival account');
    await user.click(within(dialog).getByRole('button', { name: 'Record the refund' }));
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual({
        title: 'Refund recorded',
        description: '₹99.00 to Priya Patel is recorded as refunded.',
        variant: 'success',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual({ reference: 'abc UTR 1234', note: 'NEFT from the festival account' });
  });

  it('says so when another admin answered first', async () => {
    stubApi({
      [ME]: () => ok(admin),
      ...LISTS,
      [`POST /api/main/admin/failures/refunds/payment/${REFUND_ID}/retry`]: () =>
        fail(409, 'CONFLICT', 'This refund is no longer waiting for an admin: somebody answered it already'),
    });
    render();
    const refunds = await screen.findByRole('region', { name: 'Refunds waiting for an admin' });
    await userEvent
      .setup()
      .click(await within(refunds).findByRole('button', { name: 'Ask the gateway again' }));
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual({
        title: 'Not done',
        description: 'This refund is no longer waiting for an admin: somebody answered it already',
        variant: 'error',
      }),
    );
  });
});
