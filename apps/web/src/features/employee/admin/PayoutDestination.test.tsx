import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { encashment } from '../test-utils';
import { PayoutDestination } from './PayoutDestination';

const request = encashment({
  status: 'approved',
  payoutMethod: 'bank_transfer',
  payoutTo: 'Esha Rao · ••••9012 · HDFC0001234',
});
const revealUrl = `POST /api/employee/encashment/requests/${request.id}/payout-destination`;
const render = (canReveal: boolean) =>
  renderWithApp(
    <dl>
      <PayoutDestination request={request} canReveal={canReveal} />
    </dl>,
  );

describe('PayoutDestination', () => {
  it('shows a payout admin the full account number only when asked, and hides it again', async () => {
    const fetchMock = stubApi({
      [revealUrl]: () =>
        ok({
          requestId: request.id,
          destination: {
            method: 'bank_transfer',
            accountName: 'Esha Rao',
            accountNumber: '123456789012',
            ifsc: 'HDFC0001234',
          },
          revealedAt: '2026-11-25T10:00:00.000Z',
        }),
    });
    render(true);
    expect(screen.getByText(request.payoutTo)).toBeTruthy();
    expect(screen.queryByText('123456789012')).toBeNull();
    expect(calls(fetchMock)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show full details' }));
    await waitFor(() => expect(screen.getByText('123456789012')).toBeTruthy());
    expect(screen.getByText(/recorded in the payout log/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide full details' }));
    expect(screen.queryByText('123456789012')).toBeNull();
    expect(screen.getByText(request.payoutTo)).toBeTruthy();
  });

  it('offers an admin without the payout role no way to ask, and says why', () => {
    const fetchMock = stubApi({});
    render(false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Only admins with the payout role can see the full details.')).toBeTruthy();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal in place', async () => {
    stubApi({ [revealUrl]: () => fail(403, 'FORBIDDEN', 'You do not have access to this resource') });
    render(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show full details' }));
    await waitFor(() => expect(screen.getByText('You do not have access to this resource')).toBeTruthy());
    expect(screen.getByText(request.payoutTo)).toBeTruthy();
  });

  it('tells a payout admin who just paid a request that no payout is due, not that the role is missing', () => {
    stubApi({});
    renderWithApp(
      <dl>
        <PayoutDestination request={{ ...request, status: 'paid' }} canReveal={false} payoutAdmin />
      </dl>,
    );
    expect(screen.getByText('Paid: the full details are shown only while a payout is due.')).toBeTruthy();
    expect(screen.queryByText(/Only admins with the payout role/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show full details' })).toBeNull();
  });
});
