import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { clearToastsForTests } from '@/ui/toast/store';
import { page, purchase, renderCreditsPage } from '../test-utils';
import { PendingPurchases } from './PendingPurchases';

const HISTORY = 'GET /api/main/cps/credit-purchase/history?page=1&limit=10';

afterEach(() => clearToastsForTests());

describe('PendingPurchases', () => {
  it('shows the time left to pay, a way back to the checkout, and cancels', async () => {
    const waiting = purchase({ expiresAt: new Date(Date.now() + 5 * 60_000 + 30_000).toISOString() });
    let cancelled = false;
    const api = stubApi({
      [HISTORY]: () =>
        ok(page([cancelled ? { ...waiting, status: 'cancelled', paymentUrl: null } : waiting])),
      'POST /api/main/cps/credit-purchase/cancel': () => {
        cancelled = true;
        return ok({ ...waiting, status: 'cancelled', paymentUrl: null });
      },
    });
    renderCreditsPage(<PendingPurchases />);

    const notice = await screen.findByRole('article', { name: 'Purchase of 50 credits waiting for payment' });
    expect(within(notice).getByText(/^5:(30|29)$/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Resume payment' }).getAttribute('href')).toBe(
      waiting.paymentUrl,
    );

    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    const cancel = api.mock.calls.find(([url]) => String(url).endsWith('/cancel'));
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ purchaseId: waiting.id });
  });

  it('leaves out purchases whose time is up, and those already settled', async () => {
    const api = stubApi({
      [HISTORY]: () =>
        ok(
          page([
            purchase({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
            purchase({ id: crypto.randomUUID(), status: 'completed', paymentUrl: null }),
          ]),
        ),
    });
    renderCreditsPage(<PendingPurchases />);
    await waitFor(() => expect(calls(api).filter((call) => call === HISTORY).length).toBeGreaterThan(1));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
